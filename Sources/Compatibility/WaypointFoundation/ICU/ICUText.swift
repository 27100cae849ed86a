#if !canImport(Darwin)
  import Foundation
  internal import _FoundationICU

  extension UErrorCode {
    /// Whether ICU reported success (warnings count as success, as ICU defines them).
    var succeeded: Bool { rawValue <= U_ZERO_ERROR.rawValue }
  }

  /// Runs an ICU call that writes UTF-16 into a caller-sized buffer, growing the buffer once
  /// when ICU says it was too small; nil when ICU reports an error.
  func icuString(
    _ body: (UnsafeMutablePointer<UChar>, Int32, inout UErrorCode) -> Int32
  ) -> String? {
    var capacity = 128
    for _ in 0..<2 {
      var buffer = [UChar](repeating: 0, count: capacity)
      var status = U_ZERO_ERROR
      let length = buffer.withUnsafeMutableBufferPointer { pointer -> Int32 in
        guard let base = pointer.baseAddress else { return 0 }
        return body(base, Int32(capacity), &status)
      }
      if status == U_BUFFER_OVERFLOW_ERROR {
        capacity = Int(length) + 1
        continue
      }
      guard status.succeeded, length >= 0 else { return nil }
      return String(decoding: buffer.prefix(Int(length)), as: UTF16.self)
    }
    return nil
  }

  extension Locale {
    /// The identifier ICU is given for this locale; the root locale (an empty identifier)
    /// becomes `en_US_POSIX`, which is what Foundation formats with in that case.
    var icuIdentifier: String {
      identifier.isEmpty ? "en_US_POSIX" : identifier
    }
  }

  extension Formatter.Context {
    /// The ICU capitalization setting that gives this context's casing.
    var icuCapitalization: UDisplayContext {
      switch self {
      case .standalone: UDISPCTX_CAPITALIZATION_FOR_STANDALONE
      case .listItem: UDISPCTX_CAPITALIZATION_FOR_UI_LIST_OR_MENU
      case .beginningOfSentence: UDISPCTX_CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE
      case .middleOfSentence: UDISPCTX_CAPITALIZATION_FOR_MIDDLE_OF_SENTENCE
      case .unknown, .dynamic: UDISPCTX_CAPITALIZATION_NONE
      }
    }
  }
#endif
