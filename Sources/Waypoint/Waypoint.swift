// `import Waypoint` is the one import an app needs, as `import SwiftUI` is on Apple's platforms.
@_exported import WaypointCore
