import Foundation
import HTTPTypes
import Hummingbird
import UniversalLinks

/// The console's JSON API under `/api/v1` (described in Docs/openapi.yaml, Docs/Console.md). Every
/// answer is built by the same core code as the matching `ulinks` command's `--format json`, so a
/// script gets the bytes the CLI prints. Files are taken as the raw request body, at most
/// ``maximumFileSize`` bytes; bad input gets 400 and a JSON error.
struct ConsoleAPI {
    let service: AssociationService
    var configuration: ConsoleConfiguration { service.configuration.console }

    /// Apple's limit (SPEC §1); larger bodies are refused before they are read.
    static let maximumFileSize = JSONReader.maximumFileSize
    /// A URL longer than this is refused (nginx's default header line is 8 KiB).
    static let maximumURLLength = 8192

    func register(on router: Router<BasicRequestContext>) {
        let api = router.group("api/v1").add(middleware: ConsoleHeadersMiddleware())
        // Bounded in number and off Swift's cooperative pool (see HeavyWork).
        let work = service.heavyWork
        api.post("validate") { request, _ in try await work.run { try await validate(request) } }
        api.post("payload") { request, _ in try await work.run { try await payload(request) } }
        api.post("fmt") { request, _ in try await work.run { try await format(request) } }
        api.post("match") { request, _ in try await work.run { try await match(request) } }
        api.post("diff") { request, _ in try await work.run { try await diff(request) } }
        api.get("codes") { _, _ in ConsoleResponse.json(try JSONOutput.encode(CodeEntry.all) + "\n") }
        api.get("codes/:code") { _, context in try code(context) }
        registerCheck(on: api)
        registerPasskeys(on: api)
        registerTrace(on: api)
        registerSideBySide(on: api)
        registerWatch(on: api)
        ConsolePage.register(on: router, adminTokenHint: ConsolePage.adminTokenHint(service.configuration))
    }

    // MARK: Handlers

    /// `ulinks validate --format json` for the body, read as the CLI reads it (`kind=auto`, the default: by name, then shape);
    /// `kind=aasa|assetlinks|webauthn` forces one. Same JSON shape either way.
    private func validate(_ request: Request) async throws -> Response {
        let bytes = try await Self.file(request)
        let query = request.uri.queryParameters
        let name = query.get("name").map { String($0.prefix(200)) } ?? "<stdin>"
        let strict = try Self.flag(query.get("strict"), name: "strict")
        let domain = try Self.domain(query.get("domain"))
        let kind = try Self.kind(query.get("kind"), bytes, name: query.get("name"))
        let file: ValidationOutput.File
        // Messages and hints in the language Accept-Language asks for (English without one).
        let localizer = ConsoleLocalization.localizer(request)
        switch kind {
        case .aasa:
            let result = AASAValidator(options: .init(domain: domain)).validate(bytes)
            file = .init(
                file: name, report: localizer.localized(result.report), signed: result.document.signature,
                strict: strict)
        case .assetlinks, .webauthn:
            let report = kind == .webauthn ? WebAuthnValidator().validate(bytes) : AssetLinksValidator().validate(bytes)
            file = .init(file: name, report: localizer.localized(report), signed: nil, strict: strict)
        }
        var response = ConsoleResponse.json(try ValidationOutput(files: [file]).json())
        response.headers[.ulinksKind] = kind.shortName
        return response
    }

    /// The JSON text positions refer to: the body itself, or a signed file's payload.
    private func payload(_ request: Request) async throws -> Response {
        let document = AssociationDocument(bytes: try await Self.file(request))
        return ConsoleResponse.text(document.source.bytes)
    }

    /// `ulinks fmt` for the body; a file that is not JSON gets 400 with its syntax diagnostics.
    private func format(_ request: Request) async throws -> Response {
        let document = AssociationDocument(bytes: try await Self.file(request))
        guard document.isValidJSON, let root = document.root else {
            throw ConsoleError(
                "not-json", .api("not-json"),
                diagnostics: DiagnosticReport(document.diagnostics).diagnostics)
        }
        return ConsoleResponse.text(Array(CanonicalFormatter().format(root).utf8))
    }

    /// `ulinks match --format json` (always an array) for `url=` parameters against the body.
    private func match(_ request: Request) async throws -> Response {
        let query = request.uri.queryParameters
        let urls = try urlList(query[values: "url"].map(String.init))
        guard !urls.isEmpty else { throw ConsoleError("no-url", .api("no-url")) }
        let ios = try Self.iosVersion(query.get("ios")) ?? .ios13
        let domain = try Self.domain(query.get("domain"))
        let ids = query[values: "installed"].flatMap { $0.split(separator: ",") }.map {
            $0.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
        let installed = ids.isEmpty ? nil : Set(ids)
        let app = query.get("app")
        let explain = try Self.flag(query.get("explain"), name: "explain")
        let document = try Self.usable(AssociationDocument(bytes: try await Self.file(request)))
        let matcher = AASAMatcher(document: document)
        let rendered = try urls.map { url in
            if explain {
                var explanation = matcher.explain(url, domain: domain, ios: ios, installed: installed)
                if let app {
                    explanation.apps.removeAll { $0.appID != app }
                    explanation.result.apps.removeAll { $0.appID != app }
                }
                // Its prose (warnings, ignored keys) in the request's language, as the page shows it.
                return try JSONOutput.encode(explanation, language: ConsoleLocalization.language(request))
            }
            var result = matcher.decide(url, domain: domain, ios: ios, installed: installed)
            if let app { result.apps.removeAll { $0.appID != app } }
            return result.prettyJSON
        }
        return ConsoleResponse.json(JSONOutput.array(rendered))
    }

    struct DiffRequest: Decodable {
        var old: String
        var new: String
        var domain: String?
        var ios: Int?
        var urls: [String]?
        var generate: Int?
    }

    /// `ulinks diff --format json` for `{"old": "...", "new": "..."}`.
    private func diff(_ request: Request) async throws -> Response {
        let body = try await Self.jsonBody(DiffRequest.self, request, limit: 16 * Self.maximumFileSize)
        for text in [body.old, body.new] where text.utf8.count > Self.maximumFileSize {
            throw ConsoleError.tooLarge(Self.maximumFileSize)
        }
        let old = try Self.usable(AssociationDocument(string: body.old), name: "old")
        let new = try Self.usable(AssociationDocument(string: body.new), name: "new")
        guard let oldFile = old.file, let newFile = new.file else {
            throw ConsoleError("unusable-file", .api("no-file-given"))
        }
        let urls = try urlList(body.urls ?? [])
        let versions: [IOSVersion] =
            try Self.iosVersion(body.ios.map { String($0) }).map { [$0] }
            ?? IOSVersion.allCases
        let asked = body.generate ?? 2000
        guard (0...2000).contains(asked) else { throw ConsoleError("bad-generate", .api("bad-generate")) }
        let budget = try DiffBudget(
            limit: configuration.diffBudget, old: oldFile, new: newFile, given: urls.count, versions: versions.count,
            generate: asked)
        let diff = SemanticDiff(
            old: oldFile, new: newFile, oldSource: old.source, newSource: new.source, urls: urls,
            domain: try Self.domain(body.domain), generated: budget.generate, versions: versions)
        // The rule changes' summaries in the request's language, as the page shows them.
        let language = ConsoleLocalization.language(request)
        return ConsoleResponse.json(
            try JSONOutput.encode(DiffBudget.Answer(diff: diff, budget: budget), language: language) + "\n")
    }

    private func code(_ context: BasicRequestContext) throws -> Response {
        let text = context.parameters.get("code") ?? ""
        guard let entry = CodeEntry.all.first(where: { $0.code == text }) else {
            return AdminResponse.error(.notFound, "not-found", .api("no-code", ["code": String(text.prefix(100))]))
        }
        return ConsoleResponse.json(try JSONOutput.encode(entry) + "\n")
    }

    // MARK: Input

    /// The raw body, refused (400) past Apple's size limit or when there is none.
    static func file(_ request: Request) async throws -> [UInt8] {
        let bytes = try await body(request, limit: maximumFileSize)
        guard !bytes.isEmpty else { throw ConsoleError.emptyBody }
        return bytes
    }

    static func body(_ request: Request, limit: Int) async throws -> [UInt8] {
        guard let body = try await request.boundedBody(limit: limit) else {
            throw ConsoleError.tooLarge(maximumFileSize)
        }
        return Array(body.readableBytesView)
    }

    static func jsonBody<T: Decodable>(_ type: T.Type, _ request: Request, limit: Int) async throws -> T {
        let bytes = try await body(request, limit: limit)
        do {
            return try JSONDecoder().decode(T.self, from: Data(bytes))
        } catch {
            throw ConsoleError(
                "bad-json", .api("bad-json", ["error": String("\(error)".prefix(450))]))
        }
    }

    func urlList(_ urls: [String]) throws -> [String] {
        guard urls.count <= configuration.maximumURLs else { throw ConsoleError.tooManyURLs(configuration.maximumURLs) }
        for url in urls where url.utf8.count > Self.maximumURLLength {
            throw ConsoleError("url-too-long", .api("url-too-long", ["max": "\(Self.maximumURLLength)"]))
        }
        return urls
    }

    /// A document iOS can match against (valid JSON with applinks), as `ulinks match` requires.
    static func usable(_ document: AssociationDocument, name: String = "the file") throws -> AssociationDocument {
        guard document.isValidJSON, let file = document.file else {
            throw ConsoleError(
                "unusable-file", .api("unusable-file", ["name": name]),
                diagnostics: document.diagnostics.filter { $0.severity == .error })
        }
        guard file.applinks != nil else {
            throw ConsoleError("unusable-file", .api("no-applinks", ["name": name]))
        }
        return document
    }

    /// A yes/no query parameter: absent, `0` or `false` is no; empty (`?explain`), `1` or `true` is yes.
    static func flag(_ value: String?, name: String) throws -> Bool {
        switch value {
        case nil, "0", "false": return false
        case "", "1", "true": return true
        case let other?:
            throw ConsoleError("bad-flag", .api("bad-flag", ["name": name, "value": String(other.prefix(100))]))
        }
    }

    static func iosVersion(_ value: String?) throws -> IOSVersion? {
        guard let value else { return nil }
        guard let number = Int(value), (9...99).contains(number) else {
            throw ConsoleError("bad-ios", .api("bad-ios"))
        }
        return number <= 12 ? .ios12 : .ios13
    }

    /// Why `host` (a ``HostName``) is not a host ``HTTPURL`` reads (a broken `xn--` label, `1.2.3.4.5`).
    static func hostProblem(_ host: String) -> Message? {
        do { _ = try HTTPURL("https://\(host)/") } catch { return error.message }
        return nil
    }

    static func domain(_ value: String?) throws -> String? {
        guard let value, !value.isEmpty else { return nil }
        guard let host = HostName(value) else {
            throw ConsoleError("bad-host", .api("console-bad-host", ["host": String(value.prefix(300))]))
        }
        return host.value
    }

    /// The kind `ulinks validate` would read the file as: `auto` (the default) by name, then by shape.
    static func kind(_ value: String?, _ bytes: [UInt8], name: String? = nil) throws -> FileKind {
        switch value ?? "auto" {
        case "aasa": return .aasa
        case "assetlinks": return .assetlinks
        case "webauthn": return .webauthn
        // The well-known path's last component names the webauthn file (it has no extension).
        case "auto" where name.map({ $0 == "webauthn" || $0.hasSuffix("/webauthn") }) ?? false: return .webauthn
        case "auto": return AssetLinksDocument.isAssetLinks(bytes, name: name) ? .assetlinks : .aasa
        case let other:
            throw ConsoleError("bad-kind", .api("bad-kind-auto", ["kind": String(other.prefix(100))]))
        }
    }
}
