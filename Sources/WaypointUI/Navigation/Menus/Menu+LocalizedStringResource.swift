import Foundation
import WaypointCore

extension Menu where Label == Text {
  /// A menu titled with a string resource.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
    self.init(LocalizedStringKey(resolving: titleResource), content: content)
  }

  /// A menu titled with `titleResource` resolved, whose tap runs `primaryAction`; the context-menu
  /// action opens `content`.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content,
    primaryAction: @escaping () -> Void
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), content: content, primaryAction: primaryAction)
  }
}

extension Menu where Label == WaypointUI.Label<Text, Image> {
  /// A menu labelled with `titleResource` resolved beside the `systemImage` symbol.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, systemImage: String,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), systemImage: systemImage, content: content)
  }

  /// A menu labelled with `titleResource` resolved beside the `systemImage` symbol, whose tap runs
  /// `primaryAction`; the context-menu action opens `content`.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, systemImage: String,
    @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), systemImage: systemImage, content: content,
      primaryAction: primaryAction)
  }
}

extension Menu where Label == WaypointUI.Label<Text, Image> {
  /// A menu labelled with `titleResource` resolved beside the image `image` names.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, image: ImageResource,
    @ViewBuilder content: () -> Content
  ) {
    self.init(LocalizedStringKey(resolving: titleResource), image: image, content: content)
  }

  /// A menu labelled with `titleResource` resolved beside the image `image` names, whose tap runs
  /// `primaryAction`; the context-menu action opens `content`.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, image: ImageResource,
    @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), image: image, content: content,
      primaryAction: primaryAction)
  }
}
