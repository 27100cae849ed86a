/// A result builder that combines commands into one (`commands { … }`).
@resultBuilder
public struct CommandsBuilder {
  /// Passes one command through.
  public static func buildExpression<Content: Commands>(_ content: Content) -> Content {
    content
  }

  /// No commands.
  public static func buildBlock() -> EmptyCommands { EmptyCommands() }

  /// One command, passed through.
  public static func buildBlock<C: Commands>(_ content: C) -> C { content }

  /// Two commands, in order.
  public static func buildBlock<C0: Commands, C1: Commands>(_ c0: C0, _ c1: C1) -> some Commands {
    TupleCommands(parts: [c0, c1])
  }

  /// Three commands, in order.
  public static func buildBlock<C0: Commands, C1: Commands, C2: Commands>(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> some Commands {
    TupleCommands(parts: [c0, c1, c2])
  }

  /// Four commands, in order.
  public static func buildBlock<C0: Commands, C1: Commands, C2: Commands, C3: Commands>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> some Commands {
    TupleCommands(parts: [c0, c1, c2, c3])
  }

  /// Five commands, in order.
  public static func buildBlock<
    C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some Commands {
    TupleCommands(parts: [c0, c1, c2, c3, c4])
  }

  /// Six commands, in order.
  public static func buildBlock<
    C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some Commands {
    TupleCommands(parts: [c0, c1, c2, c3, c4, c5])
  }

  /// Seven commands, in order.
  public static func buildBlock<
    C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands,
    C6: Commands
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some Commands {
    TupleCommands(parts: [c0, c1, c2, c3, c4, c5, c6])
  }

  /// Eight commands, in order.
  public static func buildBlock<
    C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands,
    C6: Commands, C7: Commands
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
  ) -> some Commands {
    TupleCommands(parts: [c0, c1, c2, c3, c4, c5, c6, c7])
  }

  /// Nine commands, in order.
  public static func buildBlock<
    C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands,
    C6: Commands, C7: Commands, C8: Commands
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
  ) -> some Commands {
    TupleCommands(parts: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
  }

  /// Ten commands, in order.
  public static func buildBlock<
    C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands,
    C6: Commands, C7: Commands, C8: Commands, C9: Commands
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9
  ) -> some Commands {
    TupleCommands(parts: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
  }

  /// The commands of an `if` without `else`, or none.
  public static func buildIf<C: Commands>(_ content: C?) -> C? { content }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<T: Commands, F: Commands>(first: T) -> _ConditionalContent<T, F> {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<T: Commands, F: Commands>(second: F) -> _ConditionalContent<T, F> {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// Commands built under `if #available`.
  public static func buildLimitedAvailability(_ content: any Commands) -> some Commands {
    LimitedAvailabilityCommands(commands: content)
  }
}
