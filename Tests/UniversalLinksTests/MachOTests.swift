import Testing
import ULinksTestSupport
import UniversalLinks

@Suite struct MachOTests {
    static let entitlements = EntitlementFixtures.xml(["applinks:example.com", "applinks:*.example.com"])

    @Test func readsThinBinary() throws {
        let binary = MachOFixture.thin(entitlements: Self.entitlements)
        #expect(MachOFile.looksLikeMachO(binary))
        let file = try MachOFile(bytes: binary)
        let slice = try #require(file.slices.first)
        #expect(file.slices.count == 1)
        #expect(slice.is64Bit)
        #expect(slice.architecture == "arm64")
        let signature = try #require(slice.codeSignature)
        #expect(signature.entitlementsXML == Array(Self.entitlements.utf8))
        #expect(signature.identifier == "com.example.app")
        #expect(signature.teamIdentifier == "ABCDE12345")
    }

    @Test func readsFatBinary() throws {
        let binary = MachOFixture.fat([
            (MachOFixture.cpuX86_64, MachOFixture.thin(entitlements: nil, cpu: MachOFixture.cpuX86_64)),
            (MachOFixture.cpuARM64, MachOFixture.thin(entitlements: Self.entitlements)),
        ])
        let file = try MachOFile(bytes: binary)
        #expect(file.slices.map(\.architecture) == ["x86_64", "arm64"])
        #expect(file.signedSlice?.architecture == "arm64")
        #expect(file.signedSlice?.codeSignature?.entitlementsXML == Array(Self.entitlements.utf8))
    }

    @Test func entitlementsDocumentReadsTheSignedEntitlements() throws {
        let validation = EntitlementsValidator().validate(MachOFixture.thin(entitlements: Self.entitlements))
        #expect(validation.document.format == .machO)
        #expect(validation.document.applicationIdentifier == "ABCDE12345.com.example.app")
        #expect(validation.document.signingIdentifier == "com.example.app")
        #expect(validation.domains.map(\.description) == ["applinks:example.com", "applinks:*.example.com"])
        #expect(validation.report.diagnostics.isEmpty)
    }

    @Test func unsignedAndEntitlementFreeBinaries() {
        let unsigned = EntitlementsDocument(bytes: MachOFixture.thin(entitlements: nil, signed: false))
        #expect(unsigned.diagnostics.first?.message.english.contains("no code signature") == true)
        let bare = EntitlementsDocument(bytes: MachOFixture.thin(entitlements: nil))
        #expect(bare.diagnostics.first?.message.english.contains("no entitlements blob") == true)
    }

    @Test func garbageNeverCrashes() throws {
        // Every truncation and a sweep of corrupted bytes: each read either succeeds or throws.
        let binary = MachOFixture.thin(entitlements: Self.entitlements)
        var outcomes = (ok: 0, failed: 0)
        for length in Array(stride(from: 0, to: binary.count, by: 7)) + [binary.count] {
            if (try? MachOFile(bytes: Array(binary.prefix(length)))) != nil {
                outcomes.ok += 1
            } else {
                outcomes.failed += 1
            }
        }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2000 {
            var corrupted = binary
            for _ in 0..<4 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let position =
                    Int(state >> 33) % 0x1000 < 32 + 16 ? Int(state >> 33) % 48 : 0x1000 + Int(state >> 40) % 200
                corrupted[min(position, corrupted.count - 1)] = UInt8(truncatingIfNeeded: state >> 24)
            }
            _ = try? MachOFile(bytes: corrupted)
            _ = EntitlementsDocument(bytes: corrupted)
        }
        #expect(outcomes.failed > 0 && outcomes.ok > 0)
        let fatGarbage: [UInt8] = [0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 2, 0xFF, 0xFF, 0xFF, 0xFF]
        #expect(throws: MachOError.self) { try MachOFile(bytes: fatGarbage) }
        let javaClass: [UInt8] = [0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 52]
        #expect(throws: MachOError.self) { try MachOFile(bytes: javaClass) }
    }
}
