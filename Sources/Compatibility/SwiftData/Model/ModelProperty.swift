import Foundation

/// The arguments of `@Attribute`, as the property list `@Model` writes carries them.
public struct AttributeSpec {
  let options: [Schema.Attribute.Option]
  let originalName: String?

  /// The arguments as `@Attribute` takes them.
  public init(
    _ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil
  ) {
    self.options = options
    self.originalName = originalName
  }
}

/// The arguments of `@Relationship`, as the property list `@Model` writes carries them.
public struct RelationshipSpec {
  let options: [Schema.Relationship.Option]
  let deleteRule: Schema.Relationship.DeleteRule
  let minimumModelCount: Int?
  let maximumModelCount: Int?
  let originalName: String?
  let inverse: AnyKeyPath?

  /// The arguments as `@Relationship` takes them.
  public init(
    _ options: Schema.Relationship.Option...,
    deleteRule: Schema.Relationship.DeleteRule = .nullify, minimumModelCount: Int? = 0,
    maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil,
    hashModifier: String? = nil
  ) {
    self.options = options
    self.deleteRule = deleteRule
    self.minimumModelCount = minimumModelCount
    self.maximumModelCount = maximumModelCount
    self.originalName = originalName
    self.inverse = inverse
  }
}

/// One persisted property of a model type, as `@Model` lists it: its name, its key path, and how
/// to read and write its storage without observation (for the store and for restoring).
public struct ModelProperty {
  /// The property's name.
  public let name: String
  /// The property's public key path (`\Item.name`), as predicates and sort descriptors name it.
  public let keyPath: AnyKeyPath
  let valueType: Any.Type
  let kind: ValueKind
  let read: (AnyObject) -> Any
  /// Writes the storage without telling observers (restoring a model).
  let write: ((AnyObject, Any) -> Bool)?
  /// Writes the storage and tells observers (the other side of a relationship kept in step).
  let writeObserved: ((AnyObject, Any) -> Bool)?
  let attribute: AttributeSpec?
  let relationship: RelationshipSpec?
  /// The property's initial value as written in the class, for rows added before it existed.
  let defaultValue: (() -> Any)?

  /// A `var` with its storage; `@Attribute`'s options when it had one, and its initial value
  /// when it has one.
  /// `read` reads the storage directly (`@Model` writes it), cheaper than through `storage`.
  public init<Model: PersistentModel, Value>(
    name: String, keyPath: KeyPath<Model, Value>, storage: ReferenceWritableKeyPath<Model, Value>,
    attribute: AttributeSpec? = nil, defaultValue: (() -> Value)? = nil,
    read: ((Model) -> Value)? = nil
  ) {
    self.init(
      name: name, keyPath: keyPath, storage: storage, attribute: attribute, relationship: nil,
      defaultValue: defaultValue.map { make in { make() as Any } }, read: read)
  }

  /// A `var` holding models, with `@Relationship`'s options.
  public init<Model: PersistentModel, Value>(
    name: String, keyPath: KeyPath<Model, Value>, storage: ReferenceWritableKeyPath<Model, Value>,
    relationship: RelationshipSpec, read: ((Model) -> Value)? = nil
  ) {
    self.init(
      name: name, keyPath: keyPath, storage: storage, attribute: nil, relationship: relationship,
      defaultValue: nil, read: read)
  }

  /// A `let`: set once when the model is made or restored.
  public init<Model: PersistentModel, Value>(
    name: String, keyPath: KeyPath<Model, Value>, attribute: AttributeSpec? = nil,
    read: ((Model) -> Value)? = nil
  ) {
    self.name = name
    self.keyPath = keyPath
    valueType = Value.self
    kind = ValueKind.of(Value.self)
    if let read {
      self.read = { object in (object as? Model).map(read) as Any }
    } else {
      self.read = { object in (object as? Model).map { $0[keyPath: keyPath] } as Any }
    }
    write = nil
    writeObserved = nil
    self.attribute = attribute
    relationship = nil
    defaultValue = nil
  }

  private init<Model: PersistentModel, Value>(
    name: String, keyPath: KeyPath<Model, Value>, storage: ReferenceWritableKeyPath<Model, Value>,
    attribute: AttributeSpec?, relationship: RelationshipSpec?, defaultValue: (() -> Any)?,
    read: ((Model) -> Value)?
  ) {
    self.name = name
    self.keyPath = keyPath
    valueType = Value.self
    kind = ValueKind.of(Value.self)
    if let read {
      self.read = { object in
        guard let model = object as? Model else { return Optional<Value>.none as Any }
        return read(model)
      }
    } else {
      self.read = { object in
        guard let model = object as? Model else { return Optional<Value>.none as Any }
        return model[keyPath: storage]
      }
    }
    write = { object, value in
      guard let model = object as? Model, let value = value as? Value else { return false }
      model[keyPath: storage] = value
      return true
    }
    writeObserved = { object, value in
      guard let model = object as? Model, let value = value as? Value else { return false }
      model._$observationRegistrar.withMutation(of: model, keyPath: keyPath) {
        model[keyPath: storage] = value
      }
      return true
    }
    self.attribute = attribute
    self.relationship = relationship
    self.defaultValue = defaultValue
  }

  /// Whether the property holds other models.
  var isRelationship: Bool {
    switch kind {
    case .toOne, .toMany: true
    default: false
    }
  }
}

/// The uniqueness constraints and indexes `#Unique` and `#Index` declare in a model's body.
public struct ModelConstraints {
  let unique: [[AnyKeyPath]]
  let indexes: [[AnyKeyPath]]

  /// Key-path lists as the macros take them.
  public init<Model>(unique: [[PartialKeyPath<Model>]], indexes: [[PartialKeyPath<Model>]]) {
    self.unique = unique.map { $0.map { $0 as AnyKeyPath } }
    self.indexes = indexes.map { $0.map { $0 as AnyKeyPath } }
  }
}
