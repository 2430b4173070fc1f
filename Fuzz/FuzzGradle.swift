// libFuzzer entry point for the Gradle literal extraction (build.gradle, build.gradle.kts) and the module
// variants computed from it. Built by Fuzz/run-project.sh with the core's sources.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGradle(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    let script = GradleBuildScript(bytes: bytes)
    for problem in script.problems where problem.offset < 0 || problem.offset > bytes.count {
        fatalError("a problem's offset is outside the input: \(problem)")
    }
    for setting in script.settings where setting.offset > bytes.count || setting.valueOffset > bytes.count {
        fatalError("a setting's offset is outside the input")
    }
    let module = AndroidGradleModule(script: script)
    if module.variants.count > 4 * (script.blocks.count + 2) * (script.blocks.count + 2) {
        fatalError("too many variants")
    }
    return 0
}
