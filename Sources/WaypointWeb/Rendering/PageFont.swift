import Foundation
import WaypointUI

/// The font every page draws text with, shipped with the renderer and served to the page, so
/// that the server measures text with the advances the browser paints (Inter, under the SIL Open
/// Font License: `Resources/Fonts/OFL.txt`).
enum PageFont {
  /// The family name the style sheet gives the faces.
  static let family = "Waypoint Text"
  /// The shipped faces: file name and CSS weight.
  static let faces: [(file: String, weight: Int)] = [
    ("Inter-Regular", 400), ("Inter-SemiBold", 600), ("Inter-Bold", 700),
  ]
  /// Where the page fetches a face file.
  static func path(of file: String) -> String { "\(PageDocument.assetPrefix)fonts/\(file).otf" }

  /// A face file's bytes, nil for a name that is not one of the faces.
  static func data(named file: String) -> Data? {
    guard faces.contains(where: { $0.file == file }),
      let url = Bundle.module.url(forResource: file, withExtension: "otf", subdirectory: "Fonts")
    else { return nil }
    return try? Data(contentsOf: url)
  }

  /// Text measured with the shipped faces; nil (and the estimate used) if they cannot be read.
  static let metrics: FontTextMetrics? = {
    var read: [Int: FontFace] = [:]
    for face in faces {
      guard let data = data(named: face.file), let parsed = try? FontFace(data: data) else {
        return nil
      }
      read[face.weight] = parsed
    }
    return FontTextMetrics(faces: read)
  }()
}
