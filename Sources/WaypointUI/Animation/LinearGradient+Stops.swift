extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient through `stops`, from `startPoint` to `endPoint`.
  public static func linearGradient(
    stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}
