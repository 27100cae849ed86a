/// What a find navigator shows in: whether it is presented, and whether it can replace.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public struct FindContext: @unchecked Sendable {
  // @unchecked: its binding, not Sendable here, is read and written on the main actor.
  /// Whether the find navigator is presented, when the content can present one.
  public var isPresented: Binding<Bool>?
  /// Whether the find navigator offers to replace what it finds.
  public var supportsReplace: Bool
}
