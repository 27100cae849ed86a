import Foundation
import WaypointCore

extension View {
  /// Puts `shape` behind the view at the view's size, painted with `style`; `fillStyle`
  /// chooses the even-odd or non-zero rule.
  nonisolated public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    background(alignment: .center) { shape.fill(style, style: fillStyle) }
  }

  /// The `InsettableShape` form of `background(_:in:fillStyle:)`; it draws the same way.
  nonisolated public func background<S: ShapeStyle, T: InsettableShape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    background(alignment: .center) { shape.fill(style, style: fillStyle) }
  }

  /// Puts `shape` behind the view, painted with the `.background` style: the page colour in
  /// a browser, nothing in a terminal.
  nonisolated public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle())
    -> some View
  {
    background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
  }

  /// The `InsettableShape` form of `background(in:fillStyle:)`; it draws the same way.
  nonisolated public func background<S: InsettableShape>(
    in shape: S, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
  }

  /// Draws `shape`, painted with `style`, over the view at the view's size.
  nonisolated public func overlay<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    overlay(alignment: .center) { shape.fill(style, style: fillStyle) }
  }

  /// Strokes the view's frame rectangle with `content`, `width` points wide; the line lies
  /// inside the frame, so the view's size does not change.
  nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    overlay(alignment: .center) { Rectangle().strokeBorder(content, lineWidth: width) }
  }

  /// Applies `primary` as the foreground style, as `foregroundStyle(_:)` does; `secondary` is
  /// only recorded on the element.
  nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(
    _ primary: S1, _ secondary: S2
  ) -> some View {
    foregroundStyle(primary).recorded(".foregroundStyle(secondary: \(AnyShapeStyle(secondary)))")
  }

  /// Applies `primary` as the foreground style; `secondary` and `tertiary` are only
  /// recorded on the element.
  nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    foregroundStyle(primary).recorded(
      ".foregroundStyle(secondary: \(AnyShapeStyle(secondary)), tertiary: \(AnyShapeStyle(tertiary)))"
    )
  }

  /// Writes `style` to the environment's `backgroundStyle` for the views below, and records
  /// the call on the element.
  nonisolated public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    let style = AnyShapeStyle(style)
    return setting(\.backgroundStyle, style, recording: ".backgroundStyle(\(style))")
  }

  /// The old name for `tint(_:)`, which it calls: `accentColor` becomes the tint below.
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

  /// Writes `colorScheme` to the environment for this view and those below; the older form,
  /// replaced by `preferredColorScheme(_:)`, which asks the scene instead.
  @available(*, deprecated, renamed: "preferredColorScheme(_:)")
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "preferredColorScheme(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "preferredColorScheme(_:)")
  nonisolated public func colorScheme(_ colorScheme: ColorScheme) -> some View {
    environment(\.colorScheme, colorScheme)
  }

  /// Records `blendMode` on the element; no renderer blends, so the view draws as before.
  nonisolated public func blendMode(_ blendMode: BlendMode) -> some View {
    recorded(".blendMode(\(blendMode))")
  }

  /// Records `.colorInvert()` on the element; renderers keep the view's own colours.
  nonisolated public func colorInvert() -> some View { recorded(".colorInvert()") }

  /// Records `.luminanceToAlpha()` on the element; renderers draw the view unchanged.
  nonisolated public func luminanceToAlpha() -> some View { recorded(".luminanceToAlpha()") }

  /// Records `transform`, a 3×3 projection matrix, on the element; layout and drawing
  /// ignore it.
  nonisolated public func projectionEffect(_ transform: ProjectionTransform) -> some View {
    recorded(".projectionEffect(\(transform))")
  }

  /// Records `transform`, a 2D affine matrix, on the element; layout and drawing ignore it.
  nonisolated public func transformEffect(_ transform: CGAffineTransform) -> some View {
    recorded(".transformEffect(\(transform))")
  }

  /// Shows `content` behind this view itself, aligned by `alignment`; the placement meant
  /// for the surrounding container is recorded on the element.
  nonisolated public func containerBackground<V: View>(
    for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
    @ViewBuilder content: () -> V
  ) -> some View {
    background(alignment: alignment, content: content)
      .recorded(".containerBackground(for: \(container))")
  }

  /// Paints `style` behind this view itself; the placement meant for the surrounding
  /// container is recorded on the element.
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

  /// Records `visibility` on the element; no renderer has a home indicator or other system
  /// overlay to show or hide.
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

  /// Adds `variant` to the environment's `symbolVariants` for the views below, keeping any
  /// variant set higher up, and records the call on the element.
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
