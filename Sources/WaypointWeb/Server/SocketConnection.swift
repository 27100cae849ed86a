import Foundation
import Logging
import NIOCore
import NIOWebSocket

/// One page's socket, on the main actor: the page's messages handed to its tab one at a time,
/// the tab's answers and updates written to the channel in order. A message that is too big,
/// too frequent or malformed closes this socket only (`PageSocketHandler` checks the first
/// two). The socket holds its tab weakly: a tab that ends or is parked frees its memory even
/// while the connection waits for the page to answer its close.
///
/// No task waits on a quiet socket: the channel's handler calls in when a message arrives, in
/// a task that lives while it is handled (and those sent meanwhile). Each open tab kept three
/// waiting tasks before, 28 KiB of it with their async channels (see Benchmarks/README.md).
@MainActor
final class SocketConnection {
  private weak var tab: BrowserTab?
  /// The tab's id, for log lines.
  let tabID: String
  private let logger: Logger
  private let onMessageHandled: (@Sendable (Duration) -> Void)?
  private let channel: any Channel
  /// Messages received and not handled yet, with when each arrived.
  private var pending: [(message: ClientMessage, received: ContinuousClock.Instant)] = []
  private var isHandling = false
  private var isAttached = false
  private var isClosed = false

  init(
    tab: BrowserTab, channel: any Channel, logger: Logger,
    onMessageHandled: (@Sendable (Duration) -> Void)?
  ) {
    self.tab = tab
    tabID = tab.id
    self.channel = channel
    self.logger = logger
    self.onMessageHandled = onMessageHandled
  }

  /// The upgrade is done: the tab's updates go to this socket from now on.
  func attach() {
    guard !isClosed, let tab, tab.isAlive else {
      close(.normalClosure)
      return
    }
    isAttached = true
    tab.hasRunningSocket = true
    tab.push = { [weak self] in self?.send($0) }
    tab.onEnd = { [weak self] in self?.close(.normalClosure) }
    // Messages that came before the upgrade finished (the handler's calls may arrive in
    // either order).
    if !pending.isEmpty, !isHandling { Task { await handlePending() } }
  }

  /// A message the page sent, checked for size and rate: handled in this task unless one
  /// before it still is, which then handles this one after it.
  func receive(_ message: ClientMessage, at received: ContinuousClock.Instant) async {
    guard !isClosed else { return }
    pending.append((message, received))
    guard isAttached, !isHandling else { return }
    await handlePending()
  }

  /// A message the page sent that is not one a page sends, or too many too fast.
  func refuse(_ reason: String, code: WebSocketErrorCode = .policyViolation) {
    guard !isClosed else { return }
    logger.notice("Closed a socket of tab \(tabID.prefix(8)): it \(reason).")
    close(code)
  }

  /// The connection ended (the page left, or it was closed here): the tab keeps its state and
  /// takes another socket.
  func detach() {
    isClosed = true
    pending.removeAll()
    guard isAttached, let tab else { return }
    isAttached = false
    tab.push = nil
    tab.onEnd = nil
    tab.isConnected = false
    tab.hasRunningSocket = false
  }

  /// Handles the pending messages in order, each after the one before it, as the page sent
  /// them.
  private func handlePending() async {
    isHandling = true
    defer { isHandling = false }
    while !isClosed, !pending.isEmpty {
      let (message, received) = pending.removeFirst()
      // A message for a tab that has ended gets an empty answer (its socket is closing).
      guard let tab else {
        send("{}")
        continue
      }
      guard let reply = await tab.receive(message) else {
        refuse("sent a message that is not one a page sends")
        return
      }
      send(reply)
      onMessageHandled?(ContinuousClock.now - received)
    }
  }

  private func send(_ text: String) {
    guard !isClosed else { return }
    let frame = WebSocketFrame(fin: true, opcode: .text, data: ByteBuffer(string: text))
    channel.writeAndFlush(frame, promise: nil)
  }

  /// Sends a close frame; `PageSocketHandler` ends the connection when the page answers it,
  /// or after a short grace when it does not.
  private func close(_ code: WebSocketErrorCode) {
    guard !isClosed else { return }
    isClosed = true
    var data = channel.allocator.buffer(capacity: 2)
    data.write(webSocketErrorCode: code)
    let frame = WebSocketFrame(fin: true, opcode: .connectionClose, data: data)
    channel.writeAndFlush(frame, promise: nil)
  }
}
