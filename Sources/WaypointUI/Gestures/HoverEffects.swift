import Foundation

/// An effect a view shows while a pointer hovers over it. A terminal has no hovering pointer:
/// hover effects are recorded on the view's elements.
public protocol CustomHoverEffect {
  /// The type of effect this one is made of.
  associatedtype Body: CustomHoverEffect
  /// The effect an effect's body starts from.
  typealias Content = EmptyHoverEffect
  /// The effect this one is made of, starting from `content`.
  func body(content: Content) -> Body
}

/// A hover effect that records how it reads as Swift source.
protocol DescribedHoverEffect {
  /// The effect as Swift source, such as `.lift`.
  var hoverSource: String { get }
}

/// How `effect` reads as Swift source.
func hoverEffectDescription<E: CustomHoverEffect>(_ effect: E) -> String {
  (effect as? any DescribedHoverEffect)?.hoverSource ?? "\(_typeName(E.self, qualified: false))()"
}

/// The effect that does nothing, which effect bodies start from.
public struct EmptyHoverEffect: CustomHoverEffect, DescribedHoverEffect, Sendable {
  /// The empty effect is its own body.
  public func body(content: EmptyHoverEffect) -> EmptyHoverEffect { self }
  var hoverSource: String { ".empty" }
}

/// The platform's default hover effect.
public struct AutomaticHoverEffect: CustomHoverEffect, DescribedHoverEffect, Sendable {
  /// The automatic effect.
  public init() {}
  /// The effect, starting from `content`.
  public func body(content: AutomaticHoverEffect.Content) -> some CustomHoverEffect { content }
  var hoverSource: String { ".automatic" }
}

/// A hover effect that highlights the view with a platter behind it.
public struct HighlightHoverEffect: CustomHoverEffect, DescribedHoverEffect, Sendable {
  /// The highlight effect.
  public init() {}
  /// The effect, starting from `content`.
  public func body(content: HighlightHoverEffect.Content) -> some CustomHoverEffect { content }
  var hoverSource: String { ".highlight" }
}

/// A hover effect that lifts the view above its surroundings.
public struct LiftHoverEffect: CustomHoverEffect, DescribedHoverEffect, Sendable {
  /// The lift effect.
  public init() {}
  /// The effect, starting from `content`.
  public func body(content: LiftHoverEffect.Content) -> some CustomHoverEffect { content }
  var hoverSource: String { ".lift" }
}

extension CustomHoverEffect where Self == AutomaticHoverEffect {
  /// The platform's default hover effect.
  public static var automatic: AutomaticHoverEffect { AutomaticHoverEffect() }
}

extension CustomHoverEffect where Self == HighlightHoverEffect {
  /// A hover effect that highlights the view.
  public static var highlight: HighlightHoverEffect { HighlightHoverEffect() }
}

extension CustomHoverEffect where Self == LiftHoverEffect {
  /// A hover effect that lifts the view.
  public static var lift: LiftHoverEffect { LiftHoverEffect() }
}

/// A hover effect, as the earlier, non-generic form names it.
public struct HoverEffect: CustomHoverEffect, DescribedHoverEffect, Sendable {
  let hoverSource: String

  /// The hover effect `effect`.
  public init<E: CustomHoverEffect>(_ effect: E) { hoverSource = hoverEffectDescription(effect) }

  /// The platform's default hover effect.
  public static let automatic = HoverEffect(AutomaticHoverEffect())
  /// A hover effect that highlights the view.
  public static let highlight = HoverEffect(HighlightHoverEffect())
  /// A hover effect that lifts the view.
  public static let lift = HoverEffect(LiftHoverEffect())

  /// The effect, starting from `content`.
  public func body(content: HoverEffect.Content) -> some CustomHoverEffect { content }
}

/// A hover effect, possibly disabled.
struct DisablingHoverEffect<Base: CustomHoverEffect>: CustomHoverEffect, DescribedHoverEffect {
  let base: Base
  let isDisabled: Bool
  func body(content: Content) -> some CustomHoverEffect { base.body(content: content) }
  var hoverSource: String {
    "\(hoverEffectDescription(base)).hoverEffectDisabled(\(isDisabled))"
  }
}

extension CustomHoverEffect {
  /// This effect, turned off if `isDisabled`.
  public func hoverEffectDisabled(_ isDisabled: Bool = true) -> some CustomHoverEffect {
    DisablingHoverEffect(base: self, isDisabled: isDisabled)
  }
}

private struct HoverEffectEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}

extension EnvironmentValues {
  /// Whether hover effects inside show (`true` unless `hoverEffectDisabled()` turns them off).
  public var isHoverEffectEnabled: Bool {
    get { self[HoverEffectEnabledKey.self] }
    set { self[HoverEffectEnabledKey.self] = newValue }
  }
}

extension View {
  /// Shows `effect` while a pointer hovers over this view (recorded: a terminal has no hovering
  /// pointer).
  @_disfavoredOverload
  nonisolated public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View {
    recorded(".hoverEffect(\(effect.hoverSource))")
  }

  /// Shows `effect` while a pointer hovers over this view, if `isEnabled` (recorded).
  @_disfavoredOverload
  nonisolated public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true)
    -> some View
  {
    recorded(".hoverEffect(\(effect.hoverSource), isEnabled: \(isEnabled))")
  }

  /// Shows `effect` while a pointer hovers over this view, if `isEnabled` (recorded).
  nonisolated public func hoverEffect(
    _ effect: some CustomHoverEffect = .automatic, isEnabled: Bool = true
  ) -> some View {
    recorded(".hoverEffect(\(hoverEffectDescription(effect)), isEnabled: \(isEnabled))")
  }

  /// Sets the hover effect of views inside that do not choose one (recorded).
  nonisolated public func defaultHoverEffect(_ effect: HoverEffect?) -> some View {
    recorded(".defaultHoverEffect(\(effect?.hoverSource ?? "nil"))")
  }

  /// Sets the hover effect of views inside that do not choose one (recorded).
  nonisolated public func defaultHoverEffect(_ effect: some CustomHoverEffect) -> some View {
    recorded(".defaultHoverEffect(\(hoverEffectDescription(effect)))")
  }

  /// Turns hover effects inside off (in the environment, and recorded).
  nonisolated public func hoverEffectDisabled(_ disabled: Bool = true) -> some View {
    transformEnvironment(\.isHoverEffectEnabled) { if disabled { $0 = false } }
      .recorded(".hoverEffectDisabled(\(disabled))")
  }
}

/// Where a pointer is over a view: at a location, or gone.
@frozen
public enum HoverPhase: Equatable, Sendable {
  /// The pointer is over the view, at this location.
  case active(CGPoint)
  /// Sent when a renderer reports that the pointer moved off the view.
  case ended
}

extension View {
  /// Calls `action` as a pointer moves over this view and leaves it (`ElementAction.hover`
  /// from renderers with a pointer; its location is not reported, so it is the origin).
  nonisolated public func onContinuousHover(
    coordinateSpace: some CoordinateSpaceProtocol = .local,
    perform action: @escaping (HoverPhase) -> Void
  ) -> some View {
    modifier(
      AddedAction(kind: .hover) { hover in
        action(hover.isHovering == true ? .active(.zero) : .ended)
      })
  }

  /// Calls `action` as a pointer moves over this view and leaves it, as
  /// `onContinuousHover(coordinateSpace:perform:)` does.
  @available(*, deprecated, message: "use overload that accepts a CoordinateSpaceProtocol instead")
  @_disfavoredOverload
  nonisolated public func onContinuousHover(
    coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void
  ) -> some View {
    modifier(
      AddedAction(kind: .hover) { hover in
        action(hover.isHovering == true ? .active(.zero) : .ended)
      })
  }
}
