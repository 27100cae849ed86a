import ArgumentParser
import Foundation
import WaypointAPICoverage

/// `waypoint-api-coverage`, a maintainer's tool: measures how much of SwiftUI's public interface
/// Waypoint declares. Apart from the `waypoint` executable users install.
@main
struct APICoverageCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "waypoint-api-coverage",
    abstract: "Measure Waypoint's declarations against SwiftUI's public interface.",
    subcommands: [Report.self, Inventory.self, Usage.self], defaultSubcommand: Report.self)

  /// `waypoint-api-coverage report`: writes docs/APICoverage.md and the area pages.
  struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Compare Waypoint's sources with the inventory and write docs/APICoverage.md.",
      discussion: """
        Reads docs/api/SwiftUI-iOS26.2.inventory and docs/api/corpus-usage.tsv, writes \
        docs/APICoverage.md, docs/api/coverage/*.md and docs/api/coverage-floors.tsv. With \
        --check, writes nothing and exits 1 when an area declares less than its floor.
        """)

    @Option(help: "The Waypoint checkout (default: the current folder).")
    var package = "."

    @Flag(help: "Write nothing; exit 1 when an area is below the committed floor.")
    var check = false

    @Option(help: "Print Waypoint's declarations whose name contains this text, and stop.")
    var show: String?

    func run() throws {
      let root = URL(fileURLWithPath: package)
      let reader = try SourceFiles.waypointReader(root: root)
      if let show {
        for read in reader.declarations() where read.declaration.displayName.contains(show) {
          print("\(read.declaration.displayName)  \(read.location)")
        }
        return
      }
      let loaded: CoverageFiles.Loaded
      do {
        loaded = try CoverageFiles.load(root: root, reader: reader)
      } catch let error as CoverageError {
        printError("error: \(error)")
        throw ExitCode(1)
      }
      for (area, tally) in loaded.coverage.byArea.sorted(by: { $0.key < $1.key }) {
        print("\(area.rawValue): \(tally.declared) of \(tally.total)")
      }
      let overall = loaded.coverage.overall
      print("all: \(overall.declared) of \(overall.total)")
      if check {
        let failures = loaded.belowFloor
        for failure in failures { printError("error: \(failure)") }
        if !failures.isEmpty { throw ExitCode(1) }
        return
      }
      for (path, text) in loaded.pages.pages() {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
      }
      printError("waypoint-api-coverage: wrote \(CoveragePages.summaryPath)")
    }
  }

  /// `waypoint-api-coverage inventory FILE… --output FILE`.
  struct Inventory: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Derive the inventory (names, labels, types, availability) from interface files.")

    @Argument(help: "SwiftUI's and SwiftUICore's .swiftinterface files.")
    var interfaces: [String]

    @Option(help: "Where the interface files come from, written at the top of the inventory.")
    var source = "iOS 26.2 SDK: SwiftUI, SwiftUICore (arm64e-apple-ios)"

    @Option(name: .shortAndLong, help: "The inventory file to write.")
    var output = CoverageFiles.inventory

    func run() throws {
      var reader = DeclarationReader()
      for path in interfaces {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
          printError("error: cannot read \(path)")
          throw ExitCode(1)
        }
        reader.add(source: text, path: URL(fileURLWithPath: path).lastPathComponent)
      }
      let inventory = APIInventory(source: source, reader: reader)
      guard !inventory.entries.isEmpty else {
        printError("error: \(interfaces.joined(separator: ", ")) declare nothing public")
        throw ExitCode(1)
      }
      try inventory.text().write(toFile: output, atomically: true, encoding: .utf8)
      printError("waypoint-api-coverage: \(inventory.entries.count) declarations in \(output)")
    }
  }

  /// `waypoint-api-coverage usage FOLDER --output FILE`.
  struct Usage: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Count how often the apps in a folder use each declaration of the inventory.",
      discussion: "Each sub-folder of FOLDER is one app; its Swift files are read, not built.")

    @Argument(help: "A folder with one sub-folder per app.")
    var corpus: String

    @Option(help: "The Waypoint checkout whose inventory to count (default: the current folder).")
    var package = "."

    @Option(name: .shortAndLong, help: "The counts file to write.")
    var output = CoverageFiles.usage

    func run() throws {
      let root = URL(fileURLWithPath: package)
      let inventory = try CoverageFiles.inventory(root: root)
      var counter = UsageCounter(inventory: inventory)
      let folder = URL(fileURLWithPath: corpus)
      let apps =
        (try? FileManager.default.contentsOfDirectory(
          at: folder, includingPropertiesForKeys: [.isDirectoryKey]))?.filter(\.hasDirectoryPath)
        .sorted { $0.path < $1.path } ?? []
      guard !apps.isEmpty else {
        printError("error: \(corpus) has no app folders")
        throw ExitCode(1)
      }
      for app in apps {
        let sources = SourceFiles.swiftFiles(under: app).filter { file in
          file.lastPathComponent != "Package.swift"
            && !file.pathComponents.contains { $0.hasSuffix("Tests") }
        }.compactMap { try? String(contentsOf: $0, encoding: .utf8) }
        counter.addApp(sources: sources)
      }
      let header = "apps: \(counter.apps) (docs/Corpus.md); form<TAB>apps<TAB>uses"
      try counter.text(header: header).write(toFile: output, atomically: true, encoding: .utf8)
      printError(
        "waypoint-api-coverage: \(counter.counts.count) forms used by \(counter.apps) apps")
    }
  }
}

func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}
