import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("Name", traits: …) { body }`: a type conforming to `PreviewDeclaration` that the
/// running app finds, holding the name, the place, the traits and a view made from the body.
///
/// `@Previewable` declarations at the top of the body become the view's own properties, so
/// `@Previewable @State var count = 0` is state the rest of the body binds to, as in SwiftUI.
public struct PreviewMacro: DeclarationMacro {
  /// The preview's type.
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    var name = "nil"
    var traits: [String] = []
    var closure = node.trailingClosure
    for argument in node.arguments {
      switch argument.label?.text {
      case nil where traits.isEmpty: name = argument.expression.trimmedDescription
      case nil, "traits": traits.append(argument.expression.trimmedDescription)
      case "body": closure = argument.expression.as(ClosureExprSyntax.self) ?? closure
      default: break
      }
    }
    guard let closure else {
      context.diagnose(Diagnostic(node: Syntax(node), message: PreviewMessage.needsBody))
      return []
    }
    var properties: [String] = []
    var statements: [String] = []
    for item in closure.statements {
      if var variable = item.item.as(VariableDeclSyntax.self), variable.isPreviewable {
        variable.attributes = variable.attributes.filter { !$0.isPreviewable }
        properties.append(variable.trimmedDescription)
      } else {
        statements.append(item.trimmedDescription)
      }
    }
    let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
    let file = location?.file.trimmedDescription ?? "#fileID"
    let line = location?.line.trimmedDescription ?? "#line"
    let type = context.makeUniqueName("Preview")
    // Written out whole, so the properties and statements keep the indentation given here.
    let members = properties.map { "\n    " + $0 }.joined()
    let body = statements.map { "\n        " + $0 }.joined()
    let declaration = """
      struct \(type.text): WaypointUI.PreviewDeclaration {
        static let name: String? = \(name)
        static let fileID: String = \(file)
        static let line: Int = \(line)
        @MainActor static var traits: [WaypointUI.PreviewTrait<WaypointUI.Preview.ViewTraits>] {
          [\(traits.joined(separator: ", "))]
        }
        @MainActor static func makeView() -> WaypointUI.AnyView {
          WaypointUI.AnyView(Content())
        }
        @used static func keep() -> Any.Type {
          Self.self
        }
        @MainActor struct Content: WaypointUI.View {\(members)
          func content() -> any WaypointUI.View {
            Self.build {\(body)
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
    return [DeclSyntax(stringLiteral: declaration)]
  }
}

/// `@Previewable`: marks state declared in a `#Preview` body; `#Preview` moves it into the
/// preview's view, so the marker itself adds nothing.
public struct PreviewableMacro: PeerMacro {
  /// Nothing: `#Preview` does the work.
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}

extension VariableDeclSyntax {
  fileprivate var isPreviewable: Bool { attributes.contains { $0.isPreviewable } }
}

extension AttributeListSyntax.Element {
  fileprivate var isPreviewable: Bool {
    guard case .attribute(let attribute) = self else { return false }
    return attribute.attributeName.trimmedDescription == "Previewable"
  }
}

/// What `#Preview` says when it cannot make a preview.
enum PreviewMessage: String, DiagnosticMessage {
  case needsBody

  var message: String {
    switch self {
    case .needsBody: "#Preview needs a body: `#Preview(\"Name\") { MyView() }`."
    }
  }

  var diagnosticID: MessageID { MessageID(domain: "Waypoint", id: rawValue) }
  var severity: DiagnosticSeverity { .error }
}
