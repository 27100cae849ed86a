import Foundation
import WaypointCore

/// Where the controls that format rich text in an editor are offered.
public struct TextInputFormattingControlPlacement: Sendable {
  /// A set of places for formatting controls.
  public struct Set: OptionSet, Sendable, CustomStringConvertible {
    /// The bits of the set.
    public let rawValue: UInt
    /// A set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The bar above the keyboard (macOS).
    public static let accessoryBar = Set(rawValue: 1 << 0)
    /// The editor's context menu.
    public static let contextMenu = Set(rawValue: 1 << 1)
    /// The keyboard's input assistant.
    public static let inputAssistant = Set(rawValue: 1 << 2)
    /// The font panel (macOS).
    public static let fontPanel = Set(rawValue: 1 << 3)
    /// Every place.
    public static let all = Set(rawValue: (1 << 4) - 1)
    /// The places the platform offers them by default.
    public static let `default` = Set(rawValue: 1 << 1 | 1 << 2)

    /// The set as Swift source (`.contextMenu`, `.all`).
    public var description: String {
      if self == .all { return ".all" }
      if self == .default { return ".default" }
      let names = ["accessoryBar", "contextMenu", "inputAssistant", "fontPanel"]
      let parts = names.indices.filter { rawValue & (1 << $0) != 0 }.map { "." + names[$0] }
      return parts.count == 1 ? parts[0] : "[\(parts.joined(separator: ", "))]"
    }
  }
}

extension View {
  /// Shows or hides the rich text formatting controls of editors in this view at `placement`
  /// (recorded: the terminal has no formatting controls).
  nonisolated public func textInputFormattingControlVisibility(
    _ visibility: Visibility, for placement: TextInputFormattingControlPlacement.Set
  ) -> some View {
    recorded(".textInputFormattingControlVisibility(.\(visibility), for: \(placement))")
  }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension View {
  /// Limits the rich text editors in this view to the attributes of `scope` (recorded: the
  /// terminal's editors edit plain text).
  nonisolated public func attributedTextFormattingDefinition<S: AttributeScope>(_ scope: S.Type)
    -> some View
  {
    recorded(".attributedTextFormattingDefinition(\(S.self).self)")
  }

  /// Limits the rich text editors in this view to the attributes of the scope at `path`
  /// (recorded).
  nonisolated public func attributedTextFormattingDefinition<S: AttributeScope>(
    _ path: KeyPath<AttributeScopes, S.Type>
  ) -> some View {
    recorded(".attributedTextFormattingDefinition(\(S.self).self)")
  }
}
