import Foundation

/// A PostgreSQL cluster of a test's own (`scripts/start-postgres.sh` in a folder of the test, on a port of
/// its own), for tests that stop and start it: the shared one (`ULINKS_TEST_POSTGRES_URL`) serves every
/// other test at the same time.
public struct PostgresCluster: Sendable {
    public let folder: String
    public let port: Int

    /// Whether PostgreSQL's server binaries are installed.
    public static var installed: Bool { FileManager.default.fileExists(atPath: "/usr/lib/postgresql") }

    public init(folder: String, port: Int) {
        self.folder = folder
        self.port = port
    }

    /// Starts it (creating it the first time); the status, and the output (its last line is the URL).
    public func start() async throws -> (status: Int32, text: String) { try await script([]) }

    /// Stops it (`pg_ctl stop -m fast`).
    public func stop() async throws -> (status: Int32, text: String) { try await script(["stop"]) }

    /// The URL of a started cluster.
    public var url: String { "postgres://postgres@127.0.0.1:\(port)/postgres" }

    /// `scripts/start-postgres.sh [stop]`. PostgreSQL stays running and would inherit every descriptor the
    /// script has: the script runs with only 0, 1 and 2 open (Foundation's `Process` waits for the end of a
    /// descriptor it gives the child, which a server holding it never brings), its output in a file.
    private func script(_ extra: [String]) async throws -> (status: Int32, text: String) {
        var environment = ProcessInfo.processInfo.environment
        environment["ULINKS_PG_DIR"] = folder
        environment["ULINKS_PG_PORT"] = String(port)
        let arguments =
            [
                "-c",
                #"cd /proc/self/fd && for fd in *; do case $fd in 0|1|2) ;; *) eval "exec $fd>&-" ;; esac; done; cd / && exec /bin/bash "$@""#,
                "sh", PackageRoot.url.appendingPathComponent("scripts/start-postgres.sh").path,
            ] + extra
        let run = try await Process.output("/bin/bash", arguments, environment: environment)
        return (run.status, run.stdout)
    }
}
