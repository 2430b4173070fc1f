import UniversalLinks

/// Compares two association files by meaning, not by text: which apps each service lists, and the rules
/// that decide for each app (the first detail listing it), with defaults and substitution variables.
/// Whitespace, key order and comments do not count.
struct FileComparison {
    let origin: AssociationFile
    let copy: AssociationFile
    /// How the two files are named in sentences.
    var originName = "the origin file"
    var copyName = "the CDN copy"

    /// One sentence per difference; empty when both files say the same.
    func differences() -> [String] {
        var result: [String] = []
        let originApps = Self.ruleSets(origin)
        let copyApps = Self.ruleSets(copy)
        let originOrder = originApps.map(\.app)
        let copyOrder = copyApps.map(\.app)
        let copyByApp = Dictionary(copyApps.map { ($0.app, $0.rules) }, uniquingKeysWith: { first, _ in first })
        let originByApp = Dictionary(originApps.map { ($0.app, $0.rules) }, uniquingKeysWith: { first, _ in first })
        for app in originOrder where copyByApp[app] == nil {
            result.append("applinks: \(app) is in \(originName) but not in \(copyName)")
        }
        for app in copyOrder where originByApp[app] == nil {
            result.append("applinks: \(app) is in \(copyName) but not in \(originName)")
        }
        for (app, rules) in originApps {
            guard let other = copyByApp[app], other != rules else { continue }
            result.append("applinks: the rules for \(app) differ (\(Self.firstDifference(rules, other, originName, copyName)))")
        }
        let shared = originOrder.filter { copyByApp[$0] != nil }
        let sharedCopy = copyOrder.filter { originByApp[$0] != nil }
        if shared != sharedCopy {
            result.append("applinks: the apps are in a different order, which changes which app opens a shared URL")
        }
        if Self.describe(origin.applinks?.defaults) != Self.describe(copy.applinks?.defaults) {
            result.append("applinks: the defaults differ")
        }
        if Self.variables(origin) != Self.variables(copy) {
            result.append("applinks: the substitution variables differ")
        }
        for service in [Service.webcredentials, .appclips, .activitycontinuation] {
            let a = Self.apps(origin, service)
            let b = Self.apps(copy, service)
            if a != b {
                result.append(
                    "\(service.rawValue): \(originName) lists [\(a.joined(separator: ", "))], \(copyName) [\(b.joined(separator: ", "))]")
            }
        }
        if (origin.applinks == nil) != (copy.applinks == nil) {
            result.append("applinks: present in only one of the two")
        }
        return result
    }

    /// The rules of every app, in `details` order: each rule as a canonical string.
    static func ruleSets(_ file: AssociationFile) -> [(app: String, rules: [String])] {
        var result: [(String, [String])] = []
        var seen: Set<String> = []
        for detail in file.applinks?.details ?? [] {
            var rules: [String] = []
            if let components = detail.components {
                rules += components.map { "component " + describe($0) }
            }
            if let paths = detail.paths {
                rules += paths.map { "path \($0.value)" }
            }
            if let defaults = detail.defaults { rules.append("defaults " + describe(defaults)) }
            for app in detail.appIDs where seen.insert(app.value).inserted {
                result.append((app.value, rules))
            }
        }
        return result
    }

    static func describe(_ component: Component?) -> String {
        guard let component else { return "none" }
        var keys: [String] = []
        if let path = component.path { keys.append("\"/\": \"\(path.value)\"") }
        if let query = component.query {
            switch query.value {
            case .string(let text): keys.append("\"?\": \"\(text)\"")
            case .items(let items):
                keys.append("\"?\": {" + items.map { "\"\($0.name)\": \"\($0.pattern)\"" }.joined(separator: ", ") + "}")
            case .ignoredDictionary: keys.append("\"?\": {ignored}")
            }
        }
        if let fragment = component.fragment { keys.append("\"#\": \"\(fragment.value)\"") }
        if let exclude = component.exclude { keys.append("\"exclude\": \(exclude.value)") }
        if let value = component.caseSensitive { keys.append("\"caseSensitive\": \(value.value)") }
        if let value = component.percentEncoded { keys.append("\"percentEncoded\": \(value.value)") }
        return "{" + keys.joined(separator: ", ") + "}"
    }

    static func variables(_ file: AssociationFile) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for variable in file.applinks?.substitutionVariables ?? [] { result[variable.name] = variable.values.map(\.value) }
        return result
    }

    static func apps(_ file: AssociationFile, _ service: Service) -> [String] {
        file.appListServices.first { $0.service == service }?.apps.apps.map(\.value) ?? []
    }

    static func firstDifference(_ a: [String], _ b: [String], _ aName: String, _ bName: String) -> String {
        for index in 0..<max(a.count, b.count) {
            let left = index < a.count ? a[index] : nil
            let right = index < b.count ? b[index] : nil
            if left != right {
                return "rule \(index + 1): \(aName) has \(left ?? "nothing"), \(bName) has \(right ?? "nothing")"
            }
        }
        return "same rules"
    }
}
