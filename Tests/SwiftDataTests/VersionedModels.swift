import Foundation
import SwiftData
import Synchronization

enum TripsV1: VersionedSchema {
  static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
  static var models: [any PersistentModel.Type] { [Trip.self] }

  @Model final class Trip {
    var title: String
    init(title: String) { self.title = title }
  }
}

enum TripsV2: VersionedSchema {
  static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
  static var models: [any PersistentModel.Type] { [Trip.self] }

  @Model final class Trip {
    @Attribute(originalName: "title") var name: String
    var stars: Int = 0
    init(name: String, stars: Int) {
      self.name = name
      self.stars = stars
    }
  }
}

enum TripsV3: VersionedSchema {
  static var versionIdentifier: Schema.Version { Schema.Version(3, 0, 0) }
  static var models: [any PersistentModel.Type] { [Trip.self] }

  @Model final class Trip {
    var title: String
    var country: String
    init(title: String, country: String) {
      self.title = title
      self.country = country
    }
  }
}

enum TripsPlanV1Only: SchemaMigrationPlan {
  static var schemas: [any VersionedSchema.Type] { [TripsV1.self] }
  static var stages: [MigrationStage] { [] }
}

enum TripsPlan: SchemaMigrationPlan {
  static let didMigrateCount = Mutex(0)
  static var schemas: [any VersionedSchema.Type] { [TripsV1.self, TripsV2.self] }
  static var stages: [MigrationStage] {
    [
      .custom(
        fromVersion: TripsV1.self, toVersion: TripsV2.self, willMigrate: nil,
        didMigrate: { context in
          let trips = try context.fetch(FetchDescriptor<TripsV2.Trip>())
          for trip in trips { trip.stars = 1 }
          didMigrateCount.withLock { $0 = trips.count }
        })
    ]
  }
}
