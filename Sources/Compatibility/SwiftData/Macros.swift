import Foundation
import Observation

/// Makes a class a SwiftData model: its stored properties are kept in the container's store,
/// observed like an `@Observable` class's, and restored when a fetch finds its row.
@attached(
  member,
  names: named(_$observationRegistrar), named(_$modelState), named(init(_$restoring:)),
  named(_$modelProperties), named(_$modelConstraints))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "WaypointMacros", type: "ModelMacro")

/// What `@Model` puts on each persisted property: reads and writes go through the model's
/// observation registrar and its SwiftData state, the value lives in a private `_name`.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_))
public macro _PersistedProperty() =
  #externalMacro(module: "WaypointMacros", type: "PersistedPropertyMacro")

/// Options for one persisted property (`.unique` becomes a unique index; `originalName` is the
/// column a lightweight migration renames).
@attached(peer)
public macro Attribute(
  _ options: Schema.Attribute.Option..., originalName: String? = nil,
  hashModifier: String? = nil
) = #externalMacro(module: "WaypointMacros", type: "ModelMarkerMacro")

/// How a property that holds other models behaves: what deleting this model does to them, and
/// which of their properties points back (kept in step on both sides).
@attached(peer)
public macro Relationship(
  _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
  minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
  inverse: AnyKeyPath? = nil, hashModifier: String? = nil
) = #externalMacro(module: "WaypointMacros", type: "ModelMarkerMacro")

/// Keeps a model's property out of the store: it starts at its initial value in every instance.
@attached(peer)
public macro Transient() = #externalMacro(module: "WaypointMacros", type: "ModelMarkerMacro")

/// Properties whose values, together, may not repeat in the store: inserting a model that matches
/// one already stored updates that one instead.
@freestanding(declaration)
public macro Unique<T>(_ constraints: [PartialKeyPath<T>]...) =
  #externalMacro(module: "WaypointMacros", type: "ModelConstraintMacro")

/// Properties the store indexes together, for faster fetches that filter or sort by them.
@freestanding(declaration)
public macro Index<T>(_ indices: [PartialKeyPath<T>]...) =
  #externalMacro(module: "WaypointMacros", type: "ModelConstraintMacro")

/// Makes an actor a `ModelActor`: it gets `modelContainer`, an executor holding a context of its
/// own, and `init(modelContainer:)`.
@attached(member, names: named(modelExecutor), named(modelContainer), named(init))
@attached(extension, conformances: ModelActor)
public macro ModelActor() = #externalMacro(module: "WaypointMacros", type: "ModelActorMacro")
