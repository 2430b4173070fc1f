import Testing
import UniversalLinks

/// Property-style sweeps over generated entries: parsing never traps, every problem points inside the
/// entry, and whatever parses as valid prints back to itself.
@Suite struct EntitlementSweepTests {
    static let services = ["applinks", "webcredentials", "appclips", "activitycontinuation", "applink", ""]
    static let prefixes = ["", "https://", "//", " "]
    static let hosts = [
        "example.com", "*.example.com", "*example.com", "www.*.example.com", "*", "bücher.example", "EXAMPLE.com",
        "192.168.0.1", "[::1]", "localhost", "exa_mple.com", "", "a..b", "xn--bcher-kva.example", "-bad-.com",
    ]
    static let suffixes = [
        "", ":8443", ":0", ":x", "/", "/path", "?mode=developer", "?mode=managed+developer", "?mode=", "?x=1", " ",
    ]

    @Test func everyCombinationParsesSafely() throws {
        var valid = 0
        var total = 0
        for service in Self.services {
            for prefix in Self.prefixes {
                for host in Self.hosts {
                    for suffix in Self.suffixes {
                        let raw = (service.isEmpty ? "" : service + ":") + prefix + host + suffix
                        let entry = AssociatedDomainEntry(raw)
                        total += 1
                        for problem in entry.problems {
                            #expect(problem.offset >= 0 && problem.offset <= raw.utf8.count, "\(raw): \(problem.code)")
                        }
                        guard entry.isValid else {
                            #expect(
                                !entry.problems.isEmpty || entry.domain == nil, "\(raw) is invalid without a reason")
                            continue
                        }
                        valid += 1
                        let domain = try #require(entry.domain)
                        #expect(AssociatedDomain(domain.description) == domain, "\(raw) → \(domain)")
                        #expect(domain.host == domain.host.lowercased())
                        #expect(domain.host.unicodeScalars.allSatisfy { $0.isASCII })
                    }
                }
            }
        }
        #expect(total == 6 * 4 * 15 * 11)
        #expect(valid > 20)
    }

    @Test(arguments: [
        "applinks:example.com", "applinks:*.example.com?mode=developer", "webcredentials:example.com:8443",
    ])
    func everyInsertedSpaceIsFound(_ entry: String) {
        // A space at every position is reported, with the caret at that position.
        let bytes = Array(entry.utf8)
        for position in 0...bytes.count {
            let spaced = String(decoding: bytes[..<position] + [0x20] + bytes[position...], as: UTF8.self)
            let problem = AssociatedDomainEntry(spaced).problems.first { $0.code == "entitlement-whitespace" }
            #expect(problem?.offset == position, "\(spaced)")
        }
    }

    @Test func wildcardPlacements() {
        // '*' at every position of a host: only a leading '*.' is a valid wildcard.
        let host = "a.example.com"
        let scalars = Array(host.unicodeScalars)
        for position in 0...scalars.count {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[..<position])
            view.append("*")
            view.append(contentsOf: scalars[position...])
            let entry = AssociatedDomainEntry("applinks:" + String(view))
            let codes = Set(entry.problems.map(\.code.rawValue))
            if position == 0 {
                #expect(codes == ["wildcard-without-dot"])
            } else {
                #expect(
                    codes.contains("misplaced-wildcard") || codes.contains("invalid-host"), "\(String(view)): \(codes)")
                #expect(!entry.isValid)
            }
        }
        #expect(AssociatedDomainEntry("applinks:*.a.example.com").isValid)
    }
}
