import WaypointCore

/// Whether a view is presented, and a way to dismiss it: the older form of the `isPresented`
/// and `dismiss` environment values, which it reads.
@available(*, deprecated, message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss")
@available(
  iOS, introduced: 13.0, deprecated: 100000.0,
  message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss"
)
@available(
  macOS, introduced: 10.15, deprecated: 100000.0,
  message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss"
)
@available(
  tvOS, introduced: 13.0, deprecated: 100000.0,
  message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss"
)
@available(
  watchOS, introduced: 6.0, deprecated: 100000.0,
  message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss"
)
@available(
  visionOS, introduced: 1.0, deprecated: 100000.0,
  message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss"
)
public struct PresentationMode {
  /// Whether the view is presented (pushed on a stack, or shown in a sheet).
  public private(set) var isPresented: Bool
  let dismissAction: DismissAction

  /// Dismisses the view, as the `dismiss` environment value does.
  @MainActor
  public mutating func dismiss() {
    dismissAction()
  }
}

extension EnvironmentValues {
  /// The presentation mode of the view: a binding to whether it is presented and a way to
  /// dismiss it, read from `isPresented` and `dismiss`.
  @available(*, deprecated, message: "Use isPresented or dismiss")
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0, message: "Use isPresented or dismiss"
  )
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use isPresented or dismiss")
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use isPresented or dismiss"
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use isPresented or dismiss"
  )
  public var presentationMode: Binding<PresentationMode> {
    let mode = PresentationMode(isPresented: isPresented, dismissAction: dismiss)
    return .constant(mode)
  }
}
