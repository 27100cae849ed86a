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

/// An object a view holds: each copy of the view the graph keeps holds one more reference.
final class HeldToken {}

/// A view holding `token`, showing a text.
struct Holder: View {
  let token: HeldToken
  var body: some View { Text("Held") }
}

/// How many references to a token the graph keeps while `make(token)` is shown: one for each
/// copy of a view holding it that some node (or a box a node holds) keeps.
@MainActor
func keptCopies(_ make: (HeldToken) -> some View) -> Int {
  let token = HeldToken()
  let host = ViewHost(make(token))
  // Less the one this function holds.
  return withExtendedLifetime(host) { Int(_getRetainCount(token)) - 1 }
}
