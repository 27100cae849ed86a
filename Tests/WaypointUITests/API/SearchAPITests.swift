import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite("Search API: presentation, suggestions, scopes and tokens act on the search field")
struct SearchAPITests {
  private struct Results: View {
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch
    let query: String

    var body: some View {
      VStack {
        Text(isSearching ? "Searching \(query)" : "Idle")
        Button("Done") { dismissSearch() }
      }
    }
  }

  private struct Searching: View {
    @State private var query = ""
    var body: some View {
      Results(query: query).searchable(text: $query)
    }
  }

  @Test("isSearching follows the search text; dismissSearch clears it")
  func isSearchingAndDismiss() throws {
    let host = ViewHost(Searching())
    #expect(!host.elements(labeled: "Idle").isEmpty)
    try host.type("dune", into: "Search")
    #expect(!host.elements(labeled: "Searching dune").isEmpty)
    try host.tap("Done")
    #expect(!host.elements(labeled: "Idle").isEmpty)
  }

  private struct Presenting: View {
    @State private var query = ""
    @State private var isPresented = false
    var body: some View {
      Text(isPresented ? "Presented" : "Not presented")
        .searchable(text: $query, isPresented: $isPresented, prompt: "Films")
    }
  }

  @Test("typing into a searchable with isPresented presents the search")
  func isPresented() throws {
    let host = ViewHost(Presenting())
    #expect(!host.elements(labeled: "Not presented").isEmpty)
    try host.type("a", into: "Search")
    #expect(!host.elements(labeled: "Presented").isEmpty)
  }

  private struct Suggesting: View {
    @State private var query = ""
    var body: some View {
      Text("Results for \(query)")
        .searchable(text: $query)
        .searchSuggestions {
          Text("Apple").searchCompletion("apple")
        }
    }
  }

  @Test("suggestions show while searching and a searchCompletion completes the text")
  func suggestionsComplete() throws {
    let host = ViewHost(Suggesting())
    #expect(host.elements(labeled: "Apple").isEmpty, "no suggestions before searching")
    try host.type("ap", into: "Search")
    try host.tap("Apple")
    #expect(!host.elements(labeled: "Results for apple").isEmpty)
  }

  private enum Scope: Hashable { case all, mine }

  private struct Scoped: View {
    @State private var query = ""
    @State private var scope = Scope.all
    var body: some View {
      Text("Scope \(scope == .all ? "all" : "mine")")
        .searchable(text: $query)
        .searchScopes($scope) {
          Text("All").tag(Scope.all)
          Text("Mine").tag(Scope.mine)
        }
    }
  }

  @Test("search scopes show as a picker while searching and set the scope")
  func scopes() throws {
    let host = ViewHost(Scoped())
    #expect(host.elements(labeled: "Mine").isEmpty)
    try host.type("x", into: "Search")
    try host.select("Mine")
    #expect(!host.elements(labeled: "Scope mine").isEmpty)
  }

  private struct Token: Identifiable, Hashable {
    let name: String
    var id: String { name }
  }

  private struct Tokenized: View {
    @State private var query = ""
    @State private var tokens = [Token(name: "Red")]
    @State private var suggested = [Token(name: "Blue")]
    var body: some View {
      Text("Tokens \(tokens.map(\.name).joined(separator: ","))")
        .searchable(text: $query, tokens: $tokens, suggestedTokens: $suggested) { token in
          Text(token.name)
        }
    }
  }

  @Test("tokens show beside the field and a suggested token is added when chosen")
  func tokens() throws {
    let host = ViewHost(Tokenized())
    #expect(!host.elements(labeled: "Red").isEmpty)
    try host.tap("Blue")
    #expect(!host.elements(labeled: "Tokens Red,Blue").isEmpty)
  }

  @Test("search behaviors no renderer acts on are recorded")
  func recorded() {
    let host = ViewHost(
      Text("Find")
        .searchDictationBehavior(.inline(activation: .onLook))
        .searchPresentationToolbarBehavior(.avoidHidingContent)
        .findDisabled()
        .replaceDisabled(false))
    let render = host.render()
    #expect(render.contains(".searchDictationBehavior(.inline(activation: .onLook))"))
    #expect(render.contains(".searchPresentationToolbarBehavior(.avoidHidingContent)"))
    #expect(render.contains(".findDisabled(true)"))
    #expect(render.contains(".replaceDisabled(false)"))
  }

  @Test("suggestion placement sets are option sets")
  func placementSets() {
    var set: SearchSuggestionsPlacement.Set = [.menu]
    #expect(!set.contains(.content))
    set.insert(.content)
    #expect(set == [.menu, .content])
    #expect(
      SearchSuggestionsPlacement.Set.menu.rawValue
        != SearchSuggestionsPlacement.Set.content.rawValue)
    #expect(SearchSuggestionsPlacement.menu != .content)
  }
}
