import Foundation

/// What SwiftData reports instead of stopping the app: a store it cannot open or write, a schema
/// it cannot keep, a value it cannot store or read back.
public struct SwiftDataError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Which failure this is.
  public let code: String
  /// What happened, in a sentence.
  public let description: String

  init(_ code: String, _ description: String) {
    self.code = code
    self.description = description
  }

  static func unsupportedValue(_ type: String) -> SwiftDataError {
    SwiftDataError(
      "unsupportedValue",
      "A value of type \(type) cannot be stored: it is not a scalar, "
        + "a model, a collection of models or Codable.")
  }

  static func missingValue(_ type: String) -> SwiftDataError {
    SwiftDataError("missingValue", "The store has no value for a property of type \(type).")
  }

  static func corruptValue(_ type: String, _ column: String) -> SwiftDataError {
    SwiftDataError("corruptValue", "The store's value \(column) is not a \(type).")
  }

  static func unknownModel(_ name: String) -> SwiftDataError {
    SwiftDataError(
      "unknownModel",
      "\(name) is not in the container's schema: add it to the types given "
        + "to ModelContainer or .modelContainer(for:).")
  }

  static func deniedDelete(_ entity: String, _ relationship: String) -> SwiftDataError {
    SwiftDataError(
      "deleteDenied",
      "A \(entity) cannot be deleted while its \(relationship) holds models "
        + "(its delete rule is .deny).")
  }

  static func readOnly(_ store: String) -> SwiftDataError {
    SwiftDataError("readOnly", "The store \(store) does not allow saving (allowsSave: false).")
  }

  /// A model's context is gone or the model was never inserted.
  static let notInserted = SwiftDataError(
    "notInserted", "The model is not in a context: insert it first.")

  /// Apple's code for a fetch whose descriptor cannot be run.
  public static let unsupportedPredicate = SwiftDataError(
    "unsupportedPredicate", "The predicate cannot be evaluated.")
}
