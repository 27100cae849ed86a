// `import Waypoint` is the one import an app needs, as `import SwiftUI` is on Apple's platforms.
@_exported import Foundation
@_exported import Observation
@_exported import WaypointCore
@_exported import WaypointUI

#if canImport(Darwin)  // not canImport(Combine): Waypoint's own Combine module would pass
  @_exported import Combine
#else
  @_exported import OpenCombine
#endif
