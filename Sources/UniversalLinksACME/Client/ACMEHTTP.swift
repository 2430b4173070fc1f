import AsyncHTTPClient
import Foundation
import Logging
import NIOCore
import NIOHTTP1
import NIOSSL

/// The HTTP side of the client: one `HTTPClient`, no redirects, a deadline on every call and a cap
/// on every body.
final class ACMEHTTP: Sendable {
    struct Response: Sendable {
        var status: Int
        var headers: HTTPHeaders
        var body: [UInt8]
    }

    let client: HTTPClient
    let timeout: TimeAmount
    let logger: Logger

    init(trustRoots: [NIOSSLCertificate], timeout: TimeAmount, logger: Logger) {
        var tls = TLSConfiguration.makeClientConfiguration()
        if !trustRoots.isEmpty { tls.additionalTrustRoots = [.certificates(trustRoots)] }
        let configuration = HTTPClient.Configuration(
            tlsConfiguration: tls, redirectConfiguration: .disallow,
            timeout: .init(connect: timeout, read: timeout))
        client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
        self.timeout = timeout
        self.logger = logger
    }

    func shutdown() async {
        try? await client.shutdown()
    }

    func send(
        _ method: HTTPMethod, _ url: String, body: Data? = nil, contentType: String? = nil, accept: String? = nil
    ) async throws
        -> Response
    {
        var request = HTTPClientRequest(url: url)
        request.method = method
        request.headers.add(name: "User-Agent", value: "ulinks-acme/1")
        if let contentType { request.headers.add(name: "Content-Type", value: contentType) }
        if let accept { request.headers.add(name: "Accept", value: accept) }
        if let body { request.body = .bytes(ByteBuffer(bytes: body)) }
        logger.debug("acme request", metadata: ["method": "\(method.rawValue)", "url": "\(url)"])
        do {
            let deadline = NIODeadline.now() + timeout
            let response = try await client.execute(request, deadline: deadline, logger: logger)
            let limit = max(ACMEResponseParser.maximumJSONSize, ACMEResponseParser.maximumChainSize)
            let buffer = try await response.body.collect(upTo: limit)
            return Response(
                status: Int(response.status.code), headers: response.headers, body: Array(buffer.readableBytesView))
        } catch is NIOTooManyBytesError {
            throw ACMEError(.malformedResponse, "\(method.rawValue) \(url): answer larger than the limit")
        } catch let error as ACMEError {
            throw error
        } catch {
            throw ACMEError(.transport, "\(method.rawValue) \(url): \(error)")
        }
    }
}
