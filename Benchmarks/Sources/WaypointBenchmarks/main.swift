// Runs every benchmark whose name contains the first argument (all when there is none).
// `--subject-only` times only Waypoint's side of each comparison (for a profiler).
let arguments = CommandLine.arguments.dropFirst()
Harness.subjectOnly = arguments.contains("--subject-only")
let filter = arguments.first { !$0.hasPrefix("--") }?.lowercased()
var comparisons: [Comparison] = []
comparisons += try NavigationPathBenchmarks.comparisons()
comparisons += ListUpdateBenchmarks.comparisons()
comparisons += NavigationBenchmarks.comparisons()
comparisons += SplitBenchmarks.comparisons()
comparisons += TabBenchmarks.comparisons()
comparisons += try RouterBenchmarks.comparisons()
comparisons += try SceneStoreBenchmarks.comparisons()

var allWithinTarget = true
for comparison in comparisons
where filter.map({ comparison.name.lowercased().contains($0) }) ?? true {
  allWithinTarget = try Harness.run(comparison) && allWithinTarget
}
for throughput in LintBenchmarks.throughputs()
where filter.map({ throughput.benchmark.name.lowercased().contains($0) }) ?? true {
  allWithinTarget = try Harness.run(throughput) && allWithinTarget
}
if filter.map({ "web load".contains($0) }) ?? true {
  // One tab alone gives the time a message takes; 200 at once, the latency under load.
  allWithinTarget = await WebLoadBenchmarks.run(tabs: 1) && allWithinTarget
  allWithinTarget = await WebLoadBenchmarks.run(tabs: 200) && allWithinTarget
}
print(allWithinTarget ? "\nAll ratios within target." : "\nSome ratios are over target.")
