import WaypointCore

/// Every preview in the running executable, found without registration: the types `#Preview`
/// writes and the app's `PreviewProvider`s.
public enum PreviewRegistry {
  /// Every preview, by module, file and line; `PreviewProvider`s after `#Preview`s, by name.
  public static var all: [PreviewEntry] {
    let declared = ConformingTypes.find(protocol: "PreviewDeclaration", module: "WaypointUI")
      .compactMap { $0 as? any PreviewDeclaration.Type }.map(PreviewEntry.init(declaration:))
      .sorted {
        ($0.module, $0.fileID ?? "", $0.line ?? 0) < ($1.module, $1.fileID ?? "", $1.line ?? 0)
      }
    let provided = ConformingTypes.find(protocol: "PreviewProvider", module: "WaypointUI")
      .compactMap { $0 as? any PreviewProvider.Type }.map(PreviewEntry.init(provider:))
      .sorted { ($0.module, $0.title) < ($1.module, $1.title) }
    return declared + provided
  }

  /// The previews declared in `module`.
  public static func previews(inModule module: String) -> [PreviewEntry] {
    all.filter { $0.module == module }
  }

  /// The previews `query` names (see `PreviewEntry.isNamed(_:)`): one, or several when the
  /// name is not unique.
  public static func previews(named query: String) -> [PreviewEntry] {
    all.filter { $0.isNamed(query) }
  }
}
