import Foundation

/// A class whose `objectWillChange` fires just before its state changes. A view that holds one
/// through `@StateObject`, `@ObservedObject` or `@EnvironmentObject` subscribes to it, and each
/// signal schedules the view for evaluation.
public protocol ObservableObject: AnyObject {
  /// The type of `objectWillChange`; ``ObservableObjectPublisher`` unless the class declares its
  /// own.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// Fires just before the object changes; the runtime re-evaluates the views that hold the object.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The object's shared change signal, sent before any of its `@Published` properties takes a new
  /// value: one per object, kept in its `@Published` storage (a new, silent one when it has none).
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

/// The default `objectWillChange`: sends an empty value to every subscriber each time `send()` is
/// called, which `@Published` properties do before they change.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
  /// An empty value: the signal carries no data.
  public typealias Output = Void
  /// The signal never fails.
  public typealias Failure = Never

  private let core = SubjectCore<Void, Never>(keepsLatest: false)

  /// Makes a change signal with no subscribers yet.
  public init() {}

  /// Attaches the subscriber.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    core.attach(subscriber)
  }

  /// Signals a change to every subscriber that has asked for values.
  public func send() {
    core.send(())
  }
}
