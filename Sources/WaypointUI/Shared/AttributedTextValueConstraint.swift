import Foundation

/// A protocol for defining a constraint on the value of a certain attribute.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public protocol AttributedTextValueConstraint: Hashable, Sendable,
  AttributedTextFormattingDefinition
{
  /// The attribute the constraint applies to.
  associatedtype AttributeKey: AttributedStringKey where AttributeKey.Value: Sendable
  /// Changes the attribute in `container` to a value the constraint allows.
  func constrain(
    _ container: inout AttributedTextFormatting.AttributeContainerProxy<Scope, AttributeKey>)
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension AttributedTextValueConstraint {
  /// A value constraint is its own body.
  public var body: Self { self }

  /// The attributes a constraint reads and changes.
  public typealias Attributes = AttributedTextFormatting.AttributeContainerProxy<
    Scope, AttributeKey
  >
}
