"""Loopback HTTPS hosts for the `ulinks trace` tests driven from Python (mcp_client.py, console_browser.py).

One server answers two host names by their Host header: an email service's click tracker, which serves
no association file and redirects to the shop, and the shop, which serves an apple-app-site-association
file (and, with a package, an assetlinks.json) and its product pages.
"""
import http.server
import json
import os
import ssl
import subprocess
import threading
import urllib.parse


def make_certificates(folder, names):
    """A CA and one leaf for `names`, made with the real openssl: (ca.pem, leaf.pem, leaf.key) paths."""
    os.makedirs(folder, exist_ok=True)

    def openssl(*arguments):
        subprocess.run(["openssl", *arguments], cwd=folder, check=True, capture_output=True)

    openssl("req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout", "ca.key",
            "-out", "ca.pem", "-subj", "/CN=link hosts test CA", "-days", "2",
            "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign")
    openssl("req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout", "leaf.key",
            "-out", "leaf.csr", "-subj", "/CN=" + names[0])
    with open(os.path.join(folder, "leaf.ext"), "w") as f:
        f.write("basicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\nsubjectAltName="
                + ",".join("DNS:" + name for name in names) + "\n")
    openssl("x509", "-req", "-in", "leaf.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial",
            "-out", "leaf.pem", "-days", "2", "-extfile", "leaf.ext")
    return tuple(os.path.join(folder, name) for name in ("ca.pem", "leaf.pem", "leaf.key"))


def start(cert, key, click, shop, app, package=None, fingerprint=None, port=0, wrapper=None):
    """Serves `click` (GET /ls/click... -> 302 https://SHOP/product/42) and `shop` on 127.0.0.1:`port`;
    with `wrapper`, that host answers as Outlook Safe Links does (GET /?url=URL -> 302 URL)."""
    aasa = json.dumps({"applinks": {"details": [{"appIDs": [app], "components": [
        {"/": "/help/*", "exclude": True}, {"/": "/product/*"}]}]}}).encode()
    links = json.dumps([{"relation": ["delegate_permission/common.handle_all_urls"], "target": {
        "namespace": "android_app", "package_name": package, "sha256_cert_fingerprints": [fingerprint]}}]).encode()

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            host = (self.headers.get("Host") or "").split(":")[0]
            status, kind, body = 404, "text/html", b"<html>not found</html>"
            location = f"https://{shop}/product/42"
            if host == click and self.path.startswith("/ls/click"):
                status, body = 302, b""
            elif wrapper and host == wrapper and self.path.startswith("/?"):
                inner = urllib.parse.parse_qs(urllib.parse.urlsplit(self.path).query).get("url")
                if inner:
                    status, body, location = 302, b"", inner[0]
            elif host == shop and self.path == "/.well-known/apple-app-site-association":
                status, kind, body = 200, "application/json", aasa
            elif host == shop and self.path == "/.well-known/assetlinks.json" and package:
                status, kind, body = 200, "application/json", links
            elif host == shop and (self.path.startswith("/product/") or self.path.startswith("/help/")):
                status, body = 200, b"<!doctype html><html><body><h1>Product</h1></body></html>"
            self.send_response(status)
            if status == 302:
                self.send_header("Location", location)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *arguments):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), Handler)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    server.socket = context.wrap_socket(server.socket, server_side=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server
