import Combine
import SwiftUI

/// A counter kept by an `ObservableObject` with a Combine pipeline, in a stack: code as written for
/// Apple's SwiftUI.
final class Kitchen: ObservableObject {
  @Published var orders = 0
  private var cancellables = Set<AnyCancellable>()
  @Published private(set) var summary = "No orders"

  init() {
    $orders.map { $0 == 0 ? "No orders" : "\($0) orders" }
      .sink { [weak self] in self?.summary = $0 }
      .store(in: &cancellables)
  }

  /// An order that can be undone, registered from a method that is not on the main actor, as
  /// apps written before Swift's concurrency checks do.
  func order(undoManager: UndoManager?) {
    orders += 1
    undoManager?.registerUndo(withTarget: self) { $0.orders -= 1 }
    undoManager?.setActionName("Order")
  }
}

struct ContentView: View {
  @StateObject private var kitchen = Kitchen()
  @Environment(\.undoManager) private var undoManager

  var body: some View {
    NavigationStack {
      List {
        Text(kitchen.summary)
        Button("Order") { kitchen.order(undoManager: undoManager) }
        NavigationLink("Menu", value: "menu")
      }
      .navigationTitle("Kitchen")
      .navigationDestination(for: String.self) { Text("The \($0)").navigationTitle("Menu") }
    }
  }
}

@main
struct KitchenApp: App {
  var body: some Scene {
    WindowGroup { ContentView() }
  }
}
