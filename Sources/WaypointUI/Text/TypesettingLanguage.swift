import Foundation

/// The language text is laid out for, which sets line heights and the shapes of some letters.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct TypesettingLanguage: Sendable, Equatable, CustomStringConvertible {
  /// The language, or nil to follow the text's own.
  let language: Locale.Language?

  /// The language of the text, or of the person's locale.
  public static let automatic = TypesettingLanguage(language: nil)

  /// A given language.
  public static func explicit(_ language: Locale.Language) -> TypesettingLanguage {
    TypesettingLanguage(language: language)
  }

  /// The language as Swift source: `.automatic`, `.explicit(.init(identifier: "ja"))`.
  public var description: String {
    guard let language else { return ".automatic" }
    return ".explicit(.init(identifier: \(language.maximalIdentifier.debugDescription)))"
  }
}
