import Foundation
import WaypointCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Where an `AsyncImage` is in loading its image.
public enum AsyncImagePhase {
  /// Not loaded yet.
  case empty
  /// Loaded: the image.
  case success(Image)
  /// Failed: why.
  case failure(any Error)

  /// The image, once loaded.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }
  /// The error, if loading failed.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// Who loads an `AsyncImage`'s URL.
public enum AsyncImageLoading: Sendable, Hashable {
  /// The runtime, with Foundation (the terminal, tests): a file, HTTP or HTTPS URL read in a
  /// task of the view.
  case runtime
  /// The renderer: a browser loads the URL itself and reports with
  /// `ElementAction.loadImage(succeeded:)`.
  case renderer
}

package enum AsyncImageLoadingKey: EnvironmentKey {
  package static var defaultValue: AsyncImageLoading { .runtime }
}

extension EnvironmentValues {
  /// Who loads `AsyncImage`s here; the host sets it.
  package var asyncImageLoading: AsyncImageLoading {
    get { self[AsyncImageLoadingKey.self] }
    set { self[AsyncImageLoadingKey.self] = newValue }
  }
}

/// Why an `AsyncImage` could not show its URL.
public struct AsyncImageError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong, as a sentence fragment (`HTTP status 404`, `not an image`).
  public var reason: String
  /// The reason.
  public var description: String { reason }
}

/// An image loaded from a URL, shown by its content for each phase: empty while it loads,
/// success with the image, failure with the error.
///
/// In the browser the browser loads it (the page reports back, and the content follows); in
/// the terminal and in tests the runtime reads it with Foundation.
public struct AsyncImage<Content: View> {
  let url: URL?
  let scale: CGFloat
  let makeContent: (AsyncImagePhase) -> AnyView
  @State private var outcome: Outcome?
  @Environment(\.asyncImageLoading) private var loading

  /// What loading a URL came to.
  struct Outcome: Equatable {
    var url: URL
    var failure: AsyncImageError?
  }

  init(url: URL?, scale: CGFloat, makeContent: @escaping (AsyncImagePhase) -> AnyView) {
    self.url = url
    self.scale = scale
    self.makeContent = makeContent
  }

  /// The phase for the current URL: an outcome for another URL does not count.
  private var phase: AsyncImagePhase {
    guard let url, let outcome, outcome.url == url else {
      // No URL at all fails at once, as SwiftUI's does.
      return self.url == nil ? .failure(AsyncImageError(reason: "no URL")) : .empty
    }
    if let failure = outcome.failure { return .failure(failure) }
    return .success(Image(name: .remote(url)))
  }

  private var phaseName: String {
    switch phase {
    case .empty: "empty"
    case .success: "success"
    case .failure: "failure"
    }
  }
}

extension AsyncImage: View {
  /// The content for the phase, with the URL and phase recorded.
  public var body: some View {
    makeContent(phase)
      .attribute(.asyncImage(url: url, phase: phaseName))
      .modifier(
        AddedAction(kind: .loadImage, isEnabled: loading == .renderer && url != nil) { action in
          guard let url, let loaded = action.imageLoaded else { return }
          outcome = Outcome(
            url: url,
            failure: loaded ? nil : AsyncImageError(reason: "the browser could not load it"))
        }
      )
      .task(id: url) {
        guard loading == .runtime, let url, outcome?.url != url else { return }
        let failure = await Self.load(url)
        outcome = Outcome(url: url, failure: failure)
      }
  }

  /// Reads `url` and checks that it is an image; nil when it is, else why not.
  nonisolated static func load(_ url: URL) async -> AsyncImageError? {
    do {
      let data: Data
      if url.isFileURL {
        data = try Data(contentsOf: url)
      } else if ["http", "https"].contains(url.scheme?.lowercased()) {
        let (body, response) = try await URLSession.shared.data(from: url)
        if let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) {
          return AsyncImageError(reason: "HTTP status \(status)")
        }
        data = body
      } else {
        return AsyncImageError(reason: "no way to load \(url.scheme ?? "a URL without a scheme")")
      }
      return ImageFormat(sniffing: data) == nil ? AsyncImageError(reason: "not an image") : nil
    } catch {
      return AsyncImageError(reason: error.localizedDescription)
    }
  }
}

extension AsyncImage where Content == Image {
  /// An image from `url`, a grey box until it loads (and when it fails).
  public init(url: URL?, scale: CGFloat = 1) {
    self.init(url: url, scale: scale) { phase in
      if let image = phase.image { AnyView(image) } else { AnyView(Color.gray.opacity(0.2)) }
    }
  }
}

extension AsyncImage {
  /// An image from `url` shown by `content`, and `placeholder()` until it loads.
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {
    self.init(url: url, scale: scale) { phase in
      if let image = phase.image { AnyView(content(image)) } else { AnyView(placeholder()) }
    }
  }

  /// An image from `url`, shown by `content` for each phase of loading.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.init(url: url, scale: scale) { phase in AnyView(content(phase)) }
  }
}
