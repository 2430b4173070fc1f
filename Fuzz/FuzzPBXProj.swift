// libFuzzer entry point for the old-style property list reader (project.pbxproj) and the Xcode project model
// and xcconfig reading on top of it. Built by Fuzz/run-project.sh with the core's sources.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPBXProj(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    do {
        let root = try OpenStepPlistReader().read(bytes)
        guard let again = try? OpenStepPlistReader().read(bytes), again == root else {
            fatalError("reading is not deterministic")
        }
        let project = XcodeProject(root)
        for target in project.targets {
            for configuration in target.configurations {
                let layer = configuration.settings.mapValues { ($0.value, SettingOrigin(file: "p", offset: $0.offset)) }
                let settings = BuildSettings(layers: [layer], builtins: ["TARGET_NAME": target.name])
                for key in ["PRODUCT_BUNDLE_IDENTIFIER", "CODE_SIGN_ENTITLEMENTS", "DEVELOPMENT_TEAM"] {
                    _ = settings.value(key)
                }
                for setting in configuration.settings.values where setting.offset < 0 || setting.offset > bytes.count {
                    fatalError("a setting's offset is outside the input")
                }
            }
        }
    } catch {
        if error.offset < 0 || error.offset > bytes.count { fatalError("error offset outside the input: \(error)") }
    }
    // The same bytes as an .xcconfig file.
    let config = XCConfigFile(bytes: bytes)
    for setting in config.settings where setting.offset > bytes.count || setting.valueOffset > bytes.count {
        fatalError("an xcconfig offset is outside the input")
    }
    return 0
}
