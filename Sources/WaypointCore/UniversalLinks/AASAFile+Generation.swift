import Foundation

extension AASAFile {
  /// An apple-app-site-association file that sends the URLs of a router's patterns to `appIDs`.
  ///
  /// Each pattern becomes two rules, for the pattern alone and followed by further steps
  /// (`/category/?*` and `/category/?*/*`). A capture becomes `?*`, which also matches text
  /// with slashes, so the file may send a few more URLs to the app than the router matches;
  /// the router then rejects those with its own error, as the app must for any URL.
  public static func generate(from patterns: [RoutePattern], appIDs: [String]) -> String {
    var components: [Component] = []
    var seen: Set<String> = []
    for pattern in patterns {
      var path = ""
      for segment in pattern.segments {
        switch segment {
        case .literal(let text): path += "/" + text
        case .capture(_, _, false), .wildcard: path += "/?*"
        case .capture(_, _, true), .rest: path += "*"
        }
      }
      let required = pattern.query.filter { !$0.isOptional }
      let query =
        required.isEmpty ? nil : Dictionary(required.map { ($0.key, "?*") }) { first, _ in first }
      for candidate in [path, path + "/*"] where seen.insert(candidate + "\(query ?? [:])").inserted
      {
        components.append(Component(path: candidate, query: query, comment: pattern.description))
      }
    }
    let file = File(
      applinks: AppLinks(details: [GeneratedDetails(appIDs: appIDs, components: components)]))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(file) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }

  private struct File: Encodable {
    var applinks: AppLinks
  }

  private struct AppLinks: Encodable {
    var details: [GeneratedDetails]
  }

  private struct GeneratedDetails: Encodable {
    var appIDs: [String]
    var components: [Component]
  }

  private struct Component: Encodable {
    var path: String
    var query: [String: String]?
    var comment: String

    enum CodingKeys: String, CodingKey {
      case path = "/"
      case query = "?"
      case comment
    }
  }
}
