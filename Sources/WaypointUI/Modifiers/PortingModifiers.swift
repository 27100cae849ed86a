import Foundation

/// Modifiers apps use everywhere, kept on the semantic tree for renderers that can show them.
extension View {
  /// Adds padding of the given insets to each edge of this view.
  nonisolated public func padding(_ insets: EdgeInsets) -> some View {
    attribute(.paddingInsets(insets))
  }

  /// Hides whatever of the view falls outside its frame: a terminal cuts it off and a browser
  /// sets `overflow: hidden`. `antialiased` is not used.
  nonisolated public func clipped(antialiased: Bool = false) -> some View {
    attribute(.clipped)
  }

  /// `aspectRatio(nil, contentMode: .fit)`: the largest size of the view's ideal proportions
  /// that fits in what is offered.
  nonisolated public func scaledToFit() -> some View {
    aspectRatio(nil, contentMode: .fit)
  }

  /// `aspectRatio(nil, contentMode: .fill)`: the smallest size of the view's ideal proportions
  /// that covers what is offered.
  nonisolated public func scaledToFill() -> some View {
    aspectRatio(nil, contentMode: .fill)
  }

  /// Records `scale.width` across and `scale.height` down as the element's scale, as
  /// `scaleEffect(x:y:anchor:)` does; layout and drawing ignore it.
  nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
  }

  /// Sets the maximum number of lines of text, reserving room for all of them when asked.
  nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    setting(
      \.lineLimit, limit,
      attribute: reservesSpace ? .lineLimitReservingSpace(limit) : .lineLimit(limit))
  }

  /// Sizes this view relative to its nearest container along `axes`.
  nonisolated public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center
  ) -> some View {
    attribute(.containerRelativeFrame("\(axes)"))
  }

  /// Sizes this view to `span` of `count` equal parts of its container along `axes`.
  nonisolated public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    attribute(.containerRelativeFrame("\(axes), count: \(count), span: \(span)"))
  }
}

extension View {
  /// Sizes this view along `axes` by `length`, given its container's length and the axis.
  nonisolated public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center,
    _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    attribute(.containerRelativeFrame("\(axes), length"))
  }

  /// Says how a scroll view bounces at its ends (recorded; a terminal does not bounce).
  nonisolated public func scrollBounceBehavior(
    _ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]
  ) -> some View {
    attribute(.drawing(".scrollBounceBehavior(.\(behavior.name))"))
  }

  /// Describes the view's value to assistive technologies (recorded).
  nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
    attribute(.drawing(".accessibilityValue(\(String(value).debugDescription))"))
  }

  /// Describes the view's value to assistive technologies (recorded).
  nonisolated public func accessibilityValue(_ value: Text) -> some View {
    attribute(.drawing(".accessibilityValue(\(value.plainText.debugDescription))"))
  }

  /// Gives assistive technologies a hint of what the view does (recorded).
  nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
    attribute(.drawing(".accessibilityHint(\(String(hint).debugDescription))"))
  }

  /// Hides the view from assistive technologies (recorded; it stays on screen).
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View {
    attribute(.accessibilityHidden(hidden))
  }

  /// Gives assistive technologies a hint of what the view does (recorded).
  nonisolated public func accessibilityHint(_ hint: Text) -> some View {
    attribute(.drawing(".accessibilityHint(\(hint.plainText.debugDescription))"))
  }
}

/// How a scroll view bounces at its ends.
public struct ScrollBounceBehavior: Hashable, Sendable {
  let name: String
  /// The platform's default.
  public static let automatic = ScrollBounceBehavior(name: "automatic")
  /// Always bounces.
  public static let always = ScrollBounceBehavior(name: "always")
  /// Bounces only when the content is larger than the view.
  public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

extension Shape where Self == Rectangle {
  /// A rectangle.
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rectangle with rounded corners.
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)
    -> RoundedRectangle
  {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
}

extension Shape where Self == Circle {
  /// A circle.
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
  /// A capsule.
  public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
  /// An ellipse.
  public static var ellipse: Ellipse { Ellipse() }
}
