import Foundation

/// A number that a `specifier:` interpolation formats with a `printf` format (`"%.2f"`).
public protocol _FormatSpecifiable: Equatable {
  /// The value as a C variadic argument.
  associatedtype _Arg: CVarArg
  /// The value as a C variadic argument.
  var _arg: _Arg { get }
  /// The format the value is shown in by default.
  var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
  /// The value as a C variadic argument.
  public var _arg: Int64 { Int64(self) }
  /// The format the value is shown in by default.
  public var _specifier: String { "%lld" }
}

extension Int8: _FormatSpecifiable {
  /// The value as a C variadic argument.
  public var _arg: Int32 { Int32(self) }
  /// The format the value is shown in by default.
  public var _specifier: String { "%d" }
}

extension Int16: _FormatSpecifiable {
  /// The value as a C variadic argument.
  public var _arg: Int32 { Int32(self) }
  /// The format the value is shown in by default.
  public var _specifier: String { "%d" }
}

extension Int32: _FormatSpecifiable {
  /// The value as a C variadic argument.
  public var _arg: Int32 { self }
  /// The format the value is shown in by default.
  public var _specifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
  /// The value as a C variadic argument.
  public var _arg: Int64 { self }
  /// The format the value is shown in by default.
  public var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
  /// The value as a C variadic argument.
  public var _arg: UInt64 { UInt64(self) }
  /// The format the value is shown in by default.
  public var _specifier: String { "%llu" }
}

extension UInt8: _FormatSpecifiable {
  /// The value as a C variadic argument.
  public var _arg: UInt32 { UInt32(self) }
  /// The format the value is shown in by default.
  public var _specifier: String { "%u" }
}

extension UInt16: _FormatSpecifiable {
  /// The value as a C variadic argument.
  public var _arg: UInt32 { UInt32(self) }
  /// The format the value is shown in by default.
  public var _specifier: String { "%u" }
}

extension UInt32: _FormatSpecifiable {
  /// The value as a C variadic argument.
  public var _arg: UInt32 { self }
  /// The format the value is shown in by default.
  public var _specifier: String { "%u" }
}

extension UInt64: _FormatSpecifiable {
  /// The value as a C variadic argument.
  public var _arg: UInt64 { self }
  /// The format the value is shown in by default.
  public var _specifier: String { "%llu" }
}

extension Float: _FormatSpecifiable {
  /// The value as a C variadic argument.
  public var _arg: Double { Double(self) }
  /// The format the value is shown in by default.
  public var _specifier: String { "%f" }
}

extension Double: _FormatSpecifiable {
  /// The value as a C variadic argument.
  public var _arg: Double { self }
  /// The format the value is shown in by default.
  public var _specifier: String { "%lf" }
}

extension CGFloat: _FormatSpecifiable {
  /// The value as a C variadic argument.
  public var _arg: Double { Double(self) }
  /// The format the value is shown in by default.
  public var _specifier: String { "%lf" }
}
