import Foundation

#if !canImport(Darwin)
  /// The directories Apple's Foundation gives every app, which Linux Foundation lacks: each is
  /// the app's own folder in the matching XDG base directory, created when first asked for, so
  /// code that writes `documentsDirectory.appending(path: "data.json")` works as on iOS, where
  /// each of these belongs to the app alone.
  extension URL {
    /// The app's documents: `$XDG_DATA_HOME/<app>/Documents` (else `~/.local/share/…`).
    public static var documentsDirectory: URL {
      appDirectory(base: "XDG_DATA_HOME", fallback: ".local/share", then: "Documents")
    }

    /// The app's support files: `$XDG_DATA_HOME/<app>` (else `~/.local/share/<app>`).
    public static var applicationSupportDirectory: URL {
      appDirectory(base: "XDG_DATA_HOME", fallback: ".local/share", then: nil)
    }

    /// The app's caches: `$XDG_CACHE_HOME/<app>` (else `~/.cache/<app>`).
    public static var cachesDirectory: URL {
      appDirectory(base: "XDG_CACHE_HOME", fallback: ".cache", then: nil)
    }

    /// The app's library folder: `$XDG_DATA_HOME/<app>/Library`.
    public static var libraryDirectory: URL {
      appDirectory(base: "XDG_DATA_HOME", fallback: ".local/share", then: "Library")
    }

    /// The user's downloads folder, `~/Downloads`.
    public static var downloadsDirectory: URL {
      homeDirectory.appendingPathComponent("Downloads", isDirectory: true)
    }

    /// The user's desktop folder, `~/Desktop`.
    public static var desktopDirectory: URL {
      homeDirectory.appendingPathComponent("Desktop", isDirectory: true)
    }

    /// The user's pictures folder, `~/Pictures`.
    public static var picturesDirectory: URL {
      homeDirectory.appendingPathComponent("Pictures", isDirectory: true)
    }

    /// The user's music folder, `~/Music`.
    public static var musicDirectory: URL {
      homeDirectory.appendingPathComponent("Music", isDirectory: true)
    }

    /// The user's videos folder, `~/Videos` (Apple's name: movies).
    public static var moviesDirectory: URL {
      homeDirectory.appendingPathComponent("Videos", isDirectory: true)
    }

    /// `$<base>/<app>[/<then>]`, the base falling back to `~/<fallback>`; created if missing.
    /// Where a host set another `AppDataLocation`, the folder is under that location instead
    /// (caches in `Caches` there).
    private static func appDirectory(base: String, fallback: String, then: String?) -> URL {
      let name = ProcessInfo.processInfo.processName
      let appName = name.isEmpty || name.contains("/") ? "app" : name
      var url: URL
      switch AppDataLocation.current {
      case .standard:
        let environment = ProcessInfo.processInfo.environment
        url =
          environment[base].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
          ?? homeDirectory.appendingPathComponent(fallback, isDirectory: true)
        url.appendPathComponent(appName, isDirectory: true)
      case .folder(let folder):
        url = folder
        if base == "XDG_CACHE_HOME" { url.appendPathComponent("Caches", isDirectory: true) }
      case .memory:
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
          "waypoint-\(ProcessInfo.processInfo.processIdentifier)-\(appName)", isDirectory: true)
        if base == "XDG_CACHE_HOME" { url.appendPathComponent("Caches", isDirectory: true) }
      }
      if let then { url.appendPathComponent(then, isDirectory: true) }
      try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      return url
    }
  }
#endif
