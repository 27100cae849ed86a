import Foundation

/// Where the coverage data lives in a checkout, and the coverage it gives.
public enum CoverageFiles {
  /// The inventory, relative to the checkout.
  public static let inventory = "docs/api/SwiftUI-iOS26.2.inventory"
  /// The corpus counts, relative to the checkout.
  public static let usage = "docs/api/corpus-usage.tsv"

  /// The coverage of a checkout and the pages it makes.
  public struct Loaded: Sendable {
    /// The coverage.
    public var coverage: APICoverage
    /// The pages.
    public var pages: CoveragePages
    /// The committed floors.
    public var floors: [APIArea: Int]

    /// A sentence for each area that declares less than its floor.
    public var belowFloor: [String] {
      let byArea = coverage.byArea
      return APIArea.allCases.compactMap { area in
        let declared = byArea[area]?.declared ?? 0
        guard let floor = floors[area], declared < floor else { return nil }
        return "\(area.rawValue) declares \(declared), below its floor of \(floor)"
      }
    }
  }

  /// The checkout's inventory.
  public static func inventory(root: URL) throws -> APIInventory {
    let path = root.appendingPathComponent(inventory).path
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      throw CoverageError.unreadable(path)
    }
    return try APIInventory(text: text)
  }

  /// The coverage of the checkout at `root`, whose sources `reader` has read.
  public static func load(root: URL, reader: DeclarationReader) throws -> Loaded {
    let inventory = try inventory(root: root)
    let usageText =
      (try? String(contentsOfFile: root.appendingPathComponent(usage).path, encoding: .utf8))
      ?? ""
    let apps =
      usageText.split(separator: "\n").first.flatMap { line in
        line.split(separator: " ").dropFirst(2).first.flatMap { Int($0) }
      } ?? 0
    let floorsText =
      (try? String(
        contentsOfFile: root.appendingPathComponent(CoveragePages.floorsPath).path,
        encoding: .utf8)) ?? ""
    let coverage = APICoverage(inventory: inventory, declarations: reader.declarations())
    let pages = CoveragePages(
      coverage: coverage, inventorySource: inventory.source,
      usage: UsageCounter.counts(fromText: usageText), corpusApps: apps)
    return Loaded(
      coverage: coverage, pages: pages, floors: CoveragePages.floors(fromText: floorsText))
  }
}
