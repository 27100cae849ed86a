import Foundation

/// A type whose values can be dragged, dropped, copied and pasted.
///
/// SwiftUI takes this from CoreTransferable, which Linux lacks; Waypoint declares the protocol
/// without its transfer representations (nothing is dragged between apps here), and makes the
/// common value types conform.
public protocol Transferable {}

extension String: Transferable {}
extension Data: Transferable {}
extension URL: Transferable {}
extension AttributedString: Transferable {}
