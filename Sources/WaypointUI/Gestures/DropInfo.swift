import Foundation

#if canImport(UniformTypeIdentifiers)
  import UniformTypeIdentifiers
#endif

/// What is being dropped on a view: where, and the item providers of its items.
public struct DropInfo: @unchecked Sendable {
  /// Where the items are, in the drop view's space.
  public let location: CGPoint
  let providers: [NSItemProvider]

  /// Whether any item offers one of `contentTypes`.
  public func hasItemsConforming(to contentTypes: [UTType]) -> Bool {
    !providers(matching: contentTypes.map(\.identifier)).isEmpty
  }

  /// The providers of the items offering one of `contentTypes`.
  public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
    providers(matching: contentTypes.map(\.identifier))
  }

  /// Whether any item offers one of the type identifiers `types`.
  @available(*, deprecated, message: "Provide `UTType`s as the `types` instead.")
  public func hasItemsConforming(to types: [String]) -> Bool {
    !providers(matching: types).isEmpty
  }

  /// The providers of the items offering one of the type identifiers `types`.
  @available(*, deprecated, message: "Provide `UTType`s as the `types` instead.")
  public func itemProviders(for types: [String]) -> [NSItemProvider] {
    providers(matching: types)
  }

  /// The providers offering one of the type identifiers `types`.
  func providers(matching types: [String]) -> [NSItemProvider] {
    providers.filter { provider in
      types.contains { provider.hasItemConformingToTypeIdentifier($0) }
    }
  }
}

/// An object that decides what a drop on a view does, for `onDrop(of:delegate:)`.
@MainActor @preconcurrency
public protocol DropDelegate {
  /// Whether the drop can happen.
  func validateDrop(info: DropInfo) -> Bool
  /// Performs the drop; returns whether it succeeded.
  func performDrop(info: DropInfo) -> Bool
  /// The drop entered the view.
  func dropEntered(info: DropInfo)
  /// The drop moved within the view; returns the operation it would make, if it changed.
  func dropUpdated(info: DropInfo) -> DropProposal?
  /// The drop left the view.
  func dropExited(info: DropInfo)
}

extension DropDelegate {
  /// Valid if any item offers a type the view accepts.
  public func validateDrop(info: DropInfo) -> Bool { !info.providers.isEmpty }
  /// Does nothing.
  public func dropEntered(info: DropInfo) {}
  /// Keeps the current operation.
  public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
  /// Does nothing.
  public func dropExited(info: DropInfo) {}
}

/// What a drop does with its items.
public enum DropOperation: Sendable, Hashable {
  /// The drop is cancelled.
  case cancel
  /// The drop is not allowed here.
  case forbidden
  /// The items are copied.
  case copy
  /// The items are moved.
  case move
  /// The items are deleted.
  case delete
  /// The items are linked.
  case alias

  /// A set of drop operations.
  public struct Set: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The set's bits.
    public let rawValue: Int
    /// The set of `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Cancelling.
    public static let cancel = Set(rawValue: 1 << 0)
    /// Copying.
    public static let copy = Set(rawValue: 1 << 1)
    /// Moving.
    public static let move = Set(rawValue: 1 << 2)
    /// Forbidding.
    public static let forbidden = Set(rawValue: 1 << 3)
    /// Deleting.
    public static let delete = Set(rawValue: 1 << 4)
    /// Linking.
    public static let alias = Set(rawValue: 1 << 5)

    /// The operations as Swift source: `[.copy, .move]`.
    public var description: String {
      let names = [
        (Set.cancel, ".cancel"), (.copy, ".copy"), (.move, ".move"), (.forbidden, ".forbidden"),
        (.delete, ".delete"), (.alias, ".alias"),
      ].filter { contains($0.0) }.map(\.1)
      return "[\(names.joined(separator: ", "))]"
    }
  }
}

/// The operation a drop would make, inside the app and outside it.
public struct DropProposal: Sendable, CustomDebugStringConvertible {
  /// The operation inside the app.
  public let operation: DropOperation
  /// The operation outside the app, if different.
  public let operationOutsideApplication: DropOperation?

  /// A proposal of `operation`.
  public init(operation: DropOperation) {
    self.operation = operation
    self.operationOutsideApplication = nil
  }

  /// A proposal of one operation inside the app and another outside.
  @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
  public init(withinApplication: DropOperation, outsideApplication: DropOperation) {
    self.operation = withinApplication
    self.operationOutsideApplication = outsideApplication
  }

  /// The proposal as a short phrase.
  public var debugDescription: String {
    "DropProposal(operation: .\(operation)"
      + (operationOutsideApplication.map { ", outside: .\($0))" } ?? ")")
  }
}
