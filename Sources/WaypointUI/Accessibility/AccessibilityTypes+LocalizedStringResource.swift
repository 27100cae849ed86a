import Foundation
import WaypointCore

extension AccessibilityActionCategory {
  /// A category named with a string resource.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  public init(_ nameResource: LocalizedStringResource) {
    self.init(LocalizedStringKey(resolving: nameResource))
  }
}

extension AccessibilityCustomContentKey {
  /// A key labelled with a string resource, which also identifies it.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  @_disfavoredOverload
  public init(_ labelResource: LocalizedStringResource) {
    self.init(LocalizedStringKey(resolving: labelResource))
  }

  /// A key labelled with a string resource, with an identifier.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init(_ labelResource: LocalizedStringResource, id: String) {
    self.init(LocalizedStringKey(resolving: labelResource), id: id)
  }
}

extension AccessibilityRotorEntry {
  /// An entry with a label from a string resource that moves to the view with `id` in `namespace`.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init(
    _ labelResource: LocalizedStringResource, id: ID, in namespace: Namespace.ID,
    textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}
  ) {
    self.init(
      LocalizedStringKey(resolving: labelResource), id: id, in: namespace, textRange: textRange,
      prepare: prepare)
  }

  /// An entry with a label from a string resource that moves to the view with `id`.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init(
    _ labelResource: LocalizedStringResource, id: ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping () -> Void = {}
  ) {
    self.init(
      LocalizedStringKey(resolving: labelResource), id: id, textRange: textRange, prepare: prepare)
  }

  /// An entry with a label from a string resource that moves to a range of text.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init(
    _ labelResource: LocalizedStringResource, textRange: Range<String.Index>,
    prepare: @escaping () -> Void = {}
  ) {
    self.init(LocalizedStringKey(resolving: labelResource), textRange: textRange, prepare: prepare)
  }
}
