import Foundation
import WaypointCore

/// How a presentation looks, as its content asked: sizing, detents, drag indicator.
struct PresentationStyle: Equatable {
  var sizing: PresentationSizingInfo?
  var detents: [PresentationDetent] = []
  var selectedDetent: PresentationDetent?
  var dragIndicator: Visibility = .automatic
  /// The title an alert or a dialog shows.
  var title: String?
}

/// The presentation style the content of a layer asked for.
enum PresentationStyleKey: PreferenceKey {
  static var defaultValue: PresentationStyle { PresentationStyle() }
  static func reduce(value: inout PresentationStyle, nextValue: () -> PresentationStyle) {
    let next = nextValue()
    if value.sizing == nil { value.sizing = next.sizing }
    if value.detents.isEmpty {
      value.detents = next.detents
      value.selectedDetent = next.selectedDetent
    }
    if value.dragIndicator == .automatic { value.dragIndicator = next.dragIndicator }
    if value.title == nil { value.title = next.title }
  }
}

extension View {
  /// Sets the heights the sheet this view is in can rest at.
  nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    transformPresentationStyle { $0.detents = detents.sorted { $0.description < $1.description } }
  }

  /// Sets the heights the sheet can rest at, and the one it is at.
  nonisolated public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View {
    let selected = selection.wrappedValue
    return transformPresentationStyle {
      $0.detents = detents.sorted { $0.description < $1.description }
      $0.selectedDetent = selected
    }
  }

  /// Shows or hides the drag indicator of the sheet this view is in.
  nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    transformPresentationStyle { $0.dragIndicator = visibility }
  }

  nonisolated func transformPresentationStyle(
    _ change: @escaping @Sendable (inout PresentationStyle) -> Void
  ) -> some View {
    modifier(PresentationStyleModifier(change: change))
  }
}

/// Changes the presentation style its content asked for, keeping what the content set that
/// this modifier does not change.
struct PresentationStyleModifier: PrimitiveModifier {
  let change: @Sendable (inout PresentationStyle) -> Void

  func output(in node: Node) -> NodeOutput {
    var output = node.childrenOutput()
    var style = output.preferences[PresentationStyleKey.self]
    change(&style)
    output.preferences.set(PresentationStyleKey.self, style)
    return output
  }
}
