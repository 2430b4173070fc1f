#if ULINKS_WATCH
    import Foundation
    import Testing
    import ULinksTestSupport
    import UniversalLinksChecker

    extension CheckerTests {
        /// Issue 34.5: the origin redirects its well-known URL and Apple's CDN stand-in followed the redirect
        /// (`Apple-From` names both URLs). The CDN copy is called older only when its bytes differ from what
        /// the redirect's target serves now; the report says what the CDN served and from where.
        @Suite("Watch: a CDN copy reached through the origin's redirect")
        struct WatchCDNRedirectTests {
            static let wellKnown = "/.well-known/apple-app-site-association"

            @Test func theCopyIsComparedByBytesBeforeItIsCalledOlder() async throws {
                let servers = try await WatchServers.start()
                defer { Task { await servers.stop() } }
                let current = CheckerFixture.file()
                servers.route.value = { host, path in
                    guard path == Self.wellKnown else { return .notFound }
                    if host.hasPrefix("www-") { return .json(current) }
                    let name = host.split(separator: ":").first.map(String.init) ?? host
                    return .status(.movedPermanently, headers: [("Location", "https://www-\(name)\(Self.wellKnown)")])
                }
                servers.cdnRoute.value = { domain in
                    let chain = "https://\(domain)\(Self.wellKnown), https://www-\(domain)\(Self.wellKnown)"
                    // same.watch.test: the CDN followed the redirect and holds the current file; older.watch.test:
                    // it holds what the target served before.
                    return .json(
                        domain == "same.watch.test" ? current : CheckerFixture.staleFile,
                        extra: [("Apple-From", chain), ("Age", "120")])
                }
                let hosts = ["same.watch.test", "older.watch.test"]
                let flags = servers.flags(hosts + hosts.map { "www-" + $0 })
                guard
                    let run = try await ULinksCommand.run(
                        ["watch"] + hosts + ["--once", "--cdn", "--format", "json"] + flags)
                else { return }
                var compared: [String: String] = [:]
                for line in run.text.split(separator: "\n") {
                    let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                    let report = try #require(object["report"] as? [String: Any], "\(line)")
                    let checks = try #require(report["checks"] as? [[String: Any]])
                    let check = try #require(checks.first { $0["id"] as? String == "cdn-compare" })
                    let redirect = checks.first { $0["id"] as? String == "redirect" }?["seen"] as? String ?? ""
                    compared[try #require(object["domain"] as? String)] =
                        (check["seen"] as? String ?? "") + " [redirect: \(redirect)]"
                }
                let same = try #require(compared["same.watch.test"], "\(run.text)\(run.errors)")
                #expect(!same.contains("older"), "\(same)")
                #expect(
                    same.contains(
                        "Apple's CDN followed the origin's redirect (Apple-From: https://same.watch.test\(Self.wellKnown) -> https://www-same.watch.test\(Self.wellKnown))"
                    ), "\(same)")
                #expect(
                    same.contains("serves what https://www-same.watch.test\(Self.wellKnown) serves now"), "\(same)")
                #expect(same.contains("the same bytes, fetched 2 min ago"), "\(same)")
                let older = try #require(compared["older.watch.test"])
                #expect(
                    older.contains("an older copy of https://www-older.watch.test\(Self.wellKnown)")
                        && older.contains("serves other bytes now"), "\(older)")
            }
        }
    }
#endif
