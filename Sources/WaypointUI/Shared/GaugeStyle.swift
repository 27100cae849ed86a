/// A type that sets how gauges look; `.gaugeStyle(_:)` records the style where it is
/// set (the views draw the same way here whatever their style).
@MainActor @preconcurrency
public protocol GaugeStyle {
  /// The body of a gauge in this style.
  associatedtype Body: View
  /// The body of a gauge of `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// The properties of a gauge, for a style.
  typealias Configuration = GaugeStyleConfiguration
}

/// The properties of a gauge, for a style.
public struct GaugeStyleConfiguration {
  /// What the gauge measures, as a view.
  public struct Label: View {
    let view: AnyView
    /// The view.
    public var body: some View { view }
  }
  /// What the gauge measures.
  public var label: Label
  /// The current value, as a label, as a view.
  public struct CurrentValueLabel: View {
    let view: AnyView
    /// The view.
    public var body: some View { view }
  }
  /// The current value, as a label.
  public var currentValueLabel: CurrentValueLabel?
  /// The lowest value, as a label, as a view.
  public struct MinimumValueLabel: View {
    let view: AnyView
    /// The view.
    public var body: some View { view }
  }
  /// The lowest value, as a label.
  public var minimumValueLabel: MinimumValueLabel?
  /// The highest value, as a label, as a view.
  public struct MaximumValueLabel: View {
    let view: AnyView
    /// The view.
    public var body: some View { view }
  }
  /// The highest value, as a label.
  public var maximumValueLabel: MaximumValueLabel?
  /// A marked value, as a label, as a view.
  public struct MarkedValueLabel: View {
    let view: AnyView
    /// The view.
    public var body: some View { view }
  }
  /// The value, from 0 to 1.
  public var value: Double
}
