import Foundation
import WaypointCore

/// A scene with the links its app opens itself: URL schemes, and web links its
/// apple-app-site-association file claims (see `Scene.urlSchemes(_:)`,
/// `Scene.universalLinks(domain:file:appID:)`).
public struct AppLinksScene<Content: Scene>: Scene {
  let content: Content
  let schemes: [String]
  let universalLinks: [UniversalLinkClaim]

  /// The scene it declares the links for.
  public var body: Never { primitiveBody(Self.self) }
}

/// Web links an app opens itself: those of `domain` that `file` gives to `appID`.
public struct UniversalLinkClaim: Sendable {
  /// The domain the file is served from (`recipes.example`).
  public let domain: String
  /// The domain's apple-app-site-association file.
  public let file: AASAFile
  /// The app's identifier in the file (`TEAMID.com.example.recipes`).
  public let appID: String

  /// Whether `url` is one of the links claimed for the app.
  public func claims(_ url: URL) -> Bool {
    guard let scheme = url.scheme?.lowercased(), scheme == "https",
      url.host?.lowercased() == domain.lowercased()
    else { return false }
    return file.decision(for: url.absoluteString).appIDs.contains(appID)
  }
}

@MainActor
protocol AppLinksDeclaring {
  var declaredSchemes: [String] { get }
  var declaredUniversalLinks: [UniversalLinkClaim] { get }
  var declaringContent: any Scene { get }
}

extension AppLinksScene: AppLinksDeclaring {
  var declaredSchemes: [String] { schemes.map { $0.lowercased() } }
  var declaredUniversalLinks: [UniversalLinkClaim] { universalLinks }
  var declaringContent: any Scene { content }
}

extension Scene {
  /// Declares the URL schemes whose links the app opens itself (`Link`, `openURL` and the
  /// desktop's `xdg-open` bring them to `onOpenURL`). A Waypoint addition: Linux apps have no
  /// Info.plist to declare them in.
  public func urlSchemes(_ schemes: String...) -> AppLinksScene<Self> {
    AppLinksScene(content: self, schemes: schemes, universalLinks: [])
  }

  /// Declares the web links of `domain` that its apple-app-site-association `file` gives to
  /// `appID`: the app opens them itself, as browsing-web activities (no file claims none). A
  /// Waypoint addition (the associated-domains entitlement).
  public func universalLinks(domain: String, file: AASAFile?, appID: String) -> AppLinksScene<Self>
  {
    AppLinksScene(
      content: self, schemes: [],
      universalLinks: file.map { [UniversalLinkClaim(domain: domain, file: $0, appID: appID)] }
        ?? [])
  }
}
