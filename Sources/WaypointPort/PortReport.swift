/// One mechanical edit made to a copied source file.
public struct PortEdit: Equatable, Sendable, CustomStringConvertible {
  /// The edited file, relative to the output folder (`Sources/App/Model.swift`).
  public var path: String
  /// The 1-based line of the edit in the edited file.
  public var line: Int
  /// Why the edit was made, as a sentence.
  public var reason: String

  /// Creates an edit record.
  public init(path: String, line: Int, reason: String) {
    self.path = path
    self.line = line
    self.reason = reason
  }

  /// `path:line: reason`, as printed.
  public var description: String { "\(path):\(line): \(reason)" }
}

/// Something the port left as it was but a person should know: a dropped asset, an unmapped
/// system colour, a `#if canImport(UIKit)` that stays out on Linux.
public struct PortNote: Equatable, Sendable, CustomStringConvertible {
  /// The file concerned, relative to the output folder or the project folder; nil for the app.
  public var path: String?
  /// The 1-based line, when the note is about one place in a source file.
  public var line: Int?
  /// What happened, as a sentence.
  public var message: String

  /// Creates a note.
  public init(path: String? = nil, line: Int? = nil, message: String) {
    self.path = path
    self.line = line
    self.message = message
  }

  /// `path:line: note: message`, as printed.
  public var description: String {
    switch (path, line) {
    case (let path?, let line?): "\(path):\(line): note: \(message)"
    case (let path?, nil): "\(path): note: \(message)"
    default: "note: \(message)"
    }
  }
}

/// What a port made: the package's name, its files, and every edit and note.
public struct PortReport: Equatable, Sendable {
  /// The executable target's name.
  public var appName: String
  /// The library targets made from local packages, each after those it depends on.
  public var libraryTargets: [String] = []
  /// The Swift sources written, relative to the output folder.
  public var sources: [String]
  /// The resources written, relative to the output folder.
  public var resources: [String]
  /// The asset catalog colours carried over, by name.
  public var colorNames: [String]
  /// The asset catalog image sets carried over, by name.
  public var imageNames: [String] = []
  /// The product that serves the app to browsers (`NAME-web`); nil when the app's `@main`
  /// type was not found and the app stays one executable.
  public var webProduct: String?
  /// The product that opens the app in a GTK 4 window (`NAME-desktop`); nil when there is no
  /// `NAME-web` either.
  public var desktopProduct: String?
  /// The edits made to copied sources, in file and line order.
  public var edits: [PortEdit]
  /// The notes, in the order they arose.
  public var notes: [PortNote]
  /// Uses of API deprecated everywhere, in file and line order: the build warns of each.
  public var deprecatedUses: [DeprecatedUse] = []
  /// Packages from elsewhere that targets need, not fetched.
  public var remoteDependencies: [RemoteDependency] = []
  /// Sources importing frameworks Linux lacks, kept or left out.
  public var unavailableSources: [UnavailableSource] = []
  /// Whether the app's files are those its `project.pbxproj` lists, rather than a folder walk's.
  public var readProjectFile = false
  /// Whether the app's files are those a Swift Playgrounds app's `Package.swift` gives its
  /// executable target.
  public var readPlaygroundManifest = false
}
