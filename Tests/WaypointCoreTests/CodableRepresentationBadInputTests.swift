import Foundation
import Testing
import WaypointCore

@Suite("Decoding bad CodableRepresentation input")
struct CodableRepresentationBadInputTests {
  private func decodingError(_ text: String) throws -> DecodingError {
    try #require(throws: DecodingError.self) {
      try NavigationPath.CodableRepresentation.fromJSON(text)
    }
  }

  private func message(_ error: DecodingError) -> String {
    switch error {
    case .dataCorrupted(let context), .keyNotFound(_, let context),
      .typeMismatch(_, let context), .valueNotFound(_, let context):
      context.debugDescription
    @unknown default:
      "\(error)"
    }
  }

  @Test("text that is not JSON is a data-corrupted error")
  func notJSON() throws {
    guard case .dataCorrupted = try decodingError("not json at all") else {
      Issue.record("expected dataCorrupted")
      return
    }
  }

  @Test("JSON that is not an array says what the layout is")
  func notAnArray() throws {
    let error = try decodingError(#"{"Swift.Int":"1"}"#)
    #expect(message(error).contains("is a JSON array of strings"))
  }

  @Test("an odd number of entries is rejected with the count")
  func oddCount() throws {
    let error = try decodingError(#"["Swift.Int","1","Swift.Int"]"#)
    #expect(message(error).contains("has 3 entries"))
  }

  @Test("an entry that is not a string is rejected with its position")
  func nonStringEntry() throws {
    let error = try decodingError(#"["Swift.Int",1]"#)
    #expect(message(error).contains("Entry 1"))
  }

  @Test("unknown types and bad values do not fail decoding; they wait for resolution")
  func semanticProblemsAreLazy() throws {
    let path = NavigationPath(try .fromJSON(#"["Nowhere.Thing","{not json","Swift.Int","oops"]"#))
    #expect(path.count == 2)
    #expect(path.unresolvedCount == 2)
  }
}
