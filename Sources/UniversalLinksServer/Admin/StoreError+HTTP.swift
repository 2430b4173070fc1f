import HTTPTypes
import Hummingbird

extension StoreError: HTTPResponseError {
    public var status: HTTPResponse.Status {
        switch code {
        case .notFound: .notFound
        case .readOnly: .conflict
        case .unavailable: .serviceUnavailable
        case .corrupt: .internalServerError
        case .full: .init(code: 507, reasonPhrase: "Insufficient Storage")
        }
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        AdminResponse.storeError(self)
    }

    /// What `Retry-After` says when the store is out: about the time a restarting database takes.
    static let retryAfterSeconds = 5
}

extension AdminResponse {
    /// A store failure as JSON, with `Retry-After` when it is worth trying again.
    static func storeError(_ error: StoreError) -> Response {
        let code = error.code
        var response = AdminResponse.error(error.status, code.rawValue, error.message)
        // The store comes back by itself (a database restarting, a disk being cleaned up): say when to try again.
        if code == .unavailable || code == .full {
            response.headers[.retryAfter] = String(StoreError.retryAfterSeconds)
        }
        return response
    }
}
