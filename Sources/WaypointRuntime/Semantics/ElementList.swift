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

  /// The first chunk, of at most `chunkSize` elements: all the elements of a short list, which
  /// is most lists. It need not be full, so a short list put before a long one shares the long
  /// one's chunks.
  private var head: Head
  /// The chunks after the first.
  private var tail: [[Element]]
  /// The number of elements. Worked out rather than stored (every chunk after the first but the
  /// last is full): a list sits in every element and every node's output, and 8 bytes more in
  /// each is what every open tab pays.
  public var count: Int {
    guard let last = tail.last else { return head.count }
    return head.count + ((tail.count - 1) << Self.chunkShift) + last.count
  }

  /// Creates an empty list.
  public init() {
    head = Head()
    tail = []
  }

  /// Creates a list of the elements of `elements`, in order.
  public init<S: Sequence<Element>>(_ elements: S) {
    self.init(Array(elements))
  }

  /// Creates a list of the elements of `elements`, sharing its storage when it is short.
  public init(_ elements: [Element]) {
    guard elements.count > Self.chunkSize else {
      head = Head(elements)
      tail = []
      return
    }
    head = Head(Array(elements[..<Self.chunkSize]))
    tail = Self.chunks(of: elements[Self.chunkSize...])
  }

  private static func chunks(of elements: ArraySlice<Element>) -> [[Element]] {
    stride(from: elements.startIndex, to: elements.endIndex, by: chunkSize).map {
      Array(elements[$0..<Swift.min($0 + chunkSize, elements.endIndex)])
    }
  }

  /// The chunk holding `position`, and the position in it.
  private func locate(_ position: Int) -> (chunk: Int, offset: Int) {
    if position < head.count { return (0, position) }
    let rest = position - head.count
    return ((rest >> Self.chunkShift) + 1, rest & (Self.chunkSize - 1))
  }

  /// Calls `body` with the memory of the element references of chunk `index`.
  private func withChunkBytes<R>(_ index: Int, _ body: (UnsafeRawBufferPointer) -> R) -> R {
    index == 0 ? head.withUnsafeBytes(body) : tail[index - 1].withUnsafeBytes(body)
  }

  private func chunkLength(_ index: Int) -> Int {
    index == 0 ? head.count : tail[index - 1].count
  }

  private var chunkCount: Int { tail.count + 1 }

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
    if index == 0 {
      head[offset] = element
    } else {
      tail[index - 1][offset] = element
    }
  }

  /// Adds `element` at the end.
  public mutating func append(_ element: Element) {
    if tail.isEmpty, head.count < Self.chunkSize {
      head.append(element)
    } else if tail.isEmpty || tail[tail.count - 1].count == Self.chunkSize {
      tail.append([element])
    } else {
      tail[tail.count - 1].append(element)
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
    if count == 0 {
      self = other
    } else if tail.isEmpty || tail[tail.count - 1].count == Self.chunkSize {
      // `other`'s first chunk may be short only when it is its only chunk, so the chunks after
      // this list's stay full but for the last.
      guard other.tail.isEmpty || other.head.count == Self.chunkSize else {
        for element in other { append(element) }
        return
      }
      if tail.isEmpty, other.tail.isEmpty, head.count + other.count <= Self.chunkSize {
        head.append(contentsOf: other.head)
      } else {
        tail.append(other.head.array)
        tail += other.tail
      }
    } else {
      for element in other { append(element) }
    }
  }

  /// Removes the last `k` elements.
  public mutating func removeLast(_ k: Int) {
    let newCount = Swift.max(0, count - k)
    guard newCount < count else { return }
    if newCount <= head.count {
      tail = []
      head.removeLast(head.count - newCount)
    } else {
      let inTail = newCount - head.count
      let chunks = (inTail + Self.chunkSize - 1) >> Self.chunkShift
      tail.removeLast(tail.count - chunks)
      let inLast = inTail - ((chunks - 1) << Self.chunkShift)
      tail[tail.count - 1].removeLast(tail[tail.count - 1].count - inLast)
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
      return index == 0 ? head[offset] : tail[index - 1][offset]
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
    private var headOffset = 0
    private var current = [Element]().makeIterator()
    private var nextChunk = 1

    package init(list: ElementList) {
      self.list = list
    }

    /// The next element, if any.
    public mutating func next() -> Element? {
      if headOffset < list.head.count {
        defer { headOffset += 1 }
        return list.head[headOffset]
      }
      while true {
        if let element = current.next() { return element }
        guard nextChunk <= list.tail.count else { return nil }
        current = list.tail[nextChunk - 1].makeIterator()
        nextChunk += 1
      }
    }
  }
}

extension ElementList: ExpressibleByArrayLiteral {
  /// A list written as an array literal, `[a, b]`, keeping that order.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}
