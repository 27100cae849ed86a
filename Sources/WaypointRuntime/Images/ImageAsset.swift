import Foundation
import WaypointCore

/// An image set found in one of the app's asset catalogs: its files by scale and appearance,
/// and how it is drawn. Renderers draw it; the browser serves its files by `webPath`.
public struct ImageAsset: Sendable, Hashable {
  /// One file of the set.
  public struct Variant: Sendable, Hashable {
    /// Where the file is.
    public var file: URL
    /// Its format.
    public var format: ImageFormat
    /// The scale it is drawn at: 1, 2 or 3 (1 for a single vector).
    public var scale: Int
    /// Whether it is for the dark appearance.
    public var isDark: Bool
    /// Its size in pixels, when its header says.
    public var pixelWidth: Int?
    /// Its height in pixels, when its header says.
    public var pixelHeight: Int?
    /// Its path under the browser renderer's image route; unique among every catalog's files.
    public var webPath: String
  }

  /// The name `Image("…")` finds it by, with its groups' namespaces.
  public var name: String
  /// Whether it is drawn in the foreground colour (the set's template rendering intent).
  public var isTemplate: Bool
  /// Its files, lightest appearance first, then by scale.
  public var variants: [Variant]

  /// The files for one appearance: the dark ones when asked and there are some, else the
  /// others (all of them when the set has only the other appearance); by scale.
  public func variants(dark: Bool) -> [Variant] {
    let chosen = variants.filter { $0.isDark == dark }
    if !chosen.isEmpty { return chosen }
    let light = variants.filter { !$0.isDark }
    return light.isEmpty ? variants : light
  }

  /// The set with only the files a browser draws (no PDF, no HEIC); nil when none is left.
  public var drawnByBrowsers: ImageAsset? {
    var asset = self
    asset.variants = variants.filter(\.format.isDrawnByBrowsers)
    return asset.variants.isEmpty ? nil : asset
  }

  /// Its size in points: a file's size in pixels divided by its scale.
  public var pointSize: CGSize? {
    for variant in variants(dark: false) {
      if let width = variant.pixelWidth, let height = variant.pixelHeight {
        let scale = CGFloat(variant.scale)
        return CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale)
      }
    }
    return nil
  }
}
