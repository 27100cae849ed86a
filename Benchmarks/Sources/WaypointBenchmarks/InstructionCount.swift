import Foundation

/// Instructions executed by a benchmark's loop, counted by callgrind in a child process that
/// collects only inside `waypointMeasuredLoop` — the harness's set-up, and the other side, run
/// uncounted. Wall time here moves by ±30% between runs; instruction counts move by well under 1%.
/// (The kernel's hardware counters, `perf_event_open`, are not available on this VM.)
@MainActor
enum InstructionCount {
  /// Iterations counted per side, after one uncounted warm-up: counts barely vary, and callgrind
  /// runs the loop about fifty times slower than native.
  static let iterations = 2

  /// Set by `--wall-only`: skip the counting (it needs valgrind, and minutes).
  static var disabled = false

  /// valgrind's path, if it is installed (`Scripts/install-valgrind.sh`).
  static let valgrind = executable(named: "valgrind")

  /// A copy of this program without its DWARF debug information, which valgrind 3.19 cannot
  /// read (Swift 6.3 writes DWARF 5); the symbol table, which callgrind needs, stays.
  static let strippedProgram: Result<String, CountFailure> = {
    guard let objcopy = executable(named: "llvm-objcopy") ?? executable(named: "objcopy") else {
      return .failure(.childFailed("neither llvm-objcopy nor objcopy is installed"))
    }
    let copy = FileManager.default.temporaryDirectory
      .appendingPathComponent("waypoint-benchmarks-\(ProcessInfo.processInfo.processIdentifier)")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: objcopy)
    process.arguments = ["--strip-debug", CommandLine.arguments[0], copy.path]
    guard (try? process.run()) != nil else { return .failure(.childFailed("objcopy failed")) }
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return .failure(.childFailed("objcopy failed")) }
    return .success(copy.path)
  }()

  /// Removes the stripped copy.
  static func cleanUp() {
    if case .success(let path) = strippedProgram {
      try? FileManager.default.removeItem(atPath: path)
    }
  }

  private static func executable(named name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// Which comparison a child process counts: its group and place in the harness's list.
  struct Address {
    var group: Int
    var index: Int
  }

  /// Instructions per iteration of one side of a comparison, or nil with the reason.
  static func count(_ address: Address, baseline: Bool) -> Result<Double, CountFailure> {
    guard let valgrind else { return .failure(.noValgrind) }
    let program: String
    switch strippedProgram {
    case .success(let path): program = path
    case .failure(let failure): return .failure(failure)
    }
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("waypoint-callgrind-\(UUID().uuidString).out")
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: valgrind)
    process.arguments = [
      "--tool=callgrind", "--collect-atstart=no", "--toggle-collect=*waypointMeasuredLoop*",
      "--callgrind-out-file=\(output.path)", program, "--count-instructions",
      "\(address.group)", "\(address.index)", baseline ? "baseline" : "subject",
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return .failure(.childFailed("\(error)"))
    }
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      return .failure(.childFailed("exit \(process.terminationStatus)"))
    }
    guard let text = try? String(contentsOf: output, encoding: .utf8),
      let total = totalInstructions(in: text)
    else { return .failure(.childFailed("no totals in callgrind's output")) }
    return .success(Double(total) / Double(iterations))
  }

  /// The `totals:` (or `summary:`) line of a callgrind output file: instructions read.
  static func totalInstructions(in text: String) -> Int? {
    for line in text.split(separator: "\n").reversed()
    where line.hasPrefix("totals:") || line.hasPrefix("summary:") {
      return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
    }
    return nil
  }

  /// In the child: warms the side up, then runs it `iterations` times inside the counted
  /// function.
  static func runChild(_ benchmark: Benchmark) throws {
    for _ in 0..<benchmark.warmUpRuns { try benchmark.body() }
    try waypointMeasuredLoop(iterations, benchmark.body)
  }
}

/// Why a count is missing.
enum CountFailure: Error, CustomStringConvertible {
  case noValgrind
  case childFailed(String)

  var description: String {
    switch self {
    case .noValgrind: "valgrind is not installed (Scripts/install-valgrind.sh)"
    case .childFailed(let reason): "callgrind's run failed: \(reason)"
    }
  }
}

/// The one function callgrind counts (`--toggle-collect`, by a pattern on its mangled name: no
/// closure may be written inside it, as a closure's name contains it and would toggle again).
@MainActor
@inline(never)
func waypointMeasuredLoop(_ iterations: Int, _ body: @MainActor () throws -> Void) rethrows {
  for _ in 0..<iterations { try body() }
}
