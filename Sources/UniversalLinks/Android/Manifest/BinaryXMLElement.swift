/// One element of a binary XML document, with its attributes and children. The core keeps the tree (the
/// project doctor builds one from a source manifest); `UniversalLinksApp`'s `BinaryXMLReader` reads it from an APK.
public struct BinaryXMLElement: Sendable, Hashable {
    /// The bounds of any tree the readers build (compiled by `BinaryXMLReader`, or text by ``XMLTextReader``):
    /// nesting levels and elements.
    public static let maximumDepth = 128
    public static let maximumElements = 100_000

    public var name: String
    public var attributes: [Attribute]
    public var children: [BinaryXMLElement]

    public init(name: String, attributes: [Attribute], children: [BinaryXMLElement]) {
        self.name = name
        self.attributes = attributes
        self.children = children
    }

    /// An attribute and its typed value.
    public struct Attribute: Sendable, Hashable {
        /// The namespace URI (`http://schemas.android.com/apk/res/android`), empty when none.
        public var namespace: String
        /// The name; when the string is missing (obfuscated APKs), the name of its Android resource id.
        public var name: String
        public var resourceID: UInt32?
        public var value: Value

        public init(namespace: String, name: String, resourceID: UInt32?, value: Value) {
            self.namespace = namespace
            self.name = name
            self.resourceID = resourceID
            self.value = value
        }
    }

    /// A typed attribute value (`Res_value`).
    public enum Value: Sendable, Hashable {
        case string(String)
        case boolean(Bool)
        case integer(Int32)
        /// A resource reference (`@0x7f0a0001`): the value lives in resources.arsc.
        case reference(UInt32)
        /// Another type, kept raw.
        case other(type: UInt8, data: UInt32)

        /// The value as the manifest's text would say it.
        public var text: String {
            switch self {
            case .string(let s): s
            case .boolean(let b): b ? "true" : "false"
            case .integer(let i): String(i)
            case .reference(let id): "@0x" + String(id, radix: 16)
            case .other(let type, let data): "(type 0x\(String(type, radix: 16)), 0x\(String(data, radix: 16)))"
            }
        }
    }

    /// The value of the `android:`-namespaced (or unnamespaced) attribute `name`.
    public func attribute(_ name: String) -> Value? {
        attributes.first { $0.name == name }?.value
    }

    /// Children named `name`.
    public func children(named name: String) -> [BinaryXMLElement] { children.filter { $0.name == name } }
}
