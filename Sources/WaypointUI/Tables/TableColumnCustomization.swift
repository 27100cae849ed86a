import Foundation
import WaypointCore

/// The kinds of change a person can make to a table's columns.
public struct TableColumnCustomizationBehavior: SetAlgebra, Sendable, CustomStringConvertible {
  /// A behavior is a set of behaviors.
  public typealias Element = TableColumnCustomizationBehavior
  private var bits: UInt8

  private init(bits: UInt8) { self.bits = bits }

  /// No behavior.
  public init() { bits = 0 }

  /// Every behavior: reordering, resizing and hiding.
  public static var all: TableColumnCustomizationBehavior { [.reorder, .resize, .visibility] }
  /// Moving columns.
  public static let reorder = TableColumnCustomizationBehavior(bits: 1)
  /// Changing columns' widths.
  public static let resize = TableColumnCustomizationBehavior(bits: 2)
  /// Showing and hiding columns.
  public static let visibility = TableColumnCustomizationBehavior(bits: 4)

  /// Whether every behavior of `member` is in this set.
  public func contains(_ member: Element) -> Bool { bits & member.bits == member.bits }
  /// The behaviors of either set.
  public func union(_ other: TableColumnCustomizationBehavior)
    -> TableColumnCustomizationBehavior
  { Self(bits: bits | other.bits) }
  /// The behaviors of both sets.
  public func intersection(_ other: TableColumnCustomizationBehavior)
    -> TableColumnCustomizationBehavior
  { Self(bits: bits & other.bits) }
  /// The behaviors of one set only.
  public func symmetricDifference(_ other: TableColumnCustomizationBehavior)
    -> TableColumnCustomizationBehavior
  { Self(bits: bits ^ other.bits) }

  /// Adds `newMember`'s behaviors.
  @discardableResult
  public mutating func insert(_ newMember: Element) -> (inserted: Bool, memberAfterInsert: Element)
  {
    let inserted = !contains(newMember)
    bits |= newMember.bits
    return (inserted, newMember)
  }

  /// Removes `member`'s behaviors; returns them if they were all in the set.
  @discardableResult
  public mutating func remove(_ member: Element) -> Element? {
    let removed = contains(member) ? member : nil
    bits &= ~member.bits
    return removed
  }

  /// Adds `newMember`'s behaviors; returns them if they were already all in the set.
  @discardableResult
  public mutating func update(with newMember: Element) -> Element? {
    let existing = contains(newMember) ? newMember : nil
    bits |= newMember.bits
    return existing
  }

  /// Adds the behaviors of `other`.
  public mutating func formUnion(_ other: TableColumnCustomizationBehavior) { bits |= other.bits }
  /// Keeps the behaviors also in `other`.
  public mutating func formIntersection(_ other: TableColumnCustomizationBehavior) {
    bits &= other.bits
  }
  /// Keeps the behaviors in one set only.
  public mutating func formSymmetricDifference(_ other: TableColumnCustomizationBehavior) {
    bits ^= other.bits
  }

  /// Whether both sets have the same behaviors.
  public static func == (a: Self, b: Self) -> Bool { a.bits == b.bits }

  /// The set as Swift source (`[.reorder, .visibility]`).
  public var description: String {
    let names = [
      (Self.reorder, ".reorder"), (Self.resize, ".resize"), (.visibility, ".visibility"),
    ]
    let parts = names.filter { contains($0.0) }.map(\.1)
    return parts.count == 1 ? parts[0] : "[\(parts.joined(separator: ", "))]"
  }
}

/// The customizations made to a table's columns, keyed by their `customizationID`: which are
/// shown and in what order. Bind a table to one to keep them (`@SceneStorage`, `@AppStorage`).
public struct TableColumnCustomization<RowValue: Identifiable>: Equatable, Sendable, Codable {
  private var visibilities: [String: Visibility] = [:]
  private var order: [String] = []

  /// No customization: every column as the table declares it.
  public init() {}

  /// Whether the column of `id` is shown; `.automatic` until set.
  public subscript(visibility id: String) -> Visibility {
    get { visibilities[id] ?? .automatic }
    set { visibilities[id] = newValue == .automatic ? nil : newValue }
  }

  /// Puts the columns back in the order the table declares them.
  public mutating func resetOrder() { order = [] }

  /// Whether two customizations are the same.
  public static func == (a: Self, b: Self) -> Bool {
    a.visibilities == b.visibilities && a.order == b.order
  }

  private enum CodingKeys: String, CodingKey {
    case visibilities, order
  }

  /// Writes the customization.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(visibilities, forKey: .visibilities)
    try container.encode(order, forKey: .order)
  }

  /// Reads a customization written by `encode(to:)`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    visibilities = try container.decode([String: Visibility].self, forKey: .visibilities)
    order = try container.decode([String].self, forKey: .order)
  }
}
