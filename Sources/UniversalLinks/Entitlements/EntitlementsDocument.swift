#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An entitlements property list as read from bytes: a `.entitlements` file (XML or binary), an
/// Info.plist-style dictionary, a decoded provisioning profile (entitlements under `Entitlements`), or
/// a Mach-O binary whose code signature embeds the entitlements.
///
/// Reading never throws: problems reading the file are in ``diagnostics``.
public struct EntitlementsDocument: Sendable {
    public enum Format: String, Sendable, Hashable, Codable {
        case xml
        case binary
        case openStep
        /// The text `codesign -d --entitlements -` prints.
        case codesignText
        /// The XML entitlements embedded in a Mach-O code signature.
        case machO
    }

    /// One string of the associated-domains array, with where it was found.
    public struct Item: Sendable, Hashable {
        public var index: Int
        public var entry: AssociatedDomainEntry
        /// RFC 6901 pointer, e.g. `/com.apple.developer.associated-domains/3`.
        public var pointer: String
        /// Offset of the string's text in ``EntitlementsDocument/source`` (XML only).
        var contentOffset: Int?
        var isVerbatim: Bool
    }

    public var format: Format?
    /// The text, when the entitlements were XML or codesign's text form (positions refer to it).
    public var source: SourceText?
    /// Whether the associated-domains key is present.
    public var hasAssociatedDomains: Bool
    public var items: [Item]
    /// The `application-identifier` (or macOS `com.apple.application-identifier`) entitlement.
    public var applicationIdentifier: String?
    /// The `com.apple.developer.team-identifier` entitlement (or the code directory's team).
    public var teamIdentifier: String?
    /// The code signature's identifier, for a binary.
    public var signingIdentifier: String?
    public var diagnostics: [Diagnostic]

    public var entries: [AssociatedDomainEntry] { items.map(\.entry) }

    public init(bytes: [UInt8]) {
        format = nil
        source = nil
        hasAssociatedDomains = false
        items = []
        diagnostics = []
        var plistBytes = bytes
        if MachOFile.looksLikeMachO(bytes) {
            do {
                let file = try MachOFile(bytes: bytes)
                guard let signature = file.signedSlice?.codeSignature else {
                    diagnostics.append(
                        Diagnostic("not-property-list", "the binary has no code signature (no LC_CODE_SIGNATURE)"))
                    return
                }
                signingIdentifier = signature.identifier
                teamIdentifier = signature.teamIdentifier
                guard let xml = signature.entitlementsXML else {
                    diagnostics.append(
                        Diagnostic(
                            "not-property-list",
                            "the binary's code signature has no entitlements blob (was it signed with entitlements?)"))
                    return
                }
                plistBytes = xml
                format = .machO
            } catch {
                diagnostics.append(Diagnostic("not-property-list", "cannot read the binary: \(error.message)"))
                return
            }
        }
        if format == nil, CodesignEntitlementsText.looksLike(bytes) {
            var text = CodesignEntitlementsText(bytes: bytes)
            guard let root = text.parse() else {
                diagnostics.append(
                    Diagnostic(
                        "not-property-list", "the codesign entitlements text is not nested as codesign prints it"))
                return
            }
            format = .codesignText
            source = SourceText(bytes)
            read(root: root, positions: text.domainItems)
            return
        }
        let root: Any
        do {
            let detected: PropertyListReader.Format
            (root, detected) = try PropertyListReader.read(plistBytes)
            if format == nil {
                switch detected {
                case .binary: format = .binary
                case .openStep: format = .openStep
                default: format = .xml
                }
            }
        } catch {
            diagnostics.append(Diagnostic("not-property-list", EntitlementsDocument.describeUnreadable(plistBytes)))
            return
        }
        // The OpenStep parser takes any bare word for a string: that is not an entitlements file.
        if format == .openStep, !(root is [String: Any]) {
            diagnostics.append(Diagnostic("not-property-list", EntitlementsDocument.describeUnreadable(plistBytes)))
            return
        }
        var positions: [PropertyListPositions.Item]?
        if format == .xml || format == .machO {
            source = SourceText(plistBytes)
            positions = PropertyListPositions(bytes: plistBytes).arrayItems(forKey: AssociatedDomain.entitlementKey)
        }
        read(root: root, positions: positions)
    }

    public init(string: String) { self.init(bytes: Array(string.utf8)) }

    private mutating func read(root: Any, positions: [PropertyListPositions.Item]?) {
        var pointerBase = "/" + AssociatedDomain.entitlementKey
        var value: Any?
        var dictionary = root as? [String: Any]
        if let dict = dictionary, dict[AssociatedDomain.entitlementKey] == nil,
            let nested = dict["Entitlements"] as? [String: Any]
        {
            // A decoded provisioning profile keeps the entitlements one level down.
            dictionary = nested
            pointerBase = "/Entitlements" + pointerBase
        }
        if let dict = dictionary {
            value = dict[AssociatedDomain.entitlementKey]
            applicationIdentifier =
                (dict["application-identifier"] ?? dict["com.apple.application-identifier"]) as? String
            if let team = dict["com.apple.developer.team-identifier"] as? String { teamIdentifier = team }
        } else if let array = root as? [Any] {
            // A bare array of entries.
            value = array
            pointerBase = ""
        } else {
            diagnostics.append(
                Diagnostic(
                    "entitlement-wrong-type", "the property list's root is not a dictionary",
                    at: source?.location(of: 0), pointer: ""))
            return
        }
        guard let value else {
            diagnostics.append(
                Diagnostic("no-associated-domains", "the entitlements have no \(AssociatedDomain.entitlementKey) key"))
            return
        }
        hasAssociatedDomains = true
        guard let array = value as? [Any] else {
            diagnostics.append(
                Diagnostic(
                    "entitlement-wrong-type",
                    "\(AssociatedDomain.entitlementKey) is a \(EntitlementsDocument.typeName(value)), not an array of strings",
                    at: keyLocation(), pointer: pointerBase))
            return
        }
        if array.isEmpty {
            diagnostics.append(
                Diagnostic(
                    "no-associated-domains", "\(AssociatedDomain.entitlementKey) is empty", at: keyLocation(),
                    pointer: pointerBase))
        }
        for (index, element) in array.enumerated() {
            let position = positions.flatMap { index < $0.count ? $0[index] : nil }
            let pointer = pointerBase + "/\(index)"
            guard let string = element as? String else {
                diagnostics.append(
                    Diagnostic(
                        "entitlement-wrong-type",
                        "entry \(index) is a \(EntitlementsDocument.typeName(element)), not a string",
                        at: position.flatMap { source?.location(of: $0.elementOffset) }, pointer: pointer))
                continue
            }
            items.append(
                Item(
                    index: index, entry: AssociatedDomainEntry(string), pointer: pointer,
                    contentOffset: position?.contentOffset,
                    isVerbatim: position?.isVerbatim ?? false))
        }
    }

    /// Where `<key>KEY</key>` is in an XML property list (nil in other formats).
    func keyLocation(_ key: String = AssociatedDomain.entitlementKey) -> SourceLocation? {
        guard let source else { return nil }
        let needle = Array("<key>\(key)</key>".utf8)
        guard needle.count <= source.bytes.count else { return nil }
        for i in 0...(source.bytes.count - needle.count)
        where source.bytes[i..<(i + needle.count)].elementsEqual(needle) {
            return source.location(of: i)
        }
        return nil
    }

    static func typeName(_ value: Any) -> String {
        switch value {
        case is String: "string"
        case is Bool: "boolean"
        case is Int, is Double: "number"
        #if !canImport(FoundationEssentials)
            case is NSNumber: "number"
        #endif
        case is [Any]: "array"
        case is [String: Any]: "dictionary"
        case is Data: "data"
        case is Date: "date"
        default: "value of another type"
        }
    }

    /// Says what the unreadable bytes look like, to help the user pass the right file.
    static func describeUnreadable(_ bytes: [UInt8]) -> Message {
        let text = String(decoding: bytes.prefix(512), as: UTF8.self).trimmingWhitespaceAndNewlines()
        if bytes.isEmpty { return "the file is empty" }
        if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
            return "the file is a ZIP archive (an .ipa?); pass it to ulinks doctor, or pass the app's binary"
        }
        if text.hasPrefix("{") || text.hasPrefix("[") { return "the file looks like JSON, not a property list" }
        if bytes.starts(with: Array("bplist".utf8)) { return "the binary property list is damaged" }
        if text.hasPrefix("<") { return "the XML is not a well-formed property list" }
        return "the file is not a property list (XML or binary)"
    }
}
