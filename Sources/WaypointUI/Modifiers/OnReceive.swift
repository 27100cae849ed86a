import Combine
import Foundation

extension View {
  /// Runs `action` with each value `publisher` emits while the view is on screen, on the main
  /// actor and in order (a task of the view subscribes when it appears and cancels when it
  /// leaves).
  nonisolated public func onReceive<P: Publisher>(
    _ publisher: P, perform action: @escaping (P.Output) -> Void
  ) -> some View where P.Failure == Never {
    modifier(ReceiveModifier(publisher: publisher, action: action))
  }
}

/// Subscribes when the view appears — at once, so a value sent right after arrives — and hands
/// values to the view's task, which runs the action on the main actor in order.
struct ReceiveModifier<P: Publisher> where P.Failure == Never {
  let publisher: P
  let action: (P.Output) -> Void
  @State private var inbox = ReceiveInbox<P>()
}

extension ReceiveModifier: ViewModifier {
  func body(content: Content) -> some View {
    let (publisher, inbox) = (self.publisher, self.inbox)
    // The action is only called on the main actor, by the view's task.
    nonisolated(unsafe) let action = self.action
    content
      .onAppear { inbox.subscribe(to: publisher) }
      .onDisappear { inbox.cancel() }
      .task(name: "onReceive(\(P.self))") {
        guard let values = inbox.values else { return }
        for await box in values { action(box.value) }
      }
  }
}

/// A view's subscription and the stream its values wait in.
final class ReceiveInbox<P: Publisher> where P.Failure == Never {
  /// A value on its way to the main actor; publishers' values need not be Sendable.
  struct Box: @unchecked Sendable {
    let value: P.Output
  }

  private(set) var values: AsyncStream<Box>?
  private var subscription: AnyCancellable?

  func subscribe(to publisher: P) {
    cancel()
    let (values, continuation) = AsyncStream.makeStream(of: Box.self)
    self.values = values
    subscription = publisher.sink { continuation.yield(Box(value: $0)) }
  }

  func cancel() {
    subscription?.cancel()
    subscription = nil
    values = nil
  }
}
