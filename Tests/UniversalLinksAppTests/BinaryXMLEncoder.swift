/// Writes Android binary XML the way aapt2 does (string pool, resource map, namespace and element chunks),
/// so the tests build their own compiled manifests. Also writes the broken forms the reader must refuse.
struct BinaryXMLEncoder {
    static let androidNamespace = "http://schemas.android.com/apk/res/android"

    enum Value {
        case string(String)
        case bool(Bool)
        case int(Int32)
        case reference(UInt32)
    }

    struct Attribute {
        var name: String
        var value: Value
        var resourceID: UInt32?
        /// Write the name as an empty string (obfuscated APKs), leaving only the resource id.
        var stripName = false
    }

    struct Node {
        var name: String
        var attributes: [Attribute] = []
        var children: [Node] = []
    }

    var utf8 = false

    func encode(_ root: Node) -> [UInt8] {
        // Attribute names with resource ids first, in the order of the resource map (as aapt2 lays them out).
        var strings: [String] = []
        var index: [String: Int] = [:]
        var ids: [UInt32] = []
        func intern(_ s: String) -> UInt32 {
            if let i = index[s] { return UInt32(i) }
            index[s] = strings.count
            strings.append(s)
            return UInt32(strings.count - 1)
        }
        func collectIDs(_ node: Node) {
            for a in node.attributes {
                if let id = a.resourceID, index[a.stripName ? "\u{0}\(id)" : a.name] == nil {
                    _ = intern(a.stripName ? "\u{0}\(id)" : a.name)
                    ids.append(id)
                }
            }
            node.children.forEach(collectIDs)
        }
        collectIDs(root)
        let ns = intern(Self.androidNamespace)
        let prefix = intern("android")
        var body: [UInt8] = []
        body += chunk(0x0100, header: 16, [line(), u32(0xFFFF_FFFF), u32(prefix), u32(ns)].flatMap { $0 })
        func element(_ node: Node) {
            var attributes: [UInt8] = []
            for a in node.attributes {
                let nameKey = a.stripName ? "\u{0}\(a.resourceID ?? 0)" : a.name
                let name = intern(nameKey)
                var raw: UInt32 = 0xFFFF_FFFF
                var type: UInt8
                var data: UInt32
                switch a.value {
                case .string(let s):
                    raw = intern(s)
                    type = 0x03
                    data = raw
                case .bool(let b): type = 0x12; data = b ? 0xFFFF_FFFF : 0
                case .int(let i): type = 0x10; data = UInt32(bitPattern: i)
                case .reference(let r): type = 0x01; data = r
                }
                attributes += u32(a.resourceID != nil || a.name != "package" ? ns : 0xFFFF_FFFF) + u32(name) + u32(raw)
                attributes += u16(8) + [0, type] + u32(data)
            }
            let ext =
                u32(0xFFFF_FFFF) + u32(intern(node.name)) + u16(20) + u16(20) + u16(node.attributes.count) + u16(0)
                + u16(0) + u16(0)
            body += chunk(0x0102, header: 16, line() + u32(0xFFFF_FFFF) + ext + attributes)
            node.children.forEach(element)
            body += chunk(0x0103, header: 16, line() + u32(0xFFFF_FFFF) + u32(0xFFFF_FFFF) + u32(intern(node.name)))
        }
        element(root)
        body += chunk(0x0101, header: 16, [line(), u32(0xFFFF_FFFF), u32(prefix), u32(ns)].flatMap { $0 })
        let names = strings.map { $0.hasPrefix("\u{0}") ? "" : $0 }
        let pool = stringPool(names)
        let map = chunk(0x0180, header: 8, ids.flatMap(u32))
        let content = pool + map + body
        return u16(0x0003) + u16(8) + u32(UInt32(8 + content.count)) + content
    }

    func stringPool(_ strings: [String]) -> [UInt8] {
        var data: [UInt8] = []
        var offsets: [UInt8] = []
        for s in strings {
            offsets += u32(UInt32(data.count))
            if utf8 {
                let bytes = Array(s.utf8)
                data += length8(s.utf16.count) + length8(bytes.count) + bytes + [0]
            } else {
                let units = Array(s.utf16)
                if units.count < 0x8000 {
                    data += u16(units.count)
                } else {
                    data += u16(0x8000 | (units.count >> 16)) + u16(units.count & 0xFFFF)
                }
                data += units.flatMap { u16(Int($0)) } + [0, 0]
            }
        }
        while data.count % 4 != 0 { data.append(0) }
        let header =
            u32(UInt32(strings.count)) + u32(0) + u32(utf8 ? 0x100 : 0) + u32(UInt32(28 + offsets.count)) + u32(0)
        return chunk(0x0001, header: 28, header, payload: offsets + data)
    }

    /// A chunk: type, header size, total size, then `header` (the rest of the header) and `payload`.
    func chunk(_ type: Int, header: Int, _ headerRest: [UInt8], payload: [UInt8] = []) -> [UInt8] {
        let headerBytes = Array(headerRest.prefix(header - 8))
        let rest = Array(headerRest.dropFirst(header - 8)) + payload
        return u16(type) + u16(header) + u32(UInt32(8 + headerBytes.count + rest.count)) + headerBytes + rest
    }

    func line() -> [UInt8] { u32(1) }
    func u16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF)] }
    func u32(_ v: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: v >> (8 * $0)) } }
    func length8(_ n: Int) -> [UInt8] { n < 0x80 ? [UInt8(n)] : [UInt8(0x80 | (n >> 8)), UInt8(n & 0xFF)] }

    // MARK: A manifest

    static func attribute(_ name: String, _ value: Value, id: UInt32? = nil, strip: Bool = false) -> Attribute {
        Attribute(name: name, value: value, resourceID: id ?? ids[name], stripName: strip)
    }

    static let ids: [String: UInt32] = [
        "name": 0x0101_0003, "scheme": 0x0101_0027, "host": 0x0101_0028, "port": 0x0101_0029, "path": 0x0101_002A,
        "pathPrefix": 0x0101_002B, "pathPattern": 0x0101_002C, "autoVerify": 0x0101_04EE,
    ]

    /// A manifest with an App Links activity for `hosts`, a non-verified filter and a custom-scheme one.
    static func manifest(
        package: String = "com.example.app", hosts: [String] = ["example.test", "*.shop.example.test"],
        strip: Bool = false
    ) -> Node {
        func named(_ element: String, _ value: String) -> Node {
            Node(name: element, attributes: [attribute("name", .string(value), strip: strip)])
        }
        let view = named("action", "android.intent.action.VIEW")
        let browsable = named("category", "android.intent.category.BROWSABLE")
        let defaultCategory = named("category", "android.intent.category.DEFAULT")
        var verified = Node(
            name: "intent-filter", attributes: [attribute("autoVerify", .bool(true), strip: strip)],
            children: [view, defaultCategory, browsable])
        verified.children.append(Node(name: "data", attributes: [attribute("scheme", .string("https"), strip: strip)]))
        verified.children.append(Node(name: "data", attributes: [attribute("scheme", .string("http"), strip: strip)]))
        for host in hosts {
            verified.children.append(Node(name: "data", attributes: [attribute("host", .string(host), strip: strip)]))
        }
        verified.children.append(
            Node(name: "data", attributes: [attribute("pathPrefix", .string("/buy/"), strip: strip)]))
        verified.children.append(
            Node(name: "data", attributes: [attribute("pathPattern", .string("/item/.*"), strip: strip)]))
        verified.children.append(
            Node(name: "data", attributes: [attribute("pathAdvancedPattern", .string("/p/[0-9]+"), id: 0x0101_0636)]))
        verified.children.append(
            Node(name: "data", attributes: [attribute("pathSuffix", .string(".pdf"), id: 0x0101_0637)]))
        let unverified = Node(
            name: "intent-filter",
            children: [
                view, defaultCategory, browsable,
                Node(
                    name: "data",
                    attributes: [
                        attribute("scheme", .string("https")), attribute("host", .string("unverified.example.test")),
                    ]),
            ])
        let custom = Node(
            name: "intent-filter", attributes: [attribute("autoVerify", .bool(true))],
            children: [view, browsable, Node(name: "data", attributes: [attribute("scheme", .string("example"))])])
        let activity = Node(
            name: "activity", attributes: [attribute("name", .string(".MainActivity"), strip: strip)],
            children: [verified, unverified, custom])
        let application = Node(
            name: "application", attributes: [attribute("label", .reference(0x7F0A_0001), id: 0x0101_0001)],
            children: [activity])
        return Node(
            name: "manifest",
            attributes: [
                Attribute(name: "package", value: .string(package), resourceID: nil),
                attribute("versionCode", .int(42), id: 0x0101_021B),
            ],
            children: [
                Node(name: "uses-sdk", attributes: [attribute("minSdkVersion", .int(23), id: 0x0101_020C)]),
                application,
            ])
    }
}
