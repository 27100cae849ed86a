/// Attributes a node's view carries from the attribute modifiers around it, which have no node
/// of their own: `Text("a").bold().italic()` is one node for the text, carrying two attributes.
@MainActor
final class CarriedAttributes {
  /// The attributes, innermost modifier first.
  var attributes: [Attribute]
  /// The elements last derived with them, so unchanged ones come back as the same objects;
  /// made when first derived, since a view that is its only element folds them in instead.
  var reuse = LazyElementReuse()
  /// Whether the node's own last element (`previousElement`) has them added already: a view
  /// that is its node's only element (a text with a font) keeps one element, not two.
  var isFoldedIntoOwnElement = false

  init(_ attributes: [Attribute]) {
    self.attributes = attributes
  }
}

extension Node {
  /// How many attributes this node's view carries.
  final var carriedAttributeCount: Int { storedExtras?.carried?.attributes.count ?? 0 }

  /// Gives the node the attributes its view now carries; a change forgets the node's output,
  /// whether or not the view itself changed.
  final func carry(_ attributes: [Attribute]) {
    guard let carried = storedExtras?.carried else {
      guard !attributes.isEmpty else { return }
      extras.carried = CarriedAttributes(attributes)
      invalidateOutput()
      return
    }
    guard carried.attributes != attributes else { return }
    if attributes.isEmpty {
      storedExtras?.carried = nil
    } else {
      carried.attributes = attributes
      carried.reuse.reset()
    }
    invalidateOutput()
  }

  /// `output` with the carried attributes added to each element, in order.
  final func addingCarriedAttributes(to output: NodeOutput) -> NodeOutput {
    guard let carried = storedExtras?.carried else { return output }
    let attributes = carried.attributes
    var output = output
    if output.elements.count == 1, let own = previousElement, output.elements[0] === own {
      guard !carried.isFoldedIntoOwnElement else { return output }
      let folded = own.adding(contentsOf: attributes)
      graph.elementChanged(folded.id)
      previousElement = folded
      carried.isFoldedIntoOwnElement = true
      carried.reuse.reset()
      output.elements = [folded]
      return output
    }
    output.elements = derive(output.elements, with: &carried.reuse.value) { _, element in
      element.adding(contentsOf: attributes)
    }
    return output
  }
}
