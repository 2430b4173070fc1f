import UniversalLinks

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The arguments of one tool call, read with the checks every tool needs: a missing or mistyped
/// argument, or content over the size limit, is an MCP `invalidParams` error naming the argument.
struct ToolArguments {
    var values: [String: JSONValue]
    var limits: ULinksTools.Limits

    init(_ values: [String: JSONValue]?, limits: ULinksTools.Limits) {
        self.values = values ?? [:]
        self.limits = limits
    }

    func string(_ name: String) throws -> String? {
        guard let value = values[name], !value.isNull else { return nil }
        guard let string = value.stringValue else { throw MCPError.invalidParams("'\(name)' must be a string") }
        guard string.utf8.count <= limits.maxContentBytes else {
            throw MCPError.invalidParams("'\(name)' is larger than \(limits.maxContentBytes) bytes")
        }
        return string
    }

    func required(_ name: String) throws -> String {
        guard let string = try string(name) else { throw MCPError.invalidParams("missing argument '\(name)'") }
        return string
    }

    func bool(_ name: String) throws -> Bool? {
        guard let value = values[name], !value.isNull else { return nil }
        guard let bool = value.boolValue else { throw MCPError.invalidParams("'\(name)' must be true or false") }
        return bool
    }

    func int(_ name: String) throws -> Int? {
        guard let value = values[name], !value.isNull else { return nil }
        if let int = value.intValue { return int }
        if let double = value.doubleValue, double == double.rounded(), abs(double) < 1e9 { return Int(double) }
        throw MCPError.invalidParams("'\(name)' must be an integer")
    }

    func strings(_ name: String, limit: Int) throws -> [String]? {
        guard let value = values[name], !value.isNull else { return nil }
        guard let array = value.arrayValue else {
            throw MCPError.invalidParams("'\(name)' must be an array of strings")
        }
        guard array.count <= limit else { throw MCPError.invalidParams("'\(name)' has more than \(limit) items") }
        var total = 0
        return try array.map {
            guard let string = $0.stringValue else { throw MCPError.invalidParams("'\(name)' must hold strings only") }
            total += string.utf8.count
            guard total <= limits.maxContentBytes else {
                throw MCPError.invalidParams("'\(name)' is larger than \(limits.maxContentBytes) bytes")
            }
            return string
        }
    }

    /// The document of a tool that takes `content` (the text) or `path` (a file to read), exactly one;
    /// with the name it is reported under.
    func document() throws -> (name: String, bytes: [UInt8]) {
        let content = try string("content")
        let path = try string("path")
        switch (content, path) {
        case (let content?, nil):
            return ("<content>", Array(content.utf8))
        case (nil, let path?):
            return (path, try Self.read(path, limit: limits.maxContentBytes))
        case (nil, nil):
            throw MCPError.invalidParams("give 'content' (the file's text) or 'path' (a file to read)")
        case (_?, _?):
            throw MCPError.invalidParams("give 'content' or 'path', not both")
        }
    }

    /// Reads a regular file of at most `limit` bytes through the core's one bounded reader; a FIFO or a
    /// device is refused before it is opened (reading one could block the stdio transport).
    static func read(_ path: String, limit: Int) throws -> [UInt8] {
        guard let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType else {
            throw MCPError.invalidParams("\(path): no such file")
        }
        guard type == .typeRegular else { throw MCPError.invalidParams("\(path): not a regular file") }
        do throws(InputError) {
            return try BoundedInput(limit: limit).read(path: path)
        } catch {
            if case .tooLarge = error.kind { throw MCPError.invalidParams("\(path): larger than \(limit) bytes") }
            throw MCPError.invalidParams("\(error)")
        }
    }
}
