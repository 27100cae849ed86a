import Foundation

/// A folder of files written for one test, removed by `remove()`.
struct TemporaryFolder {
  let url: URL

  /// Writes `files` (relative path → text) into a new temporary folder.
  init(_ files: [String: String] = [:]) throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("waypoint-port-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for (path, text) in files { try write(text, to: path) }
  }

  /// Writes `text` to `path`, making its folders.
  func write(_ text: String, to path: String) throws {
    let file = url.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: file, atomically: true, encoding: .utf8)
  }

  /// Writes `data` to `path`, making its folders.
  func writeData(_ data: Data, to path: String) throws {
    let file = url.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: file)
  }

  /// Makes an empty folder at `path`.
  func makeFolder(_ path: String) throws {
    try FileManager.default.createDirectory(
      at: url.appendingPathComponent(path), withIntermediateDirectories: true)
  }

  /// The text of the file at `path`, or nil.
  func read(_ path: String) -> String? {
    try? String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
  }

  /// Whether something is at `path`.
  func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path)
  }

  func remove() { try? FileManager.default.removeItem(at: url) }
}

/// A colour set's `Contents.json` with one universal entry of these components.
func colorSet(_ components: String, space: String = "srgb") -> String {
  """
  {
    "colors" : [
      { "color" : { "color-space" : "\(space)", "components" : { \(components) } }, "idiom" : "universal" }
    ],
    "info" : { "author" : "xcode", "version" : 1 }
  }
  """
}
