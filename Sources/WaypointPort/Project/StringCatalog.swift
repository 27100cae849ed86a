import Foundation

/// An Xcode string catalog (`.xcstrings`, JSON) made into the `<lang>.lproj/<Table>.strings`
/// files SwiftPM builds into a target's bundle on every platform, so that `Bundle.module` and
/// `String(localized:bundle:)` find the catalog's strings on Linux.
enum StringCatalog {
  /// What a catalog became.
  struct Conversion: Equatable, Sendable {
    /// One `.strings` file per language, each with its text as contents.
    var files: [ProjectFile] = []
    /// The catalog's source language (`en`).
    var sourceLanguage: String?
    /// What happened, one note for the catalog.
    var notes: [PortNote] = []
  }

  /// Converts the catalog at `file.source`; its `.strings` files go to `<lang>.lproj/` in the
  /// folder of `file.destination`, named after the catalog (`Localizable.xcstrings` gives
  /// `en.lproj/Localizable.strings`). A catalog that cannot be read gives a note and no file.
  static func convert(_ file: ProjectFile) -> Conversion {
    var conversion = Conversion()
    let name = (file.destination as NSString).lastPathComponent
    let table = (name as NSString).deletingPathExtension
    let folder = (file.destination as NSString).deletingLastPathComponent
    guard let data = FileManager.default.contents(atPath: file.source) else {
      conversion.notes.append(PortNote(path: file.relativePath, message: "dropped: cannot be read"))
      return conversion
    }
    let tables: Tables
    do {
      tables = try read(data)
    } catch {
      conversion.notes.append(
        PortNote(
          path: file.relativePath,
          message: "dropped: not a string catalog as Xcode writes it (\(error.reason))"))
      return conversion
    }
    conversion.sourceLanguage = tables.sourceLanguage
    var made: [String] = []
    for language in tables.strings.keys.sorted() {
      let destination =
        (folder.isEmpty ? "" : folder + "/") + "\(language).lproj/\(table).strings"
      let text = stringsText(tables.strings[language] ?? [:])
      conversion.files.append(
        ProjectFile(
          source: file.source, relativePath: file.relativePath, destination: destination,
          contents: Data(text.utf8)))
      made.append("\(language).lproj/\(table).strings")
    }
    var message =
      "converted to \(made.joined(separator: ", ")) (\(tables.count) "
      + "string\(tables.count == 1 ? "" : "s")): SwiftPM builds .strings files, not catalogs"
    if !tables.reduced.isEmpty {
      let keys = tables.reduced.sorted().prefix(5).map { "\"\($0)\"" }.joined(separator: ", ")
      let more = tables.reduced.count > 5 ? " and \(tables.reduced.count - 5) more" : ""
      message +=
        "; plural and device variations are reduced to their `other` (or iPhone) form: "
        + keys + more
    }
    conversion.notes.append(PortNote(path: file.relativePath, message: message))
    return conversion
  }

  /// Why a catalog could not be read, as a phrase.
  struct Failure: Error, Equatable {
    var reason: String
  }

  /// A catalog's strings by language, and the keys whose variations were reduced.
  struct Tables: Equatable {
    var sourceLanguage: String
    var strings: [String: [String: String]] = [:]
    var reduced: Set<String> = []
    var count = 0
  }

  /// The strings of a catalog's JSON: for each key and language its `stringUnit` value, or its
  /// variations reduced to one; the source language also gets every key with no value of its
  /// own, as Xcode compiles it.
  static func read(_ data: Data) throws(Failure) -> Tables {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw Failure(reason: "not JSON")
    }
    guard let root = object as? [String: Any] else { throw Failure(reason: "not a JSON object") }
    guard let source = root["sourceLanguage"] as? String, !source.isEmpty else {
      throw Failure(reason: "no \"sourceLanguage\"")
    }
    guard isLanguage(source) else { throw Failure(reason: "bad source language \"\(source)\"") }
    guard let strings = root["strings"] as? [String: Any] else {
      throw Failure(reason: "no \"strings\" object")
    }
    var tables = Tables(sourceLanguage: source)
    tables.strings[source] = [:]
    tables.count = strings.count
    for (key, value) in strings {
      guard let entry = value as? [String: Any] else {
        throw Failure(reason: "the entry of \"\(key)\" is not an object")
      }
      if entry["shouldTranslate"] as? Bool == false { tables.strings[source]?[key] = key }
      let localizations = entry["localizations"] as? [String: Any] ?? [:]
      for (language, node) in localizations {
        guard isLanguage(language) else {
          throw Failure(reason: "bad language \"\(language)\" in \"\(key)\"")
        }
        var reduced = false
        guard let text = resolve(node, reduced: &reduced) else { continue }
        tables.strings[language, default: [:]][key] = text
        if reduced { tables.reduced.insert(key) }
      }
      if tables.strings[source]?[key] == nil { tables.strings[source]?[key] = key }
    }
    return tables
  }

  /// A language code as an `.lproj` folder takes it: letters, digits, `-` and `_`.
  private static func isLanguage(_ code: String) -> Bool {
    !code.isEmpty
      && code.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_".contains($0)) }
  }

  /// The value of a localization: its `stringUnit`, else its variations' `other` plural or
  /// iPhone device form (else the first), with `%#@name@` substitutions replaced likewise.
  private static func resolve(_ node: Any, reduced: inout Bool) -> String? {
    guard let node = node as? [String: Any] else { return nil }
    var text: String?
    if let unit = node["stringUnit"] as? [String: Any] {
      text = unit["value"] as? String
    } else if let variations = node["variations"] as? [String: Any] {
      reduced = true
      let plural = variations["plural"] as? [String: Any]
      let device = variations["device"] as? [String: Any]
      let chosen =
        plural.flatMap { $0["other"] ?? first($0) }
        ?? device.flatMap { $0["iphone"] ?? $0["other"] ?? first($0) }
      text = chosen.flatMap { resolve($0, reduced: &reduced) }
    }
    guard var text else { return nil }
    if let substitutions = node["substitutions"] as? [String: Any] {
      for (name, value) in substitutions {
        guard let substitution = value as? [String: Any],
          var form = resolve(substitution, reduced: &reduced)
        else { continue }
        reduced = true
        let argument = (substitution["argNum"] as? Int).map { "\($0)$" } ?? ""
        let specifier = substitution["formatSpecifier"] as? String ?? "@"
        form = form.replacingOccurrences(of: "%arg", with: "%\(argument)\(specifier)")
        text = text.replacingOccurrences(of: "%#@\(name)@", with: form)
      }
    }
    return text
  }

  private static func first(_ forms: [String: Any]) -> Any? {
    forms.keys.sorted().first.flatMap { forms[$0] }
  }

  /// The text of a `.strings` file: one `"key" = "value";` line per key, sorted.
  static func stringsText(_ strings: [String: String]) -> String {
    var lines = ["/* Made by `waypoint port` from a string catalog. */"]
    for key in strings.keys.sorted() {
      lines.append("\"\(escaped(key))\" = \"\(escaped(strings[key] ?? ""))\";")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` as a quoted string of a `.strings` file: backslash, quote and control characters
  /// escaped.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          result += String(format: "\\U%04X", scalar.value)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
