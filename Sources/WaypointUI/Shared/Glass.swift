/// The Liquid Glass material: its variant, tint and interactivity (recorded; a terminal draws
/// no glass).
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
public struct Glass: Equatable, Sendable, CustomStringConvertible {
  let variant: String
  var tintColor: Color?
  var isInteractive = false

  /// The regular variant of Liquid Glass.
  public static var regular: Glass { Glass(variant: "regular") }
  /// The clear variant of Liquid Glass.
  public static var clear: Glass { Glass(variant: "clear") }
  /// The identity variant of Liquid Glass: no glass at all.
  public static var identity: Glass { Glass(variant: "identity") }

  /// Returns a copy of the glass tinted with `color`.
  public func tint(_ color: Color?) -> Glass {
    var copy = self
    copy.tintColor = color
    return copy
  }

  /// Returns a copy of the glass that reacts to touch and pointer interactions, or not.
  public func interactive(_ isEnabled: Bool = true) -> Glass {
    var copy = self
    copy.isInteractive = isEnabled
    return copy
  }

  /// The glass as Swift source, such as `.regular.tint(.blue).interactive()`.
  public var description: String {
    var source = ".\(variant)"
    if let tintColor { source += ".tint(\(tintColor))" }
    if isInteractive { source += ".interactive()" }
    return source
  }
}
