import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
import UniversalLinksServer

/// `POST /api/v1/passkeys`: behind the admin token, every input read before any lookup, private addresses
/// refused unless the server allows them (as `/api/v1/check`), and the report as `ulinks passkeys --format
/// json` prints it, one compact line.
@Suite struct ConsolePasskeysAPITests {
    static func post(_ client: any TestClientProtocol, _ json: String, auth: Bool = true) async throws
        -> (HTTPResponse.Status, String)
    {
        let (status, text, _) = try await ConsoleAPITests.post(
            client, "/api/v1/passkeys", Array(json.utf8), headers: auth ? ConsoleAPITests.auth : [:])
        return (status, text)
    }

    @Test func needsTheTokenReadsEveryInputAndRefusesPrivateAddresses() async throws {
        try await ConsoleAPITests().withApp { client async throws in
            #expect(try await Self.post(client, #"{"rpID": "example.com"}"#, auth: false).0 == .unauthorized)
            let print = String(repeating: "AB:", count: 31) + "AB"
            let many = "[" + Array(repeating: "\"ABCDE12345.com.example.app\"", count: 21).joined(separator: ",") + "]"
            for (body, code) in [
                (#"{"rpID": "not a host"}"#, "bad-host"),
                (#"{"rpID": "<img src=x>"}"#, "bad-host"),
                (#"{"appIDs": []}"#, "bad-json"),
                (#"{"rpID": "example.com", "appIDs": ["no-dot"]}"#, "bad-app"),
                (#"{"rpID": "example.com", "packages": ["1com.example"]}"#, "bad-package"),
                (
                    #"{"rpID": "example.com", "packages": ["com.example"], "fingerprints": ["AB:CD"]}"#,
                    "bad-fingerprint"
                ),
                (#"{"rpID": "example.com", "appIDs": \#(many)}"#, "too-many"),
                (#"{"rpID": "127.0.0.1", "fingerprints": ["\#(print)"]}"#, "private-address"),
                (#"{"rpID": "localhost"}"#, "private-address"),
                (#"{"rpID": "nothing.invalid"}"#, "no-address"),
            ] {
                let (status, text) = try await Self.post(client, body)
                #expect(status == .badRequest, "\(body): \(text)")
                #expect(text.contains("\"error\":\"\(code)\""), "\(body): \(text)")
            }
        }
    }

    @Test func answersTheReportWithPrivateAddressesAllowed() async throws {
        let console = ConsoleConfiguration(enabled: true, allowPrivateCheck: true, checkTimeout: 3)
        try await ConsoleAPITests().withApp(ConsoleAPITests.service(console: console)) { client async throws in
            let print = String(repeating: "14:", count: 31) + "14"
            let (status, text) = try await Self.post(
                client,
                #"{"rpID": "127.0.0.1", "appIDs": ["ABCDE12345.com.example.app"], "packages": ["com.example.app"], "fingerprints": ["\#(print)"]}"#
            )
            #expect(status == .ok, "\(text)")
            #expect(text.hasSuffix("}\n") && !text.dropLast().contains("\n"), "one compact line")
            let report = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            #expect(report["rpID"] as? String == "127.0.0.1")
            for platform in ["ios", "android", "browsers"] {
                let part = report[platform] as? [String: Any]
                #expect(part?["platform"] as? String == platform)
                // Nothing listens on 127.0.0.1:443 here: no platform can be said to be ready.
                #expect(part?["verdict"] as? String != "ready", "\(platform): \(part ?? [:])")
            }
            let origins = try #require(report["androidOrigins"] as? [String: String])
            #expect(origins[print]?.hasPrefix("android:apk-key-hash:") == true)
        }
    }
}
