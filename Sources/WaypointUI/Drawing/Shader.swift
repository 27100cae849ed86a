import Foundation

/// A shader function with its arguments, for `.colorEffect`, `.distortionEffect` and
/// `.layerEffect`. Linux has no Metal to run it: the effect is recorded with the function's
/// name, and compiling throws.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct Shader: Equatable, Sendable, CustomStringConvertible {
  /// The function.
  public var function: ShaderFunction
  /// The arguments passed to it.
  public var arguments: [Argument]
  /// Whether the shader's colors are dithered.
  public var dithersColor = false

  /// The shader of `function` with `arguments`.
  public init(function: ShaderFunction, arguments: [Argument]) {
    self.function = function
    self.arguments = arguments
  }

  /// Compiles the shader for `type` ahead of use; throws on Linux, which has no Metal.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public func compile(as type: UsageType) async throws {
    throw CocoaError(
      .featureUnsupported,
      userInfo: [NSLocalizedDescriptionKey: "Shaders need Metal, which Linux does not have."])
  }

  /// The shader as the Swift that made it: `ripple(.float(1.5))`.
  public var description: String {
    "\(function.name)(\(arguments.map(\.description).joined(separator: ", ")))"
  }

  /// A value passed to a shader function.
  public struct Argument: Equatable, Sendable, CustomStringConvertible {
    /// The argument as Swift source.
    public let description: String

    /// The bounding rectangle of what the shader draws.
    public static var boundingRect: Argument { Argument(description: ".boundingRect") }

    /// A float.
    public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument {
      Argument(description: ".float(\(Font.number(CGFloat(x))))")
    }

    /// Two floats.
    public static func float2<X: BinaryFloatingPoint, Y: BinaryFloatingPoint>(_ x: X, _ y: Y)
      -> Argument
    {
      Argument(description: ".float2(\(Font.number(CGFloat(x))), \(Font.number(CGFloat(y))))")
    }

    /// A point's coordinates.
    public static func float2(_ point: CGPoint) -> Argument { float2(point.x, point.y) }
    /// A size's width and height.
    public static func float2(_ size: CGSize) -> Argument { float2(size.width, size.height) }
    /// A vector's components.
    public static func float2(_ vector: CGVector) -> Argument { float2(vector.dx, vector.dy) }

    /// Three floats.
    public static func float3<
      X: BinaryFloatingPoint, Y: BinaryFloatingPoint, Z: BinaryFloatingPoint
    >(
      _ x: X, _ y: Y, _ z: Z
    ) -> Argument {
      Argument(description: ".float3(\(numbers(CGFloat(x), CGFloat(y), CGFloat(z))))")
    }

    /// Four floats.
    public static func float4<
      X: BinaryFloatingPoint, Y: BinaryFloatingPoint, Z: BinaryFloatingPoint,
      W: BinaryFloatingPoint
    >(_ x: X, _ y: Y, _ z: Z, _ w: W) -> Argument {
      Argument(
        description: ".float4(\(numbers(CGFloat(x), CGFloat(y), CGFloat(z), CGFloat(w))))")
    }

    private static func numbers(_ values: CGFloat...) -> String {
      values.map { Font.number($0) }.joined(separator: ", ")
    }

    /// An array of floats.
    public static func floatArray(_ array: [Float]) -> Argument {
      Argument(description: ".floatArray(\(array))")
    }

    /// Raw bytes.
    public static func data(_ data: Data) -> Argument {
      Argument(description: ".data(\(data.count) bytes)")
    }

    /// A color.
    public static func color(_ color: Color) -> Argument {
      Argument(description: ".color(\(color))")
    }

    /// An array of colors.
    public static func colorArray(_ array: [Color]) -> Argument {
      Argument(description: ".colorArray(\(array.map(\.description)))")
    }

    /// An image.
    public static func image(_ image: Image) -> Argument {
      Argument(description: ".image")
    }
  }

  /// What a shader is used for, to compile it for.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public struct UsageType: Hashable, Sendable {
    let name: String
    /// A color effect.
    public static let colorEffect = UsageType(name: "colorEffect")
    /// A distortion effect.
    public static let distortionEffect = UsageType(name: "distortionEffect")
    /// A layer effect.
    public static let layerEffect = UsageType(name: "layerEffect")
    /// A shape style.
    public static let shapeStyle = UsageType(name: "shapeStyle")
  }
}

extension View {
  /// Colors this view's pixels with `shader` (recorded: Linux has no Metal to run it).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View {
    recorded(".colorEffect(\(shader))", isEnabled: isEnabled)
  }

  /// Moves this view's pixels as `shader` says (recorded: Linux has no Metal to run it).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func distortionEffect(
    _ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true
  ) -> some View {
    recorded(".distortionEffect(\(shader))", isEnabled: isEnabled)
  }

  /// Draws this view's layer through `shader` (recorded: Linux has no Metal to run it).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func layerEffect(
    _ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true
  ) -> some View {
    recorded(".layerEffect(\(shader))", isEnabled: isEnabled)
  }
}
