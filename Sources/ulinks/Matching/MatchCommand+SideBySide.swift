import ArgumentParser
import UniversalLinks

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `ulinks match FILE --android assetlinks.json`: each URL decided on iOS and Android in one table
/// (text) or one JSON object per URL with `ios` and `android` members (a JSON array for several
/// arguments, JSON Lines with --urls).
extension MatchCommand {
    func runSideBySide(_ assetLinks: String, matcher: AASAMatcher) throws {
        let localizer = language.localizer
        let android = try AndroidCLI.loadMatcher(assetLinks, fingerprint: sideBySide.fingerprint, localizer)
        if let package = sideBySide.package, !android.packages.contains(package) {
            CLI.writeError(
                localizer.notVerified(package, by: CLI.displayName(assetLinks), verified: android.packages) + "\n")
        }
        let (domain, version, installed, package) = (domain, version, installedSet, sideBySide.package)
        let decide = { (url: String) in
            SideBySideDecision(
                url: url, ios: matcher, android: android, domain: domain, iosVersion: version, installed: installed,
                package: package)
        }
        let json = output.format == .json
        let out = OutputBuffer()
        // The arguments make one table, its columns as wide as their widest cell.
        let decisions = urls.map(decide)
        let widths = (
            url: max(3, urls.map(\.count).max() ?? 0),
            ios: decisions.map { Self.columns(Self.cell($0.ios, localizer), localizer) }.max() ?? 0
        )
        if !json, !urls.isEmpty {
            out.append(Self.row("URL", "iOS \(ios <= 12 ? "12" : "13+")", "Android", widths: widths))
            out.append(0x0A)
        }
        var next = decisions.makeIterator()
        MatchingCLI.writeArguments(urls, json: json, into: out) { url in
            let decision = next.next() ?? decide(url)
            return json ? ((try? CLI.json(decision)) ?? "{}") : Self.row(decision, widths: widths, localizer)
        }
        if let urlList = output.urlList {
            let batch = BatchMatch(appIDs: [], json: json, fileName: CLI.displayName(file)) {
                matcher.decide($0, domain: domain, ios: version, installed: installed)
            }
            batch.localizer = localizer
            batch.renderURL = { url in
                let decision = decide(url)
                return json
                    ? ((try? CLI.json(decision, pretty: false)) ?? "{}") : Self.row(decision, widths: nil, localizer)
            }
            do { try batch.run(urlList, into: out) } catch {
                out.flush()
                throw MatchingCLI.exitFailure(CLI.errorText(error, language.localizer))
            }
            if batch.failed > 0 {
                out.flush()
                throw MatchingCLI.notURLs(batch.failed, firstLine: batch.firstFailedLine ?? 0, localizer)
            }
        }
        out.flush()
    }

    /// One row of the table: the URL, then what each platform opens (the deciding rule when none does);
    /// without widths (--urls, streamed), each cell labelled instead.
    static func row(
        _ decision: SideBySideDecision, widths: (url: Int, ios: Int)?, _ localizer: Localizer = .english
    ) -> String {
        let (ios, android) = (cell(decision.ios, localizer), cell(decision.android, localizer))
        return row(decision.url, ios, android, widths: widths, localizer)
            + (decision.agrees ? "" : "   " + localizer.text("sidebyside.differs"))
    }

    static func row(
        _ url: String, _ ios: String, _ android: String, widths: (url: Int, ios: Int)?,
        _ localizer: Localizer = .english
    ) -> String {
        guard let widths else { return "\(url)  iOS: \(ios)  Android: \(android)" }
        let pad = String(repeating: " ", count: max(0, widths.ios - columns(ios, localizer)))
        return url.padding(toWidth: widths.url) + "  " + ios + pad + "  " + android
    }

    /// The cells `text` takes in the table: its characters in English (as always), a wide (Chinese,
    /// Korean) character counting two in a translation.
    static func columns(_ text: String, _ localizer: Localizer) -> Int {
        localizer.language == .english ? text.count : text.terminalColumns
    }

    static func cell(_ result: MatchResult, _ localizer: Localizer = .english) -> String {
        if let opens = result.opens { return localizer.text("match.opens", ["app": opens]) }
        let reasons = result.apps.prefix(2).map { "\($0.appID): \($0.decision.rawValue)" }
        if reasons.isEmpty { return localizer.text("sidebyside.browser.no-app") }
        return localizer.text("sidebyside.browser", ["reasons": reasons.joined(separator: ", ")])
    }
}
