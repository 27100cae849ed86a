/// A preview declared with `#Preview`: the macro writes a type conforming to this, which
/// `PreviewRegistry` finds when the app runs.
public protocol PreviewDeclaration {
  /// The name given to `#Preview`, if any.
  static var name: String? { get }
  /// The file declaring the preview, as `#fileID` gives it (`Module/File.swift`).
  static var fileID: String { get }
  /// The line of `#Preview`.
  static var line: Int { get }
  /// The traits given to `#Preview`.
  @MainActor static var traits: [PreviewTrait<Preview.ViewTraits>] { get }
  /// The preview's view, without its traits.
  @MainActor static func makeView() -> AnyView
}
