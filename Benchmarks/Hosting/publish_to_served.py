"""Publishes a new AASA through replica A's admin API and times until replica B serves those bytes.
Prints the median and the maximum over N rounds."""
import statistics
import sys
import time
import urllib.request

a, b, token, rounds = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
host = "push.example.com"
times = []
for n in range(rounds):
    body = ('{"applinks":{"details":[{"appIDs":["ABCDE12345.com.example.app"],"components":[{"/":"/v%d/*"}]}]}}'
            % n).encode()
    request = urllib.request.Request(f"{a}/admin/v1/domains/{host}/aasa", data=body, method="PUT",
                                     headers={"Authorization": f"Bearer {token}"})
    start = time.monotonic()
    urllib.request.urlopen(request).read()
    while True:
        get = urllib.request.Request(f"{b}/.well-known/apple-app-site-association", headers={"Host": host})
        try:
            if urllib.request.urlopen(get).read() == body:
                break
        except Exception:
            pass
        if time.monotonic() - start > 30:
            sys.exit("replica B never served the new bytes")
        time.sleep(0.002)
    times.append((time.monotonic() - start) * 1000)
print(f"publish-to-served (ms, {rounds} rounds; replicas poll every 5 s, so this is the push): "
      f"median {statistics.median(times):.1f}, max {max(times):.1f}")
