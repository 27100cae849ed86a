// Runs every benchmark whose name contains the first argument (all when there is none).
let filter = CommandLine.arguments.dropFirst().first?.lowercased()
var comparisons: [Comparison] = []
comparisons += try NavigationPathBenchmarks.comparisons()

var allWithinTarget = true
for comparison in comparisons
where filter.map({ comparison.name.lowercased().contains($0) }) ?? true {
  allWithinTarget = try Harness.run(comparison) && allWithinTarget
}
print(allWithinTarget ? "\nAll ratios within target." : "\nSome ratios are over target.")
