import Foundation

// Foundation's coders as Combine's top-level coders, so `.decode(type:decoder:)` and
// `.encode(encoder:)` take them.

extension JSONDecoder: TopLevelDecoder {
  /// A JSON decoder reads data.
  public typealias Input = Data
}

extension JSONEncoder: TopLevelEncoder {
  /// A JSON encoder writes data.
  public typealias Output = Data
}

extension PropertyListDecoder: TopLevelDecoder {
  /// A property list decoder reads data.
  public typealias Input = Data
}

extension PropertyListEncoder: TopLevelEncoder {
  /// A property list encoder writes data.
  public typealias Output = Data
}
