import Foundation

/// The drawing values of the environment: what `.imageScale(_:)`, `.symbolVariant(_:)`,
/// `.redacted(reason:)` and the other drawing modifiers set, read below with `@Environment`.
extension EnvironmentValues {
  /// The scale of images here, relative to the text around them; set by `.imageScale(_:)`.
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }

  /// The variants of symbols here (filled, circled); set by `.symbolVariant(_:)`, where each
  /// application adds to the ones around it.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public var symbolVariants: SymbolVariants {
    get { self[SymbolVariantsKey.self] }
    set { self[SymbolVariantsKey.self] = newValue }
  }

  /// How symbols here are colored; nil (the symbol's own) unless `.symbolRenderingMode(_:)`
  /// sets one.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public var symbolRenderingMode: SymbolRenderingMode? {
    get { self[SymbolRenderingModeKey.self] }
    set { self[SymbolRenderingModeKey.self] = newValue }
  }

  /// Whether symbols here are drawn in flat colors or gradients; set by
  /// `.symbolColorRenderingMode(_:)`.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public var symbolColorRenderingMode: SymbolColorRenderingMode? {
    get { self[SymbolColorRenderingModeKey.self] }
    set { self[SymbolColorRenderingModeKey.self] = newValue }
  }

  /// How symbols here show their variable values; set by `.symbolVariableValueMode(_:)`.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public var symbolVariableValueMode: SymbolVariableValueMode? {
    get { self[SymbolVariableValueModeKey.self] }
    set { self[SymbolVariableValueModeKey.self] = newValue }
  }

  /// The style backgrounds here are drawn with; nil unless `.backgroundStyle(_:)` sets one.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public var backgroundStyle: AnyShapeStyle? {
    get { self[BackgroundStyleKey.self] }
    set { self[BackgroundStyleKey.self] = newValue }
  }

  /// The material behind the views here, when it is one of the standard materials; nil.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public var backgroundMaterial: Material? {
    get { self[BackgroundMaterialKey.self] }
    set { self[BackgroundMaterialKey.self] = newValue }
  }

  /// How prominent the background behind the views here is; `.standard`.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public var backgroundProminence: BackgroundProminence {
    get { self[BackgroundProminenceKey.self] }
    set { self[BackgroundProminenceKey.self] = newValue }
  }

  /// Whether materials here look active; set by `.materialActiveAppearance(_:)`.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public var materialActiveAppearance: MaterialActiveAppearance {
    get { self[MaterialActiveAppearanceKey.self] }
    set { self[MaterialActiveAppearanceKey.self] = newValue }
  }

  /// The dynamic range images here may use; set by `.allowedDynamicRange(_:)`.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public var allowedDynamicRange: Image.DynamicRange? {
    get { self[AllowedDynamicRangeKey.self] }
    set { self[AllowedDynamicRangeKey.self] = newValue }
  }

  /// Why the views here are redacted; empty unless `.redacted(reason:)` adds a reason, and
  /// empty again inside `.unredacted()`.
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }
}

extension SymbolVariants {
  /// These variants with `other`'s added; `.none` clears them.
  func adding(_ other: SymbolVariants) -> SymbolVariants {
    other.names.isEmpty
      ? .none : SymbolVariants(names: names + other.names.filter { !names.contains($0) })
  }
}

private enum ImageScaleKey: EnvironmentKey {
  static var defaultValue: Image.Scale { .medium }
}

private enum SymbolVariantsKey: EnvironmentKey {
  static var defaultValue: SymbolVariants { .none }
}

private enum SymbolRenderingModeKey: EnvironmentKey {
  static var defaultValue: SymbolRenderingMode? { nil }
}

private enum SymbolColorRenderingModeKey: EnvironmentKey {
  static var defaultValue: SymbolColorRenderingMode? { nil }
}

private enum SymbolVariableValueModeKey: EnvironmentKey {
  static var defaultValue: SymbolVariableValueMode? { nil }
}

private enum BackgroundStyleKey: EnvironmentKey {
  static var defaultValue: AnyShapeStyle? { nil }
}

private enum BackgroundMaterialKey: EnvironmentKey {
  static var defaultValue: Material? { nil }
}

private enum BackgroundProminenceKey: EnvironmentKey {
  static var defaultValue: BackgroundProminence { .standard }
}

private enum MaterialActiveAppearanceKey: EnvironmentKey {
  static var defaultValue: MaterialActiveAppearance { .automatic }
}

private enum AllowedDynamicRangeKey: EnvironmentKey {
  static var defaultValue: Image.DynamicRange? { nil }
}

private enum RedactionReasonsKey: EnvironmentKey {
  static var defaultValue: RedactionReasons { [] }
}
