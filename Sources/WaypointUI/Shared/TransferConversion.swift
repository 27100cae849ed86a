import Foundation

/// A value handed between a representation's closures and the view that shares or pastes it.
///
/// Representation closures are `@Sendable` and may be `async`, as CoreTransferable declares
/// them, while the values they take and make need not be `Sendable`. Each value in a box is
/// made by one side and read once by the other, never shared, which is why the box may cross.
struct UncheckedTransferValue<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// How one representation writes a value as text and reads one from text.
struct TransferConversion<Item> {
  /// Writes the value as text at once, when the representation's writing is synchronous.
  var textNow: ((Item) throws -> String)?
  /// Writes the value as text.
  var text: ((UncheckedTransferValue<Item>) async throws -> String)?
  /// Reads a value from text.
  var value: ((String) async throws -> UncheckedTransferValue<Item>)?
}

/// A representation that Waypoint can share and paste with.
protocol TransferConverting {
  /// Its conversions, as conversions of `type` (none unless `type` is its item's type).
  func conversions<T>(for type: T.Type) -> [TransferConversion<T>]
}

extension TransferConversion {
  /// These conversions as conversions of `type`, when `Item` is `type`.
  static func cast<T>(_ conversions: [TransferConversion<Item>], to type: T.Type)
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
  func conversions<T>(for type: T.Type) -> [TransferConversion<T>] {
    let exporting = self.exporting
    let importing = self.importing
    var conversion = TransferConversion<Item>()
    if let exporting {
      conversion.textNow = { TransferText.text(of: try exporting($0)) }
      conversion.text = { TransferText.text(of: try exporting($0.value)) }
    }
    if let importing {
      conversion.value = { text in
        let proxy = try await TransferText.value(of: ProxyRepresentation.self, from: text)
        return UncheckedTransferValue(try importing(proxy.value))
      }
    }
    return TransferConversion.cast([conversion], to: type)
  }
}

extension DataRepresentation: TransferConverting {
  func conversions<T>(for type: T.Type) -> [TransferConversion<T>] {
    guard contentType.carriesText else { return [] }
    let exporting = self.exporting
    let importing = self.importing
    var conversion = TransferConversion<Item>()
    if let exporting {
      conversion.text = { String(decoding: try await exporting($0.value), as: UTF8.self) }
    }
    if let importing {
      conversion.value = { UncheckedTransferValue(try await importing(Data($0.utf8))) }
    }
    return TransferConversion.cast([conversion], to: type)
  }
}

extension FileRepresentation: TransferConverting {
  func conversions<T>(for type: T.Type) -> [TransferConversion<T>] {
    guard contentType.carriesText else { return [] }
    let exporting = self.exporting
    let importing = self.importing
    let fileExtension = contentType.preferredFilenameExtension
    var conversion = TransferConversion<Item>()
    if let exporting {
      conversion.text = { item in
        let sent = try await exporting(item.value)
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
        return UncheckedTransferValue(
          try await importing(ReceivedTransferredFile(file: file, isOriginalFile: false)))
      }
    }
    return TransferConversion.cast([conversion], to: type)
  }
}

extension CodableRepresentation: TransferConverting {
  func conversions<T>(for type: T.Type) -> [TransferConversion<T>] {
    let encode = self.encode
    let decode = self.decode
    var conversion = TransferConversion<Item>()
    conversion.textNow = { String(decoding: try encode($0), as: UTF8.self) }
    conversion.text = { String(decoding: try encode($0.value), as: UTF8.self) }
    conversion.value = { UncheckedTransferValue(try decode(Data($0.utf8))) }
    return TransferConversion.cast([conversion], to: type)
  }
}

extension TupleTransferRepresentation: TransferConverting {
  func conversions<T>(for type: T.Type) -> [TransferConversion<T>] {
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
  /// The text `item` is shared as, when a representation writes it at once.
  static func textNow<T: Transferable>(of item: T) -> String? {
    for conversion in T.transferConversions {
      if let write = conversion.textNow, let text = try? write(item) { return text }
    }
    return nil
  }

  /// The text `item` is shared as, written by the first representation that writes it.
  static func text<T: Transferable>(writing item: UncheckedTransferValue<T>) async -> String? {
    for conversion in T.transferConversions {
      if let write = conversion.text, let text = try? await write(item) { return text }
    }
    return nil
  }

  /// A value of `type` read from pasted `text` by the first representation that reads it.
  static func value<T: Transferable>(of type: T.Type, from text: String) async throws
    -> UncheckedTransferValue<T>
  {
    if let text = text as? T { return UncheckedTransferValue(text) }
    for conversion in T.transferConversions {
      guard let read = conversion.value else { continue }
      if let value = try? await read(text) { return value }
    }
    throw TransferError.notAValue(text, _typeName(T.self, qualified: false))
  }
}
