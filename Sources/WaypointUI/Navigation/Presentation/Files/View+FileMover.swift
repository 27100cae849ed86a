import Foundation

extension View {
  /// Asks for a folder to move `file` to while `isPresented`: "Move" moves it there and passes
  /// its new URL to `onCompletion`, or the error that stopped it.
  @available(iOS 14.0, macOS 11.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func fileMover(
    isPresented: Binding<Bool>, file: URL?,
    onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
  ) -> some View {
    fileMover(isPresented: isPresented, file: file, onCompletion: onCompletion, onCancellation: {})
  }

  /// Asks for a folder to move `file` to, as above; "Cancel" calls `onCancellation`.
  @available(iOS 17.0, macOS 14.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func fileMover(
    isPresented: Binding<Bool>, file: URL?,
    onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View {
    filePanel(.fileMover, isPresented: isPresented, isAvailable: file != nil) {
      FilePathPanel(
        title: "Move", fieldLabel: Text("Folder"), confirmTitle: "Move",
        initialPath: FileManager.default.currentDirectoryPath, isPresented: isPresented,
        confirm: { folder in
          guard let file else { return }
          onCompletion(Result { try FileMove.move(file, to: folder) })
        }, cancel: onCancellation)
    }
  }

  /// Asks for a folder to move `files` to while `isPresented`: "Move" moves them there and
  /// passes their new URLs to `onCompletion`, or the first error.
  @available(iOS 14.0, macOS 11.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func fileMover<C: Collection>(
    isPresented: Binding<Bool>, files: C,
    onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
  ) -> some View where C.Element == URL {
    fileMover(
      isPresented: isPresented, files: files, onCompletion: onCompletion, onCancellation: {})
  }

  /// Asks for a folder to move `files` to, as above; "Cancel" calls `onCancellation`.
  @available(iOS 17.0, macOS 14.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func fileMover<C: Collection>(
    isPresented: Binding<Bool>, files: C,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View where C.Element == URL {
    let files = Array(files)
    return filePanel(.fileMover, isPresented: isPresented, isAvailable: !files.isEmpty) {
      FilePathPanel(
        title: "Move", fieldLabel: Text("Folder"), confirmTitle: "Move",
        initialPath: FileManager.default.currentDirectoryPath, isPresented: isPresented,
        confirm: { folder in
          onCompletion(Result { try files.map { try FileMove.move($0, to: folder) } })
        }, cancel: onCancellation)
    }
  }
}

/// How a file mover moves a file.
enum FileMove {
  /// Moves `file` into the folder at `folder`, returning its new URL.
  static func move(_ file: URL, to folder: String) throws -> URL {
    let destination = FilePathPanel.url(of: folder).appendingPathComponent(file.lastPathComponent)
    try FileManager.default.moveItem(at: file, to: destination)
    return destination
  }
}
