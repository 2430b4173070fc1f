import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// The one reader of URLs and ports from files, headers and users: a sweep of hostile ports and
/// hosts, and every other reader of a port agreeing with it.
@Suite struct HTTPURLTests {
    static let hosts = [
        "127.0.0.1", "localhost", "[::1]", "8.8.8.8", "target.example", "xn--bcher-kva.example", "bücher.example",
    ]
    static let badHosts = ["", "a..b", "-a.b", "a b", "exa_mple%2e.com", "[::1", "[zz::1]", "user@host", "a:b:c"]

    /// Port texts and whether they are valid.
    static var portTexts: [(String, Int?)] {
        var rows: [(String, Int?)] = [
            ("1", 1), ("443", 443), ("8443", 8443), ("65535", 65535), ("00443", 443),
            ("0", nil), ("65536", nil), ("70000", nil), ("99999", nil), ("999999", nil), ("4294967296", nil),
            ("9223372036854775807", nil), ("18446744073709551616", nil), ("+80", nil), ("-1", nil), (" 80", nil),
            ("0x50", nil), ("80a", nil), ("", nil), ("８０", nil), ("８0", nil), ("1e3", nil),
        ]
        // Every power of two around 16 bits, and its neighbours.
        for bits in 14...20 {
            for delta in -1...1 {
                let value = (1 << bits) + delta
                rows.append((String(value), (1...65535).contains(value) ? value : nil))
            }
        }
        return rows
    }

    @Test func sweepOfPortsAndHosts() throws {
        for (text, expected) in Self.portTexts {
            #expect(HTTPURL.port(text) == expected, "port \(text)")
            for host in Self.hosts {
                let url = "https://\(host):\(text)/x?y#z"
                let parsed = try? HTTPURL(url)
                #expect((parsed != nil) == (expected != nil), "\(url)")
                if let parsed, let expected {
                    #expect(parsed.port == expected && parsed.pathAndQuery == "/x?y")
                    #expect(try HTTPURL(parsed.description) == parsed, "round trip of \(url)")
                }
                // The other readers of a port agree.
                if !host.contains("ü") {
                    let site = try? WebSite.normalize("https://\(host):\(text)").get()
                    #expect((site != nil) == (expected != nil), "site \(host):\(text)")
                }
            }
            // (The entitlement reader repairs white space, with its own finding: those texts aside.)
            if !text.contains(" ") {
                #expect(
                    AssociatedDomainEntry("webcredentials:example.com:\(text)").domain?.port == expected,
                    "entitlement port \(text)")
            }
        }
        for host in Self.badHosts {
            #expect((try? HTTPURL("https://\(host)/x")) == nil, "host \(host)")
        }
        #expect(try HTTPURL("https://BÜCHER.example./a").host == "xn--bcher-kva.example")
        #expect(try HTTPURL("https://[::1]:8443/").urlHost == "[::1]")
        #expect((try? HTTPURL("ftp://example.com/")) == nil)
    }

    /// The statement-list reader and the assetlinks.json validator refuse a hostile include as Google
    /// does: MALFORMED_CONTENT, "not a valid URL".
    @Test func hostileIncludesAreMalformed() throws {
        let includes = [
            "https://target.example:999999", "https://8.8.8.8:999999/x", "https://localhost:70000/", "https://a..b/",
        ]
        let list = "[" + includes.map { "{\"include\": \"\($0)\"}" }.joined(separator: ",") + "]"
        let page = StatementListParser(maximumSize: 131_072).parse(Array(list.utf8), source: "list")
        #expect(page.includes.isEmpty)
        #expect(page.errors.count == includes.count)
        #expect(
            page.errors.allSatisfy { $0.code == .malformedContent && $0.message.english.contains("not a valid URL") })
        let validation = AssetLinksValidator().validate(Array(list.utf8))
        #expect(validation.diagnostics.filter { $0.code == "assetlinks-include" }.count == includes.count)
    }
}
