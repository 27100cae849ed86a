import Foundation
import Observation
import WaypointUI

/// The models of a type a fetch finds, kept up to date for a view (`@Query`, a macro, stores one
/// beside the property it is written on): the view is evaluated again
/// when its context inserts, deletes or changes such models in a way that can change the result
/// (a property the predicate or the order reads, or any change when the store cannot evaluate
/// the whole predicate).
public struct Query<Element: PersistentModel, Result> {
  @Environment(\.modelContext) private var context
  @State private var results = QueryResults<Element>()
  private let descriptor: FetchDescriptor<Element>
  private let makeResult: ([Element]) -> Result
  /// Recorded: Waypoint does not animate a query's changes.
  private let animation: Animation?

  init(
    descriptor: FetchDescriptor<Element>, animation: Animation?,
    makeResult: @escaping ([Element]) -> Result
  ) {
    self.descriptor = descriptor
    self.animation = animation
    self.makeResult = makeResult
  }

  /// The models found, in order.
  @MainActor public var wrappedValue: Result { makeResult(results.models) }
}

extension Query: DynamicProperty {
  /// The error of the last fetch, if it failed (the models are then empty).
  @MainActor public var fetchError: (any Error)? { results.error }

  /// The context the query fetches with.
  @MainActor public var modelContext: ModelContext { context }

  /// Fetches again when the context or the descriptor changed, or a change concerns the
  /// result; otherwise keeps the models it has.
  @MainActor public mutating func update() {
    results.refresh(descriptor, in: context)
  }
}

extension Query where Result == [Element] {
  /// Every model of the type, in the order the store keeps them: what `@Query var models: [T]`
  /// makes.
  nonisolated public init() {
    self.init(FetchDescriptor(), animation: .default)
  }

  /// The models `descriptor` finds.
  nonisolated public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
    self.init(descriptor: descriptor, animation: animation) { $0 }
  }

  /// The models `descriptor` finds (`transaction` recorded).
  nonisolated public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction?) {
    self.init(descriptor: descriptor, animation: nil) { $0 }
  }

  /// The models `filter` matches (all when nil), ordered by `sort`.
  nonisolated public init(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
    animation: Animation = .default
  ) {
    self.init(FetchDescriptor(predicate: filter, sortBy: descriptors), animation: animation)
  }

  /// The models `filter` matches, ordered by `sort` (`transaction` recorded).
  nonisolated public init(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
    transaction: Transaction?
  ) {
    self.init(FetchDescriptor(predicate: filter, sortBy: descriptors), transaction: transaction)
  }

  /// The models `filter` matches, ordered by the value at `keyPath`.
  nonisolated public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
    order: SortOrder = .forward, animation: Animation = .default
  ) {
    self.init(
      FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]),
      animation: animation)
  }

  /// The models `filter` matches, ordered by the optional value at `keyPath` (nil first).
  nonisolated public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable,
    order: SortOrder = .forward, animation: Animation = .default
  ) {
    self.init(
      FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]),
      animation: animation)
  }
}

/// A query's models, observed by the views that read them, and what decides when to fetch again.
@MainActor
final class QueryResults<Element: PersistentModel>: Observable, ModelContext.Observer {
  private let registrar = ObservationRegistrar()
  private var storage: [Element] = []
  private(set) var error: (any Error)?
  private weak var context: ModelContext?
  private var fingerprint: String?
  private var isStale = true
  private var readProperties: Set<String>?
  private let entityName = ModelDescription.of(Element.self).entityName

  nonisolated init() {}

  var models: [Element] {
    registrar.access(self, keyPath: \.models)
    return storage
  }

  func refresh(_ descriptor: FetchDescriptor<Element>, in context: ModelContext) {
    let fingerprint = Self.fingerprint(of: descriptor)
    guard isStale || context !== self.context || fingerprint != self.fingerprint else { return }
    if context !== self.context {
      self.context?.removeObserver(self)
      context.addObserver(self)
      self.context = context
    }
    self.fingerprint = fingerprint
    isStale = false
    do {
      let (models, plan) = try context.fetchModels(descriptor)
      storage = models
      readProperties = plan.properties
      error = nil
    } catch {
      storage = []
      readProperties = nil
      self.error = error
      SwiftDataLog.report(error, doing: "fetching \(entityName) for @Query")
    }
  }

  nonisolated func contextDidChange(entity: String, property: String?) {
    MainActor.assumeIsolated {
      guard entity == entityName, !isStale else { return }
      if let property, let readProperties, !readProperties.contains(property) { return }
      isStale = true
      registrar.withMutation(of: self, keyPath: \.models) {}
    }
  }

  private static func fingerprint(of descriptor: FetchDescriptor<Element>) -> String {
    var text = descriptor.predicate.map { String(describing: $0.expression) } ?? "all"
    for sort in descriptor.sortBy {
      text += "|\(String(describing: sort.keyPath)) \(sort.order)"
      text += " \(String(describing: sort.stringComparator))"
    }
    text += "|\(descriptor.fetchLimit ?? -1)|\(descriptor.fetchOffset ?? 0)"
    text += "|\(descriptor.includePendingChanges)"
    return text
  }
}
