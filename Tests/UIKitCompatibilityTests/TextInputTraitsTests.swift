import Foundation
import Testing
import WaypointTesting
import WaypointUI
import WaypointUIKit

@MainActor
@Suite struct TextInputTraitsTests {
  private struct Form: View {
    @State var amount = ""
    @State var name = ""
    var body: some View {
      VStack {
        TextField("Amount", text: $amount)
          .keyboardType(.decimalPad)
          .textContentType(.oneTimeCode)
        TextField("Name", text: $name)
          .autocorrectionDisabled()
          .uikitCapitalization(.words)
          .textContentType(.givenName)
      }
    }
  }

  private func traits(of label: String, in host: ViewHost) throws -> TextInputTraits {
    let field = try #require(host.elements(labeled: label).first)
    return TextInputTraits.of(field.attributes)
  }

  @Test func keyboardAndContentTypesAreStructuredTraitsOfTheField() throws {
    let host = ViewHost(Form())
    let amount = try traits(of: "Amount", in: host)
    #expect(amount.keyboard == "decimalPad")
    #expect(amount.contentType == "oneTimeCode")
    let text = host.render()
    #expect(text.contains(".keyboardType(.decimalPad)"))
    #expect(text.contains(".textContentType(.oneTimeCode)"))
  }

  @Test func capitalizationAndCorrectionJoinTheTraits() throws {
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

/// UIKit's `autocapitalization(_:)`, as ported apps call it, reached through a protocol so that
/// its deprecation, which those apps see, does not warn in this test's own build.
private protocol UIKitCapitalizing {
  func capitalized(_ view: AnyView, _ type: UITextAutocapitalizationType) -> AnyView
}

private struct LegacyCapitalization: UIKitCapitalizing {
  @available(*, deprecated)
  func capitalized(_ view: AnyView, _ type: UITextAutocapitalizationType) -> AnyView {
    AnyView(view.autocapitalization(type))
  }
}

extension View {
  /// `autocapitalization(type)`, without the deprecation warning.
  fileprivate func uikitCapitalization(_ type: UITextAutocapitalizationType) -> AnyView {
    (LegacyCapitalization() as any UIKitCapitalizing).capitalized(AnyView(self), type)
  }
}
