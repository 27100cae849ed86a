import CGTK

/// A GTK widget, as GTK's C functions take it.
typealias Widget = UnsafeMutablePointer<GtkWidget>

/// A closure a signal runs; the signal's connection owns it and releases it when it goes. The
/// closure is the main actor's, and GTK calls it there only.
private final class SignalHandler: @unchecked Sendable {
  let run: @MainActor () -> Void
  init(_ run: @escaping @MainActor () -> Void) { self.run = run }

  static func fire(_ data: UnsafeMutableRawPointer?) {
    guard let data else { return }
    let handler = Unmanaged<SignalHandler>.fromOpaque(data).takeUnretainedValue()
    // GTK emits signals on the thread its main loop runs on, which is the main thread here.
    MainActor.assumeIsolated { handler.run() }
  }
}

/// Connects Swift closures to GObject signals. GTK calls handlers with the instance first and
/// the closure's data last; what lies between differs by signal, so each shape has its thunk.
@MainActor
enum Signals {
  /// The arguments a signal passes between its instance and the handler's data.
  enum Shape {
    /// None: `clicked`, `changed`, `activate`, `value-changed`.
    case plain
    /// One pointer: `notify::…` (the property's spec).
    case onePointer
    /// Two integers: a drawing area's `resize`.
    case twoIntegers
    /// None, and the handler answers whether it handled the signal: `close-request`.
    case handled
    /// A press count and a point: a click gesture's `pressed` and `released`.
    case press
  }

  private static let plain:
    @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
      SignalHandler.fire(data)
    }
  private static let onePointer:
    @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?)
      -> Void = { _, _, data in SignalHandler.fire(data) }
  private static let twoIntegers:
    @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Void = {
      _, _, _, data in SignalHandler.fire(data)
    }
  private static let handled:
    @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = {
      _, data in
      SignalHandler.fire(data)
      // The handler decides what happens (a dismissal the app may refuse); GTK does nothing.
      return 1
    }
  private static let press:
    @convention(c) (
      UnsafeMutableRawPointer?, Int32, Double, Double, UnsafeMutableRawPointer?
    ) -> Void = { _, _, _, _, data in SignalHandler.fire(data) }
  private static let release:
    @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?) -> Void = {
      data, _ in
      if let data { Unmanaged<SignalHandler>.fromOpaque(data).release() }
    }

  /// Runs `action` each time `instance` emits `signal`.
  @discardableResult
  static func connect(
    _ instance: UnsafeMutableRawPointer, _ signal: String, shape: Shape = .plain,
    _ action: @escaping @MainActor () -> Void
  ) -> gulong {
    let data = Unmanaged.passRetained(SignalHandler(action)).toOpaque()
    let callback: GCallback =
      switch shape {
      case .plain: unsafeBitCast(plain, to: GCallback.self)
      case .onePointer: unsafeBitCast(onePointer, to: GCallback.self)
      case .twoIntegers: unsafeBitCast(twoIntegers, to: GCallback.self)
      case .handled: unsafeBitCast(handled, to: GCallback.self)
      case .press: unsafeBitCast(press, to: GCallback.self)
      }
    return wp_connect(instance, signal, callback, data, release)
  }

  /// Runs `action` when `widget` is clicked with the secondary button (the right one, for
  /// most), once the button is let go: a menu that opens sooner would take the release, outside
  /// it, for a click that closes it.
  static func onSecondaryClick(_ widget: Widget, _ action: @escaping @MainActor () -> Void) {
    let gesture = gtk_gesture_click_new()!
    gtk_gesture_single_set_button(gesture, UInt32(GDK_BUTTON_SECONDARY))
    connect(UnsafeMutableRawPointer(gesture), "released", shape: .press, action)
    gtk_widget_add_controller(widget, gesture)
  }
}
