import UniversalLinks

extension DomainChecker {
    /// One domain to check in a batch, with its own app and sample URLs.
    public struct Target: Sendable, Hashable {
        public var domain: String
        public var app: String?
        public var urls: [String]
        /// Also check the domain's assetlinks.json, answering this query (see ``DomainChecker/check(domain:app:urls:cdn:android:webauthn:)``).
        public var android: StatementQuery?
        /// Also check the domain's `/.well-known/webauthn` (related origins).
        public var webauthn: Bool

        public init(
            domain: String, app: String? = nil, urls: [String] = [], android: StatementQuery? = nil,
            webauthn: Bool = false
        ) {
            self.domain = domain
            self.app = app
            self.urls = urls
            self.android = android
            self.webauthn = webauthn
        }
    }

    /// Checks many domains with at most `concurrency` at a time. `onReport` is called once per target as
    /// each finishes (in completion order, with the target's index), never concurrently with itself.
    /// Each check has its own deadline, so a slow or hostile domain holds one slot only until its timeout.
    /// `onReport` runs in the caller's isolation (the main actor, for a `@main` program).
    ///
    /// `pace`, when given, runs in a target's slot before its check starts (`ulinks watch` waits there for
    /// the target's moment in the round); reports of other targets keep arriving meanwhile.
    public func check(
        _ targets: [Target], concurrency: Int = 32, cdn: Bool = false,
        isolation: isolated (any Actor)? = #isolation,
        pace: (@Sendable (Int) async -> Void)? = nil,
        onReport: (Int, DomainReport) async -> Void
    ) async {
        let width = max(1, concurrency)
        await withTaskGroup(of: (Int, DomainReport).self) { group in
            var next = 0
            func start() {
                let index = next
                let target = targets[index]
                next += 1
                group.addTask {
                    if let pace { await pace(index) }
                    return (
                        index,
                        await self.check(
                            domain: target.domain, app: target.app, urls: target.urls, cdn: cdn,
                            android: target.android,
                            webauthn: target.webauthn)
                    )
                }
            }
            while next < targets.count && next < width { start() }
            while let (index, report) = await group.next() {
                if next < targets.count { start() }
                await onReport(index, report)
            }
        }
    }
}
