// Apple's unified logging on Linux: `Logger`, `OSLog`, `os_log` and signposts, writing each
// message as a line on standard error. Linux has no OSLog or os module, and this one cannot take
// their names (swift-syntax and swift-argument-parser test `canImport(OSLog)` and
// `canImport(os)` and would take it for Apple's), so a source imports it where it imports them:
//
//     #if canImport(OSLog)
//     import OSLog
//     #else
//     import WaypointOSLog
//     #endif
//
// which `waypoint port` writes for `import OSLog` and `import os`. Depend on this product only
// for Linux: `.product(name: "WaypointOSLog", package: "Waypoint",
// condition: .when(platforms: [.linux]))`.
