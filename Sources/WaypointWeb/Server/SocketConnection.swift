import Foundation
import HummingbirdWebSocket
import Logging

/// One page's socket: messages in, checked and handed to its tab; the tab's updates out, in
/// order. A message that is too big, too frequent or malformed closes this socket only. The
/// socket holds its tab weakly: a tab that ends or is parked frees its memory even while a
/// page that never answers the close keeps the connection open.
struct SocketConnection: Sendable {
  /// The tab, while it lives.
  @MainActor final class TabReference {
    weak var tab: BrowserTab?
    init(_ tab: BrowserTab) { self.tab = tab }
  }

  let reference: TabReference
  /// The tab's id, for log lines.
  let tabID: String
  let logger: Logger
  let maxBytes: Int
  let rate: MessageRate
  let onMessageHandled: (@Sendable (Duration) -> Void)?

  func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async {
    let (updates, continuation) = AsyncStream.makeStream(of: String.self)
    let attached = await MainActor.run {
      guard let tab = reference.tab, tab.isAlive else { return false }
      tab.hasRunningSocket = true
      tab.push = { continuation.yield($0) }
      tab.onEnd = { continuation.finish() }
      return true
    }
    guard attached else {
      try? await outbound.close(.normalClosure, reason: nil)
      return
    }
    await serve(inbound: inbound, outbound: outbound, updates: updates, replies: continuation)
    await MainActor.run {
      guard let tab = reference.tab else { return }
      tab.push = nil
      tab.onEnd = nil
      tab.isConnected = false
      tab.hasRunningSocket = false
    }
  }

  /// Writes the tab's updates in this task while a child reads the page's messages: one task
  /// fewer for each open tab than a group of a writer and a reader. Either side ending ends
  /// the other: the reader finishes the updates, and the writer's return cancels the reader,
  /// which a page that never answers the close would keep waiting.
  private func serve(
    inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter,
    updates: AsyncStream<String>, replies: AsyncStream<String>.Continuation
  ) async {
    async let _ = read(inbound, outbound: outbound, replies: replies)
    for await text in updates { try? await outbound.write(.text(text)) }
    // The tab ended (or the page left): close the socket if it is still open.
    try? await outbound.close(.normalClosure, reason: nil)
  }

  private func read(
    _ inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter,
    replies: AsyncStream<String>.Continuation
  ) async {
    defer { replies.finish() }
    var rate = rate
    let decoder = JSONDecoder()
    let clock = ContinuousClock()
    do {
      for try await message in inbound.messages(maxSize: maxBytes) {
        let received = clock.now
        guard rate.admit() else {
          return await refuse("sent messages faster than allowed", outbound)
        }
        guard case .text(let text) = message,
          let decoded = try? decoder.decode(ClientMessage.self, from: Data(text.utf8)),
          let reply = await receive(decoded)
        else {
          return await refuse("sent a message that is not one a page sends", outbound)
        }
        replies.yield(reply)
        onMessageHandled?(clock.now - received)
      }
    } catch {
      // Too large a message, or the connection failed: this socket ends, the tab stays.
      logger.notice("A socket of tab \(tabID.prefix(8)) ended: \(error)")
    }
  }

  /// The tab's answer to `message`; nil when the message is not one a page sends. A message
  /// for a tab that has ended gets an empty answer (its socket is closing).
  @MainActor
  private func receive(_ message: ClientMessage) async -> String? {
    guard let tab = reference.tab else { return "{}" }
    return await tab.receive(message)
  }

  private func refuse(_ reason: String, _ outbound: WebSocketOutboundWriter) async {
    logger.notice("Closed a socket of tab \(tabID.prefix(8)): it \(reason).")
    try? await outbound.close(.policyViolation, reason: nil)
  }
}
