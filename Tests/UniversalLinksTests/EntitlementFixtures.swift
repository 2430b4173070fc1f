import Foundation
import Testing
import UniversalLinks

/// Builds entitlements files for the tests, in both property-list encodings.
enum EntitlementFixtures {
    static func xml(_ entries: [String], appID: String? = "ABCDE12345.com.example.app") -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>

            """
        if let appID { text += "\t<key>application-identifier</key>\n\t<string>\(appID)</string>\n" }
        text += "\t<key>com.apple.developer.associated-domains</key>\n\t<array>\n"
        for entry in entries { text += "\t\t<string>\(escape(entry))</string>\n" }
        return text + "\t</array>\n</dict>\n</plist>\n"
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }

    /// The same content as a binary property list, written by Foundation.
    static func binary(_ entries: [String], appID: String? = "ABCDE12345.com.example.app") throws -> [UInt8] {
        var dict: [String: Any] = [AssociatedDomain.entitlementKey: entries]
        if let appID { dict["application-identifier"] = appID }
        return Array(try PropertyListSerialization.data(fromPropertyList: dict, format: .binary, options: 0))
    }

    /// The validation of an entitlements file with `entries`; its findings' keys are checked for
    /// translations (``MessageAudit``).
    static func validate(
        _ entries: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> EntitlementsValidation {
        let validation = EntitlementsValidator().validate(Array(xml(entries).utf8))
        MessageAudit.check(validation.report.diagnostics, sourceLocation: sourceLocation)
        return validation
    }
}
