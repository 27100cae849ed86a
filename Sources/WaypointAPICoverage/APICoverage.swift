/// How much of an inventory a package declares: each entry matched against the package's own
/// public declarations by kind, container, name, argument labels and parameter types.
public struct APICoverage: Sendable {
  /// What the package does with one declaration of the inventory.
  public enum Status: String, Sendable, Hashable, Codable {
    /// Declared, and the runtime acts on it.
    case behaves
    /// Declared, and kept on the semantic tree for renderers (its documentation says
    /// "recorded").
    case recorded
    /// Declared `@available(*, unavailable)` with a message saying why.
    case unavailable
    /// Not declared.
    case missing
  }

  /// One inventory entry and what the package does with it.
  public struct Item: Sendable {
    /// The entry.
    public var entry: APIInventory.Entry
    /// What the package does with it.
    public var status: Status
    /// Where the package declares it (`Sources/…:12`), when it does.
    public var location: String?
    /// For a missing entry: whether the package declares the same name and labels with other
    /// parameter types.
    public var hasOtherOverload: Bool
  }

  /// Counts for one area.
  public struct Tally: Sendable, Equatable {
    /// Entries that count towards the target.
    public var total = 0
    /// Of those, how many the package declares (behaving or recorded).
    public var declared = 0
    /// Of the declared, how many are only recorded.
    public var recorded = 0
    /// Entries left out of the targets, with a reason.
    public var excluded = 0

    /// Declared entries as a fraction of those that count.
    public var fraction: Double { total == 0 ? 1 : Double(declared) / Double(total) }
  }

  /// Every entry of the inventory with its status, in the inventory's order.
  public var items: [Item]

  /// Matches `inventory` against `declarations` (read from the package's sources).
  public init(inventory: APIInventory, declarations: [ReadDeclaration]) {
    var byName: [MatchKey: [ReadDeclaration]] = [:]
    for read in declarations {
      byName[MatchKey(read.declaration), default: []].append(read)
    }
    // A parameter generic over a protocol of Waypoint's own (`some StorableValue`) stands for
    // the several overloads SwiftUI declares one type at a time; it accepts any type here.
    let appleTypes = Set(inventory.entries.map(\.declaration.qualifiedName))
    let ownProtocols = Set(
      declarations.filter { $0.declaration.kind == .type }.map(\.declaration.qualifiedName)
    ).subtracting(appleTypes)
    let wildcards = Set(ownProtocols.map { "some \($0)" })
    items = inventory.entries.map { entry in
      let candidates = byName[MatchKey(entry.declaration)] ?? []
      if let match = candidates.first(where: {
        Self.accepts($0.declaration, entry.declaration, wildcards: wildcards)
      }) {
        let status: Status =
          match.isUnavailable
          ? .unavailable
          : match.bodyRecords || match.documentation.lowercased().contains("recorded")
            ? .recorded : .behaves
        return Item(entry: entry, status: status, location: match.location, hasOtherOverload: false)
      }
      let sameLabels = candidates.contains {
        $0.declaration.parameters?.map(\.label) == entry.declaration.parameters?.map(\.label)
      }
      return Item(entry: entry, status: .missing, location: nil, hasOtherOverload: sameLabels)
    }
  }

  /// Tallies by area.
  public var byArea: [APIArea: Tally] {
    var result: [APIArea: Tally] = [:]
    for item in items {
      var tally = result[item.entry.area] ?? Tally()
      tally.add(item)
      result[item.entry.area] = tally
    }
    return result
  }

  /// The tally over every area.
  public var overall: Tally {
    var tally = Tally()
    for item in items { tally.add(item) }
    return tally
  }

  /// The tally of the areas outside `APIArea.complete`.
  public var remaining: Tally {
    var tally = Tally()
    for item in items where !APIArea.complete.contains(item.entry.area) { tally.add(item) }
    return tally
  }

  /// Whether `candidate` can be called wherever `required` can: the same labels in order with
  /// the same types, a default wherever `required` has one, and any extra parameters defaulted.
  static func accepts(
    _ candidate: APIDeclaration, _ required: APIDeclaration, wildcards: Set<String> = []
  ) -> Bool {
    guard let wanted = required.parameters else { return true }
    guard let offered = candidate.parameters else { return wanted.isEmpty }
    var next = 0
    for parameter in wanted {
      while next < offered.count,
        offered[next].label != parameter.label
          || !sameType(offered[next].type, parameter.type, wildcards: wildcards)
      {
        guard offered[next].hasDefault else { return false }
        next += 1
      }
      guard next < offered.count, offered[next].hasDefault || !parameter.hasDefault else {
        return false
      }
      next += 1
    }
    return offered[next...].allSatisfy(\.hasDefault)
  }

  private static func sameType(_ offered: String, _ wanted: String, wildcards: Set<String>)
    -> Bool
  {
    offered == wanted || offered == "_" || wanted == "_" || wildcards.contains(offered)
  }
}

extension APICoverage.Tally {
  fileprivate mutating func add(_ item: APICoverage.Item) {
    if item.entry.exclusion != nil {
      excluded += 1
      return
    }
    total += 1
    switch item.status {
    case .behaves: declared += 1
    case .recorded:
      declared += 1
      recorded += 1
    case .unavailable, .missing: break
    }
  }
}

/// Declarations that may match: the same place and name, with enum cases and static members
/// alike (`case automatic` and `static var automatic` are both written `.automatic`).
private struct MatchKey: Hashable {
  var container: String
  var name: String
  var group: String

  init(_ declaration: APIDeclaration) {
    container = declaration.container
    name = declaration.name
    switch declaration.kind {
    case .case, .property, .function:
      group = declaration.isStatic || declaration.kind == .case ? "static member" : "member"
      if declaration.kind == .function && !declaration.isStatic { group = "method" }
    default:
      group = declaration.kind.rawValue
    }
  }
}
