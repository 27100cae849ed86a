/// A type that represents the structure and behavior of an app.
///
/// `App.main()` lives in the `Waypoint` module, which picks a renderer; tests drive apps with
/// `AppHost` from WaypointTesting.
@MainActor @preconcurrency
public protocol App {
  /// The type of scene representing the content of the app.
  associatedtype Body: Scene
  /// The content and behavior of the app.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  /// Creates an instance of the app using the body that you define for its content.
  @MainActor @preconcurrency init()
}

/// A part of an app's user interface with a life cycle managed by the system.
@MainActor @preconcurrency
public protocol Scene {
  /// The type of scene that represents the body of this scene.
  associatedtype Body: Scene
  /// The content and behavior of the scene.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// A result builder for composing a collection of scenes into a single composite scene.
@resultBuilder
public enum SceneBuilder {
  /// Passes a single scene through unmodified.
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

  /// Passes a single scene through unmodified.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

  /// Combines several scenes into one.
  public static func buildBlock<each Content>(_ content: repeat each Content)
    -> TupleScene<(repeat each Content)>
  where repeat each Content: Scene {
    TupleScene(
      (repeat each content),
      scenes: { tuple in
        var scenes: [any Scene] = []
        repeat scenes.append(each tuple)
        return scenes
      })
  }

  /// Produces an optional scene for an `if` without `else`.
  public static func buildOptional<Content: Scene>(_ content: Content?) -> Content? { content }
}

extension Optional: Scene where Wrapped: Scene {
  /// An optional scene has no body of its own.
  public var body: Never { primitiveBody(Self.self) }
}

/// Several scenes built by `SceneBuilder`.
public struct TupleScene<T> {
  let value: T
  let scenes: (T) -> [any Scene]

  init(_ value: T, scenes: @escaping (T) -> [any Scene]) {
    self.value = value
    self.scenes = scenes
  }
}

extension TupleScene: Scene {
  /// A tuple of scenes has no body of its own.
  public var body: Never { primitiveBody(Self.self) }
}

/// A scene that presents a group of identically structured windows.
public struct WindowGroup<Content: View> {
  let title: String?
  let id: String?
  let content: Content

  /// Creates a window group.
  public init(@ViewBuilder content: () -> Content) {
    self.init(title: nil, id: nil, content: content())
  }

  /// Creates a window group with an identifier.
  public init(id: String, @ViewBuilder content: () -> Content) {
    self.init(title: nil, id: id, content: content())
  }

  /// Creates a window group with a localized title.
  public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(title: title.resolved, id: nil, content: content())
  }

  /// Creates a window group with a title string.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(title: String(title), id: nil, content: content())
  }

  /// Creates a window group with a localized title and an identifier.
  public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
    self.init(title: title.resolved, id: id, content: content())
  }

  init(title: String?, id: String?, content: Content) {
    self.title = title
    self.id = id
    self.content = content
  }
}

extension WindowGroup: Scene {
  /// A window group has no body of its own.
  public var body: Never { primitiveBody(Self.self) }
}
