/// Which variant of a text with several a view shows (the variants of a date's format).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public protocol TextVariantPreference {
  /// The preference, as SwiftUI passes it on.
  var _preference: _TextVariantPreference<Self> { get }
}

/// A text variant preference as SwiftUI passes it on.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct _TextVariantPreference<Preference: TextVariantPreference>: Sendable {}

/// The same variant whatever the size of the view.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct FixedTextVariant: TextVariantPreference, Sendable {
  /// The preference, as SwiftUI passes it on.
  public var _preference: _TextVariantPreference<FixedTextVariant> { .init() }
}

/// The variant that fits the size of the view.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct SizeDependentTextVariant: TextVariantPreference, Sendable {
  /// The preference, as SwiftUI passes it on.
  public var _preference: _TextVariantPreference<SizeDependentTextVariant> { .init() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TextVariantPreference where Self == FixedTextVariant {
  /// The same variant whatever the size.
  public static var fixed: FixedTextVariant { FixedTextVariant() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TextVariantPreference where Self == SizeDependentTextVariant {
  /// The variant that fits the size.
  public static var sizeDependent: SizeDependentTextVariant { SizeDependentTextVariant() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Text {
  /// Chooses which variant of the text to show (recorded: Waypoint shows the full one).
  public func textVariant<V: TextVariantPreference>(_ preference: V) -> some View {
    recorded(
      ".textVariant(\(V.self == SizeDependentTextVariant.self ? ".sizeDependent" : ".fixed"))")
  }
}
