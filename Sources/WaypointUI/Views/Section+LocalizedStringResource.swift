import Foundation
import WaypointCore

extension Section where Parent: TableRowContent, Content: TableRowContent, Footer: TableRowContent {
  /// A section of rows titled with a string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public init<V>(
    _ titleResource: LocalizedStringResource, @TableRowBuilder<V> content: () -> Content
  )
  where
    Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>,
    V == Content.TableRowValue
  {
    self.init(LocalizedStringKey(resolving: titleResource), content: content)
  }
}

extension Section where Parent: TableRowContent, Content: TableRowContent {
  /// A section of rows titled with a string resource, shown while `isExpanded` is true.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  nonisolated public init<V>(
    _ titleResource: LocalizedStringResource, isExpanded: Binding<Bool>,
    @TableRowBuilder<V> content: () -> Content
  )
  where
    Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>,
    V == Content.TableRowValue
  {
    self.init(
      LocalizedStringKey(resolving: titleResource), isExpanded: isExpanded, content: content)
  }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// Makes a section of the `content` views headed by the text `titleResource` looks up in its
  /// own table and bundle.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
    self.init(LocalizedStringKey(resolving: titleResource), content: content)
  }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// Creates a section titled with a string resource that shows its content while `isExpanded`
  /// is true; choosing the title flips it.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, isExpanded: Binding<Bool>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), isExpanded: isExpanded, content: content)
  }
}
