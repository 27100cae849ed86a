import Foundation
import Testing
import Waypoint
import WaypointTesting

private struct Shelf: View {
  @State var showsAlert = false
  @State var showsBare = false
  @State var showsDialog = false
  @State private var log: [String] = []

  var body: some View {
    VStack {
      Text("Log: \(log.joined(separator: ","))")
      Button("Remove") { showsAlert = true }
      Button("Bare") { showsBare = true }
      Button("Options") { showsDialog = true }
    }
    .alert("Remove favourite?", isPresented: $showsAlert) {
      Button("Remove", role: .destructive) { log.append("removed") }
      Button("Keep", role: .cancel) { log.append("kept") }
    } message: {
      Text("It is your last one.")
    }
    .alert("Saved", isPresented: $showsBare) {}
    .confirmationDialog("Share", isPresented: $showsDialog) {
      Button("Copy link") { log.append("copied") }
    }
  }
}

@MainActor
@Suite("Alerts and dialogs")
struct AlertTests {
  @Test("an alert shows its title, message and buttons; a button acts and then dismisses")
  func alert() throws {
    let host = ViewHost(Shelf())
    try host.tap("Remove")
    #expect(host.presentations.map(\.kind) == [.alert])
    #expect(host.render().contains(#"Text "It is your last one.""#))
    #expect(host.render().contains(#"Button(role: .destructive) "Remove""#))
    try host.tap("Remove")
    #expect(host.presentations.isEmpty)
    #expect(!host.elements(labeled: "Log: removed").isEmpty)
  }

  @Test("an alert without actions gets OK; a dialog without a cancel button gets Cancel")
  func defaultButtons() throws {
    let host = ViewHost(Shelf())
    try host.tap("Bare")
    try host.tap("OK")
    #expect(host.presentations.isEmpty)
    try host.tap("Options")
    #expect(host.presentations.map(\.kind) == [.confirmationDialog])
    #expect(host.elements(labeled: "Share").isEmpty, "a dialog's title is hidden by default")
    try host.tap("Cancel")
    #expect(host.presentations.isEmpty)
    try host.tap("Options")
    try host.tap("Copy link")
    #expect(!host.elements(labeled: "Log: copied").isEmpty)
  }

  @Test("an alert for an error is titled with its description")
  func errorAlert() throws {
    struct Failure: LocalizedError {
      var errorDescription: String? { "Could not save" }
      var failureReason: String? { "The disk is full." }
    }
    struct Saver: View {
      @State private var shows = true
      var body: some View {
        Text("Editor").alert(isPresented: $shows, error: Optional(Failure())) {}
      }
    }
    let host = ViewHost(Saver())
    #expect(!host.elements(labeled: "Could not save").isEmpty)
    #expect(!host.elements(labeled: "The disk is full.").isEmpty)
    try host.tap("OK")
    #expect(host.presentations.isEmpty)
  }

  @Test("interactiveDismissDisabled refuses the user's dismiss, not dismissing in code")
  func interactiveDismiss() throws {
    struct Locked: View {
      @State private var shows = false
      var body: some View {
        Button("Open") { shows = true }
          .sheet(isPresented: $shows) {
            LockedSheet().interactiveDismissDisabled()
          }
      }
    }
    struct LockedSheet: View {
      @Environment(\.dismiss) private var dismiss
      var body: some View { Button("Close") { dismiss() } }
    }
    let host = ViewHost(Locked())
    try host.tap("Open")
    #expect(throws: HostError.dismissRefused) { try host.dismiss() }
    try host.tap("Close")
    #expect(host.presentations.isEmpty)
  }
}

@MainActor
@Suite("Dismissal confirmation")
struct DismissalConfirmationTests {
  private struct Planner: View {
    @State private var shows = false
    var body: some View {
      Button("Plan") { shows = true }
        .sheet(isPresented: $shows) { NoteSheet() }
    }
  }

  private struct NoteSheet: View {
    @State private var note = ""
    @Environment(\.dismiss) private var dismiss
    var body: some View {
      VStack {
        TextField("Note", text: $note)
        Button("Save") { dismiss() }
      }
      .dismissalConfirmationDialog("Discard the note?", shouldPresent: !note.isEmpty) {
        Button("Discard", role: .destructive) {}
      }
    }
  }

  @Test("with nothing typed the user's dismiss closes; with a note it asks first")
  func asksWhenDirty() throws {
    let host = ViewHost(Planner())
    try host.tap("Plan")
    try host.dismiss()
    #expect(host.presentations.isEmpty)

    try host.tap("Plan")
    try host.type("Soup on Monday", into: "Note")
    try host.dismiss()
    #expect(host.presentations.map(\.kind) == [.sheet, .confirmationDialog])
    try host.tap("Cancel")
    #expect(host.presentations.map(\.kind) == [.sheet], "cancel keeps the sheet")
    try host.dismiss()
    try host.tap("Discard")
    #expect(host.presentations.isEmpty, "the destructive choice dismisses")
  }

  @Test("dismissing in code is never stopped by the confirmation")
  func programmatic() throws {
    let host = ViewHost(Planner())
    try host.tap("Plan")
    try host.type("Soup", into: "Note")
    try host.tap("Save")
    #expect(host.presentations.isEmpty)
  }
}
