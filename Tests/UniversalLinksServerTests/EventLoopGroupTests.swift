import NIOCore
import Testing
import UniversalLinks

@testable import UniversalLinksServer

/// `--event-loops N` groups outlive the server that used them: Hummingbird completes a graceful
/// shutdown in a task of its own that can run after `run()` returns, and schedules on the group then.
@Suite struct EventLoopGroupTests {
    @Test func aServersGroupStillRunsWorkAfterItsShutdown() async throws {
        var options = AssociationServer.Options(host: "127.0.0.1", port: 0)
        options.eventLoops = 1
        try await TestServer.with(Fixtures.service(), options: options) { port in
            #expect(port > 0)
        }
        // The server has shut down gracefully; its group takes work (a closed group would refuse it).
        let group = AssociationHTTPServer.eventLoopGroup(threads: 1)
        let value = try await withThrowingTaskGroup(of: Int?.self) { tasks in
            tasks.addTask { try await group.next().submit { 42 }.get() }
            // A closed loop drops the work: the answer never comes.
            tasks.addTask {
                try await Task.sleep(for: .seconds(10))
                return nil
            }
            let first = try await tasks.next() ?? nil
            tasks.cancelAll()
            return first
        }
        #expect(value == 42, "the group did not run the work within 10 s")
        // The same size is the same group: starting servers again does not add threads.
        #expect(AssociationHTTPServer.eventLoopGroup(threads: 1) === group)
        #expect(AssociationHTTPServer.eventLoopGroup(threads: 2) !== group)
    }
}
