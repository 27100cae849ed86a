extension ElementList {
  /// How a list keeps its elements, in one reference. Most lists hold a single element (a
  /// leaf's output, the children of a row or a button), kept in place of an array: an array of
  /// one is a 48-byte allocation, and every open tab keeps about a hundred of them. A list of up
  /// to `chunkSize` is one array; a longer one is its chunks, the first of which may be short
  /// (so a short list put before a long one shares the long one's chunks).
  // Concrete, as `NodeChildren` is, rather than generic: see there.
  enum Storage {
    case one(Element)
    case short([Element])
    case chunked([[Element]])

    /// The storage of one chunk's elements.
    init(_ elements: [Element]) {
      self = elements.count == 1 ? .one(elements[0]) : .short(elements)
    }
  }

  /// Changes a list of one chunk as an array, which stays uniquely referenced while `change`
  /// runs, then keeps a single element in place.
  mutating func withShort(_ change: (inout [Element]) -> Void) {
    var elements = firstChunk
    storage = .short([])
    change(&elements)
    storage = Storage(elements)
  }

  /// The first chunk's elements (an array made only for a list of one).
  var firstChunk: [Element] {
    switch storage {
    case .one(let element): [element]
    case .short(let elements): elements
    case .chunked(let chunks): chunks[0]
    }
  }

  /// Changes a list's chunks, which stay uniquely referenced while `change` runs, then keeps a
  /// single chunk as one.
  mutating func withChunks(_ change: (inout [[Element]]) -> Void) {
    var chunks = self.chunks
    storage = .short([])
    change(&chunks)
    storage = chunks.count > 1 ? .chunked(chunks) : Storage(chunks.first ?? [])
  }
}
