import Foundation
import WaypointCore

extension Picker where Label == Text {
  /// A picker titled with a string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), selection: selection, content: content)
  }

  /// A picker titled with a string resource, with a label for the current value (not shown here).
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), selection: selection, content: content,
      currentValueLabel: currentValueLabel)
  }

  /// A picker of many sources titled with a string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init<C: RandomAccessCollection>(
    _ titleResource: LocalizedStringResource, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), sources: sources, selection: selection,
      content: content)
  }

  /// A picker of many sources titled with a string resource, with a label for the current value.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  public init<C: RandomAccessCollection>(
    _ titleResource: LocalizedStringResource, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> some View
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), sources: sources, selection: selection,
      content: content, currentValueLabel: currentValueLabel)
  }
}

extension Picker where Label == WaypointUI.Label<Text, Image> {
  /// A picker titled with a string resource and a system image.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, systemImage: String,
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), systemImage: systemImage, selection: selection,
      content: content)
  }

  /// A picker titled with a string resource and a system image, with a label for the current value.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, systemImage: String,
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> some View
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), systemImage: systemImage, selection: selection,
      content: content, currentValueLabel: currentValueLabel)
  }

  /// A picker of many sources titled with a string resource and a system image.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init<C: RandomAccessCollection>(
    _ titleResource: LocalizedStringResource, systemImage: String, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
  ) where C.Element == Binding<SelectionValue> {
    self.init(
      LocalizedStringKey(resolving: titleResource), systemImage: systemImage, sources: sources,
      selection: selection, content: content)
  }

  /// A picker of many sources titled with a string resource and a system image, with a label for
  /// the current value.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  public init<C: RandomAccessCollection>(
    _ titleResource: LocalizedStringResource, systemImage: String, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> some View
  ) where C.Element == Binding<SelectionValue> {
    self.init(
      LocalizedStringKey(resolving: titleResource), systemImage: systemImage, sources: sources,
      selection: selection, content: content, currentValueLabel: currentValueLabel)
  }
}

extension Picker where Label == WaypointUI.Label<Text, Image> {
  /// A picker titled with a string resource and an image resource.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, image: ImageResource,
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), image: image, selection: selection,
      content: content)
  }

  /// A picker titled with a string resource and an image resource, with a label for the
  /// current value.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, image: ImageResource,
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> some View
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), image: image, selection: selection,
      content: content,
      currentValueLabel: currentValueLabel)
  }

  /// A picker of many sources titled with a string resource and an image resource.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  public init<C: RandomAccessCollection>(
    _ titleResource: LocalizedStringResource, image: ImageResource, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
  ) where C.Element == Binding<SelectionValue> {
    self.init(
      LocalizedStringKey(resolving: titleResource), image: image, sources: sources,
      selection: selection, content: content)
  }

  /// A picker of many sources titled with a string resource and an image resource, with a
  /// label for the current value.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  public init<C: RandomAccessCollection>(
    _ titleResource: LocalizedStringResource, image: ImageResource, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> some View
  ) where C.Element == Binding<SelectionValue> {
    self.init(
      LocalizedStringKey(resolving: titleResource), image: image, sources: sources,
      selection: selection, content: content,
      currentValueLabel: currentValueLabel)
  }
}
