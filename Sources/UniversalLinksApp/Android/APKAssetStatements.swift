import UniversalLinks

/// The `asset_statements` of an APK (passkeys and passwords, Credential Manager): the manifest's
/// `<meta-data android:name="asset_statements">` and the string its resource ID names in
/// `resources.arsc`, already compiled (no escapes left).
public struct APKAssetStatements: Sendable, Hashable {
    /// The resource ID the meta-data names; nil when it names none (an `android:value`).
    public var resourceID: UInt32?
    /// The statement list's text; nil when it could not be read (``notRead`` says why).
    public var value: String?
    /// Why the value is not known: no resources.arsc, a table too large or malformed, an ID it lacks.
    public var notRead: Message?

    /// The statements, when the value was read.
    public var statements: AssetStatements? { value.map { AssetStatements(compiled: $0) } }

    /// The meta-data of a compiled manifest's `<application>`, resolved with `table` (the bytes of
    /// resources.arsc, or why they could not be read). Nil: the manifest declares no asset_statements.
    static func read(manifest root: BinaryXMLElement, table: () -> Result<[UInt8], AppReadError>)
        -> APKAssetStatements?
    {
        let metas = root.children.filter { $0.name == "application" }.flatMap {
            $0.children.filter { $0.name == "meta-data" }
        }
        guard
            let meta = metas.first(where: { element in
                element.attributes.contains { $0.name == "name" && $0.value == .string(AssetStatements.metaDataName) }
            })
        else { return nil }
        let attributes = meta.attributes.filter { $0.name == "resource" || $0.name == "value" }
        var result = APKAssetStatements()
        guard
            let reference = attributes.lazy.compactMap({ attribute -> UInt32? in
                if case .reference(let id) = attribute.value { return id }
                return nil
            }).first
        else {
            result.notRead = "the asset_statements meta-data names no resource (android:resource=\"@string/NAME\")"
            return result
        }
        return lookUp(reference, in: table())
    }

    /// The string `reference` names in the bytes of a `resources.arsc`, or why it could not be read.
    public static func lookUp(_ reference: UInt32, inTable bytes: [UInt8]) -> APKAssetStatements {
        lookUp(reference, in: .success(bytes))
    }

    /// The string `reference` names in a resource table's bytes (or why they could not be read).
    static func lookUp(_ reference: UInt32, in table: Result<[UInt8], AppReadError>) -> APKAssetStatements {
        var result = APKAssetStatements()
        result.resourceID = reference
        let bytes: [UInt8]
        switch table {
        case .success(let read): bytes = read
        case .failure(let error):
            result.notRead = error.message
            return result
        }
        let id = "0x" + String(reference, radix: 16)
        do {
            var resources = try ResourceTable(bytes)
            if let value = try resources.string(reference) {
                result.value = value
            } else {
                result.notRead = "resources.arsc has no string \(id) in its default configuration"
            }
        } catch {
            result.notRead = "resources.arsc: \(SignedAPK.located(error))"
        }
        return result
    }
}
