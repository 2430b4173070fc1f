import ArgumentParser
import Foundation
import UniversalLinks

extension CLI {
    /// The language of a failure, read before (or without) a parsed command: `--lang` as typed, else
    /// ULINKS_LANG and the locale (what `LanguageOptions` resolves once the command is parsed).
    static var failureLocalizer: Localizer {
        let arguments = Array(CommandLine.arguments.dropFirst())
        var option: Language?
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { break }
            if argument == "--lang", index + 1 < arguments.count {
                option = Language(code: arguments[index + 1])
            } else if argument.hasPrefix("--lang=") {
                option = Language(code: String(argument.dropFirst("--lang=".count)))
            }
        }
        return Localizer(Language.resolve(option: option, environment: ProcessInfo.processInfo.environment))
    }

    /// A failure's text in `localizer`'s language: by the `error.*` templates (a quoted message inside
    /// translated too), else by the diagnostic message templates; "FILE: MESSAGE" keeps the file name
    /// and translates the rest. Unchanged for English and for a text no template covers.
    static func localized(failure text: String, _ localizer: Localizer) -> String {
        guard localizer.language != .english else { return text }
        let keyed = localizer.text(matching: text, prefix: "error.", values: { localizer.message($1) })
        guard keyed == text else { return keyed }
        let message = localizer.message(text)
        guard message == text, let colon = text.range(of: ": ") else { return message }
        return text[..<colon.upperBound] + localized(failure: String(text[colon.upperBound...]), localizer)
    }

    /// Prints a failure as argument-parser does and exits with the same code; the message (after
    /// argument-parser's own "Error: ") in the chosen language. Usage lines and help stay English.
    static func exit(withError error: any Error) -> Never {
        let localizer = failureLocalizer
        let code = ULinks.exitCode(for: error)
        guard localizer.language != .english, code != .success else { ULinks.exit(withError: error) }
        var lines = ULinks.fullMessage(for: error).components(separatedBy: "\n")
        let prefix = "Error: "
        if let first = lines.first, first.hasPrefix(prefix) {
            lines[0] = prefix + localized(failure: String(first.dropFirst(prefix.count)), localizer)
        }
        let text = lines.joined(separator: "\n")
        if !text.isEmpty { writeError(text + "\n") }
        Foundation.exit(code.rawValue)
    }
}
