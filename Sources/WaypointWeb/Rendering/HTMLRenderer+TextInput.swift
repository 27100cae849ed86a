import WaypointUI

extension HTMLRenderer {
  /// A text field's input traits as the `<input>`'s attributes: the keyboard as `inputmode`,
  /// the content type as `autocomplete` (`off` when none or one browsers have no token for),
  /// capitalization as `autocapitalize`, correction as `autocorrect`, spelling as `spellcheck`.
  func describeTextInput(_ traits: TextInputTraits, into attributes: inout TagAttributes) {
    if let mode = traits.keyboard.flatMap({ Self.inputModes[$0] }) {
      attributes.set("inputmode", mode)
    }
    attributes.set(
      "autocomplete", traits.contentType.flatMap { Self.autocompleteTokens[$0] } ?? "off")
    if let capitalization = traits.autocapitalization {
      attributes.set("autocapitalize", capitalization == "never" ? "none" : capitalization)
    }
    if let correction = traits.autocorrection {
      attributes.set("autocorrect", correction ? "on" : "off")
    }
    if let spelling = traits.spellChecking {
      attributes.set("spellcheck", spelling ? "true" : "false")
    }
  }

  /// UIKit's keyboard types by the `inputmode` that brings up the nearest keyboard.
  static let inputModes: [String: String] = [
    "asciiCapable": "text", "numbersAndPunctuation": "text", "URL": "url", "numberPad": "numeric",
    "phonePad": "tel", "namePhonePad": "tel", "emailAddress": "email", "decimalPad": "decimal",
    "twitter": "text", "webSearch": "search", "asciiCapableNumberPad": "numeric",
  ]

  /// UIKit's content types by the HTML autofill token that means the same.
  static let autocompleteTokens: [String: String] = [
    "name": "name", "namePrefix": "honorific-prefix", "givenName": "given-name",
    "middleName": "additional-name", "familyName": "family-name",
    "nameSuffix": "honorific-suffix", "nickname": "nickname",
    "jobTitle": "organization-title", "organizationName": "organization",
    "fullStreetAddress": "street-address", "streetAddressLine1": "address-line1",
    "streetAddressLine2": "address-line2", "addressCity": "address-level2",
    "addressState": "address-level1", "sublocality": "address-level3",
    "countryName": "country-name", "postalCode": "postal-code",
    "telephoneNumber": "tel", "emailAddress": "email", "URL": "url",
    "creditCardNumber": "cc-number", "creditCardName": "cc-name",
    "creditCardGivenName": "cc-given-name", "creditCardMiddleName": "cc-additional-name",
    "creditCardFamilyName": "cc-family-name", "creditCardSecurityCode": "cc-csc",
    "creditCardExpiration": "cc-exp", "creditCardExpirationMonth": "cc-exp-month",
    "creditCardExpirationYear": "cc-exp-year", "creditCardType": "cc-type",
    "username": "username", "password": "current-password", "newPassword": "new-password",
    "oneTimeCode": "one-time-code", "birthdate": "bday", "birthdateDay": "bday-day",
    "birthdateMonth": "bday-month", "birthdateYear": "bday-year",
  ]
}
