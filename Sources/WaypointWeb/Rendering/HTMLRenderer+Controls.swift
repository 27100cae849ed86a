import WaypointUI

extension HTMLRenderer {
  /// Describes a list's parts or a control (a row, a field, a toggle, a progress bar); false
  /// for another kind of element.
  func describeControl(
    _ element: Element, into attributes: inout TagAttributes, own: inout String
  ) -> Bool {
    switch element.role {
    case .list(let mode):
      attributes.addClass("list")
      attributes.set("role", mode == .none ? "list" : "listbox")
      if mode == .multiple { attributes.set("aria-multiselectable", "true") }
    case .section:
      attributes.addClass("section")
      attributes.set("role", "group")
    case .header: attributes.addClass("section-header")
    case .footer: attributes.addClass("section-footer")
    case .row(let isSelected):
      attributes.addClass("row")
      if isSelected { attributes.addClass("selected") }
      if element.actions.contains(.select) {
        attributes.set("role", "option")
        attributes.set("aria-selected", isSelected ? "true" : "false")
      } else {
        attributes.set("role", "listitem")
      }
    case .textField(let title, let text, let prompt):
      attributes.addClass("field")
      let isSecure = element.attributes.contains(.secureText)
      let isSearch = element.attributes.contains(.searchField)
      attributes.set("type", isSecure ? "password" : isSearch ? "search" : "text")
      attributes.set("aria-label", title)
      attributes.set("value", text)
      if let prompt { attributes.set("placeholder", prompt) }
      describeTextInput(TextInputTraits.of(element.attributes), into: &attributes)
    case .toggle(let isOn):
      attributes.addClass("toggle")
      attributes.set("role", "switch")
      attributes.set("aria-checked", isOn ? "true" : "false")
      own = "<span class=\"switch\" aria-hidden=\"true\"></span>"
    case .progress(let value, _) where element.sliderBounds != nil:
      describeSlider(element, value: value ?? 0, into: &attributes)
    case .progress(let value, let total):
      attributes.addClass("progress")
      attributes.set("role", "progressbar")
      attributes.set("aria-valuemin", "0")
      attributes.set("aria-valuemax", CSS.number(total))
      if let value {
        attributes.set("aria-valuenow", CSS.number(value))
        let percent = total > 0 ? min(100, max(0, value / total * 100)) : 0
        own = "<span class=\"bar\" style=\"width:\(CSS.number(percent))%\"></span>"
      } else {
        attributes.addClass("indeterminate")
        own = "<span class=\"bar\"></span>"
      }
    default: return false
    }
    return true
  }

  /// A slider's bar as the browser's own range input, which sends `setValue` as it moves.
  private func describeSlider(
    _ element: Element, value: Double, into attributes: inout TagAttributes
  ) {
    guard let (bounds, step) = element.sliderBounds else { return }
    attributes.addClass("slider")
    attributes.set("type", "range")
    attributes.set("min", CSS.number(bounds.lowerBound))
    attributes.set("max", CSS.number(bounds.upperBound))
    attributes.set("step", step.map(CSS.number) ?? "any")
    attributes.set("value", CSS.number(bounds.lowerBound + value))
    attributes.set("aria-label", element.label)
  }
}
