"""The `trainium-report` command's entry point. The CLI loads pandas, NumPy and the package (two
seconds, more on a busy machine) before it can handle Ctrl-C: an interrupt meanwhile, or in a
command that has no handler of its own, ends it with one line and the shell's code 130, not a
traceback of the imports."""
import signal
import sys

import resource


def _short_of_memory(exc: BaseException) -> bool:
    """What running out of address space looks like: a MemoryError, a shared library that cannot be
    mapped (NumPy's, SciPy's OpenBLAS), or an extension module failing to initialise under a limit."""
    limited = resource.getrlimit(resource.RLIMIT_AS)[0] != resource.RLIM_INFINITY
    said = str(exc).lower()
    return isinstance(exc, MemoryError) or "failed to map segment" in said or "cannot allocate memory" in said \
        or (limited and isinstance(exc, (SystemError, ImportError)))


from . import interrupted_at_start

_started: BaseException | None = KeyboardInterrupt() if interrupted_at_start else None
try:
    _run = None
    if not interrupted_at_start:
        from .cli import entry as _run
except KeyboardInterrupt as exc:
    signal.signal(signal.SIGINT, signal.SIG_IGN)      # ending (entry says it): as _quiet_from_now, defined below
    _run, _started = None, exc
except Exception as exc:          # noqa: BLE001 - said in one line when it is a memory limit, else raised
    if not _short_of_memory(exc):
        raise
    _run, _started = None, MemoryError()

#: what is said of a MemoryError: no traceback of the imports or the reading
NO_MEMORY = ("trainium-report: out of memory{when}; under `ulimit -v`, give it more address space (estimate ran in "
             "280,000 KB where it was tested with its fits cached, 370,000 KB without; a build's kernels need more: "
             "pandas, NumPy and the report's libraries reserve address space well beyond what they use); nothing "
             "was written")


def _quiet_from_now() -> None:
    """The command is ending on an interrupt: a second one (`timeout` passes Ctrl-C on to the command
    and to its group) must not print a traceback from the exit handlers."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def entry() -> None:
    if _run is None:
        _quiet_from_now()
        if isinstance(_started, MemoryError):
            print(NO_MEMORY.format(when=" while it started"), file=sys.stderr)
            sys.exit(1)
        print("trainium-report: interrupted while it started; nothing was done", file=sys.stderr)
        sys.exit(130)
    try:
        _run()
    except KeyboardInterrupt:
        _quiet_from_now()
        print("trainium-report: interrupted (a file it writes is written whole or not at all)", file=sys.stderr)
        sys.exit(130)
    except Exception as exc:      # noqa: BLE001
        if not _short_of_memory(exc):
            raise
        print(NO_MEMORY.format(when=""), file=sys.stderr)
        sys.exit(1)
