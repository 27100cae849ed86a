import Foundation

extension Layout {
  /// Combines the specified views into a single composite view using the layout.
  @_disfavoredOverload
  nonisolated public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    LayoutView(layout: self, content: content())
  }
}

extension View {
  /// Associates a value with a custom layout property (recorded: Waypoint does not run
  /// custom layouts, which are what read it).
  nonisolated public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    recorded(".layoutValue(key: \(K.self).self, value: \(value))")
  }
}

/// A layout used as a view: its content's subviews, in order, in the container the layout
/// stands for (a custom layout shows as a vertical stack, with its type recorded).
struct LayoutView<L: Layout, Content: View> {
  let layout: L
  let content: Content
}

extension LayoutView: View {
  var body: some View {
    if let role = LayoutView.knownRole(of: layout) {
      LayoutRoot(containerRole: role, content: content)
    } else {
      LayoutRoot(containerRole: LayoutView.vertical(spacing: nil), content: content)
        .recorded(LayoutView.name(of: layout))
    }
  }

  static func name(of layout: any Layout) -> String {
    if let any = layout as? AnyLayout { return name(of: any.layout) }
    return "\(type(of: layout))"
  }

  static func vertical(spacing: CGFloat?) -> Role {
    .stack(StackLayout(axis: .vertical, isLazy: false, alignment: ".center", spacing: spacing))
  }

  /// The container a built-in layout draws as, nil for an app's own layout.
  static func knownRole(of layout: any Layout) -> Role? {
    switch layout {
    case let stack as HStackLayout:
      .stack(
        StackLayout(
          axis: .horizontal, isLazy: false, alignment: "\(stack.alignment)",
          spacing: stack.spacing))
    case let stack as VStackLayout:
      .stack(
        StackLayout(
          axis: .vertical, isLazy: false, alignment: "\(stack.alignment)", spacing: stack.spacing))
    case let stack as ZStackLayout:
      .stack(
        StackLayout(axis: .depth, isLazy: false, alignment: "\(stack.alignment)", spacing: nil))
    case let grid as GridLayout:
      .stack(
        StackLayout(
          axis: .vertical, isLazy: false, alignment: "\(grid.alignment)",
          spacing: grid.verticalSpacing))
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
