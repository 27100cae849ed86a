import Foundation
import NIOCore
import NIOWebSocket

/// A page's socket after the upgrade, on the channel's event loop: assembles the page's text
/// messages from their frames, checks their size and rate, answers pings and closes, pings a
/// quiet page, and hands each message to its `SocketConnection` on the main actor.
///
/// A close the server sends is answered before the connection ends: the page's close frame
/// ends it, or `closeGrace` passing without one. Ending it at once reset the connection of a
/// page still sending (the rest of a long message), which then got a reset, not the code sent.
final class PageSocketHandler: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = WebSocketFrame
  typealias OutboundIn = WebSocketFrame
  typealias OutboundOut = WebSocketFrame

  /// How long a page has to answer the server's close before its connection ends regardless.
  static let closeGrace = TimeAmount.seconds(2)

  private let connection: SocketConnection
  private let maxBytes: Int
  /// How often the page is pinged; one that has not answered the last ping by the next is
  /// gone, and its connection is closed.
  private let pingInterval: TimeAmount
  private var rate: MessageRate
  /// The text of a message whose frames have not all arrived; nil between messages.
  private var partial: ByteBuffer?
  private var partialIsText = false
  private var awaitingPong = false
  private var pinging: RepeatedTask?
  private var isClosing = false
  /// Ends the connection if the page has not answered the server's close by then.
  private var closeDeadline: Scheduled<Void>?

  init(connection: SocketConnection, maxBytes: Int, rate: MessageRate, pingInterval: TimeAmount) {
    self.connection = connection
    self.maxBytes = maxBytes
    self.rate = rate
    self.pingInterval = pingInterval
  }

  func handlerAdded(context: ChannelHandlerContext) {
    let connection = connection
    Task { @MainActor in connection.attach() }
    let channel = context.channel
    let handler = NIOLoopBound(self, eventLoop: context.eventLoop)
    pinging = context.eventLoop.scheduleRepeatedTask(
      initialDelay: pingInterval, delay: pingInterval
    ) { _ in handler.value.ping(channel) }
  }

  func channelInactive(context: ChannelHandlerContext) {
    pinging?.cancel()
    pinging = nil
    closeDeadline?.cancel()
    closeDeadline = nil
    let connection = connection
    Task { @MainActor in connection.detach() }
    context.fireChannelInactive()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    let frame = unwrapInboundIn(data)
    // After a refusal, nothing more is read while the close is on its way.
    guard !isClosing || frame.opcode == .connectionClose else { return }
    switch frame.opcode {
    case .text, .binary:
      partial = frame.unmaskedData
      partialIsText = frame.opcode == .text
      grew(isWhole: frame.fin, context)
    case .continuation:
      guard var buffer = partial else {
        return refuse(context, "sent a continuation of no message", .protocolError)
      }
      var data = frame.unmaskedData
      buffer.writeBuffer(&data)
      partial = buffer
      grew(isWhole: frame.fin, context)
    case .ping:
      let pong = WebSocketFrame(fin: true, opcode: .pong, data: frame.unmaskedData)
      context.writeAndFlush(wrapOutboundOut(pong), promise: nil)
    case .pong:
      awaitingPong = false
    case .connectionClose:
      // The page answers the server's close, which ends the connection.
      guard closeDeadline == nil else {
        context.close(promise: nil)
        return
      }
      // The page closes: answer with a close of our own, then end the connection.
      isClosing = true
      let close = WebSocketFrame(fin: true, opcode: .connectionClose, data: frame.unmaskedData)
      let channel = context.channel
      context.writeAndFlush(wrapOutboundOut(close)).whenComplete { _ in
        channel.close(promise: nil)
      }
    default:
      refuse(context, "sent a frame of an unknown kind", .protocolError)
    }
  }

  /// A frame the decoder could not take (too long, or a control frame split or oversized) is
  /// refused as the page's messages are, so its close too waits for the page's answer. The
  /// decoder reads and drops whatever follows: nothing is left unread to reset the connection
  /// while the rest of a long frame is still arriving.
  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    switch error {
    case NIOWebSocketError.invalidFrameLength:
      refuse(context, "sent a message larger than allowed", .messageTooLarge)
    case is NIOWebSocketError:
      refuse(context, "sent a control frame the protocol does not allow", .protocolError)
    case is ByteToMessageDecoderError:
      // What arrives after the decoder's error: dropped while the close is on its way.
      break
    default:
      context.close(promise: nil)
    }
  }

  /// The server's close on its way to the page (the connection's, from the main actor): from
  /// now on the page's close, or the grace running out, ends the connection.
  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    if unwrapOutboundIn(data).opcode == .connectionClose, closeDeadline == nil {
      isClosing = true
      let channel = context.channel
      closeDeadline = context.eventLoop.scheduleTask(in: Self.closeGrace) {
        channel.close(promise: nil)
      }
    }
    context.write(data, promise: promise)
  }

  /// The message so far has grown by a frame: refused once over the size, even before its last
  /// frame, and handed on once whole.
  private func grew(isWhole: Bool, _ context: ChannelHandlerContext) {
    guard let buffer = partial else { return }
    guard buffer.readableBytes <= maxBytes else {
      partial = nil
      return refuse(context, "sent a message larger than allowed", .messageTooLarge)
    }
    guard isWhole else { return }
    partial = nil
    finishMessage(buffer, context)
  }

  private func finishMessage(_ buffer: ByteBuffer, _ context: ChannelHandlerContext) {
    let received = ContinuousClock.now
    guard rate.admit(now: received) else {
      return refuse(context, "sent messages faster than allowed")
    }
    guard partialIsText,
      let message = try? JSONDecoder().decode(
        ClientMessage.self, from: Data(buffer.readableBytesView))
    else {
      return refuse(context, "sent a message that is not one a page sends")
    }
    let connection = connection
    Task { @MainActor in await connection.receive(message, at: received) }
  }

  private func refuse(
    _ context: ChannelHandlerContext, _ reason: String,
    _ code: WebSocketErrorCode = .policyViolation
  ) {
    guard !isClosing else { return }
    isClosing = true
    let connection = connection
    Task { @MainActor in connection.refuse(reason, code: code) }
  }

  /// Pings the page, or closes a connection whose page did not answer the last ping.
  private func ping(_ channel: any Channel) {
    guard !awaitingPong else {
      channel.close(promise: nil)
      return
    }
    awaitingPong = true
    var data = channel.allocator.buffer(capacity: 4)
    data.writeInteger(UInt32.random(in: 0...UInt32.max))
    channel.writeAndFlush(WebSocketFrame(fin: true, opcode: .ping, data: data), promise: nil)
  }
}
