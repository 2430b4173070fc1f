#if ULINKS_ACME
    import Testing
    import UniversalLinksServer

    @Suite struct ACMESettingsTests {
        @Test func backoffDoublesFromTheBaseUpToTheMaximum() {
            let settings = ACMESettings(
                directoryURL: "https://ca.example/dir", retryBase: .seconds(60), retryMaximum: .seconds(3600))
            #expect(
                (1...8).map { settings.backoff(failures: $0) } == [
                    .seconds(60), .seconds(120), .seconds(240), .seconds(480), .seconds(960), .seconds(1920),
                    .seconds(3600), .seconds(3600),
                ])
            #expect(settings.backoff(failures: 0) == .seconds(60))
            #expect(settings.backoff(failures: 10_000) == .seconds(3600))
        }
    }
#endif
