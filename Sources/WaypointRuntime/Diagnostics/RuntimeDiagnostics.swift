import WaypointCore

extension Diagnostic.Code {
  /// State or a model was changed off the main actor.
  public static let mutationOffMainActor: Self = "mutation-off-main-actor"
  /// A view declared `Body == Never` without being one of Waypoint's primitives.
  public static let viewWithoutBody: Self = "view-without-body"
  /// `ForEach` data has an id more than once.
  public static let duplicateForEachID: Self = "foreach-duplicate-id"
  /// `@Environment(Model.self)` or `@EnvironmentObject` found no object.
  public static let missingEnvironmentObject: Self = "missing-environment-object"
  /// A list's selection type does not match its rows' tags, so rows cannot be selected.
  public static let listSelectionTagMismatch: Self = "list-selection-tag-mismatch"
  /// Updates kept causing further updates, and the flush stopped.
  public static let updateLoop: Self = "update-loop"
}

extension Diagnostic {
  package static func mutationOffMainActor(cause: String) -> Self {
    Diagnostic(
      code: .mutationOffMainActor,
      message: "A change to \(cause) was made off the main actor; views read it on the main "
        + "actor, so the update may be lost or torn.",
      fixIt: "Mark the model @MainActor, or make the change inside `await MainActor.run { … }`.")
  }

  package static func viewWithoutBody(typeName: String) -> Self {
    Diagnostic(
      code: .viewWithoutBody,
      message: "\(typeName) declares `Body == Never`, but only Waypoint's own views may; it "
        + "shows nothing.",
      fixIt: "Give \(typeName) a `body` that returns other views.")
  }

  package static func duplicateForEachID(_ id: AnyHashable, in typeName: String) -> Self {
    Diagnostic(
      code: .duplicateForEachID,
      message: "\(typeName): the ID \(id.base) occurs multiple times within the collection; rows "
        + "with a repeated ID share no state and may be confused.",
      fixIt: "Give every element a unique id (Identifiable, or `id:` with a unique key path).")
  }

  package static func missingEnvironmentObject(typeName: String, in viewName: String?) -> Self {
    Diagnostic(
      code: .missingEnvironmentObject,
      severity: .error,
      message: "No object of type \(typeName) found in the environment"
        + (viewName.map { " of \($0)" } ?? "") + "; reading it stops the app, as in SwiftUI.",
      fixIt: "Add `.environment(\(typeName)(…))` (for @Observable) or `.environmentObject(…)` "
        + "(for ObservableObject) on an ancestor of this view.")
  }

  package static func listSelectionTagMismatch(selectionType: String, tagType: String) -> Self {
    Diagnostic(
      code: .listSelectionTagMismatch,
      message: "A List selects values of type \(selectionType), but its rows are tagged with "
        + "\(tagType) (a ForEach id or .tag); those rows cannot be selected. SwiftUI ignores "
        + "the taps silently.",
      fixIt: "Tag rows with values of the selection's type (`.tag(value)`, or an id of that type), "
        + "or change the selection's type to \(tagType).")
  }

  package static func updateLoop(rounds: Int, names: [String]) -> Self {
    Diagnostic(
      code: .updateLoop,
      severity: .error,
      message: "Views kept invalidating each other for \(rounds) rounds of one update; stopped. "
        + "Still changing: \(names.joined(separator: ", ")).",
      fixIt: "Do not change state from `body`; move the change into an action, `onChange` or "
        + "`task`, and make sure it settles.")
  }
}
