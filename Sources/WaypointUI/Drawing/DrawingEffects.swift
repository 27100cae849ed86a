import Foundation
import WaypointCore

extension View {
  /// Sets the view's background to `style` filling `shape`.
  nonisolated public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    background(alignment: .center) { shape.fill(style, style: fillStyle) }
  }

  /// Sets the view's background to `style` filling an insettable `shape`.
  nonisolated public func background<S: ShapeStyle, T: InsettableShape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    background(alignment: .center) { shape.fill(style, style: fillStyle) }
  }

  /// Sets the view's background to `shape` filled with the background style.
  nonisolated public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle())
    -> some View
  {
    background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
  }

  /// Sets the view's background to an insettable `shape` filled with the background style.
  nonisolated public func background<S: InsettableShape>(
    in shape: S, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
  }

  /// Layers `shape` filled with `style` in front of this view.
  nonisolated public func overlay<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    overlay(alignment: .center) { shape.fill(style, style: fillStyle) }
  }

  /// Adds a border to this view with the specified style and width, inside its frame.
  nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    overlay(alignment: .center) { Rectangle().strokeBorder(content, lineWidth: width) }
  }

  /// Sets the primary and secondary levels of the foreground style in the child views (the
  /// primary behaves; the secondary is recorded).
  nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(
    _ primary: S1, _ secondary: S2
  ) -> some View {
    foregroundStyle(primary).recorded(".foregroundStyle(secondary: \(AnyShapeStyle(secondary)))")
  }

  /// Sets the primary, secondary, and tertiary levels of the foreground style (the primary
  /// behaves; the others are recorded).
  nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    foregroundStyle(primary).recorded(
      ".foregroundStyle(secondary: \(AnyShapeStyle(secondary)), tertiary: \(AnyShapeStyle(tertiary)))"
    )
  }

  /// Sets the specified style to render backgrounds within the view: the environment's
  /// `backgroundStyle` below (recorded).
  nonisolated public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    let style = AnyShapeStyle(style)
    return setting(\.backgroundStyle, style, recording: ".backgroundStyle(\(style))")
  }

  /// Sets the accent color for this view and the views it contains: the tint.
  @available(
    *, deprecated, message: "Use the asset catalog's accent color or View.tint(_:) instead."
  )
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use the asset catalog's accent color or View.tint(_:) instead."
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message: "Use the asset catalog's accent color or View.tint(_:) instead."
  )
  nonisolated public func accentColor(_ accentColor: Color?) -> some View {
    tint(accentColor)
  }

  /// Sets this view's color scheme, and that of the views it contains.
  @available(*, deprecated, renamed: "preferredColorScheme(_:)")
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "preferredColorScheme(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "preferredColorScheme(_:)")
  nonisolated public func colorScheme(_ colorScheme: ColorScheme) -> some View {
    environment(\.colorScheme, colorScheme)
  }

  /// Sets the blend mode for compositing this view with overlapping views (recorded: a
  /// terminal cannot blend colors).
  nonisolated public func blendMode(_ blendMode: BlendMode) -> some View {
    recorded(".blendMode(\(blendMode))")
  }

  /// Inverts the colors in this view (recorded: a terminal cannot invert its colors).
  nonisolated public func colorInvert() -> some View { recorded(".colorInvert()") }

  /// Adds a luminance to alpha effect to this view (recorded).
  nonisolated public func luminanceToAlpha() -> some View { recorded(".luminanceToAlpha()") }

  /// Applies a projection transformation to this view's rendered output (recorded).
  nonisolated public func projectionEffect(_ transform: ProjectionTransform) -> some View {
    recorded(".projectionEffect(\(transform))")
  }

  /// Applies an affine transformation to this view's rendered output (recorded).
  nonisolated public func transformEffect(_ transform: CGAffineTransform) -> some View {
    recorded(".transformEffect(\(transform))")
  }

  /// Sets the container background of the enclosing container using a view (recorded with the
  /// placement; the background shows behind this view).
  nonisolated public func containerBackground<V: View>(
    for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
    @ViewBuilder content: () -> V
  ) -> some View {
    background(alignment: alignment, content: content)
      .recorded(".containerBackground(for: \(container))")
  }

  /// Sets the container background of the enclosing container using a style (recorded with the
  /// placement; the style shows behind this view).
  nonisolated public func containerBackground<S: ShapeStyle>(
    _ style: S, for container: ContainerBackgroundPlacement
  ) -> some View {
    background(style).recorded(".containerBackground(for: \(container))")
  }

  /// Sets a tint for list items in this view (recorded).
  nonisolated public func listItemTint(_ tint: ListItemTint?) -> some View {
    recorded(".listItemTint(\(tint.map(\.description) ?? "nil"))")
  }

  /// Sets a fixed tint color for list items in this view (recorded).
  nonisolated public func listItemTint(_ tint: Color?) -> some View {
    recorded(".listItemTint(\(tint.map(\.description) ?? "nil"))")
  }

  /// Sets the tint color of the list row separators (recorded).
  nonisolated public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all)
    -> some View
  {
    recorded(".listRowSeparatorTint(\(color.map(\.description) ?? "nil"))")
  }

  /// Sets the tint color of the list section separators (recorded).
  nonisolated public func listSectionSeparatorTint(
    _ color: Color?, edges: VerticalEdge.Set = .all
  ) -> some View {
    recorded(".listSectionSeparatorTint(\(color.map(\.description) ?? "nil"))")
  }

  /// Sets the preferred visibility of the system overlays, such as the home indicator
  /// (recorded: a terminal has none).
  nonisolated public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
    recorded(".persistentSystemOverlays(.\(visibility.rawValue))")
  }

  /// Mirrors the content beyond the safe area when enabled, as `backgroundExtensionEffect()`.
  nonisolated public func backgroundExtensionEffect(isEnabled: Bool) -> some View {
    attribute(
      isEnabled
        ? .backgroundExtensionEffect : .drawing(".backgroundExtensionEffect(isEnabled: false)")
    )
  }

  /// Makes symbols within the view show a particular variant, added to the environment's
  /// `symbolVariants` below (recorded).
  nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View {
    setting(\.symbolVariants, variant, recording: ".symbolVariant(\(variant))") {
      $0 = $0.adding($1)
    }
  }

  /// Sets how symbols' colors are drawn within this view: the environment's
  /// `symbolColorRenderingMode` below (recorded).
  nonisolated public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> some View {
    setting(
      \.symbolColorRenderingMode, mode,
      recording: ".symbolColorRenderingMode(\(mode.map(\.description) ?? "nil"))")
  }

  /// Sets how symbols show their variable values within this view: the environment's
  /// `symbolVariableValueMode` below (recorded).
  nonisolated public func symbolVariableValueMode(_ mode: SymbolVariableValueMode?) -> some View {
    setting(
      \.symbolVariableValueMode, mode,
      recording: ".symbolVariableValueMode(\(mode.map(\.description) ?? "nil"))")
  }

  /// Removes all symbol effects within this view (recorded: no effects run here).
  nonisolated public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
    recorded(".symbolEffectsRemoved(\(isEnabled))")
  }

  /// Sets the active appearance of materials within this view: the environment's
  /// `materialActiveAppearance` below (recorded).
  nonisolated public func materialActiveAppearance(_ appearance: MaterialActiveAppearance)
    -> some View
  {
    setting(
      \.materialActiveAppearance, appearance, recording: ".materialActiveAppearance(\(appearance))")
  }

  /// Sets the dynamic range images within this view may use: the environment's
  /// `allowedDynamicRange` below (recorded).
  nonisolated public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View {
    setting(
      \.allowedDynamicRange, range,
      recording: ".allowedDynamicRange(\(range.map(\.description) ?? "nil"))")
  }
}
