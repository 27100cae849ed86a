import Foundation
import WaypointCore

/// Modifiers of list sections and rows that a terminal list draws no differently; each is
/// recorded on the semantic tree, and those SwiftUI keeps in the environment are set there too.
extension View {
  /// Sets how prominent the headers of sections in this view are: the environment's
  /// `headerProminence` below (recorded).
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func headerProminence(_ prominence: Prominence) -> some View {
    setting(\.headerProminence, prominence, recording: ".headerProminence(\(prominence))")
  }

  /// Shows or hides the separators of this view's list section at `edges` (recorded).
  @available(iOS 15.0, macOS 13.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func listSectionSeparator(
    _ visibility: Visibility, edges: VerticalEdge.Set = .all
  ) -> some View {
    recorded(".listSectionSeparator(.\(visibility)\(Self.edgesSource(edges)))")
  }

  /// Sets the insets of this view's list row along `edges`; nil for the list's own (recorded).
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  nonisolated public func listRowInsets(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View {
    recorded(".listRowInsets(\(edges), \(length.map { Font.number($0) } ?? "nil"))")
  }

  /// Sets the margins of this view's list section along `edges`; nil for the list's own
  /// (recorded).
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  nonisolated public func listSectionMargins(_ edges: Edge.Set = .all, _ length: CGFloat?)
    -> some View
  {
    recorded(".listSectionMargins(\(edges), \(length.map { Font.number($0) } ?? "nil"))")
  }

  /// Shows or hides the section index of this list (recorded: the terminal list has no index).
  @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func listSectionIndexVisibility(_ visibility: Visibility) -> some View {
    recorded(".listSectionIndexVisibility(.\(visibility))")
  }

  /// Sets the label of this section in its list's section index (recorded).
  @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func sectionIndexLabel(_ label: Text?) -> some View {
    recorded(".sectionIndexLabel(\(label.map { $0.plainText.debugDescription } ?? "nil"))")
  }

  /// Sets the label of this section in its list's section index (recorded).
  @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @_disfavoredOverload
  nonisolated public func sectionIndexLabel<S: StringProtocol>(_ label: S?) -> some View {
    recorded(".sectionIndexLabel(\(label.map { String($0).debugDescription } ?? "nil"))")
  }

  /// Adds actions to this view's section, shown beside its header (an overlay, found and
  /// pressed like any other view); a custom container reads them from `SectionConfiguration`.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func sectionActions<Content: View>(@ViewBuilder content: () -> Content)
    -> some View
  {
    modifier(SectionActionsModifier(actions: content()))
  }

  private nonisolated static func edgesSource(_ edges: VerticalEdge.Set) -> String {
    switch edges {
    case .all: ""
    case .top: ", edges: .top"
    case .bottom: ", edges: .bottom"
    default: ", edges: []"
    }
  }
}

/// `.sectionActions(content:)`: the actions over the section, which a custom container also
/// finds in the section's configuration.
struct SectionActionsModifier<Actions: View>: SectionActionsProviding {
  let actions: Actions

  var actionsView: AnyView { AnyView(actions) }
}

extension SectionActionsModifier: ViewModifier {
  func body(content: Content) -> some View {
    content.overlay(alignment: .topTrailing) { actions }
  }
}
