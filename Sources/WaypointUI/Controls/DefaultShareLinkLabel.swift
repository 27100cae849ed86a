/// The default label of a share link: "Share" with the share symbol.
public struct DefaultShareLinkLabel: View {
  /// Creates the default share link label.
  init() {}
  /// "Share" with the share symbol.
  public var body: some View { WaypointUI.Label("Share", systemImage: "square.and.arrow.up") }
}
