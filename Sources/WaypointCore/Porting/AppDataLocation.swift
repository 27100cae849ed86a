import Foundation

/// Where the app's own folders (Application Support, Documents, Caches, Library) are for the code
/// running now. A Waypoint addition: a host sets it so that the same app keeps its files — and
/// SwiftData its default store — where that host wants them: in the user's XDG folders when it
/// runs as itself, in one folder per browser when a server runs it for many people, nowhere
/// lasting for a test, a preview or a printed screen.
public enum AppDataLocation: Hashable, Sendable {
  /// The user's XDG folders for the app (`$XDG_DATA_HOME/<app>`…), as an app run by its user.
  case standard
  /// Under `folder`: `folder/Documents`, `folder/Caches`, `folder/Library`, and `folder` itself
  /// for Application Support.
  case folder(URL)
  /// Nothing is kept: SwiftData's default store is in memory, and the folders are in a temporary
  /// folder of this process.
  case memory

  /// The location of the code running now: the one a host set around its work, else `standard`.
  @TaskLocal public static var current: AppDataLocation = .standard
}
