import Foundation

/// A view that displays one or more lines of read-only text.
public struct Text: Equatable, Sendable {
  /// The text shown.
  let plainText: String
  /// Styling applied with `Text`'s own modifiers (`bold()`, `font(_:)`, …).
  var attributes: [Attribute] = []

  /// Creates a text view that displays a string literal without localization.
  public init(verbatim content: String) {
    plainText = content
  }

  /// Creates a text view that displays a stored string without localization.
  public init<S: StringProtocol>(_ content: S) {
    plainText = String(content)
  }

  /// Creates a text view that displays localized content identified by a key.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    plainText = key.resolved
  }

  /// Creates a text view that displays the formatted representation of a value.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
    plainText = format.format(input)
  }

  /// Creates a text view that displays an image inline (read as its name).
  public init(_ image: Image) {
    plainText = image.name.spokenName
  }

  /// Concatenates the text in two text views in a new text view.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var text = Text(verbatim: lhs.plainText + rhs.plainText)
    text.attributes = lhs.attributes.filter(rhs.attributes.contains)
    return text
  }

  func adding(_ attribute: Attribute) -> Text {
    var text = self
    text.attributes.append(attribute)
    return text
  }

  /// Sets the default font for text in the view.
  public func font(_ font: Font?) -> Text { adding(.font(font)) }
  /// Sets the font weight of the text.
  public func fontWeight(_ weight: Font.Weight?) -> Text { adding(.fontWeight(weight)) }
  /// Applies a bold font weight to the text.
  public func bold() -> Text { adding(.bold(true)) }
  /// Applies a bold font weight to the text when `isActive`.
  public func bold(_ isActive: Bool) -> Text { adding(.bold(isActive)) }
  /// Applies italics to the text.
  public func italic() -> Text { adding(.italic(true)) }
  /// Applies italics to the text when `isActive`.
  public func italic(_ isActive: Bool) -> Text { adding(.italic(isActive)) }
  /// Sets the color of the text displayed by this view.
  public func foregroundColor(_ color: Color?) -> Text { adding(.foregroundColor(color)) }
  /// Sets the style of the text displayed by this view.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    adding(.foregroundStyle(AnyShapeStyle(style)))
  }
}

extension Text: View, PrimitiveView {
  /// Text has no body.
  public var body: Never { primitiveBody(Self.self) }

  package func update(in node: Node) {}

  package func output(in node: Node) -> NodeOutput {
    node.leafOutput(role: .text(plainText), attributes: attributes)
  }
}
