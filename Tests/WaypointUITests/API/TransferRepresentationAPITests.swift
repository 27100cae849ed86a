import Foundation
import TestSupport
import Testing
import Waypoint
import WaypointTesting

#if canImport(UniformTypeIdentifiers)
  import UniformTypeIdentifiers
#endif

/// A pasted item, read from text or from image data, as card apps declare it.
private struct CustomTransfer: Transferable {
  var text: String?
  var imageBytes: Int?

  static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(importedContentType: .image) { data in
      CustomTransfer(imageBytes: data.count)
    }
    DataRepresentation(importedContentType: .text) { data in
      let text = String(decoding: data, as: UTF8.self)
      return CustomTransfer(text: text)
    }
  }
}

/// A note shared as JSON and pasted from it.
private struct Note: Codable, Transferable {
  var title: String

  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .json)
  }
}

/// A report exported as a text file.
private struct Report: Transferable {
  var body: String

  static var transferRepresentation: some TransferRepresentation {
    FileRepresentation(exportedContentType: .plainText) { report in
      let file = FileManager.default.temporaryDirectory
        .appendingPathComponent("report-\(UUID().uuidString).txt")
      try Data(report.body.utf8).write(to: file)
      return SentTransferredFile(file)
    }
    FileRepresentation(importedContentType: .plainText) { received in
      Report(body: String(decoding: try Data(contentsOf: received.file), as: UTF8.self))
    }
  }
}

/// A badge shared as its data and pasted back.
private struct Badge: Transferable {
  var name: String

  static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .utf8PlainText) { badge in
      Data("badge:\(badge.name)".utf8)
    } importing: { data in
      Badge(
        name: String(decoding: data, as: UTF8.self).replacingOccurrences(of: "badge:", with: ""))
    }
  }
}

@MainActor
@Suite("Transfer representations: data, file, Codable and proxy representations share and paste")
struct TransferRepresentationAPITests {
  @Test("pasting text hands the payload a text data representation reads")
  func pasteThroughDataRepresentation() async throws {
    struct Card: View {
      @State private var texts: [String] = []
      var body: some View {
        VStack {
          PasteButton(payloadType: CustomTransfer.self) { items in
            texts += items.compactMap(\.text)
          }
          Text("Pasted \(texts.joined(separator: ","))")
        }
      }
    }
    let host = ViewHost(Card())
    host.runtime.pasteboard.string = "Hello"
    try host.tap("Paste")
    try await host.settle(timeout: Patience.forTasks)
    #expect(!host.elements(labeled: "Pasted Hello").isEmpty)
  }

  @Test("a Codable representation shares a value as JSON and pastes it back")
  func codableRoundTrip() async throws {
    struct Notes: View {
      @State private var pasted: [String] = []
      var body: some View {
        VStack {
          ShareLink(item: Note(title: "Shopping"), preview: SharePreview("Note"))
          PasteButton(payloadType: Note.self) { notes in pasted += notes.map(\.title) }
          Text("Pasted \(pasted.joined(separator: ","))")
        }
      }
    }
    let host = ViewHost(Notes())
    try host.tap("Share")
    #expect(host.runtime.pasteboard.string == #"{"title":"Shopping"}"#)
    try host.tap("Paste")
    try await host.settle(timeout: Patience.forTasks)
    #expect(!host.elements(labeled: "Pasted Shopping").isEmpty)
  }

  @Test("a file or data representation is shared once its export finishes")
  func asynchronousExports() async throws {
    let host = ViewHost(
      VStack {
        ShareLink(item: Report(body: "Q3 up"), preview: SharePreview("Report")) { Text("Report") }
        ShareLink(item: Badge(name: "gold"), preview: SharePreview("Badge")) { Text("Badge") }
      })
    try host.tap("Report")
    try await host.settle(timeout: Patience.forTasks)
    #expect(host.runtime.pasteboard.string == "Q3 up")
    try host.tap("Badge")
    try await host.settle(timeout: Patience.forTasks)
    #expect(host.runtime.pasteboard.string == "badge:gold")
  }

  @Test("a file representation reads pasted text as a file of its type")
  func pasteThroughFile() async throws {
    struct Reports: View {
      @State private var bodies: [String] = []
      var body: some View {
        VStack {
          PasteButton(payloadType: Report.self) { reports in bodies += reports.map(\.body) }
          Text("Report: \(bodies.joined())")
        }
      }
    }
    let host = ViewHost(Reports())
    host.runtime.pasteboard.string = "Figures"
    try host.tap("Paste")
    try await host.settle(timeout: Patience.forTasks)
    #expect(!host.elements(labeled: "Report: Figures").isEmpty)
  }
}
