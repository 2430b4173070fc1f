import Foundation
import UniversalLinks

/// Oversize files of the shapes that used to make validation grow with the square of the rule
/// count (issue 11), about `megabytes` MB each: validation must stay linear (or n log n).
enum OversizeShapes {
    static func all(megabytes: Int) -> [(name: String, bytes: [UInt8])] {
        let size = megabytes * 1_000_000
        let longPath = "/" + String(repeating: "a", count: 100_000)
        let app = "Q9X8Y7Z6W5.org.swiftlinks.app"
        func file(_ applinks: String) -> [UInt8] { Array(("{\"applinks\": {" + applinks + "}}").utf8) }
        let copies = size / 100_000
        let nested = Int(Double(2 * size).squareRoot())
        let variables = size / 60
        let apps = size / 90
        return [
            (
                "long duplicate paths",
                file(
                    #""apps": [], "details": [{"appID": "\#(app)", "paths": ["#
                        + Array(repeating: "\"\(longPath)\"", count: copies).joined(separator: ",") + "]}]")
            ),
            (
                "long duplicate components",
                file(
                    #""details": [{"appIDs": ["\#(app)"], "components": ["#
                        + Array(repeating: #"{"/": "\#(longPath)"}"#, count: copies).joined(separator: ",") + "]}]")
            ),
            (
                "nested prefixes",
                file(
                    #""apps": [], "details": [{"appID": "\#(app)", "paths": ["#
                        + (1...nested).map { "\"/" + String(repeating: "a", count: $0) + "*\"" }.joined(separator: ",")
                        + "]}]")
            ),
            (
                "many variables",
                file(
                    #""substitutionVariables": {"#
                        + (0..<variables).map { "\"v\($0)\": [\"x\($0)\"]" }.joined(separator: ",")
                        + #"}, "details": [{"appIDs": ["\#(app)"], "components": ["#
                        + (0..<(variables / 2)).map { #"{"/": "/$(v\#($0))/$(undefined\#($0))/*"}"# }.joined(
                            separator: ",")
                        + "]}]")
            ),
            (
                "many apps",
                file(
                    #""details": ["#
                        + (0..<apps).map {
                            #"{"appIDs": ["\#(app)\#($0)"], "components": [{"/": "/p\#($0)/*"}]}"#
                        }.joined(separator: ",") + "]")
            ),
        ]
    }

    /// Validates each shape once; prints size, seconds, resident memory growth and the findings' count.
    static func run(megabytes: Int) {
        print("oversize shapes (~\(megabytes) MB each; one validation, wall time):")
        for (name, bytes) in all(megabytes: megabytes) {
            let before = residentBytes()
            let clock = ContinuousClock()
            var validation: AASAValidation?
            let elapsed = clock.measure { validation = AASAValidator().validate(bytes) }
            let after = residentBytes()
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            let findings = validation?.report.diagnostics.count ?? 0
            print(
                String(
                    format: "    %-26@ %10d bytes  %6.2f s  +%6d MB resident  %7d findings",
                    name as NSString, bytes.count, seconds, (after - before) >> 20, findings))
            validation = nil
        }
    }
}
