import Foundation

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension AttributedTextFormatting {
  /// Attributed text as a text editor copies it, keeping the formatting its definition allows.
  public struct Transferable: WaypointUI.Transferable, TextTransferable, Sendable {
    /// The text, with its attributes.
    let text: AttributedString

    /// Formatted text to copy: `text` as the environment's text editor holds it.
    public init(text: AttributedString, in environment: EnvironmentValues) {
      self.text = text
    }

    /// How formatted text is copied: as its attributed string.
    public static var transferRepresentation: Representation {
      ProxyRepresentation(exporting: { $0.text })
    }

    /// The type of formatted text's transfer representation.
    public typealias Representation = ProxyRepresentation<Self, AttributedString>

    var transferText: String {
      Self.transferRepresentation.text(of: self) ?? String(text.characters)
    }
  }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension AttributedString {
  /// The attributed text that formatted text copied from a text editor carries.
  public init(
    transferable: AttributedTextFormatting.Transferable, in environment: EnvironmentValues
  ) {
    self = transferable.text
  }
}
