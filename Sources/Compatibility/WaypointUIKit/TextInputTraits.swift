import WaypointUI

#if !canImport(UIKit)
  /// The kind of software keyboard a text field asks for (UIKit's type; Linux has none).
  public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard.
    case `default`
    /// ASCII characters.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// A URL keyboard.
    case URL
    /// Digits.
    case numberPad
    /// A phone pad.
    case phonePad
    /// A name and phone pad.
    case namePhonePad
    /// An email keyboard.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// A Twitter keyboard.
    case twitter
    /// A web search keyboard.
    case webSearch
    /// ASCII digits.
    case asciiCapableNumberPad
  }

  /// The meaning of a text field's content, for autofill (UIKit's type; Linux has none).
  public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The type's name.
    public let rawValue: String
    /// A type named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A person's name.
    public static let name = UITextContentType(rawValue: "name")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// A URL.
    public static let URL = UITextContentType(rawValue: "URL")
  }
#endif

#if !canImport(UIKit)
  extension View {
    /// Asks for a kind of software keyboard (recorded).
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View {
      attribute(.drawing(".keyboardType(\(type))"))
    }

    /// Says what a text field holds, for autofill (recorded).
    nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View {
      attribute(.drawing(".textContentType(\(textContentType.map { ".\($0.rawValue)" } ?? "nil"))"))
    }

  }
#endif
