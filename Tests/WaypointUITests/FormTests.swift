import Testing
import Waypoint
import WaypointTesting

private struct SignUpForm: View {
  @State private var name = ""
  @State private var email = ""
  @State private var acceptsTerms = false
  @State private var submitted: String?

  private var canSubmit: Bool { !name.isEmpty && email.contains("@") && acceptsTerms }

  var body: some View {
    VStack(alignment: .leading) {
      Section("Account") {
        TextField("Name", text: $name)
        TextField("Email", text: $email, prompt: Text("you@example.com"))
      }
      Toggle("Accept the terms", isOn: $acceptsTerms)
      Button("Sign Up") { submitted = "\(name) <\(email)>" }
        .disabled(!canSubmit)
      if let submitted {
        Text("Welcome, \(submitted)")
      }
      EnabledReader()
    }
  }
}

private struct EnabledReader: View {
  @Environment(\.isEnabled) private var isEnabled
  var body: some View { Text(isEnabled ? "enabled" : "disabled") }
}

/// How many times `FormPreviews.previews` was built.
@MainActor private var previewBuilds = 0

private struct FormPreviews: PreviewProvider {
  static var previews: some View {
    // swift-format-ignore: NoAssignmentInExpressions
    let _ = previewBuilds += 1
    SignUpForm()
  }
}

@MainActor
@Suite("A form app")
struct FormTests {
  @Test("the submit button stays disabled until the form is valid, then submits")
  func signUp() throws {
    let host = ViewHost(SignUpForm())
    #expect(throws: HostError.disabled(label: "Sign Up")) { try host.tap("Sign Up") }
    try host.type("Blob", into: "Name")
    try host.type("blob@example.com", into: "Email")
    try host.toggle("Accept the terms")
    try host.tap("Sign Up")
    #expect(
      host.render() == """
        VStack(alignment: .leading)
          Section
            Header
              Text "Account"
            TextField "Name" = "Blob" [setText]
            TextField "Email" = "blob@example.com" (prompt: "you@example.com") [setText]
          Toggle "Accept the terms" = on [tap, toggle]
          Button "Sign Up" .disabled(false) [tap]
          Text "Welcome, Blob <blob@example.com>"
          Text "enabled"
        """)
  }

  @Test("views read isEnabled from the environment set by .disabled")
  func isEnabledEnvironment() {
    let host = ViewHost(VStack { EnabledReader() }.disabled(true))
    #expect(host.render().contains(#"Text "disabled""#))
  }

  @Test("a PreviewProvider compiles and is never run by the host")
  func previewsCompile() throws {
    previewBuilds = 0
    let host = ViewHost(SignUpForm())
    try host.type("Blob", into: "Name")
    #expect(previewBuilds == 0, "hosting the form did not build its preview")
    // The counter does see a build of the preview, so the check above can fail.
    let preview = ViewHost(FormPreviews.previews)
    #expect(previewBuilds == 1)
    #expect(preview.render() == host.render().replacingOccurrences(of: "\"Blob\"", with: "\"\""))
  }
}
