import Foundation

extension Schema {
  /// One persisted property of an entity whose value is stored in its row (not a relationship).
  public final class Attribute: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// How an attribute is kept. `unique` is enforced by the store; the others are recorded
    /// (Waypoint keeps every value in its row; there is no CloudKit or Spotlight here).
    public struct Option: Hashable, Sendable {
      let kind: String
      /// The value may not repeat: inserting a model with a stored value updates that model.
      public static let unique = Option(kind: "unique")
      /// Recorded: large data is kept in the row here.
      public static let externalStorage = Option(kind: "externalStorage")
      /// Recorded: no CloudKit here.
      public static let allowsCloudEncryption = Option(kind: "allowsCloudEncryption")
      /// Recorded: history is not kept here.
      public static let preserveValueOnDeletion = Option(kind: "preserveValueOnDeletion")
      /// Recorded: changes are saved like any other here.
      public static let ephemeral = Option(kind: "ephemeral")
      /// Recorded: no Spotlight here.
      public static let spotlight = Option(kind: "spotlight")
      /// The value is stored through a value transformer's class; recorded, and the value is
      /// stored as `Codable` when it is.
      public static func transformable(by transformerType: AnyClass) -> Option {
        Option(kind: "transformable:\(transformerType)")
      }
      /// The value is stored through the transformer registered under `transformerName`
      /// (recorded, as above).
      public static func transformable(by transformerName: String) -> Option {
        Option(kind: "transformable:\(transformerName)")
      }
    }

    /// The property's name, which is its column's.
    public let name: String
    /// The options given with `@Attribute`.
    public let options: [Option]
    /// The name the property had in an earlier version of the schema, if it was renamed.
    public let originalName: String
    /// The property's declared type, as `@Model` listed it.
    public let valueType: Any.Type
    /// Whether the value may be nil.
    public let isOptional: Bool

    /// Whether the store keeps values of this attribute distinct.
    public var isUnique: Bool { options.contains(.unique) }

    init(
      name: String, options: [Option], originalName: String?, valueType: Any.Type,
      isOptional: Bool
    ) {
      self.name = name
      self.options = options
      self.originalName = originalName ?? name
      self.valueType = valueType
      self.isOptional = isOptional
    }

    /// `name: Type`.
    public var description: String { "\(name): \(valueType)" }

    /// Attributes are equal when name, type and options are.
    public static func == (lhs: Attribute, rhs: Attribute) -> Bool {
      lhs.name == rhs.name && lhs.valueType == rhs.valueType && lhs.options == rhs.options
        && lhs.isOptional == rhs.isOptional
    }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
  }

  /// A property of an entity that holds other models: one (to-one) or many (to-many).
  public final class Relationship: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// What deleting a model does to the models its relationship holds.
    public enum DeleteRule: String, Codable, Hashable, Sendable {
      /// They are deleted too.
      case cascade
      /// Deleting is refused while the relationship holds any: `save()` throws.
      case deny
      /// They stay; their side pointing back is cleared.
      case nullify
      /// They stay as they are.
      case noAction
    }

    /// Options for a relationship.
    public struct Option: Hashable, Sendable {
      let kind: String
      /// Recorded: related models are not deduplicated here.
      public static let unique = Option(kind: "unique")
    }

    /// The property's name.
    public let name: String
    /// The options given with `@Relationship`.
    public let options: [Option]
    /// What deleting the owner does to the models held.
    public let deleteRule: DeleteRule
    /// The entity name of the models held.
    public let destination: String
    /// The name of the property on the destination that points back, if there is one.
    public internal(set) var inverseName: String?
    /// Whether the relationship holds one model (else a collection).
    public let isToOneRelationship: Bool
    /// Whether a to-one relationship may be nil.
    public let isOptional: Bool
    /// The name the property had in an earlier version of the schema.
    public let originalName: String
    /// The fewest models a to-many relationship may hold (0: no minimum).
    public let minimumModelCount: Int?
    /// The most models a to-many relationship may hold (0: no maximum).
    public let maximumModelCount: Int?

    init(
      name: String, options: [Option], deleteRule: DeleteRule, destination: String,
      inverseName: String?, isToOne: Bool, isOptional: Bool, originalName: String?,
      minimumModelCount: Int?, maximumModelCount: Int?
    ) {
      self.name = name
      self.options = options
      self.deleteRule = deleteRule
      self.destination = destination
      self.inverseName = inverseName
      self.isToOneRelationship = isToOne
      self.isOptional = isOptional
      self.originalName = originalName ?? name
      self.minimumModelCount = minimumModelCount
      self.maximumModelCount = maximumModelCount
    }

    /// `name → Destination` (`[Destination]` when to-many).
    public var description: String {
      "\(name) → \(isToOneRelationship ? destination : "[\(destination)]")"
    }

    /// Relationships are equal when name, destination, cardinality and rule are.
    public static func == (lhs: Relationship, rhs: Relationship) -> Bool {
      lhs.name == rhs.name && lhs.destination == rhs.destination
        && lhs.isToOneRelationship == rhs.isToOneRelationship && lhs.deleteRule == rhs.deleteRule
    }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
  }
}
