import Foundation

/// `waypoint new NAME`: a package with a small app built on Waypoint — two tabs each with its own
/// stack, a router, a sheet and a deep link — its navigation tests, a preview, a README and a
/// `.gitignore`, so that `swift run NAME` and `swift test` work in it at once.
public enum NewPackage {
  /// Why a package could not be made; each case reads as one line for the command line.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    /// The name is not a Swift identifier the package's modules and types can take.
    case invalidName(String)
    /// The folder exists and has something in it.
    case folderNotEmpty(String)
    /// Writing failed.
    case fileSystem(path: String, reason: String)

    /// The failure as one line.
    public var description: String {
      switch self {
      case .invalidName(let name):
        "\(name.debugDescription) is not a valid Swift identifier: use letters, digits and _, "
          + "starting with a letter (Demo, TodoList)."
      case .folderNotEmpty(let path): "\(path) exists and is not empty; choose another name."
      case .fileSystem(let path, let reason): "Could not write \(path): \(reason)"
      }
    }
  }

  /// Writes the package `name` into `folder` (made if missing), depending on the Waypoint
  /// checkout at `waypointPath`; returns the paths written, relative to `folder`.
  @discardableResult
  public static func make(name: String, in folder: URL, waypointPath: String) throws(Failure)
    -> [String]
  {
    guard isValidName(name) else { throw .invalidName(name) }
    let manager = FileManager.default
    if let contents = try? manager.contentsOfDirectory(atPath: folder.path), !contents.isEmpty {
      throw .folderNotEmpty(folder.path)
    }
    var isFolder: ObjCBool = false
    if manager.fileExists(atPath: folder.path, isDirectory: &isFolder), !isFolder.boolValue {
      throw .folderNotEmpty(folder.path)
    }
    let files = NewPackageFiles(name: name, waypointPath: waypointPath).files
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      do {
        try manager.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
      } catch {
        throw .fileSystem(path: url.path, reason: error.localizedDescription)
      }
    }
    return files.map(\.path)
  }

  /// Whether `name` can name the package, its modules (`NAME`, `NAMEViews`, `NAMETests`) and
  /// its app type: an identifier of ASCII letters, digits and underscores starting with a letter,
  /// not a Swift keyword, and not a module the package already imports.
  public static func isValidName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII
    else { return false }
    let allowed = name.unicodeScalars.allSatisfy {
      $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
    }
    return allowed && name.count <= 64 && !reserved.contains(name)
  }

  private static let reserved: Set<String> = [
    "Any", "Self", "Type", "Protocol", "as", "associatedtype", "break", "case", "catch", "class",
    "continue", "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough",
    "false", "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout",
    "internal", "is", "let", "nil", "open", "operator", "private", "protocol", "public",
    "repeat", "rethrows", "return", "self", "static", "struct", "subscript", "super", "switch",
    "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    // Modules the package depends on or imports.
    "Waypoint", "WaypointTesting", "WaypointUI", "WaypointRuntime", "WaypointCore", "SwiftUI",
    "Combine", "Foundation", "Testing", "XCTest", "Observation", "Swift", "Dispatch",
  ]
}
