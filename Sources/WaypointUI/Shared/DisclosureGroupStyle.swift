/// A type that sets how disclosure groups look; `.disclosureGroupStyle(_:)` records the style where it is
/// set (the views draw the same way here whatever their style).
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
  /// The body of a disclosure group in this style.
  associatedtype Body: View
  /// The body of a disclosure group of `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// The properties of a disclosure group, for a style.
  typealias Configuration = DisclosureGroupStyleConfiguration
}

/// The properties of a disclosure group, for a style.
public struct DisclosureGroupStyleConfiguration {
  /// The label, as a view.
  public struct Label: View {
    let view: AnyView
    /// The view.
    public var body: some View { view }
  }
  /// The label.
  public let label: Label
  /// The content shown while expanded, as a view.
  public struct Content: View {
    let view: AnyView
    /// The view.
    public var body: some View { view }
  }
  /// The content shown while expanded.
  public let content: Content
  /// Whether the group is expanded; `$isExpanded` changes it.
  @Binding public var isExpanded: Bool
}
