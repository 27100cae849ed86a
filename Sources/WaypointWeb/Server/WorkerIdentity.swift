import Foundation
import HTTPTypes

/// Which process answers: every response carries it in `X-Waypoint-Worker`, so whoever runs
/// several workers behind a balancer can tell which one served a request.
enum WorkerIdentity {
  /// This process's id.
  static let processID = Int(ProcessInfo.processInfo.processIdentifier)
  /// The header's name.
  static let headerName = HTTPField.Name("X-Waypoint-Worker")!
  /// The header, as every response carries it.
  static var header: HTTPField { HTTPField(name: headerName, value: String(processID)) }
}
