// The runtime's public API (View, State, Binding, the semantic tree…) is part of this module's.
@_exported import WaypointRuntime
