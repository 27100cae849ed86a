import Foundation

/// A file of the project and where its copy goes.
struct ProjectFile: Equatable, Sendable {
  /// The file's path in the project folder.
  var source: String
  /// Its path relative to the project folder, for notes.
  var relativePath: String
  /// Its path relative to the executable target's folder (`Models/Scrum.swift`,
  /// `Resources/data.json`).
  var destination: String
  /// What to write instead of a copy of `source`, for a file the port makes (a `.strings` file
  /// of a string catalog).
  var contents: Data? = nil
}
