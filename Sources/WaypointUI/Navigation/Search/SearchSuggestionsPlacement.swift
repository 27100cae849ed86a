/// Where search suggestions show: in a menu under the field, or in the content in place of the
/// searched view. Waypoint shows them in the content, under the search field.
public struct SearchSuggestionsPlacement: Equatable, Sendable, CustomStringConvertible {
  let name: String

  /// The system decides.
  public static var automatic: SearchSuggestionsPlacement { Self(name: "automatic") }
  /// In a menu attached to the search field.
  public static var menu: SearchSuggestionsPlacement { Self(name: "menu") }
  /// In the content, in place of the view being searched.
  public static var content: SearchSuggestionsPlacement { Self(name: "content") }

  /// The placement as Swift source (`.content`).
  public var description: String { ".\(name)" }

  /// A set of placements, for `searchSuggestions(_:for:)`.
  public struct Set: OptionSet, Sendable, CustomStringConvertible {
    /// The set's elements are sets.
    public typealias Element = SearchSuggestionsPlacement.Set
    /// The bits of the placements in the set.
    public var rawValue: Int

    /// Creates a set from its bits.
    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// The menu placement.
    public static var menu: SearchSuggestionsPlacement.Set { Self(rawValue: 1 << 0) }
    /// The content placement.
    public static var content: SearchSuggestionsPlacement.Set { Self(rawValue: 1 << 1) }

    /// The set as Swift source (`[.menu, .content]`).
    public var description: String {
      var names: [String] = []
      if contains(.menu) { names.append(".menu") }
      if contains(.content) { names.append(".content") }
      return names.count == 1 ? names[0] : "[\(names.joined(separator: ", "))]"
    }
  }
}

extension EnvironmentValues {
  /// Where the search suggestions being built show: `.content` inside the suggestions of a
  /// searchable view here, `.automatic` elsewhere.
  public internal(set) var searchSuggestionsPlacement: SearchSuggestionsPlacement {
    get { self[SearchSuggestionsPlacementKey.self] }
    set { self[SearchSuggestionsPlacementKey.self] = newValue }
  }
}

private enum SearchSuggestionsPlacementKey: EnvironmentKey {
  static var defaultValue: SearchSuggestionsPlacement { .automatic }
}
