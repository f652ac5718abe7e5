#!/usr/bin/env python3
"""Runs a command against an xhlo-server started for it on a free port.

usage: with_server.py [options] SERVER [SERVER_ARGS...] -- COMMAND [ARGS...]

Starts SERVER --listen=127.0.0.1:0 --port-file=... SERVER_ARGS, waits until
it listens, runs COMMAND with every "{addr}" in its arguments replaced by
127.0.0.1:PORT, then stops the server with SIGTERM. Exits with COMMAND's
exit code (or 1 if the server misbehaves).

options:
  --server-log=FILE      the server's stderr goes to FILE (default: ours)
  --kill-command-after=S SIGKILL the command after S seconds (a client
                         that dies mid-run); exits 0 if it was killed
"""

import os
import signal
import subprocess
import sys
import tempfile
import time


def main(argv):
    server_log = None
    kill_after = None
    while argv and argv[0].startswith("--"):
        option, _, value = argv.pop(0).partition("=")
        if option == "--server-log":
            server_log = value
        elif option == "--kill-command-after":
            kill_after = float(value)
        else:
            sys.exit("with_server.py: unknown option " + option)
    split = argv.index("--")
    server_args, command = argv[:split], argv[split + 1:]

    directory = tempfile.mkdtemp(prefix="with-server-")
    port_file = os.path.join(directory, "port")
    log = open(server_log, "w") if server_log else None
    server = subprocess.Popen(
        [server_args[0], "--listen=127.0.0.1:0", "--port-file=" + port_file]
        + server_args[1:], stdout=subprocess.DEVNULL, stderr=log)
    try:
        deadline = time.time() + 20
        while not os.path.exists(port_file):
            if server.poll() is not None or time.time() > deadline:
                print("with_server.py: the server did not start",
                      file=sys.stderr)
                return 1
            time.sleep(0.01)
        with open(port_file) as f:
            address = "127.0.0.1:" + f.read().strip()
        command = [arg.replace("{addr}", address) for arg in command]
        sys.stdout.flush()
        client = subprocess.Popen(command)
        if kill_after is None:
            code = client.wait()
        else:
            try:
                code = client.wait(timeout=kill_after)
            except subprocess.TimeoutExpired:
                client.kill()
                client.wait()
                code = 0
                # Give the server a moment to notice the dead client.
                time.sleep(1)
    finally:
        server_code = stop(server)
        if log:
            log.close()
        for name in os.listdir(directory):
            os.remove(os.path.join(directory, name))
        os.rmdir(directory)
    return code if server_code == 0 else 1


def stop(server):
    """Stops the server with SIGTERM; 0 if it stopped cleanly."""
    server.send_signal(signal.SIGTERM)
    try:
        if server.wait(timeout=10) == 0:
            return 0
        print("with_server.py: the server exited with %d" % server.returncode,
              file=sys.stderr)
    except subprocess.TimeoutExpired:
        server.kill()
        server.wait()
        print("with_server.py: the server did not stop on SIGTERM",
              file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
