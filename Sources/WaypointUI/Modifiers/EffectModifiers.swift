import Foundation
import WaypointCore

/// Effects a terminal cannot draw — blurs, masks, colour adjustments, bar backgrounds, haptics —
/// recorded as their Swift source on the semantic tree, for renderers that can.
extension View {
  /// Blurs the view by `radius`.
  nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    attribute(.drawing(".blur(radius: \(Font.number(radius)))"))
  }

  /// Shows the view only where `mask`, laid over it as an overlay would be, is opaque.
  nonisolated public func mask<Mask: View>(
    alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask
  ) -> some View {
    modifier(DecorationModifier(kind: .mask, style: nil, decoration: mask(), alignment: alignment))
  }

  /// Shows the view only where `mask` is opaque (the form before the trailing closure).
  @available(*, deprecated, message: "Use overload where mask accepts a @ViewBuilder instead.")
  @available(
    iOS, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead."
  )
  @available(
    macOS, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead."
  )
  @available(
    tvOS, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead."
  )
  @available(
    watchOS, deprecated: 100000.0,
    message: "Use overload where mask accepts a @ViewBuilder instead."
  )
  @available(
    visionOS, deprecated: 100000.0,
    message: "Use overload where mask accepts a @ViewBuilder instead."
  )
  nonisolated public func mask<Mask: View>(_ mask: Mask) -> some View {
    modifier(DecorationModifier(kind: .mask, style: nil, decoration: mask, alignment: .center))
  }

  /// Moves the view between places that share an `id` in `namespace` when one replaces the other.
  nonisolated public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View {
    attribute(.drawing(".matchedGeometryEffect(id: \(id))"))
  }

  /// Adjusts the view's colour saturation.
  nonisolated public func saturation(_ amount: Double) -> some View {
    attribute(.drawing(".saturation(\(Font.number(CGFloat(amount))))"))
  }

  /// Adjusts the view's brightness.
  nonisolated public func brightness(_ amount: Double) -> some View {
    attribute(.drawing(".brightness(\(Font.number(CGFloat(amount))))"))
  }

  /// Adjusts the view's contrast.
  nonisolated public func contrast(_ amount: Double) -> some View {
    attribute(.drawing(".contrast(\(Font.number(CGFloat(amount))))"))
  }

  /// Removes colour from the view by `amount`.
  nonisolated public func grayscale(_ amount: Double) -> some View {
    attribute(.drawing(".grayscale(\(Font.number(CGFloat(amount))))"))
  }

  /// Shifts the view's hues by `angle`.
  nonisolated public func hueRotation(_ angle: Angle) -> some View {
    attribute(.drawing(".hueRotation(\(angle))"))
  }

  /// Draws the view's content offscreen before showing it.
  nonisolated public func drawingGroup(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear
  ) -> some View {
    attribute(.drawing(".drawingGroup()"))
  }

  /// Composites the view's content before applying effects.
  nonisolated public func compositingGroup() -> some View {
    attribute(.drawing(".compositingGroup()"))
  }

  /// Rotates the view in three dimensions around `axis`.
  nonisolated public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View {
    attribute(.drawing(".rotation3DEffect(\(angle))"))
  }

  /// Orders overlapping views: higher in front.
  nonisolated public func zIndex(_ value: Double) -> some View {
    attribute(.drawing(".zIndex(\(Font.number(CGFloat(value))))"))
  }

  /// Sets the shape taps hit.
  nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    attribute(.drawing(".contentShape(\(S.self))"))
  }

  /// Whether the view takes part in hit testing (recorded; the keyboard still reaches it).
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View {
    attribute(.drawing(".allowsHitTesting(\(enabled))"))
  }

  /// Hides the view's content behind placeholders for `reason`, added to the environment's
  /// `redactionReasons` below (recorded).
  nonisolated public func redacted(reason: RedactionReasons) -> some View {
    setting(
      \.redactionReasons, reason,
      recording: reason.isEmpty ? ".redacted(reason: [])" : ".redacted(reason: .placeholder)"
    ) { $0.formUnion($1) }
  }

  /// Shows the view's content even inside a redacted view: no `redactionReasons` below
  /// (recorded).
  nonisolated public func unredacted() -> some View {
    setting(\.redactionReasons, [], recording: ".unredacted()")
  }

  /// Plays haptic or sound feedback when `trigger` changes (no such output in a terminal).
  nonisolated public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T)
    -> some View
  {
    attribute(.drawing(".sensoryFeedback(.\(feedback.name))"))
  }

  /// Shows or hides the background of scrollable views such as lists and forms.
  nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View {
    attribute(.drawing(".scrollContentBackground(.\(visibility.rawValue))"))
  }

  /// Shows or hides scroll indicators.
  nonisolated public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  ) -> some View {
    attribute(.drawing(".scrollIndicators(.\(visibility.name))"))
  }

  /// Sets a presentation's background.
  nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
    attribute(.drawing(".presentationBackground(\(AnyShapeStyle(style)))"))
  }

  /// Sets the background of the bars in `bars`.
  nonisolated public func toolbarBackground<S: ShapeStyle>(
    _ style: S, for bars: ToolbarPlacement...
  )
    -> some View
  {
    attribute(.drawing(".toolbarBackground(\(AnyShapeStyle(style)))"))
  }

  /// Shows or hides the background of the bars in `bars`.
  @available(
    iOS, introduced: 16.0, deprecated: 100000.0, renamed: "toolbarBackgroundVisibility(_:for:)"
  )
  @available(
    macOS, introduced: 13.0, deprecated: 100000.0, renamed: "toolbarBackgroundVisibility(_:for:)"
  )
  @available(
    watchOS, introduced: 9.0, deprecated: 100000.0, renamed: "toolbarBackgroundVisibility(_:for:)"
  )
  @available(visionOS, introduced: 1.0)
  nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    attribute(.drawing(".toolbarBackground(.\(visibility.rawValue))"))
  }

  /// Shows or hides the bars in `bars` (recorded: the terminal keeps its bars).
  @available(iOS, introduced: 16.0, deprecated: 100000.0, renamed: "toolbarVisibility(_:for:)")
  @available(macOS, introduced: 13.0, deprecated: 100000.0, renamed: "toolbarVisibility(_:for:)")
  @available(visionOS, introduced: 1.0)
  nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    attribute(
      .drawing(
        ".toolbar(.\(visibility.rawValue), for: \(bars.map(\.name).joined(separator: ", ")))"))
  }

  /// Sets the colour scheme of the bars in `bars`.
  nonisolated public func toolbarColorScheme(
    _ colorScheme: ColorScheme?, for bars: ToolbarPlacement...
  )
    -> some View
  {
    attribute(.drawing(".toolbarColorScheme(\(colorScheme.map { ".\($0)" } ?? "nil"))"))
  }
}

/// The bars a toolbar modifier applies to.
public struct ToolbarPlacement: Hashable, Sendable {
  let name: String
  /// The platform's default bar.
  public static let automatic = ToolbarPlacement(name: ".automatic")
  /// The navigation bar.
  public static let navigationBar = ToolbarPlacement(name: ".navigationBar")
  /// The tab bar.
  public static let tabBar = ToolbarPlacement(name: ".tabBar")
  /// The bottom bar.
  public static let bottomBar = ToolbarPlacement(name: ".bottomBar")
  /// A window's toolbar.
  public static let windowToolbar = ToolbarPlacement(name: ".windowToolbar")
}

/// Which reasons a redacted view is redacted for.
public struct RedactionReasons: OptionSet, Sendable {
  /// The reasons' bits.
  public let rawValue: Int
  /// Reasons of `rawValue`.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Content shown as placeholders.
  public static let placeholder = RedactionReasons(rawValue: 1)
  /// Private content.
  public static let privacy = RedactionReasons(rawValue: 2)
  /// Content that is not up to date.
  public static let invalidated = RedactionReasons(rawValue: 4)
}

/// Which of a view's geometry a matched geometry effect matches.
public struct MatchedGeometryProperties: OptionSet, Sendable {
  /// The properties' bits.
  public let rawValue: UInt32
  /// Properties of `rawValue`.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The position.
  public static let position = MatchedGeometryProperties(rawValue: 1)
  /// The size.
  public static let size = MatchedGeometryProperties(rawValue: 2)
  /// Position and size.
  public static let frame = MatchedGeometryProperties(rawValue: 3)
}

/// Feedback a device plays: a haptic or a sound.
public struct SensoryFeedback: Hashable, Sendable, CustomStringConvertible {
  let name: String
  /// The feedback as Swift source, such as `.success` or `.impact(weight: .heavy, intensity: 1.0)`.
  public var description: String { ".\(name)" }
  /// A task succeeded.
  public static let success = SensoryFeedback(name: "success")
  /// A warning.
  public static let warning = SensoryFeedback(name: "warning")
  /// An error.
  public static let error = SensoryFeedback(name: "error")
  /// A selection changed.
  public static let selection = SensoryFeedback(name: "selection")
  /// A value went up.
  public static let increase = SensoryFeedback(name: "increase")
  /// A value went down.
  public static let decrease = SensoryFeedback(name: "decrease")
  /// Something started.
  public static let start = SensoryFeedback(name: "start")
  /// Something stopped.
  public static let stop = SensoryFeedback(name: "stop")
  /// A physical impact.
  public static let impact = SensoryFeedback(name: "impact")
  /// A physical impact of the given weight and intensity.
  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(name: "impact(weight: .\(weight), intensity: \(intensity))")
  }

  /// How heavy an impact is.
  public enum Weight: Hashable, Sendable {
    /// Light.
    case light
    /// Medium.
    case medium
    /// Heavy.
    case heavy
  }
}

/// Whether scroll indicators show.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  let name: String
  /// The platform's default.
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  /// Shown.
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  /// Hidden.
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  /// Never shown.
  public static let never = ScrollIndicatorVisibility(name: "never")
}
