import Foundation
import Testing
import ULinksTestSupport
import UniversalLinksMCP

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The JSON-RPC edges of `ulinks mcp`, on the real process over pipes: malformed input is answered and
/// the server goes on, notifications are never answered, an over-long line is skipped, the end of the
/// input ends the server cleanly after answering what it read.
@Suite struct MCPProtocolTests {
    static let initialize =
        #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#

    /// Runs `ulinks mcp ARGUMENTS` with `lines` on its input (closed after them); its answers by id
    /// (a null id under "null"), and the run.
    static func serve(_ lines: [String], _ arguments: [String] = []) async throws -> (
        answers: [String: [[String: Any]]], lines: [String], run: ProcessRun
    )? {
        guard let binary = ULinksCommand.requiredBinary() else { return nil }
        guard try await Subprocess.run(binary, ["mcp", "--help"]).status == 0 else {
            print("skipped: ulinks was built without the mcp module")
            return nil
        }
        let input = Array(lines.map { $0 + "\n" }.joined().utf8)
        let run = try await Subprocess.run(binary, ["mcp"] + arguments, stdin: input)
        let output = run.text.split(separator: "\n").map(String.init)
        var answers: [String: [[String: Any]]] = [:]
        for line in output {
            let value = try JSONSerialization.jsonObject(with: Data(line.utf8))
            let objects = (value as? [[String: Any]]) ?? [value as? [String: Any] ?? [:]]
            for object in objects { answers[key(object["id"]), default: []].append(object) }
        }
        return (answers, output, run)
    }

    static func key(_ id: Any?) -> String {
        switch id {
        case let string as String: return "s:" + string
        case let number as NSNumber: return "n:\(number.intValue)"
        default: return "null"
        }
    }

    static func code(_ answer: [String: Any]?) -> Int? { (answer?["error"] as? [String: Any])?["code"] as? Int }

    @Test func malformedInputIsAnsweredAndTheServerGoesOn() async throws {
        guard
            let (answers, _, run) = try await Self.serve([
                Self.initialize,
                #"{"jsonrpc":"2.0","id":2,"method":"tools/list""#,  // cut short: parse error
                "not json at all",
                #"{"jsonrpc":"2.0","id":3,"method":"no/such/method"}"#,
                #"{"jsonrpc":"1.0","id":4,"method":"ping"}"#,
                #"{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}"#,
                #"{"jsonrpc":"2.0","id":"five","method":"resources/read","params":{"uri":42}}"#,
                #"{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"validate","arguments":[1]}}"#,
                "42",
                // Nesting deeper than the JSON reader allows (512): a parse error, not a stack overflow.
                String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000),
                #"{"jsonrpc":"2.0","id":7,"method":"ping"}"#,
            ])
        else { return }
        #expect(run.status == 0, "\(run.errors)")
        #expect(Self.code(answers["n:3"]?.first) == -32601)
        #expect(
            ((answers["n:3"]?.first?["error"] as? [String: Any])?["message"] as? String)?.contains("no/such/method")
                == true)
        #expect(Self.code(answers["n:4"]?.first) == -32600)
        #expect(Self.code(answers["s:five"]?.first) == -32602)
        #expect(Self.code(answers["n:6"]?.first) == -32602)
        #expect(answers["n:7"]?.first?["result"] as? [String: Any] != nil, "ping after the errors")
        // Three parse errors, the object id and the bare number: five answers with a null id.
        let nulls = answers["null"] ?? []
        #expect(nulls.compactMap(Self.code).sorted() == [-32700, -32700, -32700, -32600, -32600], "\(nulls)")
        #expect(answers["n:2"] == nil)
    }

    @Test func notificationsAreNeverAnswered() async throws {
        guard
            let (answers, lines, run) = try await Self.serve([
                Self.initialize,
                #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
                #"{"jsonrpc":"2.0","method":"no/such/notification","params":{"x":1}}"#,
                #"{"jsonrpc":"2.0","method":"tools/call","params":{"name":"nope"}}"#,
                #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":99}}"#,
                #"{"jsonrpc":"2.0","id":"p","method":"ping"}"#,
            ])
        else { return }
        #expect(run.status == 0)
        #expect(lines.count == 2, "\(lines)")
        #expect(Set(answers.keys) == ["n:1", "s:p"])
        let result = answers["n:1"]?.first?["result"] as? [String: Any]
        #expect(result?["protocolVersion"] as? String == "2025-06-18")
        #expect((result?["serverInfo"] as? [String: Any])?["name"] as? String == "ulinks")
    }

    @Test func anUnknownProtocolVersionGetsTheLatest() async throws {
        guard
            let (answers, _, _) = try await Self.serve([
                #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1999-01-01","capabilities":{}}}"#,
                #"{"jsonrpc":"2.0","id":2,"method":"initialize","params":{"protocolVersion":"2025-06-18"}}"#,
            ])
        else { return }
        let result = answers["n:1"]?.first?["result"] as? [String: Any]
        #expect(result?["protocolVersion"] as? String == ULinksMCPServer.protocolVersions.first)
        #expect(Self.code(answers["n:2"]?.first) == -32600, "a second initialize")
    }

    @Test func anOverlongLineIsSkippedAndTheNextAnswered() async throws {
        // --max-content-bytes 1000: lines of up to 12 × 1000 + 1 MiB bytes are read.
        let limit = 12 * 1000 + (1 << 20)
        let padded = { (id: Int, size: Int) in
            #"{"jsonrpc":"2.0","id":\#(id),"method":"ping","params":{"pad":""#
                + String(repeating: "x", count: size) + #""}}"#
        }
        guard
            let (answers, _, run) = try await Self.serve(
                [padded(1, limit + 10), padded(2, limit - 200), #"{"jsonrpc":"2.0","id":3,"method":"ping"}"#],
                ["--max-content-bytes", "1000"])
        else { return }
        #expect(run.status == 0)
        #expect(answers["n:1"] == nil)
        let skipped = answers["null"]?.first
        #expect(Self.code(skipped) == -32600)
        #expect(
            ((skipped?["error"] as? [String: Any])?["message"] as? String)?.contains("longer than \(limit) bytes")
                == true)
        #expect(answers["n:2"]?.first?["result"] != nil, "a line just under the limit is read")
        #expect(answers["n:3"]?.first?["result"] != nil)
    }

    @Test func batchesAreAnsweredTogether() async throws {
        guard
            let (answers, lines, _) = try await Self.serve([
                #"[{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","method":"notifications/initialized"},{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"validate","arguments":{"content":"{}"}}}]"#,
                "[]",
            ])
        else { return }
        #expect(lines.count == 2, "\(lines)")
        // One line for the batch (an array), one for the empty batch's error (in either order).
        #expect(lines.filter { $0.hasPrefix("[") }.count == 1, "\(lines)")
        #expect(answers["n:1"]?.first?["result"] != nil)
        let call = answers["n:2"]?.first?["result"] as? [String: Any]
        #expect(call?["isError"] as? Bool == false)
        #expect(Self.code(answers["null"]?.first) == -32600, "an empty batch")
    }

    /// The end of the input with a tool call in progress: the call is answered, then the server exits 0.
    @Test func theEndOfTheInputEndsTheServerAfterItsAnswers() async throws {
        guard
            let (answers, _, run) = try await Self.serve([
                Self.initialize,
                #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"match","arguments":{"content":"{\"applinks\":{\"details\":[{\"appIDs\":[\"ABCDE12345.a.b\"],\"components\":[{\"/\":\"/x/*\"}]}]}}","urls":["https://a.test/x/1"]}}}"#,
            ])
        else { return }
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.isEmpty, "\(run.errors)")
        let content = (answers["n:2"]?.first?["result"] as? [String: Any])?["content"] as? [[String: Any]]
        #expect((content?.first?["text"] as? String)?.contains("ABCDE12345.a.b") == true)
        // An empty input: nothing to answer, a clean exit.
        guard let (_, lines, empty) = try await Self.serve([]) else { return }
        #expect(empty.status == 0 && lines.isEmpty)
    }

    /// `notifications/cancelled` for a call in progress: the call is not answered, the server goes on.
    @Test func aCancelledCallIsNotAnswered() async throws {
        // A listener that never accepts: the kernel completes the TCP handshake, TLS is never answered,
        // so the check waits for its --timeout.
        // Port 0: the kernel picks a free port as it binds (a port found free a moment before can be
        // taken, or in TIME_WAIT, by the time it is bound), read back with getsockname.
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #expect(listener >= 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        try #require(bound == 0 && listen(listener, 8) == 0, "cannot listen on 127.0.0.1: errno \(errno)")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        try #require(named == 0)
        let port = Int(UInt16(bigEndian: address.sin_port))
        guard
            let (answers, lines, run) = try await Self.serve(
                [
                    Self.initialize,
                    #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"check","arguments":{"domain":"slow.test"}}}"#,
                    #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":2,"reason":"test"}}"#,
                    #"{"jsonrpc":"2.0","id":3,"method":"ping"}"#,
                ],
                ["--allow-private-addresses", "--resolve", "slow.test=127.0.0.1:\(port)", "--timeout", "3"])
        else { return }
        #expect(run.status == 0, "\(run.errors)")
        #expect(answers["n:3"]?.first?["result"] != nil, "\(lines)")
        #expect(answers["n:2"] == nil, "the cancelled call was answered: \(lines)")
    }

    @Test func theLineSplitterBoundsALine() {
        var splitter = JSONRPCLineSplitter(maxLineBytes: 9)
        var events = splitter.feed(Array("12345".utf8))
        events += splitter.feed(Array("678\r\n\n  \nabcdefghijkl".utf8))
        events += splitter.feed(Array("mn\nxy".utf8))
        let last = splitter.finish()
        #expect(events == [.message(Array("12345678".utf8)), .tooLong(limit: 9)])
        #expect(last == .message(Array("xy".utf8)))
    }

    @Test func messagesAreClassifiedWithoutTrustingTheirShape() {
        #expect(JSONRPCMessage.line(Array("{".utf8)) == .parseError)
        #expect(
            JSONRPCMessage.line(Array(#"{"jsonrpc":"2.0","id":1,"result":{}}"#.utf8)) == .single(.response))
        #expect(
            JSONRPCMessage.line(Array(#"{"jsonrpc":"2.0","id":null,"method":"ping"}"#.utf8))
                == .single(.invalid(id: .null, .invalidRequest("'id' must be a string or an integer"))))
        let many = "[" + Array(repeating: #"{"jsonrpc":"2.0","method":"x"}"#, count: 101).joined(separator: ",") + "]"
        guard case .single(.invalid) = JSONRPCMessage.line(Array(many.utf8)) else {
            Issue.record("a batch of 101 messages was accepted")
            return
        }
    }
}
