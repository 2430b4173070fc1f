import Foundation

/// A keep-alive HTTP/1.1 client over a blocking socket, for load inside tests (what wrk does, but
/// with every response kept): writes batches of pipelined requests and reads the responses by
/// `Content-Length`.
final class PipelinedClient {
    struct Response {
        var status: Int
        var headers: [String: String]
        var body: [UInt8]
    }

    private let fd: Int32
    private var received: [UInt8] = []

    init(port: Int) throws {
        fd = try connectLoopback(port: port)
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(fd) }

    /// Sends `requests` in one write, then reads one response for each (`HEAD` ones without a body).
    func exchange(_ requests: [String]) throws -> [Response] {
        let bytes = Array(requests.joined().utf8)
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { throw TestFailure("send() failed after \(sent) bytes") }
            sent += n
        }
        return try requests.map { try readResponse(headRequest: $0.hasPrefix("HEAD ")) }
    }

    private func readResponse(headRequest: Bool) throws -> Response {
        let separator: [UInt8] = [13, 10, 13, 10]
        var end: Int?
        while end == nil {
            end = Self.firstIndex(of: separator, in: received)
            if end == nil { try receive() }
        }
        let headEnd = end! + 4
        let lines = String(decoding: received[..<end!], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = (lines.first ?? "").split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
            throw TestFailure("not a status line: \(lines.first ?? "")")
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        let length = headRequest || status == 304 ? 0 : Int(headers["content-length"] ?? "") ?? -1
        guard length >= 0 else { throw TestFailure("a response without Content-Length (status \(status))") }
        while received.count < headEnd + length { try receive() }
        let body = Array(received[headEnd..<(headEnd + length)])
        received.removeFirst(headEnd + length)
        return Response(status: status, headers: headers, body: body)
    }

    private func receive() throws {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        guard n > 0 else { throw TestFailure(n == 0 ? "the server closed the connection" : "recv() timed out") }
        received += buffer[0..<n]
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for i in 0...(haystack.count - needle.count) where haystack[i] == needle[0] {
            if haystack[i..<(i + needle.count)].elementsEqual(needle) { return i }
        }
        return nil
    }
}
