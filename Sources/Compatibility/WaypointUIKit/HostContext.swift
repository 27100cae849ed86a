import Foundation
import WaypointUI

#if !canImport(UIKit)
  /// Where UIKit's singletons (`UIScreen.main`, `UIDevice.current`, `UIPasteboard.general`) find
  /// the host they describe: the runtime flushing or handling an interaction, else the one that
  /// last did; with none, a runtime's defaults (an iPhone-sized, light, active scene).
  @MainActor
  enum HostContext {
    /// The runtime UIKit's singletons describe, if any is running.
    static var runtime: ViewRuntime? { ViewRuntime.current }

    /// The environment the host sets, or the defaults when no host runs.
    static var environment: EnvironmentValues { runtime?.hostEnvironment ?? EnvironmentValues() }

    /// The latest host's values, readable from any thread (nil before any host started).
    nonisolated static var snapshot: HostValuesSnapshot? { ViewRuntime.publishedHostValues }
  }
#endif
