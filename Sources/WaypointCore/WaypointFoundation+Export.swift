// What Linux's Foundation lacks (LocalizedStringResource, String(localized:), the formatters)
// is part of what every layer, and every app importing Waypoint, sees.
@_exported import WaypointFoundation
