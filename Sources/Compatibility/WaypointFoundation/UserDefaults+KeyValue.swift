@_exported import Foundation

#if !canImport(Darwin)
  // Linux's Foundation has no key-value coding, so `UserDefaults` lacks the `NSObject` methods
  // that apps written for Apple's platforms call on it. For a defaults object a key is simply a
  // defaults key, which is all these ever meant there.
  extension UserDefaults {
    /// Stores `value` under `key`, as `set(_:forKey:)` does; `nil` removes the key.
    public func setValue(_ value: Any?, forKey key: String) {
      if let value {
        set(value, forKey: key)
      } else {
        removeObject(forKey: key)
      }
    }

    /// The value stored under `key`, or `nil`: what `object(forKey:)` returns.
    public func value(forKey key: String) -> Any? {
      object(forKey: key)
    }
  }
#endif
