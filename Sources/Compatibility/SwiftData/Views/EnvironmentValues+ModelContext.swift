import Foundation
import WaypointUI

extension EnvironmentValues {
  /// The context `@Query` fetches with and views insert into: the main context of the container
  /// `.modelContainer` set, else an empty context in memory that stores no model type.
  public var modelContext: ModelContext {
    get { self[ModelContextKey.self] }
    set { self[ModelContextKey.self] = newValue }
  }
}

private enum ModelContextKey: EnvironmentKey {
  static var defaultValue: ModelContext { ModelContainer.unconfigured.context }
}

extension ModelContainer {
  /// The container views see before any `.modelContainer`: in memory, with no model types, so
  /// that inserting reports the missing container instead of stopping the app.
  static let unconfigured = UnconfiguredContainer()
}

/// The container and context of views outside any `.modelContainer`, made when first read.
final class UnconfiguredContainer: @unchecked Sendable {
  private let lock = NSLock()
  private var made: ModelContext?

  var context: ModelContext {
    lock.withLock {
      if let made { return made }
      let context = ModelContext(ModelContainer.inMemory(Schema()))
      made = context
      return context
    }
  }
}
