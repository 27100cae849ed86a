import Foundation

// Feedback a terminal cannot play; `.sensoryFeedback` records it by name.

extension SensoryFeedback {
  /// Something snapped into alignment.
  public static let alignment = SensoryFeedback(name: "alignment")
  /// A value moved to a new discrete level.
  public static let levelChange = SensoryFeedback(name: "levelChange")
  /// A path was completed.
  public static let pathComplete = SensoryFeedback(name: "pathComplete")

  /// A physical impact of the given flexibility and intensity.
  public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
    SensoryFeedback(name: "impact(flexibility: \(flexibility), intensity: \(intensity))")
  }

  /// How flexible the objects of an impact are.
  public struct Flexibility: Equatable, Sendable, CustomStringConvertible {
    let name: String
    /// Rigid objects.
    public static let rigid = Flexibility(name: "rigid")
    /// Solid objects.
    public static let solid = Flexibility(name: "solid")
    /// Soft objects.
    public static let soft = Flexibility(name: "soft")
    /// The flexibility as Swift source.
    public var description: String { ".\(name)" }
  }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension SensoryFeedback {
  /// A selection feedback of the given kind.
  public static func selection(_ feedback: SelectionFeedback) -> SensoryFeedback {
    SensoryFeedback(name: "selection(\(feedback))")
  }

  /// Feedback as a control is pressed.
  public static func press(_ feedback: PressFeedback) -> SensoryFeedback {
    SensoryFeedback(name: "press(\(feedback))")
  }

  /// Feedback as a control is released.
  public static func release(_ feedback: ReleaseFeedback) -> SensoryFeedback {
    SensoryFeedback(name: "release(\(feedback))")
  }

  /// Kinds of selection feedback.
  public struct SelectionFeedback: Sendable, Hashable, CustomStringConvertible {
    let name: String
    /// A value reached its maximum.
    public static let maximum = SelectionFeedback(name: "maximum")
    /// A value reached its minimum.
    public static let minimum = SelectionFeedback(name: "minimum")
    /// Something was switched on.
    public static let on = SelectionFeedback(name: "on")
    /// Something was switched off.
    public static let off = SelectionFeedback(name: "off")
    /// The kind as Swift source.
    public var description: String { ".\(name)" }
  }

  /// Kinds of press feedback.
  public struct PressFeedback: Sendable, Hashable, CustomStringConvertible {
    let name: String
    /// A button.
    public static let button = PressFeedback(name: "button")
    /// A button showing only an icon.
    public static let buttonIconOnly = PressFeedback(name: "buttonIconOnly")
    /// A slider.
    public static let slider = PressFeedback(name: "slider")
    /// A toggle.
    public static let toggle = PressFeedback(name: "toggle")
    /// A tab.
    public static let tab = PressFeedback(name: "tab")
    /// The kind as Swift source.
    public var description: String { ".\(name)" }
  }

  /// Kinds of release feedback.
  public struct ReleaseFeedback: Sendable, Hashable, CustomStringConvertible {
    let name: String
    /// A slider.
    public static let slider = ReleaseFeedback(name: "slider")
    /// The kind as Swift source.
    public var description: String { ".\(name)" }
  }
}

extension View {
  /// Plays `feedback` when `trigger` changes and `condition` holds (recorded: a terminal plays
  /// no haptics).
  nonisolated public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T,
    condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
  ) -> some View {
    recorded(".sensoryFeedback(.\(feedback.name), trigger: \(trigger), condition)")
  }

  /// Plays the feedback `feedback` returns for a change of `trigger` (recorded).
  nonisolated public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
  ) -> some View {
    recorded(".sensoryFeedback(trigger: \(trigger), feedback)")
  }

  /// Plays the feedback `feedback` returns when `trigger` changes (recorded).
  nonisolated public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping () -> SensoryFeedback?
  ) -> some View {
    recorded(".sensoryFeedback(trigger: \(trigger), feedback)")
  }
}
