import Foundation
import WaypointCore

extension NewDocumentButton where Label == Text {
  /// A button with a title from a string resource opening the file `prepareDocumentURL` names.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  nonisolated public init(
    _ titleResource: LocalizedStringResource, contentType: UTType,
    prepareDocumentURL: @escaping () async throws -> URL? = { nil }
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), contentType: contentType,
      prepareDocumentURL: prepareDocumentURL)
  }

  /// A button with a title from a string resource opening a new document of the app's first
  /// document group.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  nonisolated public init(_ titleResource: LocalizedStringResource, contentType: UTType? = nil) {
    self.init(LocalizedStringKey(resolving: titleResource), contentType: contentType)
  }

  /// A button with a title from a string resource opening a new document of the group editing
  /// `documentType`.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  nonisolated public init<D: FileDocument>(
    _ titleResource: LocalizedStringResource, for documentType: D.Type = D.self,
    contentType: UTType? = nil, prepareDocument: @escaping () async throws -> D? = { nil }
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), for: documentType, contentType: contentType,
      prepareDocument: prepareDocument)
  }

  /// A button with a title from a string resource opening a new object document of the group
  /// editing `documentType`.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  nonisolated public init<D: ReferenceFileDocument>(
    _ titleResource: LocalizedStringResource, for documentType: D.Type = D.self,
    contentType: UTType? = nil, prepareDocument: @escaping () async throws -> D? = { nil }
  ) {
    self.init(
      LocalizedStringKey(resolving: titleResource), for: documentType, contentType: contentType,
      prepareDocument: prepareDocument)
  }
}
