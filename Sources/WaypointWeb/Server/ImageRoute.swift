import Foundation
import HTTPTypes
import Hummingbird
import WaypointUI

/// The app's images, served by the paths the asset index gives them: a path no asset lists is
/// a 404 without touching the file system, so no request can read anything else.
enum ImageRoute {
  /// Where image paths start.
  static let prefix = PageDocument.assetPrefix + "images/"

  /// The address of one file of an asset.
  static func url(of variant: ImageAsset.Variant) -> String { prefix + variant.webPath }

  /// The answer to a request for `path` (the request's path, still percent-encoded).
  static func response(
    path: String, ifNoneMatch: String?, assets: ImageAssets = .shared, includeBody: Bool = true
  ) -> Response {
    guard path.hasPrefix(prefix),
      let variant = assets.variant(atWebPath: String(path.dropFirst(prefix.count))),
      let attributes = try? FileManager.default.attributesOfItem(atPath: variant.file.path)
    else { return notFound }
    let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
    let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    let tag = "\"\(size)-\(Int(modified))\""
    var headers: HTTPFields = [
      .contentType: variant.format.mediaType,
      .cacheControl: "public, max-age=3600",
      .eTag: tag,
      HTTPField.Name("X-Content-Type-Options")!: "nosniff",
    ]
    // An SVG opened on its own must not run a script it holds.
    if variant.format == .svg {
      headers[.contentSecurityPolicy] = "default-src 'none'; style-src 'unsafe-inline'"
    }
    if ifNoneMatch == tag { return Response(status: .notModified, headers: headers) }
    guard includeBody else {
      headers[.contentLength] = String(size)
      return Response(status: .ok, headers: headers)
    }
    guard let data = FileManager.default.contents(atPath: variant.file.path) else {
      return notFound
    }
    return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
  }

  private static var notFound: Response {
    Response(
      status: .notFound, headers: [.contentType: "text/plain; charset=utf-8"],
      body: .init(byteBuffer: ByteBuffer(string: "No such image.\n")))
  }
}
