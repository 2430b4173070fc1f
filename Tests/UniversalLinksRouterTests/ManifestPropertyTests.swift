import Testing
import UniversalLinks
import UniversalLinksRouter

/// Seeded random manifests: the generated file (read back from its text), the router and, for
/// legacy manifests, the dual file's iOS 12 paths decide every generated URL identically; the
/// file validates with no error and generating twice gives the same bytes.
@Suite struct ManifestPropertyTests {
    static let seeds: [UInt64] = Array(1...60)

    @Test(arguments: seeds)
    func generatedFileRouterAndLegacyPathsAgree(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let legacy = seed % 3 == 0
        let manifest = RandomManifest.make(&rng, legacy: legacy)
        // Random routes include what the validator warns about (non-ASCII patterns, shadowed rules):
        // written anyway, as `generate --allow-warnings` does, since agreement is what is tested here.
        let generator = ManifestGenerator(options: .init(hosting: [], proofURLs: 500, allowWarnings: true))
        let output = try generator.generate(manifest)
        #expect(try generator.generate(manifest) == output, "deterministic bytes")
        let text = try #require(output.file(ManifestGenerator.associationPath)).text
        let validation = AASAValidator().validate(Array(text.utf8))
        #expect(validation.report.errors.isEmpty, "\(validation.report.errors)\n\(text)")
        let file = try #require(validation.file)
        let matcher = AASAMatcher(file: file)
        let router = LinkRouter(manifest: manifest)
        let urls = URLGenerator(file: file).urls(count: 400, seed: seed)
        for url in urls {
            let decided = matcher.decide(url)
            let match = router.route(url)
            #expect((decided.opens != nil) == (match != nil), "\(url)\n\(text)")
            if let match, let pointer = decided.apps.first?.rule?.pointer {
                #expect(LinkManifest.routeIndex(ofPointer: pointer) == match.routeIndex, "\(url)")
                let path = manifest.routes[match.routeIndex].path ?? "*"
                #expect(match.wildcards.count == RandomManifest.starGroups(path), "\(url) \(path) \(match.wildcards)")
            }
            if legacy {
                let old = matcher.decide(url, ios: .ios12)
                #expect(
                    old.opens == decided.opens
                        && old.apps
                            == decided.apps.map { app in
                                var a = app
                                a.rule = old.apps.first { $0.appID == app.appID }?.rule
                                return a
                            },
                    "iOS 12 differs for \(url)\n\(text)")
            }
        }
    }
}

/// Builds random manifests from pattern pieces that exercise wildcards, variables, case and decoding.
enum RandomManifest {
    static let literals = ["shop", "Buy", "a", "x-y", "caf%C3%A9", "café", "2024", "en", "NOT"]

    static func pick<T>(_ items: [T], _ rng: inout SplitMix64) -> T { items[Int(rng.next() % UInt64(items.count))] }

    static func make(_ rng: inout SplitMix64, legacy: Bool) -> LinkManifest {
        var pieces = literals + ["*", "?", "?*"]
        if !legacy { pieces += ["$(lang)", "$(colour)", "$(digit)"] }
        var routes: [Route] = []
        for i in 0..<(1 + Int(rng.next() % 6)) {
            let count = 1 + Int(rng.next() % 3)
            var path = "/" + (0..<count).map { _ in pick(pieces, &rng) }.joined(separator: "/")
            if rng.next() % 3 == 0 { path += pick(["/", "/*", "*"], &rng) }
            if path.hasPrefix("/NOT") && !legacy { path = "/" + path }
            var route = Route(name: "route-\(i)", path: path, exclude: rng.next() % 5 == 0)
            if route.exclude { route.name = nil }
            if legacy {
                route.query = pick([nil, .string("*")], &rng)
                route.fragment = pick([nil, "*"], &rng)
                route.caseSensitive = pick([nil, true], &rng)
                route.percentEncoded = pick([nil, true], &rng)
                if path.hasPrefix("/NOT") { route.path = "/x" + path }
            } else {
                route.query = pick(
                    [nil, .string("*"), .string("a=?*"), .items([QueryItemPattern(name: "q", pattern: "?*")])], &rng)
                route.fragment = pick([nil, "*", "top"], &rng)
                route.caseSensitive = pick([nil, true, false], &rng)
                route.percentEncoded = pick([nil, true, false], &rng)
            }
            routes.append(route)
        }
        var manifest = LinkManifest(apps: ["ABCDE12345.com.example.app"], domains: ["example.com"], routes: routes)
        manifest.legacy = legacy
        if !legacy { manifest.substitutionVariables = [ManifestVariable(name: "colour", values: ["red", "blue*"])] }
        return manifest
    }

    /// How many captures a path pattern gives: one per `*` run (with the `?` before it), outside variables.
    static func starGroups(_ path: String) -> Int {
        var count = 0
        var previousStar = false
        var inVariable = false
        var previous: Character = " "
        for c in path {
            if previous == "$" && c == "(" { inVariable = true }
            if inVariable {
                if c == ")" { inVariable = false }
                previous = c
                continue
            }
            if c == "*" && !previousStar { count += 1 }
            previousStar = c == "*"
            previous = c
        }
        return count
    }
}
