/// The `@ViewBuilder` attribute: lets a closure or `body` list views one per line, with `if`,
/// `switch` and `if #available`, and turns them into one view value.
@resultBuilder
public enum ViewBuilder {
  /// Passes a single view through unmodified.
  public static func buildExpression<Content: View>(_ content: Content) -> Content {
    content
  }

  /// An empty block (`{}`) becomes ``EmptyView``.
  public static func buildBlock() -> EmptyView {
    EmptyView()
  }

  /// A block of one view is that view itself, with no wrapper.
  public static func buildBlock<Content: View>(_ content: Content) -> Content {
    content
  }

  /// Combines several views into a single view.
  public static func buildBlock<each Content>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> where repeat each Content: View {
    TupleView(
      (repeat each content),
      children: { tuple in
        var children: [any View] = []
        repeat children.append(each tuple)
        return children
      })
  }

  /// Produces an optional view for an `if` without `else`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? {
    content
  }

  /// Produces the first branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// Produces the second branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// Type-erases a view built under `if #available`.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
