"""A slow DNS server on loopback: the stand-in for a resolver that takes seconds (slow-resolver.sh).

    slow_dns.py ADDRESS DELAY ANSWER

Listens on ADDRESS:53 (UDP). A query for a name starting with "hang" is never answered; any other A
query is answered with ANSWER after DELAY seconds, and any other type (AAAA) with no records after
the same delay, so one getaddrinfo() takes DELAY whatever the order glibc asks in. Prints the
queries answered and dropped every 5 s to standard error."""
import asyncio
import struct
import sys
import time

address, delay, answer = sys.argv[1], float(sys.argv[2]), sys.argv[3]
counts = {"answered": 0, "dropped": 0}


def question(data):
    """The query's id, flags' RD bit, question section (bytes), name and type; None when malformed."""
    if len(data) < 12:
        return None
    ident, flags, qdcount = struct.unpack("!HHH", data[:6])
    if qdcount != 1:
        return None
    labels, i = [], 12
    while i < len(data) and data[i] != 0:
        length = data[i]
        labels.append(data[i + 1:i + 1 + length].decode("ascii", "replace"))
        i += 1 + length
    if i + 5 > len(data):
        return None
    qtype = struct.unpack("!H", data[i + 1:i + 3])[0]
    return ident, flags & 0x0100, data[12:i + 5], ".".join(labels).lower(), qtype


def reply(ident, rd, section, qtype):
    records = []
    if qtype == 1:  # A
        rdata = bytes(int(part) for part in answer.split("."))
        records.append(b"\xc0\x0c" + struct.pack("!HHIH", 1, 1, 60, 4) + rdata)
    header = struct.pack("!HHHHHH", ident, 0x8000 | rd | 0x0080, 1, len(records), 0, 0)
    return header + section + b"".join(records)


class Server(asyncio.DatagramProtocol):
    def connection_made(self, transport):
        self.transport = transport

    def datagram_received(self, data, peer):
        parsed = question(data)
        if parsed is None:
            return
        ident, rd, section, name, qtype = parsed
        if name.startswith("hang"):
            counts["dropped"] += 1
            return
        loop = asyncio.get_running_loop()
        loop.call_later(delay, self.send, reply(ident, rd, section, qtype), peer)

    def send(self, packet, peer):
        counts["answered"] += 1
        self.transport.sendto(packet, peer)


async def main():
    loop = asyncio.get_running_loop()
    await loop.create_datagram_endpoint(Server, local_addr=(address, 53))
    start = time.monotonic()
    while True:
        await asyncio.sleep(5)
        print(f"dns {time.monotonic() - start:.0f} s: {counts['answered']} answered, {counts['dropped']} dropped",
              file=sys.stderr, flush=True)


asyncio.run(main())
