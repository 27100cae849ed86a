// `import SwiftData` on Linux: Waypoint's SwiftData, on SQLite. It brings Foundation and
// Observation along, as Apple's does: a model file that imports only SwiftData compiles the same,
// and what `@Model` writes (an observation registrar) is in scope. WaypointFoundation comes too,
// since Apple's Foundation has what it adds on Linux (LocalizedStringResource, the formatters).
@_exported import Foundation
@_exported import Observation
@_exported import WaypointFoundation
