import CGTK
import Waypoint

/// The desktop's own light or dark preference: GNOME's `color-scheme` setting
/// (`org.gnome.desktop.interface`), which the window follows where the app prefers neither.
@MainActor
enum SystemAppearance {
  private static let schema = "org.gnome.desktop.interface"
  private static let key = "color-scheme"
  /// The settings, when the desktop has the key (GNOME 42 and later); read once.
  private static let settings: UnsafeMutablePointer<GSettings>? = {
    guard let source = g_settings_schema_source_get_default(),
      let found = g_settings_schema_source_lookup(source, schema, 1)
    else { return nil }
    defer { g_settings_schema_unref(found) }
    guard g_settings_schema_has_key(found, key) != 0 else { return nil }
    return g_settings_new(schema)
  }()

  /// The scheme the desktop prefers: dark for `prefer-dark`, light otherwise.
  static var colorScheme: ColorScheme {
    guard let settings, let value = g_settings_get_string(settings, key) else { return .light }
    defer { g_free(value) }
    return String(cString: value) == "prefer-dark" ? .dark : .light
  }

  /// Calls `changed` each time the desktop's preference changes.
  static func watch(_ changed: @escaping @MainActor () -> Void) {
    guard let settings else { return }
    Signals.connect(UnsafeMutableRawPointer(settings), "changed::\(key)", shape: .onePointer) {
      changed()
    }
  }
}
