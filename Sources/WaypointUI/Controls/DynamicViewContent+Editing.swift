import Foundation

extension DynamicViewContent {
  /// Gives each row `ElementAction.delete`: deleting a row calls `action` with that row's
  /// offset, and a nil `action` leaves the rows without it.
  nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent
  {
    EditedRows(base: self, delete: action, sources: [])
  }

  /// Records `.onMove` on each row when `action` is not nil; rows are not reordered here (a
  /// terminal has no drag), so `action` is never called.
  nonisolated public func onMove(perform action: ((IndexSet, Int) -> Void)?)
    -> some DynamicViewContent
  {
    EditedRows(base: self, delete: nil, sources: action == nil ? [] : [".onMove"])
  }

  /// Records `.onInsert(of:)` with the type identifiers on each row; nothing is dropped on
  /// rows here, so `action` is never called.
  @available(*, deprecated, message: "Provide `UTType`s as the `supportedContentTypes` instead.")
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "Provide `UTType`s as the `supportedContentTypes` instead."
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message: "Provide `UTType`s as the `supportedContentTypes` instead."
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message: "Provide `UTType`s as the `supportedContentTypes` instead."
  )
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0,
    message: "Provide `UTType`s as the `supportedContentTypes` instead."
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    message: "Provide `UTType`s as the `supportedContentTypes` instead."
  )
  nonisolated public func onInsert(
    of acceptedTypeIdentifiers: [String],
    perform action: @escaping (Int, [NSItemProvider]) -> Void
  ) -> some DynamicViewContent {
    EditedRows(base: self, delete: nil, sources: [".onInsert(of: \(acceptedTypeIdentifiers))"])
  }
}

/// Rows of dynamic content that can take a delete action.
protocol DeletableRows {
  /// These rows, deleted through `action`.
  func deletingRows(_ action: @escaping (IndexSet) -> Void) -> any View
}

extension ForEach: DeletableRows where Content: View {
  func deletingRows(_ action: @escaping (IndexSet) -> Void) -> any View {
    onDelete(perform: action)
  }
}

/// Dynamic content with an edit action: a delete action given to its rows, and the modifiers
/// recorded on each row.
struct EditedRows<Base: DynamicViewContent> {
  let base: Base
  let delete: ((IndexSet) -> Void)?
  let sources: [String]
}

extension EditedRows: DynamicViewContent {
  var data: Base.Data { base.data }

  var body: some View {
    let deletable = base as? any DeletableRows
    let rows: any View = delete.flatMap { deletable?.deletingRows($0) } ?? base
    return sources.reduce(AnyView(rows)) { AnyView($0.recorded($1)) }
  }
}

extension EditedRows: DeletableRows {
  func deletingRows(_ action: @escaping (IndexSet) -> Void) -> any View {
    EditedRows(base: base, delete: action, sources: sources)
  }
}
