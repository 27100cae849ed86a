import Foundation
import Testing
import Waypoint

@testable import WaypointTerminal

/// What real apps' controls do in the terminal: secure text, Return, the window's size.
@MainActor
@Suite("Real apps' controls in the terminal")
struct PortingTerminalTests {
  private struct SignIn: View {
    @State private var password = ""
    @State private var submissions = 0
    var body: some View {
      VStack {
        SecureField("Password", text: $password)
        Text("Submitted \(submissions)")
        GeometryReader { proxy in Text("Window \(Int(proxy.size.width))×\(Int(proxy.size.height))")
        }
      }
      .onSubmit { submissions += 1 }
    }
  }

  @Test("a secure field shows bullets; Return submits it; GeometryReader sees the space offered")
  func signIn() async {
    let runtime = ViewRuntime(SignIn())
    await runtime.settle()
    let session = TerminalSession(runtime: runtime, width: 60, height: 12, usesColor: false)
    // A focused text field is already being edited: typing goes in, Return submits.
    for key: Key in [.character("a"), .character("b"), .character("c"), .enter] {
      _ = await session.handle(key)
    }
    let screen = session.screen.plainText
    #expect(screen.contains("•••"))
    #expect(!screen.contains("abc"))
    #expect(screen.contains("Submitted 1"))
    // The content is 456×240 points; the field, the text and two gaps take 56 of its height.
    #expect(screen.contains("Window 456×184"))
  }
}
