import Foundation

/// The kind of an action an assistive technology performs on an element.
public struct AccessibilityActionKind: Equatable, Sendable, CustomStringConvertible {
  enum Kind: Equatable, Sendable {
    case `default`, escape, magicTap
    case named(String)
  }
  let kind: Kind

  /// Activates the element, as a double tap with VoiceOver does.
  public static let `default` = AccessibilityActionKind(kind: .default)
  /// Dismisses a modal view or leaves the current context (the two-finger "Z" scrub).
  public static let escape = AccessibilityActionKind(kind: .escape)
  /// The most important action of the screen (a two-finger double tap).
  public static let magicTap = AccessibilityActionKind(kind: .magicTap)

  /// A custom action with a name.
  public init(named name: Text) { kind = .named(name.plainText) }

  init(kind: Kind) { self.kind = kind }

  /// The kind as Swift source: `.escape`, `.init(named: Text("Delete"))`.
  public var description: String {
    switch kind {
    case .default: ".default"
    case .escape: ".escape"
    case .magicTap: ".magicTap"
    case .named(let name): ".init(named: Text(\(name.debugDescription)))"
    }
  }
}

/// A group that custom accessibility actions are listed under.
public struct AccessibilityActionCategory: Equatable, Sendable, CustomStringConvertible {
  let name: String?

  /// The category of actions without one.
  public static let `default` = AccessibilityActionCategory(name: nil)
  /// The category of editing actions.
  public static let edit = AccessibilityActionCategory(name: "edit")

  private init(name: String?) { self.name = name }

  /// A category with the name a text shows.
  public init(_ name: Text) { self.name = name.plainText }

  /// A category with a localized name.
  public init(_ nameKey: LocalizedStringKey) { name = nameKey.resolved }

  /// A category with a name.
  @_disfavoredOverload
  public init(_ name: some StringProtocol) { self.name = String(name) }

  /// The category as Swift source.
  public var description: String {
    switch name {
    case nil: ".default"
    case "edit": ".edit"
    case let name?: ".init(\(name.debugDescription))"
    }
  }
}

/// The way an adjustable element is changed: up or down.
public enum AccessibilityAdjustmentDirection: Sendable, Hashable {
  /// Increase the value.
  case increment
  /// Decrease the value.
  case decrement
}

/// A zoom an assistive technology asks an element for.
public struct AccessibilityZoomGestureAction {
  /// Which way to zoom.
  @frozen public enum Direction: Hashable {
    /// Zoom in.
    case zoomIn
    /// Zoom out.
    case zoomOut
  }

  /// Which way to zoom.
  public let direction: Direction
  /// Where to zoom, in the element's unit coordinates.
  public let location: UnitPoint
  /// Where to zoom, in the element's own coordinates.
  public let point: CGPoint
}

/// Options of an area that takes touches directly.
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
  /// The raw value's type.
  public typealias RawValue = UInt
  /// See `OptionSet`.
  public let rawValue: RawValue
  /// Creates options from their raw value.
  public init(rawValue: RawValue) { self.rawValue = rawValue }
  /// Touches are not announced.
  public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1 << 0)
  /// The area must be activated before it takes touches.
  public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 1 << 1)
}
