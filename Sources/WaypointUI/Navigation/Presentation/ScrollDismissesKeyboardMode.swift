/// How scrolling content dismisses the software keyboard.
public struct ScrollDismissesKeyboardMode: Sendable, Hashable, CustomStringConvertible {
  let name: String

  /// The system decides, by context.
  public static var automatic: ScrollDismissesKeyboardMode {
    ScrollDismissesKeyboardMode(name: "automatic")
  }
  /// Asks for the keyboard to close the moment scrolling starts; carried in the environment only,
  /// as no renderer here shows a software keyboard.
  public static var immediately: ScrollDismissesKeyboardMode {
    ScrollDismissesKeyboardMode(name: "immediately")
  }
  /// The keyboard follows the drag and can be pulled away.
  public static var interactively: ScrollDismissesKeyboardMode {
    ScrollDismissesKeyboardMode(name: "interactively")
  }
  /// Scrolling never dismisses the keyboard.
  public static var never: ScrollDismissesKeyboardMode {
    ScrollDismissesKeyboardMode(name: "never")
  }

  /// The mode as Swift source: `.interactively`.
  public var description: String { ".\(name)" }
}

extension EnvironmentValues {
  /// How scrollable content in this environment dismisses the keyboard; `.automatic` unless
  /// set by `scrollDismissesKeyboard(_:)`.
  public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
    get { self[ScrollDismissesKeyboardModeKey.self] }
    set { self[ScrollDismissesKeyboardModeKey.self] = newValue }
  }
}

private enum ScrollDismissesKeyboardModeKey: EnvironmentKey {
  static var defaultValue: ScrollDismissesKeyboardMode { .automatic }
}

extension View {
  /// Sets how scrollable content in this view dismisses the keyboard, through the
  /// `scrollDismissesKeyboardMode` environment value.
  nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode)
    -> some View
  {
    environment(\.scrollDismissesKeyboardMode, mode)
  }
}
