import Foundation
import UniversalLinks

/// `ulinks init --from FILE`: a manifest from an existing association file.
enum InitFromFile {
    /// `path` is a file, or `https://HOST` for the file a live domain serves (fetched with the checker).
    static func manifest(_ path: String, domains: [String], legacy: Bool, resolve: [String], caFile: String?)
        async throws
        -> LinkManifest
    {
        var domains = domains
        let original: AssociationDocument
        if path.hasPrefix("https://") {
            let host: String
            do {
                let url = try HTTPURL(path)
                guard url.port == nil else {
                    throw MatchingCLI.exitFailure(
                        "--from \(path): Apple fetches on port 443 only; map another port with --resolve")
                }
                host = url.urlHost
            } catch let error as HTTPURL.Problem {
                throw MatchingCLI.exitFailure("--from \(error)")
            }
            guard let bytes = try await LiveAssociation.fetch(host, resolve: resolve, caFile: caFile) else {
                throw MatchingCLI.exitFailure("--from \(path): the domain serves no association file")
            }
            original = AssociationDocument(bytes: bytes)
            if domains.isEmpty { domains = [host] }
        } else {
            original = try MatchingCLI.loadDocument(path)
        }
        // Legacy paths become components first, with the converter `ulinks convert` uses.
        let document: AssociationDocument
        do {
            document = AssociationDocument(string: try LegacyConverter(target: .components).convert(original).text)
        } catch {
            throw MatchingCLI.exitFailure("\(CLI.displayName(path)): \(error)")
        }
        guard let links = document.file?.applinks, let first = links.details.first else {
            throw MatchingCLI.exitFailure("\(CLI.displayName(path)): no applinks details to build routes from")
        }
        var apps: [String] = []
        for detail in links.details {
            if detail.components != first.components {
                CLI.writeError(
                    "warning: \(detail.pointer) has other rules than the first detail; the manifest keeps the first detail's rules for every app\n"
                )
            }
            for id in detail.appIDs where !apps.contains(id.value) { apps.append(id.value) }
        }
        if links.defaults != nil || first.defaults != nil {
            CLI.writeError("warning: \"defaults\" are not part of the manifest; each route keeps only its own keys\n")
        }
        var taken: Set<String> = []
        let routes = (first.components ?? []).map { c in
            var route = Route(
                name: nil, path: c.path?.value, query: c.query?.value, fragment: c.fragment?.value,
                exclude: c.exclude?.value ?? false, caseSensitive: c.caseSensitive?.value,
                percentEncoded: c.percentEncoded?.value, comment: c.comment)
            if !route.exclude { route.name = InitAnswers.routeName(route.path ?? "*", taken: &taken) }
            return route
        }
        var manifest = LinkManifest(apps: apps, domains: domains, routes: routes)
        manifest.substitutionVariables = links.substitutionVariables.map {
            ManifestVariable(name: $0.name, values: $0.values.map(\.value))
        }
        let hadPaths = original.file?.applinks?.details.contains { $0.paths != nil } ?? false
        manifest.legacy = legacy || (hadPaths && manifest.legacyProblems().isEmpty)
        return manifest
    }
}
