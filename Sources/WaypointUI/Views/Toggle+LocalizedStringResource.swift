import Foundation
import WaypointCore

extension Toggle where Label == Text {
  /// Makes a toggle for `isOn` labeled with the text `titleResource` looks up in its own table
  /// and bundle.
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
  /// Makes a toggle for `isOn` whose label is the symbol `systemImage` beside the text
  /// `titleResource` looks up.
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
  /// Makes a toggle for `isOn` whose label is the catalog image `image` beside the text
  /// `titleResource` looks up.
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
