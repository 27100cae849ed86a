import Foundation
import WaypointCore

extension Toggle where Label == Text {
  /// Creates a toggle that generates its label from a string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, isOn: Binding<Bool>) {
    self.init(LocalizedStringKey(resolving: titleResource), isOn: isOn)
  }

  /// A toggle of many sources titled with a string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init<C: RandomAccessCollection>(
    _ titleResource: LocalizedStringResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), sources: sources, isOn: isOn)
  }
}

extension Toggle where Label == WaypointUI.Label<Text, Image> {
  /// Creates a toggle with a system image and a title from a string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, systemImage: String, isOn: Binding<Bool>) {
    self.init(LocalizedStringKey(resolving: titleResource), systemImage: systemImage, isOn: isOn)
  }

  /// A toggle of many sources with a system image, titled with a string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init<C: RandomAccessCollection>(
    _ titleResource: LocalizedStringResource, systemImage: String, sources: C,
    isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), systemImage: systemImage, sources: sources,
      isOn: isOn)
  }
}

extension Toggle where Label == WaypointUI.Label<Text, Image> {
  /// Creates a toggle with an image resource and a title from a string resource.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, image: ImageResource, isOn: Binding<Bool>
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), image: image, isOn: isOn)
  }

  /// A toggle of many sources with an image resource, titled with a string resource.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  public init<C: RandomAccessCollection>(
    _ titleResource: LocalizedStringResource, image: ImageResource, sources: C,
    isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), image: image, sources: sources, isOn: isOn)
  }
}
