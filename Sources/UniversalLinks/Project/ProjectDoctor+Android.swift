/// Android modules: Gradle variants, source manifests read per variant (placeholders differ), the filter
/// checks, the hosts Android verifies, and the packages and signing keys the project's statements list.
extension ProjectDoctorRun {
    /// A Gradle file that configures an Android module.
    struct GradleModuleFile {
        var file: String
        var script: GradleBuildScript
        var module: AndroidGradleModule
        /// A `com.android.library` module: its manifest is merged into the apps that use it, and it has
        /// no package of its own to list in assetlinks.json.
        var isLibrary: Bool
    }

    static let gradleNames: Set<String> = ["build.gradle", "build.gradle.kts"]

    mutating func readAndroid() {
        var modules: [String: GradleModuleFile] = [:]
        for path in files.paths where Self.gradleNames.contains(String(path.split(separator: "/").last ?? "")) {
            guard let bytes = read(path, kind: "gradle") else { continue }
            let script = GradleBuildScript(bytes: bytes)
            for problem in script.problems { add("gradle-syntax", problem.message, file: path, offset: problem.offset) }
            guard script.blocks.contains(where: { $0.path == [AndroidGradleModule.android] }) else { continue }
            let module = AndroidGradleModule(script: script)
            let isLibrary = Self.isLibraryModule(bytes)
            // A library's applicationId and SDK levels are not what devices verify: the app's are.
            for setting in module.computed where !isLibrary {
                add(
                    "gradle-value-computed",
                    "\(setting.key) is computed (\(setting.raw)); the doctor checks literals only",
                    file: path, offset: setting.valueOffset)
            }
            modules[Self.folder(of: path)] = GradleModuleFile(
                file: path, script: script, module: module, isLibrary: isLibrary)
        }
        for path in files.named("AndroidManifest.xml") {
            let moduleFolder =
                path.firstRange(of: "/src/").map { String(path[..<$0.lowerBound]) }
                ?? (path.hasPrefix("src/") ? "" : Self.folder(of: path))
            let module = modules[moduleFolder]
            guard let root = readXML(path, kind: "android-manifest") else { continue }
            readManifest(root, path: path, module: module, sourceSet: Self.sourceSet(of: path))
            readAssetStatements(root, path: path, module: module, sourceSet: Self.sourceSet(of: path))
        }
        checkPackagesListed(modules)
        checkDebugSignedReleases(modules)
    }

    /// A non-debug build type signed with the debug key, in an application module whose variants of that
    /// build type verify a host (an example app or a library verifies nothing: its signing key does not
    /// matter to links).
    mutating func checkDebugSignedReleases(_ modules: [String: GradleModuleFile]) {
        for (_, entry) in modules.sorted(by: { $0.key < $1.key }) where !entry.isLibrary {
            let shown = files.display(entry.file)
            for setting in entry.script.settings
            where setting.key == "signingConfig" && setting.raw.contains("debug")
                && setting.path.count == 3 && setting.path[1] == "buildTypes" && setting.path[2] != "debug"
            {
                let buildType = setting.path[2]
                let names = Set(entry.module.variants.filter { $0.buildType == buildType }.map(\.name))
                guard
                    report.android.contains(where: {
                        $0.module == shown && names.contains($0.variant) && !$0.hosts.isEmpty
                    })
                else { continue }
                add(
                    "fingerprint-debug-only",
                    "the \(setting.path[2]) build type signs with the debug key (\(setting.raw)): its fingerprint is the debug keystore's",
                    file: entry.file, offset: setting.valueOffset)
            }
        }
    }

    /// Whether a Gradle file applies the Android library plugin (`id("com.android.library")`,
    /// `apply plugin: 'com.android.library'`, a version catalog's `alias(libs.plugins.android.library)`)
    /// and not the application one.
    static func isLibraryModule(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        let library = text.contains("com.android.library") || text.contains("plugins.android.library")
        let application = text.contains("com.android.application") || text.contains("plugins.android.application")
        return library && !application
    }

    /// The source set a manifest belongs to (`main`, `debug`, `free`, `freeRelease`): the folder under
    /// `src/`; nil for a manifest outside `src/`.
    static func sourceSet(of path: String) -> String? {
        let parts = path.split(separator: "/").map(String.init)
        guard let src = parts.firstIndex(of: "src"), src + 2 < parts.count else { return nil }
        return parts[src + 1]
    }

    /// The variants a source set's manifest is merged into, as the Android Gradle plugin merges them
    /// (https://developer.android.com/build/manage-manifests#merge-manifests: the variant's
    /// `<flavor><BuildType>` set over the build type's, the flavour's and `main`): `main` (or a manifest
    /// outside `src/`) into every variant, `debug` into the debug variants, `free` into the free ones,
    /// `freeDebug` into that one. Nil when the set matches no variant (`androidTest`, a set the Gradle file
    /// does not declare): its manifest ships in no variant the doctor knows.
    static func variants(
        _ all: [AndroidGradleModule.Variant], sourceSet: String?
    ) -> [AndroidGradleModule.Variant]? {
        guard let set = sourceSet, set != "main" else { return all }
        let matching = all.filter { set == $0.buildType || set == $0.flavor || set == $0.name }
        return matching.isEmpty ? nil : matching
    }

    /// One source manifest, once per distinct set of placeholder values among the variants it is merged
    /// into.
    mutating func readManifest(_ root: XMLTextElement, path: String, module: GradleModuleFile?, sourceSet: String?) {
        let found = module?.module.variants ?? []
        let applicable = Self.variants(found, sourceSet: sourceSet)
        let variants: [AndroidGradleModule.Variant?] =
            found.isEmpty ? [nil] : applicable.map { $0.map { $0 } } ?? [nil]
        // Without a Gradle variant, the row is named after the source set (`main`, `androidTest`).
        let unmatchedName = sourceSet ?? "main"
        var checked: [[String: String]] = []
        var firstFilters: [AndroidFilterSource]?
        for variant in variants {
            let placeholders = variant?.placeholders ?? [:]
            let source = AndroidManifestSource(root: root, placeholders: placeholders)
            if !checked.contains(placeholders) {
                checked.append(placeholders)
                for filter in source.filters { checkFilter(filter, file: path) }
                for unresolved in source.unresolvedPlaceholders {
                    if variant?.computedPlaceholders.contains(unresolved.name) == true {
                        add(
                            "gradle-value-computed",
                            "${\(unresolved.name)} is set by code in Gradle (not a literal) for some variants; the doctor checks literals only",
                            file: path, offset: unresolved.offset)
                        continue
                    }
                    add(
                        "manifest-placeholder-unresolved",
                        "${\(unresolved.name)} has no literal manifestPlaceholders value\(variant.map { " in the \($0.name) variant" as Message } ?? " (no Gradle module found)")",
                        file: path, offset: unresolved.offset)
                }
                for meta in source.metaData where meta.name == "flutter_deeplinking_enabled" {
                    flutterFlags.append((path, meta.value == "true", meta.offset))
                }
            }
            if firstFilters == nil { firstFilters = source.filters }
            guard source.filters.contains(where: { $0.filter.handlesWebURIs(onlyWebSchemes: false) }) else { continue }
            let collection = AndroidHostCollection(filters: source.filters.map(\.filter), targetSdk: variant?.targetSdk)
            report.android.append(
                ProjectReport.AndroidVariant(
                    manifest: files.display(path), module: module.map { files.display($0.file) },
                    variant: variant?.name ?? unmatchedName, applicationId: variant?.applicationId ?? source.package,
                    targetSdk: variant?.targetSdk, perHost: collection.perHost, hosts: collection.hosts,
                    invalidHosts: collection.invalidHosts))
            if !collection.perHost, collection.hosts.count > 1,
                let first = source.filters.first(where: { $0.filter.autoVerify })
            {
                add(
                    "android-hosts-verified-together",
                    "the \(variant?.name ?? "app") targets API \(variant?.targetSdk.map(String.init) ?? "?") (below 31): Android verifies \(collection.hosts.joined(separator: ", ")) together, and one host failing fails them all",
                    file: path, offset: first.offset)
            }
        }
        androidFilters.append((path, firstFilters ?? []))
    }

    /// The checks of one intent filter (a source manifest's or Expo's), located in `file`.
    mutating func checkFilter(_ source: AndroidFilterSource, file: String) {
        let filter = source.filter
        for invalid in source.invalidPatterns {
            add(
                "android-pattern-invalid", "Android refuses the pattern \"\(invalid.pattern)\": \(invalid.message)",
                file: file, offset: invalid.offset)
        }
        guard filter.autoVerify else { return }
        let web = filter.schemes.filter { $0 == "http" || $0 == "https" }
        guard !web.isEmpty else { return }
        let hosts = filter.hosts.isEmpty ? "" : " (\(filter.distinctHosts.joined(separator: ", ")))"
        for scheme in filter.schemes where scheme != "http" && scheme != "https" {
            let origin: Message =
                scheme.hasPrefix("exp+")
                ? "Expo's development-build scheme "
                : scheme.hasPrefix("fb") ? "Facebook Login's scheme " : "the scheme "
            add(
                "autoverify-custom-scheme",
                "this android:autoVerify filter also lists \(origin + .verbatim(scheme)): Android 12+ verifies none of its hosts\(hosts)",
                file: file, offset: source.schemeOffsets[scheme] ?? source.offset)
        }
        let required = [
            (AndroidManifest.IntentFilter.viewAction, "action"),
            (AndroidManifest.IntentFilter.browsableCategory, "category"),
            (AndroidManifest.IntentFilter.defaultCategory, "category"),
        ]
        let missing = required.filter { !filter.actions.contains($0.0) && !filter.categories.contains($0.0) }
        if !missing.isEmpty {
            add(
                "autoverify-incomplete-filter",
                "this android:autoVerify filter lacks \(missing.map(\.0).joined(separator: " and ")): its hosts\(hosts) are not verified",
                file: file, offset: source.offset,
                hint: "Add \(missing.map { "<\($0.1) android:name=\"\($0.0)\" />" }.joined(separator: " "))")
        }
        if filter.hosts.isEmpty {
            add(
                "autoverify-without-host", "this android:autoVerify filter names no host: nothing is verified",
                file: file, offset: source.offset)
        }
        // A host still holding `${name}` is unknown (its placeholder is computed or unresolved, reported
        // as such), not invalid.
        for host in filter.hosts where !AndroidHostCollection.isValidHost(host) && !host.contains("${") {
            add(
                "autoverify-invalid-host", "\"\(host)\" is not a domain name; Android leaves it out of verification",
                file: file, offset: source.hostOffsets[host] ?? source.offset)
        }
    }

    /// Release variants whose applicationId the project's statements (ulinks.json, assetlinks.json) do
    /// not list, among the variants that verify a host: only an application module whose manifests (as
    /// merged for that variant) have an `autoVerify` filter with a host needs its package listed; a
    /// `com.android.library` module has no package of its own. Debug build types are left out: they are
    /// usually not meant to verify.
    mutating func checkPackagesListed(_ modules: [String: GradleModuleFile]) {
        guard !listedAndroid.isEmpty else { return }
        for (_, entry) in modules.sorted(by: { $0.key < $1.key }) where !entry.isLibrary {
            let shown = files.display(entry.file)
            for variant in entry.module.variants where variant.buildType != "debug" {
                guard let id = variant.applicationId, listedAndroid[id] == nil else { continue }
                let verifies = report.android.contains {
                    $0.module == shown && $0.variant == variant.name && !$0.hosts.isEmpty
                }
                guard verifies else { continue }
                let script = entry.script
                // Point at the suffix that makes the difference, else at the applicationId.
                let paths = [
                    [AndroidGradleModule.android, "buildTypes", variant.buildType],
                    variant.flavor.map { [AndroidGradleModule.android, "productFlavors", $0] },
                    [AndroidGradleModule.android, "defaultConfig"],
                ].compactMap { $0 }
                let setting =
                    paths.lazy.compactMap { script.settings("applicationIdSuffix", in: $0).last }.first
                    ?? paths.lazy.compactMap { script.settings("applicationId", in: $0).last }.first
                add(
                    "package-not-in-assetlinks",
                    "the \(variant.name) variant is \(id), which \(Self.doNot(listedAndroidSources)) list (listed: \(listedAndroid.keys.sorted().joined(separator: ", ")))",
                    file: entry.file, offset: setting?.valueOffset)
            }
        }
    }

    /// Fingerprints: placeholders in the lists, the given certificates listed or not, debug and upload keys.
    mutating func checkSigning() {
        if let manifestFile, let apps = manifestRoot?["android"]?.array {
            for app in apps {
                for value in app["fingerprints"]?.array ?? [] {
                    guard let text = value.string, Self.isPlaceholderFingerprint(text) else { continue }
                    add(
                        "fingerprint-placeholder", "\"\(text)\" is a placeholder, not a certificate's fingerprint",
                        file: manifestFile, offset: value.offset)
                }
            }
        }
        for path in files.named("assetlinks.json") {
            guard let index = fileIndex[path], let source = report.files[index].source else { continue }
            let document = AssetLinksDocument(bytes: source.bytes)
            for statement in document.file?.statements ?? [] {
                for fingerprint in statement.fingerprints where Self.isPlaceholderFingerprint(fingerprint) {
                    add(
                        "fingerprint-placeholder",
                        "\"\(fingerprint)\" is a placeholder, not a certificate's fingerprint",
                        file: path, offset: statement.offset)
                }
            }
        }
        let listed = Set(listedAndroid.values.flatMap { $0.map { Fingerprint.normalize($0) ?? $0 } })
        for certificate in options.signingCertificates {
            register(certificate.file, kind: "signing-cert", external: true)
            if !listedAndroid.isEmpty, !listed.contains(certificate.fingerprint) {
                add(
                    "fingerprint-not-listed",
                    "\(certificate.fingerprint) (\(certificate.subject ?? "no subject")) is not in \(listedAndroidSources.joined(separator: " and "))",
                    file: certificate.file, kind: "signing-cert")
            }
            switch certificate.key {
            case .debug:
                if options.signingCertificates.allSatisfy({ $0.key == .debug }) {
                    add(
                        "fingerprint-debug-only",
                        "\(certificate.file) is Android's debug certificate: release builds are signed with another key",
                        file: certificate.file, kind: "signing-cert")
                }
            case .developerKey:
                if listed == [certificate.fingerprint]
                    || (listedAndroid.isEmpty && options.signingCertificates.count == 1)
                {
                    add(
                        "fingerprint-upload-key",
                        "\(certificate.file) (\(certificate.subject ?? "")) looks like your own key: with Play App Signing devices see the app signing key instead",
                        file: certificate.file, kind: "signing-cert")
                }
            case .playAppSigning: break
            }
        }
        for keystore in options.keystores {
            register(keystore, kind: "keystore", external: true)
            add(
                "keystore-not-read",
                "\(keystore): print its certificate's SHA-256 with keytool -list -v -keystore \(keystore), or export it with keytool -exportcert -keystore \(keystore) -alias ALIAS -file cert.der and pass --signing-cert cert.der",
                file: keystore, kind: "keystore")
        }
    }

    /// All zeros, one byte repeated, letters that are not hex, or the usual TODO words.
    static func isPlaceholderFingerprint(_ text: String) -> Bool {
        let upper = text.uppercased()
        if ["TODO", "YOUR", "XX:", "REPLACE", "SHA256", "<", "$"].contains(where: { upper.contains($0) }) {
            return true
        }
        guard let normalised = Fingerprint.normalize(text) else { return false }
        let bytes = normalised.split(separator: ":")
        return Set(bytes).count == 1 || normalised.hasPrefix("12:34:56:78") || normalised.hasPrefix("AB:CD:EF")
    }
}
