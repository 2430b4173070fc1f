"""Gives every domain of an SQLite store filled by fill_store.py a stored certificate, as automatic
HTTPS (ACME) would: one row per host in `certificates`, valid for 90 days, renewal not yet due.

    fill_certificates.py STORE CHAIN_PEM KEY_PEM

The same self-signed certificate (for *.example.com) serves every row: what costs time and memory
at start-up is one stored chain and key per host, not which certificate it is."""
import sqlite3
import sys
import time

path, chain_path, key_path = sys.argv[1], sys.argv[2], sys.argv[3]
chain, key = open(chain_path).read(), open(key_path).read()
db = sqlite3.connect(path)
now = int(time.time() * 1000)
day = 86_400_000
hosts = [row[0] for row in db.execute("SELECT host FROM live")]
with db:
    db.executemany(
        "INSERT OR REPLACE INTO certificates (host, chain_pem, key_pem, not_before, not_after, issued_at, failures,"
        " renew_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?)",
        [(host, chain, key, now - day, now + 89 * day, now - day + i, now + 59 * day) for i, host in enumerate(hosts)])
