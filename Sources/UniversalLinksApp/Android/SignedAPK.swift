import Foundation
import UniversalLinks
import ZIPFoundation

/// An Android app as it was signed: the package and intent filters of its compiled `AndroidManifest.xml`,
/// and the certificates that signed it (APK Signing Block v3.1/v3/v2, and the v1 JAR signature).
public struct SignedAPK: Sendable {
    public var manifest: AndroidManifest
    /// Strongest scheme first; the fingerprints assetlinks.json must list come from these.
    public var signatures: [APKSignature]
    /// The manifest's `asset_statements` (passkeys); nil when it declares none.
    public var assetStatements: APKAssetStatements? = nil

    /// The manifest and each v1 signature file are refused above this size after decompression (a zip bomb
    /// stops here, whatever its header claims).
    static let maximumEntrySize = BinaryXMLReader.maximumSize

    /// The distinct certificate fingerprints, in scheme order.
    public var fingerprints: [String] {
        var seen: Set<String> = []
        return signatures.map(\.fingerprint).filter { seen.insert($0).inserted }
    }

    /// Reads an `.apk` (a ZIP with `AndroidManifest.xml` at its root).
    public static func read(apk path: String) throws(AppReadError) -> SignedAPK {
        let url = URL(fileURLWithPath: path)
        let archive: Archive
        do {
            archive = try Archive(url: url, accessMode: .read)
        } catch {
            throw AppReadError("\(path): not a readable ZIP archive (\(error))")
        }
        guard let entry = archive["AndroidManifest.xml"] else {
            throw AppReadError(
                "\(path): no AndroidManifest.xml at the root (is this an .apk? an .aab keeps it in base/manifest/ as protobuf)"
            )
        }
        let manifestBytes = try contents(of: entry, in: archive, path: path)
        let manifest: AndroidManifest
        do {
            manifest = try AndroidManifest(binaryXML: manifestBytes)
        } catch {
            throw AppReadError("\(path): AndroidManifest.xml: \(located(error))")
        }
        var signatures: [APKSignature]
        do {
            signatures = try signingBlock(url)
        } catch {
            throw AppReadError("\(path): APK Signing Block: \(located(error))")
        }
        let v1Files = archive.filter { entry in
            let name = entry.path.uppercased()
            return entry.type == .file && name.hasPrefix("META-INF/") && name.dropFirst(9).contains(".") == true
                && !name.dropFirst(9).contains("/")
                && (name.hasSuffix(".RSA") || name.hasSuffix(".EC") || name.hasSuffix(".DSA"))
        }
        for file in v1Files {
            do {
                signatures.append(try APKSignature.jarSignature(try contents(of: file, in: archive, path: path)))
            } catch let error as BinaryXMLError {
                throw AppReadError("\(path): \(file.path): \(error.message)")
            } catch let error as AppReadError {
                throw error
            } catch {
                throw AppReadError("\(path): \(file.path): \(error)")
            }
        }
        var apk = SignedAPK(manifest: manifest, signatures: signatures)
        if let root = try? BinaryXMLReader().read(manifestBytes) {
            apk.assetStatements = APKAssetStatements.read(manifest: root) {
                guard let entry = archive["resources.arsc"] else {
                    return .failure(AppReadError("the APK has no resources.arsc"))
                }
                do throws(AppReadError) { return .success(try contents(of: entry, in: archive, path: path)) } catch {
                    return .failure(error)
                }
            }
        }
        return apk
    }

    /// A reader's error as its description says it (`byte N: what`), translated.
    static func located(_ error: BinaryXMLError) -> Message { "byte \(error.offset): \(error.message)" }

    /// The APK Signing Block's certificates, read from the end of the file only.
    static func signingBlock(_ url: URL) throws(BinaryXMLError) -> [APKSignature] {
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: url)
        } catch {
            throw BinaryXMLError("cannot open the file", at: 0)
        }
        defer { try? handle.close() }
        let size: Int
        do {
            size = Int(try handle.seekToEnd())
        } catch {
            throw BinaryXMLError("cannot read the file's size", at: 0)
        }
        return try APKSignature.signingBlock(fileSize: size) {
            (offset: Int, count: Int) throws(BinaryXMLError) -> [UInt8] in
            do {
                try handle.seek(toOffset: UInt64(offset))
                let data = try handle.read(upToCount: count) ?? Data()
                guard data.count == count else { throw BinaryXMLError("the file ends early", at: offset) }
                return Array(data)
            } catch let error as BinaryXMLError {
                throw error
            } catch {
                throw BinaryXMLError("cannot read \(count) bytes", at: offset)
            }
        }
    }

    /// An entry's bytes, stopping (with an error) as soon as more than the limit has been inflated.
    static func contents(of entry: Entry, in archive: Archive, path: String) throws(AppReadError) -> [UInt8] {
        var data: [UInt8] = []
        let limit = maximumEntrySize
        do {
            _ = try archive.extract(entry, skipCRC32: false) { chunk in
                guard data.count + chunk.count <= limit else { throw EntryTooLarge() }
                data.append(contentsOf: chunk)
            }
        } catch is EntryTooLarge {
            throw AppReadError("\(path): \(entry.path) inflates to more than \(limit) bytes (a zip bomb?); not read")
        } catch {
            throw AppReadError("\(path): cannot extract \(entry.path) (\(error))")
        }
        return data
    }

    private struct EntryTooLarge: Error {}
}
