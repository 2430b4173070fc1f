/// Xcode: includes and base configurations a checkout lacks, and targets whose entitlements have no
/// Associated Domains though the project says they should open links.
extension ProjectDoctorRun {
    /// An `#include` of a file that a tool writes (`pod install`, `flutter pub get`) and a checkout lacks.
    struct MissingInclude {
        /// The tool that writes the file.
        enum Tool { case cocoaPods, flutter }
        var path: String
        /// nil for a file no known tool writes.
        var tool: Tool?
        var file: String
        var offset: Int
    }

    /// The tool that writes an included file a checkout normally lacks, nil for a file that should exist.
    static func generator(of path: String) -> MissingInclude.Tool? {
        if path.contains("Pods/") || path.hasPrefix("Pods-") { return .cocoaPods }
        if path.hasSuffix("Generated.xcconfig") || path.contains("/ephemeral/") { return .flutter }
        return nil
    }

    /// What a missing include leaves unknown, gathered over the configurations that include it.
    struct MissingIncludeEffect {
        var include: MissingInclude
        var configurations: [String] = []
        /// Settings the doctor needs that stay undefined or use undefined references.
        var unknown: [String] = []
    }

    /// Records, for each include a configuration lacks, what stays unknown without it.
    mutating func noteMissing(_ missing: [MissingInclude], _ facts: ConfigurationFacts?, settings: BuildSettings) {
        guard let facts else { return }
        var unknown: [String] = []
        for key in ["PRODUCT_BUNDLE_IDENTIFIER", "DEVELOPMENT_TEAM", "CODE_SIGN_ENTITLEMENTS"] {
            guard let value = settings.value(key) else {
                unknown.append(key)
                continue
            }
            if !value.unresolved.isEmpty {
                unknown.append("\(key) ($(\(value.unresolved.joined(separator: "), $("))))")
            }
        }
        for include in missing {
            let key = "\(include.file)\u{0}\(include.offset)\u{0}\(include.path)"
            var effect = missingIncludes[key] ?? MissingIncludeEffect(include: include)
            if missingIncludes[key] == nil { missingIncludeOrder.append(key) }
            effect.configurations.append("\(facts.summary.target) (\(facts.summary.configuration))")
            for item in unknown where !effect.unknown.contains(item) { effect.unknown.append(item) }
            missingIncludes[key] = effect
        }
    }

    /// One note per missing include, naming what stays unknown without it.
    mutating func reportMissingIncludes() {
        for key in missingIncludeOrder {
            guard let effect = missingIncludes[key] else { continue }
            let include = effect.include
            // A generated file a checkout lacks is normal: worth a note only when it leaves something unknown.
            if include.tool != nil, effect.unknown.isEmpty { continue }
            let name = effect.configurations.joined(separator: ", ")
            let joined = effect.unknown.joined(separator: ", ")
            let what: Message =
                effect.unknown.isEmpty
                ? "the settings the doctor reads for \(name) do not depend on it"
                : "\(name) leaves \(joined) undefined, which it may set"
            let shown = files.display(include.path)
            let message: Message =
                switch include.tool {
                case .cocoaPods: "\(shown) does not exist until pod install runs: \(what)"
                case .flutter: "\(shown) does not exist until flutter pub get runs: \(what)"
                case nil: "\(shown) does not exist; Xcode warns and builds without it: \(what)"
                }
            // A checkout without the file says nothing about the shipped app: a note naming what it would
            // settle (local files such as a gitignored Local.xcconfig are missing as often as generated ones).
            let code: DiagnosticCode = include.tool == nil ? "project-file-unreadable" : "xcconfig-include-generated"
            add(code, message, file: include.file, offset: include.offset, severity: .note)
        }
    }
}

extension ProjectDoctorRun {
    /// `no-associated-domains` for an iOS app configuration whose entitlements file lacks the key (or lists
    /// nothing), only with
    /// evidence that the app should open links: the project's association files list its app ID, or the
    /// Android app of the same ID verifies hosts. (Another configuration of the same target with hosts is
    /// `configuration-without-entitlement`.)
    mutating func checkTargetsWithoutDomains() {
        let targetsWithHosts = Set(
            report.apple.filter { !$0.applinks.isEmpty }.map { $0.project + "\u{0}" + $0.target })
        for configuration in report.apple where configuration.applinks.isEmpty {
            guard let shown = configuration.entitlements, let bundleID = configuration.bundleIdentifier,
                !targetsWithHosts.contains(configuration.project + "\u{0}" + configuration.target),
                !nonDeviceConfigurations.contains(configuration.project + "\u{0}" + configuration.target),
                let path = entitlements.first(where: { files.display($0.key) == shown && $0.value.items.isEmpty })?.key
            else { continue }
            var evidence: [Message] = []
            if let listed = associationAppIDs.first(where: {
                $0.split(separator: ".", maxSplits: 1).last.map(String.init) == bundleID
            }) {
                evidence.append(
                    associationSources.count == 1
                        ? "the project's association file \(associationSources[0]) lists \(listed)"
                        : "the project's association files \(associationSources.joined(separator: " and ")) list \(listed)"
                )
            }
            let hosts = Set(report.android.filter { $0.applicationId == bundleID }.flatMap(\.hosts)).sorted()
            if !hosts.isEmpty {
                evidence.append("the Android app \(bundleID) verifies \(hosts.joined(separator: ", "))")
            }
            guard !evidence.isEmpty else { continue }
            add(
                "no-associated-domains",
                "\(configuration.target) (\(configuration.configuration)) signs with \(shown), which has no \(AssociatedDomain.entitlementKey) key, while \(Message.joined(evidence, separator: " and "))",
                file: path, offset: 0, severity: .warning)
        }
    }
}
