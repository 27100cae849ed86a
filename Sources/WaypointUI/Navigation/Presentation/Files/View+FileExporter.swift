import Foundation

#if canImport(UniformTypeIdentifiers)
  import UniformTypeIdentifiers
#endif

extension View {
  /// Asks for a file name to write `document` as `contentType` while `isPresented` (and the
  /// document is not nil): "Export" writes it there and passes its URL to `onCompletion`.
  @available(iOS 14.0, macOS 11.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType,
    defaultFilename: String? = nil,
    onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
  ) -> some View {
    exportPanel(
      isPresented: isPresented, isAvailable: document != nil, contentType: contentType,
      defaultFilename: defaultFilename, onCompletion: onCompletion,
      onCancellation: FileExport.noCancellation
    ) { url in
      guard let document else { return }
      try document.fileWrapper(
        configuration: FileDocumentWriteConfiguration(contentType: contentType, existingFile: nil)
      ).write(to: url, options: .atomic, originalContentsURL: nil)
    }
  }

  /// Asks for a file name to write `document` as the first of `contentTypes` (else its first
  /// writable type), as above; "Cancel" calls `onCancellation`.
  @available(iOS 17.0, macOS 14.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [],
    defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View {
    let contentType = contentTypes.first ?? D.writableContentTypes.first ?? .data
    return exportPanel(
      isPresented: isPresented, isAvailable: document != nil, contentType: contentType,
      defaultFilename: defaultFilename, onCompletion: onCompletion,
      onCancellation: onCancellation
    ) { url in
      guard let document else { return }
      try document.fileWrapper(
        configuration: FileDocumentWriteConfiguration(contentType: contentType, existingFile: nil)
      ).write(to: url, options: .atomic, originalContentsURL: nil)
    }
  }

  /// Asks for a file name to write a snapshot of `document` as `contentType` while
  /// `isPresented`: "Export" writes it there and passes its URL to `onCompletion`.
  @available(iOS 14.0, macOS 11.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func fileExporter<D: ReferenceFileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType,
    defaultFilename: String? = nil,
    onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
  ) -> some View {
    exportPanel(
      isPresented: isPresented, isAvailable: document != nil, contentType: contentType,
      defaultFilename: defaultFilename, onCompletion: onCompletion,
      onCancellation: FileExport.noCancellation
    ) { url in
      guard let document else { return }
      try FileExport.write(document, as: contentType, to: url)
    }
  }

  /// Asks for a file name to write a snapshot of `document` as the first of `contentTypes`,
  /// as above; "Cancel" calls `onCancellation`.
  @available(iOS 17.0, macOS 14.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func fileExporter<D: ReferenceFileDocument>(
    isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [],
    defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View {
    let contentType = contentTypes.first ?? D.writableContentTypes.first ?? .data
    return exportPanel(
      isPresented: isPresented, isAvailable: document != nil, contentType: contentType,
      defaultFilename: defaultFilename, onCompletion: onCompletion,
      onCancellation: onCancellation
    ) { url in
      guard let document else { return }
      try FileExport.write(document, as: contentType, to: url)
    }
  }

  /// Asks for a file name to write `item` to while `isPresented` (and the item is not nil):
  /// text and attributed text are written as UTF-8, data as it is, a file URL's file copied.
  @available(iOS 17.0, macOS 14.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func fileExporter<T: Transferable>(
    isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [],
    defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View {
    exportPanel(
      isPresented: isPresented, isAvailable: item != nil,
      contentType: contentTypes.first ?? .data, defaultFilename: defaultFilename,
      onCompletion: onCompletion, onCancellation: onCancellation
    ) { url in
      guard let item else { return }
      try FileExport.write(item, to: url)
    }
  }

  /// Sets the label of the file name field of file exporters in this view.
  @available(iOS 17.0, macOS 14.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func fileExporterFilenameLabel(_ label: Text?) -> some View {
    environment(\.fileExporterFilenameLabel, label)
  }

  /// Sets the label of the file name field of file exporters in this view, a localized key.
  @available(iOS 17.0, macOS 14.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func fileExporterFilenameLabel(_ labelKey: LocalizedStringKey) -> some View {
    environment(\.fileExporterFilenameLabel, Text(labelKey))
  }

  /// Sets the label of the file name field of file exporters in this view.
  @available(iOS 17.0, macOS 14.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @_disfavoredOverload
  nonisolated public func fileExporterFilenameLabel<S: StringProtocol>(_ label: S) -> some View {
    environment(\.fileExporterFilenameLabel, Text(label))
  }

  /// The export panel: a file name field (the default name, with the type's extension),
  /// "Export" writing with `write` and reporting the URL or the error.
  nonisolated func exportPanel(
    isPresented: Binding<Bool>, isAvailable: Bool, contentType: UTType, defaultFilename: String?,
    onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void, write: @escaping (URL) throws -> Void
  ) -> some View {
    let name = FileExport.filename(defaultFilename, contentType: contentType)
    return modifier(
      FileExportPanelModifier(
        isPresented: isPresented, isAvailable: isAvailable, filename: name,
        complete: { path in
          let url = FilePathPanel.url(of: path)
          onCompletion(Result { try write(url) }.map { url })
        }, cancel: onCancellation))
  }
}

/// Presents the export panel with the file name label of the environment.
struct FileExportPanelModifier {
  let isPresented: Binding<Bool>
  let isAvailable: Bool
  let filename: String
  let complete: (String) -> Void
  let cancel: () -> Void
  @Environment(\.fileExporterFilenameLabel) private var label
}

extension FileExportPanelModifier: ViewModifier {
  func body(content: Content) -> some View {
    let (label, filename, isPresented) = (self.label, self.filename, self.isPresented)
    let (complete, cancel) = (self.complete, self.cancel)
    return content.filePanel(.fileExporter, isPresented: isPresented, isAvailable: isAvailable) {
      FilePathPanel(
        title: "Export", fieldLabel: label ?? Text("Save As"), confirmTitle: "Export",
        initialPath: filename, isPresented: isPresented, confirm: complete, cancel: cancel)
    }
  }
}

/// How a file exporter names and writes what it exports.
enum FileExport {
  /// What a form without a cancellation action does on cancel: nothing.
  static func noCancellation() {}

  /// `name` (else "Untitled") with the extension of `contentType` when it has none.
  static func filename(_ name: String?, contentType: UTType) -> String {
    let base = name ?? "Untitled"
    guard let ext = contentType.preferredFilenameExtension, !base.hasSuffix(".\(ext)") else {
      return base
    }
    return "\(base).\(ext)"
  }

  /// Writes a snapshot of `document` as `contentType` to `url`.
  static func write<D: ReferenceFileDocument>(_ document: D, as contentType: UTType, to url: URL)
    throws
  {
    let configuration = FileDocumentWriteConfiguration(contentType: contentType, existingFile: nil)
    try document.fileWrapper(
      snapshot: document.snapshot(contentType: contentType), configuration: configuration
    ).write(to: url, options: .atomic, originalContentsURL: nil)
  }

  /// Writes `item` to `url`: text as UTF-8, data as it is, a file URL's file copied.
  static func write<T: Transferable>(_ item: T, to url: URL) throws {
    switch item {
    case let text as String: try Data(text.utf8).write(to: url, options: .atomic)
    case let text as AttributedString:
      try Data(String(text.characters).utf8).write(to: url, options: .atomic)
    case let data as Data: try data.write(to: url, options: .atomic)
    case let file as URL where file.isFileURL:
      try FileManager.default.copyItem(at: file, to: url)
    case let link as URL: try Data(link.absoluteString.utf8).write(to: url, options: .atomic)
    default: throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
    }
  }
}

extension EnvironmentValues {
  /// The label of the file name field of file exporters here; nil for "Save As".
  var fileExporterFilenameLabel: Text? {
    get { self[FileExporterFilenameLabelKey.self] }
    set { self[FileExporterFilenameLabelKey.self] = newValue }
  }
}

private enum FileExporterFilenameLabelKey: EnvironmentKey {
  static var defaultValue: Text? { nil }
}

extension View {
  /// Asks for a folder to write `documents` to as `contentType` while `isPresented`: "Export"
  /// writes each as "Untitled", "Untitled 2", … and passes their URLs to `onCompletion`.
  @available(iOS 14.0, macOS 11.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentType: UTType,
    onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
  ) -> some View where C.Element: FileDocument {
    fileExporter(
      isPresented: isPresented, documents: documents, contentTypes: [contentType],
      onCompletion: onCompletion, onCancellation: FileExport.noCancellation)
  }

  /// Asks for a folder to write `documents` to as the first of `contentTypes`, as above;
  /// "Cancel" calls `onCancellation`.
  @available(iOS 17.0, macOS 14.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentTypes: [UTType] = [],
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View where C.Element: FileDocument {
    let documents = Array(documents)
    let contentType = contentTypes.first ?? C.Element.writableContentTypes.first ?? .data
    let configuration = FileDocumentWriteConfiguration(contentType: contentType, existingFile: nil)
    return folderExportPanel(
      isPresented: isPresented, isAvailable: !documents.isEmpty, count: documents.count,
      contentType: contentType, onCompletion: onCompletion, onCancellation: onCancellation
    ) { index, url in
      try documents[index].fileWrapper(configuration: configuration)
        .write(to: url, options: .atomic, originalContentsURL: nil)
    }
  }

  /// Asks for a folder to write `items` to while `isPresented`: text as UTF-8, data as it is,
  /// a file URL's file copied, each as "Untitled", "Untitled 2", ….
  @available(iOS 17.0, macOS 14.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func fileExporter<C: Collection>(
    isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [],
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View where C.Element: Transferable {
    let items = Array(items)
    return folderExportPanel(
      isPresented: isPresented, isAvailable: !items.isEmpty, count: items.count,
      contentType: contentTypes.first ?? .data, onCompletion: onCompletion,
      onCancellation: onCancellation
    ) { index, url in
      try FileExport.write(items[index], to: url)
    }
  }

  /// The panel of the exporters of several files: a folder field, "Export" writing each.
  nonisolated func folderExportPanel(
    isPresented: Binding<Bool>, isAvailable: Bool, count: Int, contentType: UTType,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void, write: @escaping (Int, URL) throws -> Void
  ) -> some View {
    filePanel(.fileExporter, isPresented: isPresented, isAvailable: isAvailable) {
      FilePathPanel(
        title: "Export", fieldLabel: Text("Folder"), confirmTitle: "Export",
        initialPath: FileManager.default.currentDirectoryPath, isPresented: isPresented,
        confirm: { folder in
          let directory = FilePathPanel.url(of: folder)
          onCompletion(
            Result {
              try (0..<count).map { index in
                let name = index == 0 ? "Untitled" : "Untitled \(index + 1)"
                let url = directory.appendingPathComponent(
                  FileExport.filename(name, contentType: contentType))
                try write(index, url)
                return url
              }
            })
        }, cancel: onCancellation)
    }
  }
}
