import Foundation
import Testing

@testable import UniversalLinks

/// The lints' work stays proportional to the file, whatever its shape: counted
/// (``AASAValidation/work``: bytes hashed or compared, table probes), not timed.
@Suite struct ValidationWorkTests {
    /// Oversize shapes, by size `n` (about n × 1,000 bytes).
    static let shapes: [(name: String, make: @Sendable (Int) -> String)] = [
        (
            "long duplicate legacy paths",
            { n in
                let path = "\"/" + String(repeating: "a", count: 2_000) + "\""
                return #"{"applinks": {"apps": [], "details": [{"appID": "ABCDE12345.com.example.app", "paths": ["#
                    + Array(repeating: path, count: n / 2).joined(separator: ",") + "]}]}}"
            }
        ),
        (
            "long duplicate components",
            { n in
                let component = #"{"/": "/"# + String(repeating: "b", count: 2_000) + #"", "caseSensitive": false}"#
                return #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": ["#
                    + Array(repeating: component, count: n / 2).joined(separator: ",") + "]}]}}"
            }
        ),
        (
            "nested prefixes",
            { n in
                // "/a*", "/aa*", ...: each later rule would be probed against every earlier prefix.
                let count = Int(Double(2 * n * 1000).squareRoot())
                return #"{"applinks": {"apps": [], "details": [{"appID": "ABCDE12345.com.example.app", "paths": ["#
                    + (1...count).map { "\"/" + String(repeating: "a", count: $0) + "*\"" }.joined(separator: ",")
                    + "]}]}}"
            }
        ),
        (
            "many variables, many undefined",
            { n in
                let count = n * 20
                let variables = (0..<count).map { "\"variable\($0)\": [\"x\"]" }.joined(separator: ",")
                let components = (0..<count).map { #"{"/": "/$(undefined\#($0))/*"}"# }.joined(separator: ",")
                return #"{"applinks": {"substitutionVariables": {"# + variables
                    + #"}, "details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": ["# + components
                    + "]}]}}"
            }
        ),
        (
            "many apps",
            { n in
                let details = (0..<(n * 12)).map {
                    #"{"appIDs": ["Q9X8Y7Z6W5.org.swiftlinks.app\#($0)"], "components": [{"/": "/p\#($0)/*"}]}"#
                }
                return #"{"applinks": {"details": ["# + details.joined(separator: ",") + "]}}"
            }
        ),
    ]

    @Test(arguments: shapes.indices)
    func workGrowsLinearly(_ index: Int) {
        let shape = Self.shapes[index]
        let small = Array(shape.make(40).utf8)
        let large = Array(shape.make(160).utf8)
        let smallWork = AASAValidator().validate(small).work
        let largeWork = AASAValidator().validate(large).work
        // Linear passes: a few units per byte; never past the budget (the proof's bound) plus the
        // "did you mean" search's own bound.
        let bound = WorkBudget(forFileOfSize: large.count).limit + Linter.Candidates.workLimit + 100 * large.count
        #expect(largeWork <= bound, "\(shape.name): \(largeWork) units for \(large.count) bytes")
        // Four times the input: at most about four times the work (or the fixed bound).
        #expect(
            largeWork <= 5 * max(smallWork, 1) || largeWork <= bound,
            "\(shape.name): \(smallWork) -> \(largeWork) units for \(small.count) -> \(large.count) bytes")
        if shape.name != "nested prefixes" && shape.name != "many variables, many undefined" {
            #expect(largeWork <= 64 * large.count, "\(shape.name): \(largeWork) units for \(large.count) bytes")
        }
    }

    /// Past its budget the proof stops, and the report says so.
    @Test func aProofCutShortIsReported() throws {
        let paths = (1...300).map { "\"/" + String(repeating: "a", count: $0) + "*\"" }.joined(separator: ",")
        let json = #"{"applinks": {"apps": [], "details": [{"appID": "A.b", "paths": ["# + paths + "]}]}}"
        let file = try #require(AssociationDocument(string: json).file)
        var linter = Linter(file: file)
        linter.budget = WorkBudget(limit: 200_000)
        linter.run()
        let codes = linter.findings.map(\.code)
        #expect(codes.contains("unreachable-check-incomplete"))
        // What was reported before stopping is real: "/a*" covers every later path.
        #expect(codes.contains("unreachable-rule"))
        #expect(codes.filter { $0 == "unreachable-rule" }.count < 299)
        #expect(linter.budget.spent <= 200_000 + 1_000)
        // With the budget for its size, the whole proof runs.
        var full = Linter(file: file, sourceSize: json.utf8.count)
        full.run()
        #expect(!full.findings.map(\.code).contains("unreachable-check-incomplete"))
        #expect(full.findings.filter { $0.code == "unreachable-rule" }.count == 299)
    }

    /// The same file below the budget: the full proof, no note.
    @Test func aSmallFileGetsTheWholeProof() {
        let paths = (1...50).map { "\"/" + String(repeating: "a", count: $0) + "*\"" }.joined(separator: ",")
        let json = #"{"applinks": {"apps": [], "details": [{"appID": "A.b", "paths": ["# + paths + "]}]}}"
        let report = AASAValidator().validate(Array(json.utf8)).report
        #expect(!report.codes.contains("unreachable-check-incomplete"))
        #expect(report.diagnostics.filter { $0.code == "unreachable-rule" }.count == 49)
    }
}
