import Foundation
import Testing

@testable import WaypointCore

/// What Foundation's coders do, which `JSONText` must match.
enum FoundationReference {
  /// `JSONEncoder`'s text for `value`, with sorted keys as paths are saved.
  static func text<T: Encodable>(_ value: T) -> Result<String, any Error> {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return Result { String(decoding: try encoder.encode(value), as: UTF8.self) }
  }

  /// `JSONDecoder`'s value for `text`.
  static func value<T: Decodable>(_ type: T.Type, from text: String) -> Result<T, any Error> {
    Result { try JSONDecoder().decode(type, from: Data(text.utf8)) }
  }

  /// `JSONDecoder`'s reason for rejecting `text`, as a resolution error reports it.
  static func failure<T: Decodable>(_ type: T.Type, from text: String) -> String? {
    guard case .failure(let error) = value(type, from: text) else { return nil }
    return DecodingFailure.describe(error)
  }
}

/// Expects `JSONTextWriter` to write `value` exactly as `JSONEncoder` does, or to leave it to
/// `JSONEncoder`; with `fast`, the writer must write it itself.
func expectSameText<T: Encodable>(
  _ value: T, fast: Bool, sourceLocation: SourceLocation = #_sourceLocation
) {
  let written = JSONTextWriter().text(of: value)
  switch FoundationReference.text(value) {
  case .success(let reference):
    if let written {
      #expect(written == reference, sourceLocation: sourceLocation)
    } else if fast {
      Issue.record("left \(T.self) to JSONEncoder: \(reference)", sourceLocation: sourceLocation)
    }
  case .failure(let error):
    #expect(written == nil, "JSONEncoder throws \(error)", sourceLocation: sourceLocation)
  }
}

/// Expects `JSONText.decode` to read `text` into what `JSONDecoder` reads, or to leave it to
/// `JSONDecoder`, never to accept what `JSONDecoder` rejects; with `fast`, it must read it
/// itself.
func expectSameValue<T: Decodable & Equatable>(
  _ type: T.Type, from text: String, fast: Bool,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let read = try? JSONText.decode(type, from: text)
  switch FoundationReference.value(type, from: text) {
  case .success(let reference):
    if let read {
      #expect(read == reference, "\(text)", sourceLocation: sourceLocation)
    } else if fast {
      Issue.record("left \(text) to JSONDecoder", sourceLocation: sourceLocation)
    }
  case .failure(let error):
    #expect(read == nil, "JSONDecoder throws \(error) for \(text)", sourceLocation: sourceLocation)
  }
}

/// Writes `value` with `JSONEncoder` and expects both decoders to read it back the same way.
func expectSameRoundTrip<T: Codable & Equatable>(
  _ value: T, fast: Bool, sourceLocation: SourceLocation = #_sourceLocation
) {
  guard case .success(let text) = FoundationReference.text(value) else {
    Issue.record("JSONEncoder cannot write \(value)", sourceLocation: sourceLocation)
    return
  }
  expectSameValue(T.self, from: text, fast: fast, sourceLocation: sourceLocation)
}
