import Foundation
import WaypointUI

// `@Query` on a property is one of these macros (each takes the arguments of one of Query's
// initializers): it stores a `Query<Model, [Model]>` beside the property, so that the model type
// comes from the property's declared type.

/// Every model of the property's type.
@attached(accessor, names: named(get))
@attached(peer, names: prefixed(_))
public macro Query() = #externalMacro(module: "WaypointMacros", type: "QueryMacro")

/// The models `descriptor` finds.
@attached(accessor, names: named(get))
@attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(
  _ descriptor: FetchDescriptor<Element>, animation: Animation = .default
) = #externalMacro(module: "WaypointMacros", type: "QueryMacro")

/// The models `descriptor` finds (`transaction` recorded).
@attached(accessor, names: named(get))
@attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(
  _ descriptor: FetchDescriptor<Element>, transaction: Transaction?
) = #externalMacro(module: "WaypointMacros", type: "QueryMacro")

/// The models `filter` matches, ordered by `sort`.
@attached(accessor, names: named(get))
@attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(
  filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
  animation: Animation = .default
) = #externalMacro(module: "WaypointMacros", type: "QueryMacro")

/// The models `filter` matches, ordered by `sort` (`transaction` recorded).
@attached(accessor, names: named(get))
@attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(
  filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
  transaction: Transaction?
) = #externalMacro(module: "WaypointMacros", type: "QueryMacro")

/// The models `filter` matches, ordered by the value at `keyPath`.
@attached(accessor, names: named(get))
@attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel, Value: Comparable>(
  filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
  order: SortOrder = .forward, animation: Animation = .default
) = #externalMacro(module: "WaypointMacros", type: "QueryMacro")

/// The models `filter` matches, ordered by the optional value at `keyPath`.
@attached(accessor, names: named(get))
@attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel, Value: Comparable>(
  filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>,
  order: SortOrder = .forward, animation: Animation = .default
) = #externalMacro(module: "WaypointMacros", type: "QueryMacro")
