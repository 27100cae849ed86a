import Foundation

/// Content of a custom rotor: the entries an assistive technology's rotor moves between.
@MainActor @preconcurrency
public protocol AccessibilityRotorContent {
  /// The type of content this content is made of.
  associatedtype Body: AccessibilityRotorContent

  /// The entries of this content.
  @AccessibilityRotorContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: AccessibilityRotorContent {}

/// Builds rotor content from entries written one after another.
@resultBuilder
public struct AccessibilityRotorContentBuilder {
  /// Passes one piece of content through.
  public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content)
    -> Content
  {
    content
  }

  /// Content of one piece.
  public static func buildBlock<Content: AccessibilityRotorContent>(_ content: Content)
    -> some AccessibilityRotorContent
  {
    content
  }

  /// Content of several pieces, in order.
  @_disfavoredOverload
  public static func buildBlock<each Content>(_ content: repeat each Content)
    -> some AccessibilityRotorContent
  where repeat each Content: AccessibilityRotorContent {
    TupleRotorContent(value: (repeat each content))
  }

  /// Content shown only when a condition holds.
  public static func buildIf<Content: AccessibilityRotorContent>(_ content: Content?)
    -> some AccessibilityRotorContent
  {
    OptionalRotorContent(content: content)
  }
}

/// Several pieces of rotor content, in order.
struct TupleRotorContent<T> {
  let value: T
}

extension TupleRotorContent: AccessibilityRotorContent {
  var body: Never { return primitiveBody(Self.self) }
}

/// Rotor content that may be absent.
struct OptionalRotorContent<Content> {
  let content: Content?
}

extension OptionalRotorContent: AccessibilityRotorContent {
  var body: Never { return primitiveBody(Self.self) }
}

/// One entry of a custom rotor: a label, and the element or text range it moves to.
public struct AccessibilityRotorEntry<ID: Hashable> {
  /// What the rotor says for the entry.
  let label: String?
  /// The element the entry moves to, by its `id`.
  let id: ID?
  /// The namespace `id` is in, when given.
  let namespace: Namespace.ID?
  /// The range of text the entry moves to, when it moves within text.
  let textRange: Range<String.Index>?
  /// Runs before the rotor moves to the entry.
  let prepare: () -> Void

  private init(
    label: String?, id: ID?, namespace: Namespace.ID? = nil, textRange: Range<String.Index>?,
    prepare: @escaping () -> Void
  ) {
    self.label = label
    self.id = id
    self.namespace = namespace
    self.textRange = textRange
    self.prepare = prepare
  }

  /// An entry labelled by a text that moves to the view with `id`.
  public init(
    _ label: Text, id: ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping () -> Void = {}
  ) {
    self.init(label: label.plainText, id: id, textRange: textRange, prepare: prepare)
  }

  /// An entry that moves to the view with `id` in `namespace`.
  public init(
    _ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping () -> Void = {}
  ) {
    self.init(
      label: label.plainText, id: id, namespace: namespace, textRange: textRange,
      prepare: prepare)
  }

  /// An entry that moves to a range of text.
  public init(
    _ label: Text? = nil, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}
  ) where ID == Never {
    self.init(label: label?.plainText, id: nil, textRange: textRange, prepare: prepare)
  }

  /// An entry with a localized label that moves to the view with `id`.
  public init(
    _ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping () -> Void = {}
  ) {
    self.init(label: labelKey.resolved, id: id, textRange: textRange, prepare: prepare)
  }

  /// An entry labelled by a string that moves to the view with `id`.
  @_disfavoredOverload
  public init<L: StringProtocol>(
    _ label: L, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}
  ) {
    self.init(label: String(label), id: id, textRange: textRange, prepare: prepare)
  }

  /// An entry with a localized label that moves to the view with `id` in `namespace`.
  public init(
    _ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID,
    textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}
  ) {
    self.init(
      label: labelKey.resolved, id: id, namespace: namespace, textRange: textRange,
      prepare: prepare)
  }

  /// An entry labelled by a string that moves to the view with `id` in `namespace`.
  @_disfavoredOverload
  public init<L: StringProtocol>(
    _ label: L, _ id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping () -> Void = {}
  ) {
    self.init(
      label: String(label), id: id, namespace: namespace, textRange: textRange,
      prepare: prepare)
  }

  /// An entry with a localized label that moves to a range of text.
  public init(
    _ labelKey: LocalizedStringKey, textRange: Range<String.Index>,
    prepare: @escaping () -> Void = {}
  ) {
    self.init(label: labelKey.resolved, id: nil, textRange: textRange, prepare: prepare)
  }

  /// An entry labelled by a string that moves to a range of text.
  @_disfavoredOverload
  public init<L: StringProtocol>(
    _ label: L, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}
  ) where ID == Never {
    self.init(label: String(label), id: nil, textRange: textRange, prepare: prepare)
  }
}

extension AccessibilityRotorEntry: AccessibilityRotorContent {
  /// An entry has no body.
  public var body: Never { return primitiveBody(Self.self) }
}
