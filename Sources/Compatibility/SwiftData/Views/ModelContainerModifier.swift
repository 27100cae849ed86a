import Foundation
import WaypointUI

extension View {
  /// Gives this view's subtree `container`: its main context is the environment's
  /// `modelContext`, saved when the scene goes to the background or the view leaves.
  nonisolated public func modelContainer(_ container: ModelContainer) -> some View {
    ModelContainerHost(content: self, source: .given(container))
  }

  /// Gives this view's subtree a container for `modelType`, made when the view first appears
  /// (in the app's default store, or in memory): see `modelContainer(for:inMemory:…)` with types.
  nonisolated public func modelContainer(
    for modelType: any PersistentModel.Type, inMemory: Bool = false,
    isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
    onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some View {
    modelContainer(
      for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
      isUndoEnabled: isUndoEnabled, onSetup: onSetup)
  }

  /// Gives this view's subtree a container for `modelTypes`, made once when the view first
  /// appears. When the store cannot be opened (a file another version wrote, a corrupt one),
  /// `onSetup` gets the error, it is reported, and the views get a container in memory instead:
  /// the file is left untouched.
  nonisolated public func modelContainer(
    for modelTypes: [any PersistentModel.Type], inMemory: Bool = false,
    isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
    onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some View {
    ModelContainerHost(
      content: self,
      source: .types(
        modelTypes, inMemory: inMemory, autosave: isAutosaveEnabled, onSetup: onSetup))
  }

  /// Sets the environment's `modelContext` to `context` for this view's subtree.
  nonisolated public func modelContext(_ context: ModelContext) -> some View {
    environment(\.modelContext, context)
  }
}

extension Scene {
  /// Gives every window of this scene `container`.
  nonisolated public func modelContainer(_ container: ModelContainer) -> some Scene {
    modifyingContent { AnyView($0.modelContainer(container)) }
  }

  /// Gives each window of this scene a container for `modelType` in the app's store.
  nonisolated public func modelContainer(
    for modelType: any PersistentModel.Type, inMemory: Bool = false,
    isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
    onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some Scene {
    modelContainer(
      for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
      isUndoEnabled: isUndoEnabled, onSetup: onSetup)
  }

  /// Gives each window of this scene a container for `modelTypes` in the app's store (windows
  /// of one store share its rows and hear of each other's saves).
  nonisolated public func modelContainer(
    for modelTypes: [any PersistentModel.Type], inMemory: Bool = false,
    isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
    onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
  ) -> some Scene {
    modifyingContent {
      AnyView(
        $0.modelContainer(
          for: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
          isUndoEnabled: isUndoEnabled, onSetup: onSetup))
    }
  }

  /// Sets the `modelContext` of every window of this scene.
  nonisolated public func modelContext(_ context: ModelContext) -> some Scene {
    modifyingContent { AnyView($0.modelContext(context)) }
  }
}

/// Where a `.modelContainer` gets its container.
enum ContainerSource {
  case given(ModelContainer)
  case types(
    [any PersistentModel.Type], inMemory: Bool, autosave: Bool,
    onSetup: (Result<ModelContainer, any Error>) -> Void)
}

/// The view `.modelContainer` makes: it keeps its container for as long as it is shown, puts
/// the main context in the environment, and saves it when the scene goes to the background or
/// the view leaves (so a relaunch finds what was typed).
struct ModelContainerHost<Content: View> {
  let content: Content
  let source: ContainerSource
  @State private var made = MadeContainer()

  init(content: Content, source: ContainerSource) {
    self.content = content
    self.source = source
  }
}

extension ModelContainerHost: View {
  var body: some View {
    let slot = made.slot(for: source)
    content
      .environment(\.modelContextSlot, slot)
      // Watched from a node of its own: a host reading the phase would be evaluated again at
      // each change of phase, and hand the whole app it wraps a new value.
      .onEnvironmentChange(of: \.scenePhase) { _, phase in
        if phase == .background { Self.save(slot.madeContext) }
      }
      .onDisappear { Self.save(slot.madeContext) }
  }

  private static func save(_ context: ModelContext?) {
    guard let context, context.hasChanges else { return }
    do { try context.save() } catch { SwiftDataLog.report(error, doing: "saving") }
  }
}

/// The container a `.modelContainer` gives its views, kept in the view's state. One kept in the
/// app's store is opened when the view first appears, so that `onSetup` hears of a store that
/// cannot be opened at once; one only memory holds, when a view first reads the context.
@MainActor
final class MadeContainer {
  private var slot: ModelContextSlot?
  private var given: ModelContainer?

  nonisolated init() {}

  func slot(for source: ContainerSource) -> ModelContextSlot {
    switch source {
    case .given(let container):
      if let slot, given === container { return slot }
      let made = ModelContextSlot(container.mainContext)
      given = container
      slot = made
      return made
    case .types(let types, let inMemory, let autosave, let onSetup):
      if let slot { return slot }
      let configuration = ModelConfiguration(isStoredInMemoryOnly: inMemory)
      let made =
        configuration.isStoredInMemoryOnly
        ? ModelContextSlot { Self.open(types, configuration, autosave: autosave, onSetup) }
        : ModelContextSlot(opened: Self.open(types, configuration, autosave: autosave, onSetup))
      slot = made
      return made
    }
  }

  /// A new container for `types`, its main context saving by itself if `autosave`; when its
  /// store cannot be opened, one in memory, after telling `onSetup` and reporting why.
  private nonisolated static func open(
    _ types: [any PersistentModel.Type], _ configuration: ModelConfiguration, autosave: Bool,
    _ onSetup: (Result<ModelContainer, any Error>) -> Void
  ) -> ModelContainer {
    let made: ModelContainer
    do {
      made = try ModelContainer(for: Schema(types), configurations: configuration)
      onSetup(.success(made))
    } catch {
      SwiftDataLog.report(error, doing: "opening the app's store")
      onSetup(.failure(error))
      made = ModelContainer.inMemory(Schema(types))
    }
    made.sharedMainContext.autosaveEnabled = autosave
    return made
  }
}
