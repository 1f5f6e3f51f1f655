#!/usr/bin/env python3
"""Times incls as an editor meets it: `initialize` answered, then the first
diagnostics of a module's main file after `didOpen`, then, after one
keystroke, the answer to a request that waits for the check to catch up
(document symbols; --check-delay 0, so the figure is the check itself).

    incls_client.py INCLS MAIN.irc [RUNS [FILE LINE:COLUMN]]

Prints the median of RUNS runs (default 5) of each, in milliseconds. With
FILE (a file of the module) and a 1-based LINE:COLUMN in it, also times
completion, hover and go to definition there, once the module is checked."""
import json
import os
import signal
import statistics
import subprocess
import sys
import time


class Client:
    def __init__(self, command):
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.next_id = 1

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def receive(self):
        length = None
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise RuntimeError("incls ended")
            if line in (b"\r\n", b"\n"):
                break
            name, _, value = line.decode().partition(":")
            if name.strip().lower() == "content-length":
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def request(self, method, params):
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        self.next_id += 1
        while "id" not in (reply := self.receive()):
            pass
        return reply

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def diagnostics_of(self, uri):
        while True:
            message = self.receive()
            if message.get("method") == "textDocument/publishDiagnostics" and message["params"]["uri"] == uri:
                return message["params"]["diagnostics"]


def run_once(incls, main):
    uri = "file://" + main
    with open(main, "rb") as f:
        text = f.read().decode("utf-8", errors="replace")
    start = time.perf_counter()
    client = Client([incls, "--check-delay", "0"])
    client.request("initialize", {"processId": os.getpid(), "rootUri": "file://" + os.path.dirname(main),
                                  "capabilities": {}})
    initialized = time.perf_counter()
    client.notify("initialized", {})
    client.notify("textDocument/didOpen",
                  {"textDocument": {"uri": uri, "languageId": "incursion", "version": 1, "text": text}})
    client.diagnostics_of(uri)
    diagnosed = time.perf_counter()
    # One keystroke that changes no diagnostic (so none is republished), then a
    # request that needs the check to have caught up: its answer is the figure.
    client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": 2}, "contentChanges": [
        {"range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}}, "text": " "}]})
    client.request("textDocument/documentSymbol", {"textDocument": {"uri": uri}})
    rechecked = time.perf_counter()
    client.request("shutdown", None)
    client.notify("exit", None)
    client.process.wait()
    return (initialized - start) * 1000, (diagnosed - start) * 1000, (rechecked - diagnosed) * 1000


def time_queries(incls, main, path, line, column, runs):
    uri = "file://" + path
    with open(path, "rb") as f:
        text = f.read().decode("utf-8", errors="replace")
    client = Client([incls, "--check-delay", "0", "--main", main])
    client.request("initialize", {"processId": os.getpid(), "rootUri": None, "capabilities": {}})
    client.notify("initialized", {})
    client.notify("textDocument/didOpen",
                  {"textDocument": {"uri": uri, "languageId": "incursion", "version": 1, "text": text}})
    client.request("textDocument/documentSymbol", {"textDocument": {"uri": uri}})     # waits for the check
    at = {"textDocument": {"uri": uri}, "position": {"line": line - 1, "character": column - 1}}
    figures = []
    for method in ("textDocument/completion", "textDocument/hover", "textDocument/definition"):
        times = []
        for _ in range(runs):
            start = time.perf_counter()
            client.request(method, at)
            times.append((time.perf_counter() - start) * 1000)
        figures.append(statistics.median(times))
    client.request("shutdown", None)
    client.notify("exit", None)
    client.process.wait()
    return figures


def time_syntax_errors(incls, main, path, line, runs):
    """A keystroke that breaks the syntax of `path`, then one that mends it:
    milliseconds until each one's diagnostics are published (the quick check
    of the file; the whole check waits a minute here, so it cannot answer)."""
    uri = "file://" + path
    with open(path, "rb") as f:
        text = f.read().decode("utf-8", errors="replace")
    client = Client([incls, "--check-delay", "60000", "--main", main])
    client.request("initialize", {"processId": os.getpid(), "rootUri": None, "capabilities": {}})
    client.notify("initialized", {})
    client.notify("textDocument/didOpen",
                  {"textDocument": {"uri": uri, "languageId": "incursion", "version": 1, "text": text}})
    client.request("textDocument/documentSymbol", {"textDocument": {"uri": uri}})     # waits for the check
    at = {"line": line - 1, "character": 0}
    version, broken, mended = 1, [], []
    for _ in range(runs):
        for typed, times in (("}}}", broken), ("", mended)):
            version += 1
            end = at if typed else {"line": line - 1, "character": 3}
            start = time.perf_counter()
            client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                                     "contentChanges": [{"range": {"start": at, "end": end},
                                                                         "text": typed}]})
            diagnostics = client.diagnostics_of(uri)
            times.append((time.perf_counter() - start) * 1000)
            if bool(diagnostics) != bool(typed):
                sys.exit(f"incls_client: unexpected diagnostics after typing {typed!r}: {diagnostics[:1]}")
    client.request("shutdown", None)
    client.notify("exit", None)
    client.process.wait()
    return statistics.median(broken), statistics.median(mended)


def main():
    incls, main_file = sys.argv[1], os.path.abspath(sys.argv[2])
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    # A server that never answers must not hang the benchmark.
    signal.signal(signal.SIGALRM, lambda *_: sys.exit("incls_client: no answer from incls in 300 s"))
    signal.alarm(300)
    results = [run_once(incls, main_file) for _ in range(runs)]
    median = [statistics.median(column) for column in zip(*results)]
    print(f"  incls: initialize answered {median[0]:.0f} ms; start to first diagnostics of the main file "
          f"{median[1]:.0f} ms (target <= 1000 ms); keystroke to an answer from the new check {median[2]:.0f} ms "
          f"(median of {runs})")
    if len(sys.argv) > 5:
        line, column = (int(n) for n in sys.argv[5].split(":"))
        completion, hover, definition = time_queries(incls, main_file, os.path.abspath(sys.argv[4]), line, column,
                                                     max(runs, 7))
        print(f"  at {os.path.basename(sys.argv[4])}:{line}:{column}: completion {completion:.1f} ms, "
              f"hover {hover:.1f} ms (target <= 50 ms each), definition {definition:.1f} ms (medians)")
        broken, mended = time_syntax_errors(incls, main_file, os.path.abspath(sys.argv[4]), line, max(runs, 7))
        print(f"  a keystroke to its diagnostics in {os.path.basename(sys.argv[4])}: a syntax error shown "
              f"{broken:.0f} ms, taken back {mended:.0f} ms (target <= 100 ms; medians)")
    signal.alarm(0)


if __name__ == "__main__":
    main()
