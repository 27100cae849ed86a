import Foundation
import WaypointWebPostgres

// Runs every benchmark whose name contains the first argument (all when there is none).
// `--subject-only` times only Waypoint's side of each comparison (for a profiler);
// `--wall-only` skips counting instructions. `--count-instructions GROUP INDEX SIDE` is the child
// process callgrind runs to count one side of one comparison.
let arguments = Array(CommandLine.arguments.dropFirst())
// A worker of the cluster benchmark, started by Scripts/web-cluster.sh.
if arguments.first == ClusterLoadBenchmarks.workerFlag {
  PostgresStore.install()
  await ClusterLoadBenchmarks.KeptItemsApp.serveInBrowser(arguments: Array(arguments.dropFirst()))
  exit(0)
}
Harness.subjectOnly = arguments.contains("--subject-only")
InstructionCount.disabled = arguments.contains("--wall-only") || Harness.subjectOnly
// Groups are built only when run, so that the child callgrind runs builds one group's set-up;
// a set-up may await (a terminal session handles keys asynchronously).
let groups: [@MainActor () async throws -> [Comparison]] = [
  NavigationPathBenchmarks.comparisons,
  ListUpdateBenchmarks.comparisons,
  NavigationBenchmarks.comparisons,
  SplitBenchmarks.comparisons,
  TabBenchmarks.comparisons,
  RouterBenchmarks.comparisons,
  SceneStoreBenchmarks.comparisons,
  PresentationBenchmarks.comparisons,
  TerminalBenchmarks.comparisons,
  SwiftDataBenchmarks.comparisons,
  LayoutBenchmarks.comparisons,
]

if let flag = arguments.firstIndex(of: "--count-instructions"), arguments.count >= flag + 4,
  let group = Int(arguments[flag + 1]), groups.indices.contains(group),
  let index = Int(arguments[flag + 2])
{
  let comparisons = try await groups[group]()
  guard comparisons.indices.contains(index) else { exit(2) }
  let comparison = comparisons[index]
  try InstructionCount.runChild(
    arguments[flag + 3] == "baseline" ? comparison.baseline : comparison.subject)
  exit(0)
}

let filter = arguments.first { !$0.hasPrefix("--") }?.lowercased()
var allWithinTarget = true
for (group, make) in groups.enumerated() {
  for (index, comparison) in try await make().enumerated()
  where filter.map({ comparison.name.lowercased().contains($0) }) ?? true {
    allWithinTarget =
      try Harness.run(comparison, at: .init(group: group, index: index)) && allWithinTarget
  }
}
for throughput in LintBenchmarks.throughputs()
where filter.map({ throughput.benchmark.name.lowercased().contains($0) }) ?? true {
  allWithinTarget = try Harness.run(throughput) && allWithinTarget
}
if filter.map({ "memory: 10,000 rows".contains($0) }) ?? true { MemoryBenchmarks.report() }
if filter.map({ "web load".contains($0) }) ?? true {
  // One tab alone gives the time a message takes; 200 at once, the latency under load.
  allWithinTarget = await WebLoadBenchmarks.run(tabs: 1) && allWithinTarget
  allWithinTarget = await WebLoadBenchmarks.run(tabs: 200) && allWithinTarget
}
if filter.map({ "tab memory".contains($0) }) ?? true {
  allWithinTarget = await TabMemoryBenchmarks.run() && allWithinTarget
}
if filter.map({ "paced load".contains($0) }) ?? true {
  allWithinTarget = ClusterLoadBenchmarks.runPaced() && allWithinTarget
}
if filter.map({ "cluster load".contains($0) }) ?? true {
  allWithinTarget = ClusterLoadBenchmarks.run() && allWithinTarget
}
if !InstructionCount.disabled { InstructionCount.cleanUp() }
print(allWithinTarget ? "\nAll ratios within target." : "\nSome ratios are over target.")
