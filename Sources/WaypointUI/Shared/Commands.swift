/// Conforming types represent a group of related commands that can be exposed to the user via
/// the main menu on macOS and key commands on iOS.
@MainActor @preconcurrency
public protocol Commands {
  /// The type of commands that represents the body of this command hierarchy.
  associatedtype Body: Commands
  /// The contents of the command hierarchy.
  var body: Self.Body { get }
}

extension Never: Commands {}
