import Foundation

/// A string on screen: recorded as a text element, which the layout pass wraps to the width it
/// is offered and every renderer draws with the styling recorded on it.
public struct Text: Equatable, Sendable {
  /// The text shown.
  let plainText: String
  /// Styling applied with `Text`'s own modifiers (`bold()`, `font(_:)`, …).
  var attributes: [Attribute] = []

  /// Shows `content` exactly as given; it is never treated as a localization key.
  public init(verbatim content: String) {
    plainText = content
  }

  /// Shows a string value (any `StringProtocol`) as it is, with no key lookup.
  public init<S: StringProtocol>(_ content: S) {
    plainText = String(content)
  }

  /// Shows `key` with its interpolations filled in. There are no string tables yet, so
  /// `tableName`, `bundle` and `comment` are accepted and ignored.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    plainText = key.resolved
  }

  /// Shows `input` as `format` writes it, formatted once when the text is made.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
    plainText = format.format(input)
  }

  /// Shows an image's name in words, as a screen reader would speak it, in place of the image.
  public init(_ image: Image) {
    plainText = image.name.spokenName
  }

  /// Joins two texts into one; only the styling both sides carry is kept on the result.
  @available(*, deprecated, message: "Use Text interpolation instead")
  @available(iOS, introduced: 13.0, deprecated: 26.0, message: "Use Text interpolation instead")
  @available(macOS, introduced: 10.15, deprecated: 26.0, message: "Use Text interpolation instead")
  public static func + (lhs: Text, rhs: Text) -> Text { lhs.joined(with: rhs) }

  /// The two texts as one: what `+` does, for Waypoint's own views.
  func joined(with other: Text) -> Text {
    var text = Text(verbatim: plainText + other.plainText)
    text.attributes = attributes.filter(other.attributes.contains)
    return text
  }

  func adding(_ attribute: Attribute) -> Text {
    var text = self
    text.attributes.append(attribute)
    return text
  }

  /// Records `font` on this text, still a `Text`; nil leaves the inherited font in place.
  public func font(_ font: Font?) -> Text { adding(.font(font)) }
  /// Records a weight; the terminal shows semibold and heavier as bold, the browser uses it.
  public func fontWeight(_ weight: Font.Weight?) -> Text { adding(.fontWeight(weight)) }
  /// Records bold on this text, shown bold by every renderer.
  public func bold() -> Text { adding(.bold(true)) }
  /// Records bold on or off (`false` undoes a bold set further out).
  public func bold(_ isActive: Bool) -> Text { adding(.bold(isActive)) }
  /// Records italic on this text (slanted where the renderer can slant it).
  public func italic() -> Text { adding(.italic(true)) }
  /// Records italic on or off (`false` undoes an italic set further out).
  public func italic(_ isActive: Bool) -> Text { adding(.italic(isActive)) }
  /// Records a color for the glyphs; nil keeps the inherited one.
  @available(*, deprecated, renamed: "foregroundStyle(_:)")
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
  public func foregroundColor(_ color: Color?) -> Text { adding(.foregroundColor(color)) }
  /// Records a shape style for the glyphs; renderers act on a color, the tint, or a level
  /// such as `.secondary` (dimmed).
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    adding(.foregroundStyle(AnyShapeStyle(style)))
  }
}

extension Text: View, PrimitiveView {
  /// Text has no body.
  public var body: Never { primitiveBody(Self.self) }
}

extension Text: LeafView {
  package func leafContent() -> (role: Role, attributes: [Attribute])? {
    (.text(plainText), attributes)
  }
}
