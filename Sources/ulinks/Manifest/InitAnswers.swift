import ArgumentParser
import Foundation
import UniversalLinks

/// The values of `ulinks init`: from the flags, or asked on the terminal (plain lines, default in
/// brackets, asked again until valid).
struct InitAnswers {
    let command: InitCommand

    init(command: InitCommand) { self.command = command }

    mutating func ask() throws -> LinkManifest {
        let c = command
        let team =
            try value(
                "Apple team ID (10 characters)", flag: "--team", current: c.team, required: true,
                valid: { TeamID($0) == nil ? "a team ID is 10 letters or digits" : nil }) ?? ""
        let bundles = try list(
            "iOS bundle IDs (comma-separated)", flag: "--bundle", current: c.bundle,
            valid: { Self.bundleProblem($0, team: team) }
        ).map { Self.bundleID($0, team: team) }
        let domains = try list(
            "Domains the links live on (comma-separated)", flag: "--domain", current: c.domain,
            valid: { ManifestDecoderCheck.domain($0) })
        let paths = try list(
            "Paths the app opens (comma-separated)", flag: "--path", current: c.path.isEmpty ? ["/*"] : c.path,
            asked: c.path.isEmpty, valid: { _ in nil })
        let excludes = try list(
            "Paths that stay in the browser (comma-separated, empty for none)", flag: "--exclude", current: c.exclude,
            asked: c.exclude.isEmpty, required: false, valid: { _ in nil })
        let package = try value(
            "Android application ID (empty for none)", flag: "--android-package", current: c.androidPackage,
            required: false, valid: { AndroidApp.isValidPackage($0) ? nil : "not an Android application ID" })
        var android: [AndroidApp] = []
        if let package, !package.isEmpty {
            let fingerprints = try list(
                "Android SHA-256 signing fingerprints (comma-separated)", flag: "--android-fingerprint",
                current: c.androidFingerprint,
                valid: {
                    Fingerprint.normalize($0) != nil
                        ? nil : "a SHA-256 fingerprint: 32 hex bytes, colons optional (14:6D:E9:... or 146de9...)"
                })
            android = [AndroidApp(package: package, fingerprints: fingerprints.compactMap(Fingerprint.normalize))]
        }
        let legacy = try c.legacy || yesNo("Support iOS 12 (legacy paths)?", current: false)
        var routes = excludes.map { Self.route(nil, $0, exclude: true) }
        var names: Set<String> = []
        for p in paths {
            var route = Self.route(nil, p, exclude: false)
            route.name = Self.routeName(route.path ?? p, taken: &names)
            routes.append(route)
        }
        var manifest = LinkManifest(
            apps: bundles.map { "\(team).\($0)" }, domains: domains, routes: routes, android: android)
        manifest.legacy = legacy
        return manifest
    }

    var interactive: Bool { !command.noInput }

    /// The route for a path typed at a flag or a prompt; a query typed with it (`/promo?code=*`) is
    /// moved to the route's `?` key, saying so (in a path pattern `?` is a one-character wildcard).
    static func route(_ name: String?, _ path: String, exclude: Bool) -> Route {
        let route = Route(name: name, pathWithQuery: path, exclude: exclude)
        if let query = route.query {
            let shown: String
            switch query {
            case .items(let items):
                shown = "{" + items.map { "\"\($0.name)\": \"\($0.pattern)\"" }.joined(separator: ", ") + "}"
            case .string(let text): shown = "\"\(text)\""
            case .ignoredDictionary: shown = "?"
            }
            CLI.writeError(
                "note: \(path): the query is matched by the route's \"?\" key: \"/\": \"\(route.path ?? "")\", \"?\": \(shown) (in a path pattern '?' matches one character)\n")
        }
        return route
    }

    /// Why `bundle` cannot be a bundle ID of `team`'s app. A full app ID of the same team
    /// (`TEAM.com.acme.shop`, often pasted here) is accepted: ``bundleID(_:team:)`` strips the prefix.
    static func bundleProblem(_ bundle: String, team: String) -> String? {
        guard let id = AppID("\(team).\(bundle)") else { return "\"\(bundle)\" is not a bundle ID" }
        if id.repeatsPrefix { return nil }
        if let pasted = AppID(bundle), pasted.hasTeamIDShapedPrefix {
            return
                "\"\(bundle)\" looks like the app ID of team \(pasted.prefix), not \(team): give the bundle ID only (\(pasted.bundleID))"
        }
        return nil
    }

    /// Why an answer is refused, in the language (the same `error.init.problem.*` templates translate
    /// it when it ends the command as a failure).
    static func problem(_ english: String, _ localizer: Localizer) -> String {
        let text = localizer.message(english)
        return text != english ? text : localizer.text(matching: english, prefix: "error.init.problem.")
    }

    /// `bundle` without a pasted `TEAM.` prefix, saying so (the app ID would otherwise read
    /// `TEAM.TEAM.bundle`, which iOS never matches).
    static func bundleID(_ bundle: String, team: String) -> String {
        guard let fixed = AppID("\(team).\(bundle)")?.withoutRepeatedPrefix else { return bundle }
        CLI.writeError(
            "note: \"\(bundle)\" is a full app ID: using the bundle ID \(fixed.bundleID) (app ID \(fixed))\n")
        return fixed.bundleID
    }

    /// A name for a route from its path's first literal segment (`/product/*` -> `product`).
    static func routeName(_ path: String, taken: inout Set<String>) -> String {
        let segment = path.split(separator: "/").first { !$0.contains("*") && !$0.contains("?") && !$0.contains("$(") }
        var base = segment.map { String($0.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) } ?? ""
        if base.isEmpty { base = path == "/" ? "home" : "all" }
        var name = base
        var n = 2
        while !taken.insert(name).inserted {
            name = "\(base)-\(n)"
            n += 1
        }
        return name
    }

    /// One value: the flag's, or the answer to `question` (asked again while `valid` objects).
    func value(
        _ question: String, flag: String, current: String?, required: Bool = true, valid: (String) -> String?
    ) throws -> String? {
        if let current {
            if let problem = valid(current), !(current.isEmpty && !required) {
                throw ValidationError("\(flag) \(current): \(problem)")
            }
            return current
        }
        guard interactive else {
            if required { throw ValidationError("missing \(flag) (--no-input asks nothing)") }
            return nil
        }
        while true {
            let answer = prompt(question, default: nil)
            guard let answer else {
                if required { throw ValidationError("missing \(flag): no answer") }
                return nil
            }
            if answer.isEmpty {
                if !required { return nil }
                CLI.write("  \(command.localizer.text("init.value-required"))\n")
                continue
            }
            if let problem = valid(answer) {
                CLI.write("  \(Self.problem(problem, command.localizer))\n")
                continue
            }
            return answer
        }
    }

    /// A list: the flags' values (asked only when `asked`), or a comma-separated answer.
    func list(
        _ question: String, flag: String, current: [String], asked: Bool? = nil, required: Bool = true,
        valid: (String) -> String?
    ) throws -> [String] {
        for v in current {
            if let problem = valid(v) { throw ValidationError("\(flag) \(v): \(problem)") }
        }
        let ask = asked ?? current.isEmpty
        guard ask, interactive else {
            if required && current.isEmpty { throw ValidationError("missing \(flag) (--no-input asks nothing)") }
            return current
        }
        while true {
            guard let answer = prompt(question, default: current.isEmpty ? nil : current.joined(separator: ", ")) else {
                if required && current.isEmpty { throw ValidationError("missing \(flag): no answer") }
                return current
            }
            let values =
                answer.isEmpty
                ? current
                : answer.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            if required && values.isEmpty {
                CLI.write("  \(command.localizer.text("init.value-required"))\n")
                continue
            }
            if let problem = values.lazy.compactMap(valid).first {
                CLI.write("  \(Self.problem(problem, command.localizer))\n")
                continue
            }
            return values
        }
    }

    func yesNo(_ question: String, current: Bool) throws -> Bool {
        guard interactive else { return current }
        while true {
            guard let answer = prompt(question, default: current ? "Y/n" : "y/N") else { return current }
            switch answer.lowercased() {
            case "": return current
            case "y", "yes": return true
            case "n", "no": return false
            default: CLI.write("  \(command.localizer.text("init.yes-or-no"))\n")
            }
        }
    }

    /// Prints `question [default]: ` and reads one line; nil at end of input.
    func prompt(_ question: String, default value: String?) -> String? {
        let asked = command.localizer.text(matching: question, prefix: "init.question.")
        CLI.write(asked + (value.map { " [\($0)]" } ?? "") + ": ")
        guard let line = readLine(strippingNewline: true) else {
            CLI.write("\n")
            return nil
        }
        return line.trimmingCharacters(in: .whitespaces)
    }
}
