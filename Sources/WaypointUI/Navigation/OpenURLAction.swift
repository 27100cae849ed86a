import Foundation

/// Hands a URL to whoever opens it: `@Environment(\.openURL)` gives a view this action to call. A
/// URL of one of the app's own schemes goes to its `onOpenURL`; any other to the desktop.
public struct OpenURLAction: Sendable {
  /// What a custom handler did with a URL.
  public struct Result: Sendable, Equatable {
    enum Kind: Equatable {
      case handled, discarded
      case systemAction(URL?)
    }
    let kind: Kind

    /// The handler took care of the URL, so nothing else opens it.
    public static let handled = Result(kind: .handled)
    /// The handler did not open the URL, and nothing else should.
    public static let discarded = Result(kind: .discarded)
    /// The system opens the URL.
    public static let systemAction = Result(kind: .systemAction(nil))
    /// The system opens `url` instead.
    public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
  }

  let handler: @MainActor @Sendable (URL) -> Result
  /// The runtime's own action: what `.systemAction` falls back to.
  let system: (@MainActor @Sendable (URL) -> Bool)?

  /// An action calling `handler`; its `.systemAction` result hands the URL to the system.
  public init(handler: @escaping @MainActor @Sendable (URL) -> Result) {
    self.handler = handler
    system = nil
  }

  init(system: @escaping @MainActor @Sendable (URL) -> Bool) {
    handler = { _ in .systemAction }
    self.system = system
  }

  /// Opens `url`.
  @MainActor
  public func callAsFunction(_ url: URL) {
    _ = open(url)
  }

  /// Opens `url`, then tells `completion` whether it was opened.
  @MainActor
  public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
    completion(open(url))
  }

  @MainActor
  private func open(_ url: URL) -> Bool {
    let result = handler(url)
    switch result.kind {
    case .handled: return true
    case .discarded: return false
    case .systemAction(let replacement):
      // A custom action defers to the system of the runtime whose view is acting.
      let opener = system ?? ViewGraph.current?.systemURLOpener
      return opener?(replacement ?? url) ?? false
    }
  }
}

extension EnvironmentValues {
  /// Opens a URL: the app's own links through `onOpenURL`, others on the desktop.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}

private enum OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { OpenURLAction(handler: { _ in .discarded }) }
}

/// A control that opens a URL when activated, through the environment's `openURL`.
public struct Link<Label: View>: View {
  let destination: URL
  let label: Label
  @Environment(\.openURL) private var openURL

  /// A link to `destination` with a custom label.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  /// What the link shows: a button that opens its destination.
  public var body: some View {
    Button {
      openURL(destination)
    } label: {
      label
    }
    .help(destination.absoluteString)
  }
}

extension Link where Label == Text {
  /// A link to `destination` titled with a localized string key.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link to `destination` titled with a string.
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}
