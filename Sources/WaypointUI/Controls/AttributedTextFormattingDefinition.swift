import Foundation

/// A protocol for defining how text can be styled in a certain context, such as a text editor:
/// its body combines value constraints that limit the attributes text may have.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public protocol AttributedTextFormattingDefinition<Scope> {
  /// The type of the definition's body.
  associatedtype Body: AttributedTextFormattingDefinition
  /// The attribute scope the definition constrains.
  associatedtype Scope: AttributeScope where Scope == Body.Scope
  /// The constraints that make up this definition.
  @AttributedTextFormatting.DefinitionBuilder<Scope> var body: Body { get }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension AttributedTextFormattingDefinition {
  /// A constraint on the values of one attribute.
  public typealias ValueConstraint = AttributedTextFormatting.ValueConstraint

  /// Changes every run of `string` to attributes this definition allows.
  public func constrain(_ string: inout AttributedString) {
    var changes: [(Range<AttributedString.Index>, AttributeContainer)] = []
    for run in string.runs {
      var attributes = run.attributes
      constrain(&attributes)
      if attributes != run.attributes { changes.append((run.range, attributes)) }
    }
    for (range, attributes) in changes { string[range].setAttributes(attributes) }
  }

  /// Changes `container` to attributes this definition allows.
  public func constrain(_ container: inout AttributeContainer) {
    if let primitive = self as? any PrimitiveFormattingDefinition {
      primitive.apply(to: &container)
    } else if let constraint = self as? any AttributedTextValueConstraint {
      constraint.applyConstraint(to: &container)
    } else {
      body.constrain(&container)
    }
  }
}

/// A built-in definition, which constrains attributes itself rather than through its body.
protocol PrimitiveFormattingDefinition {
  /// Changes `container` to attributes this definition allows.
  func apply(to container: inout AttributeContainer)
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension AttributedTextValueConstraint {
  /// Runs `constrain(_:)` on `container` through a proxy of its attribute.
  func applyConstraint(to container: inout AttributeContainer) {
    var proxy = Attributes(container: container)
    constrain(&proxy)
    container = proxy.container
  }
}
