import Foundation
import WaypointCore

/// Modifiers of list rows, images, text entry and accessibility that real apps use; recorded on
/// the semantic tree (a terminal draws none of them).
extension View {
  /// Sets the background behind this view's list row.
  nonisolated public func listRowBackground<V: View>(_ view: V?) -> some View {
    attribute(.drawing(".listRowBackground"))
  }

  /// Sets the insets of this view's list row.
  nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    attribute(.drawing(".listRowInsets(\(insets.map { "\($0)" } ?? "nil"))"))
  }

  /// Shows or hides the separators of this view's list row.
  nonisolated public func listRowSeparator(
    _ visibility: Visibility, edges: VerticalEdge.Set = .all
  ) -> some View {
    attribute(.drawing(".listRowSeparator(.\(visibility))"))
  }

  /// The color scheme the presentation containing this view prefers: recorded, and passed up
  /// to the scene (`SceneSession.preferredColorScheme`) for a renderer that can follow it.
  nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    attribute(.drawing(".preferredColorScheme(\(colorScheme.map { "\($0)" } ?? "nil"))"))
      .preference(key: PreferredColorSchemeKey.self, value: colorScheme)
  }

  /// How symbol images in this view are rendered: the environment's `symbolRenderingMode`
  /// below (recorded).
  nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    setting(
      \.symbolRenderingMode, mode,
      recording: ".symbolRenderingMode(\(mode.map { "\($0)" } ?? "nil"))")
  }

  /// The scale of images in this view: the environment's `imageScale` below (recorded).
  nonisolated public func imageScale(_ scale: Image.Scale) -> some View {
    setting(\.imageScale, scale, recording: ".imageScale(.\(scale))")
  }

  /// How text typed into fields of this view is capitalized: an input trait of the field (the
  /// browser's `autocapitalize`); nil keeps the default.
  nonisolated public func textInputAutocapitalization(
    _ autocapitalization: TextInputAutocapitalization?
  ) -> some View {
    attribute(.textInput(TextInputTraits(autocapitalization: autocapitalization?.name)))
  }

  /// Makes this view one accessibility element whose children `children` says how to treat.
  nonisolated public func accessibilityElement(
    children: AccessibilityChildBehavior = .ignore
  ) -> some View {
    attribute(.drawing(".accessibilityElement(children: \(children))"))
  }

  /// Adds accessibility traits to this view.
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    attribute(.drawing(".accessibilityAddTraits(\(traits.rawValue))"))
  }
}

/// How symbol images are colored.
public struct SymbolRenderingMode: Sendable, Hashable, CustomStringConvertible {
  /// The mode as Swift source.
  public let description: String
  /// One color.
  public static let monochrome = SymbolRenderingMode(description: ".monochrome")
  /// The symbol's own colors.
  public static let multicolor = SymbolRenderingMode(description: ".multicolor")
  /// Layers of one color at several opacities.
  public static let hierarchical = SymbolRenderingMode(description: ".hierarchical")
  /// Layers of several colors.
  public static let palette = SymbolRenderingMode(description: ".palette")
}

extension Image {
  /// The size of an image relative to the text around it.
  public enum Scale: Sendable, Hashable {
    /// Smaller than the text.
    case small
    /// As the text.
    case medium
    /// Larger than the text.
    case large
  }
}

/// How typed text is capitalized.
public struct TextInputAutocapitalization: Sendable, Hashable {
  package let name: String
  /// No capitalization.
  public static let never = TextInputAutocapitalization(name: "never")
  /// The first letter of each word.
  public static let words = TextInputAutocapitalization(name: "words")
  /// The first letter of each sentence.
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  /// Every letter.
  public static let characters = TextInputAutocapitalization(name: "characters")
}

/// How an accessibility element treats its children.
public struct AccessibilityChildBehavior: Sendable, Hashable, CustomStringConvertible {
  /// The behavior as Swift source.
  public let description: String
  /// The children are not read.
  public static let ignore = AccessibilityChildBehavior(description: ".ignore")
  /// The children are elements of this one.
  public static let contain = AccessibilityChildBehavior(description: ".contain")
  /// The children's labels are combined into this one's.
  public static let combine = AccessibilityChildBehavior(description: ".combine")
}

/// What an accessibility element is, for assistive technologies.
public struct AccessibilityTraits: OptionSet, Sendable {
  /// See `OptionSet`.
  public let rawValue: UInt32
  /// Creates traits from their raw value.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// A button.
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  /// A heading.
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  /// Selected.
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  /// A link.
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  /// An image.
  public static let isImage = AccessibilityTraits(rawValue: 1 << 4)
  /// Static text.
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 5)
  /// A search field.
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 6)
  /// Content that changes often.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 7)
}
