import Combine

/// A view that runs an action with each value a publisher emits while it is on screen, the view
/// `onReceive(_:perform:)` makes.
public struct SubscriptionView<PublisherType: Publisher, Content: View>
where PublisherType.Failure == Never {
  /// The content view.
  public var content: Content
  /// The publisher subscribed to.
  public var publisher: PublisherType
  /// The action run with each value the publisher emits, on the main actor.
  public var action: (PublisherType.Output) -> Void

  /// A view of `content` that runs `action` with each value `publisher` emits.
  public init(
    content: Content, publisher: PublisherType, action: @escaping (PublisherType.Output) -> Void
  ) {
    self.content = content
    self.publisher = publisher
    self.action = action
  }

}

extension SubscriptionView: View {
  /// The content, subscribed to the publisher.
  public var body: some View {
    content.onReceive(publisher, perform: action)
  }
}
