/// What ``ProjectDoctor`` found in a project folder: every file it read with the findings located in it,
/// what the project builds (iOS targets and configurations, Android variants and their verified hosts,
/// Expo's config), and the domains and apps to check online. `Encodable` as `ulinks doctor PATH --format
/// json` prints it (Docs/ProjectDoctor.md).
public struct ProjectReport: Sendable, Encodable {
    public struct File: Sendable, Encodable {
        /// The path as displayed (relative to the current folder when the root was given relatively).
        public var path: String
        /// `pbxproj`, `entitlements`, `xcconfig`, `profile`, `info-plist`, `android-manifest`, `gradle`,
        /// `app-json`, `pubspec`, `manifest`, `association`, `assetlinks`, `signing-cert`, `app-bundle`.
        public var kind: String
        public var diagnostics: [Diagnostic]
        /// The text, for rendering findings with their line (not encoded).
        public var source: SourceText?

        enum CodingKeys: String, CodingKey { case path, kind, diagnostics }
    }

    /// One build configuration of an iOS or macOS app target.
    public struct AppleConfiguration: Sendable, Encodable, Hashable {
        public var project: String
        public var target: String
        public var configuration: String
        public var bundleIdentifier: String?
        public var team: String?
        /// `team.bundle` when both are known.
        public var appID: String?
        public var entitlements: String?
        /// The `applinks:` hosts (as written, wildcards included) after build-setting expansion.
        public var applinks: [String]
        /// The `webcredentials:` hosts (passkeys and passwords), likewise.
        public var webcredentials: [String] = []
    }

    /// A provisioning profile found in the folder.
    public struct Profile: Sendable, Encodable, Hashable {
        public var file: String
        public var name: String?
        public var teams: [String]
        public var applicationIdentifier: String?
        public var associatedDomains: [String]?
        public var expires: String?
    }

    /// One variant of an Android app module with the hosts Android verifies for it.
    public struct AndroidVariant: Sendable, Encodable, Hashable {
        public var manifest: String
        public var module: String?
        public var variant: String
        public var applicationId: String?
        public var targetSdk: Int?
        /// Hosts verified one by one (target 31+) or all together.
        public var perHost: Bool
        public var hosts: [String]
        public var invalidHosts: [String]
    }

    /// An app built by a bundle found in the folder or an Expo config.
    public struct ConfiguredApp: Sendable, Encodable, Hashable {
        public var file: String
        public var bundleIdentifier: String?
        public var androidPackage: String?
        public var applinks: [String]
        public var androidHosts: [String]
        /// The `webcredentials:` hosts of its entitlements.
        public var webcredentials: [String] = []
    }

    /// An Android manifest's `asset_statements` meta-data (passkeys and passwords, Credential Manager):
    /// the string resource it names, where that is defined, and the hosts its statement list names.
    public struct AssetStatementsDeclaration: Sendable, Encodable, Hashable {
        public var manifest: String
        /// The application IDs of the non-debug variants the manifest is merged into (all of them when every
        /// variant is a debug one), then the manifest's `package`.
        public var packages: [String]
        /// The string resource's name (`asset_statements`); nil when the meta-data names none.
        public var resource: String?
        /// The values file that defines it, when found.
        public var definedIn: String?
        /// The hosts of its includes and web statements, in order.
        public var hosts: [String]
    }

    /// Copy-paste text for the fixes (`--fix-snippets`); never written into the project.
    public struct Snippets: Sendable, Encodable, Hashable {
        public var entitlements: String?
        public var intentFilter: String?
    }

    public var path: String
    public var files: [File] = []
    /// Findings about no single file (limits, nothing found).
    public var diagnostics: [Diagnostic] = []
    public var apple: [AppleConfiguration] = []
    public var profiles: [Profile] = []
    public var android: [AndroidVariant] = []
    public var apps: [ConfiguredApp] = []
    /// The manifest compared with, when there is one.
    public var manifest: String?
    public var snippets: Snippets?
    /// The signing fingerprints the project's statements (ulinks.json, assetlinks.json) declare per package.
    public var declaredFingerprints: [String: [String]] = [:]
    /// Every Android manifest's `asset_statements` (passkeys), in the order read.
    public var assetStatements: [AssetStatementsDeclaration] = []

    public init(path: String) { self.path = path }

    enum CodingKeys: String, CodingKey {
        case path, files, diagnostics, apple, profiles, android, apps, manifest, snippets, declaredFingerprints,
            domains, appIDs, assetStatements, webcredentialsHosts
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(path, forKey: .path)
        try c.encode(files, forKey: .files)
        try c.encode(diagnostics, forKey: .diagnostics)
        try c.encode(apple, forKey: .apple)
        try c.encode(profiles, forKey: .profiles)
        try c.encode(android, forKey: .android)
        try c.encode(apps, forKey: .apps)
        try c.encode(manifest, forKey: .manifest)
        try c.encode(snippets, forKey: .snippets)
        try c.encode(declaredFingerprints, forKey: .declaredFingerprints)
        try c.encode(domains, forKey: .domains)
        try c.encode(appIDs, forKey: .appIDs)
        try c.encode(assetStatements, forKey: .assetStatements)
        try c.encode(webcredentialsHosts, forKey: .webcredentialsHosts)
    }

    /// Every finding, each with its file (nil for those about no file).
    public var allDiagnostics: [(file: String?, diagnostic: Diagnostic)] {
        diagnostics.map { (nil, $0) } + files.flatMap { file in file.diagnostics.map { (file.path, $0) } }
    }

    public var errorCount: Int { allDiagnostics.filter { $0.diagnostic.severity == .error }.count }
    public var warningCount: Int { allDiagnostics.filter { $0.diagnostic.severity == .warning }.count }

    /// Every `applinks:` host of the iOS and macOS apps, without `*.` duplicates, sorted.
    public var applinksHosts: [String] {
        Array(Set(apple.flatMap(\.applinks) + apps.flatMap(\.applinks))).sorted()
    }

    /// Every `webcredentials:` host (passkey RP IDs) of the iOS and macOS apps, sorted.
    public var webcredentialsHosts: [String] {
        Array(Set(apple.flatMap(\.webcredentials) + apps.flatMap(\.webcredentials))).sorted()
    }

    /// Every host the Android apps' `asset_statements` name, sorted.
    public var assetStatementsHosts: [String] { Array(Set(assetStatements.flatMap(\.hosts))).sorted() }

    /// Every host Android verifies, sorted.
    public var androidHosts: [String] {
        Array(Set(android.flatMap(\.hosts) + apps.flatMap(\.androidHosts))).sorted()
    }

    /// Every domain the project names, iOS and Android together.
    public var domains: [String] { Array(Set(applinksHosts + androidHosts)).sorted() }

    /// The app IDs the targets build.
    public var appIDs: [String] { Array(Set(apple.compactMap(\.appID))).sorted() }
}
