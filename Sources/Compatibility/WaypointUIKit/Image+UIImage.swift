import Foundation
import WaypointUI

#if !canImport(UIKit)
  extension Image {
    /// SwiftUI's image of a UIKit image: an asset or a symbol as `Image(_:)` draws it, a file's
    /// bytes as a `data:` URL the browser shows, a renderer's bitmap as its recorded view; the
    /// rendering mode and tint carry over.
    public init(uiImage: UIImage) {
      var image: Image
      switch uiImage.source {
      case .asset(let asset): image = Image(name: .asset(asset))
      case .symbol(let name): image = Image(systemName: name)
      case .file(let data, let format):
        let url = URL(string: "data:\(format.mediaType);base64,\(data.base64EncodedString())")
        image = url.map { Image(name: .remote($0)) } ?? Image(name: .resource("uiImage"))
      case .bitmap(let bitmap): image = Image(bitmap: bitmap)
      }
      switch uiImage.renderingMode {
      case .alwaysTemplate: image = image.renderingMode(.template)
      case .alwaysOriginal: image = image.renderingMode(.original)
      case .automatic: break
      }
      if let tint = uiImage.tint { image.attributes.append(.foregroundColor(tint.color)) }
      if uiImage.isResizable { image = image.resizable() }
      self = image
    }
  }

  extension ImageRenderer {
    /// The rendered view as a UIKit image (its bitmap holds the view's text, not pixels).
    @MainActor public var uiImage: UIImage? { cgImage.map { UIImage(cgImage: $0) } }
  }
#endif
