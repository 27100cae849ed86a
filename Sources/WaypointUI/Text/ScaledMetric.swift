import Foundation

/// A dynamic property that scales a numeric value with the text size the person chose: a value
/// given at the `.large` size grows and shrinks as the font of `textStyle` does.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  let baseValue: Value
  let textStyle: Font.TextStyle
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize

  /// A value scaled like the font of `textStyle`.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    baseValue = wrappedValue
    self.textStyle = textStyle
  }

  /// A value scaled like the body font.
  public init(wrappedValue: Value) {
    self.init(wrappedValue: wrappedValue, relativeTo: .body)
  }

  /// The value scaled for the environment's text size.
  @MainActor
  public var wrappedValue: Value {
    let style = Font.defaultSize(of: textStyle)
    let scaled = Font.system(textStyle, design: nil, weight: nil).resolve(
      in: Font.Context(dynamicTypeSize: dynamicTypeSize, legibilityWeight: nil)
    ).pointSize
    guard style > 0 else { return baseValue }
    return baseValue * Value(scaled / style)
  }
}
