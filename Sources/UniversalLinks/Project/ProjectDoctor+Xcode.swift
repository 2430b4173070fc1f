#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Xcode projects: each app target's configurations, their build settings through `.xcconfig` files,
/// the entitlements files they sign with, and the checks across configurations.
extension ProjectDoctorRun {
    /// One configuration as the checks across configurations see it.
    struct ConfigurationFacts {
        var summary: ProjectReport.AppleConfiguration
        /// Where CODE_SIGN_ENTITLEMENTS is written, or the configuration itself in the project file.
        var place: (file: String, offset: Int)
        var hosts: Set<String>
        /// CODE_SIGN_ENTITLEMENTS as Xcode reads it (relative to the project's folder), for fixes.
        var entitlements: String?
    }

    mutating func readXcodeProjects() {
        for pbxPath in files.paths where pbxPath.hasSuffix(".xcodeproj/project.pbxproj") {
            guard let bytes = read(pbxPath, kind: "pbxproj") else { continue }
            let root: OpenStepPlist
            do {
                root = try OpenStepPlistReader().read(bytes)
            } catch {
                add("pbxproj-syntax", error.message, file: pbxPath, offset: error.offset)
                continue
            }
            let project = XcodeProject(root)
            for problem in project.problems {
                add("pbxproj-reference", problem.message, file: pbxPath, offset: problem.offset)
            }
            let xcodeproj = Self.folder(of: pbxPath)
            let projectDir = Self.folder(of: xcodeproj)
            let sourceRoot = Self.join(projectDir, project.projectDirPath) ?? projectDir
            let projectName = String((xcodeproj.split(separator: "/").last ?? "").dropLast(".xcodeproj".count))
            for target in project.targets where target.isApp {
                var facts: [ConfigurationFacts] = []
                for configuration in target.configurations {
                    let projectLevel = project.projectConfigurations.first { $0.name == configuration.name }
                    var generated: [MissingInclude] = []
                    var layers: [BuildSettings.Layer] = [layer(configuration, pbxPath)]
                    layers.append(
                        xcconfigLayer(
                            configuration.baseConfiguration, sourceRoot, pbxPath, configuration.offset,
                            missing: &generated))
                    if let projectLevel {
                        layers.append(layer(projectLevel, pbxPath))
                        layers.append(
                            xcconfigLayer(
                                projectLevel.baseConfiguration, sourceRoot, pbxPath, projectLevel.offset,
                                missing: &generated))
                    }
                    var settings = BuildSettings(
                        layers: layers,
                        builtins: [
                            "TARGET_NAME": target.name, "PRODUCT_NAME": target.name, "PROJECT_NAME": projectName,
                            "CONFIGURATION": configuration.name, "SRCROOT": ".", "PROJECT_DIR": ".", "SOURCE_ROOT": ".",
                        ],
                        conditions: BuildSettings.Conditions(configuration: configuration.name))
                    // Conditions are evaluated for the device SDK of the target's platform.
                    settings.conditions.sdk = Self.deviceSDK(settings.value("SDKROOT")?.value)
                    if settings.conditions.sdk != "iphoneos" {
                        nonDeviceConfigurations.insert(files.display(pbxPath) + "\u{0}" + target.name)
                    }
                    facts.append(
                        examine(configuration, of: target, settings: settings, pbxPath: pbxPath, sourceRoot: sourceRoot)
                    )
                    noteMissing(generated, facts.last, settings: settings)
                }
                checkAcrossConfigurations(target.name, facts)
            }
        }
        reportMissingIncludes()
    }

    /// The device SDK for `SDKROOT` (`iphoneos` when unset or `auto`).
    static func deviceSDK(_ sdkRoot: String?) -> String {
        let name = (sdkRoot ?? "").lowercased()
        for sdk in ["macosx", "watchos", "appletvos", "xros"] where name.hasPrefix(sdk) { return sdk }
        return "iphoneos"
    }

    /// A configuration's own `buildSettings` as a layer.
    func layer(_ configuration: XcodeProject.Configuration, _ pbxPath: String) -> BuildSettings.Layer {
        configuration.settings.mapValues { ($0.value, SettingOrigin(file: pbxPath, offset: $0.offset)) }
    }

    /// An `.xcconfig` (relative to the source root) with its includes, as a layer. Conditions stay in the
    /// keys (``BuildSettings`` evaluates them). An `#include` is looked up next to the including file, then
    /// in the project's folder (SRCROOT), as Xcode does: Flutter's `ios/Flutter/Release.xcconfig` includes
    /// `Pods/Target Support Files/...`, which lives in `ios/Pods`. A missing `#include?` is skipped
    /// silently; a missing `#include` is a build warning in Xcode ("Unable to find included file"), and a
    /// note when a tool generates the file (``generator(of:)``), collected in `missing`.
    mutating func xcconfigLayer(
        _ path: String?, _ sourceRoot: String, _ pbxPath: String, _ offset: Int, depth: Int = 0,
        projectRoot: String? = nil, missing: inout [MissingInclude]
    ) -> BuildSettings.Layer {
        guard let path, depth < 8 else { return [:] }
        guard let relative = Self.join(sourceRoot, path) else {
            add(
                "project-file-unreadable", "\(path) is outside the project folder (not read)", file: pbxPath,
                offset: offset)
            return [:]
        }
        if depth == 0, !relative.hasPrefix("/"), !files.exists(relative) {
            // A base configuration the checkout lacks (Pods-App.release.xcconfig before pod install).
            missing.append(
                MissingInclude(path: relative, tool: Self.generator(of: relative), file: pbxPath, offset: offset))
            return [:]
        }
        guard let file = xcconfig(relative, reference: (pbxPath, offset)) else { return [:] }
        var layer: BuildSettings.Layer = [:]
        enum Line {
            case setting(XCConfigFile.Setting)
            case include(XCConfigFile.Include)
        }
        let lines = (file.settings.map { Line.setting($0) } + file.includes.map { Line.include($0) }).sorted {
            func offset(_ line: Line) -> Int {
                switch line {
                case .setting(let s): s.offset
                case .include(let i): i.offset
                }
            }
            return offset($0) < offset($1)
        }
        for line in lines {
            switch line {
            case .include(let include):
                guard let first = Self.join(Self.folder(of: relative), include.path) else {
                    add(
                        "project-file-unreadable", "\(include.path) is outside the project folder (not read)",
                        file: relative, offset: include.offset)
                    continue
                }
                // An absolute path is handed to the reader, which refuses it unless it is inside the folder.
                let absolute = include.path.hasPrefix("/")
                let candidates = absolute ? [first] : [first, Self.join(projectRoot ?? sourceRoot, include.path)]
                guard let target = candidates.compactMap({ $0 }).first(where: { absolute || files.exists($0) }) else {
                    if include.isOptional { continue }
                    // Named where the tool writes it: CocoaPods in the project's folder (ios/Pods), Flutter
                    // beside the including file (ios/Flutter/Generated.xcconfig).
                    let tool = Self.generator(of: first)
                    let expected = tool == .cocoaPods ? candidates.compactMap({ $0 }).last ?? first : first
                    missing.append(MissingInclude(path: expected, tool: tool, file: relative, offset: include.offset))
                    continue
                }
                let included = xcconfigLayer(
                    target, "", relative, include.offset, depth: depth + 1, projectRoot: projectRoot ?? sourceRoot,
                    missing: &missing)
                layer.merge(included) { $1 }
            case .setting(let setting):
                layer[setting.key + setting.conditions] = (
                    setting.value, SettingOrigin(file: relative, offset: setting.valueOffset)
                )
            }
        }
        return layer
    }

    mutating func xcconfig(_ relative: String, reference: (String, Int)) -> XCConfigFile? {
        if let cached = xcconfigs[relative] { return cached }
        guard let bytes = read(relative, kind: "xcconfig", reference: reference) else { return nil }
        let file = XCConfigFile(bytes: bytes)
        for line in file.unreadable {
            add(
                "xcconfig-line", "'\(line.line)' is not KEY = value, #include or a comment", file: relative,
                offset: line.offset)
        }
        xcconfigs[relative] = file
        return file
    }

    mutating func examine(
        _ configuration: XcodeProject.Configuration, of target: XcodeProject.Target, settings: BuildSettings,
        pbxPath: String, sourceRoot: String
    ) -> ConfigurationFacts {
        let name = "\(target.name) (\(configuration.name))"
        let bundle = usable("PRODUCT_BUNDLE_IDENTIFIER", settings, name)
        let team = usable("DEVELOPMENT_TEAM", settings, name)?.value
        let entitlementsSetting = usable("CODE_SIGN_ENTITLEMENTS", settings, name)
        var summary = ProjectReport.AppleConfiguration(
            project: files.display(pbxPath), target: target.name, configuration: configuration.name,
            bundleIdentifier: bundle.flatMap { $0.value.isEmpty ? nil : $0.value },
            team: team?.isEmpty == false ? team : nil,
            appID: nil, entitlements: nil, applinks: [])
        if let bundleID = summary.bundleIdentifier, let team = summary.team { summary.appID = team + "." + bundleID }
        if let bundleID = summary.bundleIdentifier {
            checkBundleID(bundleID, team: summary.team, name: name, origin: bundle?.origin)
        }
        var place = (file: pbxPath, offset: configuration.offset)
        var hosts: Set<String> = []
        var webHosts: Set<String> = []
        if let entitlementsSetting, !entitlementsSetting.value.isEmpty, entitlementsSetting.unresolved.isEmpty {
            if let origin = entitlementsSetting.origin { place = (origin.file, origin.offset) }
            let path = Self.join(sourceRoot, entitlementsSetting.value)
            if path == nil {
                add(
                    "project-file-unreadable", "\(entitlementsSetting.value) is outside the project folder (not read)",
                    file: place.file, offset: place.offset)
            }
            if let path, let document = entitlementsDocument(path, reference: place) {
                summary.entitlements = files.display(path)
                for item in document.items {
                    var raw = item.entry.raw
                    if raw.contains("$(") || raw.contains("${") {
                        let expanded = settings.expand(raw, key: AssociatedDomain.entitlementKey)
                        if let stopped = expanded.stopped {
                            add(
                                "project-limit", "\(name): stopped expanding '\(item.entry.raw)' \(stopped); not used",
                                file: path, offset: item.contentOffset)
                            continue
                        }
                        if !expanded.unresolved.isEmpty {
                            add(
                                "build-setting-unresolved",
                                "\(name): '\(item.entry.raw)' uses $(\(expanded.unresolved.joined(separator: "), $("))), which the project does not define",
                                file: path, offset: item.contentOffset)
                            continue
                        }
                        raw = expanded.value
                    }
                    declareAssociatedDomain(raw)
                    if let domain = AssociatedDomainEntry(raw).domain, domain.service == .applinks {
                        hosts.insert(domain.hostPattern)
                    }
                    if let domain = AssociatedDomainEntry(raw).domain, domain.service == .webcredentials {
                        webHosts.insert(domain.hostPattern)
                    }
                }
            }
        }
        summary.applinks = hosts.sorted()
        summary.webcredentials = webHosts.sorted()
        report.apple.append(summary)
        if let appID = summary.appID, !hosts.isEmpty, !associationAppIDs.isEmpty, !associationAppIDs.contains(appID) {
            let sameBundle = associationAppIDs.first {
                $0.split(separator: ".", maxSplits: 1).last.map(String.init) == summary.bundleIdentifier
            }
            // A Debug configuration's own bundle ID is usually meant not to open links (as Android's debug
            // build types): a note, since only the team knows whether it should.
            let debug = configuration.name.lowercased().contains("debug")
            add(
                "app-id-not-in-association",
                "\(name) builds \(appID), which \(Self.doNot(associationSources)) list\(sameBundle.map { " (listed: \($0), a Team ID or App ID prefix mix-up?)" as Message } ?? "")",
                file: bundle?.origin?.file ?? pbxPath, offset: bundle?.origin?.offset ?? configuration.offset,
                severity: debug ? .note : nil)
        }
        return ConfigurationFacts(
            summary: summary, place: place, hosts: hosts,
            entitlements: summary.entitlements == nil ? nil : entitlementsSetting?.value)
    }

    /// A setting's value for the checks, with a finding when it is not what Xcode would build with: nil
    /// when expansion stopped at a bound; a note when it uses settings nothing defines, which Xcode
    /// expands to empty (the build's environment or a generated file may define them).
    mutating func usable(_ key: String, _ settings: BuildSettings, _ name: String) -> BuildSettings.Value? {
        guard let value = settings.value(key) else { return nil }
        if let stopped = value.stopped {
            add(
                "project-limit", "\(name): stopped expanding \(key) \(stopped); its value is not used",
                file: value.origin?.file, offset: value.origin?.offset)
            return nil
        }
        if !value.unresolved.isEmpty {
            add(
                "build-setting-unresolved",
                "\(name): $(\(value.unresolved.joined(separator: "), $("))) is not defined in the project or its .xcconfig files; Xcode expands it to nothing, so \(key) is '\(value.value)' unless the build's environment defines it",
                file: value.origin?.file, offset: value.origin?.offset, severity: .note)
        }
        return value
    }

    /// Reads and lints an entitlements file once; entries with `$(...)` are linted per configuration
    /// after expansion instead.
    mutating func entitlementsDocument(_ path: String, reference: (file: String, offset: Int)) -> EntitlementsDocument?
    {
        if let cached = entitlements[path] { return cached }
        guard
            let bytes = read(path, kind: "entitlements", reference: reference, missingCode: "entitlements-file-missing")
        else { return nil }
        let validation = EntitlementsValidator().validate(bytes)
        let templated = Set(
            validation.document.items.filter { $0.entry.raw.contains("$(") || $0.entry.raw.contains("${") }.map(
                \.pointer))
        // A file without the key (or with an empty list) is normal for extensions, macOS or watch targets
        // and test hosts: it is reported only with evidence that the target should have links
        // (checkTargetsWithoutDomains).
        add(
            validation.report.diagnostics.filter {
                !templated.contains($0.pointer ?? "") && $0.code != "no-associated-domains"
            }, file: path, kind: "entitlements")
        entitlements[path] = validation.document
        return validation.document
    }

    /// A bundle identifier whose first component is shaped like a Team ID.
    mutating func checkBundleID(_ bundleID: String, team: String?, name: String, origin: SettingOrigin?) {
        guard let first = bundleID.split(separator: ".").first, TeamID(first) != nil else { return }
        if let team, first == team {
            add(
                "doubled-team-id",
                "\(name): PRODUCT_BUNDLE_IDENTIFIER \(bundleID) starts with the Team ID \(team): the app ID is \(team).\(bundleID)",
                file: origin?.file, offset: origin?.offset,
                hint: "Write PRODUCT_BUNDLE_IDENTIFIER = \(bundleID.dropFirst(first.count + 1));")
        } else {
            add(
                "team-id-in-bundle-id",
                "\(name): PRODUCT_BUNDLE_IDENTIFIER \(bundleID) starts with \(first), shaped like a Team ID: the app ID becomes \(team ?? "TEAMID").\(bundleID)",
                file: origin?.file, offset: origin?.offset)
        }
    }

    /// A configuration without the entitlement while another has it, and hosts one configuration lacks.
    mutating func checkAcrossConfigurations(_ target: String, _ facts: [ConfigurationFacts]) {
        let withDomains = facts.filter { !$0.hosts.isEmpty }
        guard let reference = withDomains.first else { return }
        let all = withDomains.reduce(into: Set<String>()) { $0.formUnion($1.hosts) }
        for fact in facts {
            let configuration = fact.summary.configuration
            if fact.hosts.isEmpty {
                let why =
                    fact.summary.entitlements.map { "\($0) has no applinks: entry" }
                    ?? "CODE_SIGN_ENTITLEMENTS is not set"
                add(
                    "configuration-without-entitlement",
                    "\(target) (\(configuration)) ships without the Associated Domains entitlement: \(why), while \(reference.summary.configuration) lists applinks:\(reference.hosts.sorted().joined(separator: ", applinks:"))",
                    file: fact.place.file, offset: fact.place.offset,
                    hint:
                        "Set CODE_SIGN_ENTITLEMENTS for \(configuration) to \(reference.entitlements ?? "an entitlements file") (or one with the same applinks: entries)."
                )
                continue
            }
            let missing = all.subtracting(fact.hosts).sorted()
            guard !missing.isEmpty else { continue }
            let owner =
                withDomains.first { !$0.hosts.isDisjoint(with: missing) }?.summary.configuration
                ?? "another configuration"
            add(
                "configuration-host-missing",
                "\(target) (\(configuration)) lacks applinks:\(missing.joined(separator: ", applinks:")), which \(owner) lists",
                file: fact.place.file, offset: fact.place.offset)
        }
    }

    /// Provisioning profiles: readable, not expired, and allowing what the targets they cover use.
    mutating func readProfiles() {
        for path in files.paths where path.hasSuffix(".mobileprovision") || path.hasSuffix(".provisionprofile") {
            guard let bytes = read(path, kind: "profile") else { continue }
            report.files[fileIndex[path] ?? 0].source = nil  // binary: no lines to show
            let profile: ProvisioningProfile
            do {
                profile = try ProvisioningProfile(bytes: bytes)
            } catch {
                add("profile-unreadable", "\(files.display(path)): \(error.message)", file: path, kind: "profile")
                continue
            }
            let expires = profile.expirationDate.map { $0.formatted(Date.ISO8601FormatStyle()) }
            report.profiles.append(
                ProjectReport.Profile(
                    file: files.display(path), name: profile.name, teams: profile.teamIdentifiers,
                    applicationIdentifier: profile.applicationIdentifier, associatedDomains: profile.associatedDomains,
                    expires: expires))
            let label = profile.name.map { "the profile \"\($0)\"" } ?? "the profile"
            if let date = profile.expirationDate, date < options.now {
                add("profile-expired", "\(label) expired on \(expires ?? "?")", file: path, kind: "profile")
            }
            for configuration in report.apple {
                guard let bundleID = configuration.bundleIdentifier, profile.covers(bundleID: bundleID) else {
                    continue
                }
                let name = "\(configuration.target) (\(configuration.configuration))"
                if !configuration.applinks.isEmpty, profile.associatedDomains == nil {
                    add(
                        "profile-without-associated-domains",
                        "\(label) covers \(bundleID) but does not allow com.apple.developer.associated-domains, which \(name) signs with",
                        file: path, kind: "profile")
                }
                if let team = configuration.team, !profile.teamIdentifiers.isEmpty,
                    !profile.teamIdentifiers.contains(team)
                {
                    add(
                        "profile-team-mismatch",
                        "\(label) belongs to \(profile.teamIdentifiers.joined(separator: ", ")), \(name) to DEVELOPMENT_TEAM \(team)",
                        file: path, kind: "profile")
                }
            }
        }
    }

    /// Built `.app` bundles the caller read: their signed entitlements, linted, and their hosts.
    mutating func readAppBundles() {
        for bundle in options.appBundles {
            let validation = EntitlementsValidator().validate(bundle.entitlements)
            let name = bundle.path + " (signed entitlements)"
            register(name, kind: "app-bundle", source: validation.document.source)
            add(validation.report.diagnostics, file: name, kind: "app-bundle")
            let hosts = validation.domains.filter { $0.service == .applinks }.map(\.hostPattern)
            let webHosts = validation.domains.filter { $0.service == .webcredentials }.map(\.hostPattern)
            report.apps.append(
                ProjectReport.ConfiguredApp(
                    file: files.display(bundle.path), bundleIdentifier: bundle.bundleIdentifier, androidPackage: nil,
                    applinks: Array(Set(hosts)).sorted(), androidHosts: [],
                    webcredentials: Array(Set(webHosts)).sorted()))
            if let appID = bundle.entitlements.applicationIdentifier {
                checkAppID(appID, file: name, offset: nil, what: "the signed application-identifier")
            }
        }
    }

    /// An app ID whose bundle part repeats the prefix (`ABCDE12345.ABCDE12345.com.example`).
    mutating func checkAppID(_ appID: String, file: String?, offset: Int?, what: String) {
        let parts = appID.split(separator: ".", maxSplits: 2)
        guard parts.count == 3, TeamID(parts[0]) != nil, parts[0] == parts[1] else { return }
        add(
            "doubled-team-id", "\(what) \(appID) repeats the Team ID \(parts[0])", file: file, offset: offset,
            hint: "Write \(parts[0]).\(parts[2]).")
    }
}
