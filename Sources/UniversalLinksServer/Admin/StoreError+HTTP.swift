import HTTPTypes
import Hummingbird

extension StoreError: HTTPResponseError {
    public var status: HTTPResponse.Status {
        switch code {
        case .notFound: .notFound
        case .readOnly: .conflict
        case .unavailable: .serviceUnavailable
        case .corrupt: .internalServerError
        }
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        AdminResponse.error(status, code.rawValue, message)
    }
}
