"""Fills an SQLite store (schema made by `ulinks serve`) with N domains in one transaction:
d0.example.com ... d{N-1}.example.com, each with a distinct AASA file, live at version 1."""
import hashlib
import sqlite3
import sys
import time

path, count = sys.argv[1], int(sys.argv[2])
db = sqlite3.connect(path)
now = int(time.time() * 1000)
with db:
    for i in range(count):
        host = f"d{i}.example.com"
        body = ('{"applinks":{"details":[{"appIDs":["ABCDE12345.com.example.app%d"],'
                '"components":[{"/":"/buy/*"},{"/":"/help/*","exclude":true},{"/":"/*"}]}]}}' % i).encode()
        sha = hashlib.sha256(body).hexdigest()
        db.execute("INSERT INTO versions VALUES (?, 'apple-app-site-association', 1, ?, ?, ?, 'application/json', ?)",
                   (host, body, sha, len(body), now))
        db.execute("INSERT INTO live VALUES (?, 'apple-app-site-association', 1, ?)", (host, now))
        db.execute("INSERT INTO changes (host, kind, action, version, sha256, at) VALUES (?, 'apple-app-site-association', 'publish', 1, ?, ?)",
                   (host, sha, now))
