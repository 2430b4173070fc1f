import ArgumentParser
import UniversalLinks

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#endif

#if ULINKS_CHECKER
    import UniversalLinksChecker
#endif

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

    /// A usage error (exit 64, argument-parser's usage line after it): argument-parser's
    /// `ValidationError` holds a string, so the message is rendered here, in the language of the run.
    static func usageError(_ message: Message) -> ValidationError {
        ValidationError(failureLocalizer.render(message))
    }

    /// The message an error carries: a ``CLIError``'s, a library error's, else the error's own
    /// description shown as it is (a system's or a library's words the tool did not write).
    static func message(of error: any Error) -> Message {
        switch error {
        case let error as CLIError: return error.message
        case let error as InputError: return "\(error.path): \(error.message)"
        case let error as DeviceStateError: return error.message
        case let error as AndroidPatternMatcher.PatternError: return error.message
        case let error as HTTPURL.Problem: return error.fullMessage
        // Errors whose text is still a plain string: looked up as a key (a fixed text has its
        // translation; another is shown in English and recorded as missing).
        case let error as LegacyConverter.Failure: return Message(error.description)
        case let error as AssetLinksConverter.Failure: return Message(error.description)
        case let error as MachOError: return Message(error.message)
        default: break
        }
        #if ULINKS_CHECKER
            if let error = error as? ResolveOverrideError { return error.message }
        #endif
        return .verbatim("\(error)")
    }

    /// Prints a failure as argument-parser does and exits with the same code; the message (after
    /// argument-parser's own "Error: ") in the chosen language. Usage lines and help stay English.
    static func exit(withError error: any Error) -> Never {
        let localizer = failureLocalizer
        let code = ULinks.exitCode(for: error)
        guard localizer.language != .english, code != .success else { ULinks.exit(withError: error) }
        var text = ULinks.fullMessage(for: error)
        let message = message(of: error)
        let english = "Error: " + message.english
        if text.hasPrefix(english) {
            text = "Error: " + localizer.render(message) + text.dropFirst(english.count)
        }
        if !text.isEmpty { writeError(text + "\n") }
        #if canImport(Glibc)
            Glibc.exit(code.rawValue)
        #elseif canImport(Musl)
            Musl.exit(code.rawValue)
        #else
            Darwin.exit(code.rawValue)
        #endif
    }

    /// With `ULINKS_DEBUG_MISSING_KEYS` set: the keys rendered in a language that had no translation
    /// for them (``MessageTables/missingKeys``), one a line on standard error, or a line saying none.
    static func writeMissingKeys() {
        let missing = MessageTables.missingKeys.sorted()
        var text = "ulinks: missing keys: \(missing.count)\n"
        for key in missing { text += "  \(key)\n" }
        writeError(text)
    }
}
