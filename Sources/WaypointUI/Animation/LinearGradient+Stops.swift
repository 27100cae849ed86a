extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient through `stops`, from `startPoint` to `endPoint`.
  public static func linearGradient(
    stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient of `gradient` (a color's `.gradient`), from `startPoint` to `endPoint`.
  public static func linearGradient(
    _ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint
  ) -> some ShapeStyle {
    AnyGradientLinearStyle(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }
}

/// A color's system gradient drawn linearly, recorded by its Swift source.
struct AnyGradientLinearStyle: RecordedGradient, Hashable {
  let gradient: AnyGradient
  let startPoint: UnitPoint
  let endPoint: UnitPoint

  var description: String {
    ".linearGradient(\(gradient), startPoint: \(startPoint.motionSource), "
      + "endPoint: \(endPoint.motionSource))"
  }
}
