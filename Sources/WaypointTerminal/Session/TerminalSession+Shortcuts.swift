import WaypointUI

extension TerminalSession {
  /// The keyboard shortcuts a key stands for, most likely first. A terminal has no Command
  /// key, so Ctrl stands for Command as well as Control; Alt stands for Option.
  static func shortcuts(for key: Key) -> [KeyboardShortcut] {
    let character: Character
    let modifiers: [EventModifiers]
    switch key {
    case .control(let letter):
      character = letter
      modifiers = [.command, .control, [.command, .shift], [.control, .shift]]
    case .alt(let typed):
      character = typed
      modifiers = [.option, [.option, .shift], [.command, .option]]
    default:
      return []
    }
    return modifiers.map { KeyboardShortcut(KeyEquivalent(character), modifiers: $0) }
  }

  /// Presses the control on screen that a Ctrl or Alt key is the shortcut of, if any; says so
  /// on the status line when none is.
  func pressShortcut(for key: Key) async {
    for shortcut in Self.shortcuts(for: key) where await pressShortcut(shortcut) { return }
    if case .control(let letter) = key {
      status = "Nothing here has the shortcut Ctrl-\(letter.uppercased())"
    } else if case .alt(let character) = key {
      status = "Nothing here has the shortcut Alt-\(character)"
    }
  }

  /// Presses the control on screen with `shortcut`; false when none has it.
  func pressShortcut(_ shortcut: KeyboardShortcut) async -> Bool {
    guard let control = runtime.scenes.first?.element(forKeyboardShortcut: shortcut) else {
      return false
    }
    await perform(.tap, on: control)
    return true
  }
}
