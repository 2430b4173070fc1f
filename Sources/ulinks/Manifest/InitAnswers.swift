import ArgumentParser
import UniversalLinks

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The values of `ulinks init`: from the flags, or asked on the terminal (plain lines, default in
/// brackets, asked again until valid).
struct InitAnswers {
    let command: InitCommand

    init(command: InitCommand) { self.command = command }

    mutating func ask() throws -> LinkManifest {
        let c = command
        let team =
            try value(
                Message("init.question.team"), flag: "--team", current: c.team, required: true,
                valid: { TeamID($0) == nil ? Message("error.init.problem.team") : nil }) ?? ""
        let bundles = try list(
            Message("init.question.bundles"), flag: "--bundle", current: c.bundle,
            valid: { Self.bundleProblem($0, team: team) }
        ).map { Self.bundleID($0, team: team) }
        let domains = try list(
            Message("init.question.domains"), flag: "--domain", current: c.domain,
            valid: { ManifestDecoderCheck.domain($0) })
        let paths = try list(
            Message("init.question.paths"), flag: "--path", current: c.path.isEmpty ? ["/*"] : c.path,
            asked: c.path.isEmpty, valid: { _ in nil })
        let excludes = try list(
            Message("init.question.excludes"), flag: "--exclude", current: c.exclude,
            asked: c.exclude.isEmpty, required: false, valid: { _ in nil })
        let package = try value(
            Message("init.question.package"), flag: "--android-package", current: c.androidPackage,
            required: false, valid: { AndroidApp.isValidPackage($0) ? nil : Message("error.init.problem.package") })
        var android: [AndroidApp] = []
        if let package, !package.isEmpty {
            let fingerprints = try list(
                Message("init.question.fingerprints"), flag: "--android-fingerprint",
                current: c.androidFingerprint,
                valid: {
                    Fingerprint.normalize($0) != nil ? nil : Message("error.init.problem.fingerprint")
                })
            android = [AndroidApp(package: package, fingerprints: fingerprints.compactMap(Fingerprint.normalize))]
        }
        let legacy = try c.legacy || yesNo(Message("init.question.legacy"), current: false)
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
            let note = CLI.failureLocalizer.text(
                "init.query-note", ["path": path, "route": route.path ?? "", "query": shown])
            CLI.writeError("note: \(note)\n")
        }
        return route
    }

    /// Why `bundle` cannot be a bundle ID of `team`'s app. A full app ID of the same team
    /// (`TEAM.com.acme.shop`, often pasted here) is accepted: ``bundleID(_:team:)`` strips the prefix.
    static func bundleProblem(_ bundle: String, team: String) -> Message? {
        guard let id = AppID("\(team).\(bundle)") else {
            return Message("error.init.problem.bundle", texts: ["bundle": bundle])
        }
        if id.repeatsPrefix { return nil }
        if let pasted = AppID(bundle), pasted.hasTeamIDShapedPrefix {
            return Message(
                "error.init.problem.other-team",
                texts: ["bundle": bundle, "prefix": pasted.prefix, "team": team, "bundleID": pasted.bundleID])
        }
        return nil
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
        _ question: Message, flag: String, current: String?, required: Bool = true, valid: (String) -> Message?
    ) throws -> String? {
        if let current {
            if let problem = valid(current), !(current.isEmpty && !required) {
                throw CLI.usageError("\(flag) \(current): \(problem)")
            }
            return current
        }
        guard interactive else {
            if required { throw CLI.usageError(Message("error.init.missing", texts: ["flag": flag])) }
            return nil
        }
        while true {
            let answer = prompt(question, default: nil)
            guard let answer else {
                if required { throw CLI.usageError(Message("error.init.no-answer", texts: ["flag": flag])) }
                return nil
            }
            if answer.isEmpty {
                if !required { return nil }
                CLI.write("  \(command.localizer.text("init.value-required"))\n")
                continue
            }
            if let problem = valid(answer) {
                CLI.write("  \(command.localizer.render(problem))\n")
                continue
            }
            return answer
        }
    }

    /// A list: the flags' values (asked only when `asked`), or a comma-separated answer.
    func list(
        _ question: Message, flag: String, current: [String], asked: Bool? = nil, required: Bool = true,
        valid: (String) -> Message?
    ) throws -> [String] {
        for v in current {
            if let problem = valid(v) { throw CLI.usageError("\(flag) \(v): \(problem)") }
        }
        let ask = asked ?? current.isEmpty
        guard ask, interactive else {
            if required && current.isEmpty {
                throw CLI.usageError(Message("error.init.missing", texts: ["flag": flag]))
            }
            return current
        }
        while true {
            guard let answer = prompt(question, default: current.isEmpty ? nil : current.joined(separator: ", ")) else {
                if required && current.isEmpty {
                    throw CLI.usageError(Message("error.init.no-answer", texts: ["flag": flag]))
                }
                return current
            }
            let values =
                answer.isEmpty
                ? current
                : answer.split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
            if required && values.isEmpty {
                CLI.write("  \(command.localizer.text("init.value-required"))\n")
                continue
            }
            if let problem = values.lazy.compactMap(valid).first {
                CLI.write("  \(command.localizer.render(problem))\n")
                continue
            }
            return values
        }
    }

    func yesNo(_ question: Message, current: Bool) throws -> Bool {
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
    func prompt(_ question: Message, default value: String?) -> String? {
        let asked = command.localizer.render(question)
        CLI.write(asked + (value.map { " [\($0)]" } ?? "") + ": ")
        guard let line = readLine(strippingNewline: true) else {
            CLI.write("\n")
            return nil
        }
        return line.trimmingWhitespace()
    }
}
