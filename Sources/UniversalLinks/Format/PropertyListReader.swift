#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads a property list (XML, binary or OpenStep) into the tree Foundation's `PropertyListSerialization`
/// gives: `String`, `Bool`, a number, `Data`, `Date`, `[Any]` and `[String: Any]`.
///
/// On Linux `PropertyListSerialization` lives in the full Foundation, whose one use links about 42 MB into a
/// static binary (Docs/Size.md); FoundationEssentials' `PropertyListDecoder` reads the same formats, so there
/// the tree is decoded through it. Elsewhere `PropertyListSerialization` stays.
enum PropertyListReader {
    enum Format: Sendable { case xml, binary, openStep }

    struct Unreadable: Error {}

    static func read(_ bytes: [UInt8]) throws(Unreadable) -> (root: Any, format: Format) {
        #if canImport(FoundationEssentials)
            var detected = PropertyListDecoder.PropertyListFormat.xml
            guard
                let value = try? PropertyListDecoder().decode(AnyValue.self, from: Data(bytes), format: &detected)
            else { throw Unreadable() }
            return (value.value, detected == .binary ? .binary : detected == .openStep ? .openStep : .xml)
        #else
            var detected = PropertyListSerialization.PropertyListFormat.xml
            guard let root = try? PropertyListSerialization.propertyList(from: Data(bytes), format: &detected) else {
                throw Unreadable()
            }
            return (root, detected == .binaryFormat_v1_0 ? .binary : detected == .openStep ? .openStep : .xml)
        #endif
    }

    #if canImport(FoundationEssentials)
        /// Any property-list value, decoded by trying each kind in turn: a dictionary, an array, then the
        /// scalars (the decoder is strict: an integer does not decode as a Bool, a string as a number).
        private struct AnyValue: Decodable {
            let value: Any

            private struct Key: CodingKey {
                var stringValue: String
                var intValue: Int? { nil }
                init(stringValue: String) { self.stringValue = stringValue }
                init?(intValue: Int) { nil }
            }

            init(from decoder: any Decoder) throws {
                if let keyed = try? decoder.container(keyedBy: Key.self) {
                    var dictionary: [String: Any] = [:]
                    for key in keyed.allKeys {
                        dictionary[key.stringValue] = try keyed.decode(AnyValue.self, forKey: key).value
                    }
                    value = dictionary
                } else if var unkeyed = try? decoder.unkeyedContainer() {
                    var array: [Any] = []
                    while !unkeyed.isAtEnd { array.append(try unkeyed.decode(AnyValue.self).value) }
                    value = array
                } else {
                    let single = try decoder.singleValueContainer()
                    if let string = try? single.decode(String.self) {
                        value = string
                    } else if let bool = try? single.decode(Bool.self) {
                        value = bool
                    } else if let integer = try? single.decode(Int.self) {
                        value = integer
                    } else if let real = try? single.decode(Double.self) {
                        value = real
                    } else if let data = try? single.decode(Data.self) {
                        value = data
                    } else {
                        value = try single.decode(Date.self)
                    }
                }
            }
        }
    #endif
}
