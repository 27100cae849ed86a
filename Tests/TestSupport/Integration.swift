import Foundation
import Testing

/// Whether this run is the integration run: `Scripts/test-integration.sh` sets
/// `WAYPOINT_INTEGRATION=1` and runs the suites whose names hold `Integration`.
public enum Integration {
  /// Set for the integration run; `swift test` alone leaves it unset.
  public static let isRequested = ProcessInfo.processInfo.environment["WAYPOINT_INTEGRATION"] == "1"
}

extension Trait where Self == ConditionTrait {
  /// A suite that runs built products, drives Chromium, starts PostgreSQL and HAProxy or builds
  /// packages: skipped by `swift test`, run by `Scripts/test-integration.sh`. Its type's name
  /// holds `Integration`, which is how the script finds it (a repository check makes sure).
  public static var integration: Self {
    .enabled(
      if: Integration.isRequested && BuiltExecutable.canLocateProducts,
      "an integration suite: Scripts/test-integration.sh runs it (on Linux)")
  }
}
