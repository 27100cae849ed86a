import WaypointCore

/// The named colours of an app's asset catalog, as Swift: `Color("Brand")` takes its value from
/// the type that names it. `waypoint port` writes one from an Xcode asset catalog.
///
/// Conforming types are found when the app runs; nothing registers them. A type nothing else
/// uses needs `@used static func keep() -> Any.Type { Self.self }` to outlive optimised builds.
public protocol AssetColorCatalog {
  /// The catalog's colours by name.
  static var colors: [String: Color] { get }
}

extension Color {
  /// Every asset colour catalog's colours, read once; a later catalog's name wins.
  package static let catalogColors: [String: Color] = {
    var colors: [String: Color] = [:]
    for case let catalog as any AssetColorCatalog.Type in ConformingTypes.find(
      protocol: "AssetColorCatalog", module: "WaypointRuntime")
    {
      colors.merge(catalog.colors) { _, later in later }
    }
    return colors
  }()
}
