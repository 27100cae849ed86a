import WaypointUI

/// Images from the app's asset catalogs as `<img>` (with their scales as `srcset`), a
/// `<picture>` when the set has dark files, or a masked box in the foreground colour when it
/// is a template; the files come from `ImageRoute`.
extension HTMLRenderer {
  /// The tag an asset image is drawn as.
  static func imageTag(_ asset: ImageAsset, of element: Element) -> String {
    guard let asset = asset.drawnByBrowsers else { return "span" }
    if ImageName.asset(asset).isTemplate(with: element.attributes) { return "span" }
    return asset.variants.contains(where: \.isDark) ? "picture" : "img"
  }

  /// Describes an asset image: its sources and its name for screen readers (its size is its
  /// frame's).
  func describeAsset(
    _ asset: ImageAsset, of element: Element, tag: String, into attributes: inout TagAttributes,
    own: inout String
  ) {
    guard let asset = asset.drawnByBrowsers, let first = asset.variants(dark: false).first else {
      // Only files a browser cannot draw (a PDF): the name, where the picture would be.
      attributes.set("aria-label", asset.name)
      attributes.addClass("unknown-symbol")
      own = HTMLText.content(asset.name)
      return
    }
    attributes.addClass("asset")
    let label =
      element.attributes.contains(.accessibilityHidden(true))
      ? "" : element.label.isEmpty ? asset.name : element.label
    let light = asset.variants(dark: false)
    switch tag {
    case "span":
      // A template draws the set's shape in the foreground colour, as a mask over it.
      attributes.addClass("template")
      attributes.set("aria-label", label)
      let url = ImageRoute.url(of: light.last ?? first)
      attributes.addStyle("--mask:url('\(url)')")
    case "picture":
      let dark = asset.variants(dark: true)
      own =
        "<source media=\"(prefers-color-scheme: dark)\" srcset=\"\(HTMLText.attribute(Self.sourceSet(dark)))\">"
        + "<img src=\"\(HTMLText.attribute(ImageRoute.url(of: first)))\" srcset=\""
        + HTMLText.attribute(Self.sourceSet(light)) + "\" alt=\"\(HTMLText.attribute(label))\">"
    default:
      attributes.set("src", ImageRoute.url(of: first))
      if light.count > 1 { attributes.set("srcset", Self.sourceSet(light)) }
      attributes.set("alt", label)
    }
    if let fit = Self.objectFit(of: element) { attributes.addClass(fit) }
  }

  /// `srcset`: each file with its scale.
  private static func sourceSet(_ variants: [ImageAsset.Variant]) -> String {
    variants.map { "\(ImageRoute.url(of: $0)) \($0.scale)x" }.joined(separator: ", ")
  }

  /// How the picture fills its box: `.scaledToFit()` contains it, `.scaledToFill()` covers
  /// it, a resizable one otherwise stretches, a fixed one keeps its size.
  private static func objectFit(of element: Element) -> String? {
    for case .aspectRatio(_, let mode) in element.attributes.reversed() {
      return mode == .fit ? "fit" : "fill"
    }
    return element.attributes.contains(.resizable) ? "stretch" : nil
  }
}
