"""The process the kernel manager starts when a worker's kernel factory (`zygote.py`) is ready:
it hands the factory its command line, folder, environment and standard streams, receives the
forked kernel's pid (written beside its connection file, as CONNECTION_FILE.pid, for the build's
watch), passes on every signal it gets, and exits with the kernel's exit status.
Standard library only, run with `python -I -S` (it starts in milliseconds).
Usage: python -I -S kernel_stub.py @SOCKET_NAME KERNEL_ARGS...
"""
import json
import os
import signal
import socket
import sys


def main() -> int:
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    name = sys.argv[1]
    s.connect("\0" + name[1:] if name.startswith("@") else name)     # '@name': Linux's abstract namespace
    req = {"argv": sys.argv[2:], "cwd": os.getcwd(), "env": dict(os.environ)}
    socket.send_fds(s, [json.dumps(req).encode()], [0, 1, 2])
    lines = s.makefile("r")
    first = lines.readline()
    if not first:
        return 1
    pid = int(first)
    if "-f" in sys.argv[2:-1]:          # the kernel's own pid beside its connection file: what the build watches
        try:
            with open(sys.argv[sys.argv.index("-f", 2) + 1] + ".pid", "x") as fh:
                fh.write(str(pid))
        except OSError:
            pass

    def forward(signum, _frame):
        try:
            os.kill(pid, signum)
        except OSError:
            pass
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT, signal.SIGUSR1, signal.SIGUSR2):
        signal.signal(sig, forward)
    status = lines.readline()        # the kernel's exit status, or nothing if the factory went away
    try:
        return int(status)
    except ValueError:
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass
        return 1


if __name__ == "__main__":
    code = main()
    sys.exit(code if code >= 0 else 128 - code)
