import Foundation
import SwiftSyntax

/// Imports of frameworks Linux lacks that a file does not need: `import UIKit` in a file that
/// names nothing of UIKit, `import CoreGraphics` for `CGFloat` and `CGRect` alone, `import
/// UniformTypeIdentifiers` for `UTType`. Each becomes an import of a module Linux has, so the
/// file is ported rather than left out. `import OSLog` and `import os` become an import of
/// Waypoint's stand-in where they cannot be imported, and so does `import UIKit` in a file whose
/// UIKit names are all WaypointUIKit's. Whether a file uses a framework is decided by the names
/// it writes, against a conservative list of each framework's name prefixes: any name with a
/// framework's prefix that Foundation or Waypoint does not also declare keeps the import.
enum NeedlessImports {
  /// What an import of a framework becomes when the file uses nothing of it.
  struct Rule: Sendable {
    /// The module that replaces it, given the names the file uses; nil to keep the import.
    var replacement: @Sendable (_ names: Set<String>) -> String?
    /// Why, for the edit's reason.
    var why: String
  }

  /// The frameworks whose needless imports are rewritten, and how.
  static let rules: [String: Rule] = [
    "UIKit": appKitOrUIKit("UIKit"), "AppKit": appKitOrUIKit("AppKit"),
    "Cocoa": appKitOrUIKit("Cocoa"),
    "CoreGraphics": Rule(
      replacement: { names in
        let graphics = names.filter(isGraphicsName)
        guard
          graphics.allSatisfy({ foundationGraphics.contains($0) || waypointGraphics.contains($0) })
        else { return nil }
        return graphics.isDisjoint(with: waypointGraphics) ? "Foundation" : "SwiftUI"
      },
      why: "the file uses no Core Graphics name but those Linux's Foundation or Waypoint declares"),
    "UniformTypeIdentifiers": Rule(
      replacement: { names in
        names.contains { isTypeIdentifierName($0) && $0 != "UTType" } ? nil : "SwiftUI"
      },
      why: "Waypoint declares UTType, the only name of the framework the file uses"),
  ]

  /// Core Graphics names that Linux's Foundation declares.
  static let foundationGraphics: Set<String> = [
    "CGFloat", "CGPoint", "CGSize", "CGRect", "CGRectEdge",
  ]

  /// Core Graphics names that Waypoint declares on Linux.
  static let waypointGraphics: Set<String> = [
    "CGVector", "CGAffineTransform", "CGLineCap", "CGLineJoin", "CGColor", "CGColorSpace",
    "CGColorSpaceModel", "CGImage",
  ]

  /// Labels and members that bridge SwiftUI and Foundation to UIKit's and AppKit's types.
  static let bridgeNames: Set<String> = [
    "uiImage", "uiColor", "uiFont", "uiView", "uiViewController", "nsImage", "nsColor", "nsFont",
    "nsView", "nsViewController", "cgColor", "cgImage", "cgPath", "cgContext", "ciImage",
  ]

  /// `NS` names that Linux's Foundation (or Waypoint) declares; any other `NS` name is taken for
  /// AppKit's or UIKit's.
  static let foundationNSNames: Set<String> = [
    "NSObject", "NSObjectProtocol", "NSString", "NSMutableString", "NSNumber", "NSDecimalNumber",
    "NSError", "NSErrorDomain", "NSRange", "NSMakeRange", "NSNotFound", "NSArray", "NSMutableArray",
    "NSDictionary", "NSMutableDictionary", "NSSet", "NSMutableSet", "NSCountedSet", "NSOrderedSet",
    "NSMutableOrderedSet", "NSIndexSet", "NSMutableIndexSet", "NSIndexPath", "NSData",
    "NSMutableData", "NSDate", "NSDateComponents", "NSDateInterval", "NSURL", "NSURLComponents",
    "NSURLQueryItem", "NSUUID", "NSNull", "NSValue", "NSCoding", "NSSecureCoding", "NSCoder",
    "NSCopying", "NSMutableCopying", "NSKeyedArchiver", "NSKeyedUnarchiver", "NSLock",
    "NSRecursiveLock", "NSCondition", "NSConditionLock", "NSLocking", "NSCache", "NSPredicate",
    "NSCompoundPredicate", "NSComparisonPredicate", "NSExpression", "NSSortDescriptor",
    "NSRegularExpression", "NSTextCheckingResult", "NSAttributedString",
    "NSMutableAttributedString", "NSCharacterSet", "NSMutableCharacterSet", "NSLocale",
    "NSTimeZone", "NSCalendar", "NSNotification", "NSMeasurement", "NSPersonNameComponents",
    "NSEnumerator", "NSLocalizedString", "NSLocalizedDescriptionKey",
    "NSLocalizedFailureReasonErrorKey", "NSUnderlyingErrorKey", "NSCocoaErrorDomain",
    "NSPOSIXErrorDomain", "NSURLErrorDomain", "NSHomeDirectory", "NSTemporaryDirectory",
    "NSUserName", "NSFullUserName", "NSLog", "NSStringFromClass", "NSClassFromString",
    "NSSearchPathForDirectoriesInDomains", "NSEdgeInsets", "NSPoint", "NSSize", "NSRect",
    "NSZeroPoint", "NSZeroSize", "NSZeroRect", "NSEqualRanges", "NSMaxRange",
    "NSLocationInRange", "NSIntersectionRange", "NSUnionRange", "NSStringFromRange",
    "NSRangeFromString", "NSItemProvider", "NSUserActivity", "NSUserActivityTypeBrowsingWeb",
  ]

  /// The edits that replace needless imports in `file`; an import under `#if canImport(…)`, an
  /// `@_exported` one, or one of a framework the file uses stays.
  static func find(in file: SourceFileSyntax) -> [TextEdit] {
    let names = usedNames(in: file)
    var imported = Set(ImportEdits.importedModules(of: file))
    var edits: [TextEdit] = []
    for statement in imports(of: file) {
      let range =
        statement.positionAfterSkippingLeadingTrivia
        .utf8Offset..<statement
        .endPositionBeforeTrailingTrivia.utf8Offset
      if let module = statement.path.first?.name.text, ["OSLog", "os"].contains(module),
        !isExported(statement)
      {
        edits.append(
          TextEdit(
            range: range,
            replacement: "#if canImport(\(module))\n\(statement.trimmedDescription)\n#else\n"
              + "import WaypointOSLog\n#endif",
            reason:
              "import \(statement.path.trimmedDescription) → WaypointOSLog where \(module) cannot be "
              + "imported: Waypoint's stand-in for Apple's logging on Linux"))
        continue
      }
      if statement.path.first?.name.text == "UIKit", !isExported(statement) {
        let beyond = WaypointUIKitNames.beyond(names)
        let provided = WaypointUIKitNames.provided(names)
        if !beyond.isEmpty { continue }
        if !provided.isEmpty {
          edits.append(
            uiKitSubstitution(statement, range: range, names: names, imported: imported))
          continue
        }
      }
      guard let module = statement.path.first?.name.text, let rule = rules[module],
        !isExported(statement),
        let replacement = rule.replacement(names)
      else { continue }
      // A module the file imports already needs no second import; the line stays, empty.
      let text = imported.contains(replacement) ? "" : "import \(replacement)"
      imported.insert(replacement)
      edits.append(
        TextEdit(
          range: range, replacement: text,
          reason: text.isEmpty
            ? "import \(module) removed (\(replacement) is imported): \(rule.why); Linux lacks \(module)"
            : "import \(module) → import \(replacement): \(rule.why); Linux lacks \(module)"))
    }
    return edits
  }

  private static func isExported(_ statement: ImportDeclSyntax) -> Bool {
    statement.attributes.contains {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_exported"
    }
  }

  /// The imports that Linux would build: at top level or under `#if` clauses the port turns on.
  private static func imports(of file: SourceFileSyntax) -> [ImportDeclSyntax] {
    final class Collector: SyntaxVisitor {
      var found: [ImportDeclSyntax] = []
      override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if UnavailableFrameworks.isBuiltOnLinux(Syntax(node)) { found.append(node) }
        return .skipChildren
      }
    }
    let collector = Collector(viewMode: .sourceAccurate)
    collector.walk(file)
    return collector.found
  }

  /// The identifiers the file writes outside imports and outside `#if` clauses that Linux never
  /// builds (`#if canImport(UIKit)`, `#if os(macOS)`).
  static func usedNames(in file: SourceFileSyntax) -> Set<String> {
    var names: Set<String> = []
    for token in file.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind else { continue }
      if isSkipped(token) { continue }
      names.insert(name)
    }
    return names
  }

  private static func isSkipped(_ token: TokenSyntax) -> Bool {
    var node = token.parent
    var child = Syntax(token)
    while let current = node {
      if current.is(ImportDeclSyntax.self) { return true }
      if let clause = current.as(IfConfigClauseSyntax.self) {
        // The condition's own names (`canImport(UIKit)`) are not uses.
        if let condition = clause.condition, condition.id == child.id { return true }
        if let condition = clause.condition?.trimmedDescription, neverOnLinux(condition) {
          return true
        }
      }
      child = current
      node = current.parent
    }
    return false
  }

  /// Whether an `#if` condition is false on Linux whatever else holds: a `canImport` of a
  /// framework Linux lacks, or other systems than iOS and Linux, alone or joined by `||`.
  static func neverOnLinux(_ condition: String) -> Bool {
    let terms = condition.components(separatedBy: "||").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    return terms.allSatisfy { term in
      if term.hasPrefix("canImport("), term.hasSuffix(")") {
        return UnavailableFrameworks.names.contains(String(term.dropFirst(10).dropLast()))
      }
      return [
        "os(macOS)", "os(watchOS)", "os(tvOS)", "os(visionOS)", "os(OSX)",
        "targetEnvironment(macCatalyst)",
      ].contains(term)
    }
  }

  private static func appKitOrUIKit(_ module: String) -> Rule {
    Rule(
      replacement: { names in
        let uses = names.contains { name in
          if isGraphicsName(name) {
            return !foundationGraphics.contains(name) && !waypointGraphics.contains(name)
          }
          if hasPrefix(name, "UI") { return !WaypointUIKitNames.types.contains(name) }
          if hasPrefix(name, "NS") { return !foundationNSNames.contains(name) }
          // Core Animation, Core Image and Core Text, which UIKit and AppKit bring along, and
          // the bridges to their types (`Image(uiImage:)`, `Color(nsColor:)`, `.cgColor`).
          return hasPrefix(name, "CA") || hasPrefix(name, "CI") || hasPrefix(name, "CT")
            || bridgeNames.contains(name)
        }
        return uses ? nil : "SwiftUI"
      },
      why:
        "the file names nothing of \(module) (no UI…, NS… or CG… name but Foundation's and Waypoint's); "
        + "SwiftUI brings Foundation as \(module) did")
  }

  /// Whether `name` is `prefix` followed by an upper-case letter (`UIColor`, `uiImage`).
  static func hasPrefix(_ name: String, _ prefix: String) -> Bool {
    guard name.hasPrefix(prefix), name.count > prefix.count else { return false }
    let next = name[name.index(name.startIndex, offsetBy: prefix.count)]
    return next.isUppercase
  }

  static func isGraphicsName(_ name: String) -> Bool { hasPrefix(name, "CG") }

  /// `UT` names (`UTType`, `UTTagClass`) but the standard library's `UTF8`, `UTF16`, `UTF32`.
  static func isTypeIdentifierName(_ name: String) -> Bool {
    hasPrefix(name, "UT") && !name.hasPrefix("UTF")
  }
}
