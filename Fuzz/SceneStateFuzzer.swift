// libFuzzer target: any bytes as a scene's saved state. Reading must never trap, and whatever
// it restores must write back to bytes that read as the same values, with no problem.

@_cdecl("LLVMFuzzerTestOneInput")
public func sceneStateFuzzInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(UnsafeBufferPointer(start: data, count: size))
  let (file, _) = SceneStateFile.read(bytes)
  let (again, problems) = SceneStateFile.read(file.data())
  guard problems.isEmpty, same(again.values, file.values) else {
    fatalError("a restored state did not survive writing and reading again: \(file.values)")
  }
  return 0
}

/// Equal, with NaN equal to NaN (a double saved as NaN restores as NaN).
private func same(_ a: [String: StoredValue], _ b: [String: StoredValue]) -> Bool {
  guard a.count == b.count else { return false }
  for (key, value) in a {
    guard let other = b[key] else { return false }
    if case .double(let x) = value, case .double(let y) = other, x.isNaN, y.isNaN { continue }
    if value != other { return false }
  }
  return true
}
