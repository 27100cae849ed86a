/// A place, inside some content, where `contentToolbar(for:content:)` puts its items.
public struct ContentToolbarPlacement: Hashable, Sendable, CustomStringConvertible {
  let name: String

  /// The placement as Swift source: `.tabViewSidebar`.
  public var description: String { ".\(name)" }
}
