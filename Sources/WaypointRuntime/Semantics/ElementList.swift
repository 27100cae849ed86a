/// Elements in order — an element's children — kept in chunks that copies share, so a copy
/// with one element replaced, added or removed at the end shares every other chunk.
///
/// Changing one row of 10,000, or pushing a screen onto a stack 1,000 deep, makes a new parent
/// element; its children copy a few dozen references instead of every child, and comparing the
/// new children with the old skips the chunks they share.
public struct ElementList: Sendable {
  /// Elements per chunk after the first; every one of those chunks but the last is full.
  package static let chunkSize = 32
  private static let chunkShift = 5

  /// The elements, in one reference: a list sits in every element and every node's output,
  /// and 8 bytes more in each is what every open tab pays (see `Storage`).
  var storage: Storage

  /// The number of elements. Worked out rather than stored: every chunk but the first and the
  /// last is full.
  public var count: Int {
    switch storage {
    case .one: 1
    case .short(let elements): elements.count
    case .chunked(let chunks):
      chunks[0].count + ((chunks.count - 2) << Self.chunkShift) + chunks[chunks.count - 1].count
    }
  }

  /// Creates an empty list.
  public init() {
    storage = .short([])
  }

  /// Creates a list of the elements of `elements`, in order.
  public init<S: Sequence<Element>>(_ elements: S) {
    self.init(Array(elements))
  }

  /// Creates a list of the elements of `elements`, sharing its storage when it is short.
  public init(_ elements: [Element]) {
    guard elements.count > Self.chunkSize else {
      storage = Storage(elements)
      return
    }
    storage = .chunked(
      stride(from: 0, to: elements.count, by: Self.chunkSize).map {
        Array(elements[$0..<Swift.min($0 + Self.chunkSize, elements.count)])
      })
  }

  /// The chunk holding `position`, and the position in it.
  private func locate(_ position: Int) -> (chunk: Int, offset: Int) {
    let first = chunkLength(0)
    if position < first { return (0, position) }
    let rest = position - first
    return ((rest >> Self.chunkShift) + 1, rest & (Self.chunkSize - 1))
  }

  /// Calls `body` with the memory of the element references of chunk `index`.
  private func withChunkBytes<R>(_ index: Int, _ body: (UnsafeRawBufferPointer) -> R) -> R {
    switch storage {
    case .one(let element): Swift.withUnsafeBytes(of: element, body)
    case .short(let elements): elements.withUnsafeBytes(body)
    case .chunked(let chunks): chunks[index].withUnsafeBytes(body)
    }
  }

  private func chunkLength(_ index: Int) -> Int {
    switch storage {
    case .one: 1
    case .short(let elements): elements.count
    case .chunked(let chunks): chunks[index].count
    }
  }

  private var chunkCount: Int {
    if case .chunked(let chunks) = storage { chunks.count } else { 1 }
  }

  /// The element at `offset` in chunk `index`.
  private func element(inChunk index: Int, at offset: Int) -> Element {
    switch storage {
    case .one(let element): CollectionOfOne(element)[offset]
    case .short(let elements): elements[offset]
    case .chunked(let chunks): chunks[index][offset]
    }
  }

  /// The chunks, the first of which may be short.
  var chunks: [[Element]] {
    switch storage {
    case .one(let element): [[element]]
    case .short(let elements): elements.isEmpty ? [] : [elements]
    case .chunked(let chunks): chunks
    }
  }

  /// Whether both hold the same element objects in the same order; shared chunks are not
  /// looked into.
  public func isIdentical(to other: ElementList) -> Bool {
    count == other.count && commonPrefixCount(with: other) == count
  }

  /// How many leading elements are the same objects in both lists; chunks both share are
  /// counted without being looked into.
  public func commonPrefixCount(with other: ElementList) -> Int {
    var common = 0
    _ = Self.comparePieces(self, 0, other, 0, count: Swift.min(count, other.count)) {
      start, length, mine, theirs in
      let same = leadingSameBytes(
        mine, theirs, stride: MemoryLayout<Element>.stride, count: length)
      common = start + same
      return same == length
    }
    return common
  }

  /// The positions whose element is another object than in `previous` at the same position,
  /// in order, skipping the chunks both share; nil when the counts differ or more than `limit`
  /// positions differ.
  public func differingPositions(from previous: ElementList, limit: Int = .max) -> [Int]? {
    guard count == previous.count else { return nil }
    return Self.differingPositions(self, 0, previous, 0, count: count, limit: limit)
  }

  /// The offsets below `count` at which `a` from `aStart` and `b` from `bStart` hold other
  /// objects; nil past `limit`.
  private static func differingPositions(
    _ a: ElementList, _ aStart: Int, _ b: ElementList, _ bStart: Int, count: Int,
    limit: Int = .max
  ) -> [Int]? {
    var positions: [Int] = []
    let complete = comparePieces(a, aStart, b, bStart, count: count) {
      start, length, mine, theirs in
      appendDifferingBytes(
        mine, theirs, stride: MemoryLayout<Element>.stride, count: length, offset: start,
        to: &positions, limit: limit)
    }
    return complete ? positions : nil
  }

  /// Walks `count` elements of `a` from `aStart` beside as many of `b` from `bStart`, a piece
  /// at a time (a piece lies in one chunk of each), giving `compare` the piece's offset, length
  /// and both chunks' memory there; pieces in storage both share are skipped. Stops, returning
  /// false, when `compare` does. References are compared as bytes: the same object is the same
  /// pointer, and memory comparison costs the same in every build.
  private static func comparePieces(
    _ a: ElementList, _ aStart: Int, _ b: ElementList, _ bStart: Int, count: Int,
    _ compare: (Int, Int, UnsafeRawPointer, UnsafeRawPointer) -> Bool
  ) -> Bool {
    var done = 0
    while done < count {
      let (aChunk, aOffset) = a.locate(aStart + done)
      let (bChunk, bOffset) = b.locate(bStart + done)
      let length = Swift.min(
        count - done, a.chunkLength(aChunk) - aOffset, b.chunkLength(bChunk) - bOffset)
      let keepGoing = a.withChunkBytes(aChunk) { mine in
        b.withChunkBytes(bChunk) { theirs in
          let stride = MemoryLayout<Element>.stride
          guard let left = mine.baseAddress, let right = theirs.baseAddress else { return true }
          let start = (left + aOffset * stride, right + bOffset * stride)
          if start.0 == start.1 { return compare(done, length, start.0, start.0) }
          return compare(done, length, start.0, start.1)
        }
      }
      guard keepGoing else { return false }
      done += length
    }
    return true
  }

  // MARK: Changes

  /// Replaces the element at `position`.
  public mutating func replace(at position: Int, with element: Element) {
    let (index, offset) = locate(position)
    switch storage {
    case .one:
      // Offset 0 only: past it, this traps as an array's subscript does.
      storage = .one(CollectionOfOne(element)[offset])
    case .short:
      withShort { $0[offset] = element }
    case .chunked:
      withChunks { $0[index][offset] = element }
    }
  }

  /// Adds `element` at the end.
  public mutating func append(_ element: Element) {
    switch storage {
    case .one(let first):
      storage = .short([first, element])
    case .short(let elements) where elements.isEmpty:
      storage = .one(element)
    case .short(let elements) where elements.count < Self.chunkSize:
      withShort { $0.append(element) }
    case .short(let elements):
      storage = .chunked([elements, [element]])
    case .chunked(let chunks) where chunks[chunks.count - 1].count == Self.chunkSize:
      withChunks { $0.append([element]) }
    case .chunked:
      withChunks { $0[$0.count - 1].append(element) }
    }
  }

  /// Adds the elements of `elements` at the end.
  public mutating func append<S: Sequence<Element>>(contentsOf elements: S) {
    for element in elements { append(element) }
  }

  /// Adds the elements of `other` at the end, sharing its chunks when this list is empty, is
  /// one chunk, or ends on a full chunk.
  public mutating func append(contentsOf other: ElementList) {
    guard other.count > 0 else { return }
    guard count > 0 else {
      self = other
      return
    }
    // `other`'s first chunk may be short only when it is its only chunk, so the chunks after
    // this list's first stay full but for the last.
    guard chunkCount == 1 || chunkLength(chunkCount - 1) == Self.chunkSize,
      other.chunkCount == 1 || other.chunkLength(0) == Self.chunkSize
    else {
      for element in other { append(element) }
      return
    }
    if chunkCount == 1, other.chunkCount == 1, count + other.count <= Self.chunkSize {
      for element in other { append(element) }
    } else {
      storage = .chunked(chunks + other.chunks)
    }
  }

  /// Removes the last `k` elements.
  public mutating func removeLast(_ k: Int) {
    let newCount = Swift.max(0, count - k)
    guard newCount < count else { return }
    let first = chunkLength(0)
    if newCount <= first {
      var head = firstChunk
      head.removeLast(first - newCount)
      storage = Storage(head)
    } else {
      let inTail = newCount - first
      let kept = (inTail + Self.chunkSize - 1) >> Self.chunkShift
      let inLast = inTail - ((kept - 1) << Self.chunkShift)
      withChunks { chunks in
        chunks.removeLast(chunks.count - 1 - kept)
        chunks[chunks.count - 1].removeLast(chunks[chunks.count - 1].count - inLast)
      }
    }
  }

  /// Replaces the elements in `range` with those of `elements`, writing only positions that
  /// hold other objects, found a chunk at a time; else as any collection does.
  public mutating func replaceSubrange(_ range: Range<Int>, with elements: ElementList) {
    guard elements.count == range.count,
      let changed = Self.differingPositions(
        elements, 0, self, range.lowerBound, count: range.count)
    else {
      replaceSubrange(range, with: Array(elements))
      return
    }
    for offset in changed { replace(at: range.lowerBound + offset, with: elements[offset]) }
  }

  /// Replaces the elements in `range` with `elements`: in place when as many come back,
  /// else by making the list again from the range's start.
  public mutating func replaceSubrange<C: Collection<Element>>(
    _ range: Range<Int>, with elements: C
  ) {
    if elements.count == range.count {
      // Only positions holding another object are written, so chunks that would receive the
      // same elements stay shared.
      var position = range.lowerBound
      for element in elements {
        if self[position] !== element { replace(at: position, with: element) }
        position += 1
      }
      return
    }
    let after = Array(self[range.upperBound...])
    removeLast(count - range.lowerBound)
    append(contentsOf: elements)
    append(contentsOf: after)
  }
}

extension ElementList: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
  /// A position in the list.
  public typealias Index = Int

  /// The position of the first element.
  public var startIndex: Int { 0 }
  /// The position after the last element.
  public var endIndex: Int { count }

  /// The element at `position`.
  public subscript(position: Int) -> Element {
    get {
      let (index, offset) = locate(position)
      return element(inChunk: index, at: offset)
    }
    set { replace(at: position, with: newValue) }
  }

  /// Walks the chunks in order.
  public func makeIterator() -> Iterator {
    Iterator(list: self)
  }

  /// An iterator over the elements, a chunk at a time.
  public struct Iterator: IteratorProtocol {
    private let list: ElementList
    /// A list of one element's element, until it is given.
    private var single: Element?
    private var current: IndexingIterator<[Element]>
    private var nextChunk = 1

    package init(list: ElementList) {
      self.list = list
      switch list.storage {
      case .one(let element):
        single = element
        current = [].makeIterator()
      case .short(let elements): current = elements.makeIterator()
      case .chunked(let chunks): current = chunks[0].makeIterator()
      }
    }

    /// The next element, if any.
    public mutating func next() -> Element? {
      if let element = single {
        single = nil
        return element
      }
      if let element = current.next() { return element }
      guard case .chunked(let chunks) = list.storage, nextChunk < chunks.count else { return nil }
      current = chunks[nextChunk].makeIterator()
      nextChunk += 1
      return current.next()
    }
  }
}

extension ElementList: ExpressibleByArrayLiteral {
  /// A list written as an array literal, `[a, b]`, keeping that order.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}
