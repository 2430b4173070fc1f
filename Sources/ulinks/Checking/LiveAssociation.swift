import UniversalLinks

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if ULINKS_CHECKER
    import UniversalLinksChecker
#endif

/// The association file a live domain serves, fetched as Apple's fetchers do (the checker
/// module), for `generate --check --domain`.
enum LiveAssociation {
    /// The file's JSON bytes, or nil when the domain serves none (the checker's findings are printed).
    static func fetch(
        _ domain: String, resolve: [String], caFile: String?, localizer: Localizer = .english
    ) async throws -> [UInt8]? {
        #if ULINKS_CHECKER
            let overrides: [ResolveOverride]
            do { overrides = try resolve.map { try ResolveOverride(parsing: $0) } } catch {
                throw MatchingCLI.exitFailure(
                    localizer.render(Message("error.resolve", ["error": .message(CLI.message(of: error))])))
            }
            let options = CheckerOptions(timeout: 20, extraCAFile: caFile, resolve: overrides)
            let report = try await DomainChecker.withChecker(options: options) { await $0.check(domain: domain) }
            guard let validation = report.validation else {
                let failed = report.localized(localizer).checks.filter { $0.status == .fail }
                    .map { "  \($0.id.rawValue): \($0.seen)" }
                let heading = localizer.text("generate.live.no-file", ["domain": domain])
                CLI.writeError(heading + "\n" + failed.joined(separator: "\n") + "\n")
                return nil
            }
            return validation.document.source.bytes
        #else
            throw MatchingCLI.exitFailure("--domain needs the checker module (this ulinks was built without it)")
        #endif
    }
}
