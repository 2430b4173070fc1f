extension DiagnosticCode {
    /// Structure: the JSON is valid but not shaped like an association file.
    static let schemaCodes: [DiagnosticCodeInfo] = [
        .init(
            "wrong-type", .error, "A value has the wrong JSON type (for example a string where an array is required).",
            example: "{\"applinks\": {\"details\": [{\"appID\": \"ABCDE12345.com.example.app\", \"paths\": \"*\"}]}}",
            fix: "Use the type the format requires."),
        .init(
            "top-level-array", .error, "The file is a JSON array; an association file is a single JSON object.",
            example: "[{\"applinks\": {\"details\": []}}]", fix: "Remove the enclosing [ and ]."),
        .init(
            "unreadable-signature", .error,
            "The file looks like a CMS (PKCS#7) signed envelope but its content cannot be read.",
            example: nil, fix: "Sign with openssl smime -sign -nodetach -outform DER, or serve plain JSON."),
        .init(
            "unreadable-file", .error, "The file cannot be read (missing, a directory, no permission).", example: nil,
            fix: "Check the path."),
        .init(
            "too-large", .error,
            "The input is larger than the reading limit (16 MiB unless --max-bytes says otherwise); reading stopped there, nothing was parsed.",
            example: nil,
            fix: "Check that the path names the association file; raise --max-bytes N for a genuinely larger input."),
    ]
}
