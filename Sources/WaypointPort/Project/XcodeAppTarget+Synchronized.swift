/// Xcode 16's synchronized folders (`PBXFileSystemSynchronizedRootGroup`): every file in such a
/// folder belongs to the targets that list it, but for the exception sets the folder carries.
///
/// - A `PBXFileSystemSynchronizedBuildFileExceptionSet` names a target and paths in the folder:
///   for a target that lists the folder they are left out; for one that does not, they are
///   added to it. It may also limit paths to platforms (`platformFiltersByRelativePath`).
/// - A `PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet` names a build phase and
///   paths in the folder that go to that phase: in the target's Sources or Resources phase they
///   belong to the target, in another phase (Copy Files, Headers) they are not built into it.
/// - The folder's `explicitFolders` are copied as they are, as folder references are.
extension XcodeAppTarget {
  /// An Xcode 16 folder whose files all belong to the target, but for the exceptions.
  struct SynchronizedFolder: Equatable, Sendable {
    /// The folder, relative to the project folder.
    var path: String
    /// Files and folders left out of the target, relative to the folder.
    var exceptions: Set<String>
    /// Files and folders of the folder that the target does not build for a reason a note
    /// gives (another platform, another build phase), relative to the folder.
    var skipped: [String: String] = [:]
    /// Sub-folders copied as they are, relative to the folder.
    var explicitFolders: Set<String> = []
  }

  /// Reads the synchronized folders the target lists, and the files of other folders that
  /// exception sets add to it.
  mutating func readSynchronizedFolders(of target: String, in project: PBXProjectFile) {
    let own = project.list("fileSystemSynchronizedGroups", of: target)
    let phases = project.list("buildPhases", of: target)
    // The target's own folders in its order, which is Xcode's, then the others.
    let others = project.objects.keys.filter {
      project.kind(of: $0) == "PBXFileSystemSynchronizedRootGroup" && !own.contains($0)
    }.sorted()
    for group in own + others {
      guard let path = project.path(of: group), !path.hasPrefix("/") else { continue }
      let isOwn = own.contains(group)
      var exceptions: Set<String> = []
      var skipped: [String: String] = [:]
      var added: [String] = []
      for set in project.list("exceptions", of: group) {
        switch project.kind(of: set) {
        case "PBXFileSystemSynchronizedBuildFileExceptionSet":
          guard project.string("target", of: set) == target else { continue }
          let listed = project.list("membershipExceptions", of: set)
          if isOwn { exceptions.formUnion(listed) } else { added += listed }
          let filters = project.objects[set]?["platformFiltersByRelativePath"]?.dictionary ?? [:]
          for (file, value) in filters
          where !value.strings.isEmpty && !value.strings.contains("ios") {
            skipped[file] = "built for \(value.strings.joined(separator: ", "))"
          }
        case "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet":
          guard let phase = project.string("buildPhase", of: set), phases.contains(phase) else {
            continue
          }
          let listed = project.list("membershipExceptions", of: set)
          switch project.kind(of: phase) {
          case "PBXSourcesBuildPhase", "PBXResourcesBuildPhase":
            if !isOwn { added += listed }
          default:
            let name = project.string("name", of: phase) ?? Self.phaseName(project.kind(of: phase))
            for file in listed where isOwn { skipped[file] = "in the target's \(name) phase" }
          }
        default: continue
        }
      }
      if isOwn {
        synchronizedFolders.append(
          SynchronizedFolder(
            path: path, exceptions: exceptions, skipped: skipped,
            explicitFolders: Set(project.list("explicitFolders", of: group))))
      } else {
        synchronizedAdditions += added.filter { skipped[$0] == nil }.map {
          PBXProjectFile.normalised(path + "/" + $0)
        }
      }
    }
  }

  /// A build phase's name as Xcode shows it, for a phase the project does not name.
  private static func phaseName(_ kind: String?) -> String {
    switch kind {
    case "PBXCopyFilesBuildPhase": "Copy Files"
    case "PBXHeadersBuildPhase": "Headers"
    case "PBXFrameworksBuildPhase": "Link Binary"
    case "PBXShellScriptBuildPhase": "Run Script"
    default: kind ?? "other"
    }
  }
}
