import Atomics
import Foundation
import HTTPTypes
import NIOConcurrencyHelpers
import NIOCore
import ServiceLifecycle

/// The `Date` header, formatted (and validated as a field) four times a second instead of once per
/// request.
final class DateHeader: Service, Sendable {
    private struct Value {
        var text: String
        var field: HTTPField
        /// `Date: …\r\n`, for responses the connection fast path assembles itself.
        var line: ByteBuffer
    }

    private let value = NIOLockedValueBox(DateHeader.make())
    /// Moves when the text changes (once a second), so a connection can keep its assembled
    /// responses until then with one atomic load per request.
    let generation = ManagedAtomic<Int>(0)

    /// The value, for responses built by Hummingbird.
    var current: String { value.withLockedValue { $0.text } }
    /// The ready field, appended as is by the fast path.
    var field: HTTPField { value.withLockedValue { $0.field } }
    /// The ready line and the generation it belongs to.
    var line: (line: ByteBuffer, generation: Int) {
        value.withLockedValue { ($0.line, generation.load(ordering: .relaxed)) }
    }

    func run() async throws {
        do {
            try await cancelWhenGracefulShutdown {
                while true {
                    try await Task.sleep(for: .milliseconds(250))
                    let now = DateHeader.make()
                    self.value.withLockedValue { value in
                        guard value.text != now.text else { return }
                        value = now
                        self.generation.wrappingIncrement(ordering: .releasing)
                    }
                }
            }
        } catch is CancellationError {
            // Shutdown.
        }
    }

    private static func make() -> Value {
        let text = HTTPDate.format(Date())
        return Value(
            text: text, field: HTTPField(name: .date, value: text), line: ByteBuffer(string: "Date: \(text)\r\n"))
    }
}
