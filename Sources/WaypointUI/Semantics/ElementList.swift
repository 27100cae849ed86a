/// Elements in order — an element's children — kept in chunks that copies share, so a copy
/// with one element replaced, added or removed at the end shares every other chunk.
///
/// Changing one row of 10,000, or pushing a screen onto a stack 1,000 deep, makes a new parent
/// element; its children copy a few dozen references instead of every child, and comparing the
/// new children with the old skips the chunks they share.
public struct ElementList: Sendable {
  /// Elements per chunk; every chunk but the last is full.
  static let chunkSize = 32
  private static let chunkShift = 5

  /// The first chunk: all the elements of a short list, which is most lists.
  private var head: [Element]
  /// The chunks after the first.
  private var tail: [[Element]]
  /// The number of elements.
  public private(set) var count: Int

  /// Creates an empty list.
  public init() {
    head = []
    tail = []
    count = 0
  }

  /// Creates a list of the elements of `elements`, in order.
  public init<S: Sequence<Element>>(_ elements: S) {
    self.init(Array(elements))
  }

  /// Creates a list of the elements of `elements`, sharing its storage when it is short.
  public init(_ elements: [Element]) {
    count = elements.count
    guard elements.count > Self.chunkSize else {
      head = elements
      tail = []
      return
    }
    head = Array(elements[..<Self.chunkSize])
    tail = stride(from: Self.chunkSize, to: elements.count, by: Self.chunkSize).map {
      Array(elements[$0..<Swift.min($0 + Self.chunkSize, elements.count)])
    }
  }

  private func chunk(_ index: Int) -> [Element] {
    index == 0 ? head : tail[index - 1]
  }

  private var chunkCount: Int { count == 0 ? 0 : tail.count + 1 }

  /// Whether both hold the same element objects in the same order; shared chunks are not
  /// looked into.
  public func isIdentical(to other: ElementList) -> Bool {
    guard count == other.count else { return false }
    for index in 0..<chunkCount where !Self.same(chunk(index), other.chunk(index)) {
      return false
    }
    return true
  }

  /// The positions whose element is another object than in `previous` at the same position,
  /// in order, skipping the chunks both share; nil when the counts differ or more than `limit`
  /// positions differ.
  public func differingPositions(from previous: ElementList, limit: Int = .max) -> [Int]? {
    guard count == previous.count else { return nil }
    var positions: [Int] = []
    for index in 0..<chunkCount {
      let mine = chunk(index)
      let theirs = previous.chunk(index)
      if Self.sharesStorage(mine, theirs) { continue }
      let base = index << Self.chunkShift
      for offset in mine.indices where mine[offset] !== theirs[offset] {
        positions.append(base + offset)
        if positions.count > limit { return nil }
      }
    }
    return positions
  }

  /// Whether two chunks are the same objects in the same order.
  private static func same(_ a: [Element], _ b: [Element]) -> Bool {
    guard a.count == b.count else { return false }
    if sharesStorage(a, b) { return true }
    for index in a.indices where a[index] !== b[index] { return false }
    return true
  }

  private static func sharesStorage(_ a: [Element], _ b: [Element]) -> Bool {
    a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress && a.count == b.count }
    }
  }

  // MARK: Changes

  /// Replaces the element at `position`.
  public mutating func replace(at position: Int, with element: Element) {
    let (index, offset) = (position >> Self.chunkShift, position & (Self.chunkSize - 1))
    if index == 0 {
      head[offset] = element
    } else {
      tail[index - 1][offset] = element
    }
  }

  /// Adds `element` at the end.
  public mutating func append(_ element: Element) {
    let offset = count & (Self.chunkSize - 1)
    if count < Self.chunkSize {
      head.append(element)
    } else if offset == 0 {
      tail.append([element])
    } else {
      tail[tail.count - 1].append(element)
    }
    count += 1
  }

  /// Adds the elements of `elements` at the end.
  public mutating func append<S: Sequence<Element>>(contentsOf elements: S) {
    for element in elements { append(element) }
  }

  /// Adds the elements of `other` at the end, sharing its chunks when this list is empty or
  /// ends on a chunk boundary.
  public mutating func append(contentsOf other: ElementList) {
    if count == 0 {
      self = other
    } else if count & (Self.chunkSize - 1) == 0, other.count > 0 {
      tail.append(other.head)
      tail.append(contentsOf: other.tail)
      count += other.count
    } else {
      for element in other { append(element) }
    }
  }

  /// Removes the last `k` elements.
  public mutating func removeLast(_ k: Int) {
    let newCount = Swift.max(0, count - k)
    guard newCount < count else { return }
    if newCount <= Self.chunkSize {
      tail = []
      head.removeLast(head.count - newCount)
    } else {
      let chunks = (newCount + Self.chunkSize - 1) >> Self.chunkShift
      tail.removeLast(tail.count - (chunks - 1))
      let inLast = newCount - ((chunks - 1) << Self.chunkShift)
      tail[tail.count - 1].removeLast(tail[tail.count - 1].count - inLast)
    }
    count = newCount
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
      let (index, offset) = (position >> Self.chunkShift, position & (Self.chunkSize - 1))
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
    private var current: IndexingIterator<[Element]>
    private var nextChunk = 1

    init(list: ElementList) {
      self.list = list
      current = list.head.makeIterator()
    }

    /// The next element, if any.
    public mutating func next() -> Element? {
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
  /// Creates a list of the given elements.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}
