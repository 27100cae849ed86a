/// The look of gauges: `makeBody` turns a gauge's configuration into the view drawn in its place.
/// `.gaugeStyle(_:)` puts a custom style to work and records a built-in one by name.
@MainActor @preconcurrency
public protocol GaugeStyle {
  /// The view `makeBody` returns for a gauge.
  associatedtype Body: View
  /// What `makeBody` is given: the gauge's value as a fraction, and its labels.
  typealias Configuration = GaugeStyleConfiguration
  /// Builds the view drawn in place of a gauge from its value and labels.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A gauge taken apart for a style: where its value sits in its range, and its labels.
public struct GaugeStyleConfiguration {
  /// The gauge's main label, wrapped as one view.
  public struct Label { let view: AnyView }
  /// The label showing the gauge's value, wrapped as one view.
  public struct CurrentValueLabel { let view: AnyView }
  /// The label for the low end of the range, wrapped as one view.
  public struct MinimumValueLabel { let view: AnyView }
  /// The label for the high end of the range, wrapped as one view.
  public struct MaximumValueLabel { let view: AnyView }
  /// A label for one marked value, wrapped as one view; configurations here carry none.
  public struct MarkedValueLabel { let view: AnyView }

  /// Where the value sits in the range: `0` at the low end, `1` at the high end.
  public var value: Double
  /// The label saying what the gauge measures.
  public var label: Label
  /// The label showing the value, or nil when the gauge was made without one.
  public var currentValueLabel: CurrentValueLabel?
  /// The label for the low end of the range, or nil when there is none.
  public var minimumValueLabel: MinimumValueLabel?
  /// The label for the high end of the range, or nil when there is none.
  public var maximumValueLabel: MaximumValueLabel?
}

extension GaugeStyleConfiguration.Label: View {
  /// The label view.
  public var body: some View { view }
}

extension GaugeStyleConfiguration.CurrentValueLabel: View {
  /// The label view.
  public var body: some View { view }
}

extension GaugeStyleConfiguration.MinimumValueLabel: View {
  /// The label view.
  public var body: some View { view }
}

extension GaugeStyleConfiguration.MaximumValueLabel: View {
  /// The label view.
  public var body: some View { view }
}

extension GaugeStyleConfiguration.MarkedValueLabel: View {
  /// The label view.
  public var body: some View { view }
}

/// The style used when none is set, recorded as `.automatic`: a progress bar with the label,
/// then the value labels in a row.
public struct DefaultGaugeStyle: GaugeStyle, BuiltInControlStyle {
  /// Makes the `.automatic` gauge style; it holds no options.
  public init() {}
  nonisolated var name: String { ".automatic" }
  /// A bar of the value with its label, and the value labels beneath it.
  public func makeBody(configuration: Configuration) -> some View {
    Self.body(of: configuration)
  }

  /// How a gauge shows without a custom style.
  @ViewBuilder
  static func body(of configuration: GaugeStyleConfiguration) -> some View {
    ProgressView(value: configuration.value) { configuration.label }
    if configuration.currentValueLabel != nil || configuration.minimumValueLabel != nil
      || configuration.maximumValueLabel != nil
    {
      HStack {
        configuration.minimumValueLabel
        Spacer()
        configuration.currentValueLabel
        Spacer()
        configuration.maximumValueLabel
      }
    }
  }
}

/// A style recorded as `.accessoryCircular`; no ring is drawn, and the gauge keeps its progress
/// bar.
public struct AccessoryCircularGaugeStyle: GaugeStyle, BuiltInControlStyle {
  /// Makes the `.accessoryCircular` style; it holds no options.
  public init() {}
  nonisolated var name: String { ".accessoryCircular" }
  /// The default gauge appearance.
  public func makeBody(configuration: Configuration) -> some View {
    DefaultGaugeStyle.body(of: configuration)
  }
}

/// A style recorded as `.accessoryCircularCapacity`; no ring is drawn, and the gauge keeps its
/// progress bar.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, BuiltInControlStyle {
  /// Makes the `.accessoryCircularCapacity` style; it holds no options.
  public init() {}
  nonisolated var name: String { ".accessoryCircularCapacity" }
  /// The default gauge appearance.
  public func makeBody(configuration: Configuration) -> some View {
    DefaultGaugeStyle.body(of: configuration)
  }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  /// The style used when none is set (recorded as `.automatic`): a bar and the value labels.
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  /// Records `.accessoryCircular`; the gauge keeps its progress bar.
  public static var accessoryCircular: AccessoryCircularGaugeStyle {
    AccessoryCircularGaugeStyle()
  }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  /// Records `.accessoryCircularCapacity`; the gauge keeps its progress bar.
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
}

private struct GaugeStylingKey: EnvironmentKey {
  static var defaultValue: (@MainActor (GaugeStyleConfiguration) -> AnyView)? { nil }
}

extension EnvironmentValues {
  /// The body a custom gauge style makes, for gauges here.
  var gaugeStyling: (@MainActor (GaugeStyleConfiguration) -> AnyView)? {
    get { self[GaugeStylingKey.self] }
    set { self[GaugeStylingKey.self] = newValue }
  }
}

extension View {
  /// What `.gaugeStyle(_:)` does: a built-in style is recorded by name, a custom one makes the
  /// body of the gauges below.
  nonisolated func installingGaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    modifier(
      CustomStyleModifier(style: style, attribute: "gaugeStyle") { environment, style in
        environment.gaugeStyling = { AnyView(style.makeBody(configuration: $0)) }
      })
  }
}
