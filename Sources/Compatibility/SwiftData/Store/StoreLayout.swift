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
    /// `INSERT` of a whole row (`_pk`, then every column in property order), made once.
    let insertSQL: String

    init(entity: ModelDescription, columns: [String?], toMany: [String: ToManyStorage]) {
      self.entity = entity
      self.columns = columns
      self.toMany = toMany
      columnNames = columns.compactMap { $0 }
      let names = ["_pk"] + columnNames.map(quoted)
      insertSQL =
        "INSERT INTO \(quoted(entity.entityName)) (\(names.joined(separator: ", "))) VALUES ("
        + Array(repeating: "?", count: names.count).joined(separator: ", ") + ")"
    }

    var name: String { entity.entityName }
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
  /// Every join table, by name.
  let joinTables: Set<String>

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
        entity: description, columns: columns, toMany: toMany)
    }
    self.tables = tables
    self.joinTables = joinTables
  }
}

/// An SQL identifier, quoted.
func quoted(_ identifier: String) -> String {
  guard identifier.utf8.contains(UInt8(ascii: "\"")) else { return "\"\(identifier)\"" }
  return "\"\(identifier.replacingOccurrences(of: "\"", with: "\"\""))\""
}
