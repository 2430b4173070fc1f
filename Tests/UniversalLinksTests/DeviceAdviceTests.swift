import Testing
import UniversalLinks

/// `ulinks device`'s advice decided as the device decides (issue 34, item 4): one answer for "Open
/// supported links" off with a user-selected domain, the fingerprint the input names, and the right
/// check for a developer-mode entry.
@Suite struct DeviceAdviceTests {
    /// 2025-01-20 09:15:00 UTC.
    static let now: Int64 = 1_737_364_500

    func read(_ text: String) throws(DeviceStateError) -> DeviceState {
        try DeviceStateReader(now: Self.now).read(Array(text.utf8))
    }

    /// `dumpsys package d` as AOSP's DomainVerificationDebug prints it: an unverified domain the user
    /// selected, with "Open supported links" turned off.
    static let selectedButOff = """
        Domain verification status:
          com.example.shop:
            ID: 5f0e6a1c-2b3d-4e5f-8a9b-0c1d2e3f4a5b
            Signatures: [14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5]
            Domain verification state:
              new.shop.example: legacy_failure
            User 0:
              Verification link handling allowed: false
              Selection state:
                Enabled:
                  new.shop.example
        """

    @Test func openSupportedLinksOffWinsOverTheUsersSelection() throws {
        let entry = try #require(try read(Self.selectedButOff).entries.first)
        #expect(entry.userSelected == true)
        #expect(entry.linkHandlingAllowed == false)
        // DomainVerificationUserState: the toggle affects all links, selected or verified.
        #expect(!entry.opens)
        #expect(!entry.explanation.contains("still open"), "\(entry.explanation)")
        #expect(entry.explanation.contains("Android opens none of the app's links"), "\(entry.explanation)")
        #expect(entry.next?.contains("turn on Open supported links") == true)
    }

    @Test func theAndroidCheckUsesTheFingerprintTheInputNames() throws {
        let entry = try #require(try read(Self.selectedButOff).entries.first)
        let next = try #require(entry.next)
        #expect(!next.contains("--fingerprint SHA256"), "\(next)")
        #expect(
            next.contains(
                "--package com.example.shop --fingerprint 14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"
            ), "\(next)")
        // Without a Signatures line the placeholder stays, to be filled in.
        let unsigned = try read(Self.selectedButOff.replacingOccurrences(of: "Signatures:", with: "Sigs:"))
        #expect(unsigned.entries.first?.next?.contains("--fingerprint SHA256") == true)
    }

    @Test func aDeveloperModeEntryIsNotSentToTheCDN() throws {
        let text = """
            Service:              applinks
            App ID:               ABCDE12345.com.example.shop
            Domain:               links.shop.example?mode=developer
            User Approval:        unspecified
            Site/Fmwk Approval:   denied
            Flags:                developer
            Last Checked:         2025-01-19 20:51:02 +0000
            Next Check:           2025-01-24 00:06:35 +0000
            --------------------------------------------------------------------------------
            Service:              applinks
            App ID:               ABCDE12345.com.example.shop
            Domain:               shop.example
            User Approval:        unspecified
            Site/Fmwk Approval:   denied
            Flags:                
            Last Checked:         2025-01-19 20:51:02 +0000
            Next Check:           2025-01-24 00:06:35 +0000
            """
        let state = try read(text)
        #expect(state.entries.count == 2)
        let developer = try #require(state.entries.first)
        let next = try #require(developer.next)
        #expect(!next.contains("--cdn"), "\(next)")
        #expect(next.contains("ulinks check links.shop.example --app ABCDE12345.com.example.shop"), "\(next)")
        #expect(next.contains("fetches from links.shop.example directly"))
        // The entry without developer mode reads Apple's CDN copy.
        #expect(state.entries[1].next?.contains("--cdn") == true)
    }
}
