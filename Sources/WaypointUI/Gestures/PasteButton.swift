import Foundation

#if canImport(UniformTypeIdentifiers)
  import UniformTypeIdentifiers
#endif

/// A button that pastes the pasteboard's contents: the host's pasteboard text, offered as the
/// payload when it is of a text type (`String`, `URL`, `Data`, `AttributedString`) or a type
/// whose transfer representations read it.
@MainActor @preconcurrency
public struct PasteButton: View {
  @Environment(\.pasteboard) private var pasteboard
  private let paste: @MainActor (String) -> Void

  /// A button pasting items of `supportedContentTypes`, handing `payloadAction` their
  /// providers.
  public init(
    supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void
  ) {
    paste = { text in payloadAction([NSItemProvider(object: text as NSString)]) }
  }

  /// A button pasting items of `supportedContentTypes`, handing `payloadAction` what
  /// `validator` makes of their providers, when it makes something.
  public init<Payload>(
    supportedContentTypes: [UTType], validator: @escaping ([NSItemProvider]) -> Payload?,
    payloadAction: @escaping (Payload) -> Void
  ) {
    paste = { text in
      if let payload = validator([NSItemProvider(object: text as NSString)]) {
        payloadAction(payload)
      }
    }
  }

  /// A button pasting values of `payloadType`, handing them to `onPaste`: text as a text type,
  /// else as the value the type's representations read from the text (a `DataRepresentation`
  /// of a text type, a `CodableRepresentation`, a proxy), once they have read it.
  public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {
    paste = { text in
      let value: Any? =
        switch payloadType {
        case is String.Type: text
        case is URL.Type: URL(string: text)
        case is Data.Type: Data(text.utf8)
        case is AttributedString.Type: AttributedString(text)
        default: nil
        }
      if let value = value as? T {
        onPaste([value])
        return
      }
      startInteractionTask(named: "PasteButton") {
        guard let read = try? await TransferText.value(of: T.self, from: text) else { return }
        onPaste([read])
      }
    }
  }

  /// A "Paste" button, which pastes the pasteboard's text when there is some.
  public var body: some View {
    Button("Paste") {
      if let text = pasteboard.string { paste(text) }
    }
  }
}
