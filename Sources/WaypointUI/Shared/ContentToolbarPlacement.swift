/// A place, inside some content, where `contentToolbar(for:content:)` puts its items.
public struct ContentToolbarPlacement: Hashable, Sendable, CustomStringConvertible {
  let name: String

  /// The placement as Swift source: `.tabViewSidebar`.
  public var description: String { ".\(name)" }
}

extension ContentToolbarPlacement {
  /// The tab view's sidebar, below its tabs (recorded by `contentToolbar(for:content:)`: the
  /// terminal's tab sidebar has no toolbar of its own).
  @available(iOS 18.4, macOS 15.4, tvOS 18.4, watchOS 11.4, visionOS 2.4, *)
  public static var tabViewSidebar: ContentToolbarPlacement {
    ContentToolbarPlacement(name: "tabViewSidebar")
  }
}
