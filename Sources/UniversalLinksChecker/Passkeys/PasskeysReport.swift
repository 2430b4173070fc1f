import UniversalLinks

/// Whether the iOS apps, the Android apps and the browsers may use passkeys for one RP ID, with the
/// broken part of each and its fix, the files read, and the Android origins of the fingerprints.
///
/// JSON: `{"rpID", "verdict", "seconds", "ios", "android", "browsers", "files", "androidOrigins",
/// "relatedOrigins"}`; each platform `{"platform", "verdict", "problem", "reason", "fix", "checks":
/// [{"subject", "verdict", "problem", "reason", "fix"}]}`; each file `{"platform", "url", "status",
/// "contentType", "bytes", "location", "error"}`.
public struct PasskeysReport: Sendable, Codable {
    public var rpID: String
    /// The worst platform verdict (broken before unknown before ready; skipped platforms do not count).
    public var verdict: PasskeyVerdict
    /// Wall-clock seconds for the whole check.
    public var seconds: Double
    public var ios: PasskeyPlatformReport
    public var android: PasskeyPlatformReport
    public var browsers: PasskeyPlatformReport
    /// The files read, in the order iOS, Apple's CDN, Android, browsers.
    public var files: [PasskeyFileSeen]
    /// Each fingerprint given (as typed) to the origin Android reports for it:
    /// `android:apk-key-hash:` and the base64url SHA-256 bytes.
    public var androidOrigins: [String: String]
    /// The origins `/.well-known/webauthn` lists (nil when no file was read).
    public var relatedOrigins: [String]?

    public init(rpID: String) {
        self.rpID = rpID
        verdict = .skipped
        seconds = 0
        ios = PasskeyPlatformReport(.ios)
        android = PasskeyPlatformReport(.android)
        browsers = PasskeyPlatformReport(.browsers)
        files = []
        androidOrigins = [:]
    }

    /// The three platforms in order.
    public var platforms: [PasskeyPlatformReport] { [ios, android, browsers] }

    /// Sets ``verdict`` from the platforms'.
    public mutating func settle() {
        ios.settle()
        android.settle()
        browsers.settle()
        verdict = platforms.map(\.verdict).max { $0.rank < $1.rank } ?? .skipped
    }
}

/// One platform's answer: the verdict, the broken part (the first check with the worst verdict) and its
/// fix, and one check per app (iOS app ID, Android package and fingerprint) or file.
public struct PasskeyPlatformReport: Sendable, Codable {
    public var platform: PasskeyPlatform
    public var verdict: PasskeyVerdict
    /// The broken (or undecided) part, nil when ready or skipped.
    public var problem: PasskeyProblem?
    /// Why, in one sentence.
    public var reason: Message
    /// What to change, as written (nil when nothing needs changing).
    public var fix: Message?
    public var checks: [PasskeyCheck]

    public init(_ platform: PasskeyPlatform) {
        self.platform = platform
        verdict = .skipped
        reason = ""
        checks = []
    }

    /// The verdict, problem, reason and fix from the worst check (skipped with its reason when none).
    public mutating func settle() {
        guard let worst = checks.max(by: { $0.verdict.rank < $1.verdict.rank }) else { return }
        verdict = worst.verdict
        problem = worst.problem
        reason = worst.reason
        fix = worst.fix
    }

    enum CodingKeys: String, CodingKey { case platform, verdict, problem, reason, fix, checks }
}

/// One decision of a platform: an app ID, a package with one fingerprint, or the related-origins file.
public struct PasskeyCheck: Sendable, Hashable, Codable {
    /// What was decided about: `TEAMID.bundle.id`, `com.example.app SHA-256`, or the file's URL.
    public var subject: String
    public var verdict: PasskeyVerdict
    public var problem: PasskeyProblem?
    public var reason: Message
    public var fix: Message?

    public init(
        _ subject: String, _ verdict: PasskeyVerdict, _ reason: Message, problem: PasskeyProblem? = nil,
        fix: Message? = nil
    ) {
        MessageTables.register(.checker)
        self.subject = subject
        self.verdict = verdict
        self.problem = problem
        self.reason = reason
        self.fix = fix
    }

    enum CodingKeys: String, CodingKey { case subject, verdict, problem, reason, fix }
}

/// A file as a platform's fetcher saw it.
public struct PasskeyFileSeen: Sendable, Hashable, Codable {
    /// Whose file (`ios` for the AASA and its CDN copy, `android`, `browsers`).
    public var platform: PasskeyPlatform
    public var url: String
    /// The HTTP status; nil when no response arrived.
    public var status: Int?
    public var contentType: String?
    /// Bytes of body read (decoded).
    public var bytes: Int
    /// A redirect's Location.
    public var location: String?
    /// Why no response arrived (English; the check's reason says it in the chosen language).
    public var error: String?

    public init(
        platform: PasskeyPlatform, url: String, status: Int? = nil, contentType: String? = nil, bytes: Int = 0,
        location: String? = nil, error: String? = nil
    ) {
        self.platform = platform
        self.url = url
        self.status = status
        self.contentType = contentType
        self.bytes = bytes
        self.location = location
        self.error = error
    }
}
