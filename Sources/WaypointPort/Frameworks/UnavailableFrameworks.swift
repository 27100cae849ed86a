import SwiftSyntax

/// Apple's frameworks that Linux has no counterpart of, and the ones a source imports.
enum UnavailableFrameworks {
  /// The frameworks a file may not import to build on Linux.
  static let names: Set<String> = [
    "MapKit", "Charts", "SwiftData", "CoreData", "CoreLocation", "StoreKit", "WidgetKit",
    "ActivityKit", "AVKit", "AVFoundation", "PhotosUI", "CoreImage", "UIKit", "AppKit",
    "WeatherKit", "HealthKit", "CloudKit", "GameKit", "AuthenticationServices", "AppIntents",
    "TipKit", "MessageUI", "SafariServices", "WebKit", "ARKit", "RealityKit", "SceneKit",
    "SpriteKit", "CoreML", "Vision", "CoreMotion", "UserNotifications", "LocalAuthentication",
    // Also imported by apps of the corpus (docs/Corpus.md), and as absent from Linux.
    "OSLog", "os", "CoreGraphics", "UniformTypeIdentifiers", "Cocoa", "WatchConnectivity",
    "Network", "CoreHaptics", "Photos", "QuartzCore",
  ]

  /// The frameworks of `names` that `file` imports where Linux would build the import: at top
  /// level, or under `#if` clauses that the port makes true on Linux (`os(iOS)`, with no
  /// `canImport`); in the order first imported.
  static func imported(by file: SourceFileSyntax) -> [String] {
    let collector = Collector(viewMode: .sourceAccurate)
    collector.walk(file)
    var seen: Set<String> = []
    return collector.modules.filter { names.contains($0) && seen.insert($0).inserted }
  }

  private final class Collector: SyntaxVisitor {
    var modules: [String] = []

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
      if let first = node.path.first, Self.isBuiltOnLinux(Syntax(node)) {
        modules.append(first.name.text)
      }
      return .skipChildren
    }

    /// Whether every `#if` clause around `node` is one the port turns on for Linux.
    static func isBuiltOnLinux(_ node: Syntax) -> Bool {
      var current = node.parent
      while let parent = current {
        if let clause = parent.as(IfConfigClauseSyntax.self) {
          guard let condition = clause.condition?.trimmedDescription,
            condition.contains("os(iOS)"), !condition.contains("canImport"),
            !condition.hasPrefix("!")
          else { return false }
        }
        current = parent.parent
      }
      return true
    }
  }
}
