import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// The reference document and the code agree, and every registered code is really emitted.
@Suite struct DiagnosticCodeTests {
    static let packageRoot = PackageRoot.path

    static let aasaCodes = DiagnosticCode.registry.filter { $0.domain == .aasa }

    @Test func referenceDocumentIsUpToDate() throws {
        let path = Self.packageRoot + "/Docs/Diagnostics.md"
        let onDisk = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
        if ProcessInfo.processInfo.environment["ULINKS_UPDATE_GOLDEN"] == "1" {
            try Data(DiagnosticCode.referenceDocument().utf8).write(to: URL(fileURLWithPath: path))
        }
        #expect(
            onDisk == DiagnosticCode.referenceDocument(),
            "Docs/Diagnostics.md is stale: run `swift run ulinks codes --markdown > Docs/Diagnostics.md`")
    }

    @Test func codesAreUniqueAndWellFormed() {
        let codes = DiagnosticCode.registry.map(\.code.rawValue)
        #expect(Set(codes).count == codes.count)
        for code in codes {
            #expect(code.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(code)")
        }
    }

    /// Each registered AASA example, validated, emits its code.
    @Test(arguments: aasaCodes.filter { $0.example != nil })
    func exampleEmitsItsCode(_ info: DiagnosticCodeInfo) throws {
        let example = try #require(info.example)
        let report = AASAValidator().validate(Array(example.utf8)).report
        let found = report.diagnostics.first { $0.code == info.code }
        #expect(found != nil, "example for \(info.code) emits \(report.codes.map(\.rawValue).sorted())")
        #expect(found?.severity == info.severity)
    }

    /// Codes without a text example are emitted by dedicated inputs.
    static let byteInputs: [(code: String, bytes: [UInt8])] = [
        ("invalid-utf8", Array("{\"a\": \"".utf8) + [0xFF] + Array("\"}".utf8)),
        ("file-too-large", Array(("[\"" + String(repeating: "x", count: 131_072) + "\"]").utf8)),
        ("too-many-errors", Array(String(repeating: "{\"a\" 1 ", count: 500).utf8)),
        ("unreadable-signature", [0x30, 0x82, 0x00, 0x10, 0x02, 0x01]),
    ]

    @Test(arguments: byteInputs)
    func byteInputEmitsItsCode(_ row: (code: String, bytes: [UInt8])) {
        let report = AASAValidator().validate(row.bytes).report
        #expect(report.codes.contains(DiagnosticCode(row.code)), "\(report.codes)")
    }

    @Test func everyCodeWithoutExampleHasADedicatedTest() {
        // unreadable-file, too-large: CLI tests (ValidateCommandTests, BoundedInputTests); unreachable-check-incomplete:
        // ValidationWorkTests (its input is megabytes).
        let covered = Set(
            Self.byteInputs.map(\.code) + ["unreadable-file", "too-large", "unreachable-check-incomplete"])
        for info in Self.aasaCodes where info.example == nil {
            #expect(covered.contains(info.code.rawValue), "\(info.code) has no example and no dedicated test")
        }
    }

    /// Nothing emits a code the reference document does not list: every corpus file, every example
    /// and every byte input, validated.
    @Test func everyEmittedCodeIsRegistered() {
        let registered = Set(DiagnosticCode.registry.map(\.code))
        var inputs: [[UInt8]] = Self.byteInputs.map(\.bytes)
        inputs += DiagnosticCode.registry.compactMap { $0.example.map { Array($0.utf8) } }
        var assetLinks: [[UInt8]] = DiagnosticCode.registry.filter { $0.domain == .assetlinks }
            .compactMap { $0.example.map { Array($0.utf8) } }
        if SharedFolder.isPresent {
            inputs += CorpusFiles.list(in: SharedFolder.root + "/corpus/aasa").map(CorpusFiles.read)
            assetLinks += CorpusFiles.list(in: SharedFolder.root + "/corpus/assetlinks").map(CorpusFiles.read)
        }
        for bytes in inputs {
            for d in AASAValidator().validate(bytes).report.diagnostics {
                #expect(registered.contains(d.code), "\(d.code) is emitted but not in Docs/Diagnostics.md")
            }
        }
        for bytes in assetLinks + [Array(("[" + String(repeating: " ", count: 140_000) + "]").utf8)] {
            for d in AssetLinksValidator().validate(bytes).diagnostics {
                #expect(registered.contains(d.code), "\(d.code) is emitted but not in Docs/Diagnostics.md")
            }
        }
    }

    /// Each registered assetlinks.json example, validated, emits its code; an oversize file emits the size code.
    @Test func assetLinksExamplesEmitTheirCodes() throws {
        for info in DiagnosticCode.registry where info.domain == .assetlinks {
            guard let example = info.example else {
                let big = Array(("[" + String(repeating: " ", count: 140_000) + "]").utf8)
                #expect(AssetLinksValidator().validate(big).codes.contains(info.code), "\(info.code)")
                continue
            }
            let report = AssetLinksValidator().validate(Array(example.utf8))
            #expect(report.codes.contains(info.code), "example of \(info.code) gave \(report.codes)")
        }
    }

    /// Every real assetlinks.json of the corpus is read; most are well-formed statement lists.
    @Test(.enabled(if: SharedFolder.isPresent, "../shared/corpus is absent"))
    func corpusAssetLinksFilesAreRead() async {
        await onOwnThreads {
            let files = CorpusFiles.list(in: SharedFolder.root + "/corpus/assetlinks")
            #expect(files.count > 40)
            let clean = files.filter { !AssetLinksValidator().validate(CorpusFiles.read($0)).hasErrors }
            #expect(clean.count > files.count / 2, "only \(clean.count) of \(files.count) are clean")
        }
    }
}
