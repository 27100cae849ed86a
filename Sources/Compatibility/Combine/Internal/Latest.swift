import Foundation

/// One subscription's running state for an operator's closure (the previous element, a count,
/// a partial result), made fresh at each subscription.
final class Latest<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value?

  init(_ value: Value? = nil) {
    stored = value
  }

  var value: Value? {
    get {
      lock.lock()
      defer { lock.unlock() }
      return stored
    }
    set {
      lock.lock()
      stored = newValue
      lock.unlock()
    }
  }
}
