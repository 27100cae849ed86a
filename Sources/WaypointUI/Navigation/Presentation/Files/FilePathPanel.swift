import Foundation

extension LayerKind {
  /// The panel of `.fileImporter`: a path to open.
  public static let fileImporter = LayerKind(rawValue: "fileImporter")
  /// The panel of `.fileExporter`: a file name to write to.
  public static let fileExporter = LayerKind(rawValue: "fileExporter")
  /// The panel of `.fileMover`: a folder to move to.
  public static let fileMover = LayerKind(rawValue: "fileMover")
}

/// What the file panels show in place of a system file browser: a title, a field for a path
/// and buttons to cancel or go ahead. Paths are the process's: relative ones start at its
/// working directory, `~` at the home folder.
struct FilePathPanel {
  let title: String
  let fieldLabel: Text
  let confirmTitle: String
  let isPresented: Binding<Bool>
  let confirm: (String) -> Void
  let cancel: () -> Void
  @State private var path: String

  init(
    title: String, fieldLabel: Text, confirmTitle: String, initialPath: String,
    isPresented: Binding<Bool>, confirm: @escaping (String) -> Void,
    cancel: @escaping () -> Void
  ) {
    self.title = title
    self.fieldLabel = fieldLabel
    self.confirmTitle = confirmTitle
    self.isPresented = isPresented
    self.confirm = confirm
    self.cancel = cancel
    _path = State(initialValue: initialPath)
  }

  /// The file URL of a path a person typed.
  static func url(of path: String) -> URL {
    let expanded = NSString(string: path.trimmingCharacters(in: .whitespaces)).expandingTildeInPath
    return URL(fileURLWithPath: expanded)
  }
}

extension FilePathPanel: View {
  var body: some View {
    VStack(alignment: .leading) {
      Text(title)
      TextField(text: $path) { fieldLabel }
      HStack {
        Button("Cancel", role: .cancel) {
          isPresented.wrappedValue = false
          cancel()
        }
        Button(confirmTitle) {
          isPresented.wrappedValue = false
          confirm(path)
        }
      }
    }
  }
}

extension View {
  /// Presents `panel` as a layer of `kind` while `isPresented` and `isAvailable` are true.
  nonisolated func filePanel(
    _ kind: LayerKind, isPresented: Binding<Bool>, isAvailable: Bool = true,
    panel: @escaping () -> FilePathPanel
  ) -> some View {
    let shown = Binding(
      get: { isPresented.wrappedValue && isAvailable },
      set: { isPresented.wrappedValue = $0 })
    return modifier(
      PresentationLayerModifier(
        kind: kind, isModal: true, isPresented: shown, onDismiss: nil, content: panel))
  }
}
