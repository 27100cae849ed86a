import Foundation

// Each transition's conformance is declared in an extension, so that its values stay usable
// outside the main actor (a view modifier records them) while its body runs on it.

/// A transition that leaves its content as it is.
public struct IdentityTransition: DescribedTransition {
  /// The identity transition.
  public init() {}
  nonisolated var sourceDescription: String { ".identity" }
}

extension IdentityTransition: Transition {
  /// The content, unchanged.
  public func body(content: IdentityTransition.Content, phase: TransitionPhase)
    -> IdentityTransition.Content
  { content }
  /// The identity has no motion.
  public static let properties = TransitionProperties(hasMotion: false)
}

extension Transition where Self == IdentityTransition {
  /// A transition that leaves its content as it is.
  public static var identity: IdentityTransition { IdentityTransition() }
}

/// A transition that fades its content in and out.
public struct OpacityTransition: DescribedTransition {
  /// The fade.
  public init() {}
  nonisolated var sourceDescription: String { ".opacity" }
}

extension OpacityTransition: Transition {
  /// The content, transparent outside the identity phase.
  public func body(content: OpacityTransition.Content, phase: TransitionPhase) -> some View {
    content.opacity(phase.isIdentity ? 1 : 0)
  }
  /// A fade has no motion.
  public static let properties = TransitionProperties(hasMotion: false)
}

extension Transition where Self == OpacityTransition {
  /// A transition that fades its content in and out.
  public static var opacity: OpacityTransition { OpacityTransition() }
}

/// A transition that slides its content in from the leading edge and out to the trailing one.
public struct SlideTransition: DescribedTransition {
  /// The slide.
  public init() {}
  nonisolated var sourceDescription: String { ".slide" }
}

extension SlideTransition: Transition {
  /// The content, moved off its leading edge before it appears and off its trailing one after.
  public func body(content: SlideTransition.Content, phase: TransitionPhase) -> some View {
    content.modifier(EdgeShift(edge: phase == .didDisappear ? .trailing : .leading, phase: phase))
  }
}

extension Transition where Self == SlideTransition {
  /// A transition that slides its content in from the leading edge and out to the trailing one.
  public static var slide: SlideTransition { SlideTransition() }
}

/// A transition that scales its content.
public struct ScaleTransition: DescribedTransition {
  /// The scale outside the identity phase.
  public var scale: Double
  /// The point the content scales around.
  public var anchor: UnitPoint

  /// A scale to `scale` around `anchor`.
  public init(_ scale: Double, anchor: UnitPoint = .center) {
    self.scale = scale
    self.anchor = anchor
  }

  nonisolated var sourceDescription: String {
    anchor == .center ? ".scale(\(scale))" : ".scale(\(scale), anchor: \(anchor.motionSource))"
  }
}

extension ScaleTransition: Transition {
  /// The content, scaled outside the identity phase.
  public func body(content: ScaleTransition.Content, phase: TransitionPhase) -> some View {
    content.scaleEffect(phase.isIdentity ? 1 : CGFloat(scale), anchor: anchor)
  }
}

extension Transition where Self == ScaleTransition {
  /// A transition that scales its content from and to nothing.
  public static var scale: ScaleTransition { ScaleTransition(0) }
  /// A transition that scales its content from and to `scale`, around `anchor`.
  public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> Self {
    ScaleTransition(scale, anchor: anchor)
  }
}

/// A transition that moves its content in from and out to an edge.
public struct MoveTransition: DescribedTransition {
  /// The edge.
  public var edge: Edge
  /// A move from and to `edge`.
  public init(edge: Edge) { self.edge = edge }
  nonisolated var sourceDescription: String { ".move(edge: \(edge))" }
}

extension MoveTransition: Transition {
  /// The content, moved off `edge` outside the identity phase.
  public func body(content: MoveTransition.Content, phase: TransitionPhase) -> some View {
    content.modifier(EdgeShift(edge: edge, phase: phase))
  }
}

extension Transition where Self == MoveTransition {
  /// A transition that moves its content in from and out to `edge`.
  public static func move(edge: Edge) -> Self { MoveTransition(edge: edge) }
}

/// A transition that moves its content in from one edge and out to the opposite one.
public struct PushTransition: DescribedTransition {
  /// The edge it comes in from.
  public var edge: Edge
  /// A push in from `edge`.
  public init(edge: Edge) { self.edge = edge }
  nonisolated var sourceDescription: String { ".push(from: \(edge))" }
}

extension PushTransition: Transition {
  /// The content, off `edge` before it appears and off the opposite edge after.
  public func body(content: PushTransition.Content, phase: TransitionPhase) -> some View {
    content
      .modifier(EdgeShift(edge: phase == .didDisappear ? edge.opposite : edge, phase: phase))
      .opacity(phase.isIdentity ? 1 : 0)
  }
}

extension Transition where Self == PushTransition {
  /// A transition that moves its content in from `edge` and out to the opposite one.
  public static func push(from edge: Edge) -> Self { PushTransition(edge: edge) }
}

/// A transition that offsets its content.
public struct OffsetTransition: DescribedTransition {
  /// The offset outside the identity phase.
  public var offset: CGSize
  /// An offset by `offset`.
  public init(_ offset: CGSize) { self.offset = offset }
  nonisolated var sourceDescription: String {
    ".offset(x: \(Font.number(offset.width)), y: \(Font.number(offset.height)))"
  }
}

extension OffsetTransition: Transition {
  /// The content, offset outside the identity phase.
  public func body(content: OffsetTransition.Content, phase: TransitionPhase) -> some View {
    content.offset(phase.isIdentity ? .zero : offset)
  }
}

extension Transition where Self == OffsetTransition {
  /// A transition that offsets its content by `offset`.
  public static func offset(_ offset: CGSize) -> Self { OffsetTransition(offset) }
  /// A transition that offsets its content by `x` and `y`.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self {
    OffsetTransition(CGSize(width: x, height: y))
  }
}

/// A transition that blurs its content as it fades and scales it.
public struct BlurReplaceTransition: DescribedTransition {
  /// Which way the content scales as it comes and goes.
  public struct Configuration: Equatable, Sendable {
    let name: String
    /// Scales down as it goes, up as it comes.
    public static let downUp = Configuration(name: "downUp")
    /// Scales up as it goes and as it comes.
    public static let upUp = Configuration(name: "upUp")
  }

  /// Which way the content scales.
  public var configuration: Configuration

  /// A blur replace of `configuration`.
  public init(configuration: Configuration) { self.configuration = configuration }

  nonisolated var sourceDescription: String {
    configuration == .downUp ? ".blurReplace" : ".blurReplace(.\(configuration.name))"
  }
}

extension BlurReplaceTransition: Transition {
  /// The content, blurred, faded and scaled outside the identity phase.
  public func body(content: BlurReplaceTransition.Content, phase: TransitionPhase) -> some View {
    let grows = configuration == .upUp || phase == .willAppear
    return
      content
      .blur(radius: phase.isIdentity ? 0 : 20)
      .opacity(phase.isIdentity ? 1 : 0)
      .scaleEffect(phase.isIdentity ? 1 : (grows ? 1.2 : 0.8))
  }
}

extension Transition where Self == BlurReplaceTransition {
  /// A transition that blurs, fades and scales its content, of `config`.
  public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> Self {
    BlurReplaceTransition(configuration: config)
  }
  /// A transition that blurs, fades and scales its content.
  public static var blurReplace: BlurReplaceTransition { .blurReplace() }
}

/// One transition on insertion and another on removal.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>:
  DescribedTransition
{
  /// The transition as the view is inserted.
  public var insertion: Insertion
  /// The transition as the view is removed.
  public var removal: Removal

  /// `insertion` in, `removal` out.
  public init(insertion: Insertion, removal: Removal) {
    self.insertion = insertion
    self.removal = removal
  }

  nonisolated var sourceDescription: String {
    ".asymmetric(insertion: \(transitionDescription(insertion)), "
      + "removal: \(transitionDescription(removal)))"
  }
}

extension AsymmetricTransition: Transition {
  /// The content as the insertion shows it before it appears, and the removal after it goes.
  public func body(content: AsymmetricTransition.Content, phase: TransitionPhase) -> some View {
    if phase == .didDisappear {
      removal.apply(content: content, phase: phase)
    } else {
      insertion.apply(content: content, phase: phase)
    }
  }

  /// Motion if either transition moves.
  public static var properties: TransitionProperties {
    TransitionProperties(
      hasMotion: Insertion.properties.hasMotion || Removal.properties.hasMotion)
  }
}

/// Moves content off one edge by a terminal-sized step outside the identity phase.
struct EdgeShift: ViewModifier {
  let edge: Edge
  let phase: TransitionPhase

  func body(content: Content) -> some View {
    let step: CGFloat = phase.isIdentity ? 0 : 1000
    switch edge {
    case .top: content.offset(y: -step)
    case .bottom: content.offset(y: step)
    case .leading: content.offset(x: -step)
    case .trailing: content.offset(x: step)
    }
  }
}

extension Edge {
  /// The edge across from this one.
  var opposite: Edge {
    switch self {
    case .top: .bottom
    case .bottom: .top
    case .leading: .trailing
    case .trailing: .leading
    }
  }
}
