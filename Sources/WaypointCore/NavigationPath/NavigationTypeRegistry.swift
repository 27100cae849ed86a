import Foundation
import Synchronization

/// The types a decoded `NavigationPath` may hold, so its entries can be turned back into values.
///
/// Saved paths name their element types by string, and on Linux a qualified name cannot be turned
/// back into a type; entries therefore stay encoded until a registry supplies their type.
/// Standard library and Foundation value types are always known. A registry is safe to share
/// across threads; tests should use their own rather than `default`.
public final class NavigationTypeRegistry: Sendable {
  private let types = Mutex<[PathElementType]>([])

  /// Creates a registry that knows only the built-in types.
  public init() {}

  /// The registry that `NavigationPath.resolve()` uses when none is given.
  public static let `default` = NavigationTypeRegistry()

  /// Makes `type` known, so entries naming it can be decoded.
  ///
  /// Returns false, and changes nothing, when `type` is not `Decodable`: values of such a type
  /// are never written into a Codable representation, so there is nothing to decode.
  @discardableResult
  public func register<T: Hashable>(_ type: T.Type) -> Bool {
    guard let element = PathElementType(dynamic: type) else { return false }
    types.withLock { types in
      if !types.contains(where: { $0.isType(element.type) }) { types.append(element) }
    }
    return true
  }

  /// Qualified names of the registered types, in registration order, without the built-ins.
  public var registeredTypeNames: [String] {
    types.withLock { $0.map(\.qualifiedName) }
  }

  /// Finds the type a saved entry names, or says why none fits.
  ///
  /// Mangled names are matched against known types only, never handed to `_typeByName`: the
  /// runtime's demangler crashes on some crafted names, and a saved file must not crash the app.
  func lookUp(_ savedName: String) -> Result<PathElementType, NavigationPathResolutionError.Reason>
  {
    let registered = types.withLock { $0 }
    let canonical = TypeName.canonical(TypeName.canonicalMangled(savedName))
    if let match = registered.first(where: { $0.isNamed(canonical) })
      ?? BuiltInPathTypes.all.first(where: { $0.isNamed(canonical) })
    {
      return .success(match)
    }
    if !savedName.contains(".") {
      let candidates = (registered + BuiltInPathTypes.all).filter {
        $0.unqualifiedName == savedName
      }
      if candidates.count == 1 { return .success(candidates[0]) }
      if candidates.count > 1 {
        return .failure(.ambiguousTypeName(candidates: candidates.map(\.qualifiedName)))
      }
    }
    return .failure(.unknownType(known: (registered + BuiltInPathTypes.all).map(\.qualifiedName)))
  }
}

/// The standard library and Foundation types every registry knows.
enum BuiltInPathTypes {
  static let all: [PathElementType] = [
    PathElementType(Bool.self), PathElementType(String.self),
    PathElementType(Int.self), PathElementType(Int8.self), PathElementType(Int16.self),
    PathElementType(Int32.self), PathElementType(Int64.self),
    PathElementType(UInt.self), PathElementType(UInt8.self), PathElementType(UInt16.self),
    PathElementType(UInt32.self), PathElementType(UInt64.self),
    PathElementType(Double.self), PathElementType(Float.self),
    PathElementType(UUID.self), PathElementType(URL.self), PathElementType(Date.self),
    PathElementType(Data.self), PathElementType(Decimal.self),
  ]
}
