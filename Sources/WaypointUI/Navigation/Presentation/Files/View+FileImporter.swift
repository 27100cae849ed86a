import Foundation

#if canImport(UniformTypeIdentifiers)
  import UniformTypeIdentifiers
#endif

extension View {
  /// Asks for a file to open while `isPresented`: a panel with a path field; "Open" passes the
  /// file's URL to `onCompletion`, or an error when there is no such file.
  @available(iOS 14.0, macOS 11.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType],
    onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
  ) -> some View {
    filePanel(.fileImporter, isPresented: isPresented) {
      FilePathPanel(
        title: "Open", fieldLabel: Text("Path"), confirmTitle: "Open", initialPath: "",
        isPresented: isPresented,
        confirm: { path in onCompletion(FileImport.existing(path)) }, cancel: {})
    }
  }

  /// Asks for files to open while `isPresented`; with `allowsMultipleSelection`, the path field
  /// takes several paths separated by `:` (as `PATH` does). "Open" passes their URLs to
  /// `onCompletion`, or an error when one does not exist.
  @available(iOS 14.0, macOS 11.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
  ) -> some View {
    fileImporter(
      isPresented: isPresented, allowedContentTypes: allowedContentTypes,
      allowsMultipleSelection: allowsMultipleSelection, onCompletion: onCompletion,
      onCancellation: {})
  }

  /// Asks for files to open while `isPresented`, as above; "Cancel" calls `onCancellation`.
  @available(iOS 17.0, macOS 14.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View {
    filePanel(.fileImporter, isPresented: isPresented) {
      FilePathPanel(
        title: "Open", fieldLabel: Text(allowsMultipleSelection ? "Paths" : "Path"),
        confirmTitle: "Open", initialPath: "", isPresented: isPresented,
        confirm: { text in
          let paths =
            allowsMultipleSelection
            ? text.split(separator: ":").map(String.init) : [text]
          onCompletion(Result { try paths.map { try FileImport.existing($0).get() } })
        }, cancel: onCancellation)
    }
  }
}

/// What a file import reads a typed path as.
enum FileImport {
  /// The file at `path`, or the error of a missing one.
  static func existing(_ path: String) -> Result<URL, any Error> {
    let url = FilePathPanel.url(of: path)
    guard !path.trimmingCharacters(in: .whitespaces).isEmpty,
      FileManager.default.fileExists(atPath: url.path)
    else {
      return .failure(CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path]))
    }
    return .success(url)
  }
}
