/// A control for choosing one of a set of values: its options are its content's views, each
/// tagged with its value (`.tag(value)`, or a `ForEach`'s ids).
///
/// With the automatic or the menu style (outside a menu), it is a button showing the title and
/// the chosen option, which opens a menu of the options. Every other style, and a picker inside
/// a menu, shows the title, then the options as rows with a check mark on the chosen one.
/// Choosing a row (`select`) sets the selection. The style is recorded.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View> {
  let label: Label
  /// The selection; nil when a picker of many sources has none.
  let selection: Binding<SelectionValue?>
  let content: Content
  /// Closes the menu the picker is in, if it is in one: a choice made there closes it.
  @Environment(\.closesOnChoice) private var closesOnChoice
  /// The style `.pickerStyle(_:)` set here, by name; nil for the automatic one.
  @Environment(\.pickerStyleName) private var styleName

  /// Makes a picker titled by the `label` views; choosing an option writes its tag to
  /// `selection`.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      label: label(),
      selection: Binding(
        get: { selection.wrappedValue },
        set: { if let value = $0 { selection.wrappedValue = value } }),
      content: content())
  }

  init(label: Label, selection: Binding<SelectionValue?>, content: Content) {
    self.label = label
    self.selection = selection
    self.content = content
  }
}

extension Picker: View {
  /// A button that opens a menu of the options, or the title and the options as a list
  /// section with a selection.
  public var body: some View {
    if closesOnChoice == nil, styleName == nil || styleName == MenuPickerStyle().name {
      PickerMenu(label: label, selection: selection, content: content)
    } else {
      List(selection: choosing) {
        Section {
          content
        } header: {
          label
        }
      }
    }
  }
}

extension Picker {
  /// The selection, which in a menu also closes the menu once a choice is made.
  @MainActor private var choosing: Binding<SelectionValue?> {
    guard let closesOnChoice else { return selection }
    let selection = self.selection
    return Binding(
      get: { selection.wrappedValue },
      set: { value in
        selection.wrappedValue = value
        // A choice arrives as an action, on the main actor.
        MainActor.assumeIsolated { closesOnChoice(role: nil) }
      })
  }
}

extension Picker where Label == Text {
  /// A picker titled with a localized key.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }

  /// A picker titled with a string.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

/// How a picker shows its options; recorded on the semantic tree, shown the same way by the
/// terminal.
public protocol PickerStyle: Sendable {
  /// The style as Swift source (`.menu`).
  var name: String { get }
}

/// The platform's choice.
public struct AutomaticPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
  /// See `PickerStyle`.
  public var name: String { ".automatic" }
}

extension PickerStyle where Self == AutomaticPickerStyle {
  /// The platform's choice.
  public static var automatic: AutomaticPickerStyle { AutomaticPickerStyle() }
}

/// A menu of the options.
public struct MenuPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
  /// See `PickerStyle`.
  public var name: String { ".menu" }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// A menu of the options.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

/// The options inline, in a list.
public struct InlinePickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
  /// See `PickerStyle`.
  public var name: String { ".inline" }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// The options inline, in a list.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

/// A segmented control.
public struct SegmentedPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
  /// See `PickerStyle`.
  public var name: String { ".segmented" }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// A segmented control.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

/// A row that pushes a list of the options.
public struct NavigationLinkPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
  /// See `PickerStyle`.
  public var name: String { ".navigationLink" }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A row that pushes a list of the options.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

/// A spinning wheel.
public struct WheelPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
  /// See `PickerStyle`.
  public var name: String { ".wheel" }
}

extension PickerStyle where Self == WheelPickerStyle {
  /// A spinning wheel.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

/// A palette of options.
public struct PalettePickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
  /// See `PickerStyle`.
  public var name: String { ".palette" }
}

extension PickerStyle where Self == PalettePickerStyle {
  /// A palette of options.
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

/// Radio buttons (macOS).
public struct RadioGroupPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
  /// See `PickerStyle`.
  public var name: String { ".radioGroup" }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
  /// Radio buttons (macOS).
  public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension View {
  /// Sets the style of pickers in this view: recorded on its element, and read by the pickers
  /// inside.
  nonisolated public func pickerStyle(_ style: some PickerStyle) -> some View {
    attribute(.pickerStyle(style.name))
      .environment(\.pickerStyleName, style is AutomaticPickerStyle ? nil : style.name)
  }
}

extension EnvironmentValues {
  /// The name of the picker style set here (`.menu`), nil for the automatic style.
  var pickerStyleName: String? {
    get { self[PickerStyleNameKey.self] }
    set { self[PickerStyleNameKey.self] = newValue }
  }
}

private enum PickerStyleNameKey: EnvironmentKey {
  static var defaultValue: String? { nil }
}
