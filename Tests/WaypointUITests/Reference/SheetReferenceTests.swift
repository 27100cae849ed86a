import Testing
import WaypointTesting

@testable import Waypoint

// The skill's "Sheet Presentation" snippets, as written inside the views they belong to. Added:
// `SheetItem` and `EditItemSheet` (the skill leaves them undefined; the sheet owns its actions
// and calls `dismiss()`, as the skill says it should), and the buttons that set the state.

private struct SheetItem: Identifiable, Hashable {
  let id: Int
  var name: String
}

private struct EditItemSheet: View {
  let item: SheetItem
  @Environment(\.dismiss) private var dismiss
  @State private var hasUnsavedChanges = false

  var body: some View {
    NavigationStack {
      VStack {
        Text("Editing \(item.name)")
        Button("Change") { hasUnsavedChanges = true }
        Button("Save") { dismiss() }
      }
      .navigationTitle("Edit")
      // Edit: Apple's API takes the dialog's actions; the skill's line omits them.
      .dismissalConfirmationDialog("Discard?", shouldPresent: hasUnsavedChanges) {
        Button("Discard", role: .destructive) {}
      }
    }
  }
}

private struct EditableItems: View {
  let sized: Bool
  @State private var selectedItem: SheetItem?

  var body: some View {
    VStack {
      Button("Edit Soup") { selectedItem = SheetItem(id: 1, name: "Soup") }
      Button("Edit Bread") { selectedItem = SheetItem(id: 2, name: "Bread") }
    }
    .modifier(Presenting(sized: sized, selectedItem: $selectedItem))
  }

  struct Presenting: ViewModifier {
    let sized: Bool
    @Binding var selectedItem: SheetItem?
    func body(content: Content) -> some View {
      if sized {
        content
          .sheet(item: $selectedItem) { item in
            // .form, .page, .fitted, .automatic
            EditItemSheet(item: item).presentationSizing(.form)
          }
      } else {
        content
          .sheet(item: $selectedItem) { item in EditItemSheet(item: item) }
      }
    }
  }
}

@MainActor
@Suite("The skill's sheet snippets")
struct SheetReferenceTests {
  @Test("sheet(item:) presents the selected model; the sheet dismisses itself")
  func itemSheet() throws {
    let host = ViewHost(EditableItems(sized: false))
    try host.tap("Edit Bread")
    #expect(host.presentations == [PresentedLayer(kind: .sheet, title: "Edit")])
    #expect(!host.elements(labeled: "Editing Bread").isEmpty)
    try host.tap("Save")
    #expect(host.presentations.isEmpty)
    #expect(host.diagnostics.isEmpty)
  }

  @Test("presentationSizing(.form) is recorded on the sheet")
  func formSizing() throws {
    let host = ViewHost(EditableItems(sized: true))
    try host.tap("Edit Soup")
    let layer = host.tree.first { if case .layer = $0.role { true } else { false } }
    guard case .layer(let info)? = layer?.role else {
      Issue.record("no layer")
      return
    }
    #expect(info.sizing == .form)
  }

  @Test("dismissalConfirmationDialog asks before the user's dismiss loses changes")
  func confirmation() throws {
    let host = ViewHost(EditableItems(sized: false))
    try host.tap("Edit Soup")
    try host.tap("Change")
    try host.dismiss()
    #expect(host.presentations.map(\.kind) == [.sheet, .confirmationDialog])
    try host.tap("Discard")
    #expect(host.presentations.isEmpty)
  }
}
