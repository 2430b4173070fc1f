"""Fills an SQLite store (schema made by `ulinks serve`) with N domains in one transaction:
d0.example.com ... d{N-1}.example.com, each with a distinct AASA file, live at version 1.

    fill_store.py STORE N [BYTES]

BYTES (default: none) pads each file with more path components to about that size, to see how
memory grows with the files themselves (a real AASA file is often 1 to 10 KB)."""
import hashlib
import sqlite3
import sys
import time

path, count = sys.argv[1], int(sys.argv[2])
target = int(sys.argv[3]) if len(sys.argv) > 3 else 0
db = sqlite3.connect(path)
now = int(time.time() * 1000)
with db:
    # The same padding for every domain (only the app ID differs), built once.
    extra = ""
    while target and len(extra) + 150 < target:
        extra += '{"/":"/section-%d/*"},' % len(extra)
    for i in range(count):
        host = f"d{i}.example.com"
        body = ('{"applinks":{"details":[{"appIDs":["ABCDE12345.com.example.app%d"],'
                '"components":[%s{"/":"/buy/*"},{"/":"/help/*","exclude":true},{"/":"/*"}]}]}}' % (i, extra)).encode()
        sha = hashlib.sha256(body).hexdigest()
        db.execute("INSERT INTO versions VALUES (?, 'apple-app-site-association', 1, ?, ?, ?, 'application/json', ?)",
                   (host, body, sha, len(body), now))
        db.execute("INSERT INTO live VALUES (?, 'apple-app-site-association', 1, ?)", (host, now))
        db.execute("INSERT INTO changes (host, kind, action, version, sha256, at) VALUES (?, 'apple-app-site-association', 'publish', 1, ?, ?)",
                   (host, sha, now))
