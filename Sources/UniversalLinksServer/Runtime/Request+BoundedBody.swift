import Hummingbird
import NIOCore

extension Request {
    /// The body, or nil when it is (or says it will be) longer than `limit`: a declared
    /// `Content-Length` over the limit is refused before anything is read, a chunked body as soon as
    /// it passes the limit. Either way the rest is not read (see `handleRequests`: the connection is
    /// closed after the answer).
    func boundedBody(limit: Int) async throws -> ByteBuffer? {
        if let declared = headers[.contentLength].flatMap(Int.init), declared > limit { return nil }
        do {
            return try await body.collect(upTo: limit)
        } catch is NIOTooManyBytesError {
            return nil
        } catch let error as HTTPError where error.status == .contentTooLarge {
            return nil
        }
    }
}
