import Foundation
import WaypointCore

#if canImport(UniformTypeIdentifiers)
  import UniformTypeIdentifiers
#endif

/// How a `NewDocumentButton` gets its document.
enum DocumentPreparation {
  /// The document group's own new document.
  case none
  /// The document a closure returns; the group's own when it returns nil.
  case document(() async throws -> (any Sendable)?)
  /// The file a closure names.
  case file(() async throws -> URL?)
}

/// What a `NewDocumentButton` opens: a window of the document group for its document type (or
/// the first), with the document it prepares.
struct NewDocumentRequest {
  let documentType: ObjectIdentifier?
  let contentType: UTType?
  let prepare: DocumentPreparation

  /// Opens the new document's window from the scene `session`; a launch scene closes once the
  /// document is open.
  @MainActor
  func open(from session: SceneSession?) {
    guard let session, let registry = session.appRegistry else {
      DiagnosticLog.current.record(
        .sceneActionUnavailable(
          "NewDocumentButton", reason: "the view is not in a scene of an app"))
      return
    }
    let log = DiagnosticLog.current
    switch prepare {
    case .none:
      finish(opening: nil, in: registry, from: session, log: log)
    case .document(let prepareDocument):
      run {
        do {
          let document = try await prepareDocument()
          finish(
            opening: document.map { OpenedDocument(document: $0, fileURL: nil, contentType: nil) },
            in: registry,
            from: session, log: log)
        } catch {
          log.record(.documentNotOpened(reason: "prepareDocument threw \(error)"))
        }
      }
    case .file(let prepareURL):
      run {
        do {
          guard let url = try await prepareURL() else { return }
          finish(opening: try read(url, in: registry), in: registry, from: session, log: log)
        } catch {
          log.record(.documentNotOpened(reason: "\(error)"))
        }
      }
    }
  }

  /// Runs `body` as a task of the runtime the button is in, which hosts wait for when they
  /// settle.
  @MainActor
  private func run(_ body: @escaping @MainActor () async -> Void) {
    if let graph = ViewGraph.current {
      _ = graph.startTask(named: "NewDocumentButton", priority: nil, body)
    } else {
      Task { @MainActor in await body() }
    }
  }

  @MainActor
  private func finish(
    opening document: OpenedDocument?, in registry: SceneRegistry, from session: SceneSession,
    log: DiagnosticLog
  ) {
    let wanted = documentType ?? document?.typeID
    let group = registry.declarations.first {
      $0.kind == .documentGroup && (wanted == nil || $0.presentedType == wanted)
    }
    guard let group else {
      log.record(.documentNotOpened(reason: "the app declares no DocumentGroup for it"))
      return
    }
    let opened = registry.open(group)
    opened.openedDocument = document
    if registry.declarations.first(where: { $0.id == session.id.declaration })?.kind
      == .documentLaunch
    {
      registry.close(session)
    }
  }

  /// Reads the file at `url` with the first document group that can.
  @MainActor
  private func read(_ url: URL, in registry: SceneRegistry) throws -> OpenedDocument {
    let file = try FileWrapper(url: url)
    let type = contentType ?? UTType(filenameExtension: url.pathExtension) ?? .data
    var lastError: (any Error)?
    for group in registry.declarations where group.kind == .documentGroup {
      guard let reader = group.documentReader else { continue }
      do {
        return OpenedDocument(document: try reader(file, type), fileURL: url, contentType: type)
      } catch {
        lastError = error
      }
    }
    throw lastError ?? CocoaError(.fileReadUnsupportedScheme, userInfo: [NSURLErrorKey: url])
  }
}

extension OpenedDocument {
  /// The document's type.
  var typeID: ObjectIdentifier { ObjectIdentifier(type(of: document)) }
}

extension Diagnostic.Code {
  /// A `NewDocumentButton` could not open its document.
  public static let documentNotOpened: Self = "document-not-opened"
  /// A document read from a file could not be written back to it.
  public static let documentNotSaved: Self = "document-not-saved"
}

extension Diagnostic {
  static func documentNotOpened(reason: String) -> Self {
    Diagnostic(
      code: .documentNotOpened,
      message: "A NewDocumentButton opened no document: \(reason).",
      fixIt: "Declare a DocumentGroup for the document's type, and make the prepare closure "
        + "return a document or the URL of a file the group reads.")
  }

  static func documentNotSaved(_ file: URL, reason: String) -> Self {
    Diagnostic(
      code: .documentNotSaved,
      message: "A document edit was not written to \(file.path): \(reason).",
      fixIt: "Make the document's fileWrapper(configuration:) succeed, and the file writable.")
  }
}
