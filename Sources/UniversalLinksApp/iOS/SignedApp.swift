import Foundation
import UniversalLinks

/// An app as it was signed: its main executable and the entitlements of its code signature, read from
/// an `.ipa`, a `.app` folder or a Mach-O binary. Checks use these, not the project's `.entitlements`
/// file, because only what is signed reaches the device.
public struct SignedApp: Sendable {
    /// Where the executable was found, e.g. `Payload/Example.app/Example` inside the archive.
    public var executablePath: String
    /// `CFBundleIdentifier` of the bundle's Info.plist, when there is a bundle.
    public var bundleIdentifier: String?
    /// The signed entitlements, read from the executable's code signature.
    public var entitlements: EntitlementsDocument

    /// `application-identifier` (`<App ID prefix>.<bundle id>`).
    public var applicationIdentifier: String? { entitlements.applicationIdentifier }

    public init(executablePath: String, bundleIdentifier: String?, executable: [UInt8]) {
        self.executablePath = executablePath
        self.bundleIdentifier = bundleIdentifier
        self.entitlements = EntitlementsDocument(bytes: executable)
    }

    /// Reads `path`: an `.ipa` (ZIP with `Payload/NAME.app/`), a `.app` folder, or a Mach-O binary.
    public static func read(path: String) throws(AppReadError) -> SignedApp {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw AppReadError("\(path): no such file or folder")
        }
        if isDirectory.boolValue { return try readBundle(folder: path) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw AppReadError("\(path): cannot be read")
        }
        let bytes = Array(data)
        if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return try IPAReader(path: path).read() }
        guard MachOFile.looksLikeMachO(bytes) else {
            throw AppReadError("\(path): not an .ipa, a .app folder or a Mach-O binary")
        }
        return SignedApp(executablePath: path, bundleIdentifier: nil, executable: bytes)
    }

    /// A `.app` folder: the executable named by `CFBundleExecutable` in `Info.plist` (iOS layout) or
    /// `Contents/Info.plist` and `Contents/MacOS/` (macOS layout).
    static func readBundle(folder: String) throws(AppReadError) -> SignedApp {
        let root = URL(fileURLWithPath: folder)
        for (infoPath, executableFolder) in [("Info.plist", ""), ("Contents/Info.plist", "Contents/MacOS/")] {
            let infoURL = root.appendingPathComponent(infoPath)
            guard let infoData = FileManager.default.contents(atPath: infoURL.path) else { continue }
            let info = try BundleInfo(data: infoData, path: infoURL.path)
            let executableURL = root.appendingPathComponent(executableFolder + info.executable)
            guard let executable = FileManager.default.contents(atPath: executableURL.path) else {
                throw AppReadError("\(executableURL.path): the executable named by CFBundleExecutable is missing")
            }
            return SignedApp(
                executablePath: executableURL.path, bundleIdentifier: info.identifier, executable: Array(executable))
        }
        throw AppReadError("\(folder): no Info.plist (is this an app bundle?)")
    }
}
