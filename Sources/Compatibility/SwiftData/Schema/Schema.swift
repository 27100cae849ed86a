import Foundation

/// The model types a container stores (and every type their relationships reach), each an
/// entity with its attributes and relationships, at a version.
public final class Schema: Hashable, @unchecked Sendable, CustomStringConvertible {
  /// The entities, in the order their types were given (types reached through relationships
  /// after them).
  public let entities: [Entity]
  /// The entities by name.
  public let entitiesByName: [String: Entity]
  /// The schema's version: a versioned schema's, else the one given.
  public let version: Version

  /// A schema with no entities.
  public convenience init() {
    self.init([], version: Version(0, 0, 0))
  }

  /// The schema of `types` and every model type their relationships reach.
  public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
    var ordered: [any PersistentModel.Type] = []
    var seen: Set<ObjectIdentifier> = []
    var pending = types
    while !pending.isEmpty {
      let type = pending.removeFirst()
      guard seen.insert(ObjectIdentifier(type)).inserted else { continue }
      ordered.append(type)
      for property in ModelDescription.of(type).properties {
        if let destination = ModelDescription.destination(of: property) {
          pending.append(destination)
        }
      }
    }
    entities = ordered.map { Entity(ModelDescription.of($0)) }
    entitiesByName = Dictionary(entities.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    self.version = version
  }

  /// The schema of a versioned schema's models, at its version.
  public convenience init(versionedSchema: any VersionedSchema.Type) {
    self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
  }

  /// The entity of `type`, when the schema has it.
  func entity(for type: any PersistentModel.Type) -> Entity? {
    entities.first { $0.model.type == type }
  }

  /// `Schema(1.0.0: Item, Tag)`.
  public var description: String {
    "Schema(\(version): \(entities.map(\.name).joined(separator: ", ")))"
  }

  /// Schemas are equal when they have the same version and entities.
  public static func == (lhs: Schema, rhs: Schema) -> Bool {
    lhs.version == rhs.version && lhs.entities.map(\.name) == rhs.entities.map(\.name)
  }

  /// Hashes the version and the entity names.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(version)
    hasher.combine(entities.map(\.name))
  }
}

extension Schema {
  /// One model type of a schema: its name (the class's), its attributes and its relationships.
  public final class Entity: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The class's name, which is also its table's.
    public let name: String
    /// The persisted properties that are values.
    public let attributes: [Attribute]
    /// The persisted properties that hold models.
    public let relationships: [Relationship]
    /// The names of each `#Unique` constraint's properties, and of each unique attribute.
    public let uniquenessConstraints: [[String]]
    /// The names of each `#Index`'s properties.
    public let indices: [[String]]
    let model: ModelDescription

    init(_ description: ModelDescription) {
      model = description
      name = description.entityName
      var attributes: [Attribute] = []
      var relationships: [Relationship] = []
      for property in description.properties {
        if let destination = ModelDescription.destination(of: property) {
          let spec = property.relationship
          var isToOne = false
          if case .toOne = property.kind { isToOne = true }
          relationships.append(
            Relationship(
              name: property.name, options: spec?.options ?? [],
              deleteRule: spec?.deleteRule ?? .nullify,
              destination: ModelDescription.of(destination).entityName,
              inverseName: description.inverseName(of: property), isToOne: isToOne,
              isOptional: property.kind.isOptional, originalName: spec?.originalName,
              minimumModelCount: spec?.minimumModelCount,
              maximumModelCount: spec?.maximumModelCount))
        } else {
          attributes.append(
            Attribute(
              name: property.name, options: property.attribute?.options ?? [],
              originalName: property.attribute?.originalName, valueType: property.valueType,
              isOptional: property.kind.isOptional))
        }
      }
      self.attributes = attributes
      self.relationships = relationships
      func names(_ keyPaths: [AnyKeyPath]) -> [String] {
        keyPaths.compactMap { description.property(for: $0)?.name }
      }
      uniquenessConstraints =
        attributes.filter(\.isUnique).map { [$0.name] }
        + description.constraints.unique.map(names)
      indices = description.constraints.indexes.map(names)
    }

    /// `Item(name, date, tags → [Tag])`.
    public var description: String {
      let parts = attributes.map(\.name) + relationships.map(\.description)
      return "\(name)(\(parts.joined(separator: ", ")))"
    }

    /// Entities are equal when their names, attributes and relationships are.
    public static func == (lhs: Entity, rhs: Entity) -> Bool {
      lhs.name == rhs.name && lhs.attributes == rhs.attributes
        && lhs.relationships == rhs.relationships
    }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
  }
}
