import Foundation

/// How a schema's entities lie in SQLite: a table per entity (`_pk` and a column per attribute
/// and to-one relationship, named as the property), and a join table for each to-many
/// relationship whose inverse is not to-one (one table for both sides of a many-to-many).
struct StoreLayout {
  /// One entity's table.
  struct Table {
    let entity: ModelDescription
    /// The column of each property, by property index; nil for a to-many relationship.
    let columns: [String?]
    /// How each to-many relationship is stored, by property name.
    let toMany: [String: ToManyStorage]
    /// The columns in property order, without the to-many relationships' nils.
    let columnNames: [String]
    /// For each of `columnNames`, what writing a row needs of its property: a few fields instead
    /// of the whole description, which a loop over thousands of rows would copy each time.
    let columnReaders: [ColumnReader]
    /// `INSERT` of a whole row (`_pk`, then every column in property order), made once.
    let insertSQL: String
    /// The schema's uniqueness constraints on the entity, by property names.
    let uniquenessConstraints: [[String]]

    init(
      entity: ModelDescription, columns: [String?], toMany: [String: ToManyStorage],
      uniquenessConstraints: [[String]] = []
    ) {
      self.entity = entity
      self.columns = columns
      self.toMany = toMany
      self.uniquenessConstraints = uniquenessConstraints.filter { !$0.isEmpty }
      columnNames = columns.compactMap { $0 }
      columnReaders = entity.properties.indices.filter { columns[$0] != nil }.map { index in
        let property = entity.properties[index]
        let isToOne = if case .toOne = property.kind { true } else { false }
        return ColumnReader(
          property: index, read: property.read, kind: property.kind, isToOne: isToOne)
      }
      let names = ["_pk"] + columnNames.map(quoted)
      insertSQL =
        "INSERT INTO \(quoted(entity.entityName)) (\(names.joined(separator: ", "))) VALUES ("
        + Array(repeating: "?", count: names.count).joined(separator: ", ") + ")"
    }

    var name: String { entity.entityName }
  }

  /// How to read one column's value from a model.
  struct ColumnReader {
    /// The property's index in the entity's description.
    let property: Int
    let read: (AnyObject) -> Any
    let kind: ValueKind
    /// A to-one relationship, whose column holds the related row's key.
    let isToOne: Bool
  }

  /// Where a to-many relationship's members are found.
  enum ToManyStorage {
    /// The members' to-one column pointing back (`inverse` in the destination's table).
    case inverseColumn(destination: ModelDescription, column: String)
    /// A join table: this side's rows in `ownerColumn`, the members' in `memberColumn`.
    case joinTable(
      name: String, ownerColumn: String, memberColumn: String,
      destination: ModelDescription)
  }

  let tables: [String: Table]
  /// The same tables by model type, for the lookups made once per model written.
  private let tablesByType: [ObjectIdentifier: Table]
  /// Every join table, by name.
  let joinTables: Set<String>

  /// The table of models of `type`.
  func table(of type: any PersistentModel.Type) -> Table? {
    tablesByType[ObjectIdentifier(type)]
  }

  init(schema: Schema) {
    var tables: [String: Table] = [:]
    var joinTables: Set<String> = []
    for entity in schema.entities {
      let description = entity.model
      var columns: [String?] = []
      var toMany: [String: ToManyStorage] = [:]
      for property in description.properties {
        guard case .toMany(let destinationType) = property.kind else {
          columns.append(property.name)
          continue
        }
        columns.append(nil)
        let destination = ModelDescription.of(destinationType)
        let inverse = description.inverseName(of: property).flatMap { destination[$0] }
        if let inverse, case .toOne = inverse.kind {
          toMany[property.name] = .inverseColumn(destination: destination, column: inverse.name)
          continue
        }
        let own = "\(description.entityName).\(property.name)"
        if let inverse {
          let other = "\(destination.entityName).\(inverse.name)"
          let canonical = min(own, other)
          let name = canonical.replacingOccurrences(of: ".", with: "_")
          let ownerIsFirst = canonical == own
          toMany[property.name] = .joinTable(
            name: name, ownerColumn: ownerIsFirst ? "_owner" : "_member",
            memberColumn: ownerIsFirst ? "_member" : "_owner", destination: destination)
          joinTables.insert(name)
        } else {
          let name = own.replacingOccurrences(of: ".", with: "_")
          toMany[property.name] = .joinTable(
            name: name, ownerColumn: "_owner", memberColumn: "_member", destination: destination)
          joinTables.insert(name)
        }
      }
      tables[description.entityName] = Table(
        entity: description, columns: columns, toMany: toMany,
        uniquenessConstraints: entity.uniquenessConstraints)
    }
    self.tables = tables
    tablesByType = Dictionary(
      tables.values.map { (ObjectIdentifier($0.entity.type), $0) }, uniquingKeysWith: { a, _ in a })
    self.joinTables = joinTables
  }
}

/// An SQL identifier, quoted.
func quoted(_ identifier: String) -> String {
  guard identifier.utf8.contains(UInt8(ascii: "\"")) else { return "\"\(identifier)\"" }
  return "\"\(identifier.replacingOccurrences(of: "\"", with: "\"\""))\""
}
