import SwiftUI

@main
struct TrailMixApp: App {
  var body: some Scene {
    WindowGroup {
      ContentView()
    }
  }
}
