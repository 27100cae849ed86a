/// What a find navigator shown for a view may do, and whether it is shown.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct FindContext {
  /// Whether the find navigator is shown, when the view controls it.
  public var isPresented: Binding<Bool>?
  /// Whether the find navigator offers to replace what it finds.
  public var supportsReplace: Bool

  init(isPresented: Binding<Bool>? = nil, supportsReplace: Bool = false) {
    self.isPresented = isPresented
    self.supportsReplace = supportsReplace
  }
}
