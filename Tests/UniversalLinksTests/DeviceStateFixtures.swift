/// Device-state transcripts, written for these tests in the formats the tools print. Each format is
/// taken from a public transcript or from the source that prints it (cited at each); none is a copy.
enum DeviceStateFixtures {
    /// `sudo swcutil show` on a Mac: key/value blocks separated by dashed lines, no sections.
    /// Format: Apple's TN3155 "Debugging universal links" (the swcutil_show.txt example, fields
    /// Service, App ID, Domain, User Approval, Site/Fmwk Approval, Last Checked, Next Check), and
    /// Stripe's docs (docs.stripe.com, "Universal links" troubleshooting: App Version, App PI,
    /// `Flags: developer` for a `?mode=developer` domain, Error and Retries lines). The flag names
    /// (updating, systemApplication, enterpriseManaged) are those of _SWCFieldsLogDebugDescription in
    /// Apple's SharedWebCredentials framework (a public decompilation on GitHub).
    static let macShow = """
        Service:              applinks
        App ID:               ABCDE12345.com.example.shop
        App Version:          4.2
        App PI:               <LSPersistentIdentifier 0x7f8a1c0d0> { v = 0, t = 0x8, u = 0x2a4, db = 0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0, {length = 8, bytes = 0xa402000000000000} }
        Domain:               shop.example
        User Approval:        unspecified
        Site/Fmwk Approval:   approved
        Flags:                
        Last Checked:         2024-03-07 16:20:35 +0000
        Next Check:           2024-03-12 16:14:24 +0000
        --------------------------------------------------------------------------------
        Service:              applinks
        App ID:               ABCDE12345.com.example.shop
        App Version:          4.2
        Domain:               links.shop.example?mode=developer
        User Approval:        unspecified
        Site/Fmwk Approval:   unspecified
        Flags:                developer
        Last Checked:         2024-03-07 16:21:02 +0000
        Next Check:           2024-03-07 19:25:40 +0000
        Error:                Error Domain=NSCocoaErrorDomain Code=3840 "Unexpected character at line 1"
        Retries:              2
        --------------------------------------------------------------------------------
        Service:              webcredentials
        App ID:               ABCDE12345.com.example.shop
        Domain:               shop.example
        User Approval:        unspecified
        Site/Fmwk Approval:   approved
        Flags:                updating, systemApplication
        Last Checked:         2024-03-07 16:20:35 +0000
        Next Check:           2024-03-12 16:14:24 +0000
        --------------------------------------------------------------------------------
        """

    /// A sysdiagnose's `swcutil_show.txt` from iOS 18.2 or later: the header, then `DATABASE`,
    /// `NETWORK`, `SETTINGS` and `MEMORY USAGE` sections (the section lines and the dashed separator are
    /// those EC-DIGIT-CSIRC/sysdiagnose's swcutil parser looks for), and dates in the 12-hour form iOS 18.2
    /// introduced ('2024-11-15 8:51:02 PM +0000', EC-DIGIT-CSIRC/sysdiagnose issue #136 and pull request
    /// #137). One entry is denied by the site, one by the user.
    static let sysdiagnose182 = """
        Enterprise Context: no
        Time: 2025-01-20 09:15:00 AM +0000

        =================================== DATABASE ===================================
        Service:              applinks
        App ID:               ABCDE12345.com.example.shop
        App Version:          5.0
        Domain:               shop.example
        User Approval:        unspecified
        Site/Fmwk Approval:   denied
        Flags:                
        Last Checked:         2025-01-19 8:51:02 PM +0000
        Next Check:           2025-01-24 12:06:35 AM +0000
        --------------------------------------------------------------------------------
        Service:              applinks
        App ID:               ABCDE12345.com.example.shop
        App Version:          5.0
        Domain:               www.shop.example
        User Approval:        denied
        Site/Fmwk Approval:   approved
        Flags:                
        Last Checked:         2025-01-19 12:30:00 PM +0000
        Next Check:           2025-01-26 9:05:10 AM +0000
        --------------------------------------------------------------------------------
        Service:              applinks
        App ID:               ABCDE12345.com.example.shop
        Domain:               shop.example
        Site/Fmwk Approval:   approved
        Mystery Field:        something new
        =================================== NETWORK ====================================
        shop.example (1), www.shop.example (1)
        =================================== SETTINGS ===================================
        (empty)
        ================================= MEMORY USAGE =================================
        swcd: 2048 KB
        """

    /// `adb shell pm get-app-links` (Android 12+). Format: organicmaps/organicmaps pull request #2067
    /// (the package line, ID, Signatures, "Domain verification state:" with `omaps.app: verified`) and
    /// OWASP MASTG-TECH-0174 (`legacy_failure` and the agent's own code 1026 next to `verified`).
    /// State names: AOSP DomainVerificationState.stateToDebugString (none, verified, approved, denied,
    /// migrated, restored, legacy_failure, system_configured, pre_verified; any other number as
    /// written, from STATE_FIRST_VERIFIER_DEFINED = 1024 up the verification agent's own).
    static let getAppLinks = """
          com.example.shop:
            ID: 5f0e6a1c-2b3d-4e5f-8a9b-0c1d2e3f4a5b
            Signatures: [14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5]
            Domain verification state:
              shop.example: verified
              www.shop.example: approved
              old.shop.example: denied
              legacy.shop.example: migrated
              backup.shop.example: restored
              blog.shop.example: legacy_failure
              oem.shop.example: system_configured
              store.shop.example: pre_verified
              new.shop.example: none
              cdn.shop.example: 1024
              api.shop.example: 1026
        """

    /// `adb shell dumpsys package d` (Android 12+): the same block under "Domain verification status:",
    /// indented, with the user's block after it. Format: AOSP DomainVerificationDebug.printState (the
    /// "Invalid autoVerify domains:" list, "User N:", "Verification link handling allowed:", "Selection
    /// state:", "Enabled:" and "Disabled:" lists).
    static let dumpsysPackageD = """
        Domain verification status:
          com.example.shop:
            ID: 5f0e6a1c-2b3d-4e5f-8a9b-0c1d2e3f4a5b
            Signatures: [14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5]
            Invalid autoVerify domains:
              *.shop.example:8443
            Domain verification state:
              shop.example: verified
              new.shop.example: none
            User 0:
              Verification link handling allowed: true
              Selection state:
                Enabled:
                  new.shop.example
                Disabled:
                  shop.example
          com.example.news:
            ID: 0a1b2c3d-4e5f-6071-8293-a4b5c6d7e8f9
            Signatures: [10:39:38:EE:45:37:E5:9E:8E:E7:92:F6:54:50:4F:B8:34:6F:C6:B3:46:D0:BB:C4:41:5F:C3:39:FC:FC:8E:C1]
            Domain verification state:
              news.example: verified
            User 0:
              Verification link handling allowed: false
              Selection state:
                Disabled:
                  news.example
        """
}
