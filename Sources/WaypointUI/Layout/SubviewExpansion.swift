/// How a view's value is cut into the subviews a custom container sees: tuples, groups,
/// `ForEach` rows, conditions and optionals give their parts; modifiers on several parts apply
/// to each; every other view is one subview. A custom view is one subview, as its body is not
/// made until it is placed.
enum SubviewExpansion {
  /// The subviews of `view`, their ids under `path`, with `values` as their container values.
  static func subviews(
    of view: any View, path: [AnyHashable] = [], values: ContainerValues = ContainerValues()
  ) -> [Subview] {
    if let modified = view as? any ModifiedSubviewContent {
      var values = values
      (modified.modifierValue as? any ContainerValueWriting)?.write(to: &values)
      guard isSeveral(modified.contentView) else {
        return [Subview(id: Subview.ID(path: path), containerValues: values, view: view)]
      }
      return subviews(of: modified.contentView, path: path, values: values).map { subview in
        var rewrapped = subview
        rewrapped.view = modified.rewrap(subview.view)
        return rewrapped
      }
    }
    if let several = view as? any SeveralSubviews {
      return several.subviewParts.flatMap { key, part in
        subviews(of: part, path: path + [key], values: values)
      }
    }
    if let subview = view as? Subview { return [subview] }
    return [Subview(id: Subview.ID(path: path), containerValues: values, view: view)]
  }

  /// Whether `view` is cut into parts rather than being one subview.
  static func isSeveral(_ view: any View) -> Bool {
    if view is any SeveralSubviews { return true }
    if let modified = view as? any ModifiedSubviewContent {
      return isSeveral(modified.contentView)
    }
    return false
  }
}

/// A view a custom container sees as its parts, each with the key that identifies it.
protocol SeveralSubviews {
  /// The parts, in order.
  var subviewParts: [(AnyHashable, any View)] { get }
}

/// Modified content, seen through by a custom container.
protocol ModifiedSubviewContent {
  /// The content modified.
  var contentView: any View { get }
  /// The modifier.
  var modifierValue: Any { get }
  /// `part` with the same modifier.
  func rewrap(_ part: any View) -> any View
}

extension ModifiedContent: ModifiedSubviewContent where Content: View, Modifier: ViewModifier {
  var contentView: any View { content }
  var modifierValue: Any { modifier }
  func rewrap(_ part: any View) -> any View { wrap(part) }
  private func wrap<V: View>(_ part: V) -> any View { part.modifier(modifier) }
}

extension TupleView: SeveralSubviews {
  var subviewParts: [(AnyHashable, any View)] {
    views.enumerated().map { (AnyHashable($0.offset), $0.element) }
  }
}

extension Group: SeveralSubviews where Content: View {
  var subviewParts: [(AnyHashable, any View)] { [(AnyHashable("group"), content)] }
}

extension AnyView: SeveralSubviews {
  var subviewParts: [(AnyHashable, any View)] { [(AnyHashable("any"), view)] }
}

extension EmptyView: SeveralSubviews {
  var subviewParts: [(AnyHashable, any View)] { [] }
}

extension Optional: SeveralSubviews where Wrapped: View {
  var subviewParts: [(AnyHashable, any View)] {
    map { [(AnyHashable("some"), $0)] } ?? []
  }
}

extension _ConditionalContent: SeveralSubviews where TrueContent: View, FalseContent: View {
  var subviewParts: [(AnyHashable, any View)] {
    switch storage {
    case .trueContent(let view): [(AnyHashable(true), view)]
    case .falseContent(let view): [(AnyHashable(false), view)]
    }
  }
}

extension ForEach: SeveralSubviews where Content: View {
  var subviewParts: [(AnyHashable, any View)] {
    data.map { (AnyHashable(id($0)), content($0)) }
  }
}

extension SubviewsCollection: SeveralSubviews {
  var subviewParts: [(AnyHashable, any View)] { map { (AnyHashable($0.id), $0) } }
}

extension SubviewsCollectionSlice: SeveralSubviews {
  var subviewParts: [(AnyHashable, any View)] { map { (AnyHashable($0.id), $0) } }
}
