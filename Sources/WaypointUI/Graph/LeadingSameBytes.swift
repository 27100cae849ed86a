import Foundation

/// How many leading elements two collections stored in contiguous memory hold with the same
/// bytes, compared a block at a time; nil when either is not stored contiguously.
///
/// Elements with the same bytes are the same value (the same numbers, the same references), so
/// a stack finds the screens it already shows at any depth in a few instructions per screen,
/// without calling the elements' `==` through unspecialised generic code.
func leadingSameBytesCount<C: Collection>(_ a: C, _ b: C) -> Int? {
  let stride = MemoryLayout<C.Element>.stride
  let count = a.withContiguousStorageIfAvailable { mine in
    b.withContiguousStorageIfAvailable { theirs in
      leadingSameBytesCount(
        UnsafeRawBufferPointer(mine), UnsafeRawBufferPointer(theirs), stride: stride,
        count: Swift.min(mine.count, theirs.count))
    }
  }
  guard case .some(.some(let leading)) = count else { return nil }
  return leading
}

private func leadingSameBytesCount(
  _ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer, stride: Int, count: Int
) -> Int {
  guard count > 0, let left = a.baseAddress, let right = b.baseAddress else { return 0 }
  if left == right || stride == 0 { return count }
  let block = 64
  var index = 0
  while index + block <= count,
    memcmp(left + index * stride, right + index * stride, block * stride) == 0
  {
    index += block
  }
  while index < count, memcmp(left + index * stride, right + index * stride, stride) == 0 {
    index += 1
  }
  return index
}
