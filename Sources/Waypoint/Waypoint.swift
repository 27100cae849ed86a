// Apple's Combine on Apple's platforms; elsewhere Waypoint's `Combine` module: OpenCombine with
// what Apple's Foundation adds to Combine (`Timer.publish`, `RunLoop.main` as a scheduler…).
@_exported import Combine
// `import Waypoint` is the one import an app needs, as `import SwiftUI` is on Apple's platforms.
@_exported import Foundation
@_exported import Observation
@_exported import WaypointCore
@_exported import WaypointUI
