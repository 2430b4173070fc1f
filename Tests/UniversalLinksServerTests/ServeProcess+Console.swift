import Foundation
import ULinksTestSupport

extension ServeProcess {
    /// `ulinks serve` on 127.0.0.1 (a free port) with a fresh SQLite store in `folder`, the admin
    /// token in its environment: the console tests' server.
    static func console(binary: URL, folder: TemporaryDirectory, token: String, arguments: [String]) throws
        -> ServeProcess
    {
        try ServeProcess(
            binary: binary,
            arguments: ["--store", folder.path("ulinks.sqlite"), "--bind", "127.0.0.1:0"] + arguments,
            logPath: folder.path("serve.log"), environment: ["ULINKS_ADMIN_TOKEN": token], directory: folder.url)
    }

    /// The address `ulinks serve` logs for the console (`{"message": "console", "url": ...}`).
    func consoleURL() async throws -> String {
        guard let url = try await logged("console")["url"] as? String else {
            throw TestFailure("the console's log line has no url")
        }
        return url
    }
}
