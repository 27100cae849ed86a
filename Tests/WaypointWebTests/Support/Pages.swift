import Foundation
import Waypoint

@testable import WaypointWeb

/// The whole page a new browser tab shows for `view` at `address`.
@MainActor
func page(of view: some View, address: String = "/") async -> String {
  let tab = BrowserTab(id: "tab", browserID: "browser", runtime: ViewRuntime(view))
  return await tab.page(address: address)
}

/// An app's own shape, for the renderers' tests: a triangle pointing up, its apex at the middle
/// of its frame's top edge.
struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    Path { path in
      path.move(to: CGPoint(x: rect.midX, y: rect.minY))
      path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
      path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
      path.closeSubpath()
    }
  }
}
