import Foundation

extension View where Self: RecordedGradient {
  /// The gradient filling its frame.
  public var body: some View { Rectangle().fill(self) }
}

extension LinearGradient: View {}
extension RadialGradient: View {}
extension AngularGradient: View {}
extension EllipticalGradient: View {}
extension AnyGradient: View {}
