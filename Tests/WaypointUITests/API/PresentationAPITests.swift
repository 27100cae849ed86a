import Foundation
import Testing
import Waypoint
import WaypointTesting

@testable import WaypointUI

@MainActor
@Suite("Presentation API: overloads forward to the presentations, appearance is recorded")
struct PresentationAPITests {
  private struct Failure: LocalizedError {
    var errorDescription: String? { "Sync failed" }
  }

  @Test("an alert with a text title presents its data, and its button acts on it")
  func alertPresentingText() throws {
    struct Screen: View {
      @State private var shows = false
      @State private var log = ""
      var body: some View {
        VStack {
          Button("Ask") { shows = true }
          Text("Log: \(log)")
        }
        .alert(Text("Delete?"), isPresented: $shows, presenting: "Soup") { name in
          Button("Delete \(name)", role: .destructive) { log = name }
        } message: { name in
          Text("\(name) goes for good.")
        }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("Ask")
    #expect(host.presentations == [PresentedLayer(kind: .alert, title: "Delete?")])
    #expect(host.render().contains("Soup goes for good."))
    try host.tap("Delete Soup")
    #expect(host.presentations.isEmpty)
    #expect(!host.elements(labeled: "Log: Soup").isEmpty)
  }

  @Test("a confirmation dialog with a string title shows it when visible, with its message")
  func dialogStringTitle() throws {
    struct Screen: View {
      @State private var shows = false
      var body: some View {
        Button("Options") { shows = true }
          .confirmationDialog(
            String("Choose"), isPresented: $shows, titleVisibility: .visible
          ) {
            Button("Copy") {}
          } message: {
            Text("Pick one")
          }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("Options")
    #expect(host.presentations == [PresentedLayer(kind: .confirmationDialog, title: "Choose")])
    #expect(host.render().contains("Pick one"))
  }

  @Test("an alert for an error is titled by it and builds its actions from it")
  func alertForError() throws {
    struct Screen: View {
      @State private var shows = false
      var body: some View {
        Button("Sync") { shows = true }
          .alert(isPresented: $shows, error: Failure() as Failure?) { error in
            Button("Retry") {}
          } message: { error in
            Text("Because: \(error.errorDescription ?? "")")
          }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("Sync")
    #expect(host.presentations.map(\.title) == ["Sync failed"])
    #expect(host.render().contains("Because: Sync failed"))
  }

  @Test("presentation appearance modifiers are recorded on the sheet's content")
  func appearanceRecorded() throws {
    struct Screen: View {
      @State private var shows = false
      var body: some View {
        Button("Open") { shows = true }
          .sheet(isPresented: $shows) {
            Text("Sheet")
              .presentationCornerRadius(12)
              .presentationBackgroundInteraction(.enabled(upThrough: .medium))
              .presentationContentInteraction(.scrolls)
              .presentationCompactAdaptation(.none)
          }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("Open")
    let text = host.render()
    #expect(text.contains(".presentationCornerRadius(12)"))
    #expect(text.contains(".presentationBackgroundInteraction(.enabled(upThrough: .medium))"))
    #expect(text.contains(".presentationContentInteraction(.scrolls)"))
    #expect(text.contains(".presentationCompactAdaptation(.none)"))
  }

  @Test("presentationMode dismisses the sheet it is read in")
  func presentationModeDismisses() throws {
    @available(*, deprecated)
    struct Content: View {
      @Environment(\.presentationMode) private var mode
      var body: some View {
        Button("Close") { mode.wrappedValue.dismiss() }
      }
    }
    struct Screen: View {
      @State private var shows = false
      @available(*, deprecated)
      var body: some View {
        Button("Open") { shows = true }.sheet(isPresented: $shows) { Content() }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("Open")
    #expect(host.presentations.count == 1)
    try host.tap("Close")
    #expect(host.presentations.isEmpty)
  }

  @Test("custom detents become heights in points or shares of the full height")
  func customDetents() {
    struct Fixed: CustomPresentationDetent {
      static func height(in context: Context) -> CGFloat? { 200 }
    }
    struct Third: CustomPresentationDetent {
      static func height(in context: Context) -> CGFloat? { context.maxDetentValue / 3 }
    }
    #expect(PresentationDetent.custom(Fixed.self).points == 200)
    let third = PresentationDetent.custom(Third.self)
    #expect(third.points == nil)
    #expect(abs((third.fraction ?? 0) - 1.0 / 3) < 0.001)
    #expect(PresentationDetent.fraction(0.25).fraction == 0.25)
  }

  @Test("sizings propose sizes from the content and the space the sheet is in")
  func sizings() {
    let root = PresentationSizingRoot { _ in CGSize(width: 120, height: 80) }
    let context = PresentationSizingContext(containerSize: CGSize(width: 1000, height: 900))
    #expect(
      FittedPresentationSizing().proposedSize(for: root, context: context)
        == ProposedViewSize(width: 120, height: 80))
    #expect(
      PagePresentationSizing().fitted(horizontal: false, vertical: true)
        .proposedSize(for: root, context: context) == ProposedViewSize(width: 1000, height: 80))
    #expect(
      FormPresentationSizing().proposedSize(for: root, context: context)
        == ProposedViewSize(width: 540, height: 620))
  }

  @Test("scrollDismissesKeyboard sets the environment value")
  func scrollDismissesKeyboard() {
    struct Reader: View {
      @Environment(\.scrollDismissesKeyboardMode) private var mode
      var body: some View { Text("Mode \(mode.description)") }
    }
    let host = ViewHost(Reader().scrollDismissesKeyboard(.interactively))
    #expect(host.render().contains("Mode .interactively"))
    #expect(Transaction().dismissBehavior.description == ".interactive")
  }

  @Test("a menu button with menuActionDismissBehavior(.disabled) leaves the menu open")
  func menuStaysOpen() throws {
    struct Screen: View {
      @State private var count = 0
      var body: some View {
        Menu("Count \(count)") {
          Button("Add") { count += 1 }.menuActionDismissBehavior(.disabled)
          Button("Reset") { count = 0 }
        }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("Count 0")
    try host.tap("Add")
    #expect(host.presentations.count == 1)
    try host.tap("Reset")
    #expect(host.presentations.isEmpty)
  }
}
