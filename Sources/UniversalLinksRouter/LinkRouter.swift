import Foundation
import UniversalLinks

/// Routes incoming links inside the app with the matcher iOS uses for the website's file, so the
/// app handles exactly the URLs that open it.
///
/// Routes come from `ulinks.json` (the manifest the website's file is generated from) or are
/// declared in Swift with the same pattern syntax. Immutable and `Sendable`: build one at launch
/// and share it.
///
/// ```swift
/// let router = try LinkRouter(manifestJSON: Data(contentsOf: manifestURL))
/// if let match = router.route(url) {
///     switch match.name {
///     case "product": showProduct(id: match.wildcards[0])
///     default: break
///     }
/// }
/// ```
public struct LinkRouter: Sendable {
    /// The manifest the routes come from.
    public let manifest: LinkManifest
    let matcher: AASAMatcher
    let captures: [RouteCaptures]

    /// A router over a manifest (as read by the core's `ManifestReader`).
    public init(manifest: LinkManifest) {
        self.manifest = manifest
        matcher = AASAMatcher(file: manifest.associationFile())
        let variables = Dictionary(
            manifest.substitutionVariables.map { ($0.name, $0.values) }, uniquingKeysWith: { _, last in last })
        captures = manifest.routes.map { RouteCaptures(route: $0, variables: variables) }
    }

    /// Routes declared in Swift: the first route whose every key matches decides, as in `components`.
    ///
    /// - Parameters:
    ///   - domains: the hosts links arrive on; empty accepts any host.
    ///   - routes: the routes in order, with the pattern syntax of `ulinks.json` (`*`, `?`, `$(name)`).
    ///   - substitutionVariables: the values of the `$(name)` variables the routes use.
    public init(domains: [String] = [], routes: [Route], substitutionVariables: [ManifestVariable] = []) {
        var manifest = LinkManifest(apps: [], domains: domains, routes: routes)
        manifest.substitutionVariables = substitutionVariables
        self.init(manifest: manifest)
    }

    /// Reads `ulinks.json`; throws with every diagnostic (line:column) when it has an error.
    public init(manifestJSON bytes: some Sequence<UInt8>) throws(ManifestError) {
        let result = ManifestReader().read(Array(bytes))
        guard let manifest = result.manifest else {
            throw ManifestError(report: result.report, source: result.source)
        }
        self.init(manifest: manifest)
    }

    /// The route that handles `url`, with its captured parts; nil when no route does (or an
    /// exclusion route matched first, or the host is not one of the manifest's domains).
    public func route(_ url: URL) -> RouteMatch? { route(url.absoluteString) }

    /// ``route(_:)-(URL)`` for a URL string; a bare path (`/product/1`) is taken to be on the first domain.
    public func route(_ url: String) -> RouteMatch? {
        let parts = URLParts(parsing: url)
        let domain: String
        if let host = parts.host {
            guard hostIsListed(host) else { return nil }
            domain = host
        } else {
            domain = manifest.domains.first.map { $0.hasPrefix("*.") ? String($0.dropFirst(2)) : $0 } ?? "localhost"
        }
        let result = matcher.decide(url, domain: domain)
        guard let decided = result.apps.first, decided.decision == .match,
            let pointer = decided.rule?.pointer, let index = LinkManifest.routeIndex(ofPointer: pointer),
            index < manifest.routes.count
        else { return nil }
        let route = manifest.routes[index]
        let captured = captures[index].capture(parts)
        return RouteMatch(
            name: route.name ?? "route-\(index)", routeIndex: index, url: url, wildcards: captured.wildcards,
            variables: captured.variables, queryItems: RouteCaptures.queryItems(parts.queryString),
            fragment: parts.fragmentString)
    }

    /// Whether `host` is one of the manifest's domains (ASCII case-insensitive, Unicode or
    /// Punycode, `*.` covering subdomains); every host when there are none.
    func hostIsListed(_ host: String) -> Bool {
        guard !manifest.domains.isEmpty else { return true }
        let wanted = Self.asciiHost(host)
        return manifest.domains.contains { domain in
            if domain.hasPrefix("*.") {
                return wanted.hasSuffix("." + Self.asciiHost(String(domain.dropFirst(2))))
            }
            return Self.asciiHost(domain) == wanted
        }
    }

    static func asciiHost(_ host: String) -> String {
        ((try? IDNA.toASCII(host)) ?? host).lowercased()
    }
}

/// A `ulinks.json` that could not be read, with every finding.
public struct ManifestError: Error, Sendable, CustomStringConvertible {
    public var report: DiagnosticReport
    public var source: SourceText

    /// Compiler-style text: `ulinks.json:LINE:COL: error[CODE]: message`, the line and a caret.
    public var description: String { DiagnosticRenderer().render(report, fileName: "ulinks.json", source: source) }
}
