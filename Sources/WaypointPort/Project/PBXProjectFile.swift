/// The objects of an Xcode `project.pbxproj` and the paths of its files and groups.
struct PBXProjectFile: Sendable {
  /// Every object by its identifier.
  let objects: [String: [String: PropertyList]]
  /// The `PBXProject` object's identifier.
  let rootObject: String
  /// The group that lists each file or group as a child.
  private let parents: [String: String]

  /// Reads the text of a `project.pbxproj`; throws when it is not a property list or lacks the
  /// objects and root object every Xcode project has.
  init(text: String) throws(PropertyListError) {
    let root = try PropertyListParser.parse(text)
    guard let table = root["objects"]?.dictionary else {
      throw PropertyListError(line: 1, message: "no \"objects\" dictionary")
    }
    var objects: [String: [String: PropertyList]] = [:]
    for (identifier, value) in table {
      if let object = value.dictionary { objects[identifier] = object }
    }
    guard let rootObject = root["rootObject"]?.string, objects[rootObject] != nil else {
      throw PropertyListError(line: 1, message: "no \"rootObject\" among the objects")
    }
    var parents: [String: String] = [:]
    for (identifier, object) in objects {
      for child in object["children"]?.strings ?? [] where parents[child] == nil {
        parents[child] = identifier
      }
    }
    self.objects = objects
    self.rootObject = rootObject
    self.parents = parents
  }

  /// The `isa` of the object `identifier`.
  func kind(of identifier: String) -> String? { objects[identifier]?["isa"]?.string }

  /// The string at `key` of the object `identifier`.
  func string(_ key: String, of identifier: String) -> String? {
    objects[identifier]?[key]?.string
  }

  /// The identifiers listed at `key` of the object `identifier`.
  func list(_ key: String, of identifier: String) -> [String] {
    objects[identifier]?[key]?.strings ?? []
  }

  /// The path of a file, group or folder relative to the folder holding the `.xcodeproj`, with
  /// `.` and `..` resolved; nil for files of the SDK, the build products and other places
  /// outside the project.
  func path(of identifier: String) -> String? {
    var visited: Set<String> = []
    return path(of: identifier, visited: &visited).map(Self.normalised)
  }

  private func path(of identifier: String, visited: inout Set<String>) -> String? {
    guard visited.insert(identifier).inserted, let object = objects[identifier] else {
      return nil
    }
    let own = object["path"]?.string
    switch object["sourceTree"]?.string ?? "<group>" {
    case "<group>":
      guard let parent = parents[identifier] else {
        return join(projectFolder, own)
      }
      guard let base = path(of: parent, visited: &visited) else { return nil }
      return join(base, own)
    case "SOURCE_ROOT": return join(projectFolder, own)
    case "<absolute>": return own
    default: return nil
    }
  }

  /// The project's own folder relative to the `.xcodeproj`'s (usually empty).
  private var projectFolder: String { string("projectDirPath", of: rootObject) ?? "" }

  private func join(_ base: String, _ path: String?) -> String {
    guard let path, !path.isEmpty else { return base }
    if path.hasPrefix("/") || base.isEmpty { return path }
    return base + "/" + path
  }

  /// `path` with empty and `.` components dropped and each `..` taking away the one before;
  /// `..` that leaves the project stays at the front.
  static func normalised(_ path: String) -> String {
    var components: [Substring] = []
    for component in path.split(separator: "/") where component != "." {
      if component == "..", let last = components.last, last != ".." {
        components.removeLast()
      } else {
        components.append(component)
      }
    }
    return (path.hasPrefix("/") ? "/" : "") + components.joined(separator: "/")
  }
}
