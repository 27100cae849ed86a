import Foundation
import Observation

/// A class SwiftData keeps in a store: what `@Model` makes a class conform to. Its members
/// prefixed `_$` are written by the macro.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
  /// Makes a model from a store's row, without running the class's own initializer.
  init(_$restoring restoration: ModelRestoration) throws
  /// Where the model is kept and what changed in it.
  var _$modelState: ModelState { get }
  /// The registrar through which views observe the model's properties.
  var _$observationRegistrar: ObservationRegistrar { get }
  /// The model's persisted properties, in the order they are declared.
  static var _$modelProperties: [ModelProperty] { get }
  /// The model's `#Unique` and `#Index` declarations.
  static var _$modelConstraints: ModelConstraints { get }
}

extension PersistentModel {
  /// None: a model without `#Unique` or `#Index`.
  public static var _$modelConstraints: ModelConstraints {
    ModelConstraints(unique: [[PartialKeyPath<Self>]](), indexes: [])
  }

  /// The model's identity in its store, assigned when it is inserted into a context.
  public var persistentModelID: PersistentIdentifier {
    _$modelState.identifier ?? PersistentIdentifier.temporary(for: self)
  }

  /// The context the model was inserted into or fetched by; nil before it is inserted and after
  /// its deletion is saved.
  public var modelContext: ModelContext? { _$modelState.context }

  /// Whether the model was deleted from its context (the deletion saved or not).
  public var isDeleted: Bool { _$modelState.isDeleted }

  /// Whether the model has changes its context has not saved.
  public var hasChanges: Bool { _$modelState.hasUnsavedChanges }

  /// The value a persisted property holds, as the property's getter gives it.
  public func getValue<Value>(forKey keyPath: KeyPath<Self, Value>) -> Value {
    self[keyPath: keyPath]
  }

  /// Sets a persisted property through its setter.
  public func setValue<Value>(
    forKey keyPath: ReferenceWritableKeyPath<Self, Value>, to value: Value
  ) {
    self[keyPath: keyPath] = value
  }

  /// Models are the same when they are the same object.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

extension PersistentModel {
  /// The model's persistent identifier, unless the class declares its own `id`.
  public var id: PersistentIdentifier { persistentModelID }
}
