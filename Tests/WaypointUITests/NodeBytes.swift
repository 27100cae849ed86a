import TestSupport
import Waypoint
import WaypointTesting

/// A view whose value is 256 bytes, to see which nodes keep copies of it.
struct WideView: View {
  var values = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
  var more = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)

  var body: some View { Text("Wide") }
}

/// `content` in a stack and nothing else: what node-size tests compare a container or modifier
/// against.
struct Bare<Content: View>: View {
  let content: Content
  var body: some View { VStack { content } }
}

/// The heap bytes of the nodes `view` makes, shown in a host.
@MainActor
func nodeBytes(_ view: some View) -> Int {
  ViewHost(view).runtime.memoryUse {
    heapBlockBytes(of: $0)
  }.nodeBytes
}
