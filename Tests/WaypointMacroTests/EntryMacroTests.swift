import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import Waypoint
import WaypointMacroExpansions
import WaypointTesting

@Suite("@Entry expands")
struct EntryMacroExpansionTests {
  @Test("a typed property with a default becomes accessors through a key of its own")
  func typed() {
    expectExpansion(
      """
      extension EnvironmentValues {
        @Entry var accent: String = "blue"
      }
      """,
      """
      extension EnvironmentValues {
        var accent: String {
          get {
            self[__Key_accent.self]
          }
          set {
            self[__Key_accent.self] = newValue
          }
        }

        private struct __Key_accent: EnvironmentKey {
          static var defaultValue: String {
            "blue"
          }
        }
      }
      """)
  }

  @Test("an optional without a default defaults to nil; an untyped one takes its value's type")
  func optionalAndUntyped() {
    expectExpansion(
      """
      extension EnvironmentValues {
        @Entry var note: String?
      }
      """,
      """
      extension EnvironmentValues {
        var note: String? {
          get {
            self[__Key_note.self]
          }
          set {
            self[__Key_note.self] = newValue
          }
        }

        private struct __Key_note: EnvironmentKey {
          static var defaultValue: String? {
            nil
          }
        }
      }
      """)
  }

  @Test("outside EnvironmentValues, Transaction and ContainerValues it says why")
  func errors() {
    expectExpansion(
      """
      extension FocusedValues {
        @Entry var fast: Bool = false
      }
      """,
      """
      extension FocusedValues {
        var fast: Bool = false
      }
      """,
      diagnostics: [
        DiagnosticSpec(
          message: "@Entry makes keys of EnvironmentValues, Transaction and ContainerValues "
            + "here; FocusedValues keys have no default to make one from.", line: 2, column: 3),
        DiagnosticSpec(
          message: "@Entry makes keys of EnvironmentValues, Transaction and ContainerValues "
            + "here; FocusedValues keys have no default to make one from.", line: 2, column: 3),
      ])
  }

  @Test("in Transaction it makes a TransactionKey")
  func transaction() {
    expectExpansion(
      """
      extension Transaction {
        @Entry var fast: Bool = false
      }
      """,
      """
      extension Transaction {
        var fast: Bool {
          get {
            self[__Key_fast.self]
          }
          set {
            self[__Key_fast.self] = newValue
          }
        }

        private struct __Key_fast: TransactionKey {
          static var defaultValue: Bool {
            false
          }
        }
      }
      """)
  }

  @Test("in ContainerValues it makes a ContainerValueKey")
  func containerValues() {
    expectExpansion(
      """
      extension ContainerValues {
        @Entry var isPinned: Bool = false
      }
      """,
      """
      extension ContainerValues {
        var isPinned: Bool {
          get {
            self[__Key_isPinned.self]
          }
          set {
            self[__Key_isPinned.self] = newValue
          }
        }

        private struct __Key_isPinned: ContainerValueKey {
          static var defaultValue: Bool {
            false
          }
        }
      }
      """)
  }
}

extension Transaction {
  @Entry var isFromDeepLink: Bool = false
}

extension EnvironmentValues {
  @Entry var recipeAccent: String = "saffron"
  @Entry var servingNote: String?
}

@MainActor
@Suite("@Entry at run time")
struct EntryMacroBehaviourTests {
  @Test("an @Entry value reads its default and what an ancestor sets")
  func environment() {
    struct Reader: View {
      @Environment(\.recipeAccent) private var accent
      @Environment(\.servingNote) private var note
      var body: some View { Text("\(accent) \(note ?? "none")") }
    }
    let host = ViewHost(
      VStack {
        Reader()
        Reader().environment(\.recipeAccent, "basil").environment(\.servingNote, "hot")
      })
    #expect(!host.elements(labeled: "saffron none").isEmpty)
    #expect(!host.elements(labeled: "basil hot").isEmpty)
  }

  @Test("an @Entry value of a transaction reads its default and what was set")
  func transaction() {
    var transaction = Transaction()
    #expect(!transaction.isFromDeepLink)
    transaction.isFromDeepLink = true
    #expect(transaction.isFromDeepLink)
  }
}
