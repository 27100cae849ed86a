import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Writes a `printf`-style message to `log` at `type`: `%@`, `%s`, `%d`, `%f` and the other
/// conversions take `args` in order, `%{public}@` and `%{private}d` set a value's privacy
/// (strings and objects are redacted by default, numbers shown), `%{bool}d` writes
/// `true`/`false` and `%{BOOL}d` `YES`/`NO`.
public func os_log(
  _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
  type: OSLogType = .default, _ args: any CVarArg...
) {
  LogFormat.write(message.description, args, type: type, log: log)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Writes a `printf`-style message to `log` at `type`, as `os_log(_:dso:log:type:_:)`.
public func os_log(
  _ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default,
  _ message: StaticString, _ args: any CVarArg...
) {
  LogFormat.write(message.description, args, type: type, log: log)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Writes an interpolated message to `logObject` at `logLevel`, as `Logger` does.
@_disfavoredOverload
public func os_log(
  _ logLevel: OSLogType = .default, log logObject: OSLog = .default, _ message: OSLogMessage
) {
  Logger(logObject).log(level: logLevel, message)
}

/// The `printf`-style messages of `os_log`.
enum LogFormat {
  static func write(_ format: String, _ args: [any CVarArg], type: OSLogType, log: OSLog) {
    guard log.isEnabled(type: type) else { return }
    let output = LogOutput.shared
    output.write(
      text(format, args, revealingPrivate: output.revealsPrivate), type: type, log: log)
  }

  /// `format` with each conversion replaced by its argument, as the log shows it.
  static func text(_ format: String, _ args: [any CVarArg], revealingPrivate: Bool) -> String {
    var result = ""
    var remaining = args[...]
    var index = format.startIndex
    while index < format.endIndex {
      let character = format[index]
      index = format.index(after: index)
      guard character == "%", index < format.endIndex else {
        result.append(character)
        continue
      }
      if format[index] == "%" {
        result.append("%")
        index = format.index(after: index)
        continue
      }
      var annotations: [String] = []
      if format[index] == "{", let close = format[index...].firstIndex(of: "}") {
        annotations = format[format.index(after: index)..<close].split(separator: ",").map {
          $0.trimmingCharacters(in: .whitespaces)
        }
        index = format.index(after: close)
      }
      var spec = ""
      while index < format.endIndex, "-+ #0'123456789.*hlqLzjt".contains(format[index]) {
        spec.append(format[index])
        index = format.index(after: index)
      }
      guard index < format.endIndex else { break }
      let conversion = format[index]
      index = format.index(after: index)
      guard let argument = remaining.popFirst() else {
        result += "<missing>"
        continue
      }
      let (text, isScalar) = render(argument, conversion, spec, annotations)
      let privacy: OSLogPrivacy
      if annotations.contains("public") {
        privacy = .public
      } else if annotations.contains("sensitive") {
        privacy = .sensitive(mask: annotations.contains("mask.hash") ? .hash : .none)
      } else if annotations.contains("private") {
        privacy = .private(mask: annotations.contains("mask.hash") ? .hash : .none)
      } else {
        privacy = .auto
      }
      result += privacy.apply(to: text, isScalar: isScalar, revealingPrivate: revealingPrivate)
    }
    return result
  }

  private static func render(
    _ argument: any CVarArg, _ conversion: Character, _ spec: String, _ annotations: [String]
  ) -> (String, isScalar: Bool) {
    let flags = spec.filter { !"hlqLzjt".contains($0) }
    switch conversion {
    case "d", "i", "u", "x", "X", "o", "c":
      guard let number = integer(argument) else { return (String(describing: argument), false) }
      if annotations.contains("bool") { return (number != 0 ? "true" : "false", true) }
      if annotations.contains("BOOL") { return (number != 0 ? "YES" : "NO", true) }
      return (String(format: "%" + flags + "ll" + String(conversion), number), true)
    case "f", "F", "e", "E", "g", "G", "a", "A":
      guard let number = double(argument) else { return (String(describing: argument), false) }
      return (String(format: "%" + flags + String(conversion), number), true)
    default:
      return (String(describing: argument), false)
    }
  }

  private static func integer(_ argument: any CVarArg) -> Int64? {
    if let value = argument as? any BinaryInteger { return Int64(truncatingIfNeeded: value) }
    if let value = argument as? Bool { return value ? 1 : 0 }
    return nil
  }

  private static func double(_ argument: any CVarArg) -> Double? {
    if let value = argument as? any BinaryFloatingPoint { return Double(value) }
    if let value = argument as? any BinaryInteger {
      return Double(Int64(truncatingIfNeeded: value))
    }
    return nil
  }
}
