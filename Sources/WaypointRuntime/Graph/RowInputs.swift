/// What a `ForEach`'s rows are made from: the content function, how an element's id is read,
/// the elements, and for rows made from bindings, where the collection lives.
///
/// When two updates have the same function, id and place, a row whose element has the same
/// bytes as before would be made into the same view, so it is kept without calling the function
/// at all. This is what lets a change to one row of 10,000 cost one row, even when the parent's
/// body runs again (`$rows[i]`, a `@State` array), and it needs no specialised generic code.
package struct RowInputs {
  package let function: ClosureIdentity
  package let identifier: RowIdentifier
  package let place: LocationIdentity?
  package let elements: any RowElements

  /// Whether these inputs turn an element into the same row as `previous` does.
  package func makesSameRows(as previous: RowInputs) -> Bool {
    guard function == previous.function, identifier == previous.identifier else { return false }
    switch (place, previous.place) {
    case (nil, nil): return true
    case (let place?, let previousPlace?): return place.isSame(as: previousPlace)
    default: return false
    }
  }
  package init(
    function: ClosureIdentity, identifier: RowIdentifier, place: LocationIdentity? = nil,
    elements: any RowElements
  ) {
    self.function = function
    self.identifier = identifier
    self.place = place
    self.elements = elements
  }
}

/// What a `ForEach`'s initializer knows of its rows: the function that makes them (as the
/// caller wrote it, before the initializer wraps or converts it), how ids are read, and for rows
/// made from bindings, where the collection lives and its elements.
package struct RowSource {
  package let function: ClosureIdentity
  package let identifier: RowIdentifier
  package var place: LocationIdentity?
  package var elements: (any RowElements)?
  package init(
    function: ClosureIdentity, identifier: RowIdentifier, place: LocationIdentity? = nil,
    elements: (any RowElements)? = nil
  ) {
    self.function = function
    self.identifier = identifier
    self.place = place
    self.elements = elements
  }
}

/// How a `ForEach` reads an element's id: the same way gives the same id for the same element.
package enum RowIdentifier: Equatable {
  /// The element's `Identifiable.id`.
  case identifiable
  /// A key path from the element.
  case keyPath(AnyKeyPath)
}

/// A closure, kept alive, and the two words it is made of: its code and its captured context.
///
/// Two values are equal only for the very same closure: one that captures nothing is the same
/// at every evaluation of the body that writes it; one that captures values gets a new context
/// each time and never compares equal to an earlier one. Holding the closure keeps its context
/// from being freed, so its address cannot be reused by a later closure.
package struct ClosureIdentity: Equatable {
  private let closure: Any
  private let code: UInt
  private let context: UInt

  package init<Argument, Result>(_ closure: @escaping (Argument) -> Result) {
    self.closure = closure
    (code, context) = Self.words(of: closure)
  }

  private static func words<Function>(of closure: Function) -> (UInt, UInt) {
    withUnsafeBytes(of: closure) { bytes in
      // A Swift closure is two words everywhere Swift runs; anything else is never the same.
      guard bytes.count == 2 * MemoryLayout<UInt>.size else { return (0, 0) }
      return (bytes.load(as: UInt.self), bytes.load(fromByteOffset: bytes.count / 2, as: UInt.self))
    }
  }

  package static func == (lhs: ClosureIdentity, rhs: ClosureIdentity) -> Bool {
    lhs.code != 0 && lhs.code == rhs.code && lhs.context == rhs.context
  }
}

/// Where a binding's collection lives, compared as the binding compares places.
package struct LocationIdentity {
  package let location: AnyObject
  package let isSamePlace: (AnyObject) -> Bool

  package init<Value>(_ location: any Location<Value>) {
    self.location = location
    isSamePlace = { location.isSamePlace(as: $0) }
  }

  package func isSame(as other: LocationIdentity) -> Bool { isSamePlace(other.location) }
}

/// The elements rows were made from, compared by their bytes: an element whose bytes did not
/// change is the same value (the same numbers, the same references), so its row cannot have
/// changed. Equal values with different bytes (a string built anew) count as changed, which
/// costs only making that row again and comparing it.
package protocol RowElements {
  /// How many elements there are.
  var count: Int { get }
  /// Positions, among those both have, whose element differs from `previous`'s at the same
  /// position, in order; nil when the two cannot be compared or more than `limit` differ.
  func changedPositions(since previous: any RowElements, limit: Int) -> [Int]?
}

/// The elements of a collection kept in contiguous memory (an array, a slice).
package struct ContiguousRowElements<Elements: Collection>: RowElements {
  package let elements: Elements

  package var count: Int { elements.count }

  package func changedPositions(since previous: any RowElements, limit: Int) -> [Int]? {
    guard let previous = previous as? Self, elements.startIndex == previous.elements.startIndex
    else { return nil }
    return differingBytePositions(elements, previous.elements, limit: limit)
  }
  package init(elements: Elements) {
    self.elements = elements
  }
}
