import WaypointCore

/// How a presentation adapts when the size class is compact (a popover shown as a sheet, say).
public struct PresentationAdaptation: Sendable, CustomStringConvertible {
  let name: String

  /// The system's default adaptation for the presentation's kind.
  public static var automatic: PresentationAdaptation { PresentationAdaptation(name: "automatic") }
  /// No adaptation: the presentation keeps its own form.
  public static var none: PresentationAdaptation { PresentationAdaptation(name: "none") }
  /// Adapts to a popover.
  public static var popover: PresentationAdaptation { PresentationAdaptation(name: "popover") }
  /// Adapts to a sheet.
  public static var sheet: PresentationAdaptation { PresentationAdaptation(name: "sheet") }
  /// Adapts to a full-screen cover.
  public static var fullScreenCover: PresentationAdaptation {
    PresentationAdaptation(name: "fullScreenCover")
  }

  /// The adaptation as Swift source: `.sheet`.
  public var description: String { ".\(name)" }
}

/// What a swipe on a resizable sheet's scrollable content does: resize the sheet or scroll.
public struct PresentationContentInteraction: Equatable, Sendable, CustomStringConvertible {
  let name: String

  /// The system decides.
  public static var automatic: PresentationContentInteraction {
    PresentationContentInteraction(name: "automatic")
  }
  /// Swipes resize the sheet first.
  public static var resizes: PresentationContentInteraction {
    PresentationContentInteraction(name: "resizes")
  }
  /// Swipes scroll the content first.
  public static var scrolls: PresentationContentInteraction {
    PresentationContentInteraction(name: "scrolls")
  }

  /// The interaction as Swift source: `.scrolls`.
  public var description: String { ".\(name)" }
}

/// Says whether the view under a sheet or popover stays usable; it is only recorded, as a
/// terminal's modal panel keeps the keyboard.
public struct PresentationBackgroundInteraction: Sendable, CustomStringConvertible {
  enum Kind: Hashable, Sendable {
    case automatic, enabled, disabled
  }

  let kind: Kind
  /// The largest detent at which the background stays interactive, when limited.
  let upThrough: PresentationDetent?

  /// The system decides (disabled for sheets, enabled for popovers on iPad).
  public static var automatic: PresentationBackgroundInteraction {
    PresentationBackgroundInteraction(kind: .automatic, upThrough: nil)
  }
  /// The view behind is interactive at every detent.
  public static var enabled: PresentationBackgroundInteraction {
    PresentationBackgroundInteraction(kind: .enabled, upThrough: nil)
  }
  /// The view behind is interactive while the sheet rests at or below `detent`.
  public static func enabled(upThrough detent: PresentationDetent)
    -> PresentationBackgroundInteraction
  {
    PresentationBackgroundInteraction(kind: .enabled, upThrough: detent)
  }
  /// The view behind is never interactive.
  public static var disabled: PresentationBackgroundInteraction {
    PresentationBackgroundInteraction(kind: .disabled, upThrough: nil)
  }

  /// The interaction as Swift source: `.enabled(upThrough: .medium)`.
  public var description: String {
    switch kind {
    case .automatic: ".automatic"
    case .disabled: ".disabled"
    case .enabled: upThrough.map { ".enabled(upThrough: \($0))" } ?? ".enabled"
    }
  }
}
