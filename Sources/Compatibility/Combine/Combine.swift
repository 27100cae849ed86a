// `import Combine` on Linux: OpenCombine under Combine's name (see the SwiftUI product).
@_exported import OpenCombine
