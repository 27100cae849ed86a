extension ToolbarItemPlacement {
  /// The title's place in the bar: an item here shows in place of the title, as a
  /// `.principal` item does.
  public static let title = ToolbarItemPlacement(name: "title")

  /// The large title's place: an item here shows in place of the title, as a `.principal`
  /// item does.
  @available(iOS 26.0, *)
  public static let largeTitle = ToolbarItemPlacement(name: "largeTitle")

  /// The subtitle's place, under the title: an item here shows in the title's place, as a
  /// `.principal` item does.
  @available(iOS 26.0, *)
  public static let subtitle = ToolbarItemPlacement(name: "subtitle")

  /// The large subtitle's place, under the large title: an item here shows in the title's
  /// place, as a `.principal` item does.
  @available(iOS 26.0, *)
  public static let largeSubtitle = ToolbarItemPlacement(name: "largeSubtitle")
}
