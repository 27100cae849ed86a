import Foundation

/// A library of Metal shader functions: the app's default one, a bundle's, or one read from a
/// file or data. Linux has no Metal, so its functions are kept as names: effects made with them
/// are recorded on the semantic tree, not run.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, @unchecked Sendable {
  enum Source: Equatable {
    case bundle(String)
    case url(URL)
    case data(Int)
  }

  let source: Source

  /// The library of the app's main bundle.
  public static let `default` = ShaderLibrary(source: .bundle("main"))

  /// The default library of `bundle`.
  public static func bundle(_ bundle: Bundle) -> ShaderLibrary {
    ShaderLibrary(source: .bundle(bundle.bundleIdentifier ?? bundle.bundlePath))
  }

  /// The library in the file at `url`.
  public init(url: URL) {
    source = .url(url)
  }

  /// The library in `data`.
  public init(data: Data) {
    source = .data(data.count)
  }

  private init(source: Source) {
    self.source = source
  }

  /// The function called `name` in this library.
  public subscript(dynamicMember name: String) -> ShaderFunction {
    ShaderFunction(library: self, name: name)
  }

  /// The function called `name` in the default library.
  public static subscript(dynamicMember name: String) -> ShaderFunction {
    ShaderFunction(library: .default, name: name)
  }
}

/// A shader function of a library, called with arguments to make a `Shader`:
/// `ShaderLibrary.default.ripple(.float(time))`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
  /// The library the function is in.
  public var library: ShaderLibrary
  /// The function's name.
  public var name: String

  /// The function called `name` in `library`.
  public init(library: ShaderLibrary, name: String) {
    self.library = library
    self.name = name
  }

  /// The shader of this function with `args`.
  public func dynamicallyCall(withArguments args: [Shader.Argument]) -> Shader {
    Shader(function: self, arguments: args)
  }
}
