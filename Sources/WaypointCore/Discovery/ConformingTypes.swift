/// The types that conform to a protocol, found in the executable's table of conformances — how
/// `#Preview`s, `PreviewProvider`s and ported asset catalogs make themselves known without a
/// registration call.
///
/// The table is the Swift runtime's own (`swift5_protocol_conformances`); the layouts read here
/// are the stable ABI's. Generic types are skipped: they have no single type to give. Outside
/// ELF systems the table is not read and nothing is found.
package enum ConformingTypes {
  /// Every non-generic type in the executable that conforms to the protocol `name` of `module`.
  package static func find(protocol name: String, module: String) -> [Any.Type] {
    guard let start = conformancesStart(), let end = conformancesEnd()
    else { return [] }
    var found: [Any.Type] = []
    var record = start
    while record < end {
      defer { record += 4 }
      let conformance = relative(record)
      guard let proto = indirectable(conformance), isProtocol(proto, named: name, in: module),
        let type = typeDescriptor(of: conformance), let metatype = metatype(of: type)
      else { continue }
      found.append(metatype)
    }
    return found
  }

  /// A context descriptor's name: the third field, after its flags and parent.
  private static func contextName(_ descriptor: UnsafeRawPointer) -> String {
    String(cString: relative(descriptor + 8).assumingMemoryBound(to: CChar.self))
  }

  private static func isProtocol(
    _ descriptor: UnsafeRawPointer, named name: String, in module: String
  ) -> Bool {
    guard contextKind(descriptor) == 3, contextName(descriptor) == name,
      let parent = indirectable(descriptor + 4), contextKind(parent) == 0
    else { return false }
    return contextName(parent) == module
  }

  /// The conformance's type descriptor, when the type is a Swift type (not an Objective-C class).
  private static func typeDescriptor(of conformance: UnsafeRawPointer) -> UnsafeRawPointer? {
    let flags = (conformance + 12).loadUnaligned(as: UInt32.self)
    switch (flags >> 3) & 0x7 {
    case 0: return relative(conformance + 4)
    case 1: return relative(conformance + 4).load(as: UnsafeRawPointer?.self)
    default: return nil
    }
  }

  /// The type's metadata, from the accessor every type descriptor points to.
  private static func metatype(of descriptor: UnsafeRawPointer) -> Any.Type? {
    let flags = descriptor.loadUnaligned(as: UInt32.self)
    let isGeneric = flags & 0x80 != 0
    // Classes, structures and enumerations (16, 17, 18) are the kinds with metadata accessors.
    guard !isGeneric, (16...18).contains(flags & 0x1F) else { return nil }
    let accessor = relative(descriptor + 12)
    // A non-generic accessor takes the request in the first argument register and returns the
    // metadata in the first result register, as a C function of this type would.
    let access = unsafeBitCast(accessor, to: (@convention(c) (Int) -> UnsafeRawPointer?).self)
    guard let metadata = access(0) else { return nil }
    return unsafeBitCast(metadata, to: Any.Type.self)
  }

  private static func contextKind(_ descriptor: UnsafeRawPointer) -> UInt32 {
    descriptor.loadUnaligned(as: UInt32.self) & 0x1F
  }

  /// The target of a 32-bit offset stored at `field`, counted from the field.
  private static func relative(_ field: UnsafeRawPointer) -> UnsafeRawPointer {
    field + Int(field.loadUnaligned(as: Int32.self))
  }

  /// As `relative`, but an odd offset points at a pointer to the target, not the target.
  private static func indirectable(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = Int(field.loadUnaligned(as: Int32.self))
    if offset & 1 == 0 { return field + offset }
    return (field + (offset & ~1)).load(as: UnsafeRawPointer?.self)
  }
}

// The section bounds come from the WaypointSections C target, linked in but not imported: a
// Swift import of a C module would make every module that loads WaypointCore (and `SwiftUI`,
// which any package testing `canImport(SwiftUI)` may load) need its module map.
@_silgen_name("waypoint_conformances_start")
private func conformancesStart() -> UnsafeRawPointer?

@_silgen_name("waypoint_conformances_end")
private func conformancesEnd() -> UnsafeRawPointer?
