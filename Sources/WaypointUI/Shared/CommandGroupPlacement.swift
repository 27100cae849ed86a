/// The standard locations that you can place new command groups relative to.
public struct CommandGroupPlacement: Sendable, Hashable, CustomStringConvertible {
  let name: String

  /// The placement as Swift source: `.toolbar`.
  public var description: String { ".\(name)" }
}
