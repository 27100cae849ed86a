import Foundation

/// The text values of the environment: what `.font(_:)`, `.lineLimit(_:)` and the other text
/// modifiers set, read by views below with `@Environment`.
extension EnvironmentValues {
  /// The default font of this environment; nil (the body style) unless `.font(_:)` sets one.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }

  /// The most lines text may take in this environment; nil (no limit) unless `.lineLimit(_:)`
  /// sets one.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }

  /// How lines of multiline text line up; `.leading` unless `.multilineTextAlignment(_:)` sets it.
  public var multilineTextAlignment: TextAlignment {
    get { self[MultilineTextAlignmentKey.self] }
    set { self[MultilineTextAlignmentKey.self] = newValue }
  }

  /// Where text too long for its space is cut; `.tail` unless `.truncationMode(_:)` sets it.
  public var truncationMode: Text.TruncationMode {
    get { self[TruncationModeKey.self] }
    set { self[TruncationModeKey.self] = newValue }
  }

  /// The case text is shown in; nil (as written) unless `.textCase(_:)` sets one.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }

  /// How far text may shrink to fit; 1 (not at all) unless `.minimumScaleFactor(_:)` sets it.
  public var minimumScaleFactor: CGFloat {
    get { self[MinimumScaleFactorKey.self] }
    set { self[MinimumScaleFactorKey.self] = newValue }
  }

  /// Whether text may squeeze its letters together to fit; set by `.allowsTightening(_:)`.
  public var allowsTightening: Bool {
    get { self[AllowsTighteningKey.self] }
    set { self[AllowsTighteningKey.self] = newValue }
  }

  /// The space between lines of text, in points; set by `.lineSpacing(_:)`.
  public var lineSpacing: CGFloat {
    get { self[LineSpacingKey.self] }
    set { self[LineSpacingKey.self] = newValue }
  }

  /// Whether text fields here leave what is typed uncorrected; set by
  /// `.autocorrectionDisabled(_:)`.
  public var autocorrectionDisabled: Bool {
    get { self[AutocorrectionDisabledKey.self] ?? false }
    set { self[AutocorrectionDisabledKey.self] = newValue }
  }

  /// Whether autocorrection is off, nil where nothing said (the form before
  /// `autocorrectionDisabled`).
  @available(*, deprecated, renamed: "autocorrectionDisabled")
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "autocorrectionDisabled")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "autocorrectionDisabled")
  public var disableAutocorrection: Bool? {
    get { autocorrectionSetting }
    set { autocorrectionSetting = newValue }
  }

  /// What `.autocorrectionDisabled` or `.disableAutocorrection` set here; nil when neither did.
  var autocorrectionSetting: Bool? {
    get { self[AutocorrectionDisabledKey.self] }
    set { self[AutocorrectionDisabledKey.self] = newValue }
  }

  /// Which side of a line break an insertion point at one belongs to; set by
  /// `.textSelectionAffinity(_:)`.
  @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public var textSelectionAffinity: TextSelectionAffinity {
    get { self[TextSelectionAffinityKey.self] }
    set { self[TextSelectionAffinityKey.self] = newValue }
  }

  /// How much of Writing Tools text views here offer; set by `.writingToolsBehavior(_:)`.
  @available(iOS 18.0, macOS 15.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  public var writingToolsBehavior: WritingToolsBehavior? {
    get { self[WritingToolsBehaviorKey.self] }
    set { self[WritingToolsBehaviorKey.self] = newValue }
  }

  /// What the find navigator of a text editor here may do; set by `.findNavigator(isPresented:)`,
  /// `.findDisabled(_:)` and `.replaceDisabled(_:)`.
  @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  public var findContext: FindContext? {
    get {
      isFindDisabled
        ? nil : FindContext(isPresented: findPresentation, supportsReplace: !isReplaceDisabled)
    }
    set {
      isFindDisabled = newValue == nil
      findPresentation = newValue?.isPresented
      isReplaceDisabled = !(newValue?.supportsReplace ?? true)
    }
  }

  /// Whether the find navigator is shown, as `.findNavigator(isPresented:)` binds it.
  var findPresentation: Binding<Bool>? {
    get { self[FindPresentationKey.self] }
    set { self[FindPresentationKey.self] = newValue }
  }

  /// Whether `.findDisabled(_:)` turned finding off.
  var isFindDisabled: Bool {
    get { self[FindDisabledKey.self] }
    set { self[FindDisabledKey.self] = newValue }
  }

  /// Whether `.replaceDisabled(_:)` turned replacing off.
  var isReplaceDisabled: Bool {
    get { self[ReplaceDisabledKey.self] }
    set { self[ReplaceDisabledKey.self] = newValue }
  }
}

private enum FontKey: EnvironmentKey {
  static var defaultValue: Font? { nil }
}

private enum LineLimitKey: EnvironmentKey {
  static var defaultValue: Int? { nil }
}

private enum MultilineTextAlignmentKey: EnvironmentKey {
  static var defaultValue: TextAlignment { .leading }
}

private enum TruncationModeKey: EnvironmentKey {
  static var defaultValue: Text.TruncationMode { .tail }
}

private enum TextCaseKey: EnvironmentKey {
  static var defaultValue: Text.Case? { nil }
}

private enum MinimumScaleFactorKey: EnvironmentKey {
  static var defaultValue: CGFloat { 1 }
}

private enum AllowsTighteningKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private enum LineSpacingKey: EnvironmentKey {
  static var defaultValue: CGFloat { 0 }
}

private enum AutocorrectionDisabledKey: EnvironmentKey {
  static var defaultValue: Bool? { nil }
}

private enum TextSelectionAffinityKey: EnvironmentKey {
  static var defaultValue: TextSelectionAffinity { .automatic }
}

private enum WritingToolsBehaviorKey: EnvironmentKey {
  static var defaultValue: WritingToolsBehavior? { .automatic }
}

private enum FindPresentationKey: EnvironmentKey {
  static var defaultValue: Binding<Bool>? { nil }
}

private enum FindDisabledKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private enum ReplaceDisabledKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}
