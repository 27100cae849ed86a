import HTTPTypes
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1
import NIOWebSocket

/// How the server takes each connection: HTTP/1 requests go to the router, and a page's socket
/// request, once `accept` admits it, becomes a `PageSocketHandler` on the channel's event loop.
///
/// Hummingbird's own upgrade channel keeps the connection's task, and two more, waiting for as
/// long as the socket is open; this one lets the connection's task end once the socket is set
/// up, so an open tab costs no task at all while its page is quiet.
struct PageServerChannel: ServerChildChannel, HTTPChannelHandler {
  /// What a connection became.
  enum Upgrade: Sendable {
    /// A page's socket, handled by its channel's handlers from now on.
    case socket
    /// Plain HTTP: the router answers its requests.
    case http(NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>)
    /// A socket request that was refused: answered with 400 and closed.
    case refused(NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>)
  }

  /// A connection being set up.
  struct Value: ServerChildChannelValue {
    let upgrade: EventLoopFuture<Upgrade>
    let channel: any Channel
  }

  /// An admitted socket: the headers its upgrade response adds and its connection.
  struct Accepted: Sendable {
    var headers: HTTPHeaders
    var connection: SocketConnection
  }

  let responder: HTTPChannelHandler.Responder
  let maxMessageBytes: Int
  /// How often each socket's page is pinged.
  let pingInterval: Duration
  let rate: MessageRate
  /// Admits a socket request for `channel`, or refuses it with nil.
  let accept: @Sendable (HTTPRequest, any Channel) async -> Accepted?

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    channel.eventLoop.makeCompletedFuture {
      // A request or a page's message is a few hundred bytes, and each open socket keeps a
      // buffer the size of its reads for as long as it is open: reads start small and grow
      // only when one fills.
      try channel.syncOptions?.setOption(
        ChannelOptions.recvAllocator,
        value: AdaptiveRecvByteBufferAllocator(minimum: 64, initial: 256, maximum: 65536))
      // Both closures run on the channel's event loop: what the first admitted, the second
      // installs.
      let accepted = NIOLoopBoundBox<Accepted?>(nil, eventLoop: channel.eventLoop)
      let attempted = NIOLoopBoundBox(false, eventLoop: channel.eventLoop)
      let upgrader = NIOTypedWebSocketServerUpgrader<Upgrade>(
        maxFrameSize: maxMessageBytes,
        // `PageSocketHandler` answers the decoder's errors, waiting for the page's close.
        enableAutomaticErrorHandling: false,
        shouldUpgrade: { [accept] channel, head in
          attempted.value = true
          guard let request = try? HTTPRequest(head, secure: false, splitCookie: false) else {
            return channel.eventLoop.makeSucceededFuture(nil)
          }
          let promise = channel.eventLoop.makePromise(of: Accepted?.self)
          promise.completeWithTask { await accept(request, channel) }
          return promise.futureResult.map { admitted in
            accepted.value = admitted
            return admitted?.headers
          }
        },
        upgradePipelineHandler: { [maxMessageBytes, rate, pingInterval] channel, _ in
          channel.eventLoop.makeCompletedFuture {
            guard let admitted = accepted.value else {
              throw ChannelError.inappropriateOperationForState
            }
            accepted.value = nil
            try channel.pipeline.syncOperations.addHandler(
              PageSocketHandler(
                connection: admitted.connection, maxBytes: maxMessageBytes, rate: rate,
                pingInterval: TimeAmount(pingInterval)))
            return .socket
          }
        })
      var configuration = NIOUpgradableHTTPServerPipelineConfiguration<Upgrade>(
        upgradeConfiguration: NIOTypedHTTPServerUpgradeConfiguration(
          upgraders: [upgrader],
          notUpgradingCompletionHandler: { channel in
            channel.eventLoop.makeCompletedFuture {
              try channel.pipeline.syncOperations.addHandler(HTTP1ToHTTPServerCodec(secure: false))
              try channel.pipeline.syncOperations.addHandler(
                HTTPConnectionStateHandler(idleTimeout: nil, logger: logger))
              let http = try NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>(
                wrappingChannelSynchronously: channel,
                configuration: .init(isOutboundHalfClosureEnabled: true))
              return attempted.value ? .refused(http) : .http(http)
            }
          }))
      // Hummingbird answers errors and orders requests itself.
      configuration.enablePipelining = false
      configuration.enableErrorHandling = false
      configuration.enableResponseHeaderValidation = false
      let upgrade = try channel.pipeline.syncOperations.configureUpgradableHTTPServerPipeline(
        configuration: configuration)
      return Value(upgrade: upgrade, channel: channel)
    }
  }

  func handle(value: Value, logger: Logger) async {
    do {
      switch try await value.upgrade.get() {
      case .socket:
        // The socket's handler has it from here: this task ends.
        return
      case .http(let http):
        await handleHTTP(asyncChannel: http, logger: logger)
      case .refused(let http):
        try await http.executeThenClose { _, outbound in
          let head = HTTPResponse(
            status: .badRequest, headerFields: [.connection: "close", .contentLength: "0"])
          try await outbound.write(contentsOf: [.head(head), .end(nil)])
        }
      }
    } catch {
      logger.debug("A connection ended before it was set up: \(error)")
    }
  }
}
