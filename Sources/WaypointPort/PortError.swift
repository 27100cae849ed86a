/// Why a port could not be made; each case reads as a sentence for the command line.
public enum PortError: Error, Equatable, CustomStringConvertible {
  /// The project folder does not exist or is not a folder.
  case missingProject(String)
  /// The project folder has no Swift sources outside test and extension folders.
  case noSwiftSources(String)
  /// The output folder has files in it and `force` was not given.
  case outputNotEmpty(String)
  /// An asset catalog's `Contents.json` cannot be read or is not what Xcode writes.
  case badAssetContents(path: String, reason: String)
  /// A file could not be read or written.
  case fileSystem(path: String, reason: String)
  /// Every Swift source of the app imports a framework Linux lacks and was left out.
  case nothingLeft(String)
  /// A Swift Playgrounds app's `Package.swift` cannot be read as one.
  case badManifest(path: String, reason: String)
  /// The folder holds no project of its own but several below it: which one is meant?
  case severalProjects(String, [String])

  /// A sentence saying what is wrong.
  public var description: String {
    switch self {
    case .missingProject(let path): "No such project folder: \(path)"
    case .noSwiftSources(let path):
      "No Swift sources in \(path) for the app: none in its application target, or outside test, "
        + "UI test and extension folders"
    case .outputNotEmpty(let path):
      "The output folder \(path) is not empty; pass --force to replace what a port wrote there"
    case .badAssetContents(let path, let reason): "\(path): \(reason)"
    case .fileSystem(let path, let reason): "\(path): \(reason)"
    case .nothingLeft(let app):
      "Every Swift source of \(app) imports a framework Linux lacks: nothing is left to build "
        + "with --exclude-unavailable"
    case .badManifest(let path, let reason): "\(path): \(reason)"
    case .severalProjects(let path, let found):
      "\(path) holds no project of its own but \(found.count) below it (\(found.joined(separator: ", "))): "
        + "pass the folder of the one to port"
    }
  }
}
