import Foundation
import OpenCombine

// Foundation's coders as Combine's top-level coders, so `.decode(type:decoder:)` and
// `.encode(encoder:)` take them.

// swift-format-ignore: AvoidRetroactiveConformances
extension JSONDecoder: @retroactive TopLevelDecoder {
  /// A JSON decoder reads data.
  public typealias Input = Data
}

// swift-format-ignore: AvoidRetroactiveConformances
extension JSONEncoder: @retroactive TopLevelEncoder {
  /// A JSON encoder writes data.
  public typealias Output = Data
}

// swift-format-ignore: AvoidRetroactiveConformances
extension PropertyListDecoder: @retroactive TopLevelDecoder {
  /// A property list decoder reads data.
  public typealias Input = Data
}

// swift-format-ignore: AvoidRetroactiveConformances
extension PropertyListEncoder: @retroactive TopLevelEncoder {
  /// A property list encoder writes data.
  public typealias Output = Data
}
