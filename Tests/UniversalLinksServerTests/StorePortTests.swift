import Testing
import UniversalLinksServer

/// A database URL with an impossible port is refused with the reason, never handed to the
/// connection code (which traps on a port past 65535).
@Suite struct StorePortTests {
    @Test(arguments: ["postgres://127.0.0.1:99999/ulinks", "postgres://127.0.0.1:65536/ulinks", "postgresql://db:0/x"])
    func anImpossiblePortIsRefused(_ url: String) async throws {
        do {
            _ = try await PostgresStore.connect(url: url)
            Issue.record("\(url) was accepted")
        } catch let error as StoreError {
            #expect("\(error)".contains("is not 1-65535"), "\(error)")
        }
    }
}
