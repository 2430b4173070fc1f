import Foundation
import Testing
import UniversalLinks
import UniversalLinksApp

/// The app module's texts (read errors of .ipa, .app and .apk files, the compiled manifest's errors, the
/// signing key reminders) render in pt-BR, zh-Hans and ko from its own table: English as it was, no key
/// missing in any language.
@Suite struct AppMessagesLocalizationTests {
    /// Every key of `message` and of the messages it holds.
    static func keys(_ message: Message) -> Set<String> {
        var keys: Set<String> = [message.key]
        for case .message(let inner) in message.arguments.values { keys.formUnion(Self.keys(inner)) }
        return keys
    }

    /// Read errors and reminders, with the English each says.
    static func messages(in folder: URL) throws -> [(Message, String)] {
        var messages: [(Message, String)] = []
        func add(_ read: () throws -> Void) {
            do {
                try read()
                Issue.record("read without an error")
            } catch let error as AppReadError {
                messages.append((error.message, error.description))
            } catch {
                Issue.record("not an AppReadError: \(error)")
            }
        }
        let missing = folder.appendingPathComponent("missing.ipa").path
        add { _ = try SignedApp.read(path: missing) }
        let text = folder.appendingPathComponent("notes.txt")
        try Data("hello".utf8).write(to: text)
        add { _ = try SignedApp.read(path: text.path) }
        add { _ = try SignedAPK.read(apk: text.path) }
        let ipa = try AppFixtures.ipa(in: folder, binary: [0])
        add { _ = try SignedAPK.read(apk: ipa.path) }
        let apk = try APKFixtures.apk(in: folder, manifest: Array("<manifest/>".utf8))
        add { _ = try SignedAPK.read(apk: apk.path) }
        do {
            _ = try BinaryXMLReader().read(
                BinaryXMLEncoder().encode(BinaryXMLEncoder.manifest()).dropLast(40).map(\.self))
        } catch {
            messages.append((error.message, error.message.english))
        }
        for guess in [SigningKeyGuess.debug, .developerKey] {
            if let reminder = guess.reminder { messages.append((reminder, reminder.english)) }
        }
        #expect(SigningKeyGuess.playAppSigning.reminder == nil)
        return messages
    }

    @Test(arguments: [Language.portugueseBrazil, .chineseSimplified, .korean])
    func readErrorsAndRemindersSpeakTheLanguage(language: Language) throws {
        let folder = try AppFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let messages = try Self.messages(in: folder)
        #expect(messages.count == 8, "\(messages.map(\.1))")
        let path = folder.appendingPathComponent("missing.ipa").path
        #expect(messages.first?.1 == "\(path): no such file or folder")
        #expect(
            messages.contains {
                $0.1.hasSuffix(
                    "app.apk: AndroidManifest.xml: byte 0: not a binary XML document (no RES_XML_TYPE chunk header); a text manifest is not compiled"
                )
            }, "\(messages.map(\.1))")
        let localizer = Localizer(language)
        var keys: Set<String> = []
        for (message, english) in messages {
            #expect(Localizer.english.render(message) == english)
            #expect(localizer.render(message) != english, "\(language): \(english)")
            keys.formUnion(Self.keys(message))
        }
        #expect(
            MessageTables.missingKeys.isDisjoint(with: keys), "\(MessageTables.missingKeys.intersection(keys).sorted())"
        )
    }
}
