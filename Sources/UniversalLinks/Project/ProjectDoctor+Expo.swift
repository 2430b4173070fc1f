/// Expo's `app.json`/`app.config.json` (the JavaScript configs are named, not run) and Flutter's deep
/// linking switches against the link plugins a `pubspec.yaml` lists.
extension ProjectDoctorRun {
    static let expoConfigNames: Set<String> = ["app.json", "app.config.json"]
    static let unreadConfigNames: Set<String> = [
        "app.config.js", "app.config.ts", "app.config.mjs", "capacitor.config.ts",
    ]
    /// Flutter plugins that handle incoming links themselves (Flutter's docs: turn its own handling off).
    static let flutterLinkPlugins: Set<String> = [
        "app_links", "uni_links", "firebase_dynamic_links", "flutter_branch_sdk",
    ]

    static func name(_ path: String) -> String { String(path.split(separator: "/").last ?? "") }

    mutating func readExpo() {
        for path in files.paths where Self.unreadConfigNames.contains(Self.name(path)) {
            if Self.name(path).hasPrefix("capacitor.") {
                add(
                    "app-config-not-read",
                    "\(files.display(path)) is TypeScript; the doctor runs none. Capacitor's links are set in the native ios/ and android/ projects, which the doctor reads",
                    file: path, kind: "app-config",
                    hint:
                        "Nothing to run: npx cap sync copies the config into the native projects, and the doctor reads those."
                )
            } else {
                add(
                    "app-config-not-read",
                    "\(files.display(path)) is JavaScript; the doctor runs none (npx expo config --json > app.config.json gives it a file to read)",
                    file: path, kind: "app-config")
            }
        }
        // XcodeGen (https://github.com/yonaskolb/XcodeGen) writes the .xcodeproj from project.yml; a
        // repository that commits only the spec has no project file to read.
        for path in files.paths where ["project.yml", "project.yaml"].contains(Self.name(path)) {
            let xcodeproj = files.paths.contains {
                $0.hasPrefix(Self.folder(of: path)) && $0.hasSuffix(".xcodeproj/project.pbxproj")
            }
            guard !xcodeproj, case .success(let bytes) = files.read(path),
                String(decoding: bytes, as: UTF8.self).contains("targets:")
            else { continue }
            add(
                "app-config-not-read",
                "\(files.display(path)) is an XcodeGen spec; the doctor reads the .xcodeproj it generates (xcodegen generate writes one)",
                file: path, kind: "app-config", hint: "Run xcodegen generate, then run the doctor again.")
        }
        for path in files.paths where Self.expoConfigNames.contains(Self.name(path)) {
            // An app.json is Expo's only with an "expo" key or in an Expo project (package.json depends on
            // expo): https://docs.expo.dev/workflow/configuration/. Other app.json files (a React Native
            // app's name, an iOS project's string table) are not linted.
            let expoProject = Self.name(path) == "app.config.json" || isExpoPackage(Self.folder(of: path))
            guard case .success(let bytes) = files.read(path) else {
                if expoProject { _ = read(path, kind: "app-json") }
                continue
            }
            let json = JSONReader().read(bytes)
            // A file with a syntax error still counts as Expo's when its top level names "expo".
            let expoKey =
                json.root?["expo"] != nil
                || (!json.isValidJSON
                    && String(decoding: bytes, as: UTF8.self).prefixMatch(of: #/\s*\{\s*"expo"\s*:/#) != nil)
            guard expoProject || expoKey else { continue }
            register(path, kind: "app-json", source: SourceText(bytes))
            guard json.isValidJSON, let root = json.root else {
                add(json.diagnostics, file: path, kind: "app-json")
                continue
            }
            // app.json nests the config under "expo"; app.config.json may not.
            let config = root["expo"] ?? ((root["ios"] ?? root["android"]) != nil ? root : nil)
            guard let config else {
                // A React Native app.json without Expo's keys: nothing for links.
                report.files[fileIndex[path] ?? 0].kind = "app-json-other"
                continue
            }
            readExpo(config, path: path)
        }
    }

    /// Whether `folder`'s package.json depends on `expo` (dependencies or devDependencies).
    func isExpoPackage(_ folder: String) -> Bool {
        guard case .success(let bytes) = files.read(folder.isEmpty ? "package.json" : folder + "/package.json"),
            let root = JSONReader().read(bytes).root
        else { return false }
        return ["dependencies", "devDependencies"].contains { root[$0]?["expo"] != nil }
    }

    mutating func readExpo(_ config: JSONNode, path: String) {
        var app = ProjectReport.ConfiguredApp(
            file: files.display(path), bundleIdentifier: nil, androidPackage: nil, applinks: [], androidHosts: [])
        if let ios = config["ios"] {
            if let bundle = ios["bundleIdentifier"] {
                if let id = bundle.string {
                    app.bundleIdentifier = id
                    checkBundleIDInJSON(id, team: ios["appleTeamId"]?.string, file: path, offset: bundle.offset)
                } else {
                    add(
                        "app-config-shape",
                        "expo.ios.bundleIdentifier must be a string, found \(bundle.typeDescription)", file: path,
                        offset: bundle.offset)
                }
            }
            if let domains = ios["associatedDomains"] {
                if domains.array == nil {
                    add(
                        "app-config-shape",
                        "expo.ios.associatedDomains must be an array of strings, found \(domains.typeDescription)",
                        file: path, offset: domains.offset)
                }
                for item in domains.array ?? [] {
                    guard let raw = item.string else {
                        add(
                            "app-config-shape",
                            "an associatedDomains entry must be a string, found \(item.typeDescription)", file: path,
                            offset: item.offset)
                        continue
                    }
                    let entry = AssociatedDomainEntry(raw)
                    declareAssociatedDomain(raw)
                    for problem in entry.problems {
                        add(
                            problem.code, "'\(raw)': \(problem.message)", file: path,
                            offset: item.offset + 1 + problem.offset, hint: problem.hint, severity: problem.severity)
                    }
                    if let domain = entry.domain, domain.service == .applinks,
                        !app.applinks.contains(domain.hostPattern)
                    {
                        app.applinks.append(domain.hostPattern)
                    }
                    if let domain = entry.domain, domain.service == .webcredentials,
                        !app.webcredentials.contains(domain.hostPattern)
                    {
                        app.webcredentials.append(domain.hostPattern)
                    }
                }
            }
        }
        if let android = config["android"] {
            app.androidPackage = android["package"]?.string
            if let filters = android["intentFilters"] {
                if let list = filters.array {
                    let sources = list.compactMap { expoFilter($0, path: path) }
                    for source in sources { checkFilter(source, file: path) }
                    app.androidHosts = AndroidHostCollection(filters: sources.map(\.filter), targetSdk: nil).hosts
                    androidFilters.append((path, sources))
                } else {
                    add(
                        "app-config-shape",
                        "expo.android.intentFilters must be an array, found \(filters.typeDescription)", file: path,
                        offset: filters.offset)
                }
            }
        }
        report.apps.append(app)
    }

    /// One of Expo's `intentFilters` as the filter its config plugin writes into the manifest: `VIEW` becomes
    /// `android.intent.action.VIEW`, `BROWSABLE` `android.intent.category.BROWSABLE`, each `data` key an
    /// `android:` attribute.
    mutating func expoFilter(_ node: JSONNode, path: String) -> AndroidFilterSource? {
        guard node.members != nil else {
            add(
                "app-config-shape", "an intentFilters entry must be an object, found \(node.typeDescription)",
                file: path, offset: node.offset)
            return nil
        }
        func strings(_ value: JSONNode?) -> [JSONNode] { value.map { $0.array ?? [$0] } ?? [] }
        func prefixed(_ name: String, _ prefix: String) -> String { name.contains(".") ? name : prefix + name }
        let filter = AndroidManifest.IntentFilter(
            activity: ".MainActivity", autoVerify: node["autoVerify"]?.bool ?? false,
            actions: strings(node["action"]).compactMap(\.string).map { prefixed($0, "android.intent.action.") },
            categories: strings(node["category"]).compactMap(\.string).map { prefixed($0, "android.intent.category.") },
            schemes: [], hosts: [], ports: [], paths: [])
        var source = AndroidFilterSource(filter: filter, offset: node.offset)
        for data in strings(node["data"]) {
            source.dataElements.append(
                (data.members ?? []).compactMap { member in member.value.string.map { ("android:" + member.key, $0) } })
            for member in data.members ?? [] {
                guard let value = member.value.string else { continue }
                switch member.key {
                case "scheme":
                    source.filter.schemes.append(value)
                    if source.schemeOffsets[value] == nil { source.schemeOffsets[value] = member.value.offset }
                case "host":
                    source.filter.hosts.append(value)
                    if source.hostOffsets[value] == nil { source.hostOffsets[value] = member.value.offset }
                case "port": source.filter.ports.append(value)
                default:
                    if AndroidPatternMatcher.Kind(attribute: member.key) != nil {
                        source.filter.paths.append(AndroidManifest.PathRule(kind: member.key, value: value))
                        source.addPath(member.key, value, at: member.value.offset)
                    }
                }
            }
        }
        return source
    }

    mutating func checkBundleIDInJSON(_ bundleID: String, team: String?, file: String, offset: Int) {
        checkBundleID(
            bundleID, team: team, name: "expo.ios.bundleIdentifier", origin: SettingOrigin(file: file, offset: offset))
    }

    // MARK: Flutter

    mutating func readFlutter() {
        for path in files.named("pubspec.yaml") {
            guard let bytes = read(path, kind: "pubspec") else { continue }
            var inDependencies = false
            var start = 0
            while start < bytes.count {
                let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
                let line = String(decoding: bytes[start..<end], as: UTF8.self)
                if let first = line.first, !first.isWhitespace, first != "#" {
                    inDependencies = line.hasPrefix("dependencies:")
                } else if inDependencies {
                    let trimmed = line.drop { $0 == " " }
                    if let colon = trimmed.firstIndex(of: ":"),
                        Self.flutterLinkPlugins.contains(String(trimmed[..<colon]))
                    {
                        flutterPlugins.append((path, String(trimmed[..<colon]), start + (line.count - trimmed.count)))
                    }
                }
                start = end + 1
            }
        }
        for path in files.named("Info.plist") {
            guard let root = readXML(path, kind: "info-plist") else { continue }
            for dictionary in root.children(named: "dict") {
                let children = dictionary.children
                for (index, key) in children.enumerated()
                where key.name == "key" && key.text == "FlutterDeepLinkingEnabled" && index + 1 < children.count {
                    flutterFlags.append((path, children[index + 1].name == "true", key.offset))
                }
            }
        }
        guard let plugin = flutterPlugins.first else { return }
        for flag in flutterFlags where flag.value {
            add(
                "flutter-deeplinking-conflict",
                "Flutter's deep linking is switched on here while \(plugin.name) (\(files.display(plugin.file))) handles links: the two compete for every link",
                file: flag.file, offset: flag.offset)
        }
        let iosPlists = files.named("Info.plist").filter { $0.contains("Runner/") }
        if !iosPlists.isEmpty, !flutterFlags.contains(where: { $0.file.hasSuffix("Info.plist") }) {
            add(
                "flutter-deeplinking-conflict",
                "\(plugin.name) handles links, and \(iosPlists.map(files.display).joined(separator: ", ")) does not set FlutterDeepLinkingEnabled: Flutter 3.27 and later turn their own deep linking on by default",
                file: plugin.file, offset: plugin.offset,
                hint:
                    "Add <key>FlutterDeepLinkingEnabled</key><false/> to Info.plist (and flutter_deeplinking_enabled false in AndroidManifest.xml)."
            )
        }
    }
}
