/// A target of a `project.pbxproj` written by a test.
struct FixtureTarget {
  var name: String
  var productType = "com.apple.product-type.application"
  var sdk = "iphoneos"
  /// Files of its Sources phase, relative to the project folder.
  var sources: [String] = []
  /// Files of its Resources phase; `en.lproj/X.strings`-style paths become a variant group.
  var resources: [String] = []
  /// Xcode 16 synchronized folders and the files of each left out of this target.
  var synchronized: [(folder: String, exceptions: [String])] = []
  /// Local package products it links.
  var products: [String] = []
  /// Remote package products it links: the product, the repository and the requirement's
  /// entries as Xcode writes them (`kind = upToNextMajorVersion; minimumVersion = 1.2.0;`).
  var remoteProducts: [(product: String, url: String, requirement: String)] = []
}

/// The text of a small `project.pbxproj` as Xcode writes it: nested groups for the folders,
/// file references, build files and phases, native targets and a project object, with Xcode's
/// comments.
func projectFileText(_ targets: [FixtureTarget]) -> String {
  var lines: [String] = []
  var counter = 0
  func identifier() -> String {
    counter += 1
    let hex = String(counter, radix: 16, uppercase: true)
    return String(repeating: "0", count: 24 - hex.count) + hex
  }
  func quoted(_ text: String) -> String {
    text.allSatisfy { $0.isLetter || $0.isNumber || "._/".contains($0) } ? text : "\"\(text)\""
  }
  let mainGroup = identifier()
  var groups: [String: (id: String, children: [String])] = ["": (mainGroup, [])]
  var references: [String: String] = [:]
  func group(_ folder: String) -> String {
    if let existing = groups[folder] { return existing.id }
    let parent = folder.split(separator: "/").dropLast().joined(separator: "/")
    _ = group(parent)
    let id = identifier()
    groups[folder] = (id, [])
    groups[parent]?.children.append(id)
    return id
  }
  func reference(_ path: String) -> String {
    if let existing = references[path] { return existing }
    let parts = path.split(separator: "/")
    _ = group(parts.dropLast().joined(separator: "/"))
    let id = identifier()
    references[path] = id
    groups[parts.dropLast().joined(separator: "/")]?.children.append(id)
    lines.append(
      "\t\t\(id) /* \(parts.last ?? "") */ = {isa = PBXFileReference; lastKnownFileType = file; "
        + "path = \(quoted(String(parts.last ?? ""))); sourceTree = \"<group>\"; };")
    return id
  }
  var targetIDs: [String] = []
  for target in targets {
    let targetID = identifier()
    targetIDs.append(targetID)
    var phases: [String] = []
    for (kind, paths) in [
      ("PBXSourcesBuildPhase", target.sources), ("PBXResourcesBuildPhase", target.resources),
    ] {
      var files: [String] = []
      var variants: [String: [String]] = [:]
      for path in paths {
        if let range = path.range(of: ".lproj/") {
          let folder = path[..<range.lowerBound]
          let base = folder.split(separator: "/").dropLast().joined(separator: "/")
          variants[base + "|" + path[range.upperBound...], default: []].append(path)
          continue
        }
        let file = identifier()
        lines.append(
          "\t\t\(file) /* \(path) in Sources */ = {isa = PBXBuildFile; fileRef = \(reference(path)); };"
        )
        files.append(file)
      }
      for (key, paths) in variants.sorted(by: { $0.key < $1.key }) {
        let parts = key.split(separator: "|", omittingEmptySubsequences: false)
        let base = String(parts[0])
        let variant = identifier()
        var children: [String] = []
        for path in paths {
          let id = identifier()
          let relative = String(path.dropFirst(base.isEmpty ? 0 : base.count + 1))
          lines.append(
            "\t\t\(id) = {isa = PBXFileReference; name = en; path = \(quoted(relative)); sourceTree = \"<group>\"; };"
          )
          children.append(id)
        }
        _ = group(base)
        groups[base]?.children.append(variant)
        lines.append(
          "\t\t\(variant) = {isa = PBXVariantGroup; children = (\(children.joined(separator: ", ")), ); "
            + "name = \(quoted(String(parts[1]))); sourceTree = \"<group>\"; };")
        let file = identifier()
        lines.append("\t\t\(file) = {isa = PBXBuildFile; fileRef = \(variant); };")
        files.append(file)
      }
      let phase = identifier()
      lines.append(
        "\t\t\(phase) /* Phase */ = {\n\t\t\tisa = \(kind);\n\t\t\tfiles = (\n"
          + files.map { "\t\t\t\t\($0) /* file */,\n" }.joined() + "\t\t\t);\n\t\t};")
      phases.append(phase)
    }
    var synchronized: [String] = []
    for (folder, exceptions) in target.synchronized {
      let id = identifier()
      let set = identifier()
      lines.append(
        "\t\t\(set) = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ("
          + exceptions.map { quoted($0) + ", " }.joined() + "); target = \(targetID); };")
      lines.append(
        "\t\t\(id) /* \(folder) */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (\(set), ); "
          + "path = \(quoted(folder)); sourceTree = \"<group>\"; };")
      groups[""]?.children.append(id)
      synchronized.append(id)
    }
    var products: [String] = []
    for product in target.products {
      let id = identifier()
      lines.append(
        "\t\t\(id) = {isa = XCSwiftPackageProductDependency; productName = \(product); };")
      products.append(id)
    }
    for remote in target.remoteProducts {
      let reference = identifier()
      lines.append(
        "\t\t\(reference) /* XCRemoteSwiftPackageReference */ = {isa = XCRemoteSwiftPackageReference; "
          + "repositoryURL = \"\(remote.url)\"; requirement = {\(remote.requirement)}; };")
      let id = identifier()
      lines.append(
        "\t\t\(id) = {isa = XCSwiftPackageProductDependency; package = \(reference); "
          + "productName = \(remote.product); };")
      products.append(id)
    }
    let configuration = identifier()
    let list = identifier()
    lines.append(
      "\t\t\(configuration) = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = \(target.sdk); "
        + "PRODUCT_NAME = \"$(TARGET_NAME)\"; }; name = Debug; };")
    lines.append(
      "\t\t\(list) = {isa = XCConfigurationList; buildConfigurations = (\(configuration), ); };")
    lines.append(
      "\t\t\(targetID) /* \(target.name) */ = {isa = PBXNativeTarget; buildConfigurationList = \(list); "
        + "buildPhases = (\(phases.map { $0 + ", " }.joined())); "
        + "fileSystemSynchronizedGroups = (\(synchronized.map { $0 + ", " }.joined())); "
        + "name = \(quoted(target.name)); packageProductDependencies = (\(products.map { $0 + ", " }.joined())); "
        + "productType = \"\(target.productType)\"; };")
  }
  for (folder, group) in groups {
    let path =
      folder.isEmpty ? "" : "path = \(quoted(String(folder.split(separator: "/").last ?? ""))); "
    lines.append(
      "\t\t\(group.id) = {isa = PBXGroup; children = (\(group.children.map { $0 + ", " }.joined())); "
        + "\(path)sourceTree = \"<group>\"; };")
  }
  let project = identifier()
  lines.append(
    "\t\t\(project) /* Project object */ = {isa = PBXProject; mainGroup = \(mainGroup); "
      + "projectDirPath = \"\"; targets = (\(targetIDs.map { $0 + ", " }.joined())); };")
  return """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tclasses = {
    \t};
    \tobjectVersion = 77;
    \tobjects = {

    /* Begin objects */
    \(lines.joined(separator: "\n"))
    /* End objects */
    \t};
    \trootObject = \(project) /* Project object */;
    }

    """
}
