// `import OSLog` on Linux: Waypoint's stand-in for Apple's `os` logging (see the `os` product),
// under OSLog's name, as Apple's OSLog module re-exports os. Depend on this product only for
// Linux: `.product(name: "OSLog", package: "Waypoint", condition: .when(platforms: [.linux]))`.
@_exported import os
