// `import SwiftUI` on Linux: Waypoint under SwiftUI's name, so one source tree builds against
// Apple's SwiftUI on Apple's platforms and against Waypoint on Linux, with no edit. Depend on
// this product only for Linux: `.product(name: "SwiftUI", package: "Waypoint",
// condition: .when(platforms: [.linux]))`.
@_exported import Waypoint
