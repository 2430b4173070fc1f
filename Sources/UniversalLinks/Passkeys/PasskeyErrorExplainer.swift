import Foundation

/// Reads a passkey error people paste (an iOS `ASAuthorizationError`, `SWCErrorDomain`, an Android Credential
/// Manager exception, a browser's `SecurityError`) and says what it means and which checks of
/// `ulinks passkeys` find its cause.
public struct PasskeyErrorExplainer: Sendable {
    public init() {}

    /// The explanations of every error family the text shows (a specific one hides the generic one of
    /// its platform); empty when nothing is recognised. Only the first 64 KiB are read.
    public func explain(_ text: String) -> [PasskeyErrorExplanation] {
        MessageTables.register(.core)
        let pasted = String(text.unicodeScalars.prefix(65_536))
        let lower = pasted.lowercased()
        var found: [(rule: Rule, matched: String)] = []
        for rule in Self.rules {
            if let matched = rule.match(lower, pasted) { found.append((rule, matched)) }
        }
        let specific = Set(found.filter { !$0.rule.generic }.map(\.rule.platform))
        let association = Self.association(in: pasted)
        return found.filter { !$0.rule.generic || !specific.contains($0.rule.platform) }.map { rule, matched in
            var explanation = PasskeyErrorExplanation(
                id: rule.id, platform: rule.platform, matched: matched, meaning: rule.meaning, cause: rule.cause,
                problems: rule.problems, sources: rule.sources)
            if rule.platform == .ios {
                explanation.appID = association.app
                explanation.rpID = association.domain
            }
            return explanation
        }
    }

    /// The app ID and domain of iOS's "Application with identifier APP is not associated with domain
    /// DOMAIN" and "Unable to verify webcredentials association of APP with domain DOMAIN".
    static func association(in text: String) -> (app: String?, domain: String?) {
        let app =
            word(after: "application with identifier ", in: text)
            ?? word(after: "webcredentials association of ", in: text)
        let domain =
            word(after: "is not associated with domain ", in: text)
            ?? word(after: "is not associated with the domain ", in: text) ?? word(after: " with domain ", in: text)
        return (app, domain)
    }

    /// The word after `marker` (case-insensitive), without the quotes and punctuation around it.
    static func word(after marker: String, in text: String) -> String? {
        guard let range = text.range(of: marker, options: .caseInsensitive) else { return nil }
        let rest = text[range.upperBound...]
        let token = rest.prefix { !$0.isWhitespace && $0 != "," && $0 != ";" }
        let trimmed = token.trimmingCharacters(in: CharacterSet(charactersIn: "\"'`<>().:{}[]"))
        return trimmed.isEmpty ? nil : trimmed
    }

    /// One error family.
    struct Rule: Sendable {
        var id: String
        var platform: PasskeyPlatform
        /// Every group must match; within a group, any phrase (lower case). A phrase of digits matches
        /// as a whole number only.
        var all: [[String]]
        var meaning: Message
        var cause: Message
        var problems: [PasskeyProblem]
        var sources: [String]
        /// Shown only when no specific family of its platform matched.
        var generic = false

        func match(_ lower: String, _ original: String) -> String? {
            var first: String?
            for group in all {
                guard let hit = group.first(where: { PasskeyErrorExplainer.contains(lower, $0) }) else { return nil }
                if first == nil { first = hit }
            }
            guard let first, let range = original.range(of: first, options: .caseInsensitive) else { return first }
            return String(original[range])
        }
    }

    /// `phrase` in `text`; digits only as a whole number (1004 is not in 10040).
    static func contains(_ text: String, _ phrase: String) -> Bool {
        guard phrase.allSatisfy(\.isNumber) else { return text.contains(phrase) }
        var rest = text[...]
        while let range = rest.range(of: phrase) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            if !(before?.isNumber ?? false) && !(after?.isNumber ?? false) { return true }
            rest = text[range.upperBound...]
        }
        return false
    }
}
