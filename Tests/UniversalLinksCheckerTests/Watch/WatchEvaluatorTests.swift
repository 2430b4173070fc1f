#if ULINKS_WATCH
    import Foundation
    import Testing
    import UniversalLinks
    import UniversalLinksChecker
    import UniversalLinksWatch

    /// The mapping from a check report to a state and reasons, on reports built by hand (no network).
    @Suite("Watch: reports to states and reasons")
    struct WatchEvaluatorTests {
        static let now = Date(timeIntervalSince1970: 1_800_000_000)
        static let target = WatchTarget(domain: "example.com")

        /// A report whose DNS, connection and TLS passed, plus `checks`.
        static func report(_ checks: [CheckResult], status: DomainStatus = .fail) -> DomainReport {
            var report = DomainReport(domain: "example.com", url: DomainChecker.fileURL(for: "example.com"))
            report.checks =
                [
                    .pass(.dns, "example.com resolves"), .pass(.connect, "connected"),
                    .pass(.tlsHandshake, "TLS handshake completed"),
                ] + checks
            report.status = status
            return report
        }

        static let cases: [(String, [CheckResult], DomainStatus, [WatchReasonID], WatchState)] = [
            ("all pass", [.pass(.httpStatus, "200 OK"), .pass(.fileContent, "valid")], .pass, [], .ok),
            (
                "redirect named once",
                [
                    .fail(.httpStatus, "301 Moved Permanently: Apple's fetchers never follow redirects", fix: nil),
                    .fail(
                        .redirect, "301 to https://www.example.com/.well-known/apple-app-site-association: ...",
                        fix: nil),
                ], .fail, [.redirect], .failing
            ),
            (
                "HTML at the path",
                [
                    .warning(.contentType, "text/html, not application/json", fix: nil),
                    .fail(.fileContent, "1 error: the body is an HTML page [html-page]", fix: nil),
                ], .fail, [.contentType, .notJSON], .failing
            ),
            (
                "content type alone warns", [.warning(.contentType, "text/plain, not application/json", fix: nil)],
                .warning, [.contentType], .warning
            ),
            (
                "certificate about to expire", [.warning(.tlsDates, "expires on 2027-01-01, in 5 days", fix: nil)],
                .warning, [.tlsExpiring], .warning
            ),
            (
                "expired certificate", [.fail(.tlsDates, "expired on 2026-01-01 (3 days ago)", fix: nil)], .fail,
                [.tlsInvalid], .failing
            ),
            ("untrusted", [.fail(.tlsTrust, "self-signed", fix: nil)], .fail, [.tlsInvalid], .failing),
            (
                "handshake that never ends",
                [
                    .fail(
                        .tlsHandshake,
                        "the server accepted the connection but did not complete a TLS handshake within 3.0 s", fix: nil
                    )
                ],
                .fail, [.timeout], .failing
            ),
            (
                "body byte by byte",
                [
                    .fail(
                        .httpStatus,
                        "no complete response within 3.0 s: timed out reading the body (12 bytes received)", fix: nil)
                ],
                .fail, [.timeout], .failing
            ),
            ("404", [.fail(.httpStatus, "404 Not Found: no file", fix: nil)], .fail, [.httpStatus], .failing),
            (
                "1 GB", [.fail(.size, "larger than 131072 bytes: reading stopped at 131073 bytes", fix: nil)], .fail,
                [.tooLarge], .failing
            ),
            (
                "br encoding", [.fail(.contentEncoding, "br: not requested and not decoded", fix: nil)], .fail,
                [.contentEncoding], .failing
            ),
            (
                "app removed", [.fail(.appListed, "ABCDE12345.com.example.app is not listed for applinks", fix: nil)],
                .fail, [.appMissing], .failing
            ),
            (
                "lint, legacy root and slow answers do not count",
                [
                    .warning(.fileContent, "valid JSON file with 1 warning", fix: nil),
                    .warning(.legacyRoot, "404", fix: nil),
                    .warning(.responseTime, "2500 ms", fix: nil), .warning(.urlDecision, "no rule matches", fix: nil),
                ], .warning, [], .ok
            ),
        ]

        @Test(arguments: cases)
        func checksMapToReasons(
            name: String, checks: [CheckResult], status: DomainStatus, reasons: [WatchReasonID], state: WatchState
        ) {
            let record = WatchEvaluator().evaluate(
                Self.report(checks, status: status), target: Self.target, previous: nil, at: Self.now)
            #expect(record.reasons.map(\.id) == reasons, "\(name)")
            #expect(record.state == state, "\(name)")
            #expect(record.since == Self.now)
        }

        @Test func unreachableIsOneReasonNamingTheFailedStep() {
            var report = DomainReport(domain: "example.com", url: DomainChecker.fileURL(for: "example.com"))
            report.checks = [.pass(.dns, "resolves"), .fail(.connect, "no connection to port 443: refused", fix: nil)]
            report.status = .unreachable
            let record = WatchEvaluator().evaluate(report, target: Self.target, previous: nil, at: Self.now)
            #expect(record.reasons == [WatchReason(.unreachable, "connect: no connection to port 443: refused")])
            #expect(record.state == .failing)
        }

        @Test func refusedAddressIsPrivateAddress() {
            var report = DomainReport(domain: "example.com", url: DomainChecker.fileURL(for: "example.com"))
            report.status = .unreachable
            let record = WatchEvaluator().evaluate(
                report, target: Self.target, previous: nil, at: Self.now, refused: "10.0.0.1")
            #expect(record.reasons.map(\.id) == [.privateAddress])
            #expect(record.reasons[0].message.english.contains("10.0.0.1"))
        }

        @Test func sinceIsKeptWhileTheStateHolds() {
            let earlier = Self.now.addingTimeInterval(-3600)
            let previous = WatchRecord(
                domain: "example.com", state: .ok, reasons: [], since: earlier, checkedAt: earlier)
            let evaluator = WatchEvaluator()
            let same = evaluator.evaluate(
                Self.report([], status: .pass), target: Self.target, previous: previous, at: Self.now)
            #expect(same.since == earlier)
            let changed = evaluator.evaluate(
                Self.report([.fail(.httpStatus, "500 Internal Server Error: server error", fix: nil)]),
                target: Self.target,
                previous: previous, at: Self.now)
            #expect(changed.since == Self.now)
            #expect(changed.differs(from: previous))
            #expect(!same.differs(from: previous))
        }

        // MARK: Expectations

        static let app = "ABCDE12345.com.example.app"
        static let other = "ABCDE12345.com.example.other"

        static func decision(opens: String?, _ apps: [(String, MatchDecision)]) -> MatchResult {
            MatchResult(
                url: "https://example.com/buy/1", domain: "example.com", opens: opens,
                apps: apps.map { AppDecision(appID: $0.0, decision: $0.1, rule: nil) })
        }

        static let expectationCases: [(String, MatchResult, String?)] = [
            ("https://example.com/buy/1=\(app)", decision(opens: app, [(app, .match)]), nil),
            ("https://example.com/buy/1=\(app)", decision(opens: other, [(other, .match), (app, .match)]), nil),
            ("https://example.com/buy/1=\(app)", decision(opens: nil, [(app, .exclude)]), "excludes it"),
            ("https://example.com/buy/1=\(app)", decision(opens: nil, [(app, .noMatch)]), "no rule of"),
            ("https://example.com/buy/1=\(app)", decision(opens: other, [(other, .match)]), "no longer lists"),
            ("https://example.com/buy/1=browser", decision(opens: nil, [(app, .exclude)]), nil),
            (
                "https://example.com/buy/1=browser", decision(opens: app, [(app, .match)]),
                "should open in the browser, but opens \(app)"
            ),
        ]

        @Test(arguments: expectationCases)
        func expectationsHoldOrSayWhy(text: String, decision: MatchResult, broken: String?) throws {
            let expectation = try WatchExpectation(parsing: text, platform: .ios)
            var report = Self.report([.pass(.httpStatus, "200 OK")], status: .pass)
            report.urls = [decision]
            let target = WatchTarget(domain: "example.com", expectations: [expectation])
            let record = WatchEvaluator().evaluate(report, target: target, previous: nil, at: Self.now)
            if let broken {
                #expect(record.reasons.map(\.id) == [.expectation])
                #expect(record.reasons.first?.message.english.contains(broken) == true, "\(record.reasons)")
            } else {
                #expect(record.reasons.isEmpty, "\(record.reasons)")
            }
        }

        /// Issue 34.8: a URL pinned to the browser that opens in the browser is what the team asked for, so its
        /// `url-decision` (a warning under `--app` alone: "excluded for APP") passes in the watch's report; a
        /// pin that no longer holds fails, as the state does; a URL without a pin keeps the checker's grade.
        @Test func urlDecisionsAreGradedByTheirExpectation() throws {
            let excluded = Self.decision(opens: nil, [(Self.app, .exclude)])
            let pinned = MatchResult(
                url: "https://example.com/buy/2", domain: "example.com", opens: nil,
                apps: [AppDecision(appID: Self.app, decision: .noMatch, rule: nil)])
            let free = MatchResult(
                url: "https://example.com/help", domain: "example.com", opens: nil,
                apps: [AppDecision(appID: Self.app, decision: .noMatch, rule: nil)])
            var report = Self.report(
                [
                    .pass(.httpStatus, "200 OK"),
                    .warning(
                        .urlDecision, "excluded for \(Self.app): opens in the browser", fix: nil, subject: excluded.url),
                    .warning(
                        .urlDecision, "no rule of \(Self.app) matches: opens in the browser", fix: nil,
                        subject: pinned.url),
                    .warning(
                        .urlDecision, "no rule of \(Self.app) matches: opens in the browser", fix: nil,
                        subject: free.url),
                ], status: .warning)
            report.urls = [excluded, pinned, free]
            let target = WatchTarget(
                domain: "example.com", app: Self.app,
                expectations: [
                    try WatchExpectation(parsing: "\(excluded.url)=browser", platform: .ios),
                    try WatchExpectation(parsing: "\(pinned.url)=\(Self.app)", platform: .ios),
                ])
            let graded = WatchEvaluator().graded(report, target: target)
            let statuses = graded.checks.filter { $0.id == .urlDecision }.map { "\($0.subject ?? "") \($0.status)" }
            #expect(
                statuses == [
                    "\(excluded.url) pass", "\(pinned.url) fail", "\(free.url) warning",
                ])
            #expect(graded.checks.map(\.seen) == report.checks.map(\.seen), "what each check saw is unchanged")
            #expect(graded.status == .fail)
            let held = WatchEvaluator().graded(
                report,
                target: WatchTarget(domain: "example.com", app: Self.app, expectations: [target.expectations[0]]))
            #expect(held.checks.first { $0.subject == excluded.url }?.status == .pass)
            #expect(held.status == .warning, "the URL without a pin still warns")
        }

        @Test func androidExpectationsAreDecidedAgainstAssetLinks() throws {
            let statement = """
                [{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app",
                  "package_name": "com.example.app", "sha256_cert_fingerprints": ["\(AndroidFixture.print)"]},
                  "relation_extensions": {"delegate_permission/common.handle_all_urls": {"dynamic_app_link_components": [
                    {"/": "/buy/*"}]}}}]
                """
            var report = Self.report([.pass(.httpStatus, "200 OK")], status: .pass)
            var android = StatementListReport(
                source: DomainChecker.assetLinksURL(for: "example.com"), query: StatementQuery())
            android.document = AssetLinksDocument(bytes: Array(statement.utf8))
            report.android = android
            let target = WatchTarget(
                domain: "example.com",
                expectations: [
                    try WatchExpectation(parsing: "https://example.com/buy/1=com.example.app", platform: .android),
                    try WatchExpectation(parsing: "https://example.com/help=com.example.app", platform: .android),
                    try WatchExpectation(parsing: "https://example.com/about=browser", platform: .android),
                ])
            #expect(target.android != nil, "an Android expectation fetches assetlinks.json")
            let record = WatchEvaluator().evaluate(report, target: target, previous: nil, at: Self.now)
            #expect(record.reasons.map(\.id) == [.expectation])
            #expect(
                record.reasons.first?.message.english.contains("https://example.com/help (Android)") == true,
                "\(record.reasons)")
        }

        @Test(arguments: [
            "https://example.com/buy", "ftp://example.com/x=browser", "https://example.com/x=",
            "https://example.com/x=nodots",
            "example.com/x=browser", "https://example.com/x=a b",
        ])
        func badExpectationsAreRefused(_ text: String) {
            #expect(throws: WatchExpectationError.self) { try WatchExpectation(parsing: text, platform: .ios) }
        }

        @Test func anExpectationSplitsAtTheLastEquals() throws {
            let expectation = try WatchExpectation(parsing: "https://example.com/buy?ref=a=\(Self.app)", platform: .ios)
            #expect(expectation.url == "https://example.com/buy?ref=a")
            #expect(expectation.outcome == .app(Self.app))
            #expect(expectation.host == "example.com")
            #expect(expectation.description == "https://example.com/buy?ref=a=\(Self.app)")
        }
    }
#endif
