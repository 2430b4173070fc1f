extension ManifestGenerator {
    /// The well-known paths this manifest produces files for.
    static func servedPaths(_ manifest: LinkManifest) -> [String] {
        (manifest.apps.isEmpty ? [] : ["/" + associationPath])
            + (manifest.android.isEmpty ? [] : ["/" + assetLinksPath])
            + (manifest.passkeys.map { $0.rpIDs.isEmpty || $0.relatedOrigins.isEmpty } ?? true
                ? [] : ["/" + webAuthnPath])
    }

    /// One hosting configuration: `application/json` on the extensionless file, and no redirect
    /// on `/.well-known/` (Apple's fetchers refuse redirects on the file).
    public func hostingFile(_ target: HostingTarget, _ manifest: LinkManifest) -> GeneratedFile {
        let paths = Self.servedPaths(manifest)
        let hosts = manifest.domains.joined(separator: ", ")
        let root = options.webRoot
        switch target {
        case .nginx:
            return GeneratedFile(
                path: "hosting/nginx.conf",
                text: """
                    # ulinks generate: include inside the `server { }` block (port 443) of \(hosts).
                    # `^~` keeps regex locations (rewrites, redirects) away from /.well-known/; a server-level
                    # `return` or `rewrite` still runs first, so keep those inside locations. The files are
                    # served as they are, as application/json, and a missing one is a plain 404.
                    location ^~ /.well-known/ {
                        root \(root);
                        types { }
                        default_type application/json;
                        try_files $uri =404;
                    }

                    """)
        case .caddy:
            return GeneratedFile(
                path: "hosting/Caddyfile",
                text: """
                    # ulinks generate: `import ulinks_association` in the site block of \(hosts).
                    # Caddy runs a top-level `redir` before any `handle`: keep the site's redirects inside `handle` blocks.
                    (ulinks_association) {
                    \thandle /.well-known/* {
                    \t\troot * \(root)
                    \t\theader Content-Type application/json
                    \t\tfile_server
                    \t}
                    }

                    """)
        case .apache:
            let files = paths.map { p in
                let name = p.split(separator: "/").last.map(String.init) ?? p
                return "<Files \"\(name)\">\n    ForceType application/json\n</Files>\n"
            }
            return GeneratedFile(
                path: ".well-known/.htaccess",
                text: """
                    # ulinks generate: served as application/json (needs AllowOverride FileInfo).
                    # A RewriteEngine here replaces the parent folder's rewrite rules, so no redirect applies.
                    \(files.joined())<IfModule mod_rewrite.c>
                        RewriteEngine On
                    </IfModule>

                    """)
        case .firebase:
            let headers = paths.map {
                "      {\"source\": \"\($0)\", \"headers\": [{\"key\": \"Content-Type\", \"value\": \"application/json\"}]}"
            }
            return GeneratedFile(
                path: "hosting/firebase.json",
                text: """
                    {
                      "hosting": {
                        "public": "public",
                        "appAssociation": "NONE",
                        "headers": [
                    \(headers.joined(separator: ",\n"))
                        ]
                      }
                    }

                    """)
        case .vercel:
            let headers = paths.map {
                "    {\"source\": \"\($0)\", \"headers\": [{\"key\": \"Content-Type\", \"value\": \"application/json\"}]}"
            }
            return GeneratedFile(
                path: "hosting/vercel.json",
                text: """
                    {
                      "headers": [
                    \(headers.joined(separator: ",\n"))
                      ]
                    }

                    """)
        case .netlify:
            return GeneratedFile(
                path: "_headers", text: paths.map { "\($0)\n  Content-Type: application/json\n" }.joined())
        case .s3:
            let commands = paths.map { p in
                "aws s3 cp \".\(p)\" \"s3://$BUCKET\(p)\" --content-type application/json --cache-control max-age=3600\n"
            }
            return GeneratedFile(
                path: "hosting/s3-upload.sh",
                text: """
                    #!/bin/sh
                    # ulinks generate: run from the output folder with BUCKET set. The object metadata gives
                    # Content-Type application/json; in CloudFront, give /.well-known/* a behaviour with no
                    # redirect (viewer protocol policy "HTTPS only", no Lambda redirects).
                    set -eu
                    : "${BUCKET:?set BUCKET to the bucket name}"
                    \(commands.joined())
                    """)
        }
    }
}
