import Foundation

/// Writes one value's JSON text as `JSONEncoder` with `.sortedKeys` does, reused across values.
///
/// `JSONEncoder` builds a tree and writes it at the end, so a container may be written to in any
/// order. This writer streams instead: containers form a stack of frames, and writing to one
/// closes those opened inside it. A container used again after it was closed, a slot filled
/// twice or left empty, or anything else `JSONEncoder` treats specially abandons the value.
final class JSONTextWriter {
  // The runtime's exclusivity checks on these properties were a third of the writer's cost. A
  // writer serves one value at a time on one thread, and no access to them spans a call out to
  // the value's own `encode(to:)`, so they cannot overlap.

  /// The text of the value being written (the scalar writers in `JSONTextWriter+Scalars` append).
  @exclusivity(unchecked) var bytes: [UInt8] = []
  /// Set once the value did something this writer leaves to `JSONEncoder`.
  @exclusivity(unchecked) private(set) var isAbandoned = false
  /// Open frames, innermost last.
  @exclusivity(unchecked) private var frames: [Frame] = []
  /// The members of open objects: each key and where its `"key":value` text starts.
  @exclusivity(unchecked) private var members: [(key: String, start: Int)] = []
  @exclusivity(unchecked) private var nextID = 0

  /// Where one value goes (`slot`), or an open container.
  private struct Frame {
    enum Kind { case slot, object, array }
    var id: Int
    var kind: Kind
    /// A slot's first byte, or a container's `{` or `[`.
    var start: Int
    /// An array's elements so far; an object's first entry in `members`.
    var count: Int
  }

  /// Deeper values are left to `JSONEncoder`, which has its own limit and error.
  private static let maximumDepth = 128

  /// The text of `value`, or nil when it must be left to `JSONEncoder`.
  func text<T: Encodable>(of value: T) -> String? {
    bytes.removeAll(keepingCapacity: true)
    frames.removeAll(keepingCapacity: true)
    members.removeAll(keepingCapacity: true)
    isAbandoned = false
    let root = push(.slot)
    let encoder = JSONTextEncoder(writer: self, slot: root, owner: nil, key: nil)
    do {
      try writeValue(value, with: encoder)
      while !frames.isEmpty { try close() }
    } catch {
      return nil
    }
    return isAbandoned ? nil : String(decoding: bytes, as: UTF8.self)
  }

  /// Records that the value cannot be written here; returned to be thrown.
  func abandon() -> JSONTextUnsupported {
    isAbandoned = true
    return JSONTextUnsupported()
  }

  /// Makes frame `id` current and starts its next value: member `key` of an object, the next
  /// element of an array, or a slot's only value.
  func beginValue(in id: Int, key: String?) throws {
    try resume(id)
    let index = frames.count - 1
    switch frames[index].kind {
    case .object:
      guard let key else { throw abandon() }
      if members.count > frames[index].count { bytes.append(JSONByte.comma) }
      members.append((key, bytes.count))
      writeString(key)
      bytes.append(JSONByte.colon)
    case .array:
      if frames[index].count > 0 { bytes.append(JSONByte.comma) }
      frames[index].count += 1
    case .slot:
      if bytes.count > frames[index].start { throw abandon() }
    }
  }

  /// Starts a container as the next value of frame `id`; returns its frame, or -1 when abandoned.
  func openContainer(keyed: Bool, in id: Int, key: String?) -> Int {
    do {
      try beginValue(in: id, key: key)
    } catch {
      return -1
    }
    return push(keyed ? .object : .array)
  }

  /// Writes `value` as the value just begun, with `encoder` as the `Encoder` it sees.
  func writeValue<T: Encodable>(_ value: T, with encoder: JSONTextEncoder) throws {
    if T.self == URL.self, let url = value as? URL {
      writeString(url.absoluteString)
    } else if T.self == Data.self, let data = value as? Data {
      writeString(data.base64EncodedString())
    } else if T.self == Decimal.self {
      throw abandon()
    } else {
      try value.encode(to: encoder)
    }
  }

  /// Writes `value` as the next value of container `id` through a slot of its own.
  func writeNested<T: Encodable>(
    _ value: T, in id: Int, key: String?, owner: JSONTextEncoder, codingKey: any CodingKey
  ) throws {
    try beginValue(in: id, key: key)
    let slot = push(.slot)
    try writeValue(
      value, with: JSONTextEncoder(writer: self, slot: slot, owner: owner, key: codingKey))
    try resume(id)
  }

  /// The number of elements written into array `id`.
  func count(of id: Int) -> Int {
    guard let frame = frames.last(where: { $0.id == id }) else {
      isAbandoned = true
      return 0
    }
    return frame.count
  }

  private func push(_ kind: Frame.Kind) -> Int {
    guard frames.count < Self.maximumDepth else {
      isAbandoned = true
      return -1
    }
    nextID += 1
    switch kind {
    case .slot: frames.append(Frame(id: nextID, kind: kind, start: bytes.count, count: 0))
    case .object:
      frames.append(Frame(id: nextID, kind: kind, start: bytes.count, count: members.count))
      bytes.append(JSONByte.openBrace)
    case .array:
      frames.append(Frame(id: nextID, kind: kind, start: bytes.count, count: 0))
      bytes.append(JSONByte.openBracket)
    }
    return nextID
  }

  /// Closes the frames opened inside `id`; a frame no longer open abandons the value.
  private func resume(_ id: Int) throws {
    if isAbandoned { throw JSONTextUnsupported() }
    while let top = frames.last {
      if top.id == id { return }
      try close()
    }
    throw abandon()
  }

  private func close() throws {
    let frame = frames.removeLast()
    switch frame.kind {
    case .slot:
      // `JSONEncoder` writes `{}` for a nested value that wrote nothing, and throws at the top.
      if bytes.count == frame.start { throw abandon() }
    case .array:
      bytes.append(JSONByte.closeBracket)
    case .object:
      try sortMembers(from: frame.count, objectStart: frame.start)
      members.removeSubrange(frame.count...)
      bytes.append(JSONByte.closeBrace)
    }
  }

  /// Puts the members of the object at `objectStart` in `.sortedKeys` order (by UTF-8 bytes).
  ///
  /// `JSONEncoder` keeps one member per key (Swift's `==`, which equates canonically equivalent
  /// keys), so repeated or equivalent keys abandon the value.
  private func sortMembers(from first: Int, objectStart: Int) throws {
    let keys = members.indices.dropFirst(first)
    if keys.contains(where: { !members[$0].key.utf8.allSatisfy { $0 < 0x80 } }) {
      guard keys.count <= 32 else { throw abandon() }
      for left in keys {
        for right in keys where right > left && members[left].key == members[right].key {
          throw abandon()
        }
      }
    }
    var isSorted = true
    for index in keys.dropFirst()
    where !members[index - 1].key.utf8.lexicographicallyPrecedes(members[index].key.utf8) {
      isSorted = false
      break
    }
    if isSorted { return }
    let order = keys.sorted {
      members[$0].key.utf8.lexicographicallyPrecedes(members[$1].key.utf8)
    }
    for (left, right) in zip(order, order.dropFirst())
    where members[left].key.utf8.elementsEqual(members[right].key.utf8) {
      throw abandon()
    }
    var sorted: [UInt8] = []
    sorted.reserveCapacity(bytes.count - objectStart)
    for index in order {
      if !sorted.isEmpty { sorted.append(JSONByte.comma) }
      let end = index + 1 < members.count ? members[index + 1].start - 1 : bytes.count
      sorted.append(contentsOf: bytes[members[index].start..<end])
    }
    bytes.replaceSubrange((objectStart + 1)..., with: sorted)
  }
}
