import Foundation

/// A control that shares an item: on Linux, choosing it puts the item's text on the host's
/// pasteboard (the terminal's clipboard), where a person can paste it anywhere.
public struct ShareLink<Label: View> {
  let text: String
  let label: Label
  /// The share previews' titles, recorded on the link (`SharePreview("Title")`).
  var previews: [String] = []
  /// What writes the item's text when only an asynchronous representation (data, a file)
  /// writes it: the link copies the text once it is written.
  var laterText: (@Sendable () async -> String?)? = nil
  @Environment(\.pasteboard) private var pasteboard
}

extension ShareLink: View {
  /// A button that copies the item, with its share previews recorded.
  public var body: some View {
    Button {
      if let laterText {
        let pasteboard = self.pasteboard
        startInteractionTask(named: "ShareLink") {
          if let text = await laterText() { pasteboard.string = text }
        }
      } else {
        pasteboard.string = text
      }
    } label: {
      label
    }
    .modifier(OptionalAttributeModifier(attributes: previews.map { .drawing($0) }))
  }
}

extension ShareLink where Label == WaypointUI.Label<Text, Image> {
  /// A "Share" link for a URL.
  public init(item: URL, subject: Text? = nil, message: Text? = nil) {
    self.init(
      text: item.absoluteString,
      label: WaypointUI.Label("Share", systemImage: "square.and.arrow.up"))
  }
  /// A "Share" link for text.
  public init<S: StringProtocol>(item: S, subject: Text? = nil, message: Text? = nil) {
    self.init(
      text: String(item), label: WaypointUI.Label("Share", systemImage: "square.and.arrow.up"))
  }
  /// A link titled `title` for a URL.
  public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil)
  {
    self.init(
      text: item.absoluteString, label: WaypointUI.Label(title, systemImage: "square.and.arrow.up"))
  }
  /// A link titled with a localized key for a URL.
  public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil)
  {
    self.init(
      text: item.absoluteString,
      label: WaypointUI.Label(titleKey, systemImage: "square.and.arrow.up"))
  }
}

extension ShareLink {
  /// A link with a label view for a URL.
  public init(
    item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.init(text: item.absoluteString, label: label())
  }
  /// A link with a label view for text.
  public init<S: StringProtocol>(
    item: S, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.init(text: String(item), label: label())
  }
}

/// Whether a view's content can be edited: lists show editing controls while active.
public enum EditMode: Hashable, Sendable {
  /// Not editing.
  case inactive
  /// Editing for a moment.
  case transient
  /// Editing.
  case active

  /// Whether this is an editing mode.
  public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
  /// The edit mode of the views here, when an ancestor provides one.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}

/// A button that switches the environment's edit mode: "Edit", then "Done".
public struct EditButton {
  @Environment(\.editMode) private var editMode
  @State private var ownMode = EditMode.inactive
  /// An edit button.
  public init() {}
}

extension EditButton: View {
  /// "Edit" or "Done".
  public var body: some View {
    // Without an edit mode from an ancestor, the button keeps its own, as a list would give it.
    let mode = editMode ?? $ownMode
    Button(mode.wrappedValue.isEditing ? "Done" : "Edit") {
      mode.wrappedValue = mode.wrappedValue.isEditing ? .inactive : .active
    }
  }
}

/// A control for choosing a color: its label and the color, recorded (a terminal has no picker).
public struct ColorPicker<Label: View> {
  let label: Label
  let selection: Binding<Color>
}

extension ColorPicker: View {
  /// The label and the selected color's name.
  public var body: some View {
    LabeledContent {
      Text(selection.wrappedValue.description)
    } label: {
      label
    }
  }
}

extension ColorPicker where Label == Text {
  /// A color picker titled `title`.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(label: Text(title), selection: selection)
  }
  /// A color picker titled with a localized key.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(label: Text(titleKey), selection: selection)
  }
}
