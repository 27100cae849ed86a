import SwiftUI

/// The trails, read from the app's JSON resource, in a stack.
struct ContentView: View {
  @StateObject private var store = TrailStore()

  var body: some View {
    NavigationStack {
      List {
        Image("Trails/Ridge")
          .resizable()
          .scaledToFit()
          .frame(maxWidth: 200)
          .accessibilityLabel("The ridge at dusk")
        #if os(iOS)
          Text("Pocket edition")
        #elseif os(macOS)
          Text("Desk edition")
        #endif
        ForEach(store.trails) { trail in
          NavigationLink(value: trail) {
            Label {
              Text(trail.name)
            } icon: {
              Image("Compass")
            }
          }
        }
      }
      .foregroundStyle(Color("Brand"))
      .navigationTitle("Trails")
      .navigationDestination(for: Trail.self) { trail in
        Text(trail.name).navigationTitle(trail.name)
      }
    }
  }
}
