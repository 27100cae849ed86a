/// A unified diff of two texts (`--- a/PATH`, `+++ b/PATH`, `@@` hunks with three lines of
/// context), as `waypoint lint --fix --dry-run` shows a fix before applying it.
public enum UnifiedDiff {
  /// The diff from `old` to `new`; empty when they are the same.
  public static func make(from old: String, to new: String, path: String) -> String {
    let before = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let after = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard before != after else { return "" }
    // Fixes are local: compare only what lies between the common beginning and end.
    var prefix = 0
    while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] {
      prefix += 1
    }
    var suffix = 0
    while suffix < before.count - prefix, suffix < after.count - prefix,
      before[before.count - 1 - suffix] == after[after.count - 1 - suffix]
    {
      suffix += 1
    }
    let lines = operations(
      Array(before[prefix..<(before.count - suffix)]), Array(after[prefix..<(after.count - suffix)])
    )
    var script: [(Character, String)] = before[..<prefix].map { (" ", $0) }
    script += lines
    script += before[(before.count - suffix)...].map { (" ", $0) }
    return "--- a/\(path)\n+++ b/\(path)\n" + hunks(script)
  }

  /// The lines of `old` and `new` as kept (` `), removed (`-`) and added (`+`), by their
  /// longest common subsequence.
  private static func operations(_ old: [String], _ new: [String]) -> [(Character, String)] {
    var lengths = Array(
      repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        lengths[i][j] =
          old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var result: [(Character, String)] = []
    var (i, j) = (0, 0)
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        result.append((" ", old[i]))
        i += 1
        j += 1
      } else if i < old.count, j == new.count || lengths[i + 1][j] >= lengths[i][j + 1] {
        // Removed lines before added ones, as diffs show them.
        result.append(("-", old[i]))
        i += 1
      } else {
        result.append(("+", new[j]))
        j += 1
      }
    }
    return result
  }

  /// The changed lines with three lines of context, in `@@ -a,b +c,d @@` hunks.
  private static func hunks(_ script: [(Character, String)]) -> String {
    let changed = script.indices.filter { script[$0].0 != " " }
    var output = ""
    var index = 0
    while index < changed.count {
      let start = max(0, changed[index] - 3)
      var end = min(script.count, changed[index] + 4)
      while index + 1 < changed.count, changed[index + 1] - 3 <= end {
        index += 1
        end = min(script.count, changed[index] + 4)
      }
      let oldStart = script[..<start].filter { $0.0 != "+" }.count + 1
      let newStart = script[..<start].filter { $0.0 != "-" }.count + 1
      let body = script[start..<end]
      let oldCount = body.filter { $0.0 != "+" }.count
      let newCount = body.filter { $0.0 != "-" }.count
      output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
      for (kind, line) in body { output += "\(kind)\(line)\n" }
      index += 1
    }
    return output
  }
}
