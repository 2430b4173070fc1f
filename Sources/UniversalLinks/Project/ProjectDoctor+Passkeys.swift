/// Passkeys and shared credentials, the app side (issue 35): Android's `asset_statements` (the manifest's
/// meta-data and the string resource it names) and the iOS `webcredentials:` entries, cross-checked with
/// the association files the project hosts, `ulinks.json`'s `passkeys` and each other. The online part
/// (fetching each RP ID's files) is the CLI's.
extension ProjectDoctorRun {
    /// A `<string>` found in a values file: the file, the element and the file's bytes.
    struct StringResource {
        var file: String
        var element: XMLTextElement
    }

    /// The `asset_statements` meta-data of one source manifest's `<application>`.
    mutating func readAssetStatements(
        _ root: XMLTextElement, path: String, module: GradleModuleFile?, sourceSet: String?
    ) {
        let variants = module.flatMap { Self.variants($0.module.variants, sourceSet: sourceSet) } ?? []
        // Release variants (debug ones only when there are no others): the packages the RP ID's assetlinks.json
        // must grant get_login_creds to.
        let release = variants.filter { $0.buildType != "debug" }
        let ordered = release.isEmpty ? variants : release
        var packages: [String] = []
        for id in ordered.compactMap(\.applicationId) + [root.attribute("package")?.value].compactMap({ $0 })
        where !packages.contains(id) && !id.contains("${") {
            packages.append(id)
        }
        for application in root.children(named: "application") {
            for meta in application.children(named: "meta-data")
            where meta.attribute("name")?.value == AssetStatements.metaDataName {
                var declaration = ProjectReport.AssetStatementsDeclaration(
                    manifest: files.display(path), packages: packages, resource: nil, definedIn: nil, hosts: [])
                readAssetStatements(meta, path: path, module: module, into: &declaration)
                report.assetStatements.append(declaration)
            }
        }
    }

    private mutating func readAssetStatements(
        _ meta: XMLTextElement, path: String, module: GradleModuleFile?,
        into declaration: inout ProjectReport.AssetStatementsDeclaration
    ) {
        let fix: Message =
            "Write android:resource=\"@string/asset_statements\" and define that string in res/values/strings.xml."
        guard let resource = meta.attribute("resource") else {
            let what: Message =
                meta.attribute("value") == nil ? "no android:resource" : "android:value instead of android:resource"
            add(
                "asset-statements-reference",
                "the asset_statements meta-data has \(what): Credential Manager reads the statement list from a string resource",
                file: path, offset: meta.offset, hint: fix)
            return
        }
        guard let name = AndroidStringResource.stringReference(resource.value) else {
            add(
                "asset-statements-reference",
                "android:resource=\"\(resource.value)\" is not one of the app's string resources (@string/NAME)",
                file: path, offset: resource.valueOffset, hint: fix)
            return
        }
        declaration.resource = name
        let moduleFolder = module.map { Self.folder(of: $0.file) }
        guard let found = findString(name, moduleFolder: moduleFolder) else {
            reportUnresolved(name, path: path, offset: resource.valueOffset, moduleFolder: moduleFolder)
            return
        }
        declaration.definedIn = files.display(found.file)
        // Inline markup (<b>) would make the value styled text, not the JSON the compiler writes.
        let (value, removedQuotes) = AndroidStringResource.compiled(found.element.text)
        let statements = AssetStatements(compiled: value)
        if let malformed = statements.malformed {
            let at: Message = malformed.offset.map { " (at character \($0 + 1) of the compiled value)" } ?? ""
            let urls = Self.httpsURLs(in: found.element.text)
            let list = (urls.isEmpty ? [AssetStatements.includeURL("example.com")] : urls).map(Self.includeEntry(url:))
            let written = "<string name=\"\(name)\" translatable=\"false\">[\(list.joined(separator: ", "))]</string>"
            let hint: Message =
                removedQuotes
                ? "Android's resource compiler removes unescaped double quotes. Write \(written)"
                : "Write \(written)"
            add(
                "asset-statements-malformed",
                "the string \(name) is not a statement list Android can read: \(malformed.message)\(at)",
                file: found.file, offset: found.element.offset, hint: hint)
            return
        }
        for problem in statements.problems {
            add(
                "asset-statements-site", "the string \(name): \(problem.message)", file: found.file,
                offset: found.element.offset,
                hint: "Write each entry as \(Self.includeEntry("RPID"))")
        }
        declaration.hosts = statements.hosts
    }

    /// Why `@string/NAME` did not resolve: defined by Gradle (`resValue`), not checkable (the folder has
    /// no values files, as in a configuration-only copy of a project), or missing.
    private mutating func reportUnresolved(_ name: String, path: String, offset: Int, moduleFolder: String?) {
        let gradleDefines = files.paths.contains { relative in
            guard Self.gradleNames.contains(Self.lastComponent(relative)),
                case .success(let bytes) = files.read(relative)
            else { return false }
            let text = String(decoding: bytes, as: UTF8.self)
            return text.contains("resValue") && text.contains("\"\(name)\"")
        }
        if gradleDefines {
            add(
                "asset-statements-unresolved",
                "@string/\(name) is set by resValue in Gradle; the doctor does not check its statement list",
                file: path, offset: offset,
                hint:
                    "Move the statement list to res/values/strings.xml to have it checked, or check the resValue by hand.",
                severity: .note)
            return
        }
        let hasValues = files.paths.contains { Self.isValuesFile($0) }
        let element = "<string name=\"\(name)\" translatable=\"false\">[\(Self.includeEntry("RPID"))]</string>"
        let define: Message = "Define it in res/values/strings.xml: \(element)"
        if hasValues {
            add(
                "asset-statements-unresolved",
                "@string/\(name), which the asset_statements meta-data names, is defined in no values XML under the folder\(moduleFolder.map { " (looked in \(files.display($0.isEmpty ? "." : $0)) and every other module)" as Message } ?? "")",
                file: path, offset: offset, hint: define)
        } else {
            add(
                "asset-statements-unresolved",
                "@string/\(name) is not checked: the folder has no res/values files (pass the folder with the module's res/)",
                file: path, offset: offset,
                hint: "Run the doctor on the folder that holds the module's res/values*/ files (the whole project).",
                severity: .note)
        }
    }

    /// `{\"include\": \"https://HOST/.well-known/assetlinks.json\"}` as written in strings.xml (quotes escaped).
    static func includeEntry(_ host: String) -> String { includeEntry(url: AssetStatements.includeURL(host)) }

    static func includeEntry(url: String) -> String { "{\\\"include\\\": \\\"\(url)\\\"}" }

    static func lastComponent(_ path: String) -> String { String(path.split(separator: "/").last ?? "") }

    /// `res/values/strings.xml`, `app/src/main/res/values-fr/strings.xml`: a values resource file.
    static func isValuesFile(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        guard parts.count >= 3, path.hasSuffix(".xml") else { return false }
        return parts[parts.count - 3] == "res" && parts[parts.count - 2].hasPrefix("values")
    }

    /// The `<string name="NAME">` the compiler uses: the module's default `values/` first, then its
    /// qualified folders, then any other module's (a library module merged into the app).
    mutating func findString(_ name: String, moduleFolder: String?) -> StringResource? {
        let candidates = files.paths.filter { Self.isValuesFile($0) }
        func rank(_ path: String) -> Int {
            let inModule = moduleFolder.map { $0.isEmpty || path.hasPrefix($0 + "/") } ?? false
            let defaultFolder = path.split(separator: "/").dropLast().last == "values"
            return (inModule ? 0 : 2) + (defaultFolder ? 0 : 1)
        }
        for path in candidates.sorted(by: { (rank($0), $0) < (rank($1), $1) }) {
            guard case .success(let bytes) = files.read(path) else { continue }
            let text = String(decoding: bytes, as: UTF8.self)
            guard text.contains("\"\(name)\"") || text.contains("'\(name)'") else { continue }
            guard let root = try? XMLTextReader().read(bytes) else { continue }
            let element = root.children.first {
                ($0.name == "string" || ($0.name == "item" && $0.attribute("type")?.value == "string"))
                    && $0.attribute("name")?.value == name
            }
            guard let element else { continue }
            register(path, kind: "android-resources", source: SourceText(bytes))
            return StringResource(file: path, element: element)
        }
        return nil
    }

    /// The `https://...` URLs in a text, up to a quote, backslash, space or bracket (to rewrite a broken list).
    static func httpsURLs(in text: String) -> [String] {
        var urls: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: "https://") {
            let url = rest[start.lowerBound...].prefix { !"\"\\ \t\n]},'".contains($0) }
            if !urls.contains(String(url)) { urls.append(String(url)) }
            rest = rest[start.upperBound...]
        }
        return urls
    }

    // MARK: cross-checks

    mutating func checkPasskeys() {
        checkWebCredentialsListed()
        checkLoginCredentialsGranted()
        checkManifestRPIDs()
        let ios = report.webcredentialsHosts.filter { !$0.hasPrefix("*.") }
        let android = report.assetStatementsHosts
        if !ios.isEmpty, !android.isEmpty, Set(ios) != Set(android) {
            add(
                "passkey-platforms-differ",
                "the iOS app declares webcredentials: \(ios.joined(separator: ", ")) and the Android app's asset_statements name \(android.joined(separator: ", ")): passkeys for \(Array(Set(ios).symmetricDifference(android)).sorted().joined(separator: ", ")) work on one platform only"
            )
        }
    }

    /// A hosted AASA that lists an app for applinks but not for webcredentials, while the app declares
    /// `webcredentials:` domains: the file is this app's, and iOS reads its `webcredentials` for passkeys.
    mutating func checkWebCredentialsListed() {
        var reported: Set<String> = []
        for configuration in report.apple where !configuration.webcredentials.isEmpty {
            guard let appID = configuration.appID else { continue }
            for (path, file) in localAssociations {
                let listed = file.services(listing: appID)
                guard listed.contains(.applinks), !listed.contains(.webcredentials),
                    reported.insert(path + "\u{0}" + appID).inserted
                else { continue }
                let hosts = configuration.webcredentials.map { "webcredentials:" + $0 }.joined(separator: ", ")
                add(
                    "webcredentials-app-not-listed",
                    "\(files.display(path)) lists \(appID) for applinks but not in webcredentials.apps, while \(configuration.target) declares \(hosts): iOS refuses its passkeys and passwords for the domains that serve this file (ASAuthorizationError 1004)",
                    file: path, offset: file.webcredentials?.offset,
                    hint:
                        "Add \"\(appID)\" to webcredentials.apps: \("\"webcredentials\": {\"apps\": [\"\(appID)\"]}").")
            }
        }
    }

    /// A hosted assetlinks.json that grants an app App Links but not `get_login_creds`, while the app
    /// declares `asset_statements`.
    mutating func checkLoginCredentialsGranted() {
        let packages = Set(report.assetStatements.filter { !$0.hosts.isEmpty }.flatMap(\.packages))
        guard !packages.isEmpty else { return }
        for path in files.named("assetlinks.json") {
            guard let index = fileIndex[path], let source = report.files[index].source,
                let file = AssetLinksDocument(bytes: source.bytes).file
            else { continue }
            for package in packages.sorted() {
                let statements = file.statements.filter { $0.packageName == package }
                guard let linking = statements.first(where: \.handlesAllURLs),
                    !statements.contains(where: { $0.relations.contains(AssetStatements.loginCredentials) })
                else { continue }
                add(
                    "assetlinks-login-creds-missing",
                    "\(files.display(path)) grants \(package) handle_all_urls but not get_login_creds, while the app's asset_statements name this kind of file: Credential Manager refuses its passkeys for the hosts that serve it (\"RP ID cannot be validated\")",
                    file: path, offset: linking.offset,
                    hint:
                        "Add \"\(AssetStatements.loginCredentials)\" to the relation list of the statement for \(package)."
                )
            }
        }
    }

    /// The RP IDs `ulinks.json` declares, against what the apps declare.
    mutating func checkManifestRPIDs() {
        guard let manifest, let manifestFile, let passkeys = manifest.passkeys else { return }
        let iosBuilt = !report.apple.isEmpty || report.apps.contains { $0.bundleIdentifier != nil }
        let androidBuilt = !report.android.isEmpty || !report.assetStatements.isEmpty
        let webcredentials = Set(report.webcredentialsHosts.map(Self.ascii))
        let included = Set(report.assetStatementsHosts.map(Self.ascii))
        for rpID in passkeys.rpIDs {
            let host = Self.ascii(rpID)
            let offset = manifestRoot?["passkeys"]?["rpIDs"]?.array?.first { $0.string == rpID }?.offset
            if iosBuilt, !manifest.apps.isEmpty, !webcredentials.contains(host) {
                add(
                    "passkey-rpid-not-declared",
                    "\(rpID) is a passkey RP ID in the manifest, but no webcredentials:\(host) entry is in the app's entitlements: iOS refuses passkeys for it (ASAuthorizationError 1004)",
                    file: manifestFile, offset: offset,
                    hint:
                        "Add <string>webcredentials:\(host)</string> to the com.apple.developer.associated-domains array."
                )
            }
            if androidBuilt, !manifest.android.isEmpty, !included.contains(host) {
                add(
                    "passkey-rpid-not-declared",
                    "\(rpID) is a passkey RP ID in the manifest, but no asset_statements of the Android app includes \(AssetStatements.includeURL(host))",
                    file: manifestFile, offset: offset,
                    hint: "Add \(Self.includeEntry(host)) to the asset_statements string (ulinks generate writes it).")
            }
        }
    }
}
