import Foundation

/// Reads a colour set's `Contents.json` into a colour.
enum ColorSetParser {
  /// What a colour set gives: a value, or nil with a note saying why it was dropped.
  enum Outcome: Equatable {
    case color(AssetColor.Value)
    case dropped(String)
  }

  /// Parses `data`, the `Contents.json` at `path`; throws when it is not a colour set's JSON or
  /// a component is not a number.
  static func parse(_ data: Data, path: String) throws -> Outcome {
    let contents: ColorSetContents
    do {
      contents = try JSONDecoder().decode(ColorSetContents.self, from: data)
    } catch {
      throw PortError.badAssetContents(path: path, reason: "not a colour set's JSON (\(error))")
    }
    guard let color = contents.universalEntry?.color else {
      return .dropped("the colour set has no colour")
    }
    if let reference = color.reference {
      guard let name = SystemColorNames.waypointName(for: reference) else {
        return .dropped("the system colour \(reference) has no Waypoint counterpart")
      }
      return .color(.system(name))
    }
    guard let components = color.components else {
      throw PortError.badAssetContents(
        path: path, reason: "a colour has neither components nor a reference")
    }
    return .color(try value(of: components, path: path))
  }

  /// The value of `red`/`green`/`blue` or `white` components, with `alpha`.
  static func value(of components: [String: ColorSetContents.Component], path: String) throws
    -> AssetColor.Value
  {
    let read = try components.mapValues { try Reading($0, path: path) }
    // Xcode writes 0–255 as integers ("128"); "1" is then 1/255 only if another is above 1.
    let eightBit = read.values.contains { $0.isInteger && $0.value > 1 }
    func component(_ key: String) throws -> Double {
      guard let reading = read[key] else {
        throw PortError.badAssetContents(path: path, reason: "the colour has no \(key) component")
      }
      return reading.fraction(eightBit: eightBit)
    }
    let alpha = read["alpha"].map { $0.fraction(eightBit: $0.isInteger && $0.value > 1) } ?? 1
    if read["white"] != nil, read["red"] == nil {
      return .white(try component("white"), alpha: alpha)
    }
    return .rgb(
      red: try component("red"), green: try component("green"), blue: try component("blue"),
      alpha: alpha)
  }

  /// One component as read, before scaling.
  private struct Reading {
    var value: Double
    var isInteger: Bool
    var isHex: Bool

    init(_ component: ColorSetContents.Component, path: String) throws {
      switch component {
      case .number(let number):
        (value, isInteger, isHex) = (number, false, false)
      case .text(let raw):
        let text = raw.trimmingCharacters(in: .whitespaces)
        if text.lowercased().hasPrefix("0x"), let hex = UInt32(text.dropFirst(2), radix: 16) {
          (value, isInteger, isHex) = (Double(hex), true, true)
        } else if let number = Double(text), number.isFinite {
          (value, isInteger, isHex) = (number, !text.contains("."), false)
        } else {
          throw PortError.badAssetContents(
            path: path, reason: "the colour component \"\(raw)\" is not a number")
        }
      }
    }

    /// The component from 0 to 1.
    func fraction(eightBit: Bool) -> Double {
      let scaled = isHex || (eightBit && isInteger) ? value / 255 : value
      return min(max(scaled, 0), 1)
    }
  }
}
