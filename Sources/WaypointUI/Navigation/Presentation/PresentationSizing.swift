import Foundation
import WaypointCore

/// How big a sheet is, as a renderer reads it: sized by the system, as a form, as a page, or to
/// its content (what a `PresentationSizing` asked for).
public struct PresentationSizingInfo: Sendable, Hashable, CustomStringConvertible {
  /// The sizing as Swift source: `.form`, `.page.fitted(horizontal: false, vertical: true)`.
  public let description: String
  /// The size it starts from, before fitting: what a renderer sizes the sheet by.
  public let base: Base
  /// The axes along which the sheet takes its content's size instead.
  public let fitsHorizontally: Bool
  /// See `fitsHorizontally`.
  public let fitsVertically: Bool

  /// The sizes a sheet starts from.
  public enum Base: Sendable, Hashable {
    /// The platform's default sheet.
    case automatic
    /// A form: narrower than a page.
    case form
    /// A page of content.
    case page
  }

  init(description: String, base: Base, fitsHorizontally: Bool, fitsVertically: Bool) {
    self.description = description
    self.base = base
    self.fitsHorizontally = fitsHorizontally
    self.fitsVertically = fitsVertically
  }

  /// The system decides (a page on iPhone, a form on iPad).
  public static let automatic = PresentationSizingInfo(
    description: ".automatic", base: .automatic, fitsHorizontally: false, fitsVertically: false)
  /// A form: narrower than a page.
  public static let form = PresentationSizingInfo(
    description: ".form", base: .form, fitsHorizontally: false, fitsVertically: false)
  /// A page: the size of a page of content.
  public static let page = PresentationSizingInfo(
    description: ".page", base: .page, fitsHorizontally: false, fitsVertically: false)
  /// Fitted to the content's size.
  public static let fitted = PresentationSizingInfo(
    description: ".fitted", base: .automatic, fitsHorizontally: true, fitsVertically: true)

  /// This sizing, fitted to the content along the given axes.
  func fitted(horizontal: Bool, vertical: Bool) -> PresentationSizingInfo {
    PresentationSizingInfo(
      description: "\(description).fitted(horizontal: \(horizontal), vertical: \(vertical))",
      base: base, fitsHorizontally: horizontal, fitsVertically: vertical)
  }

  /// This sizing, growing but never shrinking along the given axes as the content changes.
  func sticky(horizontal: Bool, vertical: Bool) -> PresentationSizingInfo {
    PresentationSizingInfo(
      description: "\(description).sticky(horizontal: \(horizontal), vertical: \(vertical))",
      base: base, fitsHorizontally: fitsHorizontally, fitsVertically: fitsVertically)
  }
}

/// A height a sheet can rest at.
public struct PresentationDetent: Sendable, Hashable, CustomStringConvertible {
  /// The detent as Swift source: `.medium`, `.fraction(0.25)`.
  public let description: String
  /// The share of the full height it rests at, for `.medium`, `.large` and `.fraction`.
  public let fraction: Double?
  /// The height in points it rests at, for `.height`.
  public let points: Double?

  /// About half the screen.
  public static let medium = PresentationDetent(
    description: ".medium", fraction: 0.5, points: nil)
  /// The full height.
  public static let large = PresentationDetent(description: ".large", fraction: 1, points: nil)

  /// A fraction of the full height.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(
      description: ".fraction(\(Double(fraction)))", fraction: Double(fraction), points: nil)
  }

  /// A fixed height in points.
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(
      description: ".height(\(Double(height)))", fraction: nil, points: Double(height))
  }
}

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
