import Foundation

extension AccessibilityTraits {
  /// Plays its own sound when activated.
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 8)
  /// A key of a keyboard.
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 9)
  /// A summary of the app's state, read when the app starts.
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 10)
  /// Starts a media session when activated.
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  /// Takes touches directly, without an assistive technology reading them.
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  /// Turns the page when reading reaches its end.
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  /// Modal: assistive technologies ignore what is around it.
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  /// A toggle.
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
  /// A tab bar.
  public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)

  /// An empty set of traits.
  public init() { self.init(rawValue: 0) }

  /// The traits in either set.
  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(rawValue: rawValue | other.rawValue)
  }

  /// Adds the traits of `other`.
  public mutating func formUnion(_ other: AccessibilityTraits) { self = union(other) }

  /// The traits in both sets.
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(rawValue: rawValue & other.rawValue)
  }

  /// Keeps only the traits also in `other`.
  public mutating func formIntersection(_ other: AccessibilityTraits) {
    self = intersection(other)
  }

  /// The traits in one set but not both.
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(rawValue: rawValue ^ other.rawValue)
  }

  /// Keeps the traits in one set but not both.
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {
    self = symmetricDifference(other)
  }

  /// Whether every trait of `member` is in this set.
  public func contains(_ member: AccessibilityTraits) -> Bool {
    rawValue & member.rawValue == member.rawValue
  }

  /// Adds `newMember`, saying whether it was missing.
  @discardableResult
  public mutating func insert(_ newMember: AccessibilityTraits)
    -> (inserted: Bool, memberAfterInsert: AccessibilityTraits)
  {
    let inserted = !contains(newMember)
    formUnion(newMember)
    return (inserted, newMember)
  }

  /// Removes `member`, returning the traits of it that were in the set.
  @discardableResult
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
    let removed = intersection(member)
    self = AccessibilityTraits(rawValue: rawValue & ~member.rawValue)
    return removed.rawValue == 0 ? nil : removed
  }

  /// Adds `newMember`, returning the traits of it that were already in the set.
  @discardableResult
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
    let present = intersection(newMember)
    formUnion(newMember)
    return present.rawValue == 0 ? nil : present
  }
}

extension AccessibilityTraits: CustomStringConvertible {
  private static let names: [(AccessibilityTraits, String)] = [
    (.isButton, "isButton"), (.isHeader, "isHeader"), (.isSelected, "isSelected"),
    (.isLink, "isLink"), (.isImage, "isImage"), (.isStaticText, "isStaticText"),
    (.isSearchField, "isSearchField"), (.updatesFrequently, "updatesFrequently"),
    (.playsSound, "playsSound"), (.isKeyboardKey, "isKeyboardKey"),
    (.isSummaryElement, "isSummaryElement"), (.startsMediaSession, "startsMediaSession"),
    (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
    (.isModal, "isModal"), (.isToggle, "isToggle"), (.isTabBar, "isTabBar"),
  ]

  /// The traits as Swift source: `.isButton`, or `[.isButton, .isSelected]`.
  public var description: String {
    let names = Self.names.filter { contains($0.0) }.map { ".\($0.1)" }
    return names.count == 1 ? names[0] : "[\(names.joined(separator: ", "))]"
  }
}

/// The assistive technologies a view can follow the focus of.
public struct AccessibilityTechnologies: SetAlgebra, Sendable {
  private var bits: UInt8

  private init(bits: UInt8) { self.bits = bits }

  /// VoiceOver.
  public static let voiceOver = AccessibilityTechnologies(bits: 1 << 0)
  /// Switch Control.
  public static let switchControl = AccessibilityTechnologies(bits: 1 << 1)

  /// An empty set of technologies.
  public init() { bits = 0 }

  /// The technologies in either set.
  public func union(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies {
    AccessibilityTechnologies(bits: bits | other.bits)
  }

  /// Adds the technologies of `other`.
  public mutating func formUnion(_ other: AccessibilityTechnologies) { bits |= other.bits }

  /// The technologies in both sets.
  public func intersection(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies {
    AccessibilityTechnologies(bits: bits & other.bits)
  }

  /// Keeps only the technologies also in `other`.
  public mutating func formIntersection(_ other: AccessibilityTechnologies) {
    bits &= other.bits
  }

  /// The technologies in one set but not both.
  public func symmetricDifference(_ other: AccessibilityTechnologies)
    -> AccessibilityTechnologies
  {
    AccessibilityTechnologies(bits: bits ^ other.bits)
  }

  /// Keeps the technologies in one set but not both.
  public mutating func formSymmetricDifference(_ other: AccessibilityTechnologies) {
    bits ^= other.bits
  }

  /// Whether every technology of `member` is in this set.
  public func contains(_ member: AccessibilityTechnologies) -> Bool {
    bits & member.bits == member.bits
  }

  /// Adds `newMember`, saying whether it was missing.
  @discardableResult
  public mutating func insert(_ newMember: AccessibilityTechnologies)
    -> (inserted: Bool, memberAfterInsert: AccessibilityTechnologies)
  {
    let inserted = !contains(newMember)
    formUnion(newMember)
    return (inserted, newMember)
  }

  /// Removes `member`, returning the technologies of it that were in the set.
  @discardableResult
  public mutating func remove(_ member: AccessibilityTechnologies)
    -> AccessibilityTechnologies?
  {
    let removed = intersection(member)
    bits &= ~member.bits
    return removed.bits == 0 ? nil : removed
  }

  /// Adds `newMember`, returning the technologies of it that were already in the set.
  @discardableResult
  public mutating func update(with newMember: AccessibilityTechnologies)
    -> AccessibilityTechnologies?
  {
    let present = intersection(newMember)
    formUnion(newMember)
    return present.bits == 0 ? nil : present
  }

  /// Whether two sets hold the same technologies.
  public static func == (a: AccessibilityTechnologies, b: AccessibilityTechnologies) -> Bool {
    a.bits == b.bits
  }
}
