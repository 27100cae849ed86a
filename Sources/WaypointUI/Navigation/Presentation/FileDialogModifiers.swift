import Foundation
import WaypointCore

/// What a file dialog's browser shows: package contents, hidden files, file extensions.
public struct FileDialogBrowserOptions: OptionSet, Sendable {
  /// The options' bits.
  public let rawValue: Int
  /// Options of `rawValue`.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Lets people browse into packages.
  public static let enumeratePackages = FileDialogBrowserOptions(rawValue: 1 << 0)
  /// Shows hidden files.
  public static let includeHiddenFiles = FileDialogBrowserOptions(rawValue: 1 << 1)
  /// Shows file extensions.
  public static let displayFileExtensions = FileDialogBrowserOptions(rawValue: 1 << 2)
}

extension FileDialogBrowserOptions: CustomStringConvertible {
  /// The options as Swift source: `[.includeHiddenFiles]`.
  public var description: String {
    let names: [(FileDialogBrowserOptions, String)] = [
      (.enumeratePackages, ".enumeratePackages"), (.includeHiddenFiles, ".includeHiddenFiles"),
      (.displayFileExtensions, ".displayFileExtensions"),
    ]
    return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
  }
}

extension View {
  /// Sets the directory the file dialogs this view presents open in (recorded: file dialogs
  /// are drawn by the platform, not here).
  nonisolated public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View {
    recorded(
      ".fileDialogDefaultDirectory(\(defaultDirectory.map { "URL(\($0.absoluteString.debugDescription))" } ?? "nil"))"
    )
  }

  /// Sets the identifier file dialogs use to remember their settings (recorded: file dialogs
  /// are drawn by the platform, not here).
  nonisolated public func fileDialogCustomizationID(_ id: String) -> some View {
    recorded(".fileDialogCustomizationID(\(id.debugDescription))")
  }

  /// Sets the message file dialogs show (recorded: file dialogs are drawn by the platform).
  nonisolated public func fileDialogMessage(_ message: Text?) -> some View {
    recorded(
      ".fileDialogMessage(\(message.map { "Text(\($0.plainText.debugDescription))" } ?? "nil"))")
  }

  /// Sets the message file dialogs show, from a localized key (recorded: file dialogs are drawn
  /// by the platform).
  nonisolated public func fileDialogMessage(_ messageKey: LocalizedStringKey) -> some View {
    recorded(".fileDialogMessage(\(messageKey.resolved.debugDescription))")
  }

  /// Sets the message file dialogs show, from a string (recorded: file dialogs are drawn by the
  /// platform).
  @_disfavoredOverload
  nonisolated public func fileDialogMessage<S: StringProtocol>(_ message: S) -> some View {
    recorded(".fileDialogMessage(\(String(message).debugDescription))")
  }

  /// Sets the label of file dialogs' confirm button, from a string (recorded: file dialogs are
  /// drawn by the platform).
  @_disfavoredOverload
  nonisolated public func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> some View {
    recorded(".fileDialogConfirmationLabel(\(String(label).debugDescription))")
  }

  /// Sets the label of file dialogs' confirm button (recorded: file dialogs are drawn by the
  /// platform).
  nonisolated public func fileDialogConfirmationLabel(_ label: Text?) -> some View {
    recorded(
      ".fileDialogConfirmationLabel(\(label.map { "Text(\($0.plainText.debugDescription))" } ?? "nil"))"
    )
  }

  /// Sets the label of file dialogs' confirm button, from a localized key (recorded: file
  /// dialogs are drawn by the platform).
  nonisolated public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey)
    -> some View
  {
    recorded(".fileDialogConfirmationLabel(\(labelKey.resolved.debugDescription))")
  }

  /// Sets which files file dialogs let people choose (recorded: file dialogs are drawn by the
  /// platform).
  nonisolated public func fileDialogURLEnabled(_ predicate: Predicate<URL>) -> some View {
    recorded(".fileDialogURLEnabled(predicate)")
  }

  /// Sets whether file dialogs resolve aliases they import (recorded: file dialogs are drawn by
  /// the platform).
  nonisolated public func fileDialogImportsUnresolvedAliases(_ imports: Bool) -> some View {
    recorded(".fileDialogImportsUnresolvedAliases(\(imports))")
  }

  /// Sets what file dialogs' browsers show (recorded: file dialogs are drawn by the platform).
  nonisolated public func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions)
    -> some View
  {
    recorded(".fileDialogBrowserOptions(\(options))")
  }
}
