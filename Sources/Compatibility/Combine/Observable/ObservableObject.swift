import Foundation

/// A type of object with a publisher that emits before the object has changed.
public protocol ObservableObject: AnyObject {
  /// The type of publisher that emits before the object has changed.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// A publisher that emits before the object has changed.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// A publisher that emits before any of the object's `@Published` properties changes: one per
  /// object, found in its `@Published` storage (a new, silent one when it has none).
  public var objectWillChange: ObservableObjectPublisher {
    var fields: [PublishedField] = []
    var mirror: Mirror? = Mirror(reflecting: self)
    while let current = mirror {
      for child in current.children {
        guard let field = child.value as? PublishedField else { continue }
        // Installed at the first access in every field: the first field found has it.
        if fields.isEmpty, let installed = field.installedWillChange { return installed }
        fields.append(field)
      }
      mirror = current.superclassMirror
    }
    guard let first = fields.first else { return ObservableObjectPublisher() }
    return first.installWillChange(candidate: ObservableObjectPublisher(), alongside: fields)
  }
}

/// A publisher that publishes changes from observable objects.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
  /// The kind of values published by this publisher.
  public typealias Output = Void
  /// The kind of errors this publisher might publish.
  public typealias Failure = Never

  private let core = SubjectCore<Void, Never>(keepsLatest: false)

  /// Creates an observable object publisher instance.
  public init() {}

  /// Attaches the subscriber.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    core.attach(subscriber)
  }

  /// Sends the changed value to the downstream subscribers.
  public func send() {
    core.send(())
  }
}
