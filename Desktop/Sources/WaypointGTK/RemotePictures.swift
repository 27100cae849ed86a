import CGTK
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The pictures `AsyncImage` shows: the runtime has read them once to know they are images;
/// the window reads them again (a file, or HTTP through Foundation) and keeps each by URL.
@MainActor
enum RemotePictures {
  private static var textures: [URL: OpaquePointer] = [:]

  /// Shows the picture at `url` in the `GtkPicture` `picture` once it is read; nothing when it
  /// cannot be (the app's view shows its failure phase then).
  static func show(_ url: URL, in picture: UnsafeMutablePointer<GtkWidget>) {
    if let texture = textures[url] {
      gtk_picture_set_paintable(wp_picture(picture), texture)
      return
    }
    // The picture is held until the bytes arrive, even if its element goes meanwhile.
    g_object_ref(UnsafeMutableRawPointer(picture))
    nonisolated(unsafe) let held = picture
    Task { @MainActor in
      defer { g_object_unref(UnsafeMutableRawPointer(held)) }
      guard let data = await read(url), let texture = texture(from: data) else { return }
      textures[url] = texture
      // Still showing this URL (not another one since).
      if gtk_widget_get_name(held).map({ String(cString: $0) }) == url.absoluteString {
        gtk_picture_set_paintable(wp_picture(held), texture)
      }
    }
  }

  private nonisolated static func read(_ url: URL) async -> Data? {
    if url.isFileURL { return try? Data(contentsOf: url) }
    guard ["http", "https"].contains(url.scheme?.lowercased()) else { return nil }
    guard let (data, response) = try? await URLSession.shared.data(from: url) else { return nil }
    if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
      return nil
    }
    return data
  }

  private static func texture(from data: Data) -> OpaquePointer? {
    let bytes = data.withUnsafeBytes { buffer in
      g_bytes_new(buffer.baseAddress, gsize(buffer.count))
    }
    defer { g_bytes_unref(bytes) }
    return gdk_texture_new_from_bytes(bytes, nil)
  }
}
