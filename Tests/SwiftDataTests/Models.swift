import Foundation
import SwiftData

/// The kind of a trip, stored by its raw value.
enum TripKind: String, Codable, CaseIterable {
  case leisure, business
}

/// Where a trip's money goes, stored as JSON.
struct Budget: Codable, Equatable {
  var amount: Double
  var currency: String
}

@Model final class Trip {
  var name: String
  var start: Date
  @Attribute(.unique) var code: String
  var kind: TripKind = TripKind.leisure
  var budget: Budget?
  var tags: [String] = []
  @Relationship(deleteRule: .cascade, inverse: \Stop.trip) var stops: [Stop] = []
  var traveller: Traveller?
  @Transient var viewCount = 0

  init(name: String, code: String, start: Date = Date(timeIntervalSinceReferenceDate: 0)) {
    self.name = name
    self.code = code
    self.start = start
  }
}

@Model final class Stop {
  var place: String
  var nights: Int
  var trip: Trip?

  init(place: String, nights: Int = 1) {
    self.place = place
    self.nights = nights
  }
}

@Model final class Traveller {
  var name: String
  var trips: [Trip] = []
  var badges: [Badge] = []

  init(name: String) {
    self.name = name
  }
}

@Model final class Badge {
  var title: String
  var holders: [Traveller] = []

  init(title: String) {
    self.title = title
  }
}
