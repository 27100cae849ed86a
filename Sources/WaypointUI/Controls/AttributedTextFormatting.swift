import Foundation

/// A namespace for types that define how text can be styled: definitions, their builder and
/// the value constraints they combine.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public enum AttributedTextFormatting: Sendable {}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension AttributedTextFormatting {
  /// A result builder that combines formatting definitions.
  @resultBuilder
  public struct DefinitionBuilder<Scope>: Sendable {
    /// Passes a definition through.
    public static func buildExpression<D: AttributedTextFormattingDefinition>(_ definition: D) -> D
    where Scope == D.Scope {
      definition
    }

    /// A block of one definition is that definition.
    public static func buildBlock<D: AttributedTextFormattingDefinition>(_ definition: D) -> D {
      definition
    }

    /// An empty block allows any attributes.
    public static func buildBlock<S: AttributeScope>() -> EmptyDefinition<S> {
      EmptyDefinition()
    }

    /// A block of several definitions applies each in turn.
    public static func buildBlock<F: AttributedTextFormattingDefinition, each D>(
      _ first: F, _ definition: repeat each D
    ) -> TupleDefinition<F.Scope, F, repeat each D>
    where repeat each D: AttributedTextFormattingDefinition {
      TupleDefinition(definition: first, repeat each definition)
    }

    /// A definition under `if #available`, type-erased.
    public static func buildLimitedAvailability<D: AttributedTextFormattingDefinition>(
      _ definition: D
    ) -> AnyDefinition<Scope> where Scope == D.Scope {
      AnyDefinition(definition)
    }

    /// A definition under `if`: applied only when the condition held.
    public static func buildIf<D: AttributedTextFormattingDefinition>(_ definition: D?) -> D?
    where Scope == D.Scope {
      definition
    }

    /// The first branch of an `if`/`else`.
    public static func buildEither<T, F>(first: T) -> _ConditionalContent<T, F>
    where
      Scope == T.Scope, T: AttributedTextFormattingDefinition,
      F: AttributedTextFormattingDefinition, T.Scope == F.Scope
    {
      _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else`.
    public static func buildEither<T, F>(second: F) -> _ConditionalContent<T, F>
    where
      Scope == T.Scope, T: AttributedTextFormattingDefinition,
      F: AttributedTextFormattingDefinition, T.Scope == F.Scope
    {
      _ConditionalContent(storage: .falseContent(second))
    }
  }

  /// A definition that allows any attributes.
  public struct EmptyDefinition<Scope: AttributeScope>: AttributedTextFormattingDefinition,
    PrimitiveFormattingDefinition, Sendable
  {
    /// Creates an empty definition.
    public init() {}
    /// The definition itself.
    public var body: EmptyDefinition<Scope> { self }
    func apply(to container: inout AttributeContainer) {}
  }

  /// A type-erased definition.
  public struct AnyDefinition<Scope: AttributeScope>: AttributedTextFormattingDefinition,
    PrimitiveFormattingDefinition
  {
    let constrainer: (inout AttributeContainer) -> Void

    /// Creates a type-erased definition of `definition`.
    public init<D: AttributedTextFormattingDefinition>(_ definition: D) where Scope == D.Scope {
      constrainer = { definition.constrain(&$0) }
    }

    init(constrainer: @escaping (inout AttributeContainer) -> Void) {
      self.constrainer = constrainer
    }

    /// The definition itself.
    public var body: AnyDefinition<Scope> { self }
    func apply(to container: inout AttributeContainer) { constrainer(&container) }
  }

  /// A definition made of several, applied in order.
  public struct TupleDefinition<Scope: AttributeScope, each Definition>:
    AttributedTextFormattingDefinition, PrimitiveFormattingDefinition
  where repeat each Definition: AttributedTextFormattingDefinition {
    let definitions: (repeat each Definition)

    /// Creates a definition of each of `definition`.
    public init(definition: repeat each Definition) {
      definitions = (repeat each definition)
    }

    /// The definition itself.
    public var body: TupleDefinition<Scope, repeat each Definition> { self }

    func apply(to container: inout AttributeContainer) {
      for definition in repeat each definitions { definition.constrain(&container) }
    }
  }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension _ConditionalContent: AttributedTextFormattingDefinition, PrimitiveFormattingDefinition
where
  TrueContent: AttributedTextFormattingDefinition, FalseContent: AttributedTextFormattingDefinition,
  TrueContent.Scope == FalseContent.Scope
{
  /// The scope of both branches.
  public typealias Scope = TrueContent.Scope
  /// The definition itself.
  public var body: _ConditionalContent<TrueContent, FalseContent> { self }

  func apply(to container: inout AttributeContainer) {
    switch storage {
    case .trueContent(let definition): definition.constrain(&container)
    case .falseContent(let definition): definition.constrain(&container)
    }
  }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension Optional: AttributedTextFormattingDefinition
where Wrapped: AttributedTextFormattingDefinition {
  /// The wrapped definition when there is one; otherwise any attributes are allowed.
  public var body: some AttributedTextFormattingDefinition<Wrapped.Scope> {
    AttributedTextFormatting.AnyDefinition<Wrapped.Scope> { container in
      self?.constrain(&container)
    }
  }
}
