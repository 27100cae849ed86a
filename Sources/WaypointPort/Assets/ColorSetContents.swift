import Foundation

/// A colour set's `Contents.json`, as Xcode writes it.
struct ColorSetContents: Decodable {
  /// One entry per idiom and appearance.
  struct Entry: Decodable {
    var idiom: String?
    var appearances: [Appearance]?
    var color: Specification?
  }

  /// A condition on an entry (`luminosity: dark`, `contrast: high`).
  struct Appearance: Decodable {
    var appearance: String?
    var value: String?
  }

  /// A colour: components in a colour space, or a reference to a system colour.
  struct Specification: Decodable {
    var colorSpace: String?
    var components: [String: Component]?
    var platform: String?
    var reference: String?

    enum CodingKeys: String, CodingKey {
      case colorSpace = "color-space"
      case components, platform, reference
    }
  }

  /// A component as written: a string (`"0.5"`, `"128"`, `"0x80"`) or a JSON number.
  enum Component: Decodable, Equatable {
    case text(String)
    case number(Double)

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let number = try? container.decode(Double.self) {
        self = .number(number)
      } else {
        self = .text(try container.decode(String.self))
      }
    }
  }

  var colors: [Entry]?

  /// The entry a light, standard-contrast iPhone uses: universal and with no appearance, else
  /// the first with no appearance (or with `any`), else the first.
  var universalEntry: Entry? {
    let plain = (colors ?? []).filter { entry in
      (entry.appearances ?? []).allSatisfy { $0.value == "any" }
    }
    return plain.first { $0.idiom == "universal" } ?? plain.first ?? colors?.first
  }
}
