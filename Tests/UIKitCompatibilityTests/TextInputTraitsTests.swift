import Foundation
import Testing
import WaypointTesting
import WaypointUI
import WaypointUIKit

@MainActor
@Suite struct TextInputTraitsTests {
  /// A form written against UIKit's text input API, `autocapitalization(_:)` included, which is
  /// deprecated as in SwiftUI: so are the tests that use it.
  @available(*, deprecated)
  private struct Form: View {
    @State var amount = ""
    @State var name = ""
    var body: some View {
      VStack {
        TextField("Amount", text: $amount)
          .keyboardType(.decimalPad)
          .textContentType(.oneTimeCode)
        TextField("Name", text: $name)
          .autocapitalization(.words)
          .autocorrectionDisabled()
          .textContentType(.givenName)
      }
    }
  }

  private func traits(of label: String, in host: ViewHost) throws -> TextInputTraits {
    let field = try #require(host.elements(labeled: label).first)
    return TextInputTraits.of(field.attributes)
  }

  @Test @available(*, deprecated)
  func keyboardAndContentTypesAreStructuredTraitsOfTheField() throws {
    let host = ViewHost(Form())
    let amount = try traits(of: "Amount", in: host)
    #expect(amount.keyboard == "decimalPad")
    #expect(amount.contentType == "oneTimeCode")
    let text = host.render()
    #expect(text.contains(".keyboardType(.decimalPad)"))
    #expect(text.contains(".textContentType(.oneTimeCode)"))
  }

  @Test @available(*, deprecated)
  func capitalizationAndCorrectionJoinTheTraits() throws {
    let name = try traits(of: "Name", in: ViewHost(Form()))
    #expect(name.autocapitalization == "words")
    #expect(name.autocorrection == false)
    #expect(name.contentType == "givenName")
  }

  @Test func uikitCapitalizationMapsToSwiftUIs() {
    #expect(TextInputAutocapitalization(.none) == .never)
    #expect(TextInputAutocapitalization(.allCharacters) == .characters)
    #expect(TextInputAutocapitalization(.sentences) == .sentences)
  }

  @Test func theInnermostTraitWins() {
    let traits = TextInputTraits.of([
      .textInput(TextInputTraits(keyboard: "numberPad")),
      .textInput(TextInputTraits(keyboard: "emailAddress", spellChecking: false)),
    ])
    #expect(traits.keyboard == "numberPad")
    #expect(traits.spellChecking == false)
  }
}
