#if !canImport(Darwin)
  import Foundation
  import Synchronization
  internal import _FoundationICU

  /// An opened ICU number formatter; ICU allows formatting with it from any thread.
  final class ICUNumberFormatter: Sendable {
    nonisolated(unsafe) let pointer: OpaquePointer

    init?(skeleton: String, localeIdentifier: String) {
      let units = Array(skeleton.utf16)
      var status = U_ZERO_ERROR
      guard
        let opened = swift_unumf_openForSkeletonAndLocale(
          units, Int32(units.count), localeIdentifier, &status),
        status.succeeded
      else { return nil }
      pointer = opened
    }

    deinit {
      swift_unumf_close(pointer)
    }
  }

  /// Opened ICU number formatters by skeleton and locale, since opening one costs far more
  /// than formatting with it. Bounded: the cache is emptied when it fills.
  final class ICUNumberFormatterCache: Sendable {
    static let shared = ICUNumberFormatterCache()

    private let formatters = Mutex<[String: ICUNumberFormatter]>([:])
    private let capacity = 128

    /// The formatter for `skeleton` in `locale`, opened on first use; nil when ICU rejects the
    /// skeleton (an unknown unit, for instance).
    func formatter(_ skeleton: String, _ locale: Locale) -> ICUNumberFormatter? {
      let identifier = locale.icuIdentifier
      let key = identifier + "|" + skeleton
      if let cached = formatters.withLock({ $0[key] }) { return cached }
      guard let opened = ICUNumberFormatter(skeleton: skeleton, localeIdentifier: identifier)
      else { return nil }
      formatters.withLock { cache in
        if cache.count >= capacity { cache.removeAll() }
        cache[key] = opened
      }
      return opened
    }
  }
#endif
