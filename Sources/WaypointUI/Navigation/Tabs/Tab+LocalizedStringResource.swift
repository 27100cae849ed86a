import Foundation
import WaypointCore

extension Tab where Value == Never, Label == DefaultTabLabel {
  /// Creates a tab with a title from a string resource and an image of the app, in a tab view
  /// without a selection.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, image: String, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), image: image, role: role, content: content)
  }

  /// Creates a tab with a title from a string resource and a system image, in a tab view
  /// without a selection.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, systemImage: String, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), systemImage: systemImage, role: role,
      content: content)
  }
}

extension Tab where Label == DefaultTabLabel {
  /// Creates a tab with a title from a string resource, an image of the app and the value that
  /// selects it.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, image: String, value: Value, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), image: image, value: value, role: role,
      content: content)
  }

  /// Creates a tab with a title from a string resource, a system image and the value that
  /// selects it.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, systemImage: String, value: Value,
    role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), systemImage: systemImage, value: value,
      role: role, content: content)
  }
}

extension TabContent {
  /// Shows the text a string resource stands for on the tab.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  public func badge(_ resource: LocalizedStringResource) -> ModifiedTabContent<Self> {
    badge(LocalizedStringKey(resolving: resource))
  }
}

extension TabSection where Header == Text, Footer == EmptyView {
  /// Creates a tab section titled with a string resource.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource,
    @TabContentBuilder<SelectionValue> content: () -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), content: content)
  }
}
