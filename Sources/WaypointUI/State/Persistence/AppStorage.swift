import Foundation
import WaypointCore

/// A property wrapper that reads and writes a value in `UserDefaults`, evaluating every view
/// that reads the key again when any of them, or code through the same store, changes it.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  let key: String
  let defaultValue: Value
  let codec: StorageCodec<Value>
  let store: UserDefaults?
  let box = AppStorageBox<Value>()

  init(key: String, defaultValue: Value, codec: StorageCodec<Value>, store: UserDefaults?) {
    self.key = key
    self.defaultValue = defaultValue
    self.codec = codec
    self.store = store
    box.use(store)
  }

  /// The value in the store, or the default when it holds none. Not isolated to the main
  /// actor, as in SwiftUI: a model class may keep settings in `@AppStorage` and read them
  /// from any thread.
  public var wrappedValue: Value {
    get { box.read(key, codec) ?? defaultValue }
    nonmutating set { box.write(newValue, key, codec) }
  }

  /// A binding that reads and writes the same key of the same store, for a control given `$name`.
  public var projectedValue: Binding<Value> {
    let (box, key, codec, defaultValue) = (box, key, codec, defaultValue)
    return Binding(
      get: { box.read(key, codec) ?? defaultValue },
      set: { box.write($0, key, codec) })
  }
}

extension AppStorage {
  /// Keeps a `Bool`, `Int`, `Double`, `String`, `URL`, `Data` or `Date` under `key` in `store`
  /// (the environment's `defaultAppStorage` when nil).
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: StorableValue {
    self.init(key: key, defaultValue: wrappedValue, codec: .plain(Value.self), store: store)
  }

  /// Keeps an optional value under `key`; nil when the store holds none.
  public init<Wrapped: StorableValue>(_ key: String, store: UserDefaults? = nil)
  where Value == Wrapped? {
    self.init(key: key, defaultValue: nil, codec: .optional(Wrapped.self), store: store)
  }

  /// Keeps a value by its `Int` raw value.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(key: key, defaultValue: wrappedValue, codec: .raw(Value.self), store: store)
  }

  /// Keeps a value by its `String` raw value.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(key: key, defaultValue: wrappedValue, codec: .raw(Value.self), store: store)
  }

  /// Keeps an optional value by its `Int` raw value; nil when the store holds none.
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R.RawValue == Int {
    self.init(key: key, defaultValue: nil, codec: .optionalRaw(R.self), store: store)
  }

  /// Keeps an optional value by its `String` raw value; nil when the store holds none.
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R.RawValue == String {
    self.init(key: key, defaultValue: nil, codec: .optionalRaw(R.self), store: store)
  }
}

/// The store an `AppStorage` uses once linked, and the readers to tell of its changes.
///
/// The value is read and written from any thread (a model class may hold `@AppStorage`), and
/// the box is linked on the main actor, so its fields are behind a lock; `UserDefaults` and
/// the readers' inbox are themselves safe to use from any thread.
final class AppStorageBox<Value>: @unchecked Sendable {
  private struct Fields {
    var store: UserDefaults?
    var readers: AppStorageReaders?
    /// What was written before the box had a store: nothing yet (nil), or an object or its
    /// removal.
    var unlinked: Any??
  }

  private let lock = NSLock()
  private var fields = Fields()

  /// Uses `store` from now on, when there is one.
  func use(_ store: UserDefaults?) {
    guard let store else { return }
    lock.withLock { fields.store = store }
  }

  /// Links the box to the store a view reads from and the readers to tell of changes.
  func link(store: UserDefaults, readers: AppStorageReaders) {
    lock.withLock {
      fields.store = store
      fields.readers = readers
    }
  }

  func read(_ key: String, _ codec: StorageCodec<Value>) -> Value? {
    let (store, readers, unlinked) = lock.withLock {
      (fields.store, fields.readers, fields.unlinked)
    }
    let object: Any? = store.map { $0.object(forKey: key) } ?? unlinked ?? nil
    guard let object else { return nil }
    if let value = codec.decodeDefaultsObject(object) { return value }
    readers?.reportUnreadable(key: key, object: object, as: codec.typeName)
    return nil
  }

  func write(_ value: Value, _ key: String, _ codec: StorageCodec<Value>) {
    let object = codec.encode(value).map(\.defaultsObject)
    let (store, readers): (UserDefaults?, AppStorageReaders?) = lock.withLock {
      if fields.store == nil { fields.unlinked = .some(object) }
      return (fields.store, fields.readers)
    }
    guard let store else { return }
    if let object { store.set(object, forKey: key) } else { store.removeObject(forKey: key) }
    readers?.changed(key, in: store)
  }
}

extension StoredValue {
  /// The value as `UserDefaults` keeps it (a URL as its text).
  var defaultsObject: Any {
    switch self {
    case .bool(let value): value
    case .int(let value): value
    case .double(let value): value
    case .string(let value): value
    case .url(let value): value.absoluteString
    case .data(let value): value
    case .date(let value): value
    }
  }

  /// The stored values a `UserDefaults` object may stand for, most specific first.
  static func candidates(for object: Any) -> [StoredValue] {
    var result: [StoredValue] = []
    if let number = object as? NSNumber, !(object is String) {
      if number.objCType.pointee == UInt8(ascii: "c") { result.append(.bool(number.boolValue)) }
      if let int = Int(exactly: number.doubleValue), Double(int) == number.doubleValue {
        result.append(.int(number.intValue))
      }
      result.append(.double(number.doubleValue))
    } else if let bool = object as? Bool {
      result.append(.bool(bool))
    }
    if let string = object as? String {
      result.append(.string(string))
      if let url = URL(string: string) { result.append(.url(url)) }
    }
    if let data = object as? Data { result.append(.data(data)) }
    if let date = object as? Date { result.append(.date(date)) }
    if let url = object as? URL { result.append(.url(url)) }
    return result
  }
}

extension StorageCodec {
  /// The value from what a `UserDefaults` holds, nil when it is of another type.
  func decodeDefaultsObject(_ object: Any) -> Value? {
    for candidate in StoredValue.candidates(for: object) {
      if let value = decode(candidate) { return value }
    }
    return nil
  }
}

/// Which views read which keys of which stores, so a change through any of them evaluates the
/// others; shared by a runtime's views.
final class AppStorageReaders: @unchecked Sendable {
  private let lock = NSLock()
  private var readers: [ObjectIdentifier: [String: [ObjectIdentifier: (NodeHandle, Inbox)]]] = [:]
  private var observed: [ObjectIdentifier: NSObjectProtocol] = [:]
  private var reported: Set<String> = []
  private let diagnostics: DiagnosticLog

  init(diagnostics: DiagnosticLog) {
    self.diagnostics = diagnostics
  }

  deinit {
    for observer in observed.values { NotificationCenter.default.removeObserver(observer) }
  }

  /// Evaluates `node` again whenever `key` of `store` changes.
  @MainActor
  func register(_ node: Node, key: String, store: UserDefaults) {
    let storeID = ObjectIdentifier(store)
    let handle = node.handle
    let inbox = node.graph.inbox
    let needsObserver = lock.withLock {
      readers[storeID, default: [:]][key, default: [:]][ObjectIdentifier(handle)] = (handle, inbox)
      return observed[storeID] == nil
    }
    guard needsObserver else { return }
    // Code writing through the store itself (not through a view) is heard by notification.
    let observer = NotificationCenter.default.addObserver(
      forName: UserDefaults.didChangeNotification, object: store, queue: nil
    ) { [weak self] notification in
      guard let self else { return }
      if let key = notification.userInfo?["key"] as? String {
        self.post(storeID, key: key)
      } else {
        self.postAll(storeID)
      }
    }
    lock.withLock { observed[storeID] = observer }
  }

  /// Tells the readers of `key` in `store` that it changed.
  func changed(_ key: String, in store: UserDefaults) {
    post(ObjectIdentifier(store), key: key)
  }

  private func post(_ storeID: ObjectIdentifier, key: String) {
    let targets = lock.withLock { readers[storeID]?[key].map { Array($0.values) } ?? [] }
    for (handle, inbox) in targets { inbox.post(handle, because: "@AppStorage(\"\(key)\")") }
  }

  private func postAll(_ storeID: ObjectIdentifier) {
    let targets = lock.withLock {
      (readers[storeID] ?? [:]).values.flatMap { Array($0.values) }
    }
    for (handle, inbox) in targets { inbox.post(handle, because: "@AppStorage") }
  }

  /// Reports, once per key and type, a value the store holds that is not of the type read.
  func reportUnreadable(key: String, object: Any, as typeName: String) {
    let isNew = lock.withLock { reported.insert("\(key) \(typeName)").inserted }
    guard isNew else { return }
    diagnostics.record(
      .storedValueUnreadable(
        key: key, reason: "the store holds a \(type(of: object)), read as \(typeName)"))
  }
}

extension AppStorage: LinkableProperty {
  package func link(to node: Node, slot: Int) {
    guard let readers = node.environment.appStorageReaders else { return }
    let store = self.store ?? node.environment.defaultAppStorage
    guard let store else { return }
    // A node registers once per store it reads the key from.
    if node.slots[slot] !== store {
      node.slots[slot] = store
      readers.register(node, key: key, store: store)
    }
    box.link(store: store, readers: readers)
  }

  package static var readsEnvironment: Bool { true }
}

extension AppStorage: ViewFieldComparable {
  /// App storage belongs to its store, not to the view value.
  package static func isSame(_ a: AppStorage, _ b: AppStorage) -> Bool {
    a.key == b.key && a.store === b.store
  }
}

extension EnvironmentValues {
  /// The store `@AppStorage` uses when it names none (`defaultAppStorage(_:)`).
  var defaultAppStorage: UserDefaults? {
    get { self[DefaultAppStorageKey.self] }
    set { self[DefaultAppStorageKey.self] = newValue }
  }

  /// Who reads which `@AppStorage` keys, for the runtime the view is in.
  var appStorageReaders: AppStorageReaders? {
    get { self[AppStorageReadersKey.self] }
    set { self[AppStorageReadersKey.self] = newValue }
  }
}

private enum DefaultAppStorageKey: EnvironmentKey {
  static var defaultValue: UserDefaults? { nil }
}

private enum AppStorageReadersKey: EnvironmentKey {
  static var defaultValue: AppStorageReaders? { nil }
}

extension View {
  /// The store `@AppStorage` in this view and its descendants uses when it names none.
  nonisolated public func defaultAppStorage(_ store: UserDefaults) -> some View {
    environment(\.defaultAppStorage, store)
  }
}
