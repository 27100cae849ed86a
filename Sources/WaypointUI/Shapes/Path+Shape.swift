import Foundation

extension Path: Shape {
  /// A path is its own outline, whatever the frame.
  public func path(in rect: CGRect) -> Path { self }
}
