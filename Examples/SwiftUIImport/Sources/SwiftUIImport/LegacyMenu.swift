import SwiftUI

/// A screen written against SwiftUI's first navigation API, as older apps are: building it warns
/// of each deprecated call, on Linux as in Xcode (the integration test reads the warnings).
struct LegacyMenu: View {
  var body: some View {
    NavigationView {
      List {
        Text("Soup of the day")
      }
      .navigationBarTitle("Menu")
    }
  }
}
