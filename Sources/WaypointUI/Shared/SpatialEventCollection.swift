import Foundation

/// The touches, pointers and pinches a `SpatialEventGesture` reports, by identity.
///
/// No spatial input reaches a terminal, so a collection is only ever empty here; the types are
/// declared for code that handles them.
public struct SpatialEventCollection: Collection, Sendable, Equatable {
  /// One touch, pointer or pinch.
  public struct Event: Identifiable, Hashable, Sendable {
    /// An event's identity, the same across the changes of one touch.
    public struct ID: Hashable, Sendable {
      let value: Int
    }

    /// What made an event.
    public enum Kind: Hashable, Sendable {
      /// A finger.
      case touch
      /// A direct pinch (visionOS).
      case directPinch
      /// An indirect pinch (visionOS).
      case indirectPinch
      /// A pencil.
      case pencil
      /// A pointer.
      case pointer
    }

    /// Where an event is.
    public enum Phase: Hashable, Sendable {
      /// It is in progress.
      case active
      /// It ended.
      case ended
      /// It was cancelled.
      case cancelled
    }

    /// How a pencil or other device is held.
    public struct InputDevicePose: Hashable, Sendable {
      /// The angle to the surface.
      public var altitude: Angle
      /// The direction in the surface's plane.
      public var azimuth: Angle
    }

    /// The event's identity.
    public var id: ID
    /// When it happened.
    public var timestamp: TimeInterval
    /// What made it.
    public var kind: Kind
    /// Where it is.
    public var location: CGPoint
    /// Where it is in its life.
    public var phase: Phase
    /// The modifier keys held.
    public var modifierKeys: EventModifiers
    /// How the input device is held, if known.
    public var inputDevicePose: InputDevicePose?
  }

  /// A position in the collection.
  public struct Index: Comparable, Sendable {
    let offset: Int
    /// Orders positions.
    public static func < (lhs: Index, rhs: Index) -> Bool { lhs.offset < rhs.offset }
  }

  /// Iterates the events.
  public struct Iterator: IteratorProtocol, Sendable {
    var base: IndexingIterator<[Event]>
    /// The next event.
    public mutating func next() -> Event? { base.next() }
  }

  let events: [Event]

  /// The event with `index` as its identity, if it is in the collection.
  public subscript(index: Event.ID) -> Event? { events.first { $0.id == index } }

  /// An iterator over the events.
  public func makeIterator() -> Iterator { Iterator(base: events.makeIterator()) }
  /// The first position.
  public var startIndex: Index { Index(offset: 0) }
  /// The position past the last.
  public var endIndex: Index { Index(offset: events.count) }
  /// The event at `position`.
  public subscript(position: Index) -> Event { events[position.offset] }
  /// The position after `i`.
  public func index(after i: Index) -> Index { Index(offset: i.offset + 1) }
}
