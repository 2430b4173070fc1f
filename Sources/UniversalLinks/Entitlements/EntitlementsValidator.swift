/// Validates the Associated Domains entitlement of an entitlements file (or a signed binary): every
/// entry's syntax, then the entries together (duplicates, count, wildcards without their apex).
///
/// Like ``AASAValidator``, a pure function of the bytes that returns a report and never throws.
public struct EntitlementsValidator: Sendable {
    /// Apple advises no more than about 20-30 domains.
    public static let domainLimit = 30

    public init() {}

    public func validate(_ bytes: [UInt8]) -> EntitlementsValidation {
        validate(EntitlementsDocument(bytes: bytes))
    }

    public func validate(_ document: EntitlementsDocument) -> EntitlementsValidation {
        var diagnostics = document.diagnostics
        for item in document.items {
            for problem in item.entry.problems {
                diagnostics.append(
                    Diagnostic(
                        problem.code, severity: problem.severity, "'\(item.entry.raw)': \(problem.message)",
                        hint: problem.hint,
                        at: location(of: item, offset: problem.offset, in: document), pointer: item.pointer))
            }
        }
        diagnostics += setLints(document)
        if let identifier = document.applicationIdentifier, let finding = AppID(identifier)?.repeatedPrefixFinding {
            diagnostics.append(
                Diagnostic(
                    "application-identifier-repeated-prefix", finding.message, hint: finding.hint,
                    at: document.keyLocation("application-identifier")
                        ?? document.keyLocation("com.apple.application-identifier"),
                    pointer: "/application-identifier"))
        }
        return EntitlementsValidation(document: document, report: DiagnosticReport(diagnostics).sorted())
    }

    private func location(of item: EntitlementsDocument.Item, offset: Int, in document: EntitlementsDocument)
        -> SourceLocation?
    {
        guard let source = document.source, let start = item.contentOffset else { return nil }
        return source.location(of: start + (item.isVerbatim ? offset : 0))
    }

    /// Lints that look at all entries together.
    private func setLints(_ document: EntitlementsDocument) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let parsed = document.items.compactMap { item in item.entry.domain.map { (item, $0) } }
        var firstSeen: [String: EntitlementsDocument.Item] = [:]
        for (item, domain) in parsed {
            let key = "\(domain.service.rawValue):\(domain.hostPattern):\(domain.port.map(String.init) ?? "")"
            if let first = firstSeen[key] {
                found.append(
                    Diagnostic(
                        "duplicate-entry", "'\(item.entry.raw)' repeats entry \(first.index) ('\(first.entry.raw)')",
                        hint: "Remove one of them.", at: location(of: item, offset: 0, in: document),
                        pointer: item.pointer))
            } else {
                firstSeen[key] = item
            }
        }
        var hosts: [String] = []
        for (item, domain) in parsed where !hosts.contains(domain.hostPattern) {
            hosts.append(domain.hostPattern)
            if hosts.count == EntitlementsValidator.domainLimit + 1 {
                found.append(
                    Diagnostic(
                        "too-many-domains",
                        "more than \(EntitlementsValidator.domainLimit) domains are listed (this is the \(EntitlementsValidator.domainLimit + 1)st)",
                        at: location(of: item, offset: 0, in: document), pointer: item.pointer))
            }
        }
        for (item, domain) in parsed where domain.isWildcard && domain.service != .appclips {
            let hasApex = parsed.contains {
                $0.1.service == domain.service && !$0.1.isWildcard && $0.1.host == domain.host
            }
            if !hasApex {
                found.append(
                    Diagnostic(
                        "wildcard-misses-apex",
                        "'\(item.entry.raw)' covers the subdomains of \(domain.host) but not \(domain.host) itself",
                        hint:
                            "Also list \(domain.service.rawValue):\(domain.host) if links on \(domain.host) should open the app.",
                        at: location(of: item, offset: 0, in: document), pointer: item.pointer))
            }
        }
        return found
    }
}
