import Foundation
import UniversalLinks
import ZIPFoundation

/// Reads the main executable of an `.ipa`: the ZIP holds `Payload/NAME.app/Info.plist`, whose
/// `CFBundleExecutable` names the binary next to it. Nested bundles (extensions, watch apps) are
/// ignored: they have their own entitlements.
struct IPAReader {
    /// Executables larger than this are refused (a real app binary is far smaller; guards memory).
    static let maximumExecutableSize: UInt64 = 1 << 31

    let path: String

    func read() throws(AppReadError) -> SignedApp {
        let archive: Archive
        do {
            archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
        } catch {
            throw AppReadError("\(path): not a readable ZIP archive (\(error))")
        }
        // The top-level Info.plist of exactly one Payload/*.app.
        let infos = archive.filter { entry in
            let parts = entry.path.split(separator: "/", omittingEmptySubsequences: false)
            return entry.type == .file && parts.count == 3 && parts[0] == "Payload" && parts[1].hasSuffix(".app")
                && parts[2] == "Info.plist"
        }
        guard let infoEntry = infos.first else {
            throw AppReadError("\(path): no Payload/*.app/Info.plist (is this an .ipa?)")
        }
        let appFolder = String(infoEntry.path.dropLast("Info.plist".count))
        let info = try BundleInfo(data: try contents(of: infoEntry, in: archive), path: "\(path):\(infoEntry.path)")
        let executablePath = appFolder + info.executable
        guard let executableEntry = archive[executablePath] else {
            throw AppReadError("\(path): \(executablePath), named by CFBundleExecutable, is not in the archive")
        }
        let executable = try contents(of: executableEntry, in: archive)
        return SignedApp(
            executablePath: executablePath, bundleIdentifier: info.identifier, executable: Array(executable))
    }

    private func contents(of entry: Entry, in archive: Archive) throws(AppReadError) -> Data {
        guard UInt64(entry.uncompressedSize) <= IPAReader.maximumExecutableSize else {
            throw AppReadError("\(path): \(entry.path) is too large (\(entry.uncompressedSize) bytes)")
        }
        var data = Data()
        do {
            _ = try archive.extract(entry) { chunk in data.append(chunk) }
        } catch {
            throw AppReadError("\(path): cannot extract \(entry.path) (\(error))")
        }
        return data
    }
}
