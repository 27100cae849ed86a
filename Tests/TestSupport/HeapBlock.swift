/// The usable bytes of the heap block glibc's allocator gives an instance of `object`'s class:
/// its instance size, read from the class's metadata, plus the allocator's 8-byte header,
/// rounded up to 16 and at least 32.
///
/// `malloc_usable_size` on the object itself can answer more: a free block whose remainder
/// would be too small to split is handed out whole, so what it says depends on the heap's
/// history, and a test asserting it fails now and then.
public func heapBlockBytes(of object: AnyObject) -> Int {
  // Without Objective-C interop a class's metadata starts with its kind and superclass
  // pointers, then its flags and instance address point (4 bytes each), then its instance
  // size.
  let metadata = unsafeBitCast(type(of: object), to: UnsafeRawPointer.self)
  let instanceSize = Int(metadata.load(fromByteOffset: 24, as: UInt32.self))
  return max(32, (instanceSize + 8 + 15) / 16 * 16) - 8
}
