import UniversalLinks

extension AndroidManifest {
    /// Reads a compiled manifest.
    public init(binaryXML bytes: [UInt8]) throws(BinaryXMLError) {
        let root = try BinaryXMLReader().read(bytes)
        guard root.name == "manifest" else {
            throw BinaryXMLError("the root element is <\(root.name)>, not <manifest>", at: 0)
        }
        self.init(root: root)
    }

    /// Names of the framework attributes App Links use, by resource id (for manifests whose attribute name
    /// strings were stripped).
    static let attributeNames: [UInt32: String] = [
        0x0101_0003: "name", 0x0101_0027: "scheme", 0x0101_0028: "host", 0x0101_0029: "port",
        0x0101_002A: "path", 0x0101_002B: "pathPrefix", 0x0101_002C: "pathPattern", 0x0101_04EE: "autoVerify",
    ]
}
