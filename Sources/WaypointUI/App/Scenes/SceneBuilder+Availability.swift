/// Marks a scene built under `if #available` in a scene builder.
public protocol _LimitedAvailabilitySceneMarker {}

/// A scene built under `if #available`, or nothing when the condition did not hold.
struct LimitedAvailabilityScene: _LimitedAvailabilitySceneMarker {
  let scene: (any Scene)?
}

extension LimitedAvailabilityScene: Scene {
  var body: Never { primitiveBody(Self.self) }
}

extension LimitedAvailabilityScene: OptionalSceneProviding {
  var wrappedScene: (any Scene)? { scene }
}

extension SceneBuilder {
  /// Keeps a scene built under `if #available`.
  public static func buildLimitedAvailability(_ scene: some Scene)
    -> any Scene & _LimitedAvailabilitySceneMarker
  {
    LimitedAvailabilityScene(scene: scene)
  }

  /// Produces the scene of an `if #available` without `else`, or no scene.
  public static func buildOptional(_ scene: (any Scene & _LimitedAvailabilitySceneMarker)?)
    -> some Scene
  {
    LimitedAvailabilityScene(scene: scene)
  }
}
