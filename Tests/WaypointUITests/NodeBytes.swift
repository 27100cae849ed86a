import TestSupport
import Waypoint
import WaypointTesting

/// A view whose value is 256 bytes, to see which nodes keep copies of it.
struct WideView: View {
  var values = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
  var more = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)

  var body: some View { Text("Wide") }
}

/// The heap bytes of the nodes `view` makes, shown in a host.
@MainActor
func nodeBytes(_ view: some View) -> Int {
  ViewHost(view).runtime.memoryUse {
    heapBlockBytes(of: $0)
  }.nodeBytes
}
