extension DiagnosticCode {
    /// Syntax: the document is not valid JSON.
    static let jsonCodes: [DiagnosticCodeInfo] = [
        .init(
            "not-json", .error,
            "The document is not JSON at all; the message names what it looks like (HTML page, RTF, gzip bytes, JavaScript, front matter, template).",
            example: "<!DOCTYPE html><html><body>Not found</body></html>",
            fix: "Serve the JSON file itself."),
        .init(
            "empty-file", .error, "The document is empty or only whitespace.", example: "  \n",
            fix: "Publish a JSON object with an applinks section."),
        .init(
            "file-too-large", .error, "The document is larger than 131,072 bytes (128 KB); Apple's fetchers reject it.",
            example: nil, fix: "Shorten the file: use wildcards, substitution variables and fewer rules."),
        .init(
            "byte-order-mark", .error,
            "The document starts with a UTF-8 byte-order mark, which strict JSON parsers reject.",
            example: "\u{FEFF}{\"applinks\": {\"details\": []}}", fix: "Save the file as UTF-8 without BOM."),
        .init(
            "curly-quote", .error, "A typographic quote (“ ” ‘ ’) is used where JSON requires a straight double quote.",
            example: "{\"applinks\": {\"details\": [{\"appID\": “ABCDE12345.com.example.app”, \"paths\": [\"*\"]}]}}",
            fix: "Replace typographic quotes with straight double quotes (\"); turn off smart quotes in your editor."),
        .init(
            "single-quote", .error, "A string or key is delimited with single quotes.",
            example: "{'applinks': {\"details\": []}}", fix: "Use double quotes."),
        .init(
            "unquoted-key", .error, "An object key is not in quotes.", example: "{applinks: {\"details\": []}}",
            fix: "Put the key in double quotes."),
        .init(
            "unquoted-string", .error, "A string value is not in quotes.",
            example: "{\"applinks\": {\"details\": [{\"appID\": ABCDE12345, \"paths\": [\"*\"]}]}}",
            fix: "Put the value in double quotes."),
        .init(
            "invalid-literal", .error, "A literal from another language (True, None, undefined, ...) is used.",
            example:
                "{\"applinks\": {\"details\": [{\"appIDs\": [\"ABCDE12345.com.example.app\"], \"components\": [{\"/\": \"/a\", \"exclude\": True}]}]}}",
            fix: "Use true, false or null."),
        .init(
            "trailing-comma", .error, "A comma follows the last element of an array or object.",
            example: "{\"applinks\": {\"details\": [],}}", fix: "Remove the comma."),
        .init(
            "missing-comma", .error, "Two elements or members are not separated by a comma.",
            example: "{\"applinks\": {\"apps\": [] \"details\": []}}", fix: "Add a comma."),
        .init(
            "missing-colon", .error, "An object key is not followed by ':'.",
            example: "{\"applinks\" {\"details\": []}}",
            fix: "Add ':' between the key and its value."),
        .init(
            "expected-value", .error, "A value is missing (for example two commas in a row).",
            example: "{\"applinks\": {\"details\": [,]}}", fix: "Remove the extra comma or add the value."),
        .init(
            "comment", .error, "JSON has no comments; Apple's parser rejects the file.",
            example: "{\n  // links\n  \"applinks\": {\"details\": []}\n}",
            fix: "Remove the comment; use a component's \"comment\" key instead."),
        .init(
            "unterminated-comment", .error, "A /* block comment is never closed.", example: "{\"applinks\": {}} /* end",
            fix: "Remove the comment."),
        .init(
            "unterminated-string", .error, "A string is not closed before the end of its line or of the file.",
            example: "{\"applinks\": {\"details\": [{\"appID\": \"ABCDE12345.com.example.app}]}}",
            fix: "Add the closing quote."),
        .init(
            "unexpected-end", .error, "The file ends where a value was expected (it was cut short).",
            example: "{\"applinks\": ", fix: "Complete the file; check that the upload or template was not truncated."),
        .init(
            "unterminated-array", .error, "An array is never closed.", example: "{\"applinks\": {\"details\": [",
            fix: "Add the closing ]."),
        .init(
            "unterminated-object", .error, "An object is never closed.", example: "{\"applinks\": {\"details\": []}",
            fix: "Add the closing }."),
        .init(
            "mismatched-bracket", .error, "A ] closes an object or a } closes an array.",
            example: "{\"applinks\": {\"details\": [}}", fix: "Use the bracket that matches the opening one."),
        .init(
            "unexpected-character", .error, "A character that cannot appear here in JSON.",
            example: "{\"applinks\": {\"details\": [@]}}", fix: "Remove the character."),
        .init(
            "trailing-content", .error, "Something follows the end of the top-level JSON value.",
            example: "{\"applinks\": {\"details\": []}} {\"webcredentials\": {\"apps\": []}}",
            fix: "A file holds exactly one JSON object: merge the objects."),
        .init(
            "control-character", .error, "A raw control character (such as a tab) appears inside a string.",
            example:
                "{\"applinks\": {\"details\": [{\"appID\": \"ABCDE12345.com.example.app\", \"paths\": [\"/a\tb\"]}]}}",
            fix: "Escape it (\\t, \\n, \\u0000)."),
        .init(
            "invalid-escape", .error, "A backslash escape that JSON does not define, or a malformed \\u escape.",
            example:
                "{\"applinks\": {\"details\": [{\"appID\": \"ABCDE12345.com.example.app\", \"paths\": [\"/a\\.b\"]}]}}",
            fix: "Write a literal backslash as \\\\."),
        .init(
            "invalid-utf8", .error, "Bytes that are not valid UTF-8.", example: nil, fix: "Save the file as UTF-8."),
        .init(
            "invalid-whitespace", .error,
            "A non-breaking or zero-width space where JSON allows only space, tab and line breaks.",
            example: "{\u{00A0}\"applinks\": {\"details\": []}}", fix: "Replace it with a plain space."),
        .init(
            "invalid-number", .error, "A number JSON does not allow (leading zero, '+', '.5', NaN).",
            example: "{\"applinks\": {\"details\": []}, \"version\": 01}", fix: "Write the number in JSON syntax."),
        .init(
            "template-placeholder", .error,
            "An unrendered template placeholder ({{...}}, ${...}) stands where a value belongs.",
            example: "{\"applinks\": {\"details\": [{\"appID\": {{ APP_ID }}, \"paths\": [\"*\"]}]}}",
            fix: "Render the template before publishing."),
        .init(
            "nesting-too-deep", .error, "Values are nested more than 64 levels deep.",
            example: String(repeating: "[", count: 70) + String(repeating: "]", count: 70),
            fix: "An AASA file needs at most a few levels."),
        .init(
            "duplicate-key", .error,
            "A key appears twice in one object; parsers disagree on which value wins (Apple's keeps the last).",
            example: "{\"applinks\": {\"details\": []}, \"applinks\": {\"details\": []}}",
            fix: "Keep one key and merge the values."),
        .init(
            "too-many-errors", .note, "Reporting stopped after 100 syntax errors.", example: nil,
            fix: "Fix the first errors; the rest are often consequences."),
    ]
}
