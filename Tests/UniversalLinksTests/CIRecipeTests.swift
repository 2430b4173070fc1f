import Foundation
import Testing
import ULinksTestSupport

/// The CI recipes of Docs/CI.md and the pre-commit hooks: shown verbatim in the docs, valid against
/// GitHub's and GitLab's schemas (PyPI `check-jsonschema`, when installed), naming real commands.
@Suite struct CIRecipeTests {
    static let root = PackageRoot.url

    static func text(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: root.appendingPathComponent(path)), as: UTF8.self)
    }

    @Test(arguments: [
        ("Docs/CI/github-workflow.yml", "vendor.github-workflows"), ("Docs/CI/gitlab-ci.yml", "vendor.gitlab-ci"),
    ])
    func recipeIsInTheDocsAndValid(path: String, schema: String) async throws {
        let recipe = try Self.text(path)
        #expect(try Self.text("Docs/CI.md").contains("```yaml\n" + recipe + "```"), "Docs/CI.md shows \(path) verbatim")
        #expect(recipe.contains("ulinks validate --format "))
        guard let checker = Subprocess.find("check-jsonschema") else {
            print("skipped: check-jsonschema is not installed (pip install check-jsonschema)")
            return
        }
        let run = try await Subprocess.run(
            checker, ["--builtin-schema", schema, Self.root.appendingPathComponent(path).path])
        #expect(run.status == 0, "\(run.text)\(run.errors)")
    }

    @Test func preCommitHooksRunRealCommandsOnTheRightFiles() async throws {
        let hooks = try Self.text(".pre-commit-hooks.yaml")
        let entries = hooks.split(separator: "\n").filter { $0.contains("entry: ") }
        #expect(entries.count == 3)
        for entry in entries {
            let command = entry.split(separator: " ").last.map(String.init) ?? ""
            guard let run = try await ULinksCommand.run([command, "--help"]) else { return }
            #expect(run.status == 0, "\(entry): \(run.errors)")
        }
        let patterns = hooks.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "files: ") else { return nil }
            return String(line[range.upperBound...])
        }
        #expect(patterns.count == 3)
        let aasa = try NSRegularExpression(pattern: try #require(patterns.first))
        func matches(_ name: String) -> Bool {
            aasa.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
        }
        #expect(matches("apple-app-site-association"))
        #expect(matches("site/.well-known/apple-app-site-association"))
        #expect(matches("public/apple-app-site-association.json"))
        #expect(!matches("apple-app-site-association.bak"))
        #expect(!matches("notapple-app-site-association"))
    }
}
