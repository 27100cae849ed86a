/// A list look that `listStyle(_:)` records on the element by name; renderers draw every
/// list the same way whichever style it has.
public protocol ListStyle {}

/// The `.automatic` list style, recorded by name; the style lists have when none is set.
public struct DefaultListStyle: ListStyle {
  /// The `.automatic` style.
  public init() {}
}

/// The `.plain` list style, recorded by name.
public struct PlainListStyle: ListStyle {
  /// The `.plain` style.
  public init() {}
}

/// The `.grouped` list style, recorded by name.
public struct GroupedListStyle: ListStyle {
  /// The `.grouped` style.
  public init() {}
}

/// The `.inset` list style, recorded by name.
public struct InsetListStyle: ListStyle {
  /// The `.inset` style.
  public init() {}
}

/// The `.insetGrouped` list style, recorded by name.
public struct InsetGroupedListStyle: ListStyle {
  /// The `.insetGrouped` style.
  public init() {}
}

/// The `.sidebar` list style, recorded by name.
public struct SidebarListStyle: ListStyle {
  /// The `.sidebar` style.
  public init() {}
}

extension ListStyle where Self == DefaultListStyle {
  /// The `.automatic` style, for `listStyle(_:)` to record.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
  /// The `.plain` style, for `listStyle(_:)` to record.
  public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
  /// The `.grouped` style, for `listStyle(_:)` to record.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
  /// The `.inset` style, for `listStyle(_:)` to record.
  public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// The `.insetGrouped` style, for `listStyle(_:)` to record.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
  /// The `.sidebar` style, for `listStyle(_:)` to record.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension View {
  /// Records `style` on the element, by name for a built-in style (`.plain`, `.sidebar`, …)
  /// or as its type otherwise; lists below are drawn as before.
  nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View {
    let name: String =
      switch style {
      case is DefaultListStyle: ".automatic"
      case is PlainListStyle: ".plain"
      case is GroupedListStyle: ".grouped"
      case is InsetListStyle: ".inset"
      case is InsetGroupedListStyle: ".insetGrouped"
      case is SidebarListStyle: ".sidebar"
      default: "\(S.self)()"
      }
    return attribute(.listStyle(name))
  }
}
