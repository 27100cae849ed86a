extension CircularProgressViewStyle {
  /// Makes the circular style recorded as `CircularProgressViewStyle(tint: …)` instead of
  /// `.circular`; the tint is only recorded, so prefer `.tint(_:)` on the view.
  @available(*, deprecated, message: "Use ``View/tint(_)`` instead.")
  @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
  @available(
    macOS, introduced: 11.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead."
  )
  @available(tvOS, introduced: 14.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
  @available(
    watchOS, introduced: 7.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead."
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead."
  )
  public init(tint: Color) {
    self.init()
    self.tint = tint
  }
}
