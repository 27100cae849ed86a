import Foundation

/// Encodes path values one by one, as `JSONEncoder` with `.sortedKeys` writes them, remembering
/// what it learnt about each element type.
///
/// Keys are sorted so equal paths always produce equal text (Linux's encoder otherwise orders
/// keys by hash, which changes from run to run). Values are written by `JSONTextWriter`, which
/// gives `JSONEncoder`'s text without its per-call cost; whatever it leaves, and values whose
/// dynamic type is not the type they were appended as (a subclass), go to `JSONEncoder`.
struct PathEntryEncoder {
  private let writer = JSONTextWriter()
  private var foundationEncoder: JSONEncoder?
  /// The last element type seen; paths tend to repeat one type.
  private var current: (type: ObjectIdentifier, codec: TypeCodec)?
  private var codecs: [ObjectIdentifier: TypeCodec] = [:]
  /// The types already checked for being saved whole, so each is parsed once.
  private var checkedTypes: Set<ObjectIdentifier> = []

  /// What the encoder knows about one element type.
  private struct TypeCodec {
    let name: String
    /// Writes a value whose dynamic type is this type; nil when it is not `Encodable`.
    let write: ((Any, JSONTextWriter) -> String?)?
    let isIdentifiable: Bool
  }

  /// The entry for `value`, appended as `type`, and whether it is a model saved whole:
  /// `Identifiable`, and encoded as an object with more than its id (pattern 6: save ids, look
  /// the models up when restoring). Each type is checked once per encoder.
  mutating func encode(_ value: AnyHashable, as type: Any.Type) throws -> (
    entry: EncodedEntry, isWholeModel: Bool
  ) {
    let codec = self.codec(for: type)
    let base = value.base
    let entry: EncodedEntry
    let isIdentifiable: Bool
    if ObjectIdentifier(Swift.type(of: base)) == ObjectIdentifier(type), let write = codec.write,
      let json = write(base, writer)
    {
      entry = EncodedEntry(typeName: codec.name, json: json)
      isIdentifiable = codec.isIdentifiable
    } else {
      entry = EncodedEntry(typeName: codec.name, json: try encodeWithFoundation(base))
      isIdentifiable = base is any Identifiable
    }
    return (entry, isIdentifiable && isWholeModel(entry, as: type))
  }

  private mutating func isWholeModel(_ entry: EncodedEntry, as type: Any.Type) -> Bool {
    guard checkedTypes.insert(ObjectIdentifier(type)).inserted,
      let object = try? JSONSerialization.jsonObject(with: Data(entry.json.utf8)),
      let fields = object as? [String: Any]
    else { return false }
    return fields.keys.contains { $0 != "id" }
  }

  private mutating func encodeWithFoundation(_ value: Any) throws -> String {
    guard let encodable = value as? any Encodable else {
      throw EncodingError.invalidValue(
        value,
        EncodingError.Context(codingPath: [], debugDescription: "The value is not Encodable."))
    }
    let encoder = foundationEncoder ?? JSONEncoder()
    if foundationEncoder == nil {
      encoder.outputFormatting = .sortedKeys
      foundationEncoder = encoder
    }
    return String(decoding: try encoder.encode(encodable), as: UTF8.self)
  }

  private mutating func codec(for type: Any.Type) -> TypeCodec {
    let key = ObjectIdentifier(type)
    if let current, current.type == key { return current.codec }
    let codec =
      codecs[key]
      ?? TypeCodec(
        name: TypeName.qualified(type),
        write: (type as? any Encodable.Type).map { Self.writeFunction(for: $0) },
        isIdentifiable: type is any Identifiable.Type)
    codecs[key] = codec
    current = (key, codec)
    return codec
  }

  private static func writeFunction<T: Encodable>(for type: T.Type) -> (Any, JSONTextWriter)
    -> String?
  {
    { value, writer in (value as? T).flatMap { writer.text(of: $0) } }
  }
}
