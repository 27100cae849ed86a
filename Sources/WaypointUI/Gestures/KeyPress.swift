import Foundation

/// A key being pressed, repeated or released while a view has focus.
public struct KeyPress: Sendable, CustomDebugStringConvertible {
  /// Which part of the press this is.
  public let phase: Phases
  /// The key.
  public let key: KeyEquivalent
  /// The characters the key types.
  public let characters: String
  /// The modifier keys held.
  public let modifiers: EventModifiers

  /// The press as a short phrase.
  public var debugDescription: String {
    "KeyPress(phase: \(phase.debugDescription), key: \(key), modifiers: \(modifiers.rawValue))"
  }

  /// The parts of a key press.
  public struct Phases: OptionSet, Sendable, CustomDebugStringConvertible {
    /// The phases' bits.
    public let rawValue: Int
    /// The phases of `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The key went down.
    public static let down = Phases(rawValue: 1 << 0)
    /// The key repeated while held.
    public static let `repeat` = Phases(rawValue: 1 << 1)
    /// The key came up.
    public static let up = Phases(rawValue: 1 << 2)
    /// Every phase.
    public static let all: Phases = [.down, .repeat, .up]

    /// The phases as Swift source: `[.down, .repeat]`.
    public var debugDescription: String {
      let names = [(Phases.down, ".down"), (.repeat, ".repeat"), (.up, ".up")]
        .filter { contains($0.0) }.map(\.1)
      return names.count == 1 ? names[0] : "[\(names.joined(separator: ", "))]"
    }
  }

  /// Whether an action handled a key press, or let it go on to other views.
  public enum Result: Sendable, Hashable {
    /// The press was handled.
    case handled
    /// The press goes on to the next view.
    case ignored
  }
}

// The terminal delivers keys to its own focus, not to views' key handlers: these are recorded.

extension View {
  /// Runs `action` when `key` goes down while this view has focus (recorded: key presses are
  /// not delivered to views here).
  nonisolated public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result)
    -> some View
  {
    recorded(".onKeyPress(\(key))")
  }

  /// Runs `action` for `key` in `phases` while this view has focus (recorded).
  nonisolated public func onKeyPress(
    _ key: KeyEquivalent, phases: KeyPress.Phases,
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    recorded(".onKeyPress(\(key), phases: \(phases.debugDescription))")
  }

  /// Runs `action` for any of `keys` in `phases` while this view has focus (recorded).
  nonisolated public func onKeyPress(
    keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    let names = keys.map(\.description).sorted().joined(separator: ", ")
    return recorded(".onKeyPress(keys: [\(names)], phases: \(phases.debugDescription))")
  }

  /// Runs `action` for keys typing any of `characters` in `phases` (recorded).
  nonisolated public func onKeyPress(
    characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    recorded(".onKeyPress(characters: characters, phases: \(phases.debugDescription))")
  }

  /// Runs `action` for every key in `phases` while this view has focus (recorded).
  nonisolated public func onKeyPress(
    phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    recorded(".onKeyPress(phases: \(phases.debugDescription))")
  }
}
