import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import WaypointMacroExpansions

/// The type `#Preview` writes, for a name, traits, `@Previewable` properties and statements.
private func previewType(
  name: String = "nil", line: Int = 1, traits: String = "", properties: String = "",
  statements: String
) -> String {
  let propertyLines = properties.isEmpty ? "" : "\n    " + properties
  return """
    struct __macro_local_7PreviewfMu_: WaypointUI.PreviewDeclaration {
      static let name: String? = \(name)
      static let fileID: String = "TestModule/test.swift"
      static let line: Int = \(line)
      @MainActor static var traits: [WaypointUI.PreviewTrait<WaypointUI.Preview.ViewTraits>] {
        [\(traits)]
      }
      @MainActor static func makeView() -> WaypointUI.AnyView {
        WaypointUI.AnyView(Content())
      }
      @used static func keep() -> Any.Type {
        Self.self
      }
      @MainActor struct Content: WaypointUI.View {\(propertyLines)
        func content() -> any WaypointUI.View {
          Self.build {
            \(statements)
          }
        }
        var body: some WaypointUI.View {
          WaypointUI.AnyView(content())
        }
        static func build(
          @WaypointUI.ViewBuilder _ content: () -> any WaypointUI.View
        ) -> any WaypointUI.View {
          content()
        }
      }
    }
    """
}

@Suite("#Preview expands")
struct PreviewMacroExpansionTests {
  @Test("an unnamed preview becomes a preview type whose view is the body")
  func unnamed() {
    expectExpansion(#"#Preview { Text("Hi") }"#, previewType(statements: #"Text("Hi")"#))
  }

  @Test("a named preview keeps its name and its line")
  func named() {
    expectExpansion(
      """

      #Preview("Detail") {
        DetailView()
      }
      """,
      previewType(name: #""Detail""#, line: 2, statements: "DetailView()"))
  }

  @Test("traits, the first labelled and the rest not, are kept in order")
  func traits() {
    expectExpansion(
      #"#Preview("Wide", traits: .landscapeLeft, .modifier(Sample())) { Text("W") }"#,
      previewType(
        name: #""Wide""#, traits: ".landscapeLeft, .modifier(Sample())",
        statements: #"Text("W")"#))
    expectExpansion(
      #"#Preview(traits: .sizeThatFitsLayout) { Text("S") }"#,
      previewType(traits: ".sizeThatFitsLayout", statements: #"Text("S")"#))
  }

  @Test("@Previewable declarations become the view's properties; other statements stay in order")
  func previewable() {
    expectExpansion(
      """
      #Preview {
        @Previewable @State var count = 0
        let label = "Count"
        Stepper(label, value: $count)
      }
      """,
      previewType(
        properties: "@State var count = 0",
        statements: """
          let label = "Count"
                  Stepper(label, value: $count)
          """))
  }

  @Test("a body given by its label is used as a trailing closure is")
  func labelledBody() {
    expectExpansion(
      #"#Preview("B", body: { Text("B") })"#, previewType(name: #""B""#, statements: #"Text("B")"#))
  }

  @Test("a preview without a body is an error at the macro")
  func needsBody() {
    expectExpansion(
      #"#Preview("Empty")"#, "",
      diagnostics: [
        DiagnosticSpec(
          message: "#Preview needs a body: `#Preview(\"Name\") { MyView() }`.", line: 1, column: 1)
      ])
  }

  @Test("@Previewable alone adds nothing")
  func previewableAlone() {
    expectExpansion("@Previewable @State var on = false", "@State var on = false")
  }
}
