import Foundation

/// A protocol indicating that an activity or action supports cancellation.
public protocol Cancellable {
  /// Cancel the activity.
  func cancel()
}

extension Cancellable {
  /// Stores this cancellable instance in the specified collection.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    AnyCancellable(self).store(in: &collection)
  }

  /// Stores this cancellable instance in the specified set.
  public func store(in set: inout Set<AnyCancellable>) {
    AnyCancellable(self).store(in: &set)
  }
}

/// A type-erasing cancellable object that executes a provided closure when canceled; it cancels
/// itself when it is deinitialized.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
  private let lock = NSLock()
  private var cancelAction: (() -> Void)?

  /// Initializes the cancellable object with the given cancel-time closure.
  public init(_ cancel: @escaping () -> Void) {
    cancelAction = cancel
  }

  /// Constructs a type-erasing cancellable object that wraps the given instance.
  public init<C: Cancellable>(_ canceller: C) {
    if let any = canceller as? AnyCancellable {
      cancelAction = any.cancel
    } else {
      cancelAction = canceller.cancel
    }
  }

  deinit {
    cancel()
  }

  /// Cancels the activity, once.
  public func cancel() {
    lock.lock()
    let action = cancelAction
    cancelAction = nil
    lock.unlock()
    action?()
  }

  /// Stores this type-erasing cancellable instance in the specified collection.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    collection.append(self)
  }

  /// Stores this type-erasing cancellable instance in the specified set.
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }

  /// Two type-erased cancellables are equal when they are the same object.
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
    lhs === rhs
  }

  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
