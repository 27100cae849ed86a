import Waypoint

/// The GTK widget an element is drawn as.
enum WidgetKind: Equatable {
  /// A `GtkLabel`: a text, a symbol's glyph, a bar's title.
  case label
  /// A flat `GtkButton` under what the element draws inside it (its label's children).
  case button
  /// A `GtkButton` that shows the element's own label (a link with no children).
  case labelledButton
  /// A `GtkToggleButton`: a tab of a tab bar.
  case tab
  /// A `GtkEntry`, or a `GtkPasswordEntry` for secure text.
  case entry(secure: Bool)
  /// A `GtkSearchEntry`: a `.searchable` field.
  case search
  /// A `GtkSwitch` at the trailing end of a toggle.
  case toggle
  /// A `GtkProgressBar`.
  case progress
  /// A `GtkScale`: a slider's bar, which sends `setValue` as it is dragged.
  case slider
  /// A `GtkSeparator`.
  case separator
  /// A `GtkPicture` of an asset catalog's image.
  case picture
  /// A `GtkScrolledWindow` whose content is a surface of its own.
  case scroll
  /// A `GtkDrawingArea` painting a colour view or a shape with cairo.
  case paint

  /// Whether GTK keeps a value the user changes in the widget itself.
  var holdsState: Bool {
    switch self {
    case .tab, .toggle, .entry, .search, .slider: true
    default: false
    }
  }

  /// What `element` is drawn as; nil for an element that draws nothing itself (a stack, a
  /// screen), whose children are drawn where they are.
  static func of(_ element: Element) -> WidgetKind? {
    switch element.role {
    case .text: return .label
    case .image(.asset), .image(.remote): return .picture
    case .image(.system), .image(.resource): return .label
    case .image: return nil
    case .button, .link, .backButton:
      return element.children.isEmpty ? .labelledButton : .button
    case .tab: return .tab
    case .textField where element.attributes.contains(.searchField): return .search
    case .textField: return .entry(secure: element.attributes.contains(.secureText))
    case .toggle: return .toggle
    case .progress where element.sliderBounds != nil: return .slider
    case .progress: return .progress
    case .divider: return .separator
    case .navigationBar(let info): return info.title == nil ? nil : .label
    case .scroll, .list: return .scroll
    case .color, .shape, .canvas: return .paint
    case .row, .stack, .label:
      return element.actions.isDisjoint(with: [.tap, .select]) ? nil : .button
    default:
      return element.actions.contains(.tap) ? .button : nil
    }
  }
}
