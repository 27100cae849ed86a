import Foundation

/// A two-dimensional gradient defined by a 2D grid of positioned colors (recorded by its
/// Swift source as a style; as a view it fills its frame).
public struct MeshGradient: RecordedGradient, Equatable, Sendable {
  /// The points of the mesh: plain points, or Bézier points with control points.
  public enum Locations: Equatable, Sendable {
    /// Plain points, in unit coordinates.
    case points([SIMD2<Float>])
    /// Bézier points, in unit coordinates.
    case bezierPoints([MeshGradient.BezierPoint])
  }

  /// The colors at the mesh's points.
  public enum Colors: Equatable, Sendable {
    /// Colors.
    case colors([Color])
    /// Resolved colors.
    case resolvedColors([Color.Resolved])
  }

  /// A point in the mesh with the control points of the curves that leave it.
  public struct BezierPoint: Equatable, Sendable {
    /// The point's position, in unit coordinates.
    public var position: SIMD2<Float>
    /// The control point of the curve towards the leading neighbour.
    public var leadingControlPoint: SIMD2<Float>
    /// The control point of the curve towards the neighbour above.
    public var topControlPoint: SIMD2<Float>
    /// The control point of the curve towards the trailing neighbour.
    public var trailingControlPoint: SIMD2<Float>
    /// The control point of the curve towards the neighbour below.
    public var bottomControlPoint: SIMD2<Float>

    /// Creates a Bézier point.
    public init(
      position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
      trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>
    ) {
      self.position = position
      self.leadingControlPoint = leadingControlPoint
      self.topControlPoint = topControlPoint
      self.trailingControlPoint = trailingControlPoint
      self.bottomControlPoint = bottomControlPoint
    }
  }

  /// The number of points in each row.
  public var width: Int
  /// The number of rows.
  public var height: Int
  /// The points of the mesh.
  public var locations: MeshGradient.Locations
  /// The colors at the points.
  public var colors: MeshGradient.Colors
  /// The color drawn outside the mesh.
  public var background: Color
  /// Whether colors are interpolated smoothly across the mesh.
  public var smoothsColors: Bool
  /// The color space colors are interpolated in.
  public var colorSpace: Gradient.ColorSpace

  /// Creates a mesh gradient from locations and colors.
  public init(
    width: Int, height: Int, locations: MeshGradient.Locations, colors: MeshGradient.Colors,
    background: Color = .clear, smoothsColors: Bool = true,
    colorSpace: Gradient.ColorSpace = .device
  ) {
    self.width = width
    self.height = height
    self.locations = locations
    self.colors = colors
    self.background = background
    self.smoothsColors = smoothsColors
    self.colorSpace = colorSpace
  }

  /// Creates a mesh gradient from points and colors.
  public init(
    width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
  ) {
    self.init(
      width: width, height: height, locations: .points(points), colors: .colors(colors),
      background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  /// Creates a mesh gradient from points and resolved colors.
  public init(
    width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved],
    background: Color = .clear, smoothsColors: Bool = true,
    colorSpace: Gradient.ColorSpace = .device
  ) {
    self.init(
      width: width, height: height, locations: .points(points),
      colors: .resolvedColors(resolvedColors), background: background,
      smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  /// Creates a mesh gradient from Bézier points and colors.
  public init(
    width: Int, height: Int, bezierPoints: [MeshGradient.BezierPoint], colors: [Color],
    background: Color = .clear, smoothsColors: Bool = true,
    colorSpace: Gradient.ColorSpace = .device
  ) {
    self.init(
      width: width, height: height, locations: .bezierPoints(bezierPoints),
      colors: .colors(colors), background: background, smoothsColors: smoothsColors,
      colorSpace: colorSpace)
  }

  /// Creates a mesh gradient from Bézier points and resolved colors.
  public init(
    width: Int, height: Int, bezierPoints: [MeshGradient.BezierPoint],
    resolvedColors: [Color.Resolved], background: Color = .clear, smoothsColors: Bool = true,
    colorSpace: Gradient.ColorSpace = .device
  ) {
    self.init(
      width: width, height: height, locations: .bezierPoints(bezierPoints),
      colors: .resolvedColors(resolvedColors), background: background,
      smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  /// The gradient as Swift source, with its grid and colors.
  public var description: String {
    let colorList: String =
      switch colors {
      case .colors(let colors): colors.map(\.description).joined(separator: ", ")
      case .resolvedColors(let colors): colors.map { "\(Color($0))" }.joined(separator: ", ")
      }
    return "MeshGradient(width: \(width), height: \(height), colors: [\(colorList)])"
  }
}

extension MeshGradient: View {}
