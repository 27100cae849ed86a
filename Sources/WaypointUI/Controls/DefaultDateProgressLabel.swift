import Foundation

/// The default label of a progress view over a date interval: the time remaining, counting
/// down to the interval's end.
public struct DefaultDateProgressLabel: View {
  let interval: ClosedRange<Date>
  let countsDown: Bool

  /// The time left (or elapsed) in the interval, as a timer.
  public var body: some View {
    Text(countsDown ? interval.upperBound : interval.lowerBound, style: .timer)
  }
}
