import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks
import UniversalLinksApp
import ZIPFoundation

@Suite struct SignedAppTests {
    static let binary = MachOFixture.thin(entitlements: AppFixtures.entitlements)

    @Test func readsIPA() throws {
        let folder = try AppFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let ipa = try AppFixtures.ipa(in: folder, binary: Self.binary)
        let app = try SignedApp.read(path: ipa.path)
        #expect(app.executablePath == "Payload/Example.app/Example")
        #expect(app.bundleIdentifier == "com.example.app")
        #expect(app.applicationIdentifier == "ABCDE12345.com.example.app")
        #expect(app.entitlements.signingIdentifier == "com.example.app")
        #expect(app.entitlements.entries.map(\.raw) == ["applinks:example.com", "applinks:https://www.example.com"])
        // The signed entitlements go through the same lints, with positions in the embedded plist.
        let report = EntitlementsValidator().validate(app.entitlements).report
        #expect(report.diagnostics.map(\.code) == ["entitlement-scheme"])
        #expect(report.diagnostics.first?.location?.line == 10)
    }

    @Test func readsFatBinaryInsideIPA() throws {
        let folder = try AppFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fat = MachOFixture.fat([
            (
                MachOFixture.cpuX86_64,
                MachOFixture.thin(entitlements: AppFixtures.entitlements, cpu: MachOFixture.cpuX86_64)
            ),
            (MachOFixture.cpuARM64, Self.binary),
        ])
        let app = try SignedApp.read(path: try AppFixtures.ipa(in: folder, binary: fat).path)
        #expect(app.applicationIdentifier == "ABCDE12345.com.example.app")
    }

    @Test func readsAppFolderAndBareBinary() throws {
        let folder = try AppFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try AppFixtures.appFolder(in: folder, binary: Self.binary)
        let fromFolder = try SignedApp.read(path: app.path)
        #expect(fromFolder.applicationIdentifier == "ABCDE12345.com.example.app")
        #expect(fromFolder.bundleIdentifier == "com.example.app")
        let fromBinary = try SignedApp.read(path: app.appendingPathComponent("Example").path)
        #expect(fromBinary.entitlements.entries.count == 2)
        #expect(fromBinary.bundleIdentifier == nil)
    }

    @Test func reportsWhatIsWrong() throws {
        let folder = try AppFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try AppFixtures.ipa(in: folder, binary: nil)
        #expect { try SignedApp.read(path: missing.path) } throws: { error in
            "\(error)".contains("Payload/Example.app/Example, named by CFBundleExecutable, is not in the archive")
        }
        let notIPA = folder.appendingPathComponent("other.zip")
        let archive = try Archive(url: notIPA, accessMode: .create)
        try archive.addEntry(
            with: "readme.txt", type: .file, uncompressedSize: Int64(2), provider: { _, _ in Data("hi".utf8) })
        #expect { try SignedApp.read(path: notIPA.path) } throws: { "\($0)".contains("no Payload/*.app/Info.plist") }
        let garbage = folder.appendingPathComponent("garbage.bin")
        try Data("PK\u{3}\u{4} not really a zip".utf8).write(to: garbage)
        #expect(throws: AppReadError.self) { try SignedApp.read(path: garbage.path) }
        let text = folder.appendingPathComponent("notes.txt")
        try Data("hello".utf8).write(to: text)
        #expect { try SignedApp.read(path: text.path) } throws: {
            "\($0)".contains("not an .ipa, a .app folder or a Mach-O binary")
        }
        #expect { try SignedApp.read(path: folder.appendingPathComponent("nope.ipa").path) } throws: {
            "\($0)".contains("no such file")
        }
        #expect { try SignedApp.read(path: folder.path) } throws: { "\($0)".contains("no Info.plist") }
    }

    @Test func unsignedBinaryGivesADiagnosticNotACrash() throws {
        let folder = try AppFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try AppFixtures.appFolder(in: folder, binary: MachOFixture.thin(entitlements: nil, signed: false))
        let read = try SignedApp.read(path: app.path)
        #expect(read.applicationIdentifier == nil)
        #expect(read.entitlements.diagnostics.map(\.code) == ["not-property-list"])
    }
}
