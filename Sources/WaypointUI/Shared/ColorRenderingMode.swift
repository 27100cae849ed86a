/// The color space and precision in which offscreen drawing is done.
public enum ColorRenderingMode: Hashable, Sendable {
  /// Gamma-encoded sRGB, clamped to 0...1.
  case nonLinear
  /// Linear sRGB, clamped to 0...1.
  case linear
  /// Linear sRGB, not clamped.
  case extendedLinear
}
