import WaypointUI

#if !canImport(UIKit)
  /// The kind of software keyboard a text field asks for (UIKit's type); the browser draws it as
  /// the field's `inputmode`.
  public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard.
    case `default`
    /// Letters and symbols of ASCII.
    case asciiCapable
    /// Digits and punctuation.
    case numbersAndPunctuation
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// A keyboard for URLs.
    case URL
    /// Digits only.
    case numberPad
    /// A telephone keypad.
    case phonePad
    /// A telephone keypad that also types names.
    case namePhonePad
    /// A keyboard for email addresses.
    case emailAddress
    /// Digits and a decimal separator.
    case decimalPad
    /// A keyboard with @ and # at hand.
    case twitter
    /// A keyboard for search terms.
    case webSearch
    /// ASCII digits only.
    case asciiCapableNumberPad

    /// The ASCII keyboard (UIKit's older name).
    public static let alphabet = UIKeyboardType.asciiCapable

    /// The case's name, as the field's input traits record it.
    var name: String {
      switch self {
      case .default: "default"
      case .asciiCapable: "asciiCapable"
      case .numbersAndPunctuation: "numbersAndPunctuation"
      case .URL: "URL"
      case .numberPad: "numberPad"
      case .phonePad: "phonePad"
      case .namePhonePad: "namePhonePad"
      case .emailAddress: "emailAddress"
      case .decimalPad: "decimalPad"
      case .twitter: "twitter"
      case .webSearch: "webSearch"
      case .asciiCapableNumberPad: "asciiCapableNumberPad"
      }
    }
  }

  /// What a text field holds, for autofill (UIKit's type); the browser draws it as the field's
  /// `autocomplete` token.
  public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The type's name.
    public let rawValue: String
    /// The type named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The type named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// A person's full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A title before a name.
    public static let namePrefix = UITextContentType(rawValue: "namePrefix")
    /// A first name.
    public static let givenName = UITextContentType(rawValue: "givenName")
    /// A middle name.
    public static let middleName = UITextContentType(rawValue: "middleName")
    /// A last name.
    public static let familyName = UITextContentType(rawValue: "familyName")
    /// A suffix after a name.
    public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
    /// A nickname.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// A job title.
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    /// An organization's name.
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    /// A place.
    public static let location = UITextContentType(rawValue: "location")
    /// A whole street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    /// An address's first line.
    public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    /// An address's second line.
    public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
    /// A city.
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    /// A state or province.
    public static let addressState = UITextContentType(rawValue: "addressState")
    /// A city and a state.
    public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
    /// A district.
    public static let sublocality = UITextContentType(rawValue: "sublocality")
    /// A country.
    public static let countryName = UITextContentType(rawValue: "countryName")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// A URL.
    public static let URL = UITextContentType(rawValue: "URL")
    /// A payment card's number.
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    /// An account's user name.
    public static let username = UITextContentType(rawValue: "username")
    /// An account's password.
    public static let password = UITextContentType(rawValue: "password")
    /// A password being chosen.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// A parcel's tracking number.
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipmentTrackingNumber")
    /// A flight number.
    public static let flightNumber = UITextContentType(rawValue: "flightNumber")
    /// A date and time.
    public static let dateTime = UITextContentType(rawValue: "dateTime")
    /// A date of birth.
    public static let birthdate = UITextContentType(rawValue: "birthdate")
    /// The day of a birth date.
    public static let birthdateDay = UITextContentType(rawValue: "birthdateDay")
    /// The month of a birth date.
    public static let birthdateMonth = UITextContentType(rawValue: "birthdateMonth")
    /// The year of a birth date.
    public static let birthdateYear = UITextContentType(rawValue: "birthdateYear")
    /// A payment card's security code.
    public static let creditCardSecurityCode = UITextContentType(rawValue: "creditCardSecurityCode")
    /// The name on a payment card.
    public static let creditCardName = UITextContentType(rawValue: "creditCardName")
    /// The first name on a payment card.
    public static let creditCardGivenName = UITextContentType(rawValue: "creditCardGivenName")
    /// The middle name on a payment card.
    public static let creditCardMiddleName = UITextContentType(rawValue: "creditCardMiddleName")
    /// The last name on a payment card.
    public static let creditCardFamilyName = UITextContentType(rawValue: "creditCardFamilyName")
    /// A payment card's expiry date.
    public static let creditCardExpiration = UITextContentType(rawValue: "creditCardExpiration")
    /// A payment card's expiry month.
    public static let creditCardExpirationMonth = UITextContentType(
      rawValue: "creditCardExpirationMonth")
    /// A payment card's expiry year.
    public static let creditCardExpirationYear = UITextContentType(
      rawValue: "creditCardExpirationYear")
    /// A payment card's network.
    public static let creditCardType = UITextContentType(rawValue: "creditCardType")
    /// A SIM's EID.
    public static let cellularEID = UITextContentType(rawValue: "cellularEID")
    /// A phone's IMEI.
    public static let cellularIMEI = UITextContentType(rawValue: "cellularIMEI")
  }

  /// How UIKit capitalizes typed text (UIKit's type).
  public enum UITextAutocapitalizationType: Int, Sendable {
    /// No capitalization.
    case none
    /// Each word's first letter.
    case words
    /// Each sentence's first letter.
    case sentences
    /// Every letter.
    case allCharacters
  }

  /// Whether UIKit corrects typed text (UIKit's type).
  public enum UITextAutocorrectionType: Int, Sendable {
    /// The platform's default.
    case `default`
    /// Off.
    case no
    /// On.
    case yes
  }

  /// Whether UIKit checks spelling (UIKit's type).
  public enum UITextSpellCheckingType: Int, Sendable {
    /// The platform's default.
    case `default`
    /// Off.
    case no
    /// On.
    case yes
  }

  /// The label of a keyboard's Return key (UIKit's type).
  public enum UIReturnKeyType: Int, Sendable {
    /// Return.
    case `default`
    /// Go.
    case go
    /// Google.
    case google
    /// Join.
    case join
    /// Next.
    case next
    /// Route.
    case route
    /// Search.
    case search
    /// Send.
    case send
    /// Yahoo.
    case yahoo
    /// Done.
    case done
    /// Emergency call.
    case emergencyCall
    /// Continue.
    case `continue`
  }

  extension TextInputAutocapitalization {
    /// SwiftUI's capitalization of UIKit's (`.none` is `.never`, `.allCharacters` `.characters`).
    public init?(_ type: UITextAutocapitalizationType) {
      switch type {
      case .none: self = .never
      case .words: self = .words
      case .sentences: self = .sentences
      case .allCharacters: self = .characters
      }
    }
  }

  extension View {
    /// Asks for a kind of software keyboard: an input trait of the field (the browser's
    /// `inputmode`).
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View {
      attribute(.textInput(TextInputTraits(keyboard: type.name)))
    }

    /// Says what a text field holds, for autofill: an input trait of the field (the browser's
    /// `autocomplete`); nil says it holds nothing autofill knows.
    nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View {
      attribute(.textInput(TextInputTraits(contentType: textContentType?.rawValue ?? "")))
    }

    /// How typed text is capitalized, UIKit's way (SwiftUI's older modifier): an input trait
    /// of the field (the browser's `autocapitalize`).
    @available(*, deprecated, renamed: "textInputAutocapitalization(_:)")
    @available(
      iOS, introduced: 13.0, deprecated: 100000.0, renamed: "textInputAutocapitalization(_:)"
    )
    nonisolated public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
      textInputAutocapitalization(TextInputAutocapitalization(style))
    }
  }
#endif
