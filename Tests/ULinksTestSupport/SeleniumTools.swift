import Foundation
import Testing

/// What every browser test needs: Chromium, chromedriver and python3 with Selenium, found once, and the
/// check of the steps a Selenium script reported (`{"step", "ok", "detail"}` lines).
public struct SeleniumTools: Sendable {
    public let chromium: URL
    public let driver: URL
    public let python: URL

    /// The tools, or nil after saying which are missing (an issue in CI, where they must be installed).
    public static func find() throws -> SeleniumTools? {
        let chromium = Subprocess.find("chromium", candidates: ["/usr/bin/chromium", "/usr/bin/chromium-browser"])
        let driver = Subprocess.find("chromedriver", candidates: ["/usr/bin/chromedriver"])
        let python = Subprocess.find("python3")
        let selenium = try python.map { try Subprocess.run($0, ["-c", "import selenium"]).status == 0 } ?? false
        guard let chromium, let driver, let python, selenium else {
            let message =
                "skipped: the browser tests need chromium, chromedriver and python3 with selenium "
                + "(apt-get install chromium chromium-driver; pip install selenium)"
            if ProcessInfo.processInfo.environment["CI"] != nil { Issue.record("\(message)") }
            print(message)
            return nil
        }
        return SeleniumTools(chromium: chromium, driver: driver, python: python)
    }

    /// The script exited 0 and reported each of `steps` as ok.
    public static func expectSteps(_ steps: [String], of run: ProcessRun, script: String) {
        let results = run.text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(run.status == 0, "\(script) failed: \(run.errors.suffix(3000))")
        for step in steps {
            let result = results.first { $0["step"] as? String == step }
            #expect(result != nil, "step \(step) did not run: \(run.errors.suffix(2000))")
            if let result {
                #expect(result["ok"] as? Bool == true, "\(step): \(result["detail"] ?? "")")
            }
        }
    }
}
