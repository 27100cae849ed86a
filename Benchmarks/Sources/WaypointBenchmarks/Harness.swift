/// A benchmark: a named piece of work, optionally compared against a baseline doing the same.
struct Benchmark {
  var name: String
  /// How many operations one run of `body` performs (for ops/s).
  var operations: Int
  /// Runs before counting, to reach the steady state the timed runs measure (a tab switch
  /// first visits, and builds, every tab).
  var warmUpRuns = 1
  var body: @MainActor () throws -> Void
}

/// A comparison of Waypoint's code against a baseline; `target` is the largest acceptable ratio.
struct Comparison {
  var name: String
  var subject: Benchmark
  var baseline: Benchmark
  var target: Double
  /// Figures that are not timings, printed under the ratio (bytes written, counts).
  var notes: [String] = []
  /// A ratio the benchmark measured itself (bytes written): when set, it decides the target,
  /// and the instruction and wall-time ratios of the two bodies are printed for information.
  var measured: MeasuredRatio?
}

/// A ratio of two quantities that are not time or instructions, such as bytes written.
struct MeasuredRatio {
  /// What is counted, as the printed line names it ("bytes").
  var unit: String
  var subject: Double
  var baseline: Double
}

/// Work that must reach a rate: `minimumPerSecond` operations per second at least.
struct Throughput {
  var benchmark: Benchmark
  var minimumPerSecond: Double
}

/// The fastest of several timed runs, so that one-off pauses do not count.
struct Timing {
  var best: Duration
  var median: Duration

  /// The better best and the slower median of two timings of the same work.
  func combined(with other: Timing) -> Timing {
    Timing(best: min(best, other.best), median: max(median, other.median))
  }

  var bestSeconds: Double {
    Double(best.components.seconds) + Double(best.components.attoseconds) / 1e18
  }
}

@MainActor
enum Harness {
  /// Runs `benchmark` until `budget` has passed (at least `minimumRuns` times) after one warm-up.
  static func time(
    _ benchmark: Benchmark, budget: Duration = .milliseconds(600), minimumRuns: Int = 5
  )
    throws -> Timing
  {
    let clock = ContinuousClock()
    try benchmark.body()
    var samples: [Duration] = []
    let start = clock.now
    while samples.count < minimumRuns || clock.now - start < budget {
      let before = clock.now
      try benchmark.body()
      samples.append(clock.now - before)
      if samples.count >= 10_000 { break }
    }
    samples.sort()
    return Timing(best: samples[0], median: samples[samples.count / 2])
  }

  /// Set by `--subject-only`: time only Waypoint's side, for profiling it alone.
  static var subjectOnly = false

  /// Runs a comparison and prints one table row per side, the instruction ratio (counted by
  /// callgrind at `address`), then the wall-time ratio; the instruction ratio decides the target
  /// when there is one.
  static func run(_ comparison: Comparison, at address: InstructionCount.Address) throws -> Bool {
    if subjectOnly {
      let subject = try time(comparison.subject, budget: .seconds(3))
      print("## \(comparison.name)")
      row(comparison.subject, subject)
      return true
    }
    // Alternate short rounds of each side, so that a slow spell of the machine (this is a
    // shared VM) hits both sides alike; each side keeps its best time.
    var subject = try time(comparison.subject, budget: .milliseconds(150), minimumRuns: 2)
    var baseline = try time(comparison.baseline, budget: .milliseconds(150), minimumRuns: 2)
    for _ in 0..<4 {
      subject = subject.combined(
        with: try time(comparison.subject, budget: .milliseconds(150), minimumRuns: 2))
      baseline = baseline.combined(
        with: try time(comparison.baseline, budget: .milliseconds(150), minimumRuns: 2))
    }
    let wallRatio = subject.bestSeconds / baseline.bestSeconds
    print("## \(comparison.name)")
    row(comparison.subject, subject)
    row(comparison.baseline, baseline)
    var decidingRatio = wallRatio
    if let measured = comparison.measured {
      decidingRatio = measured.subject / measured.baseline
      print(
        "   \(measured.unit) ratio \(shown(decidingRatio, comparison.target)) — \(format(measured.subject, digits: 0)) against \(format(measured.baseline, digits: 0)) \(measured.unit)"
      )
    }
    // A measured ratio decides the target; the bodies' costs are then for information.
    let timingTarget = comparison.measured == nil ? comparison.target : nil
    if !InstructionCount.disabled {
      switch (
        InstructionCount.count(address, baseline: false),
        InstructionCount.count(address, baseline: true)
      ) {
      case (.success(let subjectCount), .success(let baselineCount)):
        let ratio = subjectCount / baselineCount
        if timingTarget != nil { decidingRatio = ratio }
        print(
          "   instructions ratio \(shown(ratio, timingTarget)) — \(format(subjectCount / 1e6, digits: 3)) M against \(format(baselineCount / 1e6, digits: 3)) M per run"
        )
      case (.failure(let failure), _), (_, .failure(let failure)):
        print("   instructions: not counted — \(failure)")
      }
    }
    print("   wall-time ratio \(shown(wallRatio, timingTarget))")
    for note in comparison.notes { print("   \(note)") }
    return decidingRatio <= comparison.target
  }

  /// A ratio against its target, as a percentage when the target is under 1; without a target
  /// (another ratio decides), the ratio alone.
  private static func shown(_ ratio: Double, _ target: Double?) -> String {
    guard let target else {
      return ratio < 1 ? "\(format(ratio * 100, digits: 3))%" : "\(format(ratio, digits: 2))x"
    }
    let verdict = ratio <= target ? "ok" : "OVER TARGET"
    let figures =
      target < 1
      ? "\(format(ratio * 100, digits: 3))% (target ≤ \(format(target * 100, digits: 1))%)"
      : "\(format(ratio, digits: 2))x (target ≤ \(format(target, digits: 1))x)"
    return "\(figures): \(verdict)"
  }

  /// Runs a throughput check and prints its rate against the target.
  static func run(_ throughput: Throughput) throws -> Bool {
    let timing = try time(throughput.benchmark, budget: .seconds(2), minimumRuns: 3)
    let rate = Double(throughput.benchmark.operations) / timing.bestSeconds
    let verdict = rate >= throughput.minimumPerSecond ? "ok" : "UNDER TARGET"
    print("## \(throughput.benchmark.name)")
    row(throughput.benchmark, timing)
    print(
      "   rate \(format(rate, digits: 0))/s (target ≥ \(format(throughput.minimumPerSecond, digits: 0))/s): \(verdict)"
    )
    return rate >= throughput.minimumPerSecond
  }

  private static func row(_ benchmark: Benchmark, _ timing: Timing) {
    let opsPerSecond = Double(benchmark.operations) / timing.bestSeconds
    let name = benchmark.name.padding(toLength: 44)
    print(
      "   \(name) \(format(opsPerSecond, digits: 0).leftPadded(14)) ops/s   best \(timing.best)")
  }

  static func format(_ value: Double, digits: Int) -> String {
    if digits == 0 { return String(Int(value.rounded())) }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    return String(rounded)
  }
}

/// Keeps a value alive so the optimizer cannot drop the work that produced it.
@inline(never)
func consume<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

extension String {
  func padding(toLength length: Int) -> String {
    count >= length ? self : self + String(repeating: " ", count: length - count)
  }

  func leftPadded(_ length: Int) -> String {
    count >= length ? self : String(repeating: " ", count: length - count) + self
  }
}
