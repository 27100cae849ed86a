import WaypointLint

/// `waypoint lint` over a package of typical SwiftUI files: 200-line views with a stack, lists,
/// sections, links, toolbars, sheets and a model, a few with mistakes to report.
enum LintBenchmarks {
  static let fileCount = 1_000

  static func throughputs() -> [Throughput] {
    let sources = (0..<fileCount).map { ("Sources/App/Screen\($0).swift", typicalFile($0)) }
    let lines = sources.map { $0.1.split(separator: "\n").count }.reduce(0, +) / fileCount
    let linter = Linter()
    return [
      Throughput(
        benchmark: Benchmark(
          name: "lint \(fileCount) SwiftUI files of ~\(lines) lines (files)", operations: fileCount
        ) {
          consume(linter.lint(sources: sources))
        },
        minimumPerSecond: 500)
    ]
  }

  /// A realistic view file; every 10th has a deprecated NavigationView and a view-based link.
  static func typicalFile(_ index: Int) -> String {
    let name = "Screen\(index)"
    let stack = index % 10 == 0 ? "NavigationView" : "NavigationStack(path: $model.path)"
    let link =
      index % 10 == 0
      ? "NavigationLink(\"Details\") { DetailView(item: item) }"
      : "NavigationLink(item.title, value: item)"
    var rows = ""
    for row in 0..<12 {
      rows += """
                  HStack {
                    Image(systemName: "star\(row)")
                      .foregroundStyle(.secondary)
                    VStack(alignment: .leading, spacing: 4) {
                      Text(model.title(for: \(row)))
                        .font(.headline)
                      Text(model.subtitle(for: \(row)))
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                    }
                    Spacer()
                    Text("\\(model.count(for: \(row)))")
                  }

        """
    }
    return """
      import SwiftUI

      /// Screen \(index): items, details and settings.
      struct \(name): View {
        @State private var model = \(name)Model()
        @State private var isEditing = false
        @State private var query = ""
        @Environment(\\.dismiss) private var dismiss

        var body: some View {
          \(stack) {
            List {
              Section("Items") {
                ForEach(model.items) { item in
                  \(link)
                }
              }
              Section("Summary") {
      \(rows)
              }
            }
            .navigationTitle("\(name)")
            .navigationDestination(for: Item.self) { item in
              DetailView(item: item)
            }
            .searchable(text: $query)
            .toolbar {
              ToolbarItem(placement: .primaryAction) {
                Button("Edit") { isEditing = true }
              }
            }
            .sheet(item: $model.editedItem) { item in
              EditorView(item: item)
                .presentationSizing(.form)
            }
          }
        }
      }

      @Observable @MainActor
      final class \(name)Model {
        var path = NavigationPath()
        var items: [Item] = []
        var editedItem: Item?

        func title(for row: Int) -> String { "Row \\(row)" }
        func subtitle(for row: Int) -> String { "Details of row \\(row)" }
        func count(for row: Int) -> Int { row * \(index % 7 + 1) }

        func show(_ item: Item) {
          path.append(item)
        }

        func popToRoot() {
          path.removeLast(path.count)
        }
      }
      """
  }
}
