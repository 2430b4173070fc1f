#if ULINKS_WATCH
    import Foundation
    import Testing
    import ULinksTestSupport
    import UniversalLinksChecker
    import UniversalLinksWatch

    @Suite("Docs/Watch.md matches the code")
    struct WatchDocsTests {
        static let document: String? = {
            try? String(contentsOf: PackageRoot.url.appendingPathComponent("Docs/Watch.md"), encoding: .utf8)
        }()

        @Test(arguments: WatchReasonID.allCases)
        func everyReasonIsDocumented(_ id: WatchReasonID) throws {
            let text = try #require(Self.document)
            #expect(text.contains("| `\(id.rawValue)` | \(id.severity.rawValue) | \(id.summary) |"))
        }

        @Test(arguments: AppleFailureCode.known)
        func everyFailureCodeIsDocumented(_ code: AppleFailureCode) throws {
            let text = try #require(Self.document)
            #expect(text.contains("| `\(code.code)` | \(code.meaning) | \(code.fix) |"))
        }

        @Test(arguments: [
            "--domains", "--app", "--url", "--cdn", "--android", "--resolve", "--expect", "--expect-android",
            "--interval",
            "--once", "--format", "--webhook", "--allow-private", "--state", "--history", "--cdn-grace",
            "--list-reasons",
        ])
        func everyFlagIsDocumented(_ flag: String) throws {
            let text = try #require(Self.document)
            #expect(text.contains("| `\(flag)"))
        }

        @Test func everyFlagOfTheCommandIsInTheDocument() async throws {
            let text = try #require(Self.document)
            guard let help = try await ULinksCommand.run(["watch", "--help"]) else { return }
            // The option lines of the help: "  --flag <value>   what".
            let flags = Set(
                help.text.split(separator: "\n").compactMap { line -> String? in
                    guard line.hasPrefix("  --") else { return nil }
                    return String(line.dropFirst(2).prefix { $0 != " " && $0 != "," })
                })
            #expect(flags.count > 15)
            for flag in flags where flag != "--help" && flag != "--version" {
                #expect(text.contains("`\(flag)"), "\(flag) is not in Docs/Watch.md")
            }
        }
    }
#endif
