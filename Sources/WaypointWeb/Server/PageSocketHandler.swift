import Foundation
import NIOCore
import NIOWebSocket

/// A page's socket after the upgrade, on the channel's event loop: assembles the page's text
/// messages from their frames, checks their size and rate, answers pings and closes, pings a
/// quiet page, and hands each message to its `SocketConnection` on the main actor.
final class PageSocketHandler: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = WebSocketFrame
  typealias OutboundOut = WebSocketFrame

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
      // The page closes: answer with a close of our own, then end the connection.
      guard !isClosing else {
        context.close(promise: nil)
        return
      }
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
