extension ToolbarContentBuilder {
  /// Combines 2 pieces of content.
  public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent>(_ c0: C0, _ c1: C1)
    -> TupleToolbarContent<(C0, C1)>
  {
    TupleToolbarContent(value: (c0, c1), contents: { [$0.0, $0.1] })
  }

  /// Combines 3 pieces of content.
  public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent>(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> TupleToolbarContent<(C0, C1, C2)> {
    TupleToolbarContent(value: (c0, c1, c2), contents: { [$0.0, $0.1, $0.2] })
  }

  /// Combines 4 pieces of content.
  public static func buildBlock<
    C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleToolbarContent<(C0, C1, C2, C3)> {
    TupleToolbarContent(value: (c0, c1, c2, c3), contents: { [$0.0, $0.1, $0.2, $0.3] })
  }

  /// Combines 5 pieces of content.
  public static func buildBlock<
    C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent,
    C4: ToolbarContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleToolbarContent<(C0, C1, C2, C3, C4)> {
    TupleToolbarContent(value: (c0, c1, c2, c3, c4), contents: { [$0.0, $0.1, $0.2, $0.3, $0.4] })
  }

  /// Combines 6 pieces of content.
  public static func buildBlock<
    C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent,
    C4: ToolbarContent, C5: ToolbarContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleToolbarContent<
    (C0, C1, C2, C3, C4, C5)
  > {
    TupleToolbarContent(
      value: (c0, c1, c2, c3, c4, c5), contents: { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5] })
  }

  /// Combines 7 pieces of content.
  public static func buildBlock<
    C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent,
    C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleToolbarContent<
    (C0, C1, C2, C3, C4, C5, C6)
  > {
    TupleToolbarContent(
      value: (c0, c1, c2, c3, c4, c5, c6), contents: { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6] })
  }

  /// Combines 8 pieces of content.
  public static func buildBlock<
    C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent,
    C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7)
    -> TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6, C7)>
  {
    TupleToolbarContent(
      value: (c0, c1, c2, c3, c4, c5, c6, c7),
      contents: { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] })
  }

  /// Combines 9 pieces of content.
  public static func buildBlock<
    C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent,
    C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent,
    C8: ToolbarContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8)
    -> TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6, C7, C8)>
  {
    TupleToolbarContent(
      value: (c0, c1, c2, c3, c4, c5, c6, c7, c8),
      contents: { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7, $0.8] })
  }

  /// Combines 10 pieces of content.
  public static func buildBlock<
    C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent,
    C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent,
    C8: ToolbarContent, C9: ToolbarContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9
  ) -> TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> {
    TupleToolbarContent(
      value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9),
      contents: { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7, $0.8, $0.9] })
  }

  /// Passes a single piece of customizable content through.
  public static func buildBlock<Content: CustomizableToolbarContent>(_ content: Content) -> Content
  {
    content
  }

  /// Combines 2 pieces of customizable content.
  public static func buildBlock<C0: CustomizableToolbarContent, C1: CustomizableToolbarContent>(
    _ c0: C0, _ c1: C1
  ) -> TupleToolbarContent<(C0, C1)> {
    TupleToolbarContent(value: (c0, c1), contents: { [$0.0, $0.1] })
  }

  /// Combines 3 pieces of customizable content.
  public static func buildBlock<
    C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent
  >(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleToolbarContent<(C0, C1, C2)> {
    TupleToolbarContent(value: (c0, c1, c2), contents: { [$0.0, $0.1, $0.2] })
  }

  /// Combines 4 pieces of customizable content.
  public static func buildBlock<
    C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
    C3: CustomizableToolbarContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleToolbarContent<(C0, C1, C2, C3)> {
    TupleToolbarContent(value: (c0, c1, c2, c3), contents: { [$0.0, $0.1, $0.2, $0.3] })
  }

  /// Combines 5 pieces of customizable content.
  public static func buildBlock<
    C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
    C3: CustomizableToolbarContent, C4: CustomizableToolbarContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleToolbarContent<(C0, C1, C2, C3, C4)> {
    TupleToolbarContent(value: (c0, c1, c2, c3, c4), contents: { [$0.0, $0.1, $0.2, $0.3, $0.4] })
  }

  /// Combines 6 pieces of customizable content.
  public static func buildBlock<
    C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
    C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleToolbarContent<
    (C0, C1, C2, C3, C4, C5)
  > {
    TupleToolbarContent(
      value: (c0, c1, c2, c3, c4, c5), contents: { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5] })
  }

  /// Combines 7 pieces of customizable content.
  public static func buildBlock<
    C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
    C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent,
    C6: CustomizableToolbarContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleToolbarContent<
    (C0, C1, C2, C3, C4, C5, C6)
  > {
    TupleToolbarContent(
      value: (c0, c1, c2, c3, c4, c5, c6), contents: { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6] })
  }

  /// Combines 8 pieces of customizable content.
  public static func buildBlock<
    C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
    C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent,
    C6: CustomizableToolbarContent, C7: CustomizableToolbarContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7)
    -> TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6, C7)>
  {
    TupleToolbarContent(
      value: (c0, c1, c2, c3, c4, c5, c6, c7),
      contents: { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] })
  }

  /// Combines 9 pieces of customizable content.
  public static func buildBlock<
    C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
    C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent,
    C6: CustomizableToolbarContent, C7: CustomizableToolbarContent, C8: CustomizableToolbarContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8)
    -> TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6, C7, C8)>
  {
    TupleToolbarContent(
      value: (c0, c1, c2, c3, c4, c5, c6, c7, c8),
      contents: { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7, $0.8] })
  }

  /// Combines 10 pieces of customizable content.
  public static func buildBlock<
    C0: CustomizableToolbarContent, C1: CustomizableToolbarContent, C2: CustomizableToolbarContent,
    C3: CustomizableToolbarContent, C4: CustomizableToolbarContent, C5: CustomizableToolbarContent,
    C6: CustomizableToolbarContent, C7: CustomizableToolbarContent, C8: CustomizableToolbarContent,
    C9: CustomizableToolbarContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9
  ) -> TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> {
    TupleToolbarContent(
      value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9),
      contents: { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7, $0.8, $0.9] })
  }

  /// Passes a single piece of customizable content through.
  public static func buildExpression<Content: CustomizableToolbarContent>(_ content: Content)
    -> Content
  {
    content
  }

  /// Produces optional customizable content for an `if` without `else`.
  public static func buildIf<Content: CustomizableToolbarContent>(_ content: Content?)
    -> OptionalToolbarContent<Content>
  {
    OptionalToolbarContent(content: content)
  }

  /// Produces the first branch of an `if`/`else` of customizable content.
  public static func buildEither<
    TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent
  >(first: TrueContent) -> ConditionalToolbarContent<TrueContent, FalseContent> {
    ConditionalToolbarContent(content: first)
  }

  /// Produces the second branch of an `if`/`else` of customizable content.
  public static func buildEither<
    TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent
  >(second: FalseContent) -> ConditionalToolbarContent<TrueContent, FalseContent> {
    ConditionalToolbarContent(content: second)
  }

  /// Erases the type of content inside an `if #available` block.
  public static func buildLimitedAvailability(_ content: any ToolbarContent)
    -> some ToolbarContent
  {
    AvailabilityLimitedToolbarContent(content: content)
  }

  /// Erases the type of customizable content inside an `if #available` block.
  public static func buildLimitedAvailability(_ content: any CustomizableToolbarContent)
    -> some CustomizableToolbarContent
  {
    AvailabilityLimitedToolbarContent(content: content)
  }
}

/// Toolbar content whose type an `if #available` block erased.
struct AvailabilityLimitedToolbarContent {
  let content: any ToolbarContent
}

extension AvailabilityLimitedToolbarContent: ToolbarContent, CustomizableToolbarContent,
  PrimitiveToolbarContent
{
  /// Erased toolbar content has no body.
  var body: Never { primitiveBody(Self.self) }

  var itemViews: [AnyView] { ToolbarContentViews.items(in: content) }
}
