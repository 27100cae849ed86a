import Foundation

// The document a navigation bar's title menu offers to share. No bar here has a title menu
// that shares, so each form is recorded on the view's elements, where `render()` prints it.
extension View {
  /// Sets the document at `url` as the one this screen's title menu shares (recorded).
  nonisolated public func navigationDocument(_ url: URL) -> some View {
    recorded(".navigationDocument(\(url.absoluteString.debugDescription))")
  }

  /// Sets `document` as the one this screen's title menu shares (recorded, as the text it
  /// would be shared as).
  nonisolated public func navigationDocument<D: Transferable>(_ document: D) -> some View {
    recorded(".navigationDocument(\(TransferText.text(of: document).debugDescription))")
  }

  /// Sets `document` as the one this screen's title menu shares, previewed with a title
  /// (recorded).
  nonisolated public func navigationDocument<D: Transferable>(
    _ document: D, preview: SharePreview<Never, Never>
  ) -> some View {
    recordedDocument(document, preview: preview)
  }

  /// Sets `document` as the one this screen's title menu shares, previewed with a title and an
  /// icon (recorded).
  nonisolated public func navigationDocument<D: Transferable, I: Transferable>(
    _ document: D, preview: SharePreview<Never, I>
  ) -> some View {
    recordedDocument(document, preview: preview)
  }

  /// Sets `document` as the one this screen's title menu shares, previewed with a title and an
  /// image (recorded).
  nonisolated public func navigationDocument<D: Transferable, I: Transferable>(
    _ document: D, preview: SharePreview<I, Never>
  ) -> some View {
    recordedDocument(document, preview: preview)
  }

  /// Sets `document` as the one this screen's title menu shares, previewed with a title, an
  /// image and an icon (recorded).
  nonisolated public func navigationDocument<
    D: Transferable, I1: Transferable, I2: Transferable
  >(_ document: D, preview: SharePreview<I1, I2>) -> some View {
    recordedDocument(document, preview: preview)
  }

  /// The `.navigationDocument(_:preview:)` record of `document` and `preview`.
  nonisolated private func recordedDocument<D: Transferable, I1: Transferable, I2: Transferable>(
    _ document: D, preview: SharePreview<I1, I2>
  ) -> ModifiedContent<Self, AttributeModifier> {
    recorded(
      ".navigationDocument(\(TransferText.text(of: document).debugDescription), preview: "
        + "\(preview.recordedSource))")
  }
}
