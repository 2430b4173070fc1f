#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads an app's source folder (Xcode, Android, Expo, Flutter and Capacitor projects, macOS app bundles,
/// provisioning profiles, `ulinks.json`) and cross-checks what decides whether links open the app,
/// without building it and without the network. Each finding is a ``Diagnostic`` with a stable code
/// (domain ``DiagnosticCodeInfo/Domain/project``), located in the project file that causes it.
///
/// The online part (fetching each domain's files) is the CLI's: ``ProjectReport/domains`` and
/// ``ProjectReport/appIDs`` say what to fetch.
public struct ProjectDoctor: Sendable {
    /// A signing certificate given by the user (`--signing-cert`), read by the caller.
    public struct SigningCertificate: Sendable, Hashable {
        public enum Key: String, Sendable, Hashable, Codable {
            case debug, playAppSigning, developerKey
        }
        public var file: String
        public var fingerprint: String
        public var subject: String?
        public var key: Key

        public init(file: String, fingerprint: String, subject: String?, key: Key) {
            self.file = file
            self.fingerprint = fingerprint
            self.subject = subject
            self.key = key
        }
    }

    /// A built `.app` bundle found in the folder, read by the caller (its signed entitlements).
    public struct AppBundle: Sendable {
        public var path: String
        public var bundleIdentifier: String?
        public var entitlements: EntitlementsDocument

        public init(path: String, bundleIdentifier: String?, entitlements: EntitlementsDocument) {
            self.path = path
            self.bundleIdentifier = bundleIdentifier
            self.entitlements = entitlements
        }
    }

    public struct Options: Sendable {
        /// A manifest to compare with instead of the folder's `ulinks.json`: its display name and bytes.
        public var manifest: (name: String, bytes: [UInt8])?
        public var signingCertificates: [SigningCertificate]
        /// PKCS#12 keystores given (`--keystore`): named with the command that prints their fingerprint.
        public var keystores: [String]
        public var appBundles: [AppBundle]
        public var fixSnippets: Bool
        /// How many URLs generated from the association file are decided on both platforms.
        public var sampleURLs: Int
        /// "Now", for profile expiry.
        public var now: Date

        public init(
            manifest: (name: String, bytes: [UInt8])? = nil, signingCertificates: [SigningCertificate] = [],
            keystores: [String] = [], appBundles: [AppBundle] = [], fixSnippets: Bool = false, sampleURLs: Int = 400,
            now: Date = Date()
        ) {
            self.manifest = manifest
            self.signingCertificates = signingCertificates
            self.keystores = keystores
            self.appBundles = appBundles
            self.fixSnippets = fixSnippets
            self.sampleURLs = sampleURLs
            self.now = now
        }
    }

    public var options: Options

    public init(options: Options = Options()) { self.options = options }

    /// Examines the folder `files` walked.
    public func examine(_ files: ProjectFiles) -> ProjectReport {
        var run = ProjectDoctorRun(files: files, options: options)
        run.examine()
        return run.report
    }
}

/// One examination: the report being built and what the checks share.
struct ProjectDoctorRun {
    let files: ProjectFiles
    let options: ProjectDoctor.Options
    var report: ProjectReport
    var fileIndex: [String: Int] = [:]
    /// The manifest compared with, and its JSON (for positions).
    var manifest: LinkManifest?
    var manifestFile: String?
    var manifestRoot: JSONNode?
    /// App IDs association files in the project list (manifest, local AASA files).
    var associationAppIDs: [String] = []
    var associationSources: [String] = []
    var association: AssociationFile?
    /// The association files the project hosts, parsed, with their paths (the passkey checks read their
    /// `webcredentials`).
    var localAssociations: [(path: String, file: AssociationFile)] = []
    /// Android apps the project's statements list: package to fingerprints, and where.
    var listedAndroid: [String: [String]] = [:]
    var listedAndroidSources: [String] = []
    /// Android filters of every manifest, with their file, for the cross-platform comparison.
    var androidFilters: [(file: String, filters: [AndroidFilterSource])] = []
    /// Flutter: the plugin that handles links, and where Flutter's own handling is switched.
    var flutterPlugins: [(file: String, name: String, offset: Int)] = []
    var flutterFlags: [(file: String, value: Bool, offset: Int)] = []
    /// Files read once however many configurations name them.
    var xcconfigs: [String: XCConfigFile] = [:]
    var entitlements: [String: EntitlementsDocument] = [:]
    /// Every associated-domains entry (any service) the project's entitlements and Expo config list, after
    /// build-setting expansion, in the order found: the entitlements snippet keeps them all.
    var declaredAssociatedDomains: [String] = []
    /// Includes and base configurations the folder lacks, with what they leave unknown, in order found.
    var missingIncludes: [String: MissingIncludeEffect] = [:]
    var missingIncludeOrder: [String] = []
    /// Targets (project and name) built for macOS, watchOS, tvOS or visionOS rather than iOS.
    var nonDeviceConfigurations: Set<String> = []

    init(files: ProjectFiles, options: ProjectDoctor.Options) {
        self.files = files
        self.options = options
        report = ProjectReport(path: files.root)
    }

    mutating func examine() {
        for link in files.linksOutside {
            add(
                "project-link-outside",
                "\(files.display(link)) is a symbolic link to a place outside the folder; not followed")
        }
        for reason in files.limitsReached { add("project-limit", reason) }
        readManifest()
        readAssociationFiles()
        readXcodeProjects()
        readProfiles()
        readAppBundles()
        readAndroid()
        readExpo()
        readFlutter()
        checkTargetsWithoutDomains()
        checkSigning()
        compareWithManifest()
        compareURLs()
        checkPasskeys()
        if options.fixSnippets { report.snippets = snippets() }
        report.declaredFingerprints = listedAndroid.mapValues {
            Array(Set($0.map { Fingerprint.normalize($0) ?? $0 })).sorted()
        }
        if files.budgetSpent {
            add(
                "project-limit",
                "stopped reading: the byte budget (\(files.limits.totalBytes) bytes) for the folder is spent")
        }
        let sawSomething = report.files.contains {
            ["pbxproj", "android-manifest", "app-json", "app-bundle"].contains($0.kind)
        }
        if !sawSomething {
            // A folder whose configuration the doctor cannot run (app.config.ts, an XcodeGen spec) is not
            // empty: the note that named it says what would let the doctor read it.
            // Entitlements files without a project (XcodeGen, Tuist) likewise.
            let unread =
                report.allDiagnostics.contains { $0.diagnostic.code == "app-config-not-read" }
                || files.paths.contains { $0.hasSuffix(".entitlements") }
            add(
                "project-empty",
                "no Xcode project, AndroidManifest.xml, Expo app.json or .app bundle under \(report.path.isEmpty ? "." : report.path)",
                severity: unread ? .note : nil)
        }
        for index in report.files.indices {
            report.files[index].diagnostics = DiagnosticReport(report.files[index].diagnostics).sorted().diagnostics
        }
    }

    // MARK: files and findings

    /// Registers `relative` in the report (once) and returns its index.
    @discardableResult
    mutating func register(_ relative: String, kind: String, source: SourceText? = nil, external: Bool = false) -> Int {
        if let index = fileIndex[relative] {
            if report.files[index].source == nil, let source { report.files[index].source = source }
            return index
        }
        // Files given on the command line keep their own path; the folder's are shown under the root.
        let shown = external ? relative : files.display(relative)
        report.files.append(ProjectReport.File(path: shown, kind: kind, diagnostics: [], source: source))
        fileIndex[relative] = report.files.count - 1
        return report.files.count - 1
    }

    /// Reads a project file through the walker's gate; a failure is a finding at `reference` (the place
    /// that names the file) or about the file itself.
    mutating func read(
        _ relative: String, kind: String, reference: (file: String, offset: Int)? = nil,
        missingCode: DiagnosticCode = "project-file-unreadable"
    ) -> [UInt8]? {
        switch files.read(relative) {
        case .success(let bytes):
            register(relative, kind: kind, source: SourceText(bytes))
            return bytes
        case .failure(let failure):
            let code: DiagnosticCode = failure == .missing ? missingCode : "project-file-unreadable"
            if case .budgetSpent = failure { return nil }
            let message: Message = "\(files.display(relative)) \(failure.message)"
            if let reference {
                add(code, message, file: reference.file, offset: reference.offset)
            } else {
                add(code, message, file: relative, kind: kind)
            }
            return nil
        }
    }

    /// Reads and parses an XML file; a malformed one is an `xml-syntax` finding at the mistake.
    mutating func readXML(_ relative: String, kind: String) -> XMLTextElement? {
        guard let bytes = read(relative, kind: kind) else { return nil }
        // A binary property list (an Info.plist Xcode compiled) has no lines to check.
        if bytes.starts(with: Array("bplist".utf8)) {
            report.files[fileIndex[relative] ?? 0].source = nil
            return nil
        }
        do {
            return try XMLTextReader().read(bytes)
        } catch {
            add("xml-syntax", error.message, file: relative, offset: error.offset)
            return nil
        }
    }

    /// Adds a finding, in `file` at `offset` when given (about no file otherwise).
    mutating func add(
        _ code: DiagnosticCode, _ message: Message, file: String? = nil, offset: Int? = nil, kind: String = "file",
        hint: Message? = nil, severity: Severity? = nil
    ) {
        guard let file else {
            report.diagnostics.append(Diagnostic(code, severity: severity, message, hint: hint))
            return
        }
        let index = register(file, kind: kind)
        let location = offset.flatMap { offset in report.files[index].source?.location(of: offset) }
        let diagnostic = Diagnostic(code, severity: severity, message, hint: hint, at: location)
        // The same place can be reached from several variants or configurations: report it once.
        if !report.files[index].diagnostics.contains(diagnostic) { report.files[index].diagnostics.append(diagnostic) }
    }

    /// Adds diagnostics already located in `file` (a reader's own findings).
    mutating func add(_ diagnostics: [Diagnostic], file: String, kind: String) {
        let index = register(file, kind: kind)
        for diagnostic in diagnostics where !report.files[index].diagnostics.contains(diagnostic) {
            report.files[index].diagnostics.append(diagnostic)
        }
    }

    /// "ulinks.json does not" or "ulinks.json and web/assetlinks.json do not".
    static func doNot(_ sources: [String]) -> Message {
        sources.count == 1 ? "\(sources[0]) does not" : "\(sources.joined(separator: " and ")) do not"
    }

    /// The folder part of a relative path (`""` for a file at the root).
    static func folder(of relative: String) -> String {
        guard let slash = relative.lastIndex(of: "/") else { return "" }
        return String(relative[..<slash])
    }

    /// `base/relative`, normalized; an absolute path as it is (the reader refuses it unless it is inside
    /// the root); nil when it climbs above the root.
    static func join(_ base: String, _ relative: String) -> String? {
        if relative.hasPrefix("/") { return relative }
        return ProjectFiles.normalize(base.isEmpty ? relative : base + "/" + relative)
    }

    // MARK: manifest and association files

    mutating func readManifest() {
        var name: String
        var bytes: [UInt8]
        if let given = options.manifest {
            name = given.name
            bytes = given.bytes
            register(name, kind: "manifest", source: SourceText(bytes), external: true)
        } else {
            // The shallowest ulinks.json (a monorepo's app folder before its packages).
            guard
                let found = files.named("ulinks.json").min(by: {
                    $0.split(separator: "/").count < $1.split(separator: "/").count
                }),
                let read = read(found, kind: "manifest")
            else { return }
            name = found
            bytes = read
        }
        let result = ManifestReader().read(bytes)
        add(result.report.diagnostics, file: name, kind: "manifest")
        manifest = result.partial
        manifestFile = name
        manifestRoot = JSONReader().read(bytes).root
        report.manifest = report.files[fileIndex[name] ?? 0].path
        if let manifest {
            associationAppIDs += manifest.apps
            associationSources.append(files.display(name))
            association = manifest.associationFile()
            for app in manifest.android { listedAndroid[app.package, default: []] += app.fingerprints }
            if !manifest.android.isEmpty { listedAndroidSources.append(files.display(name)) }
        }
    }

    /// `apple-app-site-association` and `assetlinks.json` files the project hosts (a website folder in the
    /// same repository): the app IDs and packages they list count as declared.
    mutating func readAssociationFiles() {
        for path in files.named("apple-app-site-association") {
            guard let bytes = read(path, kind: "association") else { continue }
            let validation = AASAValidator().validate(bytes)
            guard let file = validation.file else { continue }
            associationAppIDs += file.applinks?.details.flatMap { $0.appIDs.map(\.value) } ?? []
            associationSources.append(files.display(path))
            localAssociations.append((path, file))
            if association == nil { association = file }
        }
        for path in files.named("assetlinks.json") {
            guard let bytes = read(path, kind: "assetlinks") else { continue }
            guard let file = AssetLinksDocument(bytes: bytes).file else { continue }
            for statement in file.statements where statement.handlesAllURLs {
                guard let package = statement.packageName else { continue }
                listedAndroid[package, default: []] += statement.fingerprints
            }
            listedAndroidSources.append(files.display(path))
        }
    }

    /// The offset of the JSON string `value` under `pointer`'s array in the manifest (for positions).
    func manifestOffset(_ key: String, _ value: String) -> Int? {
        manifestRoot?[key]?.array?.first { $0.string == value }?.offset
    }
}
