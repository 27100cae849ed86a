/// A protocol that describes the behavior and appearance of a list.
public protocol ListStyle {}

/// The list style that describes a platform's default behavior and appearance for a list.
public struct DefaultListStyle: ListStyle {
  /// Creates a default list style.
  public init() {}
}

/// The list style that describes the behavior and appearance of a plain list.
public struct PlainListStyle: ListStyle {
  /// Creates a plain list style.
  public init() {}
}

/// The list style that describes the behavior and appearance of a grouped list.
public struct GroupedListStyle: ListStyle {
  /// Creates a grouped list style.
  public init() {}
}

/// The list style that describes the behavior and appearance of an inset list.
public struct InsetListStyle: ListStyle {
  /// Creates an inset list style.
  public init() {}
}

/// The list style that describes the behavior and appearance of an inset grouped list.
public struct InsetGroupedListStyle: ListStyle {
  /// Creates an inset grouped list style.
  public init() {}
}

/// The list style that describes the behavior and appearance of a sidebar list.
public struct SidebarListStyle: ListStyle {
  /// Creates a sidebar list style.
  public init() {}
}

extension ListStyle where Self == DefaultListStyle {
  /// The list style that describes a platform's default behavior and appearance for a list.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
  /// The list style that describes the behavior and appearance of a plain list.
  public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
  /// The list style that describes the behavior and appearance of a grouped list.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
  /// The list style that describes the behavior and appearance of an inset list.
  public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// The list style that describes the behavior and appearance of an inset grouped list.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
  /// The list style that describes the behavior and appearance of a sidebar list.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension View {
  /// Sets the style for lists within this view.
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
