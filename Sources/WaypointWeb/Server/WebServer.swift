import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import WaypointCore
import WaypointUI

/// Serves an app to browsers: a page per tab, each tab its own scene, kept up to date over a
/// WebSocket. Nothing here reaches the graph: tabs use the runtime's public API.
public final class WebServer: Sendable {
  /// Where the server listens and what it allows.
  public struct Configuration: Sendable {
    /// The address to bind: loopback unless told otherwise.
    public var host = "127.0.0.1"
    /// The port; 0 picks a free one.
    public var port = 8080
    /// How many tabs may live at once.
    public var maxTabs = 500
    /// How many tabs one browser may have.
    public var maxTabsPerBrowser = 20
    /// How long a tab may sit idle before it ends.
    public var idleTimeout: Duration = .seconds(30 * 60)
    /// How long a tab's page may stay hidden (another browser tab in front, a minimised
    /// window) before the tab is parked: its state written to the store and its memory freed,
    /// until the page is shown again or acted on. Nil never parks hidden tabs.
    public var parkHiddenAfter: Duration? = .seconds(60)
    /// How long a tab may go without an act, shown or hidden, before it is parked; nil never.
    public var parkIdleAfter: Duration? = .seconds(10 * 60)
    /// How long an open tab may go without an act before it gives back the sizes its views
    /// were measured at (a tenth or so of its memory); its next update measures them again.
    /// Nil keeps them.
    public var releaseMeasurementsAfter: Duration? = .seconds(30)
    /// The largest message a page may send, in bytes.
    public var maxMessageBytes = 16_384
    /// How many messages a socket may send per second, after a burst.
    public var messagesPerSecond = 50.0
    /// See `messagesPerSecond`.
    public var messageBurst = 100.0
    /// How often the server pings each page's socket; a page that has not answered a ping by
    /// the next is taken to be gone, and its connection is closed (its tab stays).
    public var pingInterval: Duration = .seconds(30)
    /// Whether the server logs (refused sockets, start and stop) to standard output.
    public var logs = true
    /// Told how long each page message took to handle, from decoding to the update (for load
    /// measurements).
    public var onMessageHandled: (@Sendable (Duration) -> Void)?
    /// Where tabs' scene state and browsers' `@AppStorage` are kept: nil for this process's
    /// memory, or a `postgres://user@host:port/database` address shared by workers.
    public var store: String?
    /// How long the shared store keeps a tab that no worker saved since.
    public var savedTabRetention: Duration = .seconds(7 * 24 * 3600)
    /// Where each browser's app files and SwiftData stores are kept, as a device keeps its own:
    /// a folder per browser under this one (shared by workers only if the folder is); nil keeps
    /// them in memory for as long as the browser's tabs live here.
    public var appDataFolder: URL?
    /// The IP addresses of balancers whose `X-Forwarded-Proto` is believed: a page asked for
    /// over HTTPS through one of them gets its cookies `Secure`. Loopback by default, where a
    /// balancer on the same machine connects from.
    public var trustedProxies = ["127.0.0.1", "::1"]

    /// The defaults: 127.0.0.1:8080.
    public init() {}
  }

  private let configuration: Configuration
  private let sessions: BrowserSessions
  private let logger: Logger
  /// The shared store, or why its address could not be read (reported by `run()`).
  private let sharedStore: Result<any SharedStateStore, StoreError>?

  /// A server for the app `makeApp` makes, one per tab.
  @MainActor
  public init<A: App>(
    configuration: Configuration = Configuration(), app makeApp: @escaping @MainActor () -> A
  ) {
    self.configuration = configuration
    var logger = Logger(label: "waypoint.web")
    logger.logLevel = configuration.logs ? .info : .critical
    self.logger = logger
    sharedStore = configuration.store.map { address in
      Result { () throws(StoreError) in
        try SharedStateStores.make(address: address, logger: logger)
      }
    }
    let store: any BrowserStateStore =
      if case .success(let shared)? = sharedStore { shared } else { MemoryStateStore() }
    sessions = BrowserSessions(
      limits: .init(
        tabs: configuration.maxTabs, tabsPerBrowser: configuration.maxTabsPerBrowser,
        idleTimeout: configuration.idleTimeout, parkHiddenAfter: configuration.parkHiddenAfter,
        parkIdleAfter: configuration.parkIdleAfter,
        releaseMeasurementsAfter: configuration.releaseMeasurementsAfter),
      store: store, logger: logger, appDataFolder: configuration.appDataFolder
    ) { sizeClass, restoration, appStorage, appData in
      // The app's own initializer may open files or a SwiftData container: it runs where its
      // browser's data is.
      AppDataLocation.$current.withValue(appData) {
        ViewRuntime(
          app: makeApp(), horizontalSizeClass: sizeClass, restoration: restoration,
          appStorage: appStorage, appData: appData)
      }
    }
  }

  /// How many times the store was written (tabs and `@AppStorage`), for measurements.
  @MainActor public var storeWriteCount: Int { sessions.persistence.writeCount }

  /// How many tabs are alive.
  @MainActor public var tabCount: Int { sessions.count }
  /// How many tabs were parked (hidden or idle too long) since the server started.
  @MainActor public var parkedTabCount: Int { sessions.parkedCount }

  /// The live tab with `id` (a page's `data-tab`), whatever its browser: what tests compare a
  /// page with.
  @MainActor func tab(id: String) -> BrowserTab? { sessions.tab(id: id) }

  /// Serves until the task is cancelled; `onListening` gets the port once bound. With a shared
  /// store, throws a `StoreError` when it cannot be used at the start. When the task is
  /// cancelled (the worker stops), every tab's state is written before this returns.
  public func run(onListening: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
    let shared: (any SharedStateStore)?
    switch sharedStore {
    case .failure(let error)?: throw error
    case .success(let store)?: shared = store
    case nil: shared = nil
    }
    let application = Application(
      router: makeRouter(),
      server: HTTPServerBuilder { [self] responder in
        PageServerChannel(
          responder: responder, maxMessageBytes: configuration.maxMessageBytes,
          pingInterval: configuration.pingInterval,
          rate: MessageRate(
            perSecond: configuration.messagesPerSecond, burst: configuration.messageBurst),
          accept: { request, channel in await self.acceptSocket(request, channel: channel) })
      },
      configuration: .init(address: .hostname(configuration.host, port: configuration.port)),
      onServerRunning: { channel in await onListening(channel.localAddress?.port ?? 0) },
      logger: logger)
    let sessions = sessions
    let retention = shared == nil ? configuration.idleTimeout : configuration.savedTabRetention
    // The store's connections outlive serving: the tabs' last writes happen after it.
    let storeClient = shared.map { store in Task { await store.run() } }
    defer { storeClient?.cancel() }
    if let shared {
      try await shared.prepare()
      logger.info("Keeping tabs' state in \(shared.addressDescription)")
    }
    // However serving ends (cancelled, or failed), every tab's state is written first.
    do {
      try await serve(application, shared: shared, retention: retention)
    } catch {
      await sessions.endAll()
      throw error
    }
    await sessions.endAll()
  }

  private func serve(
    _ application: some ApplicationProtocol, shared: (any SharedStateStore)?, retention: Duration
  ) async throws {
    let sessions = sessions
    let idleTimeout = configuration.idleTimeout
    try await withThrowingTaskGroup(of: Void.self) { group in
      if let shared {
        group.addTask {
          await shared.listenForAppStorageChanges { browserID in
            await sessions.appStorageChangedElsewhere(browserID: browserID)
          }
        }
      }
      group.addTask { try await application.run() }
      group.addTask { [sessions] in
        // Idle tabs end at most a tenth of the timeout late; saved tabs expire with them.
        while !Task.isCancelled {
          try await Task.sleep(for: min(.seconds(60), idleTimeout / 10))
          await sessions.expireIdle()
          let cutoff = Date().addingTimeInterval(-Double(retention.components.seconds))
          _ = try? await sessions.persistence.store.removeTabs(savedBefore: cutoff)
        }
      }
      if let interval = Self.parkingInterval(configuration) {
        group.addTask { [sessions] in
          while !Task.isCancelled {
            try await Task.sleep(for: interval)
            await sessions.parkIdle()
            await sessions.releaseIdleMeasurements()
          }
        }
      }
      defer { group.cancelAll() }
      try await group.next()
    }
  }

  /// How often to look for tabs to park or to release measurements of: a quarter of the
  /// shortest delay, at least a second, so each is at most a quarter late; nil when none is set.
  static func parkingInterval(_ configuration: Configuration) -> Duration? {
    let delays = [
      configuration.parkHiddenAfter, configuration.parkIdleAfter,
      configuration.releaseMeasurementsAfter,
    ].compactMap { $0 }
    return delays.min().map { max(.seconds(1), $0 / 4) }
  }

  // MARK: Pages

  private func makeRouter() -> Router<PageRequestContext> {
    let router = Router(context: PageRequestContext.self)
    router.add(middleware: WorkerHeaderMiddleware())
    router.get("\(PageDocument.assetPrefix)waypoint.js") { _, _ in
      Self.asset("waypoint", "js", type: "text/javascript; charset=utf-8")
    }
    router.get("\(PageDocument.assetPrefix)waypoint.css") { _, _ in
      Self.asset("waypoint", "css", type: "text/css; charset=utf-8")
    }
    router.get("\(PageDocument.assetPrefix)fonts/:file") { request, context in
      let name = context.parameters.get("file") ?? ""
      guard name.hasSuffix(".otf"), let data = PageFont.data(named: String(name.dropLast(4)))
      else { return Response(status: .notFound) }
      // A face never changes under its name within a release.
      return Response(
        status: .ok, headers: [.contentType: "font/otf", .cacheControl: "max-age=86400"],
        body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
    router.post("\(PageDocument.assetPrefix)act") { [self] request, context in
      try await formAction(request, context: context)
    }
    // For a load balancer's health checks, by GET or HEAD.
    router.get("\(PageDocument.assetPrefix)health") { _, _ in Self.healthy }
    router.head("\(PageDocument.assetPrefix)health") { _, _ in Self.healthy }
    router.get("\(ImageRoute.prefix)**") { request, _ in
      ImageRoute.response(path: request.uri.path, ifNoneMatch: request.headers[.ifNoneMatch])
    }
    router.head("\(ImageRoute.prefix)**") { request, _ in
      ImageRoute.response(
        path: request.uri.path, ifNoneMatch: request.headers[.ifNoneMatch], includeBody: false)
    }
    router.get("/") { [self] request, context in await page(request, context: context) }
    router.get("**") { [self] request, context in await page(request, context: context) }
    return router
  }

  private func page(_ request: Request, context: PageRequestContext) async -> Response {
    let cookies = Cookies.parse(request.headers[.cookie])
    let existing = Cookies.token(cookies[Cookies.browser])
    let browserID = existing ?? BrowserSessions.token()
    let path = Self.address(of: request)
    // Until the script reports the width, a phone's browser (which says so) is compact.
    let sizeClass: UserInterfaceSizeClass =
      request.headers[HTTPField.Name("Sec-CH-UA-Mobile")!] == "?1" ? .compact : .regular
    let sessions = sessions
    let reloading = Cookies.token(cookies[Cookies.reloadingTab])
    let html: String? = await { @MainActor in
      guard
        let tab = await sessions.tabForPage(
          browserID: browserID, reloading: reloading, sizeClass: sizeClass)
      else { return nil }
      return await tab.page(address: path)
    }()
    guard let html else {
      return Response(
        status: .serviceUnavailable,
        headers: [.contentType: "text/plain; charset=utf-8", .retryAfter: "30"],
        body: .init(
          byteBuffer: ByteBuffer(
            string: "The server has as many tabs open as it allows; try again soon.\n")))
    }
    var headers = Self.pageHeaders
    let secure = isSecure(request, context)
    if existing == nil {
      headers.append(
        HTTPField(name: .setCookie, value: Cookies.browserCookie(browserID, secure: secure)))
    }
    headers.append(
      HTTPField(name: .setCookie, value: Cookies.reloadingTabCookie(nil, secure: secure)))
    return Response(
      status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: html)))
  }

  /// A tap without the script: the page's form posts the tab and the element; the answer sends
  /// the browser to the new address, reloading the same tab.
  private func formAction(_ request: Request, context: PageRequestContext) async throws
    -> Response
  {
    let cookies = Cookies.parse(request.headers[.cookie])
    guard let browserID = Cookies.token(cookies[Cookies.browser]) else {
      return Response(status: .seeOther, headers: [.location: "/"])
    }
    let body = try await request.body.collect(upTo: configuration.maxMessageBytes)
    let fields = URLComponents(string: "?" + String(buffer: body))?.queryItems ?? []
    let tabID = Cookies.token(fields.first { $0.name == "tab" }?.value)
    let element = fields.first { $0.name == "act" }?.value.flatMap(Int.init)
    let tab: BrowserTab? = await MainActor.run { [sessions] in
      tabID.flatMap { sessions.tab(id: $0, browserID: browserID) }
    }
    var path = "/"
    if let tab {
      if let element { await tab.activate(element) }
      path = await tab.currentPath()
    }
    var headers: HTTPFields = [.location: path]
    if let tabID {
      headers.append(
        HTTPField(
          name: .setCookie,
          value: Cookies.reloadingTabCookie(tabID, secure: isSecure(request, context))))
    }
    return Response(status: .seeOther, headers: headers)
  }

  /// Whether the request came over HTTPS through a trusted balancer: its cookies are `Secure`.
  private func isSecure(_ request: Request, _ context: PageRequestContext) -> Bool {
    request.cameOverHTTPS(from: context.remoteAddress, trusting: configuration.trustedProxies)
  }

  private static var healthy: Response {
    Response(
      status: .ok, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
      body: .init(byteBuffer: ByteBuffer(string: "ok\n")))
  }

  private static let pageHeaders: HTTPFields = [
    .contentType: "text/html; charset=utf-8",
    .cacheControl: "no-store",
    // No inline script or style attribute can run: only the page's own script file.
    .contentSecurityPolicy:
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'",
    HTTPField.Name("X-Content-Type-Options")!: "nosniff",
  ]

  private static func asset(_ name: String, _ ext: String, type: String) -> Response {
    guard let url = Bundle.module.url(forResource: name, withExtension: ext),
      let data = try? Data(contentsOf: url)
    else { return Response(status: .notFound) }
    return Response(
      status: .ok, headers: [.contentType: type, .cacheControl: "no-cache"],
      body: .init(byteBuffer: ByteBuffer(bytes: data)))
  }

  /// The request's path and query, as the address bar shows them.
  private static func address(of request: Request) -> String {
    let path = request.uri.path.isEmpty ? "/" : request.uri.path
    guard let query = request.uri.query, !query.isEmpty else { return path }
    return path + "?" + query
  }

  // MARK: Sockets

  /// Whether a socket's `Origin` is the page's own: its host and port are the request's.
  static func isSameOrigin(_ origin: String?, authority: String?) -> Bool {
    guard let origin, let authority, let components = URLComponents(string: origin),
      components.scheme == "http" || components.scheme == "https", let host = components.host
    else { return false }
    let port = components.port.map { ":\($0)" } ?? ""
    let hostText = host.contains(":") ? "[\(host)]" : host
    return (hostText + port).lowercased() == authority.lowercased()
  }

  /// Admits a page's socket request: its own origin, its browser's cookie and a tab of that
  /// browser that has no socket yet. Nil refuses it.
  private func acceptSocket(
    _ request: HTTPRequest, channel: any Channel
  ) async -> PageServerChannel.Accepted? {
    guard let target = request.path, target.hasPrefix("\(PageDocument.assetPrefix)socket") else {
      return nil
    }
    // Only the page's own origin may open a socket: another site's page could otherwise
    // drive this browser's tabs with its cookie.
    guard Self.isSameOrigin(request.headerFields[.origin], authority: request.authority) else {
      logger.notice(
        "Refused a socket from another origin: \(request.headerFields[.origin] ?? "none")")
      return nil
    }
    let cookies = Cookies.parse(request.headerFields[.cookie])
    let tabID = Cookies.token(
      URLComponents(string: target)?.queryItems?.first { $0.name == "tab" }?.value)
    guard let browserID = Cookies.token(cookies[Cookies.browser]), let tabID else {
      return nil
    }
    let sessions = sessions
    let logger = logger
    let onMessageHandled = configuration.onMessageHandled
    let connection: SocketConnection? = await { @MainActor in
      await sessions.tabForSocket(id: tabID, browserID: browserID).map {
        SocketConnection(
          tab: $0, channel: channel, logger: logger, onMessageHandled: onMessageHandled)
      }
    }()
    guard let connection else { return nil }
    return PageServerChannel.Accepted(
      headers: HTTPHeaders([(WorkerIdentity.headerName.rawName, String(WorkerIdentity.processID))]),
      connection: connection)
  }
}
