import Foundation
import Synchronization

/// A scroll a `ScrollViewProxy` asked for, recorded on its reader's elements: a renderer brings
/// `target` into view once for each new `serial`.
public struct ScrollRequest: Sendable, Hashable, CustomStringConvertible {
  /// Grows with every request, so a renderer acts on each once.
  public let serial: Int
  /// The element of the view with the id asked for; nil when no view in the reader has it.
  public let target: ElementID?
  /// The id asked for, as a text snapshot prints it.
  public let id: String
  /// Where the view goes in the visible area; nil to scroll as little as shows it.
  public let anchor: UnitPoint?

  /// The request as Swift source, with a note when no view has the id.
  public var description: String {
    let call = ".scrollTo(\(id)" + (anchor.map { ", anchor: \($0.motionSource))" } ?? ")")
    return target == nil ? call + " (no view with this id)" : call
  }
  package init(serial: Int, target: ElementID? = nil, id: String, anchor: UnitPoint? = nil) {
    self.serial = serial
    self.target = target
    self.id = id
    self.anchor = anchor
  }
}
