import Foundation
import UniversalLinks

extension DomainChecker {
    /// Adds the DNS, connection and certificate checks; returns whether the file can be fetched.
    func evaluateTLS(_ probe: TLSProbeResult, host: String, into report: inout DomainReport) -> Bool {
        let connected: Message = probe.remoteAddress.map { "connected to \($0)" } ?? "connected"
        let overridden: Message? = options.override(for: host).map { " (--resolve \($0.description))" }
        switch probe.outcome {
        case .dnsFailed(let why):
            report.checks.append(.fail(.dns, why, fix: "Publish an A or AAAA record for \(host)."))
            report.checks.append(.skipped(.connect, "no address to connect to"))
            return false
        case .connectFailed(let why):
            report.checks.append(.pass(.dns, "\(host) resolves\(overridden)"))
            report.checks.append(
                .fail(
                    .connect, "no connection to port 443: \(why)",
                    fix: "Serve HTTPS on port 443 and let Apple's CDN (any address) through the firewall."))
            return false
        case .timedOut(let phase, let after):
            if phase == "connect" {
                report.checks.append(.pass(.dns, "\(host) resolves\(overridden)"))
                report.checks.append(
                    .fail(
                        .connect, "no connection within \(Self.format(after)) s",
                        fix: "Check the firewall: port 443 must be open to Apple's CDN."))
                return false
            }
            report.checks.append(.pass(.dns, "\(host) resolves\(overridden)"))
            report.checks.append(.pass(.connect, connected))
            report.checks.append(
                .fail(
                    .tlsHandshake,
                    "the server accepted the connection but did not complete a TLS handshake within \(Self.format(after)) s",
                    fix: "Make the server answer TLS on port 443 (a proxy or firewall may be holding connections)."))
            return false
        case .handshakeFailed(let why):
            report.checks.append(.pass(.dns, "\(host) resolves\(overridden)"))
            report.checks.append(.pass(.connect, connected))
            report.checks.append(
                .fail(.tlsHandshake, why, fix: "Serve TLS 1.2 or later with a certificate for \(host) on port 443."))
            return false
        case .verified(let leaf):
            report.checks.append(.pass(.dns, "\(host) resolves\(overridden)"))
            report.checks.append(.pass(.connect, connected))
            report.checks.append(.pass(.tlsHandshake, "TLS handshake completed"))
            report.certificate = leaf
            report.checks.append(
                .pass(
                    .tlsTrust, "trusted: issued by \(leaf.map { Message.verbatim($0.issuer) } ?? "a trusted authority")"
                ))
            report.checks.append(.pass(.tlsHostname, "the certificate names \(host)"))
            report.checks.append(datesCheck(leaf))
            report.checks.append(.pass(.tlsChain, "complete: verified up to a trusted root"))
            return true
        case .rejected(let rejection, let chain):
            report.checks.append(.pass(.dns, "\(host) resolves\(overridden)"))
            report.checks.append(.pass(.connect, connected))
            report.checks.append(.pass(.tlsHandshake, "TLS handshake possible (the certificate is rejected below)"))
            report.certificate = chain.first
            return evaluateRejection(rejection, chain: chain, host: host, into: &report)
        }
    }

    /// Explains a rejected certificate from the chain the server presented.
    private func evaluateRejection(
        _ rejection: TLSRejection, chain: [CertificateSummary], host: String, into report: inout DomainReport
    ) -> Bool {
        let developer = options.developerMode
        let now = Int64(Date().timeIntervalSince1970)
        guard let leaf = chain.first else {
            report.checks.append(
                .fail(
                    .tlsTrust, "rejected, and the server presented no readable certificate",
                    fix: "Install a certificate for \(host) issued by a public certificate authority."))
            return developer
        }
        var ordered: [CheckResult] = []
        // Host name.
        if leaf.covers(host: host) {
            ordered.append(.pass(.tlsHostname, "the certificate names \(host)"))
        } else {
            let names: Message = leaf.names.isEmpty ? "no DNS names" : .verbatim(leaf.names.joined(separator: ", "))
            ordered.append(
                .fail(
                    .tlsHostname, "the certificate is for \(names), not \(host)",
                    fix:
                        "Install a certificate whose subject alternative names include \(host) (or *.\(Self.parent(of: host)))."
                ))
        }
        // Dates.
        let expired = leaf.notAfter < now
        let notYet = leaf.notBefore > now
        if expired {
            ordered.append(
                .fail(
                    .tlsDates, "expired on \(Self.date(leaf.notAfter)) (\((now - leaf.notAfter) / 86_400) days ago)",
                    fix: "Renew the certificate (and automate renewal)."))
        } else if notYet {
            ordered.append(
                .fail(
                    .tlsDates, "not valid before \(Self.date(leaf.notBefore))",
                    fix: "Check the server's clock and the certificate's start date."))
        } else {
            ordered.append(datesCheck(leaf))
        }
        // Trust and chain.
        if case .hostname = rejection {
            report.checks.append(.pass(.tlsTrust, "trusted: issued by \(leaf.issuer)"))
            report.checks += ordered
            report.checks.append(.pass(.tlsChain, "complete: verified up to a trusted root"))
            return developer
        }
        let selfSigned = chain.count == 1 && leaf.isSelfIssued
        let trustFix: Message =
            selfSigned
            ? "Use a certificate from a public certificate authority; a self-signed one works only for devices in developer mode."
            : "Use a certificate from a certificate authority that iOS trusts, and send its intermediate certificates."
        let trustSeen: Message =
            selfSigned
            ? "self-signed (\(leaf.subject)): no system trusts it"
            : expired || notYet
                ? "rejected: the certificate is outside its validity period (issued by \(leaf.issuer))"
                : "not trusted: issued by \(leaf.issuer), which does not lead to a trusted root"
        if developer {
            report.checks.append(
                .warning(
                    .tlsTrust, trustSeen + "; accepted in developer mode, as devices with ?mode=developer entries do",
                    fix: "Devices in production and Apple's CDN will reject it. \(trustFix)"))
        } else {
            report.checks.append(.fail(.tlsTrust, trustSeen, fix: trustFix))
        }
        report.checks += ordered
        if selfSigned {
            report.checks.append(.skipped(.tlsChain, "a self-signed certificate has no chain"))
        } else if expired || notYet {
            report.checks.append(.skipped(.tlsChain, "not evaluated: the certificate's dates already reject it"))
        } else if let last = chain.last, !last.isSelfIssued {
            report.checks.append(
                .warning(
                    .tlsChain,
                    .plural("check.tls.chain-incomplete", count: chain.count, ["issuer": .text(last.issuer)]),
                    fix: "Configure the server to send the full chain (leaf then intermediates)."))
        } else {
            report.checks.append(
                .warning(
                    .tlsChain,
                    "the chain ends at \(chain.last.map { Message.verbatim($0.subject) } ?? "an unknown root"), which is not a trusted root",
                    fix: trustFix))
        }
        return developer
    }

    /// The dates check for a certificate within its validity period.
    func datesCheck(_ leaf: CertificateSummary?) -> CheckResult {
        guard let leaf else { return .pass(.tlsDates, "within its validity period") }
        let now = Int64(Date().timeIntervalSince1970)
        let days = (leaf.notAfter - now) / 86_400
        if days < Int64(options.expiryWarningDays) {
            return .warning(
                .tlsDates, .plural("check.tls.expires-in", count: Int(days), ["date": .text(Self.date(leaf.notAfter))]),
                fix: "Renew the certificate before it expires.")
        }
        return .pass(.tlsDates, "valid until \(Self.date(leaf.notAfter)) (\(days) days)")
    }

    static func date(_ seconds: Int64) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }

    static func format(_ seconds: Double) -> String { String(format: "%.1f", seconds) }

    static func parent(of host: String) -> String {
        guard let dot = host.firstIndex(of: ".") else { return host }
        return String(host[host.index(after: dot)...])
    }
}
