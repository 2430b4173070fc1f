extension Linter {
    static let topLevelKeys = Service.allCases.map(\.rawValue)
    static let appLinksKeys = ["apps", "details", "defaults", "substitutionVariables"]
    static let detailKeys = ["appID", "appIDs", "paths", "components", "defaults"]
    static let componentKeys = ["/", "?", "#", "exclude", "caseSensitive", "percentEncoded", "comment"]
    static let serviceKeys = ["apps"]

    /// Keys people write for another key, beyond what edit distance finds.
    static let aliases: [String: String] = [
        "path": "paths", "component": "components", "applink": "applinks", "appLinks": "applinks",
        "webcredential": "webcredentials", "appclip": "appclips", "appId": "appID", "appid": "appID",
        "appIds": "appIDs", "appids": "appIDs", "app_id": "appID", "detail": "details",
        "casesensitive": "caseSensitive", "case_sensitive": "caseSensitive", "percentencoded": "percentEncoded",
        "query": "?", "fragment": "#", "excluded": "exclude", "excludes": "exclude",
        "substitutionvariables":
            "substitutionVariables", "variables": "substitutionVariables", "default": "defaults",
    ]

    mutating func lintUnknownKeys() {
        report(file.unknownKeys, known: Self.topLevelKeys, place: "at the top level")
        file.forEachAppListService { service, section in
            guard !section.unknownKeys.isEmpty else { return }
            report(section.unknownKeys, known: Self.serviceKeys, place: "in \(service.rawValue)")
        }
        guard let applinks = file.applinks else { return }
        report(applinks.unknownKeys, known: Self.appLinksKeys, place: "in applinks")
        if let defaults = applinks.defaults {
            report(defaults.unknownKeys, known: Self.componentKeys, place: "in defaults")
        }
        // Only the unknown keys are read from each detail and component, in place.
        let details = applinks.details
        for d in details.indices {
            report(details[d].unknownKeys, known: Self.detailKeys, place: "in a detail")
            if let keys = details[d].defaults?.unknownKeys {
                report(keys, known: Self.componentKeys, place: "in defaults")
            }
            guard let components = details[d].components else { continue }
            for c in components.indices {
                report(components[c].unknownKeys, known: Self.componentKeys, place: "in a component")
            }
        }
    }

    mutating func report(_ keys: [UnknownKey], known: [String], place: @autoclosure () -> Message) {
        guard !keys.isEmpty else { return }
        let place = place()
        for key in keys {
            var message: Message = "unknown key \"\(key.key)\" \(place) is ignored by iOS"
            var hint: Message?
            if let suggestion = Self.suggestion(for: key.key, among: known) {
                message += "; did you mean \"\(suggestion)\"?"
                hint = "rename \"\(key.key)\" to \"\(suggestion)\""
            } else {
                hint = "known keys here: \(known.map { "\"\($0)\"" }.joined(separator: ", "))"
            }
            add("unknown-key", message, at: key.offset, pointer: key.pointer, hint: hint)
        }
    }

    static func suggestion(for key: String, among known: [String]) -> String? {
        if let alias = aliases[key], known.contains(alias) { return alias }
        if let same = known.first(where: { $0.lowercased() == key.lowercased() }) { return same }
        let best = known.map { ($0, editDistance(Array($0.lowercased()), Array(key.lowercased()))) }
            .min { $0.1 < $1.1 }
        guard let best, best.1 <= max(1, min(best.0.count, key.count) / 3) else { return nil }
        return best.0
    }

    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
