// libFuzzer target: any bytes as a URL through the deep-link router. It must never trap, and
// whatever it matches must print back to a URL that matches the same routes.

enum FuzzRoute: Hashable {
  case category(String)
  case recipe(String, step: Int?)
  case search(String, page: Int)
  case files(String)
  case order(Int)
}

nonisolated(unsafe) let fuzzRouter: URLRouter<FuzzRoute> = {
  var router = URLRouter<FuzzRoute>(schemes: ["myapp", "https"], hosts: ["example.com"], isCaseSensitive: false)
  do {
    try router.route("category/{name}") { .category(try $0("name")) } print: {
      if case .category(let name) = $0 { ["name": name] } else { nil }
    }
    try router.route("recipe/{slug}/{step:Int?}") { .recipe(try $0("slug"), step: try $0.optional("step")) } print: {
      if case .recipe(let slug, let step) = $0 { ["slug": slug, "step": step as Any] } else { nil }
    }
    try router.route("search?q={q}&page={page:Int=1}") { .search(try $0("q"), page: try $0("page")) } print: {
      if case .search(let q, let page) = $0 { ["q": q, "page": page] } else { nil }
    }
    try router.route("files/**") { .files(try $0("**")) } print: {
      if case .files(let path) = $0 { ["**": path] } else { nil }
    }
    try router.route("order/{id:Int}") { .order(try $0("id")) } print: {
      if case .order(let id) = $0 { ["id": id] } else { nil }
    }
    try router.route("*/{name}/{id:Int}") { .order(try $0("id")) } print: { _ in nil }
  } catch {
    fatalError("fuzz router patterns: \(error)")
  }
  return router
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func routerFuzzInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  for candidate in [text, "myapp://" + text, "https://example.com/" + text] {
    guard let match = try? fuzzRouter.match(candidate) else { continue }
    // The oracle: what matched prints, and the printed URL matches the same routes. Paths
    // the printer refuses (a query field given twice, `**` before the end) are allowed.
    guard let printed = try? fuzzRouter.url(for: match.routes) else { continue }
    guard let again = try? fuzzRouter.match(printed), again.routes == match.routes else {
      fatalError("round trip failed: \(candidate) -> \(match.routes) -> \(printed)")
    }
  }
  return 0
}
