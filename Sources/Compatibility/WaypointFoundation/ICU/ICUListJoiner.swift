#if !canImport(Darwin)
  import Foundation
  internal import _FoundationICU

  /// Joins already formatted items with a locale's "and" list pattern from ICU's CLDR data.
  enum ICUListJoiner {
    /// `items` joined as a list for `locale` ("a, b, and c" in English); the items themselves
    /// are not changed. Falls back to ", " joining if ICU has no list data for the locale.
    static func join(_ items: [String], locale: Locale) -> String {
      guard items.count > 1 else { return items.first ?? "" }
      var status = U_ZERO_ERROR
      guard
        let formatter = swift_ulistfmt_openForType(
          locale.icuIdentifier, ULISTFMT_TYPE_AND, ULISTFMT_WIDTH_WIDE, &status),
        status.succeeded
      else { return items.joined(separator: ", ") }
      defer { swift_ulistfmt_close(formatter) }
      let units = items.map { Array($0.utf16) }
      let lengths = units.map { Int32($0.count) }
      let joined = withUTF16Pointers(units) { pointers in
        icuString { buffer, capacity, status in
          swift_ulistfmt_format(
            formatter, pointers, lengths, Int32(pointers.count), buffer, capacity, &status)
        }
      }
      return joined ?? items.joined(separator: ", ")
    }

    private static func withUTF16Pointers<Result>(
      _ strings: [[UChar]], _ body: ([UnsafePointer<UChar>?]) -> Result
    ) -> Result {
      let storage = strings.map { units -> UnsafeMutableBufferPointer<UChar> in
        let buffer = UnsafeMutableBufferPointer<UChar>.allocate(capacity: max(units.count, 1))
        _ = buffer.initialize(from: units)
        return buffer
      }
      defer {
        for buffer in storage { buffer.deallocate() }
      }
      return body(storage.map { UnsafePointer($0.baseAddress) })
    }
  }
#endif
