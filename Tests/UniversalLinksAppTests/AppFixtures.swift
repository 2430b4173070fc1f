import Foundation
import ZIPFoundation

/// Writes apps the way Xcode packages them: a `.app` folder, and an `.ipa` (ZIP) with `Payload/NAME.app/`.
enum AppFixtures {
    static let entitlements = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>application-identifier</key>
        \t<string>ABCDE12345.com.example.app</string>
        \t<key>com.apple.developer.associated-domains</key>
        \t<array>
        \t\t<string>applinks:example.com</string>
        \t\t<string>applinks:https://www.example.com</string>
        \t</array>
        </dict>
        </plist>

        """

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ulinks-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func infoPlist(executable: String = "Example") throws -> Data {
        try PropertyListSerialization.data(
            fromPropertyList: ["CFBundleExecutable": executable, "CFBundleIdentifier": "com.example.app"],
            format: .binary, options: 0)
    }

    /// `Example.app/` with Info.plist and the executable.
    static func appFolder(in folder: URL, binary: [UInt8]) throws -> URL {
        let app = folder.appendingPathComponent("Example.app")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try infoPlist().write(to: app.appendingPathComponent("Info.plist"))
        try Data(binary).write(to: app.appendingPathComponent("Example"))
        return app
    }

    /// `Example.ipa` holding `Payload/Example.app/{Info.plist, Example}` plus the noise real archives carry.
    static func ipa(in folder: URL, binary: [UInt8]?, executableName: String = "Example") throws -> URL {
        let url = folder.appendingPathComponent("Example.ipa")
        let archive = try Archive(url: url, accessMode: .create)
        var files: [(String, Data)] = [
            ("Payload/Example.app/Info.plist", try infoPlist(executable: executableName)),
            ("Payload/Example.app/PlugIns/Share.appex/Info.plist", try infoPlist(executable: "Share")),
            ("Payload/Example.app/_CodeSignature/CodeResources", Data("<plist/>".utf8)),
        ]
        if let binary { files.append(("Payload/Example.app/Example", Data(binary))) }
        for (path, data) in files {
            try archive.addEntry(
                with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate,
                provider: { position, size in data.subdata(in: Int(position)..<(Int(position) + size)) })
        }
        return url
    }
}
