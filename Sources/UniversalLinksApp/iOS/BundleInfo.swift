import Foundation
import UniversalLinks

/// The two Info.plist keys needed to find the executable.
struct BundleInfo {
    var executable: String
    var identifier: String?

    init(data: Data, path: String) throws(AppReadError) {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw AppReadError("\(path): not a property list")
        }
        guard let dict = plist as? [String: Any], let executable = dict["CFBundleExecutable"] as? String,
            !executable.isEmpty,
            !executable.contains("/"), executable != ".."
        else { throw AppReadError("\(path): no usable CFBundleExecutable") }
        self.executable = executable
        self.identifier = dict["CFBundleIdentifier"] as? String
    }
}
