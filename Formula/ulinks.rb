# Homebrew formula: built from source on macOS (Xcode's Swift), the static release binary on Linux.
# This repository is its tap:
#
#   brew tap swiftlinks/swift-universal-links https://github.com/swiftlinks/swift-universal-links
#   brew install swiftlinks/swift-universal-links/ulinks
#
# The release workflow (.github/workflows/release.yml) rewrites version and sha256 with
# scripts/update-formula.sh and opens a pull request; until the first release the checksums below are
# placeholders that no download matches. Docs/Distribution.md, "Homebrew".
class Ulinks < Formula
  desc "Validate, match, check, sign and serve Apple Universal Links and Android App Links files"
  homepage "https://github.com/swiftlinks/swift-universal-links"
  version "0.1.0"

  on_macos do
    url "https://github.com/swiftlinks/swift-universal-links/archive/refs/tags/v0.1.0.tar.gz"
    sha256 "0000000000000000000000000000000000000000000000000000000000000000"
    depends_on xcode: ["16.3", :build]
  end

  on_linux do
    on_intel do
      url "https://github.com/swiftlinks/swift-universal-links/releases/download/v0.1.0/ulinks-0.1.0-linux-x86_64"
      sha256 "0000000000000000000000000000000000000000000000000000000000000000"
    end
    on_arm do
      url "https://github.com/swiftlinks/swift-universal-links/releases/download/v0.1.0/ulinks-0.1.0-linux-aarch64"
      sha256 "0000000000000000000000000000000000000000000000000000000000000000"
    end
    depends_on "zlib"
  end

  def install
    if OS.mac?
      system "swift", "build", "--disable-sandbox", "--configuration", "release", "--product", "ulinks"
      bin.install ".build/release/ulinks"
      man1.install "packaging/man/ulinks.1"
    else
      bin.install Dir["ulinks-*-linux-*"].first => "ulinks"
    end
    generate_completions_from_executable(bin/"ulinks", "--generate-completion-script")
  end

  test do
    (testpath/"apple-app-site-association").write <<~JSON
      {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy/*"}]}]}}
    JSON
    system bin/"ulinks", "validate", testpath/"apple-app-site-association"
    assert_match "opens ABCDE12345.com.example.app",
                 shell_output("#{bin}/ulinks match #{testpath}/apple-app-site-association https://example.com/buy/1")
    assert_match version.to_s, shell_output("#{bin}/ulinks --version")
  end
end
