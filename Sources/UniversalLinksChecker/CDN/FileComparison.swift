import UniversalLinks

/// Compares two association files by meaning, not by text. `applinks` is compared by behaviour with the
/// core's ``SemanticDiff`` (URLs generated from both files' patterns plus the given ones: which app opens,
/// which apps gained or lost URLs), so an equivalent rewrite is no difference; the other services by the
/// apps they list.
struct FileComparison {
    let origin: AssociationFile
    let copy: AssociationFile
    var originSource: SourceText?
    var copySource: SourceText?
    /// How the two files are named in sentences.
    var originName: Message = "the origin file"
    var copyName: Message = "the CDN copy"
    /// How many example URLs to name per kind of difference.
    var examples = 3

    /// One sentence per difference; empty when both files behave the same.
    func differences(domain: String, urls: [String]) -> [Message] {
        var result: [Message] = []
        let diff = SemanticDiff(
            old: copy, new: origin, oldSource: copySource, newSource: originSource, urls: urls, domain: domain,
            generated: 500)
        for app in diff.addedApps { result.append("applinks: \(app) is in \(originName) but not in \(copyName)") }
        for app in diff.removedApps { result.append("applinks: \(app) is in \(copyName) but not in \(originName)") }
        // Given URLs first, then generated ones; one line per URL (the newest iOS that differs).
        var named: Set<String> = []
        let given = Set(urls)
        let opens = diff.opens.filter { given.contains($0.url) } + diff.opens.filter { !given.contains($0.url) }
        var generatedShown = 0
        for change in opens where named.insert(change.url).inserted {
            if !given.contains(change.url) {
                guard generatedShown < examples else { continue }
                generatedShown += 1
            }
            result.append(
                "\(change.url): \(originName) opens \(Self.opener(change.new)), \(copyName) opens \(Self.opener(change.old))"
            )
        }
        let remaining = Set(diff.opens.map(\.url)).subtracting(named).count
        if remaining > 0 { result.append(.plural("check.cdn.more-urls", count: remaining)) }
        for app in diff.apps where app.ios == IOSVersion.allCases.map(\.rawValue).max() {
            let addedOrRemoved = diff.addedApps.contains(app.appID) || diff.removedApps.contains(app.appID)
            guard !addedOrRemoved, !app.gained.isEmpty || !app.lost.isEmpty else { continue }
            var parts: [Message] = []
            if let url = app.gained.first?.url {
                parts.append("\(app.gained.count) URL(s) now match in \(originName) (e.g. \(url))")
            }
            if let url = app.lost.first?.url { parts.append("\(app.lost.count) no longer match (e.g. \(url))") }
            result.append("applinks: the rules for \(app.appID) differ: \(Message.joined(parts, separator: ", "))")
        }
        for service in [Service.webcredentials, .appclips, .activitycontinuation] {
            let a = Self.apps(origin, service)
            let b = Self.apps(copy, service)
            if a != b {
                result.append(
                    "\(service.rawValue): \(originName) lists [\(a.joined(separator: ", "))], \(copyName) [\(b.joined(separator: ", "))]"
                )
            }
        }
        if (origin.applinks == nil) != (copy.applinks == nil) {
            result.append("applinks: present in only one of the two")
        }
        return result
    }

    /// The app a file opens, or the browser.
    static func opener(_ app: String?) -> Message { app.map { .verbatim($0) } ?? "the browser" }

    static func apps(_ file: AssociationFile, _ service: Service) -> [String] {
        file.appListServices.first { $0.service == service }?.apps.apps.map(\.value) ?? []
    }
}
