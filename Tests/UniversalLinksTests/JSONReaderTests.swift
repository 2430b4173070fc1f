import Testing
import UniversalLinks

@Suite struct JSONReaderTests {
    @Test func readsValidJSON() throws {
        let result = JSONReader().read(#"{"a": [1, true, null, "x\u00e9"]}"#)
        #expect(result.isValidJSON)
        #expect(result.diagnostics.isEmpty)
        let root = try #require(result.root)
        #expect(root["a"]?.array?.count == 4)
        #expect(root["a"]?.array?[3].string == "xé")
    }
}
