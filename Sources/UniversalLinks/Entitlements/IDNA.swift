#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Converts host names between their Unicode form and the ASCII form (`xn--` labels) that DNS, TLS
/// certificates and the Associated Domains entitlement use (IDNA 2008 with the UTS #46 lower-casing
/// and dot mapping; the full UTS #46 mapping table is not applied).
public enum IDNA {
    /// The ACE prefix that marks a Punycode label.
    public static let acePrefix = "xn--"

    /// Why a host name cannot be converted.
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        public var label: String
        public var reason: String
        public var description: String { "label '\(label)': \(reason)" }
    }

    /// `bücher.example` → `xn--bcher-kva.example`. ASCII labels are lower-cased; non-ASCII labels are
    /// normalised (NFC), lower-cased and Punycode-encoded. Ideographic full stops count as dots.
    public static func toASCII(_ host: String) throws(Failure) -> String {
        var labels: [String] = []
        for label in splitLabels(host) {
            if label.unicodeScalars.allSatisfy(\.isASCII) {
                labels.append(label.lowercased())
                continue
            }
            #if canImport(FoundationEssentials)
                // The standard library's NFC: Foundation's would link the full Foundation and ICU (Docs/Size.md).
                let normalized = String(decoding: String(label)._nfcCodeUnits, as: UTF8.self).lowercased()
            #else
                let normalized = label.precomposedStringWithCanonicalMapping.lowercased()
            #endif
            let encoded: String
            do {
                encoded = try Punycode.encode(normalized)
            } catch {
                throw Failure(label: label, reason: String(describing: error))
            }
            let ace = acePrefix + encoded
            guard ace.utf8.count <= 63 else {
                throw Failure(label: label, reason: "longer than 63 bytes once encoded")
            }
            labels.append(ace)
        }
        return labels.joined(separator: ".")
    }

    /// `xn--bcher-kva.example` → `bücher.example`. Host names are case-insensitive, so the result is lower-cased.
    public static func toUnicode(_ host: String) throws(Failure) -> String {
        var labels: [String] = []
        for label in splitLabels(host) {
            let label = label.lowercased()
            guard label.hasPrefix(acePrefix) else {
                labels.append(label)
                continue
            }
            let body = String(label.dropFirst(acePrefix.count))
            do {
                labels.append(try Punycode.decode(body))
            } catch {
                throw Failure(label: label, reason: error.description)
            }
        }
        return labels.joined(separator: ".")
    }

    /// Whether a host has a label in Punycode form.
    public static func hasACELabel(_ host: String) -> Bool {
        splitLabels(host).contains { $0.lowercased().hasPrefix(acePrefix) }
    }

    /// Splits on `.` and the other full stops UTS #46 maps to it.
    static func splitLabels(_ host: String) -> [String] {
        let dots: Set<Unicode.Scalar> = [".", "\u{3002}", "\u{FF0E}", "\u{FF61}"]
        var labels: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in host.unicodeScalars {
            if dots.contains(scalar) {
                labels.append(String(current))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        labels.append(String(current))
        return labels
    }
}
