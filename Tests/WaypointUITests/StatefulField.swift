import Waypoint
import WaypointTesting

/// A field whose typed text is its state: it shows whether state survived.
struct Field: View {
  let title: String
  @State private var text = ""

  var body: some View {
    TextField(title, text: $text)
  }
}

/// The text the visible field titled `field` holds, or nil when there is none.
@MainActor
func text(of field: String, in host: ViewHost) -> String? {
  for element in host.visibleElements {
    if case .textField(let title, let text, _) = element.role, title == field { return text }
  }
  return nil
}
