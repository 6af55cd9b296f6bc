"""The build's kernel factory: a Python process that has imported what every report notebook
imports (pandas, matplotlib, the package, ipykernel) and nothing else, and forks a kernel from
that state on request. A forked kernel starts with those modules loaded and has run no code of
any notebook: the state of a kernel started afresh, without paying the interpreter start and the
imports again (about a second of CPU per notebook run). The build starts one for all its workers
(`run.start_factory`), so a build of four runs imports once, not four times.

Run as a program (`python zygote.py @NAME BUILD_PID MODULE...`: the modules to import, which the
build passes: its `run.warm_imports` and ipykernel's kernel app): it dies with the build that
started it (PR_SET_PDEATHSIG), listens on the abstract socket NAME before it imports (a stub that
connects meanwhile waits for its kernel, as it would wait for a kernel started afresh) and prints
"ready" once it serves. A worker's kernel manager launches `kernel_stub.py`, which hands the
factory its command line, working folder, environment and standard streams, and then stands for
the forked kernel: a signal it gets is passed on, it exits with the kernel's exit status, and a
killed stub takes its kernel with it (the factory and the kernel both watch the connection).
Nothing here imports the package before the fork but the modules listed.
"""
from __future__ import annotations

import ctypes
import importlib
import json
import os
import selectors
import signal
import socket
import struct
import sys
import threading


def address(name: str) -> str:
    """A socket name in Linux's abstract namespace ('@name' -> '\\0name'): no file to leave behind."""
    return "\0" + name[1:] if name.startswith("@") else name


def _die_with(parent_pid: int) -> None:
    if sys.platform.startswith("linux"):
        try:
            ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL, 0, 0, 0)   # PR_SET_PDEATHSIG
        except Exception:
            pass
    if os.getppid() != parent_pid:
        os._exit(1)


def _kernel(conn: socket.socket, fds: list[int], req: dict) -> None:
    """In the forked child: become the kernel the stub asked for (never returns)."""
    try:
        for i, fd in enumerate(fds[:3]):
            os.dup2(fd, i)
        for fd in fds:
            if fd > 2:
                os.close(fd)
        os.chdir(req["cwd"])
        env = dict(req["env"])
        env["JPY_PARENT_PID"] = str(os.getppid())     # ipykernel exits when this process (the factory) goes
        os.environ.clear()
        os.environ.update(env)

        def watch() -> None:                          # the stub killed: this kernel goes too
            try:
                while conn.recv(64):
                    pass
            except OSError:
                pass
            os._exit(1)
        threading.Thread(target=watch, daemon=True).start()
        # ipykernel reads JPY_PARENT_PID when it is imported (here, before the fork): say it again
        sys.argv = ["ipykernel_launcher", f"--IPKernelApp.parent_handle={os.getppid()}", *req["argv"]]
        from ipykernel import kernelapp

        kernelapp.launch_new_instance()
    finally:
        os._exit(0)


def _ppid(pid: int) -> int:
    with open(f"/proc/{pid}/stat", "rb") as f:
        return int(f.read().rsplit(b")", 1)[1].split()[1])


def _from_worker(conn: socket.socket, build_pid: int) -> bool:
    """Only a stub one of the build's workers started may ask for a kernel: same user, its parent a
    child of the build other than this factory (the peer's credentials, from the kernel)."""

    try:
        pid, uid, _ = struct.unpack("3i", conn.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED,
                                                          struct.calcsize("3i")))
        parent = _ppid(pid)
        return uid == os.getuid() and parent != os.getpid() and _ppid(parent) == build_pid
    except (OSError, ValueError, IndexError, struct.error):
        return False


def serve(path: str, build_pid: int, modules: list[str]) -> None:
    _die_with(build_pid)
    here = os.path.dirname(os.path.abspath(__file__))
    sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != here]   # not the build modules by bare name
    os.environ.setdefault("MPLBACKEND", "module://matplotlib_inline.backend_inline")   # as the workers set it
    srv = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    srv.bind(address(path))
    srv.listen(64)                                     # a stub may connect now: it waits for the imports
    for name in modules:
        importlib.import_module(name)
    print("ready", flush=True)                         # kernels fork from here on
    sel = selectors.DefaultSelector()
    sel.register(srv, selectors.EVENT_READ)
    kernels: dict[int, socket.socket] = {}            # pid -> its stub's connection
    while True:
        for key, _ in sel.select(timeout=0.2):
            if key.fileobj is srv:
                conn, _ = srv.accept()
                if not _from_worker(conn, build_pid):       # an abstract socket has no file permissions
                    conn.close()
                    continue
                try:
                    msg, fds, _, _ = socket.recv_fds(conn, 1 << 20, 3)
                    req = json.loads(msg)
                except (OSError, ValueError):
                    conn.close()
                    continue
                pid = os.fork()
                if pid == 0:
                    sel.close()
                    srv.close()
                    for other in kernels.values():
                        other.close()
                    _kernel(conn, fds, req)
                for fd in fds:
                    os.close(fd)
                kernels[pid] = conn
                sel.register(conn, selectors.EVENT_READ, pid)
                conn.sendall(f"{pid}\n".encode())
            else:                                      # a stub's connection: closed means the stub is gone
                pid = key.data
                try:
                    gone = not key.fileobj.recv(64)
                except OSError:
                    gone = True
                if gone and pid in kernels:
                    sel.unregister(key.fileobj)
                    kernels.pop(pid).close()
                    try:
                        os.kill(pid, signal.SIGKILL)
                    except OSError:
                        pass
        while True:                                    # kernels that ended: tell their stubs how
            try:
                pid, status = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                break
            if pid == 0:
                break
            conn = kernels.pop(pid, None)
            if conn is not None:
                sel.unregister(conn)
                try:
                    conn.sendall(f"{os.waitstatus_to_exitcode(status)}\n".encode())
                except OSError:
                    pass
                conn.close()


if __name__ == "__main__":
    serve(sys.argv[1], int(sys.argv[2]), sys.argv[3:])
