import Foundation
import WaypointUI

extension EnvironmentValues {
  /// The context `@Query` fetches with and views insert into: the main context of the container
  /// `.modelContainer` set, else an empty context in memory that stores no model type.
  public var modelContext: ModelContext {
    get { self[ModelContextKey.self].context }
    set {
      // The context the slot holds already keeps its slot: views see the same value.
      if self[ModelContextKey.self].madeContext === newValue { return }
      self[ModelContextKey.self] = ModelContextSlot(newValue)
    }
  }

  /// Where `modelContext` comes from: a context, or one made when a view first reads it.
  var modelContextSlot: ModelContextSlot {
    get { self[ModelContextKey.self] }
    set { self[ModelContextKey.self] = newValue }
  }
}

private enum ModelContextKey: EnvironmentKey {
  /// Views outside any `.modelContainer` get a container in memory with no model types, so
  /// that inserting reports the missing container instead of stopping the app.
  static let defaultValue = ModelContextSlot { ModelContainer.inMemory(Schema()) }
}

/// The environment's model context, or how to make it: a container that only memory holds is
/// opened when a view first reads the context, so a server's tabs that never show a model keep
/// no store.
final class ModelContextSlot: @unchecked Sendable {
  private enum State {
    /// The context, and the container the slot opened (a main context does not keep its own).
    case made(ModelContext, container: ModelContainer?)
    case pending(() -> ModelContainer)
  }

  private let lock = NSLock()
  private var state: State

  /// A slot holding `context`.
  init(_ context: ModelContext) {
    state = .made(context, container: nil)
  }

  /// A slot holding the main context of `container`, opened already.
  init(opened container: ModelContainer) {
    state = .made(container.sharedMainContext, container: container)
  }

  /// A slot that calls `open` when first read, and holds the main context of what it returns.
  init(opening open: @escaping () -> ModelContainer) {
    state = .pending(open)
  }

  /// The context, made now if it was not yet.
  var context: ModelContext {
    let open: () -> ModelContainer
    switch lock.withLock({ state }) {
    case .made(let context, _): return context
    case .pending(let pending): open = pending
    }
    // Opened outside the lock, since opening runs the app's code (`onSetup`); the first wins.
    let container = open()
    return lock.withLock {
      if case .made(let context, _) = state { return context }
      let context = container.sharedMainContext
      state = .made(context, container: container)
      return context
    }
  }

  /// The context if a view has read it, else nil (nothing to save).
  var madeContext: ModelContext? {
    lock.withLock {
      if case .made(let context, _) = state { return context }
      return nil
    }
  }
}
