import CGTK
import Waypoint

/// The window's keys: Escape and Alt+Left go back (Escape, at the root of a sheet, presses its
/// cancel action), Enter its default action, and Ctrl (GNOME's Command) or Alt with a key
/// presses the control on screen that `.keyboardShortcut` gave that key.
@MainActor
enum Keys {
  // Read on the main thread only, where GTK delivers key events.
  private final class Target: @unchecked Sendable {
    weak var window: DesktopWindow?
    init(_ window: DesktopWindow) { self.window = window }
  }

  private static let pressed:
    @convention(c) (
      UnsafeMutableRawPointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?
    )
      -> gboolean = { _, keyval, _, state, data in
        guard let data else { return 0 }
        let target = Unmanaged<Target>.fromOpaque(data).takeUnretainedValue()
        return MainActor.assumeIsolated {
          guard let window = target.window else { return 0 }
          return Keys.handle(keyval: keyval, state: state, in: window) ? 1 : 0
        }
      }

  private static let release:
    @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?) -> Void = {
      data, _ in
      if let data { Unmanaged<Target>.fromOpaque(data).release() }
    }

  static func install(on widget: Widget, for window: DesktopWindow) {
    let controller = gtk_event_controller_key_new()!
    let data = Unmanaged.passRetained(Target(window)).toOpaque()
    wp_connect(
      UnsafeMutableRawPointer(controller), "key-pressed",
      unsafeBitCast(pressed, to: GCallback.self),
      data, release)
    gtk_widget_add_controller(widget, controller)
  }

  /// The shortcuts a key press may stand for, most likely first.
  static func shortcuts(keyval: guint, state: GdkModifierType) -> [KeyboardShortcut] {
    let control = state.rawValue & GDK_CONTROL_MASK.rawValue != 0
    let alt = state.rawValue & GDK_ALT_MASK.rawValue != 0
    let shift = state.rawValue & GDK_SHIFT_MASK.rawValue != 0
    guard control || alt else { return [] }
    let scalar = gdk_keyval_to_unicode(gdk_keyval_to_lower(keyval))
    guard scalar != 0, let unicode = Unicode.Scalar(scalar) else { return [] }
    var modifiers: EventModifiers = []
    if control { modifiers.insert(.command) }
    if alt { modifiers.insert(.option) }
    if shift { modifiers.insert(.shift) }
    var candidates = [modifiers]
    if control {
      var asControl = modifiers
      asControl.remove(.command)
      asControl.insert(.control)
      candidates.append(asControl)
    }
    return candidates.map { KeyboardShortcut(KeyEquivalent(Character(unicode)), modifiers: $0) }
  }

  private static func handle(keyval: guint, state: GdkModifierType, in window: DesktopWindow)
    -> Bool
  {
    let alt = state.rawValue & GDK_ALT_MASK.rawValue != 0
    if keyval == guint(GDK_KEY_Escape) {
      if window.press(.cancelAction) { return true }
      window.goBack()
      return true
    }
    if alt, keyval == guint(GDK_KEY_Left) {
      window.goBack()
      return true
    }
    for shortcut in shortcuts(keyval: keyval, state: state) where window.press(shortcut) {
      return true
    }
    return false
  }
}
