import WaypointCore

/// The destinations visible from a screen of a stack, root first; the first for a type wins.
struct DestinationTable {
  let diagnostics: DiagnosticLog
  private(set) var registrations: [DestinationRegistration] = []
  private var byType: [ObjectIdentifier: Int] = [:]

  init(diagnostics: DiagnosticLog) {
    self.diagnostics = diagnostics
  }

  var types: Set<ObjectIdentifier> { Set(byType.keys) }

  func registration(for type: Any.Type) -> DestinationRegistration? {
    byType[ObjectIdentifier(type)].map { registrations[$0] }
  }

  mutating func add(_ found: [DestinationRegistration], onRoot: Bool, typedPath: Bool) {
    for registration in found {
      if typedPath && !onRoot {
        diagnostics.record(
          .typedPathNestedDestination(
            typeName: registration.typeName, location: registration.location))
        continue
      }
      if byType[registration.typeID] != nil {
        diagnostics.record(
          .duplicateDestination(typeName: registration.typeName, location: registration.location))
        continue
      }
      byType[registration.typeID] = registrations.count
      registrations.append(registration)
    }
  }
}

/// The screen shown for a path element that no destination handles.
struct MissingDestinationView: View {
  let typeName: String

  var body: some View {
    ContentUnavailableView(
      "No destination for “\(typeName)”", systemImage: "exclamationmark.triangle",
      description: Text("Declare navigationDestination(for: \(typeName).self) in this stack."))
  }
}
