import Foundation
import NIOConcurrencyHelpers
import ServiceLifecycle

/// The `Date` header value, formatted once a second instead of once per request.
final class DateHeader: Service, Sendable {
    private let value = NIOLockedValueBox(HTTPDate.format(Date()))

    var current: String { value.withLockedValue { $0 } }

    func run() async throws {
        do {
            try await cancelWhenGracefulShutdown {
                while true {
                    try await Task.sleep(for: .milliseconds(250))
                    let now = HTTPDate.format(Date())
                    self.value.withLockedValue { $0 = now }
                }
            }
        } catch is CancellationError {
            // Shutdown.
        }
    }
}
