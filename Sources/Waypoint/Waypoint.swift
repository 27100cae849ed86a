// `import Waypoint` is the one import an app needs, as `import SwiftUI` is on Apple's platforms.
// Combine is Apple's on Apple's platforms; elsewhere it is Waypoint's own `Combine` module, with what
// Apple's Foundation adds to Combine (`Timer.publish`, `RunLoop.main` as a scheduler…).
@_exported import Combine
@_exported import Foundation
@_exported import Observation
@_exported import WaypointCore
@_exported import WaypointFoundation
@_exported import WaypointUI
@_exported import WaypointUIKit
