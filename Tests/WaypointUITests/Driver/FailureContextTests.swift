import Foundation
import Testing
import WaypointTesting

@testable import Waypoint

/// A failing driver action says what was on screen and what led there; a trait fails a test on
/// error diagnostics.
@MainActor
@Suite("Failure context and error diagnostics")
struct FailureContextTests {
  private struct Counter: View {
    @State private var count = 0
    var body: some View {
      VStack {
        Text("Count \(count)")
        Button("Add") { count += 1 }
      }
    }
  }

  @Observable final class Model {}

  private struct NeedsModel: View {
    @Environment(Model.self) private var model
    var body: some View { Text("Has a model") }
  }

  @Test("the actions are logged as a test wrote them")
  func log() throws {
    let host = ViewHost(Counter())
    try host.tap("Add")
    host.open(try #require(URL(string: "counter://add")))
    #expect(throws: HostError.self) { try host.toggle("Add") }
    #expect(host.actionLog == ["tap “Add”", "open(counter://add)", "toggle “Add”"])
  }

  @Test("inside a Swift Testing test the error stays as it was; the context goes as attachments")
  func insideTest() {
    let host = ViewHost(Counter())
    #expect(
      throws: HostError.noMatch(
        verb: "tap", label: "Remove", candidates: ["Add"])
    ) { try host.tap("Remove") }
  }

  @Test("outside a Swift Testing test the error carries the screen and the actions")
  func outsideTest() async throws {
    // A detached task does not inherit the running test, as code under XCTest has none.
    let description = await Task.detached { @MainActor () -> String in
      let host = ViewHost(Counter())
      try? host.tap("Add")
      do {
        try host.tap("Remove")
        return "no error"
      } catch let error as HostError {
        guard case .failed(let inner, let screen, let actions) = error else { return "plain" }
        #expect(inner == .noMatch(verb: "tap", label: "Remove", candidates: ["Add"]))
        #expect(actions == ["tap “Add”", "tap “Remove”"])
        #expect(screen.contains(#"Text "Count 1""#))
        return error.description
      } catch {
        return "\(error)"
      }
    }.value
    #expect(description.hasPrefix("Cannot tap “Remove”: no element with that label accepts it."))
    #expect(
      description.contains("The driver's actions:\n  tap “Add”\n  tap “Remove”\n\nOn screen:\n"))
  }

  @Test("the trait records each error diagnostic of the hosts a test makes as an issue")
  func traitFails() async throws {
    let test = try #require(Test.current)
    try await withKnownIssue {
      try await FailsOnErrorDiagnostics().provideScope(for: test, testCase: nil) { @MainActor in
        let host = ViewHost(NeedsModel())
        _ = host.render()
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("missing-environment-object") }
    }
  }

  @Test("a test with the trait and no error diagnostic passes", .failsOnErrorDiagnostics)
  func traitPasses() throws {
    let host = ViewHost(Counter())
    try host.tap("Add")
  }
}
