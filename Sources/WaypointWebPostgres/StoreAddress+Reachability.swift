import Foundation
import WaypointWeb

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension StoreAddress {
  /// Throws at once when nothing listens where the store should be (a refused connection),
  /// rather than after the client's retries: the first thing a worker with a store checks.
  func checkListening() async throws(StoreError) {
    let address = self
    let refused: String? = await Task.detached { address.connectionRefusal() }.value
    if let refused {
      throw StoreError(
        description: "cannot use the store at \(address): \(refused) (is PostgreSQL running there?)"
      )
    }
  }

  /// Why a plain connection to the server's port or socket fails at once, or nil when it
  /// connects (or the address is not numeric and resolution is left to the client).
  private func connectionRefusal() -> String? {
    if let socketDirectory {
      var address = sockaddr_un()
      address.sun_family = sa_family_t(AF_UNIX)
      let path = Array("\(socketDirectory)/.s.PGSQL.\(port)".utf8)
      guard path.count < MemoryLayout.size(ofValue: address.sun_path) else { return nil }
      withUnsafeMutableBytes(of: &address.sun_path) { bytes in
        for (index, byte) in path.enumerated() { bytes[index] = byte }
      }
      return attempt(AF_UNIX, &address, socklen_t(MemoryLayout<sockaddr_un>.size))
    }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(truncatingIfNeeded: port).bigEndian)
    let ip = host == "localhost" ? "127.0.0.1" : host
    guard inet_pton(AF_INET, ip, &address.sin_addr) == 1 else { return nil }
    return attempt(AF_INET, &address, socklen_t(MemoryLayout<sockaddr_in>.size))
  }

  private func attempt<Address>(_ family: Int32, _ address: inout Address, _ length: socklen_t)
    -> String?
  {
    #if canImport(Darwin)
      let handle = socket(family, SOCK_STREAM, 0)
    #else
      let handle = socket(family, Int32(SOCK_STREAM.rawValue), 0)
    #endif
    guard handle >= 0 else { return nil }
    defer { close(handle) }
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(handle, $0, length) }
    }
    guard result != 0 else { return nil }
    let code = errno
    return code == ECONNREFUSED || code == ENOENT
      ? String(cString: strerror(code)).lowercased() : nil
  }
}
