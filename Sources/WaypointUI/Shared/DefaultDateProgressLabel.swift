import Foundation

/// The current value of a timer progress view: the time left (or elapsed) as `m:ss`, when
/// the view is made.
public struct DefaultDateProgressLabel: View {
  let interval: ClosedRange<Date>
  let countsDown: Bool

  /// The time as text.
  public var body: some View {
    let total = interval.upperBound.timeIntervalSince(interval.lowerBound)
    let elapsed = min(max(Date().timeIntervalSince(interval.lowerBound), 0), max(total, 0))
    let seconds = Int((countsDown ? total - elapsed : elapsed).rounded())
    Text(verbatim: "\(seconds / 60):" + String(format: "%02d", seconds % 60))
  }
}
