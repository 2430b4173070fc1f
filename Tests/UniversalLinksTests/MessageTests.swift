import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// The mechanism behind every text: a ``Message`` is a key and typed arguments, `Codable`, rendered
/// where shown from the registered tables (generated from the gettext catalogs under `Localization/`).
@Suite struct MessageTests {
    /// A message written in the code: the key is its English with numbered placeholders.
    @Test func interpolationMakesTheKey() {
        let kind: Message = "an array"
        let message: Message = "\("/applinks") must be an object, found \(kind) (\(3) times)"
        #expect(message.key == "{0} must be an object, found {1} ({2} times)")
        #expect(message.arguments["0"] == .text("/applinks"))
        #expect(message.arguments["1"] == .message(kind))
        #expect(message.arguments["2"] == .integer(3))
        #expect(message.english == "/applinks must be an object, found an array (3 times)")
    }

    /// JSON round trip, as values, of a message with a nested message, a number and a plural: the same
    /// value. Only keys the catalogs have are rendered in the translations (a missing one would be recorded
    /// in `MessageTables.missingKeys`, which the completeness audit reads as a test runs beside it).
    @Test func codableRoundTrip() throws {
        let inner: Message = "a string"
        let plural = Message.plural("device.span.day", count: 2)
        let message = Message("device.android.agent-error", ["code": .message(plural), "count": .integer(7)])
        let encoder = JSONEncoder()
        encoder.userInfo[.messageValues] = true
        let joined = Message("device.android.agent-error", texts: ["code": "1"]) + inner
        for value in [message, plural, inner, .verbatim("raw {0} text"), joined] {
            let data = try encoder.encode(value)
            let decoded = try JSONDecoder().decode(Message.self, from: data)
            #expect(decoded == value, "\(String(decoding: data, as: UTF8.self))")
            for language in Language.allCases {
                #expect(Localizer(language).render(decoded) == Localizer(language).render(value))
            }
        }
        // The shape: key, arguments (a string, a number or an object), plural only when set.
        let json = String(decoding: try encoder.encode(plural), as: UTF8.self)
        #expect(json.contains(#""plural":true"#) && json.contains(#""count":2"#))
    }

    /// Without `messageValues` a message is its text, in the encoder's language (English by default), in
    /// any type that holds one with the synthesized `Codable` (the public JSON of `android statements`
    /// carried `{"key": ..., "arguments": ...}` objects when messages became values); a text reads back as
    /// that text.
    @Test func publicJSONCarriesTheText() throws {
        let error = StatementListError(
            .fetchError, url: "https://a.example/.well-known/assetlinks.json",
            Message("device.android.agent-error", texts: ["code": "1024"]))
        let english = try JSONOutput.encode(error, pretty: false)
        #expect(english.contains(#""message":"\#(error.message.english)""#), "\(english)")
        #expect(!english.contains(#""key""#))
        let korean = try JSONOutput.encode(error, pretty: false, language: .korean)
        #expect(korean.contains(Localizer(.korean).render(error.message)), "\(korean)")
        #expect(Localizer(.korean).render(error.message) != error.message.english)
        let values = try JSONOutput.encode(error, pretty: false, messageValues: true)
        #expect(values.contains(#""key":"device.android.agent-error""#), "\(values)")
        for json in [english, values] {
            let decoded = try JSONDecoder().decode(StatementListError.self, from: Data(json.utf8))
            #expect(decoded.message.english == error.message.english)
        }
        let read = try JSONDecoder().decode(StatementListError.self, from: Data(english.utf8))
        #expect(read.message == .verbatim(error.message.english))
    }

    /// English is the key's text, filled in: a named key's English from the core's table, a message
    /// written in the code its own key.
    @Test func englishIsTheKeysText() throws {
        let english = MessageTables.entries(.english)
        let template = try #require(english["device.android.agent-error"])
        let rendered = Message("device.android.agent-error", texts: ["code": "1024"]).english
        #expect(rendered == template.replacingOccurrences(of: "{code}", with: "1024"))
        #expect(Message("a string").english == "a string")
        // Every named English template renders to itself with its placeholders given as themselves.
        for (key, text) in english where !key.hasSuffix(".one") && !key.hasSuffix(".other") {
            #expect(Localizer.english.render(Message(key)) == text, "\(key)")
        }
    }

    /// CLDR plural categories: English one is 1; Portuguese one is 0 and 1; Chinese and Korean have one
    /// form.
    @Test func pluralCategories() {
        #expect(Language.english.pluralCategory(0) == .other)
        #expect(Language.english.pluralCategory(1) == .one)
        #expect(Language.portugueseBrazil.pluralCategory(0) == .one)
        #expect(Language.portugueseBrazil.pluralCategory(1) == .one)
        #expect(Language.portugueseBrazil.pluralCategory(2) == .other)
        for count in [0, 1, 2, 11] {
            #expect(Language.chineseSimplified.pluralCategory(count) == .other)
            #expect(Language.korean.pluralCategory(count) == .other)
        }
        let day = { (count: Int) in Message.plural("device.span.day", count: count) }
        #expect(day(0).english == "0 days" && day(1).english == "1 day" && day(2).english == "2 days")
        let pt = Localizer(.portugueseBrazil)
        #expect(pt.render(day(0)) == "0 dia" && pt.render(day(1)) == "1 dia" && pt.render(day(2)) == "2 dias")
        let ko = Localizer(.korean)
        #expect(ko.render(day(1)) == "1일" && ko.render(day(5)) == "5일")
        #expect(Localizer(.chineseSimplified).render(day(1)).contains("1"))
    }

    /// Two messages joined are each translated; a verbatim text is shown as it is in every language.
    @Test func joinedAndVerbatim() {
        let joined: Message = Message("an array") + Message(" (often a redirect)")
        #expect(joined.english == "an array (often a redirect)")
        for language in Language.allCases {
            #expect(Localizer(language).render(.verbatim("an array")) == "an array")
        }
    }

    /// The registered tables: the core's always; its keys each defined once per language.
    @Test func tablesAreRegisteredAndKeysUnique() {
        #expect(MessageTables.registered.first == "UniversalLinks")
        #expect(Set(MessageTables.registered).count == MessageTables.registered.count)
        for language in Language.allCases where language != .english {
            #expect(MessageTable.core.entries(language).count > 500, "\(language.rawValue)")
        }
    }

    /// A key is owned by one module: no key (msgctxt, else msgid) is in two modules' catalogs.
    @Test func keysAreUniqueAcrossTheModulesCatalogs() throws {
        let folder = PackageRoot.path + "/Localization"
        let targets = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(targets.contains("UniversalLinks"))
        var owner: [String: String] = [:]
        var duplicates: [String] = []
        for target in targets {
            guard let data = FileManager.default.contents(atPath: "\(folder)/\(target)/messages.pot") else { continue }
            for key in Self.catalogKeys(String(decoding: data, as: UTF8.self)) {
                if let first = owner[key], first != target {
                    duplicates.append("\(key) (\(first), \(target))")
                } else {
                    owner[key] = target
                }
            }
        }
        #expect(owner.count > 500)
        #expect(duplicates.isEmpty, "\(duplicates.count) keys in two modules: \(duplicates.prefix(20))")
    }

    /// The keys of a `.pot`: each entry's msgctxt, else its msgid (continuation lines joined).
    static func catalogKeys(_ text: String) -> [String] {
        var keys: [String] = []
        for block in text.components(separatedBy: "\n\n") {
            var fields: [String: String] = [:]
            var current: String?
            for line in block.split(separator: "\n") {
                if line.hasPrefix("\"") {
                    if let current { fields[current, default: ""] += Self.unquoted(line) }
                } else if let space = line.firstIndex(of: " "), !line.hasPrefix("#") {
                    current = String(line[..<space])
                    fields[current!] = Self.unquoted(line[line.index(after: space)...])
                } else {
                    current = nil
                }
            }
            guard let id = fields["msgid"], !id.isEmpty || fields["msgctxt"] != nil else { continue }
            keys.append(fields["msgctxt"] ?? id)
        }
        return keys
    }

    static func unquoted(_ text: Substring) -> String {
        String(text.dropFirst().dropLast())
    }
}

extension LocalizationCompletenessTests {
    /// A key a translation lacks renders in English and is recorded by name (serialized with the audit,
    /// which reads the same record).
    @Test func missingKeyIsRecordedByName() {
        MessageTables.clearMissingKeys()
        let key = "test.no-such-key-\(UUID().uuidString)"
        let message: Message = "no such text \(1) for the test"
        #expect(Localizer(.korean).render(Message(key)) == key)
        #expect(Localizer(.korean).render(message) == "no such text 1 for the test")
        #expect(MessageTables.missingKeys.contains(key))
        #expect(MessageTables.missingKeys.contains("no such text {0} for the test"))
        // English never records: it is the source language.
        MessageTables.clearMissingKeys()
        _ = Localizer.english.render(message)
        #expect(MessageTables.missingKeys.isEmpty)
        // A text without words (a join, a value) needs no translation.
        _ = Localizer(.korean).render(Message.verbatim("x") + Message.verbatim("y"))
        #expect(MessageTables.missingKeys.isEmpty)
    }

    /// `scripts/l10n.py check`: the generated tables match the catalogs and the catalogs are sound
    /// (placeholders, plural forms, msgfmt). Skipped when python3, polib or msgfmt is absent.
    @Test func catalogsCheck() throws {
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = ["python3", "-c", "import polib, shutil, sys; sys.exit(0 if shutil.which('msgfmt') else 1)"]
        probe.standardOutput = FileHandle.nullDevice
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else {
            print("skipped: python3 is absent (scripts/l10n.py check not run)")
            return
        }
        probe.waitUntilExit()
        guard probe.terminationStatus == 0 else {
            print("skipped: polib or msgfmt is absent (scripts/l10n.py check not run)")
            return
        }
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = ["python3", PackageRoot.path + "/scripts/l10n.py", "check"]
        let output = Pipe()
        check.standardOutput = output
        check.standardError = output
        try check.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        check.waitUntilExit()
        #expect(check.terminationStatus == 0, "scripts/l10n.py check: \(text.prefix(4000))")
    }
}
