/// The project against `ulinks.json`: domains and apps on both sides, and URLs the association file opens
/// on iOS that the Android filters leave out. Then the copy-paste fixes.
extension ProjectDoctorRun {
    static func ascii(_ host: String) -> String { ((try? IDNA.toASCII(host)) ?? host).lowercased() }

    /// Whether `hosts` (entitlement or filter hosts, wildcards included) cover `domain`.
    static func covers(_ hosts: Set<String>, _ domain: String) -> Bool {
        hosts.contains(domain) || hosts.contains { $0.hasPrefix("*.") && domain.hasSuffix($0.dropFirst(1)) }
    }

    mutating func compareWithManifest() {
        guard let manifest, let manifestFile else { return }
        for app in manifest.apps {
            checkAppID(app, file: manifestFile, offset: manifestOffset("apps", app), what: "the manifest's app")
        }
        let iosHosts = Set(report.applinksHosts.map(Self.ascii))
        let androidHosts = Set(report.androidHosts.map(Self.ascii))
        let hasIOS =
            !report.apple.isEmpty || report.apps.contains { !$0.applinks.isEmpty || $0.bundleIdentifier != nil }
        let hasAndroid =
            !manifest.android.isEmpty && (!report.android.isEmpty || report.apps.contains { $0.androidPackage != nil })
        var declared: Set<String> = []
        for domain in manifest.domains {
            let host = Self.ascii(domain)
            declared.insert(host)
            let offset = manifestOffset("domains", domain)
            if hasIOS, !Self.covers(iosHosts, host) {
                add(
                    "domain-missing-from-project",
                    "\(domain) is in the manifest, but no applinks:\(host) entry is in the app's entitlements\(iosHosts.isEmpty ? "" : " (they list \(iosHosts.sorted().joined(separator: ", ")))")",
                    file: manifestFile, offset: offset)
            }
            if hasAndroid, !Self.covers(androidHosts, host) {
                add(
                    "domain-missing-from-project",
                    "\(domain) is in the manifest, but Android verifies no such host for the app\(androidHosts.isEmpty ? "" : " (it verifies \(androidHosts.sorted().joined(separator: ", ")))")",
                    file: manifestFile, offset: offset)
            }
        }
        let domainsOffset = manifestRoot?.members?.last { $0.key == "domains" }?.keyOffset
        for host in iosHosts.union(androidHosts).sorted()
        where !Self.covers(declared, host.hasPrefix("*.") ? String(host.dropFirst(2)) : host) {
            add(
                "domain-not-in-manifest", "the app lists \(host), which the manifest's domains do not declare",
                file: manifestFile, offset: domainsOffset)
        }
        let built = Set(report.appIDs)
        if !built.isEmpty {
            for app in manifest.apps where !built.contains(app) {
                add(
                    "manifest-app-not-built",
                    "\(app) is in the manifest, but the project's targets build \(built.sorted().joined(separator: ", "))",
                    file: manifestFile, offset: manifestOffset("apps", app))
            }
        }
    }

    /// URLs generated from the association file's patterns, decided for each host Android verifies: those
    /// that open an app on iOS but that none of the app's link filters accepts on Android 15. Once a host
    /// is verified, every filter with VIEW, BROWSABLE and DEFAULT that matches a URL opens the app, whether
    /// it has autoVerify or not.
    // Unoptimized: Swift 6.3's optimizer crashes on this function in release builds ("Invalid SIL
    // provided to OSSACompleteLifetime", a value of Optional<DiagnosticCodeInfo> seen as leaked), which
    // stopped `swift build -c release`. It runs once per doctor run.
    @_optimize(none)
    mutating func compareURLs() {
        guard let association else { return }
        let matcher = AASAMatcher(file: association)
        // The manifest's file is served on its domains only; a file the project hosts, wherever it is.
        let served = manifest.map { Set($0.domains.map(Self.ascii)) }
        for (file, filters) in androidFilters {
            let verified = AndroidHostCollection(filters: filters.map(\.filter), targetSdk: nil).hosts
            let links = filters.filter { $0.filter.hasDefault && $0.filter.handlesWebURIs(onlyWebSchemes: false) }
            for host in verified where !host.hasPrefix("*") && served.map({ $0.contains(Self.ascii(host)) }) != false {
                let urls = URLGenerator(file: association, domain: host).urls(count: options.sampleURLs)
                var differing: [String] = []
                var opened = 0
                var blocker: Int?
                for url in urls where matcher.decide(url, domain: host).opens != nil {
                    opened += 1
                    let uri = AndroidURI(url)
                    guard !links.contains(where: { $0.data.accepts(uri) }) else { continue }
                    if !differing.contains(url) { differing.append(url) }
                    if blocker == nil {
                        // Point at the group that blocks the URL, else at the first filter for the host.
                        for filter in links
                        where filter.data.hosts.contains(where: { AndroidURIFilterData.hostMatches($0, host) }) {
                            if let decision = AndroidRelativeFilterGroup.decide(filter.groups, uri), !decision.allow {
                                blocker = filter.groupOffsets[decision.index]
                                break
                            }
                        }
                        blocker =
                            blocker
                            ?? links.first {
                                $0.data.hosts.contains(where: { AndroidURIFilterData.hostMatches($0, host) })
                            }?.offset
                    }
                }
                guard !differing.isEmpty else { continue }
                let shown = differing.prefix(5).joined(separator: ", ") + (differing.count > 5 ? ", ..." : "")
                add(
                    "android-blocks-ios-url",
                    "\(differing.count) of \(opened) URLs on \(host) that the association file opens on iOS do not open the app on Android: \(shown)",
                    file: file, offset: blocker)
            }
        }
    }
}
