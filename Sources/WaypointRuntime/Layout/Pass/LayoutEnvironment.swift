import Foundation

/// What an element's size depends on besides the element itself: what its ancestors set for
/// their content (font, line limits) and where it sits (the stack axis a spacer stretches
/// along). Sizes kept on an element are reused only with an equal environment.
package struct LayoutEnvironment: Equatable {
  /// An environment kept on the elements measured with it: one object for an element and
  /// every descendant that inherits the same, rather than a copy of its fonts in each.
  final class Shared: Sendable {
    let value: LayoutEnvironment
    init(_ value: LayoutEnvironment) { self.value = value }

    /// `first` or else `second` when it holds `value`; otherwise one `pass` made for an
    /// equal value elsewhere (a list's rows hold their content in the same environment, each
    /// row's apart from its siblings'), or a new object.
    static func of(
      _ value: LayoutEnvironment, sharing first: Shared?, _ second: Shared?, in pass: LayoutPass
    ) -> Shared {
      if let first, first.value == value { return first }
      if let second, second.value == value { return second }
      return pass.sharedEnvironment(for: value)
    }
  }

  /// The font text is measured in (`.font` on the element or an ancestor; body otherwise).
  var font: Font = .body
  /// Whether `.bold()` on the element or an ancestor makes its text bold.
  var isBold = false
  /// The weight `.fontWeight` on the element or an ancestor gives its text.
  var weight: Font.Weight?
  /// The most lines a text shows (`.lineLimit`).
  var lineLimit: Int?
  /// The lines a text reserves even when shorter (`.lineLimit(_:reservesSpace: true)`).
  var reservedLines: Int?
  /// How far text may shrink to fit (`.minimumScaleFactor`; 1: not at all).
  var minimumScaleFactor: CGFloat = 1
  /// The axis of the stack the element is a child of, if it is one's.
  var stackAxis: Axis?
  /// Changes when the host's text metrics change, so that no size measured with others is kept.
  var metricsEpoch: Int = 0

  /// The environment an element with `role` measures its own content in: its own attributes
  /// applied, over what its role sets (a list section's header and footer are footnotes).
  func applying(_ attributes: [Attribute], role: Role? = nil) -> LayoutEnvironment {
    var result = self
    if role == .header || role == .footer { result.font = .footnote }
    var fontSet = false
    var limitSet = false
    var scaleSet = false
    var boldSet = false
    var weightSet = false
    // Attributes are innermost first, and the innermost setting wins.
    for attribute in attributes {
      switch attribute {
      case .font(let font?) where !fontSet:
        result.font = font
        fontSet = true
      case .lineLimit(let limit) where !limitSet:
        result.lineLimit = limit
        limitSet = true
      case .lineLimitReservingSpace(let limit) where !limitSet:
        result.lineLimit = limit
        result.reservedLines = limit
        limitSet = true
      case .bold(let isBold) where !boldSet:
        result.isBold = isBold
        boldSet = true
      case .fontWeight(let weight) where !weightSet:
        result.weight = weight
        weightSet = true
      case .minimumScaleFactor(let factor) where !scaleSet:
        result.minimumScaleFactor = min(1, max(0, factor))
        scaleSet = true
      default: break
      }
    }
    return result
  }

  /// The font text is measured in: `font` with the weight and boldness set around it.
  var textFont: Font {
    guard weight != nil || isBold else { return font }
    var result = font
    if let weight { result.weight = weight }
    if isBold { result.isBold = true }
    return result
  }
}
