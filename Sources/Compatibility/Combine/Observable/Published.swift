import Foundation

/// Marks a class property whose changes are announced before they are stored: to the object's
/// `objectWillChange`, so views holding the object are re-evaluated, and to the property's own
/// publisher, `$property`.
@propertyWrapper
public struct Published<Value> {
  fileprivate var box: PublishedBox<Value>

  /// Wraps the property with its starting value, as `@Published var name = value` does.
  public init(wrappedValue: Value) {
    box = PublishedBox(wrappedValue)
  }

  /// Wraps the property with `initialValue`; the same as `init(wrappedValue:)`.
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  /// Not usable: `@Published` works only on properties of classes, where the enclosing-instance
  /// subscript reads and writes the value instead.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { box.value }
    set { box.set(newValue) }
  }

  /// The property's publisher: the current value, then each new value before it is stored.
  public var projectedValue: Publisher {
    mutating get { Publisher(box) }
    set { box = newValue.box }
  }

  /// Reads and writes the property of a class, announcing each change to the object's
  /// `objectWillChange` and to `$property` before it is stored.
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].box.value }
    set { object[keyPath: storageKeyPath].box.set(newValue) }
  }

  /// The type of `$property`: sends the property's current value to each subscriber first, then
  /// every new value as it is assigned, before the property holds it.
  public struct Publisher: Combine.Publisher {
    /// The property's values.
    public typealias Output = Value
    /// A property's publisher never fails.
    public typealias Failure = Never

    fileprivate let box: PublishedBox<Value>

    fileprivate init(_ box: PublishedBox<Value>) {
      self.box = box
    }

    /// Attaches the subscriber: it receives the current value at its first request.
    public func receive<S: Subscriber>(subscriber: S) where Value == S.Input, S.Failure == Never {
      box.subject.attach(subscriber)
    }
  }
}

extension Publisher where Failure == Never {
  /// Writes each value this publisher sends to the `@Published` property behind `published`, which
  /// then announces it as any assignment does; the subscription lives as long as that property's
  /// storage, so there is nothing to cancel.
  public func assign(to published: inout Published<Output>.Publisher) {
    let box = published.box
    let sink = Subscribers.Sink<Output, Never>(
      receiveCompletion: { _ in }, receiveValue: { [weak box] in box?.set($0) })
    box.keep(AnyCancellable(sink))
    subscribe(sink)
  }
}

/// What `ObservableObject`'s default `objectWillChange` finds among an object's properties.
protocol PublishedField {
  /// The object's publisher, once installed.
  var installedWillChange: ObservableObjectPublisher? { get }
  /// The object's publisher: the one already installed in this field, else `candidate`, now
  /// installed in every field of the object.
  func installWillChange(candidate: ObservableObjectPublisher, alongside fields: [PublishedField])
    -> ObservableObjectPublisher
  func setWillChange(_ publisher: ObservableObjectPublisher)
}

extension Published: PublishedField {
  var installedWillChange: ObservableObjectPublisher? { box.willChange }

  func installWillChange(candidate: ObservableObjectPublisher, alongside fields: [PublishedField])
    -> ObservableObjectPublisher
  {
    PublishedInstallation.lock.lock()
    defer { PublishedInstallation.lock.unlock() }
    if let existing = box.willChange { return existing }
    for field in fields { field.setWillChange(candidate) }
    return candidate
  }

  func setWillChange(_ publisher: ObservableObjectPublisher) {
    box.willChange = publisher
  }
}

/// Installing an object's publisher in its fields is one step, so two threads asking for
/// `objectWillChange` at once install the same one.
private enum PublishedInstallation {
  static let lock = NSLock()
}

/// A `@Published` property's storage, shared by the wrapper and its publishers.
final class PublishedBox<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value
  private var publisher: ObservableObjectPublisher?
  private var assignments: [AnyCancellable] = []
  let subject = SubjectCore<Value, Never>(keepsLatest: true)

  init(_ value: Value) {
    stored = value
    subject.current = { [weak self] in self?.value }
  }

  var value: Value {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }

  var willChange: ObservableObjectPublisher? {
    get {
      lock.lock()
      defer { lock.unlock() }
      return publisher
    }
    set {
      lock.lock()
      if publisher == nil { publisher = newValue }
      lock.unlock()
    }
  }

  /// Announces the change (object first, then `$property`), then stores the value: subscribers
  /// see the new value while the property still holds the old one, as in SwiftUI.
  func set(_ newValue: Value) {
    willChange?.send()
    subject.send(newValue)
    lock.lock()
    stored = newValue
    lock.unlock()
  }

  func keep(_ cancellable: AnyCancellable) {
    lock.lock()
    assignments.append(cancellable)
    lock.unlock()
  }
}
