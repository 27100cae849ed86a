import Foundation
import Waypoint

/// Puts `content` at the scene's top-leading corner, so that frames start at zero.
func topLeading<V: View>(_ content: V) -> some View {
  content.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
}
