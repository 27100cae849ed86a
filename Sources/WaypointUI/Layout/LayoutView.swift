import Foundation

extension Layout {
  /// Combines the specified views into a single composite view using the layout.
  @_disfavoredOverload
  nonisolated public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    LayoutView(layout: self, content: content())
  }
}

extension View {
  /// Gives this view a value that the layout arranging it reads through `subviews[i][K.self]`.
  nonisolated public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    attribute(.layoutValue(LayoutValueRecord(key: key, value: value)))
  }
}

/// A layout used as a view: its content's subviews, in order, in the container the layout
/// stands for (a built-in stack's role, or an app's layout recorded for the layout pass).
struct LayoutView<L: Layout, Content: View> {
  let layout: L
  let content: Content
}

extension LayoutView: View {
  var body: some View {
    LayoutRoot(
      containerRole: LayoutView.knownRole(of: layout) ?? .layout(RecordedLayout(layout)),
      content: content)
  }

  /// The container a built-in layout draws as, nil for an app's own layout.
  static func knownRole(of layout: any Layout) -> Role? {
    switch layout {
    case let stack as HStackLayout:
      .stack(.horizontal(stack.alignment, spacing: stack.spacing))
    case let stack as VStackLayout:
      .stack(.vertical(stack.alignment, spacing: stack.spacing))
    case let stack as ZStackLayout:
      .stack(.depth(stack.alignment))
    case let grid as GridLayout:
      .stack(
        {
          var layout = StackLayout(
            axis: .vertical, isLazy: false, guide: grid.alignment, spacing: grid.verticalSpacing,
            alignment: "\(grid.alignment)")
          layout.gridColumnSpacing = .some(grid.horizontalSpacing)
          return layout
        }())
    case let any as AnyLayout: knownRole(of: any.layout)
    default: nil
    }
  }
}

/// The container element of a layout used as a view.
struct LayoutRoot<Content: View> {
  let containerRole: Role
  let content: Content
}

extension LayoutRoot: View, LayoutContainer {
  var body: Never { primitiveBody(Self.self) }
}
