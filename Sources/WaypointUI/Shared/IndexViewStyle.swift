/// A style for the index views of views that page (the dots of a paged tab view).
@available(iOS 14.0, tvOS 14.0, watchOS 8.0, *)
@available(macOS, unavailable)
public protocol IndexViewStyle {}

extension PageIndexViewStyle: IndexViewStyle {}

extension IndexViewStyle where Self == PageIndexViewStyle {
  /// Page index dots over the content, with the automatic background.
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }

  /// Page index dots over the content, with `backgroundDisplayMode`.
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode)
    -> PageIndexViewStyle
  {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}

extension View {
  /// Sets the style of the index views in this view (recorded: Waypoint's paged tab views
  /// show no dots).
  @available(iOS 14.0, tvOS 14.0, watchOS 8.0, *)
  @available(macOS, unavailable)
  nonisolated public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
    recorded(".indexViewStyle(\(String(describing: style)))")
  }
}
