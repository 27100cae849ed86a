import XCTest

@testable import TrailMix

final class TrailMixTests: XCTestCase {
  func testTrailsLoad() {
    XCTAssertFalse(TrailStore().trails.isEmpty)
  }
}
