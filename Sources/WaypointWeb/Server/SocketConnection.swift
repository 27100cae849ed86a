import Foundation
import HummingbirdWebSocket
import Logging

/// One page's socket: messages in, checked and handed to its tab; the tab's updates out, in
/// order. A message that is too big, too frequent or malformed closes this socket only.
struct SocketConnection: Sendable {
  let tab: BrowserTab
  let logger: Logger
  let maxBytes: Int
  let rate: MessageRate
  let onMessageHandled: (@Sendable (Duration) -> Void)?

  func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async {
    let (updates, continuation) = AsyncStream.makeStream(of: String.self)
    await MainActor.run {
      tab.hasRunningSocket = true
      tab.push = { continuation.yield($0) }
      tab.onEnd = { continuation.finish() }
    }
    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        for await text in updates { try? await outbound.write(.text(text)) }
        // The tab ended (or the page left): close the socket if it is still open.
        try? await outbound.close(.normalClosure, reason: nil)
      }
      await read(inbound, outbound: outbound, replies: continuation)
      continuation.finish()
    }
    await MainActor.run {
      tab.push = nil
      tab.onEnd = nil
      tab.isConnected = false
      tab.hasRunningSocket = false
    }
  }

  private func read(
    _ inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter,
    replies: AsyncStream<String>.Continuation
  ) async {
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
          let reply = await tab.receive(decoded)
        else {
          return await refuse("sent a message that is not one a page sends", outbound)
        }
        replies.yield(reply)
        onMessageHandled?(clock.now - received)
      }
    } catch {
      // Too large a message, or the connection failed: this socket ends, the tab stays.
      logger.notice("A socket of tab \(tab.id.prefix(8)) ended: \(error)")
    }
  }

  private func refuse(_ reason: String, _ outbound: WebSocketOutboundWriter) async {
    logger.notice("Closed a socket of tab \(tab.id.prefix(8)): it \(reason).")
    try? await outbound.close(.policyViolation, reason: nil)
  }
}
