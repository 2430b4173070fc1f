import UniversalLinks

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `ulinks init --from FILE`: a manifest from an existing association file.
enum InitFromFile {
    /// `path` is a file, or `https://HOST` for the file a live domain serves (fetched with the checker).
    static func manifest(
        _ path: String, domains: [String], legacy: Bool, resolve: [String], caFile: String?,
        localizer: Localizer = .english
    ) async throws -> LinkManifest {
        var domains = domains
        let original: AssociationDocument
        if path.hasPrefix("https://") {
            let host: String
            do {
                let url = try HTTPURL(path)
                guard url.port == nil else {
                    throw MatchingCLI.exitFailure(localizer.text("init.from.port", ["path": path]))
                }
                host = url.urlHost
            } catch let error as HTTPURL.Problem {
                throw MatchingCLI.exitFailure("--from \(localizer.render(CLI.message(of: error)))")
            }
            guard
                let bytes = try await LiveAssociation.fetch(
                    host, resolve: resolve, caFile: caFile, localizer: localizer)
            else {
                throw MatchingCLI.exitFailure(localizer.text("init.from.no-file", ["path": path]))
            }
            original = AssociationDocument(bytes: bytes)
            if domains.isEmpty { domains = [host] }
        } else {
            original = try MatchingCLI.loadDocument(path, localizer)
        }
        // Legacy paths become components first, with the converter `ulinks convert` uses.
        let document: AssociationDocument
        do {
            document = AssociationDocument(string: try LegacyConverter(target: .components).convert(original).text)
        } catch {
            throw MatchingCLI.exitFailure("\(CLI.displayName(path)): \(CLI.errorText(error, localizer))")
        }
        guard let links = document.file?.applinks, let first = links.details.first else {
            throw MatchingCLI.exitFailure(localizer.text("init.from.no-details", ["file": CLI.displayName(path)]))
        }
        var apps: [String] = []
        for detail in links.details {
            if detail.components != first.components {
                CLI.writeError("warning: \(localizer.text("init.from.other-rules", ["pointer": detail.pointer]))\n")
            }
            for id in detail.appIDs where !apps.contains(id.value) { apps.append(id.value) }
        }
        if links.defaults != nil || first.defaults != nil {
            CLI.writeError("warning: \(localizer.text("init.from.defaults"))\n")
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
