import Foundation
import HTTPTypes
import NIOConcurrencyHelpers
import ServiceLifecycle

/// The `Date` header, formatted (and validated as a field) four times a second instead of once per
/// request.
final class DateHeader: Service, Sendable {
    private let value = NIOLockedValueBox(DateHeader.make())

    /// The value, for responses built by Hummingbird.
    var current: String { value.withLockedValue { $0.text } }
    /// The ready field, appended as is by the fast path.
    var field: HTTPField { value.withLockedValue { $0.field } }

    func run() async throws {
        do {
            try await cancelWhenGracefulShutdown {
                while true {
                    try await Task.sleep(for: .milliseconds(250))
                    let now = DateHeader.make()
                    self.value.withLockedValue { $0 = now }
                }
            }
        } catch is CancellationError {
            // Shutdown.
        }
    }

    private static func make() -> (text: String, field: HTTPField) {
        let text = HTTPDate.format(Date())
        return (text, HTTPField(name: .date, value: text))
    }
}
