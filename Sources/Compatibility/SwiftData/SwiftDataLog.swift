import Foundation

/// Where SwiftData reports a failure that has nowhere else to go (an autosave, a fetch made for
/// a view): one line on standard error, as Apple's prints to the console.
enum SwiftDataLog {
  static func report(_ error: any Error, doing what: String) {
    let line = "SwiftData: error \(what): \(error)\n"
    FileHandle.standardError.write(Data(line.utf8))
  }
}
