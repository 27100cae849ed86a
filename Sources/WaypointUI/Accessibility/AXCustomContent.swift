import Foundation

/// A piece of content an assistive technology reads on request, with a label, a value and how
/// important it is (Apple's Accessibility framework, which `accessibilityCustomContent` uses).
open class AXCustomContent {
  /// How important a piece of custom content is.
  public enum Importance: UInt, Sendable {
    /// Read only when a person asks for more content.
    case `default`
    /// Read with the element.
    case high
  }

  /// What the content is called.
  public let label: String
  /// The content.
  public let value: String
  /// How important the content is.
  open var importance: Importance = .default

  /// Content with a label and a value.
  public init(label: String, value: String) {
    self.label = label
    self.value = value
  }
}
