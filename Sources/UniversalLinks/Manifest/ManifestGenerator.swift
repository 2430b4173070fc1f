/// Builds every file of a ``LinkManifest``: the `apple-app-site-association` (validated with zero
/// errors and, unless `Options.allowWarnings`, zero warnings; for a dual file proven to decide iOS 12
/// as iOS 13), `assetlinks.json`, the
/// Associated Domains entitlements fragment and hosting configurations.
///
/// Pure and deterministic: the same manifest and options give the same bytes.
public struct ManifestGenerator: Sendable {
    public struct Options: Sendable, Hashable {
        /// Also write iOS 12 `paths` (in addition to the manifest's own `legacy`).
        public var legacy: Bool
        /// Add `?mode=developer` variants to the entitlements.
        public var developerMode: Bool
        public var hosting: [HostingTarget]
        /// The folder a web server serves the files from (written into nginx, Caddy and Apache configs).
        public var webRoot: String
        /// How many generated URLs the dual-file proof decides.
        public var proofURLs: Int
        /// Write an AASA that `ulinks validate` would warn about (by default such a file is refused,
        /// like one with an error: the generator should never produce what the validator flags).
        public var allowWarnings: Bool

        public init(
            legacy: Bool = false, developerMode: Bool = false, hosting: [HostingTarget] = HostingTarget.allCases,
            webRoot: String = "/var/www/links", proofURLs: Int = 2000, allowWarnings: Bool = false
        ) {
            self.legacy = legacy
            self.developerMode = developerMode
            self.hosting = hosting
            self.webRoot = webRoot
            self.proofURLs = proofURLs
            self.allowWarnings = allowWarnings
        }
    }

    /// The generated files, in a fixed order, and the warnings met on the way.
    public struct Output: Sendable, Hashable {
        public var files: [GeneratedFile]
        /// Where a target differs (Android rules that cannot say what iOS says, ...).
        public var warnings: [String]

        public func file(_ path: String) -> GeneratedFile? { files.first { $0.path == path } }
    }

    /// Why nothing was generated: every problem, with positions in the manifest where known.
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        public var problems: [Message]
        public var description: String { problems.map(\.english).joined(separator: "\n") }
    }

    public static let associationPath = ".well-known/apple-app-site-association"
    public static let assetLinksPath = ".well-known/assetlinks.json"
    public static let entitlementsPath = "associated-domains.entitlements"
    public static let assetStatementsPath = "android/res/values/asset_statements.xml"
    public static let webAuthnPath = ".well-known/webauthn"

    public var options: Options

    public init(options: Options = Options()) { self.options = options }

    public func generate(_ input: LinkManifest, source: SourceText? = nil) throws(Failure) -> Output {
        var manifest = input
        if options.legacy { manifest.legacy = true }
        var files: [GeneratedFile] = []
        var warnings: [String] = []
        if !manifest.apps.isEmpty {
            files.append(GeneratedFile(path: Self.associationPath, text: try association(manifest, source: source)))
        }
        if !manifest.android.isEmpty {
            let (text, androidWarnings) = try assetLinks(manifest)
            files.append(GeneratedFile(path: Self.assetLinksPath, text: text))
            warnings += androidWarnings
        }
        if !manifest.apps.isEmpty {
            files.append(GeneratedFile(path: Self.entitlementsPath, text: try entitlements(manifest)))
        }
        files += try passkeyFiles(manifest)
        for target in HostingTarget.allCases where options.hosting.contains(target) {
            files.append(hostingFile(target, manifest))
        }
        return Output(files: files, warnings: warnings)
    }

    /// The AASA text, refused unless it validates with no error (and no warning, unless allowed) and,
    /// with legacy paths, every generated URL is decided on iOS 12 as on iOS 13.
    func association(_ manifest: LinkManifest, source: SourceText?) throws(Failure) -> String {
        if manifest.legacy {
            let problems = manifest.legacyProblems()
            guard problems.isEmpty else {
                throw Failure(problems: problems.map { .verbatim(Self.at($0.route, source)) + $0.message })
            }
        }
        let text = manifest.associationText()
        let validation = AASAValidator().validate(Array(text.utf8))
        let refused = validation.report.diagnostics.filter {
            $0.severity == .error || ($0.severity == .warning && !options.allowWarnings)
        }
        guard refused.isEmpty else {
            throw Failure(
                problems: refused.map { d in
                    let route = d.pointer.flatMap(LinkManifest.routeIndex(ofPointer:)).flatMap {
                        $0 < manifest.routes.count ? manifest.routes[$0] : nil
                    }
                    let place = Message.verbatim(route.map { Self.at($0, source) } ?? "")
                    let fix: Message = d.hint.map { " (fix: \($0))" } ?? ""
                    return place + "generated file: \(d.severity.rawValue)[\(d.code)]: \(d.message)" + fix
                })
        }
        if manifest.legacy, let file = validation.file {
            let mismatches = Self.legacyMismatches(file, urls: options.proofURLs)
            guard mismatches.isEmpty else {
                throw Failure(
                    problems: mismatches.prefix(10).map {
                        "iOS 12 paths decide \($0) differently from the iOS 13 components"
                    })
            }
        }
        return text
    }

    /// URLs (generated from the file's patterns) that the file's iOS 12 `paths` decide differently
    /// from its iOS 13 `components`.
    public static func legacyMismatches(_ file: AssociationFile, urls count: Int, seed: UInt64 = 1) -> [String] {
        let matcher = AASAMatcher(file: file)
        return URLGenerator(file: file).urls(count: count, seed: seed).filter { url in
            let old = matcher.decide(url, ios: .ios12)
            let new = matcher.decide(url, ios: .ios13)
            return old.opens != new.opens || old.apps.map(\.decision) != new.apps.map(\.decision)
        }
    }

    /// `line:col: ` of a route in the manifest, when its source is known.
    static func at(_ route: Route, _ source: SourceText?) -> String {
        guard let source, !route.pointer.isEmpty else { return "" }
        let l = source.location(of: route.offset)
        return "\(l.line):\(l.column): "
    }
}
