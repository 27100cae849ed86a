import Foundation

/// Something that can be stopped: a subscription, a sink, a repeating scheduler timer. Wrap one in
/// ``AnyCancellable`` to have it stopped when the wrapper is released.
public protocol Cancellable {
  /// Stops the work; calling it again should do nothing.
  func cancel()
}

extension Cancellable {
  /// Wraps this value in an ``AnyCancellable`` and appends it to `collection`, which then keeps the
  /// work going until it is emptied or released.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    AnyCancellable(self).store(in: &collection)
  }

  /// Wraps this value in an ``AnyCancellable`` and inserts it into `set`, which then keeps the work
  /// going until the entry is removed or the set is released.
  public func store(in set: inout Set<AnyCancellable>) {
    AnyCancellable(self).store(in: &set)
  }
}

/// A cancellable that runs a closure, at most once, when it is cancelled or released: what `sink`,
/// `assign` and the repeating scheduler timers hand back, so dropping the value ends the work.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
  private let lock = NSLock()
  private var cancelAction: (() -> Void)?

  /// Makes a cancellable that runs `cancel` the first time it is cancelled or when it is released.
  public init(_ cancel: @escaping () -> Void) {
    cancelAction = cancel
  }

  /// Makes a cancellable that cancels `canceller` the first time it is cancelled or when it is
  /// released.
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

  /// Appends this object itself to `collection`, which keeps the work alive while it holds it.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    collection.append(self)
  }

  /// Inserts this object itself into `set`, which keeps the work alive while it holds it.
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
