import Foundation

/// A `GeometryReader` on the semantic tree: the layout pass tells it where it placed the reader,
/// and the reader makes its content again when that changed.
///
/// Two records are equal when they stand for the same reader, so a reader evaluated again with
/// the same content leaves its element unchanged.
public final class GeometryReaderRecord: Sendable, Equatable, CustomStringConvertible {
  private let identity: ObjectIdentifier
  private let receive: @MainActor (GeometryReport) -> Bool

  /// A record for the reader `identity` names; `receive` takes where the reader was placed and
  /// says whether that changed what it shows.
  package init(identity: ObjectIdentifier, receive: @escaping @MainActor (GeometryReport) -> Bool) {
    self.identity = identity
    self.receive = receive
  }

  /// Tells the reader where it was placed; true when its content must be made again.
  @MainActor package func report(_ report: GeometryReport) -> Bool { receive(report) }

  /// `GeometryReader`.
  public var description: String { "GeometryReader" }

  /// The same reader.
  public static func == (lhs: GeometryReaderRecord, rhs: GeometryReaderRecord) -> Bool {
    lhs.identity == rhs.identity
  }
}

/// Where the layout pass placed a `GeometryReader`: its frame in the scene, and the frames of
/// the named coordinate spaces around it.
public struct GeometryReport: Sendable, Equatable {
  /// The reader's frame in the scene's coordinates.
  public var frame: CGRect
  /// The frames, in the scene's coordinates, of the views around the reader that named their
  /// coordinate space (`.coordinateSpace(.named(…))`), by name.
  public var namedSpaces: [String: CGRect]
  /// How much of the reader each edge's covered region (a bar, the device's edge) covers.
  public var safeAreaInsets: EdgeInsets

  /// A report of `frame` inside `namedSpaces`, covered by `safeAreaInsets`.
  public init(
    frame: CGRect, namedSpaces: [String: CGRect] = [:], safeAreaInsets: EdgeInsets = EdgeInsets()
  ) {
    self.frame = frame
    self.namedSpaces = namedSpaces
    self.safeAreaInsets = safeAreaInsets
  }
}
