/// A collection of environment values propagated through a view hierarchy.
///
/// Copies share storage until written; the graph tells an unchanged environment by identity.
public struct EnvironmentValues: CustomStringConvertible {
  final class Storage {
    let values: [ObjectIdentifier: Any]
    /// The keys whose value the host set and no view has overridden since.
    let hostKeys: Set<ObjectIdentifier>
    init(_ values: [ObjectIdentifier: Any], hostKeys: Set<ObjectIdentifier> = []) {
      self.values = values
      self.hostKeys = hostKeys
    }
  }

  private var storage: Storage

  /// Creates an environment with every value at its default.
  public init() {
    storage = Storage([:])
  }

  /// Accesses the environment value associated with a custom key.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { (storage.values[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue }
    set { write(ObjectIdentifier(key), newValue) }
  }

  /// Whether both share storage, which means nothing was written since one was copied.
  func isIdentical(to other: EnvironmentValues) -> Bool {
    storage === other.storage
  }

  private mutating func write(_ key: ObjectIdentifier, _ value: Any?) {
    var values = storage.values
    values[key] = value
    var hostKeys = storage.hostKeys
    hostKeys.remove(key)
    storage = Storage(values, hostKeys: hostKeys)
  }

  /// Sets a value as the host does (a window's size class), so that environments derived from
  /// this one can later take a new host value without being derived again.
  mutating func setFromHost<K: EnvironmentKey>(_ key: K.Type, _ value: K.Value) {
    var values = storage.values
    values[ObjectIdentifier(key)] = value
    storage = Storage(values, hostKeys: storage.hostKeys.union([ObjectIdentifier(key)]))
  }

  /// This environment with the host's new value for `key`, unless a view overrode the key; the
  /// same environment when it did.
  func takingHostValue<K: EnvironmentKey>(_ key: K.Type, _ value: K.Value) -> EnvironmentValues {
    let id = ObjectIdentifier(key)
    guard storage.values[id] == nil || storage.hostKeys.contains(id) else { return self }
    var copy = self
    copy.setFromHost(key, value)
    return copy
  }

  /// A token for this environment's storage, the same for copies nothing was written to since.
  var storageIdentity: ObjectIdentifier { ObjectIdentifier(storage) }

  /// The object of `type` set with `.environment(_:)`, if any.
  func observable<T: AnyObject>(_ type: T.Type) -> T? {
    storage.values[ObjectIdentifier(ObservableSlot<T>.self)] as? T
  }

  mutating func setObservable<T: AnyObject>(_ object: T?, as type: T.Type) {
    write(ObjectIdentifier(ObservableSlot<T>.self), object)
  }

  /// The object of `type` set with `.environmentObject(_:)`, if any.
  func environmentObject<T: AnyObject>(_ type: T.Type) -> T? {
    storage.values[ObjectIdentifier(EnvironmentObjectSlot<T>.self)] as? T
  }

  mutating func setEnvironmentObject<T: AnyObject>(_ object: T, as type: T.Type) {
    write(ObjectIdentifier(EnvironmentObjectSlot<T>.self), object)
  }

  /// The number of values set, for debugging.
  public var description: String { "EnvironmentValues(\(storage.values.count) values set)" }
}

private enum ObservableSlot<T> {}
private enum EnvironmentObjectSlot<T> {}

/// A key for accessing values in the environment.
public protocol EnvironmentKey {
  /// The associated type representing the type of the environment key's value.
  associatedtype Value
  /// The default value for the environment key.
  static var defaultValue: Value { get }
}

extension EnvironmentValues {
  /// The horizontal size class of this environment; the host sets it (regular by default).
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// The vertical size class of this environment.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }

  /// The color scheme of this environment.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// A Boolean value that indicates whether the view associated with this environment allows
  /// user interaction.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  /// The current phase of the scene.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }

  /// Whether views here are created lazily on Apple's platforms (inside `List`, `LazyVStack`,
  /// a lazy grid or `ForEach` rows), where SwiftUI may not see their navigation destinations.
  var isInsideLazyContainer: Bool {
    get { self[LazyContainerKey.self] }
    set { self[LazyContainerKey.self] = newValue }
  }
}

enum HorizontalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { .regular }
}

private enum VerticalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { .regular }
}

enum ColorSchemeKey: EnvironmentKey {
  static var defaultValue: ColorScheme { .light }
}

private enum IsEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}

enum ScenePhaseKey: EnvironmentKey {
  static var defaultValue: ScenePhase { .active }
}

private enum LazyContainerKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}
