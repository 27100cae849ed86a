/// A place in a container's content where `contentToolbar(for:content:)` puts toolbar items.
@available(iOS 18.4, macOS 15.4, tvOS 18.4, watchOS 11.4, visionOS 2.4, *)
public struct ContentToolbarPlacement: Hashable, Sendable, CustomStringConvertible {
  let name: String

  /// The bottom of a sidebar-adaptable tab view's sidebar.
  public static let tabViewSidebar = ContentToolbarPlacement(name: "tabViewSidebar")

  /// The placement as Swift source (`.tabViewSidebar`).
  public var description: String { ".\(name)" }
}
