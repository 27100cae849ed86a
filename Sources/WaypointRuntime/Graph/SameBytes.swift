import Foundation

// Values with the same bytes are the same value (the same numbers, the same references), so
// comparing memory finds what did not change at any length, in a few instructions an element
// and the same in every build, without calling `==` through unspecialised generic code: a
// stack finds the screens it already shows, a `ForEach` the rows it need not make again, an
// element list the children that changed.

/// Elements compared as one block before one at a time, since most blocks are unchanged.
private let blockLength = 64

/// How many leading elements two collections stored in contiguous memory hold with the same
/// bytes; nil when either is not stored contiguously.
package func leadingSameBytesCount<C: Collection>(_ a: C, _ b: C) -> Int? {
  withContiguousBytes(a, b, empty: 0) {
    leadingSameBytes($0, $1, stride: MemoryLayout<C.Element>.stride, count: $2)
  }
}

/// The positions, among those both have, whose element has other bytes in `a` than in `b`, in
/// order; nil when either is not stored contiguously or more than `limit` differ.
package func differingBytePositions<C: Collection>(_ a: C, _ b: C, limit: Int) -> [Int]? {
  withContiguousBytes(a, b, empty: []) { a, b, count -> [Int]? in
    var positions: [Int] = []
    let complete = appendDifferingBytes(
      a, b, stride: MemoryLayout<C.Element>.stride, count: count, offset: 0, to: &positions,
      limit: limit)
    return complete ? positions : nil
  } ?? nil
}

/// `body` given both collections' memory and how many elements both have; `empty` when that is
/// none, nil when either is not stored contiguously.
private func withContiguousBytes<C: Collection, Result>(
  _ a: C, _ b: C, empty: Result, _ body: (UnsafeRawPointer, UnsafeRawPointer, Int) -> Result
) -> Result? {
  let result = a.withContiguousStorageIfAvailable { a in
    b.withContiguousStorageIfAvailable { b in
      let count = Swift.min(a.count, b.count)
      guard count > 0, let left = a.baseAddress, let right = b.baseAddress else { return empty }
      return body(UnsafeRawPointer(left), UnsafeRawPointer(right), count)
    }
  }
  guard case .some(.some(let value)) = result else { return nil }
  return value
}

/// How many of `count` elements of `stride` bytes at `a` and `b` have the same bytes, from the
/// first.
package func leadingSameBytes(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, stride: Int, count: Int)
  -> Int
{
  if a == b || stride == 0 { return count }
  var index = 0
  while index + blockLength <= count,
    memcmp(a + index * stride, b + index * stride, blockLength * stride) == 0
  {
    index += blockLength
  }
  while index < count, memcmp(a + index * stride, b + index * stride, stride) == 0 {
    index += 1
  }
  return index
}

/// Appends `offset` plus each index below `count` at which the elements of `stride` bytes at
/// `a` and `b` differ; stops, returning false, once `positions` holds more than `limit`.
package func appendDifferingBytes(
  _ a: UnsafeRawPointer, _ b: UnsafeRawPointer, stride: Int, count: Int, offset: Int,
  to positions: inout [Int], limit: Int
) -> Bool {
  guard a != b, stride > 0 else { return true }
  var start = 0
  while start < count {
    let end = Swift.min(start + blockLength, count)
    if memcmp(a + start * stride, b + start * stride, (end - start) * stride) != 0 {
      for index in start..<end where memcmp(a + index * stride, b + index * stride, stride) != 0 {
        positions.append(offset + index)
        if positions.count > limit { return false }
      }
    }
    start = end
  }
  return true
}
