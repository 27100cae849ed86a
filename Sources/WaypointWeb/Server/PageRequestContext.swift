import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// A request's context: Hummingbird's own, and the address the request came from, which says
/// whether its `X-Forwarded-Proto` comes from a balancer the server trusts.
struct PageRequestContext: RequestContext, RemoteAddressRequestContext {
  var coreContext: CoreRequestContextStorage
  let remoteAddress: SocketAddress?

  init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
    remoteAddress = source.channel.remoteAddress
  }
}

extension Request {
  /// Whether the browser reached the server over HTTPS: a balancer at one of `trusted` (IP
  /// addresses) says so in `X-Forwarded-Proto`. The server itself speaks plain HTTP.
  func cameOverHTTPS(from address: SocketAddress?, trusting trusted: [String]) -> Bool {
    guard let ip = address?.ipAddress, trusted.contains(ip),
      let proto = headers[HTTPField.Name("X-Forwarded-Proto")!]
    else { return false }
    // A chain of balancers lists the first hop first: that is the browser's.
    return proto.split(separator: ",").first?.trimmingCharacters(in: .whitespaces)
      .lowercased() == "https"
  }
}
