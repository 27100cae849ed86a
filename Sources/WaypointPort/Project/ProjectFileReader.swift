import Foundation

/// Reads the `project.pbxproj` of an `.xcodeproj` for its application target.
enum ProjectFileReader {
  /// The application target of the project `bundle` in `root`; nil, with a note, when the port
  /// should walk the folders instead: no `project.pbxproj`, a garbled one, or no application
  /// target in it. A `project.pbxproj` that cannot be read is an error.
  static func appTarget(in root: URL, bundle: String, notes: inout [PortNote]) throws
    -> XcodeAppTarget?
  {
    let relative = bundle + "/project.pbxproj"
    let url = root.appendingPathComponent(relative)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      notes.append(
        PortNote(path: bundle, message: "no project.pbxproj: the app's folders were walked instead")
      )
      return nil
    }
    guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: url.path) else {
      throw PortError.fileSystem(path: url.path, reason: "cannot be read")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw PortError.fileSystem(path: url.path, reason: "cannot be read: not UTF-8 text")
    }
    let project: PBXProjectFile
    do {
      project = try PBXProjectFile(text: text)
    } catch {
      notes.append(
        PortNote(
          path: relative,
          message: "not an Xcode project file (\(error)): the app's folders were walked instead"))
      return nil
    }
    guard let target = XcodeAppTarget.find(in: project, projectPath: relative) else {
      notes.append(
        PortNote(
          path: relative,
          message: "no application target: the app's folders were walked instead"))
      return nil
    }
    return target
  }
}
