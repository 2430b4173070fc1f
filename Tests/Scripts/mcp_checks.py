"""What the MCP test scripts share: counting checks and their failures, and reading result fields
whichever major version of the Python client (PyPI `mcp`) is installed."""
import sys

failures = []
_count = [0]


def check(condition, what):
    _count[0] += 1
    if not condition:
        failures.append(what)


def field(value, camel):
    """A result field by its protocol name: mcp 2.x spells it in snake case, 1.x as in the protocol."""
    snake = "".join("_" + c.lower() if c.isupper() else c for c in camel)
    return getattr(value, snake) if hasattr(value, snake) else getattr(value, camel)


def finish():
    """Prints one line per failure and exits 1 if any; prints `ok: N checks` otherwise."""
    for failure in failures:
        print("FAIL: " + failure)
    print(f"ok: {_count[0]} checks" if not failures else f"{len(failures)} of {_count[0]} checks failed")
    sys.exit(1 if failures else 0)
