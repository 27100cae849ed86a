/// What a Waypoint app declares: the scenes of its `body`, built by an `init()` with no arguments.
///
/// `App.main()` lives in the `Waypoint` module, which picks a renderer; tests drive apps with
/// `AppHost` from WaypointTesting.
@MainActor @preconcurrency
public protocol App {
  /// The scene type `body` returns, usually inferred.
  associatedtype Body: Scene
  /// The app's scenes, read at launch: the first that can open at launch opens its window then.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  /// `App.main()` calls this to make the app before reading `body`.
  @MainActor @preconcurrency init()
}

/// One kind of window an app declares (a `WindowGroup`, a `Window`, a `DocumentGroup`), or a group
/// or modified form of such; each open window is a `.scene` element.
@MainActor @preconcurrency
public protocol Scene {
  /// The scene type `body` returns, usually inferred.
  associatedtype Body: Scene
  /// The scenes this one is made of; primitive scenes such as `WindowGroup` have none.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// Collects the scenes written in an app's or a scene's `body`, in order; an `if` without `else`
/// may leave one out.
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

/// Declares any number of windows showing the same content, each with its own `.scene` element and
/// scene state.
///
/// The first window opens at launch when this is the app's first scene; `openWindow(id:)` opens
/// another each time. A `WindowGroup(for:)` opens one window per distinct value given to
/// `openWindow(value:)`, and brings back the open one for a value already shown.
public struct WindowGroup<Content: View> {
  let title: String?
  let id: String?
  let content: Content

  /// Declares untitled windows showing `content`.
  @available(
    *, deprecated, renamed: "init(makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    iOS, introduced: 14.0, deprecated: 18.0, renamed: "init(makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    macOS, introduced: 11.0, deprecated: 15.0, renamed: "init(makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    tvOS, introduced: 14.0, deprecated: 18.0, renamed: "init(makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    watchOS, introduced: 7.0, deprecated: 11.0, renamed: "init(makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(visionOS, introduced: 1.0, deprecated: 2.0, renamed: "init(makeContent:)")
  @_disfavoredOverload
  public init(@ViewBuilder content: () -> Content) {
    self.init(title: nil, id: nil, content: content())
  }

  /// Declares untitled windows showing `content`, which `openWindow(id: id)` opens.
  @available(
    *, deprecated, renamed: "init(id:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    iOS, introduced: 14.0, deprecated: 18.0, renamed: "init(id:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    macOS, introduced: 11.0, deprecated: 15.0, renamed: "init(id:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    tvOS, introduced: 14.0, deprecated: 18.0, renamed: "init(id:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    watchOS, introduced: 7.0, deprecated: 11.0, renamed: "init(id:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 2.0, renamed: "init(id:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @_disfavoredOverload
  public init(id: String, @ViewBuilder content: () -> Content) {
    self.init(title: nil, id: id, content: content())
  }

  /// Declares windows showing `content`, titled with `title` looked up as a localization key.
  @available(
    *, deprecated, renamed: "init(_:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    iOS, introduced: 14.0, deprecated: 18.0, renamed: "init(_:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    macOS, introduced: 11.0, deprecated: 15.0, renamed: "init(_:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    tvOS, introduced: 14.0, deprecated: 18.0, renamed: "init(_:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    watchOS, introduced: 7.0, deprecated: 11.0, renamed: "init(_:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 2.0, renamed: "init(_:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @_disfavoredOverload
  public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(title: title.resolved, id: nil, content: content())
  }

  /// Declares windows showing `content`, titled `title` verbatim.
  @available(
    *, deprecated, renamed: "init(_:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    iOS, introduced: 14.0, deprecated: 18.0, renamed: "init(_:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    macOS, introduced: 11.0, deprecated: 15.0, renamed: "init(_:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    tvOS, introduced: 14.0, deprecated: 18.0, renamed: "init(_:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    watchOS, introduced: 7.0, deprecated: 11.0, renamed: "init(_:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 2.0, renamed: "init(_:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(title: String(title), id: nil, content: content())
  }

  /// Declares windows showing `content`, titled with `title` looked up as a localization key, which
  /// `openWindow(id: id)` opens.
  @available(
    *, deprecated, renamed: "init(_:id:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    iOS, introduced: 14.0, deprecated: 18.0, renamed: "init(_:id:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    macOS, introduced: 11.0, deprecated: 15.0, renamed: "init(_:id:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    tvOS, introduced: 14.0, deprecated: 18.0, renamed: "init(_:id:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    watchOS, introduced: 7.0, deprecated: 11.0, renamed: "init(_:id:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 2.0, renamed: "init(_:id:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @_disfavoredOverload
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
