#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A security or redirect wrapper that mail, chat and email services put around a link before anyone
/// taps it, recognised offline from the URL alone, with the inner URL decoded when the wrapper carries
/// it (``inner``). iOS and Android decide on the wrapper's host, which no app can claim: the tap lands
/// in the browser whatever the inner URL's host serves.
///
/// The encodings, as the vendors and public decoders write them:
/// - Outlook / Defender Safe Links: `https://REGION.safelinks.protection.outlook.com/?url=PERCENT-ENCODED&data=...`
///   (learn.microsoft.com/defender-office-365/safe-links-about).
/// - Proofpoint URL Defense v1 `urldefense.proofpoint.com/v1/url?u=PERCENT-ENCODED&k=...`; v2
///   `/v2/url?u=ENCODED&d=...` where `-` stands for `%` and `_` for `/`, then percent-decoding and HTML
///   entities; v3 `urldefense.com/v3/__URL__;BASE64URL!!...` where each `*` in URL is the next character of
///   the base64url-decoded bytes and `**X` a run of them, its length from X (A = 2, B = 3, ... in
///   `A-Za-z0-9-_`), after `https:/` is given back its second slash. As Proofpoint's own
///   URLDefenseDecode.py (Eric Van Cleve, help.proofpoint.com) and github.com/cardi/proofpoint-url-decoder
///   decode them.
/// - Barracuda Link Protection: `https://linkprotect.cudasvc.com/url?a=PERCENT-ENCODED&c=...`.
/// - Mimecast URL Protect: `https://protect-REGION.mimecast.com/s/TOKEN?domain=HOST` (and
///   `*.mimecastprotect.com`): the URL is behind an opaque token; only the domain is in the link.
/// - Google `https://www.google.com/url?q=URL` (or `url=`), Facebook `https://l.facebook.com/l.php?u=URL`,
///   Slack `https://slack-redir.net/link?url=URL`, LinkedIn `https://www.linkedin.com/redir/redirect?url=URL`
///   (and `/safety/go?url=`); `lnkd.in` short links are opaque.
/// - Email services' click tracking: SendGrid `*.ct.sendgrid.net/ls/click?upn=...` (and the same path on a
///   branded domain), Mailchimp `*.list-manage.com/track/click`, Iterable `links.iterable.com`,
///   Customer.io `*.customeriomail.com`: the target is encoded by the service (opaque); the trace follows
///   the redirect instead.
public struct LinkWrapper: Sendable, Hashable, Codable {
    /// What the wrapper is: ``Category/security`` (a mail gateway rewrites every link),
    /// ``Category/redirect`` (a site's outbound redirector), ``Category/clickTracking`` (an email
    /// service's click tracking).
    public enum Category: String, Sendable, Hashable, Codable {
        case security, redirect
        case clickTracking = "click-tracking"
    }

    /// A stable code: `safe-links`, `proofpoint-v1`, `proofpoint-v2`, `proofpoint-v3`, `mimecast`,
    /// `barracuda`, `google`, `facebook`, `slack`, `linkedin`, `sendgrid`, `mailchimp`, `iterable`,
    /// `customer-io`.
    public var code: String
    /// The vendor and product, as users know it (`Microsoft Defender Safe Links`).
    public var vendor: String
    public var category: Category
    /// The wrapped URL, decoded; nil when the wrapper does not carry it (an opaque token).
    public var inner: String?
    /// Mimecast: the domain the link names beside its token.
    public var innerDomain: String?
    /// Whether the host is the customer's own (a branded click-tracking domain), which can serve files.
    public var branded: Bool

    /// Longest inner URL kept (a decoded URL past this is refused, not cut).
    public static let maximumInnerLength = 8192
    /// Wrappers inside wrappers (Safe Links around Proofpoint) are unwrapped this deep.
    public static let maximumDepth = 4

    public init(
        code: String, vendor: String, category: Category, inner: String?, innerDomain: String? = nil,
        branded: Bool = false
    ) {
        self.code = code
        self.vendor = vendor
        self.category = category
        self.inner = inner
        self.innerDomain = innerDomain
        self.branded = branded
    }

    /// The wrapper around `url`, with wrappers inside it unwrapped (the innermost URL in ``inner``);
    /// nil when `url` is not a known wrapper.
    public static func recognise(_ url: String) -> LinkWrapper? {
        guard var wrapper = recogniseOne(url) else { return nil }
        var depth = 1
        while depth < maximumDepth, let inner = wrapper.inner, let next = recogniseOne(inner) {
            guard next.inner != nil else { break }
            wrapper.inner = next.inner
            depth += 1
        }
        return wrapper
    }

    /// One layer: the wrapper `url` is, and what it carries.
    static func recogniseOne(_ url: String) -> LinkWrapper? {
        guard url.utf8.count <= 4 * maximumInnerLength, let components = URLComponents(string: url),
            let scheme = components.scheme?.lowercased(), scheme == "https" || scheme == "http",
            let host = components.host?.lowercased(), !host.isEmpty
        else { return nil }
        let path = components.percentEncodedPath
        func query(_ name: String) -> String? {
            components.queryItems?.first { $0.name == name }?.value
        }
        func raw(_ name: String) -> String? {
            components.percentEncodedQueryItems?.first { $0.name == name }?.value
        }
        func web(_ text: String?) -> String? {
            guard let text, text.utf8.count <= maximumInnerLength else { return nil }
            let trimmed = text.trimmingWhitespaceAndNewlines()
            let lower = trimmed.lowercased()
            return lower.hasPrefix("https://") || lower.hasPrefix("http://") ? trimmed : nil
        }
        if host.hasSuffix(".safelinks.protection.outlook.com") {
            return LinkWrapper(
                code: "safe-links", vendor: "Microsoft Defender Safe Links (Outlook)", category: .security,
                inner: web(query("url")))
        }
        if host == "urldefense.proofpoint.com" || host == "urldefense.com" {
            if path.hasPrefix("/v3/") {
                return LinkWrapper(
                    code: "proofpoint-v3", vendor: "Proofpoint URL Defense", category: .security,
                    inner: web(ProofpointV3.decode(url)))
            }
            if path.hasPrefix("/v2/") {
                let decoded = raw("u").map {
                    $0.replacingOccurrences(of: "-", with: "%").replacingOccurrences(of: "_", with: "/")
                }
                return LinkWrapper(
                    code: "proofpoint-v2", vendor: "Proofpoint URL Defense", category: .security,
                    inner: web(decoded?.removingPercentEncodingStrictly.map(MetaRefresh.decodeEntities)))
            }
            return LinkWrapper(
                code: "proofpoint-v1", vendor: "Proofpoint URL Defense", category: .security,
                inner: web(query("u")))
        }
        if (host.hasPrefix("protect-") && host.hasSuffix(".mimecast.com")) || host.hasSuffix(".mimecastprotect.com")
            || host == "mimecastprotect.com"
        {
            return LinkWrapper(
                code: "mimecast", vendor: "Mimecast URL Protect", category: .security, inner: nil,
                innerDomain: query("domain").map { String($0.prefix(253)) })
        }
        if host == "linkprotect.cudasvc.com" {
            return LinkWrapper(
                code: "barracuda", vendor: "Barracuda Link Protection", category: .security, inner: web(query("a")))
        }
        if (host == "google.com" || host == "www.google.com") && path == "/url" {
            return LinkWrapper(
                code: "google", vendor: "Google's redirector (google.com/url)", category: .redirect,
                inner: web(query("q") ?? query("url")))
        }
        if (host == "l.facebook.com" || host == "lm.facebook.com") && path == "/l.php" {
            return LinkWrapper(
                code: "facebook", vendor: "Facebook's link shim (l.facebook.com)", category: .redirect,
                inner: web(query("u")))
        }
        if host == "slack-redir.net" && path == "/link" {
            return LinkWrapper(
                code: "slack", vendor: "Slack's redirect (slack-redir.net)", category: .redirect,
                inner: web(query("url")))
        }
        if host == "lnkd.in"
            || ((host == "www.linkedin.com" || host == "linkedin.com")
                && (path == "/redir/redirect" || path == "/safety/go"))
        {
            return LinkWrapper(
                code: "linkedin", vendor: "LinkedIn's redirect", category: .redirect,
                inner: host == "lnkd.in" ? nil : web(query("url")))
        }
        return clickTracking(host: host, path: path, query: query)
    }

    /// The email services' click-tracking links: opaque targets, followed by the trace.
    static func clickTracking(host: String, path: String, query: (String) -> String?) -> LinkWrapper? {
        if host.hasSuffix(".ct.sendgrid.net") || (path.hasPrefix("/ls/click") && query("upn") != nil) {
            return LinkWrapper(
                code: "sendgrid", vendor: "Twilio SendGrid click tracking", category: .clickTracking, inner: nil,
                branded: !host.hasSuffix(".sendgrid.net"))
        }
        if host.hasSuffix(".list-manage.com") && path.hasPrefix("/track/click") {
            return LinkWrapper(
                code: "mailchimp", vendor: "Mailchimp click tracking", category: .clickTracking, inner: nil)
        }
        if host == "links.iterable.com" {
            return LinkWrapper(
                code: "iterable", vendor: "Iterable click tracking", category: .clickTracking, inner: nil)
        }
        if host.hasSuffix(".customeriomail.com") || host == "track.customer.io" {
            return LinkWrapper(
                code: "customer-io", vendor: "Customer.io click tracking", category: .clickTracking, inner: nil)
        }
        return nil
    }
}

/// Proofpoint URL Defense v3: `https://urldefense.com/v3/__URL__;BYTES!!TAIL`.
enum ProofpointV3 {
    /// The run-length alphabet: `**A` is a run of 2 characters, `**B` of 3, ... `**_` of 65.
    static let runAlphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")

    /// The decoded URL; nil when `url` is not a well-formed v3 link (no `__;`, bad base64, or more
    /// placeholders than bytes).
    static func decode(_ url: String) -> String? {
        guard let start = url.firstRange(of: "/v3/__") else { return nil }
        let rest = url[start.upperBound...]
        guard let end = rest.firstRange(of: "__;") else { return nil }
        var encoded = String(rest[..<end.lowerBound])
        let tail = rest[end.upperBound...]
        let bytesText = String(tail.prefix { $0 != "!" })
        // `https:/host` (one slash) is how v3 writes a URL whose second slash was eaten.
        if let colon = encoded.firstRange(of: ":/"), !encoded[colon.upperBound...].hasPrefix("/"),
            encoded[..<colon.lowerBound].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }
            )
        {
            encoded.insert("/", at: colon.upperBound)
        }
        guard let text = encoded.removingPercentEncodingStrictly, let bytes = base64URL(bytesText),
            let replacements = String(bytes: bytes, encoding: .utf8).map(Array.init)
        else { return nil }
        var output = ""
        var marker = 0
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            guard c == "*" else {
                output.append(c)
                i = text.index(after: i)
                continue
            }
            var length = 1
            let next = text.index(after: i)
            if next < text.endIndex, text[next] == "*" {
                let code = text.index(after: next)
                guard code < text.endIndex, let index = runAlphabet.firstIndex(of: text[code]) else { return nil }
                length = index + 2
                i = text.index(after: code)
            } else {
                i = next
            }
            guard marker + length <= replacements.count else { return nil }
            output += String(replacements[marker..<(marker + length)])
            marker += length
        }
        return output
    }

    /// base64url (`-` and `_`), padding optional.
    static func base64URL(_ text: String) -> [UInt8]? {
        var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while standard.count % 4 != 0 { standard += "=" }
        return Data(base64Encoded: standard).map(Array.init)
    }
}
