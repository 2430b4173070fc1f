"""Times publishes through the admin API of a server hosting N domains (d0.example.com ...).

    publish_cost.py BASE_URL TOKEN N COUNT              COUNT publishes one after another: p50, p99 (ms)
    publish_cost.py BASE_URL TOKEN N COUNT --rate R     COUNT publishes at R per second from 4 threads
                                                        (the storm the serving throughput is measured under)

Each publish is a new version of a random existing domain's file (distinct bytes each time)."""
import random
import statistics
import sys
import threading
import time
import urllib.request

base, token, hosts, count = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
rate = float(sys.argv[6]) if len(sys.argv) > 6 and sys.argv[5] == "--rate" else 0.0


def publish(n):
    host = f"d{random.randrange(hosts)}.example.com"
    body = ('{"applinks":{"details":[{"appIDs":["ABCDE12345.com.example.app"],"components":[{"/":"/p%d/*"}]}]}}'
            % n).encode()
    request = urllib.request.Request(f"{base}/admin/v1/domains/{host}/aasa", data=body, method="PUT",
                                     headers={"Authorization": f"Bearer {token}"})
    start = time.monotonic()
    urllib.request.urlopen(request, timeout=30).read()
    return (time.monotonic() - start) * 1000


times = []
lock = threading.Lock()
if rate == 0:
    for n in range(count):
        times.append(publish(n))
else:
    start = time.monotonic()
    counter = iter(range(count))

    def worker():
        for n in counter:
            due = start + n / rate
            if due > time.monotonic():
                time.sleep(due - time.monotonic())
            elapsed = publish(n)
            with lock:
                times.append(elapsed)

    threads = [threading.Thread(target=worker) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    rate = len(times) / (time.monotonic() - start)
times.sort()
p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
print(f"{hosts} domains: {len(times)} publishes" + (f" at {rate:.0f}/s" if rate else "")
      + f", p50 {statistics.median(times):.1f} ms, p99 {p99:.1f} ms")
