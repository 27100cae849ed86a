import Foundation

/// How one representation writes a value as text and reads one from text.
struct TransferConversion<Item: Transferable> {
  /// Writes the value as text at once, when the representation's writing is synchronous.
  var textNow: ((Item) throws -> String)?
  /// Writes the value as text.
  var text: (@Sendable (Item) async throws -> String)?
  /// Reads a value from text.
  var value: (@Sendable (String) async throws -> Item)?
}

/// A representation that Waypoint can share and paste with.
protocol TransferConverting {
  /// Its conversions, as conversions of `type` (none unless `type` is its item's type).
  func conversions<T: Transferable>(for type: T.Type) -> [TransferConversion<T>]
}

extension TransferConversion {
  /// These conversions as conversions of `type`, when `Item` is `type`.
  static func cast<T: Transferable>(_ conversions: [TransferConversion<Item>], to type: T.Type)
    -> [TransferConversion<T>]
  {
    conversions as? [TransferConversion<T>] ?? []
  }
}

extension UTType {
  /// Whether data of this type can be shared and pasted as text: text types and plain data.
  var carriesText: Bool { conforms(to: .text) || self == .data }
}

extension ProxyRepresentation: TransferConverting {
  func conversions<T: Transferable>(for type: T.Type) -> [TransferConversion<T>] {
    let exporting = self.exporting
    let importing = self.importing
    var conversion = TransferConversion<Item>()
    if let exporting {
      conversion.textNow = { TransferText.text(of: try exporting($0)) }
      conversion.text = { TransferText.text(of: try exporting($0)) }
    }
    if let importing {
      conversion.value = { text in
        try importing(try await TransferText.value(of: ProxyRepresentation.self, from: text))
      }
    }
    return TransferConversion.cast([conversion], to: type)
  }
}

extension DataRepresentation: TransferConverting {
  func conversions<T: Transferable>(for type: T.Type) -> [TransferConversion<T>] {
    guard contentType.carriesText else { return [] }
    let exporting = self.exporting
    let importing = self.importing
    var conversion = TransferConversion<Item>()
    if let exporting {
      conversion.text = { String(decoding: try await exporting($0), as: UTF8.self) }
    }
    if let importing {
      conversion.value = { try await importing(Data($0.utf8)) }
    }
    return TransferConversion.cast([conversion], to: type)
  }
}

extension FileRepresentation: TransferConverting {
  func conversions<T: Transferable>(for type: T.Type) -> [TransferConversion<T>] {
    guard contentType.carriesText else { return [] }
    let exporting = self.exporting
    let importing = self.importing
    let fileExtension = contentType.preferredFilenameExtension
    var conversion = TransferConversion<Item>()
    if let exporting {
      conversion.text = { item in
        let sent = try await exporting(item)
        return String(decoding: try Data(contentsOf: sent.file), as: UTF8.self)
      }
    }
    if let importing {
      conversion.value = { text in
        // Pasted text reaches the representation as a file of its type, as a drop would.
        var file = FileManager.default.temporaryDirectory
          .appendingPathComponent("waypoint-paste-\(UUID().uuidString)")
        if let fileExtension { file.appendPathExtension(fileExtension) }
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try await importing(ReceivedTransferredFile(file: file, isOriginalFile: false))
      }
    }
    return TransferConversion.cast([conversion], to: type)
  }
}

extension CodableRepresentation: TransferConverting {
  func conversions<T: Transferable>(for type: T.Type) -> [TransferConversion<T>] {
    // The representation is Sendable (its coders are used one call at a time).
    let representation = self
    var conversion = TransferConversion<Item>()
    conversion.textNow = { String(decoding: try representation.encode($0), as: UTF8.self) }
    conversion.text = { String(decoding: try representation.encode($0), as: UTF8.self) }
    conversion.value = { try representation.decode(Data($0.utf8)) }
    return TransferConversion.cast([conversion], to: type)
  }
}

extension TupleTransferRepresentation: TransferConverting {
  func conversions<T: Transferable>(for type: T.Type) -> [TransferConversion<T>] {
    parts.flatMap { ($0 as? any TransferConverting)?.conversions(for: type) ?? [] }
  }
}

extension Transferable {
  /// How values of this type are shared and pasted as text, in order of preference.
  static var transferConversions: [TransferConversion<Self>] {
    (transferRepresentation as? any TransferConverting)?.conversions(for: Self.self) ?? []
  }
}

extension TransferText {
  /// What writes `item` as text later, when only a representation whose writing is
  /// asynchronous (data, a file) writes it; nil when one writes it at once or none does.
  static func laterText<T: Transferable>(of item: T) -> (@Sendable () async -> String?)? {
    guard textNow(of: item) == nil, T.transferConversions.contains(where: { $0.text != nil })
    else { return nil }
    return { await text(writing: item) }
  }

  /// What writes `items` as text later, one a line, when some item's text must be written
  /// asynchronously; nil when every item's text is known at once.
  static func laterText<T: Transferable>(ofEach items: [T]) -> (@Sendable () async -> String?)? {
    guard items.contains(where: { laterText(of: $0) != nil }) else { return nil }
    return {
      var lines: [String] = []
      for item in items {
        let written = laterText(of: item) == nil ? nil : await text(writing: item)
        lines.append(written ?? text(of: item))
      }
      return lines.joined(separator: "\n")
    }
  }

  /// The text `item` is shared as, when a representation writes it at once.
  static func textNow<T: Transferable>(of item: T) -> String? {
    for conversion in T.transferConversions {
      if let write = conversion.textNow, let text = try? write(item) { return text }
    }
    return nil
  }

  /// The text `item` is shared as, written by the first representation that writes it.
  static func text<T: Transferable>(writing item: T) async -> String? {
    for conversion in T.transferConversions {
      if let write = conversion.text, let text = try? await write(item) { return text }
    }
    return nil
  }

  /// A value of `type` read from pasted `text` by the first representation that reads it.
  static func value<T: Transferable>(of type: T.Type, from text: String) async throws -> T {
    if let text = text as? T { return text }
    for conversion in T.transferConversions {
      guard let read = conversion.value else { continue }
      if let value = try? await read(text) { return value }
    }
    throw TransferError.notAValue(text, _typeName(T.self, qualified: false))
  }
}
