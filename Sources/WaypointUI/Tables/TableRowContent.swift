import Foundation

/// A type that represents one or more rows of a table: `TableRow`s, `ForEach`es of them,
/// sections, or content built of them by `TableRowBuilder`.
@MainActor @preconcurrency
public protocol TableRowContent<TableRowValue> {
  /// The type of value each row shows.
  associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
  /// The type of the rows this content is made of.
  associatedtype TableRowBody: TableRowContent
  /// The rows this content is made of.
  var tableRowBody: TableRowBody { get }
}

extension TableRowContent where TableRowBody == Never {
  /// Built-in row content has no body; a table reads its rows directly.
  public var tableRowBody: Never { primitiveBody(Self.self) }
}

extension Never {
  /// `Never` shows no rows.
  public typealias TableRowValue = Never
}

extension Never: TableRowContent {
  /// `Never` has no rows.
  public typealias TableRowBody = Never
  /// `Never` has no value, so no rows to read.
  public var tableRowBody: Never { switch self {} }
}

/// One row as a table shows it.
struct TableRowEntry {
  /// The row's value (always the table's `Value`).
  let value: Any
  /// How deep in an outline the row is.
  var depth = 0
  /// Whether `.selectionDisabled()` keeps the row from being selected.
  var isSelectionDisabled = false
  /// Modifiers applied to the row's view, innermost first.
  var decorations: [@MainActor (AnyView) -> AnyView] = []
}

/// A row of a table, or the header of a section of rows.
enum TableItem {
  case row(TableRowEntry)
  case header(AnyView)
}

/// Row content that lists its rows itself.
@MainActor
protocol TableRowCollecting {
  func collectRows(into items: inout [TableItem])
}

/// Appends the rows of `content`: its own list, or its body's.
@MainActor
func appendTableRows<R: TableRowContent>(of content: R, to items: inout [TableItem]) {
  if let collecting = content as? any TableRowCollecting {
    collecting.collectRows(into: &items)
  } else if R.TableRowBody.self != Never.self {
    appendTableRows(of: content.tableRowBody, to: &items)
  }
}

/// Row content that changes each of its rows (`.contextMenu`, `.selectionDisabled()`).
struct ModifiedTableRows<Content: TableRowContent> {
  let content: Content
  let change: @MainActor (inout TableRowEntry) -> Void
}

extension ModifiedTableRows: TableRowContent, TableRowCollecting {
  typealias TableRowValue = Content.TableRowValue
  typealias TableRowBody = Never

  func collectRows(into items: inout [TableItem]) {
    let start = items.count
    appendTableRows(of: content, to: &items)
    for index in items.indices[start...] {
      guard case .row(var entry) = items[index] else { continue }
      change(&entry)
      items[index] = .row(entry)
    }
  }
}

/// A row of a table, showing `value` in each column.
public struct TableRow<Value: Identifiable> {
  let value: Value

  /// A row showing `value`.
  nonisolated public init(_ value: Value) { self.value = value }
}

extension TableRow: TableRowContent, TableRowCollecting {
  /// The type of value the row shows.
  public typealias TableRowValue = Value
  /// A row is shown by the table itself.
  public typealias TableRowBody = Never

  func collectRows(into items: inout [TableItem]) {
    items.append(.row(TableRowEntry(value: value)))
  }
}

/// A result builder that makes the rows of a table from a closure of `TableRow`s.
@resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
  /// Row content, as it is.
  public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content
  where Value == Content.TableRowValue {
    content
  }

  /// One row content, as it is.
  public static func buildBlock<C: TableRowContent>(_ content: C) -> C
  where Value == C.TableRowValue {
    content
  }

  /// 2 row contents, shown in order.
  public static func buildBlock<C0: TableRowContent, C1: TableRowContent>(
    _ c0: C0, _ c1: C1
  ) -> TupleTableRowContent<Value, (C0, C1)>
  where Value == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue {
    TupleTableRowContent((c0, c1), ofType: Value.self)
  }

  /// 3 row contents, shown in order.
  public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent>(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> TupleTableRowContent<Value, (C0, C1, C2)>
  where
    Value == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue
  {
    TupleTableRowContent((c0, c1, c2), ofType: Value.self)
  }

  /// 4 row contents, shown in order.
  public static func buildBlock<
    C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> TupleTableRowContent<Value, (C0, C1, C2, C3)>
  where
    Value == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue
  {
    TupleTableRowContent((c0, c1, c2, c3), ofType: Value.self)
  }

  /// 5 row contents, shown in order.
  public static func buildBlock<
    C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
    C4: TableRowContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4)>
  where
    Value == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
    C3.TableRowValue == C4.TableRowValue
  {
    TupleTableRowContent((c0, c1, c2, c3, c4), ofType: Value.self)
  }

  /// 6 row contents, shown in order.
  public static func buildBlock<
    C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
    C4: TableRowContent, C5: TableRowContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
  ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5)>
  where
    Value == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
    C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue
  {
    TupleTableRowContent((c0, c1, c2, c3, c4, c5), ofType: Value.self)
  }

  /// 7 row contents, shown in order.
  public static func buildBlock<
    C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
    C4: TableRowContent, C5: TableRowContent, C6: TableRowContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
  ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6)>
  where
    Value == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
    C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
    C5.TableRowValue == C6.TableRowValue
  {
    TupleTableRowContent((c0, c1, c2, c3, c4, c5, c6), ofType: Value.self)
  }

  /// 8 row contents, shown in order.
  public static func buildBlock<
    C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
    C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
  ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7)>
  where
    Value == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
    C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
    C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue
  {
    TupleTableRowContent((c0, c1, c2, c3, c4, c5, c6, c7), ofType: Value.self)
  }

  /// 9 row contents, shown in order.
  public static func buildBlock<
    C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
    C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent,
    C8: TableRowContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
  ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
  where
    Value == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
    C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
    C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue,
    C7.TableRowValue == C8.TableRowValue
  {
    TupleTableRowContent((c0, c1, c2, c3, c4, c5, c6, c7, c8), ofType: Value.self)
  }

  /// 10 row contents, shown in order.
  public static func buildBlock<
    C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
    C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent,
    C8: TableRowContent, C9: TableRowContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9
  ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
  where
    Value == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
    C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
    C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue,
    C7.TableRowValue == C8.TableRowValue, C8.TableRowValue == C9.TableRowValue
  {
    TupleTableRowContent((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), ofType: Value.self)
  }

  /// Rows shown only when a condition holds.
  public static func buildIf<C: TableRowContent>(_ content: C?) -> C?
  where Value == C.TableRowValue {
    content
  }

  /// The first branch of an `if`/`else`.
  public static func buildEither<T: TableRowContent, F: TableRowContent>(first: T)
    -> _ConditionalContent<T, F>
  where Value == T.TableRowValue, T.TableRowValue == F.TableRowValue {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else`.
  public static func buildEither<T: TableRowContent, F: TableRowContent>(second: F)
    -> _ConditionalContent<T, F>
  where Value == T.TableRowValue, T.TableRowValue == F.TableRowValue {
    _ConditionalContent(storage: .falseContent(second))
  }
}

/// Several row contents, one after the other, as `TableRowBuilder` makes them.
@frozen
public struct TupleTableRowContent<Value: Identifiable, T> {
  /// The row contents, as a tuple.
  public var value: T

  init(_ value: T, ofType: Value.Type) { self.value = value }
}

extension TupleTableRowContent: TableRowContent, TableRowCollecting {
  /// The type of value each row shows.
  public typealias TableRowValue = Value
  /// A tuple's rows are its parts'.
  public typealias TableRowBody = Never

  func collectRows(into items: inout [TableItem]) {
    for child in Mirror(reflecting: value).children {
      if let content = child.value as? any TableRowContent {
        appendTableRows(of: content, to: &items)
      }
    }
  }
}

extension _ConditionalContent: TableRowContent, TableRowCollecting
where TrueContent: TableRowContent, FalseContent: TableRowContent {
  /// The type of value each row shows.
  public typealias TableRowValue = TrueContent.TableRowValue
  /// Conditional rows are those of the branch taken.
  public typealias TableRowBody = Never

  func collectRows(into items: inout [TableItem]) {
    switch storage {
    case .trueContent(let content): appendTableRows(of: content, to: &items)
    case .falseContent(let content): appendTableRows(of: content, to: &items)
    }
  }
}

extension Optional: TableRowContent, TableRowCollecting where Wrapped: TableRowContent {
  /// The type of value each row shows.
  public typealias TableRowValue = Wrapped.TableRowValue
  /// Optional rows are the wrapped ones, when there are some.
  public typealias TableRowBody = Never

  func collectRows(into items: inout [TableItem]) {
    if let content = self { appendTableRows(of: content, to: &items) }
  }
}

extension Group: TableRowContent, TableRowCollecting where Content: TableRowContent {
  /// The type of value each row shows.
  public typealias TableRowValue = Content.TableRowValue
  /// A group's rows are its content's.
  public typealias TableRowBody = Never

  /// Groups rows, as one content of a table's rows (past the builder's ten).
  nonisolated public init<R>(@TableRowBuilder<R> content: () -> Content)
  where R == Content.TableRowValue {
    self.init(made: content())
  }

  func collectRows(into items: inout [TableItem]) {
    appendTableRows(of: content, to: &items)
  }
}
