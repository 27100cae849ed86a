import Foundation

/// HTML as a readable snapshot: one tag per line, and element ids numbered in order of
/// appearance (`e1`, `e2`…), so a snapshot does not depend on how many nodes came before.
func htmlSnapshot(_ html: String) -> String {
  var numbers: [String: Int] = [:]
  var result = ""
  var rest = Substring(html)
  while let match = rest.firstMatch(of: /(?<prefix>id="e|name="act" value=")(?<number>\d+)/) {
    result += rest[..<match.range.lowerBound]
    let number = String(match.output.number)
    let next = numbers[number] ?? numbers.count + 1
    numbers[number] = next
    result += match.output.prefix + String(next)
    rest = rest[match.range.upperBound...]
  }
  result += rest
  return result.replacingOccurrences(of: "><", with: ">\n<")
}
