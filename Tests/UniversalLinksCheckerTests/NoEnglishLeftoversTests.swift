import Foundation
import Testing
import ULinksTestSupport
import UniversalLinksChecker

extension CheckerTests {
    /// Issue 32's acceptance test: every command of the README's list, run by the built `ulinks` on real
    /// inputs (the shared corpus, the loopback servers of the checker's fixtures) in pt-BR, zh-Hans and ko,
    /// prints no English sentence fragment outside an allow-list of proper nouns, codes and values, and
    /// renders no key its language lacks (`ULINKS_DEBUG_MISSING_KEYS` lists them at exit).
    ///
    /// Left out: `ulinks serve` and `ulinks mcp` run until stopped (their errors are run here; the console is
    /// the server's own test), and `--generate-completion-script` prints shell code.
    @Suite("no English left in translated output")
    struct NoEnglishLeftoversTests {
        typealias F = CheckerFixture

        static let languages = ["pt-BR", "zh-Hans", "ko"]

        /// The language environment cleared (the machine's locale cannot choose), missing keys listed at exit.
        static let environment: [String: String] = {
            var environment = ProcessInfo.processInfo.environment
            for name in ["ULINKS_LANG", "LC_ALL", "LC_MESSAGES", "LANG"] { environment[name] = nil }
            environment["ULINKS_DEBUG_MISSING_KEYS"] = "1"
            return environment
        }()

        static let corpus = PackageRoot.path + "/../shared/corpus"
        static let example = PackageRoot.path + "/Examples/apple-app-site-association"
        static let package = "com.example.app"
        static let print =
            "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"

        /// The first `count` files of a corpus folder, by name.
        static func corpusFiles(_ folder: String, _ count: Int) -> [String] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus + "/" + folder)) ?? []
            return names.filter { !$0.hasSuffix(".tsv") }.sorted().prefix(count).map {
                corpus + "/" + folder + "/" + $0
            }
        }

        // MARK: - The detector

        /// English words that carry a sentence (never a value, a code or a proper noun of the tool's output).
        static let englishWords = [
            "the", "is", "not", "found", "does", "with", "must", "an", "of", "to", "for", "and", "was", "are", "has",
            "from", "this", "that", "cannot", "looks", "connected", "should", "which", "when", "would", "it", "its",
            "be", "or", "no", "by", "at", "on",
        ]

        /// Words of the language itself that an English list would catch (Portuguese "no" = "in the", "for",
        /// "a"...).
        static func ownWords(_ language: String) -> Set<String> {
            language == "pt-BR" ? ["no", "for", "a", "do"] : []
        }

        /// Proper nouns and values that read as English: the Play Console's menu path, a code's example input.
        static let allowed = [
            "Play Console > Test and release > App integrity > App signing",
            "targetSdk 30, hosts example.com and partner.example.net",
        ]

        /// The English fragments of `output`: lines without URLs, quoted values, `{...}` rules and paths,
        /// that still hold an English function word. Lines that are the input echoed (a source line under a
        /// diagnostic) and argument-parser's own usage lines are not the tool's prose.
        static func englishFragments(_ output: String, language: String, inputs: String) -> [String] {
            let own = ownWords(language)
            let words = Set(englishWords).subtracting(own)
            var fragments: [String] = []
            for raw in output.split(separator: "\n") {
                let line = raw.trimmingCharacters(in: .whitespaces)
                if line.isEmpty || line.hasPrefix("Usage:") || line.hasPrefix("See '") { continue }
                if line.hasPrefix("{") || line.hasPrefix("[") || line.hasPrefix("\"") || line.hasPrefix("<") {
                    continue
                }
                if line.count > 3 && inputs.contains(line) { continue }
                var text = line
                for phrase in allowed { text = text.replacingOccurrences(of: phrase, with: " ") }
                // URLs, quoted values, rules, paths, codes and identifiers (`not-json`, `error[x]`, `a_b`), HTTP
                // statuses with their reason phrase (`404 Not Found`: the server's words), a library's error
                // (`SocketAddressError.UnknownHost: ...`: the system's words).
                let values = [
                    #"https?://\S+"#, #""[^"]*""#, #"'[^']*'"#, #"\{[^}]*\}"#, #"\S*/\S*"#, #"\S*[-_\[\]]\S*"#,
                    #"\b[1-5][0-9][0-9]( [A-Z][a-z]+)+"#, #"[A-Za-z]+Error\.[A-Za-z]+:[^)]*"#,
                ]
                for pattern in values {
                    text = text.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
                }
                // Words in capitals are values (`NOT`, `INVALID`), not prose.
                let tokens = text.split { !$0.isLetter }.filter { $0.count == 1 || $0 != $0.uppercased() }
                    .map { $0.lowercased() }
                let hits = tokens.filter { words.contains($0) }
                // One stray word (a value such as "no" in a table) is not a sentence; two are.
                if Set(hits).count >= 2
                    || hits.contains(where: { ["the", "is", "not", "cannot", "does"].contains($0) })
                {
                    fragments.append(line)
                }
            }
            return fragments
        }

        /// The keys `ULINKS_DEBUG_MISSING_KEYS` listed, and the output without that list.
        static func missingKeys(_ errors: String) -> (keys: [String], rest: String) {
            guard let start = errors.range(of: "ulinks: missing keys: ") else { return ([], errors) }
            let after = errors[start.upperBound...]
            var keys: [String] = []
            var lines = after.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
            while let line = lines.first, line.hasPrefix("  ") {
                keys.append(String(line.dropFirst(2)))
                lines = lines.dropFirst()
            }
            return (keys, String(errors[..<start.lowerBound]) + lines.joined(separator: "\n"))
        }

        // MARK: - The commands

        /// Inputs written for the run: a file with a trailing comma, an HTML page, URL lists, entitlements,
        /// a signing identity and the signed file.
        struct Inputs {
            let directory: TemporaryDirectory
            let trailingComma: String
            let page: String
            let urls: String
            let entitlements: String
            let swcutil: String
            let certificate: String
            let key: String
            let signed: String
            let manifest: String
        }

        static func inputs(_ fixture: CheckerFixture) throws -> Inputs {
            let directory = try TemporaryDirectory("ulinks-l10n")
            let identity = try fixture.pki.issue("l10n-signer", names: ["good.example.test"])
            return Inputs(
                directory: directory,
                trailingComma: try directory.write(
                    "trailing.json",
                    #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/x"},]}]}}"#
                ),
                page: try directory.write("page.json", "<!DOCTYPE html>\n<html><body>Not found</body></html>\n"),
                urls: try directory.write(
                    "urls.txt",
                    "https://swiftlinks.org/en_GB/shop/shoes\nnot a url\u{01}\nhttps://swiftlinks.org/help/website/faq\n"
                ),
                entitlements: try directory.write(
                    "app.entitlements",
                    """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                    <plist version="1.0"><dict>
                    <key>application-identifier</key><string>\(F.appID)</string>
                    <key>com.apple.developer.associated-domains</key><array>
                    <string>applinks:good.example.test</string><string>applinks:*.example.test</string>
                    <string>applinks:stale.example.test</string><string>webcredentials:missing.example.test</string>
                    <string>applinks:bad host</string></array>
                    </dict></plist>
                    """),
                swcutil: try directory.write(
                    "swcutil.txt",
                    """
                    Service:              applinks
                    App ID:               ABCDE12345.com.example.shop
                    Domain:               shop.example
                    User Approval:        unspecified
                    Site/Fmwk Approval:   denied
                    Flags:                
                    Last Checked:         2024-03-07 16:20:35 +0000
                    Next Check:           2024-03-12 16:14:24 +0000
                    --------------------------------------------------------------------------------
                    Service:              applinks
                    App ID:               ABCDE12345.com.example.shop
                    Domain:               links.shop.example?mode=developer
                    User Approval:        unspecified
                    Site/Fmwk Approval:   unspecified
                    Flags:                developer
                    Error:                Error Domain=NSCocoaErrorDomain Code=3840 "Unexpected character at line 1"

                    """),
                certificate: identity.certificate, key: identity.key,
                signed: directory.path("signed.aasa"), manifest: directory.path("ulinks.json"))
        }

        /// `ulinks check` (and doctor, watch) reaching the fixture's hosts.
        static func network(_ fixture: CheckerFixture) -> [String] {
            let options = fixture.options()
            return options.resolve.values.flatMap { ["--resolve", $0.description] } + ["--ca", fixture.pki.caFile]
        }

        /// The README's commands, each on real inputs. The order matters: `sign` writes what
        /// `verify-signature` reads, `init` what `generate` reads.
        static func commands(_ fixture: CheckerFixture, _ trace: TraceFixture, _ i: Inputs) -> [[String]] {
            let aasa = corpusFiles("aasa", 12)
            let assetlinks = corpusFiles("assetlinks", 6)
            let project = corpusFiles("projects", 1)
            let net = network(fixture)
            let cdn = ["--cdn-base", fixture.options().cdnBase]
            let shoes = "https://swiftlinks.org/en_GB/shop/shoes"
            var commands: [[String]] = [
                ["validate", example], ["validate", i.trailingComma], ["validate", i.page],
                ["validate", "--strict"] + aasa, ["validate", "--format", "github", i.trailingComma],
                ["validate"] + assetlinks, ["validate", "--max-bytes", "10", example], ["validate", "/no/such/file"],
                ["fmt", example], ["codes"], ["codes", "curly-quotes"], ["codes", "--markdown", "trailing-comma"],
                ["match", example, shoes, "https://swiftlinks.org/help/website/faq"],
                ["match", "--explain", example, shoes + "?x=1#f"], ["match", example, "--urls", i.urls],
                ["match", example, "--android", assetlinks[0], "--package", package, shoes],
                ["convert", example, "--to", "dual"],
                ["convert", example, "--to", "assetlinks", "--package", package, "--fingerprint", print],
                ["diff", example, aasa[0]], ["diff", aasa[1], aasa[2]],
                ["device", i.swcutil],
                ["entitlements", i.entitlements],
                ["android", "match", assetlinks[0], "https://example.com/x"],
                ["android", "statements", assetlinks[0]],
                ["android", "statements", assetlinks[0], "--package", package, "--fingerprint", print],
                [
                    "init", "--no-input", "--team", "ABCDE12345", "--bundle", "com.example.app", "--domain",
                    "example.com", "--path", "/promo?code=*", "-o", i.manifest, "--force",
                ],
                ["generate", "--manifest", i.manifest, "--out", i.directory.path("site")],
                ["validate", i.manifest],
                ["export", "--store", i.directory.path("none.sqlite"), "--to", i.directory.path("export")],
                ["serve", "--bind", "nonsense"],
                ["check", "--list-checks"], ["watch", "--list-reasons"],
                [
                    "sign", example, i.signed, "--cert", i.certificate, "--key", i.key, "--domain",
                    "good.example.test", "--domain", "other.example.org",
                ],
                ["verify-signature", i.signed, "--ca", fixture.pki.caFile, "--domain", "good.example.test"],
                ["verify-signature", i.signed, "--ca", fixture.pki.caFile, "--domain", "other.example.org"],
            ]
            commands += project.map { ["doctor", $0, "--offline"] }
            for host in [
                "good.example.test", "htmlpage.example.test", "login.example.test", "plain.example.test",
                "missing.example.test", "moved.example.test", "stale.example.test", "expired.example.test",
                "refused.example.test",
            ] {
                commands.append(["check", host, "--app", F.appID, "--url", "https://\(host)/buy/1"] + net + cdn)
            }
            commands.append(["check", "good.example.test", "--cdn", "--android"] + net + cdn)
            commands.append(["check", "htmlpage.example.test", "--format", "github"] + net + cdn)
            commands.append(["watch", "good.example.test", "stale.example.test", "--once", "--allow-private"] + net)
            commands.append(
                ["doctor", "--entitlements", i.entitlements, "--url", "https://good.example.test/buy/1"] + net + cdn)
            commands.append(trace.arguments(LocalizationTraceTests.clickTracked))
            return commands
        }

        /// `ulinks passkeys` (issue 35, after the README list above was written): every scenario of the
        /// passkeys fixture's loopback origins, and the errors `--explain-error` knows, one per family.
        static func passkeysCommands(_ fixture: PasskeysFixture) -> [[String]] {
            let options = fixture.options()
            let net =
                options.resolve.values.flatMap { ["--resolve", $0.description] } + [
                    "--ca", fixture.checker.pki.caFile, "--cdn-base", options.cdnBase,
                ]
            let app = ["--app", PasskeysFixture.app, "--package", PasskeysFixture.package, "--fingerprint", print]
            var commands = [
                "ready.pk.test", "nowebcreds.pk.test", "wrongapp.pk.test", "missing.pk.test", "redirect.pk.test",
                "badjson.pk.test", "plain.pk.test",
            ].map { ["passkeys", $0] + app + net }
            commands.append(["passkeys", "stale.pk.test", "--cdn"] + app + net)
            for error in [
                "ASAuthorizationError Code=1004 Application with identifier A is not associated with domain b.example",
                "[50152] RP ID cannot be validated.", "The incoming request cannot be validated",
                "SecurityError: The relying party ID is not a registrable domain suffix of, nor equal to the current domain.",
                "no such error",
            ] {
                commands.append(["passkeys", "--explain-error", error])
            }
            return commands
        }

        // MARK: - The tests

        @Test(arguments: languages)
        func everyCommandSpeaksTheLanguage(_ language: String) async throws {
            guard FileManager.default.fileExists(atPath: Self.corpus + "/aasa") else {
                Swift.print("skipped: ../shared/corpus is absent")
                return
            }
            let fixture = try await F.shared.value
            let trace = try await TraceFixture.shared.value
            let inputs = try Self.inputs(fixture)
            var inputText = ""
            for file in Self.corpusFiles("aasa", 12) + Self.corpusFiles("assetlinks", 6) + [Self.example] {
                inputText += (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
            }
            inputText += [inputs.trailingComma, inputs.page, inputs.urls, inputs.entitlements, inputs.swcutil]
                .compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }.joined(separator: "\n")
            var leftovers: [String] = []
            var missing: [String: Set<String>] = [:]
            let passkeys = Self.passkeysCommands(try await PasskeysFixture.shared.value)
            for command in Self.commands(fixture, trace, inputs) + passkeys {
                guard
                    let run = try await ULinksCommand.run(
                        command + ["--lang", language], environment: Self.environment)
                else { return }
                let (keys, errors) = Self.missingKeys(run.errors)
                let name = command.prefix(2).joined(separator: " ")
                for key in keys { missing[key, default: []].insert(name) }
                for fragment in Self.englishFragments(run.text + "\n" + errors, language: language, inputs: inputText) {
                    leftovers.append("\(name): \(fragment)")
                }
            }
            #expect(leftovers.isEmpty, "English in \(language):\n\(leftovers.joined(separator: "\n"))")
            #expect(
                missing.isEmpty,
                "keys missing in \(language):\n\(missing.keys.sorted().map { "\($0) (\(missing[$0]!.sorted().joined(separator: ", ")))" }.joined(separator: "\n"))"
            )
        }

        /// The leftovers issue 32 names, each in the language now.
        @Test func theLeftoversTheIssueNamesAreTranslated() async throws {
            let fixture = try await F.shared.value
            let inputs = try Self.inputs(fixture)
            let net = Self.network(fixture)
            func run(_ arguments: [String], _ language: String) async throws -> String? {
                try await ULinksCommand.run(arguments + ["--lang", language], environment: Self.environment)
                    .map { $0.text + $0.errors }
            }
            // A file served as an HTML page.
            guard let pt = try await run(["check", "htmlpage.example.test"] + net, "pt-BR") else { return }
            #expect(!pt.contains("an HTML page"), "\(pt)")
            #expect(pt.contains("parece uma página HTML"), "\(pt)")
            guard let zh = try await run(["check", "htmlpage.example.test"] + net, "zh-Hans") else { return }
            #expect(!zh.contains("an HTML page"), "\(zh)")
            // The connection and the Content-Type, in every language.
            for language in Self.languages {
                guard let good = try await run(["check", "good.example.test"] + net, language),
                    let plain = try await run(["check", "plain.example.test"] + net, language)
                else { return }
                #expect(!good.contains("connected to 127.0.0.1"), "\(language): \(good)")
                #expect(!plain.contains(", not application/json"), "\(language): \(plain)")
            }
            // The trailing comma's fix.
            guard let ptComma = try await run(["validate", inputs.trailingComma], "pt-BR"),
                let koComma = try await run(["validate", inputs.trailingComma], "ko")
            else { return }
            // "último elemento" is the translation; the leftover was the English word after it.
            #expect(ptComma.contains("último elemento") && !ptComma.contains("último element\n"), "\(ptComma)")
            #expect(!koComma.contains("마지막 element"), "\(koComma)")
        }

        /// English output is unchanged by the missing-keys list: without the variable nothing is added.
        @Test func theMissingKeysListIsOnlyThereWhenAskedFor() async throws {
            var environment = Self.environment
            environment["ULINKS_DEBUG_MISSING_KEYS"] = nil
            guard let plain = try await ULinksCommand.run(["codes", "curly-quote"], environment: environment),
                let listed = try await ULinksCommand.run(["codes", "curly-quote"], environment: Self.environment)
            else { return }
            #expect(!plain.errors.contains("missing keys"))
            #expect(listed.errors.contains("ulinks: missing keys: 0"), "\(listed.errors)")
            #expect(plain.output == listed.output)
        }
    }
}
