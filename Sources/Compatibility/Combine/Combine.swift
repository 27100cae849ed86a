// `import Combine` on Linux: OpenCombine under Combine's name (see the SwiftUI product), with what
// Apple's Foundation adds to Combine (schedulers, timer, notification and data-task publishers,
// coders) and the publishers OpenCombine lacks (merges and latest-value combinations).
@_exported import OpenCombine
