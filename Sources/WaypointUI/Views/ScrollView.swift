import Foundation

/// A scrollable view.
public struct ScrollView<Content: View> {
  /// The scroll view's content.
  public var content: Content
  /// The axes it scrolls along.
  public var axes: Axis.Set
  /// Whether it shows scroll indicators.
  public var showsIndicators: Bool

  /// Creates a new instance that's scrollable in the direction of the given axis.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }
}

extension ScrollView: View, LayoutContainer {
  /// A scroll view has no body.
  public var body: Never { primitiveBody(Self.self) }

  package var containerRole: Role {
    .scroll(axes)
  }
}
