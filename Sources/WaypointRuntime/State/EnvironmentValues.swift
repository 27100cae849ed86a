import Observation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The values a view reads with `@Environment`: each view inherits its parent's, and modifiers such
/// as `.environment(_:_:)` change them for a subtree.
///
/// Copies share storage until written; the graph tells an unchanged environment by identity.
public struct EnvironmentValues: CustomStringConvertible {
  /// One write over the environment it was made from, so that a write costs one small object
  /// rather than a copy of every value set above it (each open tab makes hundreds). Lookups walk
  /// the writes up to the nearest flattened table; a chain longer than `flattenAfter` is
  /// flattened into a new table.
  package final class Storage {
    /// The key this storage writes, with `value` (nil: removed); nil for a flattened table.
    let key: ObjectIdentifier?
    let value: Any?
    /// What this storage was written over; nil for a flattened table.
    let parent: Storage?
    /// Every value set, for a flattened table.
    let table: EnvironmentTable
    /// The writes between this storage and the nearest flattened table.
    let length: Int
    /// The values the host sets, shared by every environment of one runtime and changed in
    /// place: a key no view set here reads the host's current value.
    package let host: HostValues?

    init(table: EnvironmentTable, host: HostValues?) {
      (key, value, parent, length) = (nil, nil, nil, 0)
      self.table = table
      self.host = host
    }

    init(_ key: ObjectIdentifier, _ value: Any?, over parent: Storage) {
      (self.key, self.value, self.parent, table) = (key, value, parent, .empty)
      length = parent.length + 1
      host = parent.host
    }

    /// What a view set for `key`, or nil if none did (or it was removed).
    func value(for id: ObjectIdentifier) -> Any? {
      var storage = self
      while let key = storage.key, let parent = storage.parent {
        if key == id { return storage.value }
        storage = parent
      }
      return storage.table.value(for: id)
    }

    /// Every value views set, flattened.
    var values: EnvironmentTable {
      guard key != nil else { return table }
      var writes: [Storage] = []
      var storage = self
      while storage.key != nil, let parent = storage.parent {
        writes.append(storage)
        storage = parent
      }
      var values = storage.table.dictionary
      // The nearest write wins: applied last.
      for write in writes.reversed() {
        if let key = write.key { values[key] = write.value }
      }
      return EnvironmentTable(values)
    }
  }

  /// How many writes a storage chain keeps before it is flattened, which bounds a lookup.
  private static let flattenAfter = 16

  private var storage: Storage

  /// Creates an environment with every value at its default.
  public init() {
    storage = Self.defaults
  }

  /// The storage of every environment made at its defaults: storages are never changed (a
  /// write makes a new one over them), so one serves all, where each kept its own (a `ForEach`
  /// keeps one per node).
  private nonisolated(unsafe) static let defaults = Storage(table: .empty, host: nil)

  /// An environment whose values the host sets live in `host`.
  package init(host: HostValues) {
    storage = Storage(table: .empty, host: host)
  }

  /// The value for `key`: what a view above set, else what the host set, else the key's
  /// `defaultValue`.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      let id = ObjectIdentifier(key)
      // Unwrapped first: a missing value cast to an optional `Value` would read as nil, not as
      // the key's default.
      guard let value = storage.value(for: id) ?? storage.host?.read(id),
        let typed = value as? K.Value
      else { return K.defaultValue }
      return typed
    }
    set { write(ObjectIdentifier(key), newValue) }
  }

  /// Reads or places the observable object of `objectType`, as `.environment(_:)` places it;
  /// nil when none is set.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public subscript<T: AnyObject & Observable>(objectType: T.Type) -> T? {
    get { observable(objectType) }
    set { setObservable(newValue, as: objectType) }
  }

  /// The values the host sets that this environment reads where no view set the key.
  package var host: HostValues? { storage.host }

  /// Whether both share storage, which means nothing was written since one was copied.
  package func isIdentical(to other: EnvironmentValues) -> Bool {
    storage === other.storage
  }

  private mutating func write(_ key: ObjectIdentifier, _ value: Any?) {
    storage =
      storage.length < Self.flattenAfter
      ? Storage(key, value, over: storage)
      : Storage(table: Storage(key, value, over: storage).values, host: storage.host)
  }

  /// The object of `type` set with `.environment(_:)`, if any.
  package func observable<T: AnyObject>(_ type: T.Type) -> T? {
    storage.value(for: ObjectIdentifier(ObservableSlot<T>.self)) as? T
  }

  package mutating func setObservable<T: AnyObject>(_ object: T?, as type: T.Type) {
    write(ObjectIdentifier(ObservableSlot<T>.self), object)
  }

  /// The object of `type` set with `.environmentObject(_:)`, if any.
  package func environmentObject<T: AnyObject>(_ type: T.Type) -> T? {
    storage.value(for: ObjectIdentifier(EnvironmentObjectSlot<T>.self)) as? T
  }

  package mutating func setEnvironmentObject<T: AnyObject>(_ object: T, as type: T.Type) {
    write(ObjectIdentifier(EnvironmentObjectSlot<T>.self), object)
  }

  /// The number of values set, for debugging.
  public var description: String { "EnvironmentValues(\(storage.values.count) values set)" }
}

/// The values a runtime's host sets (a window's size class, its colour scheme, the scene
/// phase), read by every environment of the runtime where no view set the key itself.
///
/// Changing one changes no environment: environments stay identical, so nothing derived from
/// them is made again, and only the views that read host values are evaluated — however many
/// screens are stacked or tabs kept beneath.
///
/// An evaluation can record which keys it read here (`recordingReads`), so that a change to one
/// key evaluates only the views that read it: a resize, not every view with an `@Environment`.
package final class HostValues: @unchecked Sendable {
  package private(set) var values: [ObjectIdentifier: Any] = [:]
  /// The keys read by the evaluation being recorded. Only the thread recording touches them:
  /// an environment can be read on any thread, and a read elsewhere is not the evaluation's.
  private var readKeys: [ObjectIdentifier] = []
  private let recordingThread = Atomic<UInt>(0)

  package init() {}

  /// Sets the host's value for `key`.
  package func set<K: EnvironmentKey>(_ key: K.Type, _ value: K.Value) {
    values[ObjectIdentifier(key)] = value
  }

  /// The host's value for `key`, noting the read if an evaluation on this thread is recorded.
  fileprivate func read(_ key: ObjectIdentifier) -> Any? {
    if recordingThread.load(ordering: .relaxed) == Self.currentThread, !readKeys.contains(key) {
      readKeys.append(key)
    }
    return values[key]
  }

  /// Runs `body` and returns the keys it read here, whether the host has set them or not yet. A
  /// recording inside another keeps its reads to itself: a child's evaluation is its own.
  package func recordingReads<T>(_ body: () -> T) -> (result: T, keys: [ObjectIdentifier]) {
    let outer = readKeys
    let outerThread = recordingThread.exchange(Self.currentThread, ordering: .relaxed)
    readKeys = []
    let result = body()
    let read = readKeys
    readKeys = outer
    recordingThread.store(outerThread, ordering: .relaxed)
    return (result, read)
  }

  private static var currentThread: UInt {
    #if canImport(Darwin)
      UInt(bitPattern: pthread_self())
    #else
      UInt(pthread_self())
    #endif
  }
}

private enum ObservableSlot<T> {}
private enum EnvironmentObjectSlot<T> {}

/// Declares a custom environment value: its type, and what views read where no ancestor set it.
public protocol EnvironmentKey {
  /// The type stored under this key.
  associatedtype Value
  /// What the environment reads for this key where neither a view nor the host set it.
  static var defaultValue: Value { get }
}

extension EnvironmentValues {
  /// Compact or regular width: the host sets it (regular unless told otherwise), and a view may
  /// override it for its subtree.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// Compact or regular height; regular unless a view sets it, as no host changes it.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }

  /// Light or dark, as the host sets it (light by default); views that read it are evaluated again
  /// when it changes.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// False under `.disabled(true)`: controls below record themselves as disabled, and renderers
  /// show them dimmed and do not run their actions.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  /// Active, inactive or background, as the host reports it (active by default); going to the
  /// background saves every scene's state.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }

  /// Whether views here are created lazily on Apple's platforms (inside `List`, `LazyVStack`,
  /// a lazy grid or `ForEach` rows), where SwiftUI may not see their navigation destinations.
  package var isInsideLazyContainer: Bool {
    get { self[LazyContainerKey.self] }
    set { self[LazyContainerKey.self] = newValue }
  }
}

package enum HorizontalSizeClassKey: EnvironmentKey {
  package static var defaultValue: UserInterfaceSizeClass? { .regular }
}

private enum VerticalSizeClassKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass? { .regular }
}

package enum ColorSchemeKey: EnvironmentKey {
  package static var defaultValue: ColorScheme { .light }
}

private enum IsEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}

package enum ScenePhaseKey: EnvironmentKey {
  package static var defaultValue: ScenePhase { .active }
}

private enum LazyContainerKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}
