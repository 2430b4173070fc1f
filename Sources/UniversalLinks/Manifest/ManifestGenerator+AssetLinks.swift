// The manifest's routes -> assetlinks.json: the same conversion as `ulinks convert --to assetlinks`
// (``AssetLinksConverter``), applied once to the AASA the manifest generates, written once per Android app.
extension ManifestGenerator {
    /// Stands in for the iOS apps when a manifest names Android apps only: the converter reads the
    /// rules of one app of a generated AASA file.
    static let conversionAppID = "ABCDE12345.ulinks.android"

    /// `assetlinks.json`: one `handle_all_urls` statement per Android app, with the routes as Android 15
    /// dynamic rules, validated with no error. Warnings name each route Android reads differently.
    func assetLinks(_ manifest: LinkManifest) throws(Failure) -> (text: String, warnings: [String]) {
        var modern = manifest
        modern.legacy = false
        modern.apps = [Self.conversionAppID]
        let aasa = AssociationDocument(bytes: Array(try association(modern, source: nil).utf8))
        // The rules do not depend on the app: converted once, written once per app.
        let conversion: AssetLinksConverter.Conversion
        do {
            conversion = try AssetLinksConverter(packageName: "", fingerprints: []).convert(
                aasa, appID: Self.conversionAppID)
        } catch {
            throw Failure(problems: ["assetlinks.json: \(error)"])
        }
        let warnings = conversion.warnings.map { "Android: \(Self.routeLabel($0.pointer, manifest)): \($0.message)" }
        var statements: [JSONNode] = []
        for app in manifest.android {
            let text = AssetLinksConverter.text(
                package: app.package, fingerprints: app.fingerprints, rules: conversion.rules)
            guard case .array(let items)? = AssetLinksDocument(bytes: Array(text.utf8)).root?.kind else {
                throw Failure(problems: ["assetlinks.json: the converted statement could not be read back"])
            }
            statements += items
        }
        // Passkeys: Credential Manager accepts an RP ID only when its file grants get_login_creds to the app.
        if let passkeys = manifest.passkeys, !passkeys.rpIDs.isEmpty {
            statements += manifest.android.map(Self.loginCredentialsStatement)
        }
        let text = CanonicalFormatter().format(JSONNode(.array(statements)))
        let report = AssetLinksValidator().validate(Array(text.utf8))
        guard !report.hasErrors else {
            throw Failure(problems: report.errors.map { "assetlinks.json: error[\($0.code)]: \($0.message)" })
        }
        return (text, warnings)
    }

    /// `{"relation": ["delegate_permission/common.get_login_creds"], "target": {android_app ...}}`.
    static func loginCredentialsStatement(_ app: AndroidApp) -> JSONNode {
        func member(_ key: String, _ value: JSONNode) -> JSONMember { JSONMember(key: key, keyOffset: 0, value: value) }
        func string(_ s: String) -> JSONNode { JSONNode(.string(s)) }
        let target = JSONNode(
            .object([
                member("namespace", string("android_app")), member("package_name", string(app.package)),
                member("sha256_cert_fingerprints", JSONNode(.array(app.fingerprints.map(string)))),
            ]))
        return JSONNode(
            .object([
                member("relation", JSONNode(.array([string(AssetStatements.loginCredentials)]))),
                member("target", target),
            ]))
    }

    /// "route "name"" (or its index) for a converter warning's pointer into the generated AASA, whose
    /// components are the manifest's routes in order.
    static func routeLabel(_ pointer: String, _ manifest: LinkManifest) -> String {
        let parts = pointer.split(separator: "/")
        guard let at = parts.firstIndex(of: "components"), at + 1 < parts.count, let index = Int(parts[at + 1]),
            manifest.routes.indices.contains(index)
        else { return "rule \(pointer)" }
        return "route " + (manifest.routes[index].name.map { "\"\($0)\"" } ?? "\(index)")
    }
}
