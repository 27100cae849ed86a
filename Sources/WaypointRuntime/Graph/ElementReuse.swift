/// Remembers the elements a node derived from its inputs last time, by position first and by
/// id when positions shifted, so an update that changes one input out of thousands touches
/// one derived element and hashes nothing.
package struct ElementReuse {
  private var inputs = ElementList()
  /// Each input's variant, where any is not 0: empty while all are (most mappings have none),
  /// so that they keep no array.
  private var variants: [Int] = []
  /// What the last committed pass derived, in order.
  package private(set) var outputs = ElementList()
  private var positionByID: [ElementID: Int]?

  /// What the pass under way has derived; nil between passes. Boxed: a node keeps its reuse
  /// for as long as it shows, and the lists of a pass only while it runs.
  private var next: Pass?

  private final class Pass {
    var inputs = ElementList()
    var variants: [Int] = []
    var outputs = ElementList()
  }

  /// Starts a pass; call `derive` for each input in order, then `commit`.
  package mutating func begin() {
    next = Pass()
  }

  /// The output for `input` (in variant `variant`, such as a selection state): last pass's
  /// when the input is the same object in the same variant, else `make()`'s.
  package mutating func derive(_ input: Element, variant: Int = 0, make: () -> Element) -> Element {
    let pass: Pass
    if let next {
      pass = next
    } else {
      pass = Pass()
      next = pass
    }
    let position = pass.inputs.count
    let output = previousOutput(for: input, at: position, variant: variant) ?? make()
    pass.inputs.append(input)
    Self.set(variant, at: position, in: &pass.variants)
    pass.outputs.append(output)
    return output
  }

  /// Records `variant` at `position`, padding with zeros, or not at all while every variant is 0.
  private static func set(_ variant: Int, at position: Int, in variants: inout [Int]) {
    if position < variants.count {
      variants[position] = variant
    } else if variant != 0 {
      variants.append(contentsOf: repeatElement(0, count: position - variants.count))
      variants.append(variant)
    }
  }

  private func variant(at position: Int) -> Int {
    position < variants.count ? variants[position] : 0
  }

  /// Ends the pass: what was derived in it is what the next pass reuses.
  package mutating func commit() {
    let pass = next ?? Pass()
    next = nil
    inputs = pass.inputs
    variants = pass.variants
    outputs = pass.outputs
    positionByID = nil
  }

  /// The positions whose input is no longer the same object, when there are as many inputs as
  /// last time and at most `limit` differ; nil otherwise (the caller does a full pass).
  package func changedPositions(in elements: ElementList, limit: Int) -> [Int]? {
    elements.differingPositions(from: inputs, limit: limit)
  }

  /// Replaces one derived element of the committed pass.
  package mutating func replace(at position: Int, input: Element, variant: Int, output: Element) {
    inputs[position] = input
    Self.set(variant, at: position, in: &variants)
    outputs[position] = output
    positionByID = nil
  }

  /// Forgets everything (the transformation itself changed).
  package mutating func reset() {
    self = ElementReuse()
  }

  private mutating func previousOutput(for input: Element, at position: Int, variant: Int)
    -> Element?
  {
    if position < inputs.count {
      let candidate = inputs[position]
      if candidate === input {
        return self.variant(at: position) == variant ? outputs[position] : nil
      }
      if candidate.id == input.id { return nil }
    }
    if positionByID == nil {
      var index: [ElementID: Int] = [:]
      index.reserveCapacity(inputs.count)
      for (offset, element) in inputs.enumerated() { index[element.id] = offset }
      positionByID = index
    }
    guard let previous = positionByID?[input.id], inputs[previous] === input,
      self.variant(at: previous) == variant
    else { return nil }
    return outputs[previous]
  }
  package init() {

  }
}

/// An `ElementReuse` made the first time it is changed, kept behind one reference: most of
/// its holders (a node's extras, a view's carried attributes) derive nothing, and a reuse is
/// 72 bytes.
struct LazyElementReuse {
  private final class Box {
    var reuse = ElementReuse()
  }

  private var box: Box?

  /// The reuse: empty until first changed.
  var value: ElementReuse {
    get { box?.reuse ?? ElementReuse() }
    set { madeBox().reuse = newValue }
    _modify {
      let box = madeBox()
      yield &box.reuse
    }
  }

  /// Forgets what was derived, if anything was.
  func reset() {
    box?.reuse.reset()
  }

  private mutating func madeBox() -> Box {
    if let box { return box }
    let made = Box()
    box = made
    return made
  }
}
