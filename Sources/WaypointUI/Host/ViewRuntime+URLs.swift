import Foundation
import WaypointCore

/// URLs and activities arriving from outside (`onOpenURL`, Handoff), and URLs the app opens.
extension ViewRuntime {
  /// Delivers a URL to the first scene's `onOpenURL` handlers, deepest first, then updates once:
  /// whatever they change shows in one update. A URL no handler acted on, or that several acted
  /// on, is reported. A universal link the app claims arrives as a browsing-web activity to its
  /// `onContinueUserActivity(NSUserActivityTypeBrowsingWeb)` handlers when it has any.
  public func open(_ url: URL) {
    if universalLinks.contains(where: { $0.claims(url) }),
      hasContinueHandlers(for: NSUserActivityTypeBrowsingWeb)
    {
      let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
      activity.webpageURL = url
      continueUserActivity(activity)
      return
    }
    deliverToOpenURLHandlers(url)
  }

  func deliverToOpenURLHandlers(_ url: URL) {
    let handlers = scenes.first?.preferences[OpenURLHandlersKey.self] ?? []
    var acted = 0
    withContext {
      for handler in handlers {
        let before = graph.inbox.postCount
        handler.action(url)
        if graph.inbox.postCount != before { acted += 1 }
      }
      if acted == 0 {
        diagnosticLog.record(.urlNotHandled(url, handlerCount: handlers.count))
      } else if acted > 1 {
        diagnosticLog.record(.urlHandledInSeveralPlaces(url, handlerCount: acted))
      }
    }
    flush()
  }

  // MARK: Handoff

  /// The activity the first scene advertises (the front-most active `userActivity`), filled in
  /// now, or nil when none is active.
  public var currentUserActivity: NSUserActivity? {
    guard let advertised = scenes.first?.preferences[AdvertisedActivitiesKey.self].last else {
      return nil
    }
    let activity = NSUserActivity(activityType: advertised.activityType)
    withContext { advertised.update(activity) }
    return activity
  }

  /// Hands `activity` to the first scene's `onContinueUserActivity` handlers of its type,
  /// deepest first, then updates once; a browsing-web activity no handler takes goes to
  /// `onOpenURL` with its web page. Returns whether anything received it.
  @discardableResult
  public func continueUserActivity(_ activity: NSUserActivity) -> Bool {
    let handlers = (scenes.first?.preferences[ContinueActivityHandlersKey.self] ?? [])
      .filter { $0.activityType == activity.activityType }
    guard !handlers.isEmpty, activity.hasRequiredKeys else {
      if activity.activityType == NSUserActivityTypeBrowsingWeb, let url = activity.webpageURL {
        deliverToOpenURLHandlers(url)
        return true
      }
      return false
    }
    withContext {
      for handler in handlers { handler.action(activity) }
    }
    flush()
    return true
  }

  func hasContinueHandlers(for activityType: String) -> Bool {
    (scenes.first?.preferences[ContinueActivityHandlersKey.self] ?? [])
      .contains { $0.activityType == activityType }
  }

  /// The web links the app claims (`Scene.universalLinks(domain:file:appID:)`).
  public var universalLinks: [UniversalLinkClaim] {
    sceneRegistry.declarations.flatMap(\.universalLinks)
  }

  /// The URL schemes the app opens itself: those its scenes declare with `urlSchemes(_:)`, and
  /// those the host adds.
  public var urlSchemes: Set<String> {
    Set(sceneRegistry.declarations.flatMap(\.urlSchemes)).union(additionalURLSchemes)
  }

  // MARK: Opening URLs from the app

  /// Opens a URL the app asked for (`openURL`, `Link`): one of its own schemes goes to its
  /// `onOpenURL`, any other to the desktop.
  func openFromApp(_ url: URL) -> Bool {
    let scheme = url.scheme?.lowercased() ?? ""
    if urlSchemes.contains(scheme) || universalLinks.contains(where: { $0.claims(url) }) {
      open(url)
      return true
    }
    if !Self.publicSchemes.contains(scheme) {
      diagnosticLog.record(.urlSchemeNotDeclared(url, declared: urlSchemes))
    }
    if let openExternally { return openExternally(url) }
    return DesktopURLOpener.open(url, diagnostics: diagnosticLog)
  }

  /// Schemes every desktop opens, which an app need not declare.
  package static let publicSchemes: Set<String> = [
    "http", "https", "mailto", "tel", "sms", "file", "ftp", "facetime", "maps",
  ]
}
