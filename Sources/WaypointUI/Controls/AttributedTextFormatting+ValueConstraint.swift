import Foundation

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension AttributedTextFormatting {
  /// A constraint that limits an attribute to a set of values: any other value becomes the
  /// default one.
  public struct ValueConstraint<Scope: AttributeScope, AttributeKey: AttributedStringKey>:
    AttributedTextValueConstraint
  where AttributeKey.Value: Sendable {
    let allowedValues: Set<AttributeKey.Value?>
    let defaultValue: AttributeKey.Value?

    /// A constraint on the attribute at `keyPath` of the scope.
    public init(
      for keyPath: KeyPath<Scope, AttributeKey>, values allowedValues: Set<AttributeKey.Value?>,
      default defaultValue: AttributeKey.Value?
    ) {
      self.init(for: AttributeKey.self, values: allowedValues, default: defaultValue)
    }

    /// A constraint on `attribute`.
    public init(
      for attribute: AttributeKey.Type, values allowedValues: Set<AttributeKey.Value?>,
      default defaultValue: AttributeKey.Value?
    ) {
      self.allowedValues = allowedValues
      self.defaultValue = defaultValue
    }

    /// Replaces a value the constraint does not allow with its default value.
    public func constrain(
      _ container: inout AttributedTextFormatting.ValueConstraint<Scope, AttributeKey>.Attributes
    ) {
      if !allowedValues.contains(container[AttributeKey.self]) {
        container[AttributeKey.self] = defaultValue
      }
    }
  }

  /// The attributes of some text, as a value constraint reads and changes them: any attribute
  /// may be read, the constrained one also set.
  @dynamicMemberLookup
  public struct AttributeContainerProxy<Scope: AttributeScope, Attribute: AttributedStringKey>:
    Sendable
  where Attribute.Value: Sendable {
    var container: AttributeContainer

    /// The value of the attribute `key`.
    public subscript<K: AttributedStringKey>(key: K.Type) -> K.Value? where K.Value: Sendable {
      mutating get { container[K.self] }
    }

    /// The value of the attribute at `keyPath`.
    public subscript<K: AttributedStringKey>(
      dynamicMember keyPath: KeyPath<AttributeDynamicLookup, K>
    ) -> K.Value? where K.Value: Sendable {
      mutating get { container[K.self] }
    }

    /// The value of the attribute at `keyPath` of the scope.
    public subscript<K: AttributedStringKey>(dynamicMember keyPath: KeyPath<Scope, K>) -> K.Value?
    where K.Value: Sendable {
      mutating get { container[K.self] }
    }

    /// The value of the constrained attribute.
    public subscript(key: Attribute.Type) -> Attribute.Value? {
      get { container[Attribute.self] }
      set { container[Attribute.self] = newValue }
    }

    /// The value of the constrained attribute, at `keyPath` of the scope.
    public subscript(dynamicMember keyPath: KeyPath<Scope, Attribute>) -> Attribute.Value? {
      get { container[Attribute.self] }
      set { container[Attribute.self] = newValue }
    }

    /// The value of the constrained attribute, at `keyPath`.
    public subscript(dynamicMember keyPath: KeyPath<AttributeDynamicLookup, Attribute>)
      -> Attribute.Value?
    {
      get { container[Attribute.self] }
      set { container[Attribute.self] = newValue }
    }

    /// The attributes of a nested scope, at `keyPath` of the scope.
    public subscript<S: AttributeScope>(dynamicMember keyPath: KeyPath<Scope, S>) -> Scoped<S> {
      get { Scoped(container: container) }
      set { container = newValue.container }
    }

    /// The attributes of a scope, found among all scopes.
    @_disfavoredOverload
    public subscript<S: AttributeScope>(dynamicMember keyPath: KeyPath<AttributeScopes, S.Type>)
      -> Scoped<S>
    {
      get { Scoped(container: container) }
      set { container = newValue.container }
    }

    /// The attributes of the scope `scope`.
    public subscript<S: AttributeScope>(scope: S.Type) -> Scoped<S> {
      get { Scoped(container: container) }
      set { container = newValue.container }
    }
  }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension AttributedTextFormatting.AttributeContainerProxy {
  /// The attributes of one scope, as a value constraint reads and changes them.
  @dynamicMemberLookup
  public struct Scoped<Subscope: AttributeScope>: Sendable {
    var container: AttributeContainer

    /// The value of the attribute at `keyPath` of the scope.
    public subscript<K: AttributedStringKey>(dynamicMember keyPath: KeyPath<Subscope, K>)
      -> K.Value? where K.Value: Sendable
    {
      mutating get { container[K.self] }
    }

    /// The value of the constrained attribute, at `keyPath` of the scope.
    public subscript(dynamicMember keyPath: KeyPath<Subscope, Attribute>) -> Attribute.Value? {
      get { container[Attribute.self] }
      set { container[Attribute.self] = newValue }
    }
  }
}
