import SwiftSyntax

/// Apple's frameworks that Linux has no counterpart of, and the ones a source imports.
enum UnavailableFrameworks {
  /// The frameworks a file may not import to build on Linux.
  static let names: Set<String> = [
    "MapKit", "Charts", "CoreData", "CoreLocation", "StoreKit", "WidgetKit",
    "ActivityKit", "AVKit", "AVFoundation", "PhotosUI", "CoreImage", "UIKit", "AppKit",
    "WeatherKit", "HealthKit", "CloudKit", "GameKit", "AuthenticationServices", "AppIntents",
    "TipKit", "MessageUI", "SafariServices", "WebKit", "ARKit", "RealityKit", "SceneKit",
    "SpriteKit", "CoreML", "Vision", "CoreMotion", "UserNotifications", "LocalAuthentication",
    // Also imported by apps of the corpus (docs/Corpus.md), and as absent from Linux. OSLog and
    // os are not here: the port imports Waypoint's stand-in where they cannot be imported; nor
    // is SwiftData, a Waypoint product on Linux.
    "CoreGraphics", "UniformTypeIdentifiers", "Cocoa", "WatchConnectivity", "Network",
    "CoreHaptics", "Photos", "QuartzCore", "PassKit", "AppClip", "Intents", "IntentsUI",
    "CoreServices", "Speech", "NotificationCenter", "CoreText", "AudioToolbox", "Darwin",
    "Accelerate", "simd", "Contacts", "ContactsUI", "EventKit", "EventKitUI", "CoreBluetooth",
    "CoreSpotlight", "MultipeerConnectivity", "QuickLook", "GameController", "MediaPlayer",
    "Metal", "MetalKit", "CoreMedia", "CoreVideo", "CoreAudio", "ImageIO", "Security",
    "SystemConfiguration", "CryptoKit", "NaturalLanguage", "VisionKit", "PencilKit",
    "LinkPresentation", "BackgroundTasks", "DeviceActivity", "FamilyControls", "ManagedSettings",
    "MusicKit", "ShazamKit", "SharedWithYou", "GroupActivities", "Translation", "FoundationModels",
    "ObjectiveC",
  ]

  /// Modules every Linux build has: the toolchain's, and the products of Waypoint a ported
  /// package depends on (with the modules they bring along).
  static let linuxModules: Set<String> = [
    "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization",
    "FoundationNetworking", "FoundationXML", "CoreFoundation", "Dispatch", "Glibc", "Musl",
    "Observation", "RegexBuilder", "Distributed", "Synchronization", "XCTest", "Testing",
    "Cxx", "CxxStdlib", "_Concurrency", "_StringProcessing", "_Differentiation", "_Volatile",
    "SwiftOnoneSupport", "Runtime",
    "SwiftUI", "Combine", "WaypointOSLog", "Waypoint", "WaypointCore", "WaypointUI",
    "WaypointRuntime", "OpenCombine", "SwiftData", "WaypointUIKit", "WaypointFoundation",
  ]

  /// The modules `file` imports where Linux would build the import (as `imported(by:)`) that are
  /// neither frameworks of `names` nor in `linuxModules` nor `isProvided`: modules no target of the
  /// package, no package it declares, no Waypoint product and no toolchain module provides.
  static func unprovided(by file: SourceFileSyntax, isProvided: (String) -> Bool) -> [String] {
    let collector = Collector(viewMode: .sourceAccurate)
    collector.walk(file)
    var seen: Set<String> = []
    return collector.modules.filter {
      !names.contains($0) && !linuxModules.contains($0) && !isProvided($0)
        && seen.insert($0).inserted
    }
  }

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
      if let first = node.path.first, UnavailableFrameworks.isBuiltOnLinux(Syntax(node)) {
        modules.append(first.name.text)
      }
      return .skipChildren
    }
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
