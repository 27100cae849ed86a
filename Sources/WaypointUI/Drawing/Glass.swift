import Foundation

/// A liquid glass material for `glassEffect(_:in:)`: its variant, tint and interactivity.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
public struct Glass: Equatable, Sendable, CustomStringConvertible {
  let variant: String
  var tintColor: Color?
  var isInteractive = false

  /// The regular variant of glass.
  public static var regular: Glass { Glass(variant: "regular") }
  /// The clear variant of glass.
  public static var clear: Glass { Glass(variant: "clear") }
  /// The identity variant of glass: no glass at all.
  public static var identity: Glass { Glass(variant: "identity") }

  /// This glass tinted with `color`.
  public func tint(_ color: Color?) -> Glass {
    var glass = self
    glass.tintColor = color
    return glass
  }

  /// This glass reacting to touches and pointers when `isEnabled`.
  public func interactive(_ isEnabled: Bool = true) -> Glass {
    var glass = self
    glass.isInteractive = isEnabled
    return glass
  }

  /// The glass as Swift source, such as `.regular.tint(.blue)`.
  public var description: String {
    var text = ".\(variant)"
    if let tintColor { text += ".tint(\(tintColor))" }
    if isInteractive { text += ".interactive()" }
    return text
  }
}

extension View {
  /// Applies the liquid glass effect to this view, in `shape` (recorded: a terminal draws no
  /// glass).
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
  nonisolated public func glassEffect(
    _ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()
  ) -> some View {
    recorded(".glassEffect(\(glass), in: \(type(of: shape))())")
  }

  /// Associates an identity with this view's glass effect, for morphing (recorded).
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
  nonisolated public func glassEffectID(
    _ id: (some Hashable & Sendable)?, in namespace: Namespace.ID
  ) -> some View {
    recorded(".glassEffectID(\(id.map { "\($0)" } ?? "nil"))")
  }

  /// Joins this view's glass effect with others of the same id into one shape (recorded).
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
  nonisolated public func glassEffectUnion(
    id: (some Hashable & Sendable)?, namespace: Namespace.ID
  ) -> some View {
    recorded(".glassEffectUnion(id: \(id.map { "\($0)" } ?? "nil"))")
  }
}

/// A view that combines the glass effects of its content into one (shown as its content).
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
public struct GlassEffectContainer<Content: View> {
  let spacing: CGFloat?
  let content: Content

  /// A container whose glass shapes merge when closer than `spacing`.
  public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.spacing = spacing
    self.content = content()
  }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
extension GlassEffectContainer: View {
  /// The content, with the container recorded.
  public var body: some View {
    content.recorded("GlassEffectContainer(spacing: \(spacing.map { Font.number($0) } ?? "nil"))")
  }
}
