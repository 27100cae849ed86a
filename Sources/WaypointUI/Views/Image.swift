import Foundation

extension ImageName {
  /// How a screen reader would say the image: its name with separators as spaces.
  var spokenName: String {
    switch self {
    case .system(let name), .resource(let name): name.replacingOccurrences(of: ".", with: " ")
    case .asset(let asset): asset.name.replacingOccurrences(of: ".", with: " ")
    case .remote: "image"
    case .bitmap: "image"
    }
  }
}
