import Testing
import Waypoint

@testable import WaypointTerminal

/// A small mail app: folders, the messages of a folder, and a message.
private struct Mail: View {
  enum Folder: String, CaseIterable, Identifiable, Hashable {
    case inbox = "Inbox"
    case sent = "Sent"
    var id: Self { self }
  }

  @State private var folder: Folder?
  @State private var message: String?

  var body: some View {
    NavigationSplitView {
      List(Folder.allCases, selection: $folder) { folder in
        NavigationLink(folder.rawValue, value: folder)
      }
      .navigationTitle("Folders")
      .navigationSplitViewColumnWidth(160)
    } content: {
      List(
        folder == .inbox ? ["Lunch?", "Invoice"] : ["Re: Lunch"], id: \.self, selection: $message
      ) { subject in
        NavigationLink(subject, value: subject)
      }
      .navigationTitle(folder?.rawValue ?? "Mail")
    } detail: {
      Text(message.map { "Message: \($0)" } ?? "No message").navigationTitle(message ?? "")
    }
  }
}

@MainActor
@Suite("Split views in the terminal")
struct SplitViewTerminalTests {
  private func press(_ keys: Key..., in session: TerminalSession) async {
    for key in keys { _ = await session.handle(key) }
  }

  /// The text after the focus marker, in the column that has the focus.
  private func focusedLine(_ session: TerminalSession) -> String? {
    session.screen.plainText.split(separator: "\n").compactMap { line in
      line.split(separator: "▸", maxSplits: 1, omittingEmptySubsequences: false).dropFirst().first
        .map {
          String($0.split(separator: "│").first ?? "")
        }
    }.first
  }

  @Test("from 90 columns the visible columns stand side by side, each with its own bar")
  func sideBySide() {
    let screen = screenText(of: Mail(), width: 120, height: 10)
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0].contains("Folders") && lines[0].contains("Mail"))
    #expect(lines[2].contains("Inbox") && lines[2].contains("│"))
    #expect(screen.contains("No message"))
    // The sidebar asked for 160 points: 20 cells, then the rule.
    #expect(
      lines[2].firstIndex(of: "│").map { lines[2].distance(from: lines[2].startIndex, to: $0) }
        == 20)
  }

  @Test("below 90 columns the split view is one stack showing its sidebar")
  func collapsed() {
    let screen = screenText(of: Mail(), width: 80, height: 10)
    #expect(screen.contains("Folders"))
    #expect(screen.contains("Inbox"))
    #expect(!screen.contains("│"))
    #expect(!screen.contains("No message"))
  }

  @Test("Enter selects and moves into the next column; Tab and Esc move between columns")
  func keyboardAcrossColumns() async {
    let runtime = ViewRuntime(Mail())
    let session = TerminalSession(runtime: runtime, width: 120, height: 12, usesColor: false)
    await press(.enter, in: session)  // Inbox
    var screen = session.screen.plainText
    #expect(screen.contains("Lunch?"))
    #expect(focusedLine(session)?.contains("Lunch?") == true)
    await press(.down, .enter, in: session)  // Invoice
    screen = session.screen.plainText
    #expect(screen.contains("Message: Invoice"))
    await press(.escape, in: session)  // back from the detail column to the content column
    await press(.escape, in: session)  // and to the sidebar
    await press(.down, .enter, in: session)  // Sent
    #expect(session.screen.plainText.contains("Re: Lunch"))
    await press(.backTab, in: session)
    #expect(focusedLine(session)?.contains("Sent") == true)
  }

  @Test("a live resize switches between columns and one stack and keeps the selections")
  func liveResize() async {
    let runtime = ViewRuntime(Mail())
    let session = TerminalSession(runtime: runtime, width: 120, height: 12, usesColor: false)
    await press(.enter, .enter, in: session)  // Inbox, then Lunch?
    #expect(session.screen.plainText.contains("Message: Lunch?"))
    session.resize(width: 80, height: 12)
    var screen = session.screen.plainText
    #expect(screen.contains("Message: Lunch?"))
    #expect(screen.contains("‹ Inbox"))
    await press(.escape, in: session)
    screen = session.screen.plainText
    #expect(screen.contains("Lunch?") && screen.contains("Invoice"))
    session.resize(width: 120, height: 12)
    screen = session.screen.plainText
    #expect(screen.contains("│"))
    #expect(screen.contains("Inbox") && screen.contains("Invoice"))
  }
}
