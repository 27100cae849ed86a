import Hummingbird

/// Adds `X-Waypoint-Worker: <pid>` to every response, errors included.
struct WorkerHeaderMiddleware<Context: RequestContext>: RouterMiddleware {
  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    var response: Response
    do {
      response = try await next(request, context)
    } catch let error as any HTTPResponseError {
      response = try error.response(from: request, context: context)
    }
    response.headers.append(WorkerIdentity.header)
    return response
  }
}
