import Waypoint
import WaypointTerminal

/// A list in a stack: `readOnly` rows of text, then links to the end, each with its time at the
/// trailing edge; the focus starts on the first link. Numbers have five digits, so rows of a
/// long list and a short one are as wide.
struct TerminalList: View {
  let rows: Int
  var readOnly = 0

  var body: some View {
    NavigationStack {
      List {
        Section("Rows") {
          ForEach(0..<rows, id: \.self) { row in
            let number = String(String(row + 100_000).dropFirst())
            if row < readOnly {
              Text("Note \(number)")
            } else {
              NavigationLink(value: row) {
                HStack {
                  Text("Row \(number)")
                  Spacer()
                  Text("\(row % 60) min").foregroundStyle(.secondary)
                }
              }
            }
          }
        }
      }
      .navigationTitle("Rows")
      .navigationDestination(for: Int.self) { LevelScreen(level: $0) }
    }
  }
}

/// The terminal renderer: the bytes a focus move writes against a whole frame (target: under
/// 2%), and composing a frame of a 10,000-row list against a 100-row one, with the focus on the
/// first row and half-way down (target: within 1.1x — only what is on screen is laid out).
@MainActor
enum TerminalBenchmarks {
  static func comparisons() async -> [Comparison] {
    [
      await focusMove(),
      composing(halfWay: false),
      composing(halfWay: true),
    ]
  }

  /// A window of 80 × 24 showing the list, its first frame written.
  static func session(rows: Int, readOnly: Int = 0) -> TerminalSession {
    let runtime = ViewRuntime(TerminalList(rows: rows, readOnly: readOnly))
    let session = TerminalSession(runtime: runtime, width: 80, height: 24, usesColor: true)
    consume(session.output())
    return session
  }

  /// ↓ on a list of 100 links: the changes it writes against a whole frame, in bytes; the
  /// bodies encode each.
  static func focusMove() async -> Comparison {
    let session = session(rows: 100)
    let before = session.screen
    _ = await session.handle(.down)
    let move = session.output()
    let after = session.screen
    session.redrawAll()
    let full = session.output()
    return Comparison(
      name: "terminal focus move / full frame, 80 × 24 (bytes)",
      subject: Benchmark(name: "encode the cells a focus move changed", operations: 1) {
        consume(FrameWriter.changes(from: before, to: after))
      },
      baseline: Benchmark(name: "encode a full frame", operations: 1) {
        consume(FrameWriter.full(after))
      },
      target: 0.02,
      measured: MeasuredRatio(
        unit: "bytes", subject: Double(move.count), baseline: Double(full.count)))
  }

  /// Composing one frame (no writing) of 10,000 rows against 100 rows; half-way down, the
  /// first half of each list is text, so the focus (on the first link) and the window are there.
  static func composing(halfWay: Bool) -> Comparison {
    func frame(_ count: Int) -> Benchmark {
      let session = session(rows: count, readOnly: halfWay ? count / 2 : 0)
      return Benchmark(name: "compose a frame, \(count) rows", operations: 1) {
        session.redrawAll()
        consume(session.screen)
      }
    }
    return Comparison(
      name:
        "terminal frame, 10,000 rows / 100 rows, focus \(halfWay ? "half-way down" : "at the top")",
      subject: frame(10_000), baseline: frame(100), target: 1.1)
  }
}
