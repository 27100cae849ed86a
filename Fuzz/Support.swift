// Imports every fuzz target needs, compiled into the same module as the routing sources.
@_exported import Foundation
