import Foundation
import UniversalLinks
import UniversalLinksChecker
import UniversalLinksWatch

/// The body of `PUT /admin/v1/watch/{domain}`: what `ulinks watch` takes as flags, as JSON.
///
/// `{"app": "ABCDE12345.com.example.app", "urls": ["https://example.com/buy/1"],
///   "expect": ["https://example.com/buy/1=ABCDE12345.com.example.app", "https://example.com/help=browser"],
///   "expectAndroid": ["https://example.com/buy/1=com.example.app"], "webhooks": ["https://hooks.slack.com/..."],
///   "webhookCauses": true, "webauthn": true, "aasa": true}`
struct WatchRegistrationInput: Decodable {
    var app: String?
    var urls: [String]?
    var expect: [String]?
    var expectAndroid: [String]?
    var webhooks: [String]?
    /// The webhooks also get changes of cause (the same state for other reasons); false by default.
    var webhookCauses: Bool?
    /// Also watch `/.well-known/webauthn` (as `ulinks watch --webauthn`); false by default.
    var webauthn: Bool?
    /// False: read no apple-app-site-association (as `ulinks watch --no-aasa`), for a domain that serves
    /// none; true by default.
    var aasa: Bool?

    static let maximumURLs = 20
    static let maximumExpectations = 50
    static let maximumWebhooks = 10
    static let maximumLength = 2048

    /// Why a registration is refused: the error code and what is wrong, naming the field.
    struct Invalid: Error {
        var code: String
        var message: Message
    }

    /// The target for `domain`; every URL must be an https URL of `domain`, every webhook an http(s) URL.
    func target(domain: String) throws(Invalid) -> WatchTarget {
        let urls = self.urls ?? []
        let expect = self.expect ?? []
        let expectAndroid = self.expectAndroid ?? []
        let webhooks = self.webhooks ?? []
        try Self.count("urls", urls, Self.maximumURLs)
        try Self.count("expect", expect, Self.maximumExpectations)
        try Self.count("expectAndroid", expectAndroid, Self.maximumExpectations)
        try Self.count("webhooks", webhooks, Self.maximumWebhooks)
        // The domain is one Apple's CDN and Android's verifier would fetch for (not `com`, `1.2.3.4.5`
        // or a broken `xn--` label), read as every URL's host is.
        if let problem = Self.domainProblem(domain) {
            throw Invalid(code: "bad-host", message: "\(domain.prefix(300)): \(problem)" as Message)
        }
        if let app {
            // iOS compares the whole App ID with the app's: its grammar (no NUL, space or slash).
            guard app.utf8.count <= 255, AppID(app) != nil else {
                throw Invalid(code: "bad-app", message: .api("watch-bad-app", ["app": String(app.prefix(100))]))
            }
        }
        for url in urls {
            guard Self.host(url) == domain else {
                throw Invalid(
                    code: "bad-url", message: .api("watch-bad-url", ["url": String(url.prefix(300)), "domain": domain]))
            }
        }
        var expectations: [WatchExpectation] = []
        for (field, values, platform) in [
            ("expect", expect, WatchExpectation.Platform.ios), ("expectAndroid", expectAndroid, .android),
        ] {
            for value in values {
                do {
                    let expectation = try WatchExpectation(parsing: value, platform: platform)
                    guard expectation.host == domain else {
                        throw Invalid(
                            code: "bad-expectation",
                            message: .api(
                                "watch-bad-expectation",
                                ["field": field, "value": String(value.prefix(300)), "domain": domain]))
                    }
                    expectations.append(expectation)
                } catch let error as WatchExpectationError {
                    throw Invalid(
                        code: "bad-expectation", message: "\(field): \(error.description.prefix(400))" as Message)
                } catch let error as Invalid {
                    throw error
                } catch {
                    throw Invalid(code: "bad-expectation", message: "\(field): \(error)" as Message)
                }
            }
        }
        if aasa == false, WatchTarget.asksOfTheAASA(app: app, urls: urls, expectations: expectations) {
            throw Invalid(
                code: "bad-aasa",
                message:
                    "\"aasa\": false reads no apple-app-site-association: a registration with it has no app, urls or expect"
            )
        }
        // The one URL reader: a port past 65535 is refused here, never stored for the sender to trap on.
        for url in webhooks where (try? HTTPURL(url)) == nil {
            throw Invalid(code: "bad-webhook", message: .api("watch-bad-webhook", ["url": String(url.prefix(300))]))
        }
        return WatchTarget(
            domain: domain, app: app, urls: urls, expectations: expectations, webhooks: webhooks,
            webhookCauses: webhookCauses ?? false, webauthn: webauthn ?? false, aasa: aasa ?? true)
    }

    private static func count(_ field: String, _ values: [String], _ limit: Int) throws(Invalid) {
        guard values.count <= limit else {
            throw Invalid(
                code: "too-many", message: .api("watch-too-many-entries", ["field": field, "limit": "\(limit)"]))
        }
        for value in values where value.utf8.count > maximumLength {
            throw Invalid(
                code: "too-long", message: .api("watch-entry-too-long", ["field": field, "limit": "\(maximumLength)"]))
        }
    }

    /// Why `domain` cannot be watched: its host refused by ``HTTPURL`` or ``HTTPURL/domainProblem(_:)``.
    static func domainProblem(_ domain: String) -> Message? {
        do { return HTTPURL.domainProblem(try HTTPURL("https://\(domain)/").host) } catch { return error.message }
    }

    /// The host of an https URL read as every URL is (``HTTPURL``: port 1-65535, a valid host); nil for
    /// anything else.
    private static func host(_ url: String) -> String? {
        guard let parsed = try? HTTPURL(url), parsed.scheme == "https" else { return nil }
        return parsed.host
    }
}

/// A registration as the admin API shows it: the input's fields plus when it was made and changed.
struct WatchRegistrationBody: Encodable {
    var domain: String
    var app: String?
    var urls: [String]
    var expect: [String]
    var expectAndroid: [String]
    var webhooks: [String]
    var webhookCauses: Bool
    var webauthn: Bool
    var aasa: Bool
    var createdAt: Date
    var updatedAt: Date

    init(_ registration: WatchRegistration) {
        let target = registration.target
        domain = target.domain
        app = target.app
        urls = target.urls
        expect = target.expectations.filter { $0.platform == .ios }.map(\.description)
        expectAndroid = target.expectations.filter { $0.platform == .android }.map(\.description)
        webhooks = target.webhooks
        webhookCauses = target.webhookCauses ?? false
        webauthn = target.watchesWebAuthn
        aasa = target.watchesAASA
        createdAt = registration.createdAt
        updatedAt = registration.updatedAt
    }
}
