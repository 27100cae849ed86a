import Foundation
import Observation

/// A view that updates according to a schedule: its content is made with the date of the
/// schedule's latest entry, and made again when the next entry comes.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct TimelineView<Schedule: TimelineSchedule, Content> {
  let schedule: Schedule
  let content: (Context) -> Content

  /// What a timeline view's content is made with: the date of the current entry and how often
  /// entries come.
  public struct Context {
    /// How often a timeline's content is made again.
    public enum Cadence: Comparable, Sendable {
      /// As often as the schedule asks.
      case live
      /// About once a second.
      case seconds
      /// About once a minute.
      case minutes
    }

    /// The date of the schedule's entry the content is made for.
    public let date: Date
    /// How often the content is being made again (`.live` here: no display dims on Linux).
    public let cadence: Cadence
    let invalidate: @MainActor () -> Void

    /// Makes the content again at once, with the same date, for content that changed between
    /// entries.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    @MainActor
    public func invalidateTimelineContent() { invalidate() }
  }
}

/// The context of a timeline view's content in the `TimelineView(_:content:)` form.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>
  .Context

extension TimelineView: View where Content: View {
  /// A timeline view that makes `content` for each entry of `schedule`.
  nonisolated public init(
    _ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) {
    self.schedule = schedule
    self.content = { context in
      content(
        TimelineViewDefaultContext(
          date: context.date, cadence: TimelineViewDefaultContext.Cadence(context.cadence),
          invalidate: context.invalidate))
    }
  }

  /// A timeline view whose content takes this view's own context type.
  @available(
    *, deprecated,
    message:
      "Use TimelineViewDefaultContext for the type of the context parameter passed into TimelineView's content closure to resolve this warning. The new version of this initializer, using TimelineViewDefaultContext, improves compilation performance by using an independent generic type signature, which helps avoid unintended cyclical type dependencies."
  )
  @available(
    iOS, introduced: 15.0, deprecated: 100000.0,
    message:
      "Use TimelineViewDefaultContext for the type of the context parameter passed into TimelineView's content closure to resolve this warning. The new version of this initializer, using TimelineViewDefaultContext, improves compilation performance by using an independent generic type signature, which helps avoid unintended cyclical type dependencies."
  )
  @available(
    macOS, introduced: 12.0, deprecated: 100000.0,
    message:
      "Use TimelineViewDefaultContext for the type of the context parameter passed into TimelineView's content closure to resolve this warning. The new version of this initializer, using TimelineViewDefaultContext, improves compilation performance by using an independent generic type signature, which helps avoid unintended cyclical type dependencies."
  )
  @_disfavoredOverload
  nonisolated public init(
    _ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content
  ) {
    self.schedule = schedule
    self.content = content
  }

  /// The content, made for the schedule's latest entry.
  public var body: some View {
    TimelineContent(schedule: schedule, content: content)
  }
}

extension TimelineView.Context.Cadence {
  init<S, C>(_ other: TimelineView<S, C>.Context.Cadence) {
    switch other {
    case .live: self = .live
    case .seconds: self = .seconds
    case .minutes: self = .minutes
    }
  }
}

/// A timeline's content: reads its clock (so a tick makes it again), and waits for the next
/// entry in a task of the view.
struct TimelineContent<Schedule: TimelineSchedule, Content: View>: View {
  let schedule: Schedule
  let content: (TimelineView<Schedule, Content>.Context) -> Content
  @State private var clock = TimelineClock()

  var body: some View {
    let clock = self.clock
    let (date, next) = clock.entries(of: schedule, now: Date())
    let context = TimelineView<Schedule, Content>.Context(
      date: date, cadence: .live, invalidate: { clock.tick() })
    return content(context)
      .task(id: next, name: "TimelineView") {
        guard let next else { return }
        let delay = next.timeIntervalSinceNow
        if delay > 0 {
          do { try await Task.sleep(for: .seconds(delay)) } catch { return }
        }
        clock.tick()
      }
  }
}

/// Where a timeline is in its schedule, and what its content observes to be made again.
@MainActor
final class TimelineClock: Observable {
  private let registrar = ObservationRegistrar()
  private var ticks = 0
  private var nextEntry: (() -> Date?)?
  private var current: Date?
  private var upcoming: Date?

  nonisolated init() {}

  /// The date of the latest entry at or before `now` (`now` before the first), and the next
  /// entry's date, if any; reading them makes the reader observe ticks.
  func entries<S: TimelineSchedule>(of schedule: S, now: Date) -> (Date, Date?) {
    registrar.access(self, keyPath: \.tickCount)
    if nextEntry == nil {
      var iterator = schedule.entries(from: now, mode: .normal).makeIterator()
      nextEntry = { iterator.next() }
      upcoming = nextEntry?()
    }
    // A schedule may list entries long past; at most this many are stepped over per update.
    var steps = 0
    while let entry = upcoming, entry <= now, steps < 100_000 {
      current = entry
      upcoming = nextEntry?()
      steps += 1
    }
    return (current ?? now, upcoming)
  }

  /// How many times the clock has ticked.
  var tickCount: Int {
    registrar.access(self, keyPath: \.tickCount)
    return ticks
  }

  /// Makes what reads the clock again.
  func tick() {
    registrar.withMutation(of: self, keyPath: \.tickCount) { ticks &+= 1 }
  }
}
