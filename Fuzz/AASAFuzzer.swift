// libFuzzer target: any bytes as an apple-app-site-association file, and as a pattern. Parsing,
// validating and matching must never trap.

let aasaProbeURLs = [
  "https://example.com/", "https://example.com/buy/shoe?articleNumber=1234#top",
  "https://example.com/en_US/news/%C3%A9?a=b&c", "https://example.com/a/b/c/d/e/f/g/h",
]

@_cdecl("LLVMFuzzerTestOneInput")
public func aasaFuzzInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  if let file = try? AASAFile(data: Data(bytes)) {
    for url in aasaProbeURLs { _ = file.decision(for: url) }
  }
  let text = String(decoding: bytes, as: UTF8.self)
  if let pattern = try? AASAPattern(text, caseSensitive: size % 2 == 0, variables: ["v": ["a*", "?b"]]) {
    for url in aasaProbeURLs { _ = pattern.matches(url) }
    _ = pattern.matches(text)
  }
  return 0
}
