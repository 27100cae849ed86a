import WaypointCore

/// The `navigationDestination(for:)` declarations of a subtree, in tree order.
struct NavigationDestinationsKey: NavigationScopedPreferenceKey {
  static var defaultValue: [DestinationRegistration] { [] }
  static func reduce(
    value: inout [DestinationRegistration], nextValue: () -> [DestinationRegistration]
  ) {
    value += nextValue()
  }
}

/// The `navigationDestination(isPresented:)` / `(item:)` pushes that are active in a subtree.
struct PresentedDestinationsKey: NavigationScopedPreferenceKey {
  static var defaultValue: [PresentedDestination] { [] }
  static func reduce(value: inout [PresentedDestination], nextValue: () -> [PresentedDestination]) {
    value += nextValue()
  }
}

/// One `navigationDestination(for:)`: which type it handles and how to make the destination.
struct DestinationRegistration {
  /// The data type the destination handles.
  let type: Any.Type
  /// Its module-qualified name, for diagnostics.
  let typeName: String
  /// The declaring modifier's latest closure and update count.
  let box: DestinationBox
  /// Whether it was declared inside a lazy container.
  let isInsideLazyContainer: Bool
  /// Where it was declared.
  let location: WaypointCore.Diagnostic.SourceLocation

  /// The declaration and its update count now: a screen made at the same stamp is current.
  @MainActor var stamp: DestinationStamp {
    DestinationStamp(declaration: box.declaration, version: box.version)
  }

  /// Makes the destination for a value of `type` with the latest closure; nil for a value of
  /// another type.
  @MainActor func make(_ value: AnyHashable) -> AnyView? { box.make(value) }
  /// Makes `type` known to a registry, so saved path entries of it can be decoded.
  let register: (NavigationTypeRegistry) -> Void

  var typeID: ObjectIdentifier { ObjectIdentifier(type) }
}

/// Which declaration, at which update, a screen was made from: a screen made with the stamp
/// a destination has now is current.
struct DestinationStamp: Hashable {
  /// The serial of the node that declared the destination (or pushed the screen).
  let declaration: Int
  /// How many times that declaration had been updated.
  let version: Int
}

/// A `navigationDestination` modifier's latest closure, shared with the registrations it
/// published, so a stack always makes screens with the current closure.
@MainActor
final class DestinationBox {
  /// The serial of the declaring node.
  let declaration: Int
  var version = 0
  var make: (AnyHashable) -> AnyView? = { _ in nil }

  init(declaration: Int) { self.declaration = declaration }
}

/// A destination that a binding pushes (`isPresented:` or `item:`).
///
/// The stack reads the binding itself through `present`, because the declaring screen may be
/// covered (and so not updated) by the very screen the binding pushes.
struct PresentedDestination {
  /// The declaring node, which identifies the push.
  let id: Int
  /// The declaring node's update count, so an unchanged push is not made again.
  let version: Int
  /// The view to push now, if the binding asks for one.
  let present: @MainActor () -> PresentedView?
}
