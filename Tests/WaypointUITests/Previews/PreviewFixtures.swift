import Waypoint

// Previews declared as an app declares them, found by PreviewTests through PreviewRegistry.
// Their lines are part of what the tests check: add new ones at the end.

struct PreviewCounter: View {
  @Binding var count: Int
  var body: some View {
    Button("Count \(count)") { count += 1 }
  }
}

#Preview {
  Text("Unnamed preview")
}

#Preview("Counter") {
  @Previewable @State var count = 2
  PreviewCounter(count: $count)
}

#Preview("Landscape card", traits: .landscapeLeft, .sizeThatFitsLayout) {
  Text("Card")
}

/// Shared sample data, made once for every preview that uses the modifier.
struct SampleShelf: PreviewModifier {
  nonisolated(unsafe) static var contextsMade = 0

  static func makeSharedContext() async throws -> [String] {
    contextsMade += 1
    return ["Tea", "Bread"]
  }

  func body(content: Content, context: [String]) -> some View {
    VStack {
      Text("Shelf: \(context.joined(separator: ", "))")
      content
    }
  }
}

#Preview("Shelf one", traits: .modifier(SampleShelf())) {
  Text("First")
}

#Preview("Shelf two", traits: .modifier(SampleShelf())) {
  Text("Second")
}

struct LegacyGreeting_Previews: PreviewProvider {
  static var previews: some View {
    Text("Hello from a PreviewProvider")
  }
}

/// Changes its own state while drawing, which never settles: the update-loop error.
struct RestlessView: View {
  @State private var count = 0
  var body: some View {
    let _ = { count += 1 }()
    Text("Restless \(count)")
  }
}

#Preview("Restless") {
  RestlessView()
}

#Preview("Titled list") {
  NavigationStack {
    List {
      Text("Row")
    }
    .navigationTitle("Pantry")
  }
}

#Preview(traits: .portrait) {
  Text("Traits only")
}

#Preview("Returned") {
  let name = "Returned view"
  return Text(name)
}
