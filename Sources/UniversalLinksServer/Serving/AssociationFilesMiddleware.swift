import HTTPTypes
import Hummingbird

/// Serves the association files inside an existing Hummingbird application: requests for the three
/// paths are answered from the service's table; everything else goes to the next responder.
///
/// ```swift
/// router.add(middleware: AssociationFilesMiddleware(service: service))
/// ```
public struct AssociationFilesMiddleware<Context: RequestContext>: RouterMiddleware {
    let service: AssociationService

    public init(service: AssociationService) { self.service = service }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        guard let kind = FileKind.servedAt(Substring(request.uri.path)) else { return try await next(request, context) }
        return AssociationResponder.serve(kind, request, service)
    }
}
