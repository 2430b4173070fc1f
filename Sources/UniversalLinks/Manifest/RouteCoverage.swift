/// Whether the app's routes handle every URL the association file opens the app for: the check
/// behind `ulinks routes coverage`, for an app's unit tests too.
///
/// URLs are generated from the file's patterns and the routes' (``URLGenerator``); a URL "opens
/// the app" when the file's matcher opens one of the manifest's apps (any app when it lists
/// none) for it on iOS 13+, and is "handled" when a route of the manifest (not an exclusion)
/// decides it first.
public struct RouteCoverage: Sendable, Hashable, Codable {
    /// URLs that open the app but that no route handles.
    public var unhandled: [String]
    /// Names of routes that no URL opening the app reaches (shadowed, excluded by the file, or
    /// outside what the file opens).
    public var unreachableRoutes: [String]
    /// Every route name, with how many checked URLs it handled.
    public var handledByRoute: [String: Int]
    public var urlsChecked: Int
    public var urlsOpeningApp: Int

    /// True when every URL that opens the app has a route.
    public var isComplete: Bool { unhandled.isEmpty }

    /// Checks `manifest`'s routes against `file` (nil: the file generated from the manifest).
    public init(manifest: LinkManifest, file: AssociationFile? = nil, urls count: Int = 5000, seed: UInt64 = 1) {
        let routesFile = manifest.associationFile()
        let aasa = file ?? routesFile
        let domain =
            manifest.domains.first { !$0.hasPrefix("*.") }.map { (try? IDNA.toASCII($0)) ?? $0 } ?? "example.com"
        var seen: Set<String> = []
        let urls =
            (URLGenerator(file: aasa, domain: domain).urls(count: count, seed: seed)
            + URLGenerator(file: routesFile, domain: domain).urls(count: count, seed: seed &+ 1))
            .filter { seen.insert($0).inserted }
        let site = AASAMatcher(file: aasa)
        let routes = AASAMatcher(file: routesFile)
        let installed = manifest.apps.isEmpty ? nil : Set(manifest.apps)
        var unhandled: [String] = []
        var handled: [String: Int] = [:]
        for (_, name) in manifest.namedRoutes { handled[name] = 0 }
        var opening = 0
        for url in urls {
            guard site.opens(url, domain: domain, installed: installed) != nil else { continue }
            opening += 1
            let decided = routes.decide(url, domain: domain)
            guard let app = decided.apps.first, app.decision == .match,
                let index = app.rule.flatMap({ LinkManifest.routeIndex(ofPointer: $0.pointer) }),
                index < manifest.routes.count, let name = manifest.routes[index].name
            else {
                unhandled.append(url)
                continue
            }
            handled[name, default: 0] += 1
        }
        self.unhandled = unhandled
        self.handledByRoute = handled
        self.unreachableRoutes = manifest.namedRoutes.map(\.name).filter { handled[$0] == 0 }
        self.urlsChecked = urls.count
        self.urlsOpeningApp = opening
    }
}
