/// Defines the implementation of all gauge instances within a view hierarchy: built-in styles
/// are recorded by name, a custom one's body replaces each gauge's.
@MainActor @preconcurrency
public protocol GaugeStyle {
  /// A view representing the body of a gauge.
  associatedtype Body: View
  /// The properties of a gauge instance.
  typealias Configuration = GaugeStyleConfiguration
  /// Creates a view representing the body of a gauge.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a gauge instance.
public struct GaugeStyleConfiguration {
  /// A type-erased label of a gauge, describing its purpose.
  public struct Label { let view: AnyView }
  /// A type-erased value label of a gauge that contains the current value.
  public struct CurrentValueLabel { let view: AnyView }
  /// A type-erased value label of a gauge describing the minimum value.
  public struct MinimumValueLabel { let view: AnyView }
  /// A type-erased value label of a gauge describing the maximum value.
  public struct MaximumValueLabel { let view: AnyView }
  /// A type-erased label describing a specific value of a gauge.
  public struct MarkedValueLabel { let view: AnyView }

  /// The current value of the gauge, in `0...1`.
  public var value: Double
  /// A view that describes the purpose of the gauge.
  public var label: Label
  /// A view that describes the current value.
  public var currentValueLabel: CurrentValueLabel?
  /// A view that describes the minimum of the range for the current value.
  public var minimumValueLabel: MinimumValueLabel?
  /// A view that describes the maximum of the range for the current value.
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

/// The default gauge view style in the current context of the view being styled.
public struct DefaultGaugeStyle: GaugeStyle, BuiltInControlStyle {
  /// Creates a default gauge style.
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

/// A gauge style that displays an open ring with a marker that appears at a point along the
/// ring to indicate the gauge's current value (recorded; drawn as the default bar).
public struct AccessoryCircularGaugeStyle: GaugeStyle, BuiltInControlStyle {
  /// Creates an accessory circular gauge style.
  public init() {}
  nonisolated var name: String { ".accessoryCircular" }
  /// The default gauge appearance.
  public func makeBody(configuration: Configuration) -> some View {
    DefaultGaugeStyle.body(of: configuration)
  }
}

/// A gauge style that displays a closed ring that's partially filled in to indicate the
/// gauge's current value (recorded; drawn as the default bar).
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, BuiltInControlStyle {
  /// Creates an accessory circular capacity gauge style.
  public init() {}
  nonisolated var name: String { ".accessoryCircularCapacity" }
  /// The default gauge appearance.
  public func makeBody(configuration: Configuration) -> some View {
    DefaultGaugeStyle.body(of: configuration)
  }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  /// The default gauge view style in the current context of the view being styled.
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  /// A gauge style that displays an open ring with a marker for the current value.
  public static var accessoryCircular: AccessoryCircularGaugeStyle {
    AccessoryCircularGaugeStyle()
  }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  /// A gauge style that displays a closed ring partially filled in to the current value.
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
