extension ElementList {
  /// The first chunk of a list. Most lists hold a single element (a leaf's output, the children
  /// of a row or a button), so one element is kept in place of an array: an array of one is a
  /// 48-byte allocation, and every open tab keeps about a hundred of them.
  // Concrete, as `NodeChildren` is, rather than one generic type: see there.
  struct Head {
    private enum Storage {
      case one(Element)
      case many([Element])
    }

    private var storage: Storage

    /// No elements.
    init() {
      storage = .many([])
    }

    /// The elements of `elements`, sharing its storage unless it holds just one.
    init(_ elements: [Element]) {
      storage = elements.count == 1 ? .one(elements[0]) : .many(elements)
    }

    var count: Int {
      switch storage {
      case .one: 1
      case .many(let elements): elements.count
      }
    }

    /// The element at `offset`, which must be below `count` (as for an array).
    subscript(offset: Int) -> Element {
      get {
        switch storage {
        case .one(let element): CollectionOfOne(element)[offset]
        case .many(let elements): elements[offset]
        }
      }
      set { withElements { $0[offset] = newValue } }
    }

    /// The elements as an array (made only when there is one).
    var array: [Element] {
      switch storage {
      case .one(let element): [element]
      case .many(let elements): elements
      }
    }

    mutating func append(_ element: Element) {
      if case .many(let elements) = storage, elements.isEmpty {
        storage = .one(element)
      } else {
        withElements { $0.append(element) }
      }
    }

    mutating func append(contentsOf other: Head) {
      guard count > 0 else {
        self = other
        return
      }
      withElements { $0 += other.array }
    }

    mutating func removeLast(_ k: Int) {
      withElements { $0.removeLast(k) }
    }

    /// Calls `body` with the memory of the element references, in order.
    func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
      switch storage {
      case .one(let element): Swift.withUnsafeBytes(of: element, body)
      case .many(let elements): elements.withUnsafeBytes(body)
      }
    }

    /// Changes the elements as an array, which stays uniquely referenced while `change` runs,
    /// then keeps a single element in place.
    private mutating func withElements(_ change: (inout [Element]) -> Void) {
      var elements = array
      storage = .many([])
      change(&elements)
      self = Head(elements)
    }
  }
}
