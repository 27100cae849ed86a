/// The files other than Swift sources that rules read — an app's entitlements, its Xcode
/// project, a website's apple-app-site-association — gathered from the folders given.
public struct RepositoryFiles: Sendable {
  /// A file's path and text.
  public struct File: Sendable, Equatable {
    /// The path, as found.
    public var path: String
    /// The contents.
    public var text: String

    /// A file with its contents.
    public init(path: String, text: String) {
      self.path = path
      self.text = text
    }
  }

  /// The folder a website serves its apple-app-site-association file from.
  static let wellKnown = ".well-known"

  /// `*.entitlements` property lists.
  public var entitlements: [File] = []
  /// Files named `apple-app-site-association` (with or without `.json`).
  public var siteAssociations: [File] = []
  /// Xcode projects' `project.pbxproj` files.
  public var xcodeProjects: [File] = []
  /// `.well-known` folders: a website lives in the repository.
  public var wellKnownFolders: [String] = []

  /// No files.
  public init() {}

  /// Whether any app or website file was found.
  public var isEmpty: Bool {
    entitlements.isEmpty && siteAssociations.isEmpty && xcodeProjects.isEmpty
      && wellKnownFolders.isEmpty
  }

  /// Keeps `path` if it is a kind of file rules read, reading it with `read` only then.
  public mutating func add(path: String, read: (String) -> String?) {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let keep: WritableKeyPath<RepositoryFiles, [File]>
    if name.hasSuffix(".entitlements") {
      keep = \.entitlements
    } else if name == "apple-app-site-association" || name == "apple-app-site-association.json" {
      keep = \.siteAssociations
    } else if name == "project.pbxproj" {
      keep = \.xcodeProjects
    } else {
      return
    }
    if let text = read(path) { self[keyPath: keep].append(File(path: path, text: text)) }
  }

  mutating func sort() {
    entitlements.sort { $0.path < $1.path }
    siteAssociations.sort { $0.path < $1.path }
    xcodeProjects.sort { $0.path < $1.path }
    wellKnownFolders.sort()
  }
}
