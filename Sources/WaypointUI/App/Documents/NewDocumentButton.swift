import Foundation
import WaypointCore

#if canImport(UniformTypeIdentifiers)
  import UniformTypeIdentifiers
#endif

/// A button that opens a window of the app's `DocumentGroup` with a new document: the group's
/// own new document, one `prepareDocument` makes, or the file `prepareDocumentURL` names.
public struct NewDocumentButton<Label: View> {
  let label: Text
  let request: NewDocumentRequest
  @Environment(\.sceneSession) private var session

  nonisolated init(
    label: Text, documentType: ObjectIdentifier?, contentType: UTType?,
    prepare: DocumentPreparation
  ) {
    self.label = label
    request = NewDocumentRequest(
      documentType: documentType, contentType: contentType, prepare: prepare)
  }
}

extension NewDocumentButton: View {
  /// The button, opening the new document's window when tapped.
  public var body: some View {
    let (session, request) = (session, request)
    return Button(action: { request.open(from: session) }, label: { label })
  }
}

extension NewDocumentButton where Label == Text {
  /// A button opening a new document of the app's first document group.
  nonisolated public init(_ label: Text? = nil, contentType: UTType? = nil) {
    self.init(
      label: label ?? Self.defaultLabel, documentType: nil, contentType: contentType,
      prepare: .none)
  }

  /// A button with a localized title opening a new document of the app's first document group.
  nonisolated public init(_ title: LocalizedStringKey, contentType: UTType? = nil) {
    self.init(Text(title), contentType: contentType)
  }

  /// A button with a title string opening a new document of the app's first document group.
  @_disfavoredOverload
  nonisolated public init(_ title: some StringProtocol, contentType: UTType? = nil) {
    self.init(Text(title), contentType: contentType)
  }

  /// A button opening a new document of the group editing `documentType`: the one
  /// `prepareDocument` returns, or the group's own new document when it returns nil.
  nonisolated public init<D: FileDocument>(
    _ label: Text? = nil, for documentType: D.Type = D.self, contentType: UTType? = nil,
    prepareDocument: @escaping () async throws -> D? = { nil }
  ) {
    self.init(
      label: label ?? Self.defaultLabel, documentType: ObjectIdentifier(D.self),
      contentType: contentType, prepare: .document({ try await prepareDocument() }))
  }

  /// A button with a localized title opening a new document of the group editing
  /// `documentType`.
  nonisolated public init<D: FileDocument>(
    _ title: LocalizedStringKey, for documentType: D.Type = D.self, contentType: UTType? = nil,
    prepareDocument: @escaping () async throws -> D? = { nil }
  ) {
    self.init(
      Text(title), for: documentType, contentType: contentType, prepareDocument: prepareDocument)
  }

  /// A button with a title string opening a new document of the group editing
  /// `documentType`.
  @_disfavoredOverload
  nonisolated public init<D: FileDocument>(
    _ title: some StringProtocol, for documentType: D.Type = D.self, contentType: UTType? = nil,
    prepareDocument: @escaping () async throws -> D? = { nil }
  ) {
    self.init(
      Text(title), for: documentType, contentType: contentType, prepareDocument: prepareDocument)
  }

  /// A button opening a new object document of the group editing `documentType`: the one
  /// `prepareDocument` returns, or the group's own new document when it returns nil.
  nonisolated public init<D: ReferenceFileDocument>(
    _ label: Text? = nil, for documentType: D.Type = D.self, contentType: UTType? = nil,
    prepareDocument: @escaping () async throws -> D? = { nil }
  ) {
    self.init(
      label: label ?? Self.defaultLabel, documentType: ObjectIdentifier(D.self),
      contentType: contentType, prepare: .document({ try await prepareDocument() }))
  }

  /// A button with a localized title opening a new object document of the group editing
  /// `documentType`.
  nonisolated public init<D: ReferenceFileDocument>(
    _ title: LocalizedStringKey, for documentType: D.Type = D.self, contentType: UTType? = nil,
    prepareDocument: @escaping () async throws -> D? = { nil }
  ) {
    self.init(
      Text(title), for: documentType, contentType: contentType, prepareDocument: prepareDocument)
  }

  /// A button with a title string opening a new object document of the group editing
  /// `documentType`.
  @_disfavoredOverload
  nonisolated public init<D: ReferenceFileDocument>(
    _ title: some StringProtocol, for documentType: D.Type = D.self, contentType: UTType? = nil,
    prepareDocument: @escaping () async throws -> D? = { nil }
  ) {
    self.init(
      Text(title), for: documentType, contentType: contentType, prepareDocument: prepareDocument)
  }

  /// A button opening the file of type `contentType` that `prepareDocumentURL` names, in the
  /// document group that reads it; nothing opens when it returns nil.
  nonisolated public init(
    _ label: Text? = nil, contentType: UTType,
    prepareDocumentURL: @escaping () async throws -> URL? = { nil }
  ) {
    self.init(
      label: label ?? Self.defaultLabel, documentType: nil, contentType: contentType,
      prepare: .file(prepareDocumentURL))
  }

  /// A button with a localized title opening the file `prepareDocumentURL` names.
  nonisolated public init(
    _ title: LocalizedStringKey, contentType: UTType,
    prepareDocumentURL: @escaping () async throws -> URL? = { nil }
  ) {
    self.init(Text(title), contentType: contentType, prepareDocumentURL: prepareDocumentURL)
  }

  /// A button with a title string opening the file `prepareDocumentURL` names.
  @_disfavoredOverload
  nonisolated public init(
    _ title: some StringProtocol, contentType: UTType,
    prepareDocumentURL: @escaping () async throws -> URL? = { nil }
  ) {
    self.init(Text(title), contentType: contentType, prepareDocumentURL: prepareDocumentURL)
  }

  nonisolated static var defaultLabel: Text { Text("Create Document") }
}
