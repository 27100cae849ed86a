import Foundation

extension Text {
  /// How `Text(_:style:)` shows a date.
  public struct DateStyle: Sendable, Hashable {
    enum Kind: Hashable {
      case date, time, relative, offset, timer
    }
    let kind: Kind

    /// The date alone: "November 23, 2026".
    public static let date = DateStyle(kind: .date)
    /// The time alone: "5:20 PM".
    public static let time = DateStyle(kind: .time)
    /// How long from now: "in 2 hours", "3 days ago".
    public static let relative = DateStyle(kind: .relative)
    /// The offset from now: "+2 hours".
    public static let offset = DateStyle(kind: .offset)
    /// A timer counting from now: "2:13".
    public static let timer = DateStyle(kind: .timer)
  }

  /// Text showing `date` in `style`, as of when the view is made.
  public init(_ date: Date, style: DateStyle) {
    self.init(verbatim: Self.text(for: date, style: style, now: Date()))
  }

  static func text(for date: Date, style: DateStyle, now: Date) -> String {
    switch style.kind {
    case .date:
      return DateFormatter.localizedString(from: date, dateStyle: .long, timeStyle: .none)
    case .time:
      return DateFormatter.localizedString(from: date, dateStyle: .none, timeStyle: .short)
    case .relative:
      // SwiftUI's form: the two largest units, without "ago" ("2 hours, 23 minutes").
      return units(abs(Int(date.timeIntervalSince(now).rounded())), count: 2)
    case .offset:
      let seconds = Int(date.timeIntervalSince(now).rounded())
      return (seconds >= 0 ? "+" : "-") + units(abs(seconds), count: 1)
    case .timer:
      let seconds = abs(Int(date.timeIntervalSince(now).rounded()))
      let hours = seconds / 3600
      let minutes = seconds / 60 % 60
      let rest = seconds % 60
      return hours > 0
        ? String(format: "%d:%02d:%02d", hours, minutes, rest)
        : String(format: "%d:%02d", minutes, rest)
    }
  }

  /// `seconds` in its `count` largest English units: "2 hours, 23 minutes".
  private static func units(_ seconds: Int, count: Int) -> String {
    let sizes: [(String, Int)] = [
      ("year", 31_536_000), ("week", 604_800), ("day", 86_400), ("hour", 3_600), ("minute", 60),
      ("second", 1),
    ]
    var rest = seconds
    var parts: [String] = []
    for (name, size) in sizes where rest >= size && parts.count < count {
      let amount = rest / size
      rest -= amount * size
      parts.append("\(amount) \(name)\(amount == 1 ? "" : "s")")
    }
    return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
  }
}
