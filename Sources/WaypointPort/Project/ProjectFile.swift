/// A file of the project and where its copy goes.
struct ProjectFile: Equatable, Sendable {
  /// The file's path in the project folder.
  var source: String
  /// Its path relative to the project folder, for notes.
  var relativePath: String
  /// Its path relative to the executable target's folder (`Models/Scrum.swift`,
  /// `Resources/data.json`).
  var destination: String
}
