import Foundation

/// The size of a preview's container in Xcode's canvas.
public enum PreviewLayout: Sendable, Hashable {
  /// The container of the preview's device.
  case device
  /// The view at its own size.
  case sizeThatFits
  /// A container of the given size, in points.
  case fixed(width: CGFloat, height: CGFloat)
}

/// A simulated device to preview on, by name (`"iPhone 16"`).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
  /// The device's name.
  public let rawValue: String
  /// A device named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A device named `value`.
  public init(stringLiteral value: String) { rawValue = value }
}

/// Which way up a device is held.
public enum InterfaceOrientation: String, Sendable, Hashable, CaseIterable, Identifiable {
  /// Upright.
  case portrait
  /// Upside down.
  case portraitUpsideDown
  /// On its side, its top to the left.
  case landscapeLeft
  /// On its side, its top to the right.
  case landscapeRight

  /// The four orientations, upright first.
  public static var allCases: [InterfaceOrientation] {
    [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
  }

  /// The orientation's name: `"portrait"`.
  public var id: String { rawValue }
}

/// The platform a `PreviewProvider` previews on.
public enum PreviewPlatform: Sendable, Hashable {
  /// iOS.
  case iOS
  /// macOS.
  case macOS
  /// tvOS.
  case tvOS
  /// watchOS.
  case watchOS
}

/// How Xcode's canvas frames a preview, which the terminal does not: recorded on the semantic
/// tree as their Swift source.
extension View {
  /// Names the preview in the canvas.
  nonisolated public func previewDisplayName(_ value: String?) -> some View {
    attribute(.drawing(".previewDisplayName(\(value.map(\.debugDescription) ?? "nil"))"))
  }

  /// Sets the size of the preview's container.
  nonisolated public func previewLayout(_ value: PreviewLayout) -> some View {
    attribute(.drawing(".previewLayout(.\(value))"))
  }

  /// Previews on the named device.
  nonisolated public func previewDevice(_ value: PreviewDevice?) -> some View {
    attribute(.drawing(".previewDevice(\(value.map(\.rawValue.debugDescription) ?? "nil"))"))
  }

  /// Previews with the device held the given way.
  nonisolated public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
    attribute(.drawing(".previewInterfaceOrientation(.\(value.rawValue))"))
  }
}
