import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// Reading what devices say about their associations (`ulinks device`): every field, both iOS date
/// formats, every Android state name, and hostile input.
@Suite struct DeviceStateTests {
    typealias F = DeviceStateFixtures
    /// 2025-01-20 09:15:00 UTC: after the sysdiagnose's last checks, before its next checks.
    static let now: Int64 = 1_737_364_500

    func read(_ text: String, kind: DeviceState.Kind? = nil) throws(DeviceStateError) -> DeviceState {
        try DeviceStateReader(now: Self.now).read(Array(text.utf8), kind: kind)
    }

    @Test func macSwcutilShowEveryField() throws {
        let state = try read(F.macShow)
        #expect(state.platform == .ios)
        #expect(state.kind == .swcutil)
        #expect(state.entries.count == 3)
        #expect(state.unknownLines == 0, "\(state.unknown)")
        let first = state.entries[0]
        #expect(first.service == "applinks")
        #expect(first.app == "ABCDE12345.com.example.shop")
        #expect(first.domain == "shop.example")
        #expect(first.state == "approved")
        #expect(first.userApproval == "unspecified")
        #expect(first.flags == [])
        #expect(first.lastChecked?.iso == "2024-03-07T16:20:35Z")
        #expect(first.nextCheck?.iso == "2024-03-12T16:14:24Z")
        #expect(first.opens)
        #expect(first.next == nil)
        #expect(first.line == 1)

        let developer = state.entries[1]
        #expect(developer.domain == "links.shop.example?mode=developer")
        #expect(developer.flags == ["developer"])
        #expect(developer.error?.contains("Code=3840") == true)
        #expect(!developer.opens)
        #expect(developer.explanation.contains("site approval unspecified"))
        #expect(developer.explanation.contains("developer mode entry"))
        #expect(developer.explanation.contains("the last fetch failed: Error Domain=NSCocoaErrorDomain"))
        // Developer mode already fetches directly: the advice is to reinstall, not to add the mode.
        let next = try #require(developer.next)
        // ... and it reads links.shop.example itself, not Apple's CDN copy (issue 34): no --cdn.
        #expect(next.contains("ulinks check links.shop.example --app ABCDE12345.com.example.shop "))
        #expect(!next.contains("--cdn"))
        #expect(next.contains("reinstall"))
        #expect(!next.contains("add ?mode=developer"))

        let credentials = state.entries[2]
        #expect(credentials.service == "webcredentials")
        #expect(credentials.flags == ["updating", "systemApplication"])
        #expect(!credentials.opens, "webcredentials never opens links")
        #expect(credentials.explanation.contains("not a universal link service"))
    }

    @Test func sysdiagnoseOfIOS182ReadsTheTwelveHourDatesAndTheSections() throws {
        let state = try read(F.sysdiagnose182)
        #expect(state.kind == .swcutil)
        #expect(state.entries.map(\.domain) == ["shop.example", "www.shop.example", "shop.example"])
        let denied = state.entries[0]
        #expect(denied.state == "denied")
        #expect(denied.lastChecked?.iso == "2025-01-19T20:51:02Z")
        #expect(denied.nextCheck?.iso == "2025-01-24T00:06:35Z", "12 AM is midnight")
        #expect(!denied.opens)
        // The next check is in the future: the device will not try again until then.
        #expect(
            denied.explanation.contains("will not fetch again before 2025-01-24T00:06:35Z (3 days from now)"),
            "\(denied.explanation)")
        let next = try #require(denied.next)
        #expect(next.contains("reinstall the app"))
        #expect(next.contains("add ?mode=developer"))

        let userDenied = state.entries[1]
        #expect(userDenied.state == "approved")
        #expect(userDenied.userApproval == "denied")
        #expect(userDenied.lastChecked?.iso == "2025-01-19T12:30:00Z", "12 PM is noon")
        #expect(!userDenied.opens, "the user chose the browser")
        #expect(userDenied.explanation.contains("user approval denied"))
        #expect(userDenied.next?.contains("long-press a link to www.shop.example") == true)

        // The third entry has an unknown field: kept and reported, the entry still read.
        #expect(state.unknownLines == 1)
        #expect(state.unknown.first?.text == "Mystery Field:        something new")
        #expect(state.unknown.first?.line == 29)
        // The header and the NETWORK, SETTINGS and MEMORY USAGE sections are known parts, not unknown.
        #expect(state.entries[2].line == 25)
    }

    @Test(arguments: [
        ("2023-08-24 10:09:00 +0000", "2023-08-24T10:09:00Z"),
        ("2024-11-15 8:51:02 PM +0000", "2024-11-15T20:51:02Z"),
        ("2024-11-15 12:00:00 AM +0000", "2024-11-15T00:00:00Z"),
        ("2024-11-15 12:59:59 PM +0000", "2024-11-15T12:59:59Z"),
        ("2024-11-15 8:51:02\u{202F}PM +0000", "2024-11-15T20:51:02Z"),
        ("2024-02-29 23:30:00 -0130", "2024-03-01T01:00:00Z"),
        ("1970-01-01 00:00:00 +0100", "1969-12-31T23:00:00Z"),
    ])
    func bothDateFormats(text: String, iso: String) {
        #expect(DeviceDate(text: text).iso == iso)
    }

    @Test(arguments: [
        "2023-02-29 10:00:00 +0000", "2024-11-15 13:00:00 PM +0000", "2024-11-15 0:00:00 AM +0000",
        "2024-11-15 24:00:00 +0000", "2024-11-15 10:00 +0000", "(null)", "", "2024-11-15 10:00:00 UTC",
        "99999-01-01 00:00:00 +0000", "2024-11-15 10:00:00 +2400",
    ])
    func notDates(text: String) {
        let date = DeviceDate(text: text)
        #expect(date.iso == nil)
        #expect(date.text == text)
    }

    @Test func pmGetAppLinksEveryStateName() throws {
        let state = try read(F.getAppLinks)
        #expect(state.platform == .android)
        #expect(state.kind == .pm)
        #expect(state.unknownLines == 0, "\(state.unknown)")
        let byState = Dictionary(uniqueKeysWithValues: state.entries.map { ($0.state, $0) })
        #expect(
            state.entries.map(\.state) == [
                "verified", "approved", "denied", "migrated", "restored", "legacy_failure", "system_configured",
                "pre_verified", "none", "1024", "1026",
            ])
        #expect(state.entries.allSatisfy { $0.app == "com.example.shop" && $0.service == nil })
        // AOSP DomainVerificationState.isVerified: these open links in the app.
        let opening = Set(state.entries.filter(\.opens).map(\.state))
        #expect(opening == ["verified", "approved", "migrated", "restored", "system_configured", "pre_verified"])
        #expect(byState["verified"]?.next == nil)
        #expect(
            byState["approved"]?.next?.contains(
                "adb shell pm set-app-links --package com.example.shop 0 www.shop.example") == true)
        #expect(byState["denied"]?.next?.contains("adb shell pm verify-app-links --re-verify com.example.shop") == true)
        #expect(
            byState["legacy_failure"]?.next?.contains(
                "ulinks check blog.shop.example --android --package com.example.shop") == true)
        #expect(byState["none"]?.explanation.contains("has not answered") == true)
        for code in ["1024", "1026"] {
            let entry = try #require(byState[code])
            #expect(entry.explanation.contains("error code of the device's verification agent"))
            #expect(entry.next?.contains("--re-verify com.example.shop") == true)
        }
        #expect(byState["system_configured"]?.next == nil)
        #expect(state.entries.first?.line == 5)
    }

    @Test func dumpsysPackageDWithTheUsersSelection() throws {
        let state = try read(F.dumpsysPackageD)
        #expect(state.kind == .pm)
        #expect(state.unknownLines == 0, "\(state.unknown)")
        #expect(
            state.entries.map { "\($0.app) \($0.domain) \($0.state)" } == [
                "com.example.shop *.shop.example:8443 invalid",
                "com.example.shop shop.example verified",
                "com.example.shop new.shop.example none",
                "com.example.news news.example verified",
            ])
        let selected = state.entries[2]
        #expect(selected.userSelected == true)
        #expect(selected.opens, "a domain the user selected opens the app though it is not verified")
        #expect(state.entries[1].userSelected == false)
        #expect(state.entries[1].opens)
        let off = state.entries[3]
        #expect(off.linkHandlingAllowed == false)
        #expect(!off.opens)
        #expect(off.next?.contains("Open supported links") == true)
        #expect(state.entries[0].explanation.contains("Invalid autoVerify domains"))
    }

    @Test func theKindIsDetectedOrForced() throws {
        #expect(try read(F.getAppLinks, kind: .pm).entries.count == 11)
        // Forced to the wrong kind: nothing read, every line reported, no crash.
        let wrong = try read(F.getAppLinks, kind: .swcutil)
        #expect(wrong.entries.isEmpty)
        #expect(wrong.unknownLines > 0)
        #expect(throws: DeviceStateError.self) { try read("hello\nworld\n") }
        do {
            _ = try read("just some text")
        } catch {
            #expect(error.message.english.contains("not the output of swcutil show"))
        }
    }

    @Test func binaryGarbageIsRefusedWithWhere() throws {
        var bytes = Array("Service: applinks\n".utf8)
        bytes += [0xFF, 0xFE, 0x00, 0x13, 0x37]
        do {
            _ = try DeviceStateReader().read(bytes)
            Issue.record("binary input was read")
        } catch {
            #expect(
                error.message.english
                    == "not text: a NUL byte at offset 20 (binary data); give the text that swcutil show or adb shell pm get-app-links prints"
            )
        }
        // Invalid UTF-8 without NUL bytes is text with replacement characters: read, lines reported.
        let latin = Array("Service: applinks\nApp ID: A.b\nDomain: caf".utf8) + [0xE9, 0x0A, 0xC3, 0x28, 0x0A]
        let state = try DeviceStateReader().read(latin)
        #expect(state.entries.map(\.domain) == ["caf\u{FFFD}"])
        #expect(state.unknownLines == 1)
    }

    @Test func tenMegabytesOfTextStayBounded() async throws {
        // 10 MB: lines that are not understood (kept: the first 50, each cut to 200 characters) and one
        // enormous line, then more entries than are kept.
        var text = String(
            repeating: "Service: applinks\nApp ID: A.b\nDomain: d.example\nSite/Fmwk Approval: approved\n",
            count: 25_000)
        text += String(repeating: "noise line without a colon\n", count: 200_000)
        text += String(repeating: "x", count: 3_000_000) + "\n"
        #expect(text.utf8.count > 9_000_000)
        // Seconds of work in a debug build: on a thread of its own, not the cooperative pool's.
        let bytes = Array(text.utf8)
        let state = try await offPool { try DeviceStateReader().read(bytes) }
        #expect(state.entries.count == DeviceStateReader.maximumEntries)
        #expect(state.omittedEntries == 5_000)
        #expect(state.unknownLines == 200_001)
        #expect(state.unknown.count == DeviceStateReader.maximumUnknownLines)
        #expect(state.unknown.allSatisfy { $0.text.count <= DeviceStateReader.maximumLineLength + 1 })
    }

    @Test func jsonShape() throws {
        let state = try read(F.macShow)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(try JSONOutput.encode(state).utf8)) as? [String: Any])
        #expect(object["platform"] as? String == "ios")
        let entries = try #require(object["entries"] as? [[String: Any]])
        let first = try #require(entries.first)
        for key in ["service", "app", "domain", "state", "explanation", "next", "opens", "line"] {
            #expect(first.keys.contains(key), "missing \(key)")
        }
        #expect(first["next"] is NSNull)
        #expect((first["lastChecked"] as? [String: Any])?["iso"] as? String == "2024-03-07T16:20:35Z")
        let android = try #require(
            try JSONSerialization.jsonObject(with: Data(try JSONOutput.encode(try read(F.getAppLinks)).utf8))
                as? [String: Any])
        let androidEntry = try #require((android["entries"] as? [[String: Any]])?.first)
        #expect(androidEntry["service"] is NSNull)
        #expect(androidEntry["state"] as? String == "verified")
        #expect(androidEntry["lastChecked"] == nil, "iOS members are left out for Android")
    }
}
