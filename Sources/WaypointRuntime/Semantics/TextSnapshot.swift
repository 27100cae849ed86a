import Foundation

/// Renders a semantic tree as stable, readable text: one element per line, children indented by
/// two spaces. The format is described in `docs/TextSnapshots.md`.
public enum TextSnapshot {
  /// What a snapshot leaves out, for snapshots that keep to what a test is about.
  public struct Options: Sendable, Equatable {
    /// Leaves out what is off screen: covered screens, hidden columns, `.hidden()` views.
    public var onScreenOnly: Bool
    /// Prints the modifiers recorded on each element (`.font(.headline)`, `.padding()`).
    public var showsModifiers: Bool
    /// How many levels below the top elements are printed; nil for all.
    public var maxDepth: Int?
    /// Prints each element's frame, as the last layout pass placed it, after its modifiers:
    /// `@ 16,20 361×21` (origin from the scene's top-left corner, then size, in points).
    public var showsFrames: Bool

    /// Options; the defaults print everything but frames.
    public init(
      onScreenOnly: Bool = false, showsModifiers: Bool = true, maxDepth: Int? = nil,
      showsFrames: Bool = false
    ) {
      self.onScreenOnly = onScreenOnly
      self.showsModifiers = showsModifiers
      self.maxDepth = maxDepth
      self.showsFrames = showsFrames
    }
  }

  /// The whole subtree of `element`, one line per element, ending without a newline.
  public static func render(_ element: Element) -> String {
    render([element], options: Options())
  }

  /// Several sibling subtrees, one after the other.
  public static func render(_ elements: [Element]) -> String {
    render(elements, options: Options())
  }

  /// Several sibling subtrees, leaving out what `options` says.
  public static func render(_ elements: [Element], options: Options) -> String {
    var lines: [String] = []
    for element in elements { append(element, depth: 0, options: options, to: &lines) }
    return lines.joined(separator: "\n")
  }

  /// The line describing one element, without its children.
  public static func line(for element: Element) -> String {
    line(for: element, position: nil, options: Options())
  }

  /// The line of `element`; `position` numbers a screen (its place in its stack, 0 outside one).
  private static func line(for element: Element, position: Int?, options: Options) -> String {
    var parts = [head(of: element, position: position)]
    if let reason = element.offScreenReason, reason != .hidden { parts.append("(\(reason))") }
    if options.showsModifiers { parts += element.attributes.map(\.description) }
    if options.showsFrames, let frame = element.frame { parts.append(describe(frame)) }
    if !element.actions.isEmpty {
      parts.append("[" + element.actions.sorted().map(\.rawValue).joined(separator: ", ") + "]")
    }
    if !element.isEnabled { parts.append("(disabled)") }
    return parts.joined(separator: " ")
  }

  private static func append(
    _ element: Element, depth: Int, position: Int = 0, options: Options, to lines: inout [String]
  ) {
    if options.onScreenOnly, element.offScreenReason != nil { return }
    lines.append(
      String(repeating: "  ", count: depth)
        + line(for: element, position: position, options: options))
    if let maxDepth = options.maxDepth, depth >= maxDepth { return }
    // An off-screen container prints as its summary line; `.hidden()` content still prints.
    guard !childrenAreSummarized(element), element.offScreenReason ?? .hidden == .hidden else {
      return
    }
    let numbersScreens = element.role == .navigationStack
    for (position, child) in element.children.enumerated() {
      append(
        child, depth: depth + 1, position: numbersScreens ? position : 0, options: options,
        to: &lines)
    }
  }

  /// A control whose content is plain text (and icons) is printed on one line with its label.
  private static func childrenAreSummarized(_ element: Element) -> Bool {
    switch element.role {
    case .button, .label, .toggle, .progress, .link, .backButton:
      return !element.label.isEmpty && element.children.allSatisfy(isPlain)
    default:
      return false
    }
  }

  private static func isPlain(_ element: Element) -> Bool {
    guard element.attributes.isEmpty, element.actions.isEmpty else { return false }
    switch element.role {
    case .text, .image: return element.children.isEmpty
    case .label: return element.children.allSatisfy(isPlain)
    default: return false
    }
  }

  private static func icon(of element: Element) -> String? {
    for child in element.allElements.dropFirst() {
      if case .image(let name) = child.role { return name.description }
    }
    return nil
  }

  private static func quoted(_ text: String) -> String { text.debugDescription }

  /// `@ x,y width×height`, in points.
  static func describe(_ frame: CGRect) -> String {
    let number = Font.number
    return "@ \(number(frame.minX)),\(number(frame.minY)) "
      + "\(number(frame.width))×\(number(frame.height))"
  }

  private static func head(of element: Element, position: Int?) -> String {
    let summarized = childrenAreSummarized(element)
    let label = element.label.isEmpty ? "" : " " + quoted(element.label)
    let iconSuffix = summarized ? icon(of: element).map { " (\($0))" } ?? "" : ""
    switch element.role {
    case .text(let text): return "Text \(quoted(text))"
    case .image(let name): return "Image(\(name))"
    case .label: return "Label" + label + iconSuffix
    case .button(let role):
      return "Button" + (role.map { "(role: \($0))" } ?? "") + label + iconSuffix
    case .stack(let layout): return layout.description
    case .grid(let layout): return layout.description
    case .layout(let layout): return layout.description
    case .geometryReader(let reader): return reader.description
    case .canvas(let drawing): return drawing.description
    case .gridRow(let alignment): return alignment.map { "GridRow(alignment: \($0))" } ?? "GridRow"
    case .scroll(let axes): return axes == .vertical ? "ScrollView" : "ScrollView(\(axes))"
    case .list(let mode):
      switch mode {
      case .none: return "List"
      case .single: return "List(selection: single)"
      case .multiple: return "List(selection: multiple)"
      }
    case .section: return "Section"
    case .header: return "Header"
    case .footer: return "Footer"
    case .row(let isSelected): return isSelected ? "Row (selected)" : "Row"
    case .textField(let title, let text, let prompt):
      var head = "TextField \(quoted(title)) = \(quoted(text))"
      if let prompt { head += " (prompt: \(quoted(prompt)))" }
      return head
    case .toggle(let isOn): return "Toggle" + label + " = " + (isOn ? "on" : "off")
    case .progress(let value, let total):
      let amount = value.map { "\($0)/\(total)" } ?? "indeterminate"
      return "ProgressView" + label + " " + amount
    case .spacer(let minLength):
      return minLength.map { "Spacer(minLength: \(Font.number($0)))" } ?? "Spacer"
    case .divider: return "Divider"
    case .contentUnavailable: return "ContentUnavailableView"
    case .viewThatFits(let axes):
      return axes == [.horizontal, .vertical] ? "ViewThatFits" : "ViewThatFits(in: \(axes))"
    case .color(let color): return "Color \(color)"
    case .shape(let kind): return kind.description
    case .navigationStack: return "NavigationStack"
    case .splitView(let info):
      var head = "NavigationSplitView"
      if info.style != .automatic { head += " (style: \(info.style))" }
      return head + " (visibility: \(info.visibility))"
    case .tabView:
      return "TabView"
    case .tabContent:
      return "TabContent"
    case .tabAccessory:
      return "TabViewBottomAccessory"
    case .tabBar(let info):
      var line = info.form == .tabBar ? "TabBar" : "TabBar (\(info.form.rawValue))"
      if info.style != .automatic { line += " style: \(info.style)" }
      if info.minimizeBehavior != .automatic { line += " minimize: \(info.minimizeBehavior)" }
      if let appearance = info.appearance { line += " appearance: \(appearance)" }
      return line
    case .tab(let info):
      var line = "Tab \(info.title.debugDescription)"
      if let image = info.image { line += " (\(image))" }
      if let badge = info.badge { line += " badge: \(badge.debugDescription)" }
      if let section = info.section { line += " section: \(section.debugDescription)" }
      if info.isSearch { line += " role: .search" }
      if info.isSelected { line += " (selected)" }
      return line
    case .column(let info):
      return "Column \(info.column)" + (info.width.map { " (width: \($0))" } ?? "")
    case .screen:
      let title = NavigationState.title(of: element)
      return "Screen" + (position.map { " \($0)" } ?? "") + (title.map { " " + quoted($0) } ?? "")
    case .navigationBar(let info):
      var head = "NavigationBar"
      if let title = info.title { head += " \(quoted(title))" }
      if info.displayMode != .automatic { head += " (\(info.displayMode))" }
      if let appearance = info.appearance { head += " appearance: \(appearance)" }
      return head
    case .link: return "NavigationLink" + label
    case .backButton: return "BackButton" + label
    case .toolbarItem(let info):
      var head = "ToolbarItem(\(info.placement))"
      if let id = info.customizationID {
        head = "ToolbarItem(id: \(quoted(id)), \(info.placement))"
      }
      return head
    case .decoration(let info): return info.description
    case .scene(let info):
      return "Scene \(info.id)" + (info.title.map { " " + quoted($0) } ?? "")
    case .layer(let info):
      var line = "Layer \(info.kind)" + (info.isModal ? " (modal)" : "")
      if let sizing = info.sizing { line += " sizing: \(sizing)" }
      if !info.detents.isEmpty {
        line += " detents: [" + info.detents.map(\.description).joined(separator: ", ") + "]"
        if let selected = info.selectedDetent { line += " at \(selected)" }
      }
      if info.dragIndicator != .automatic { line += " dragIndicator: .\(info.dragIndicator)" }
      return line
    }
  }
}
