"""The `trainium-report` command's entry point. The CLI loads pandas, NumPy and the package (two
seconds, more on a busy machine) before it can handle Ctrl-C: an interrupt meanwhile, or in a
command that has no handler of its own, ends it with one line and the shell's code 130, not a
traceback of the imports."""
import sys

try:
    from .cli import entry as _run
except KeyboardInterrupt:
    _run = None


def entry() -> None:
    if _run is None:
        print("trainium-report: interrupted while it started; nothing was done", file=sys.stderr)
        sys.exit(130)
    try:
        _run()
    except KeyboardInterrupt:
        print("trainium-report: interrupted (a file it writes is written whole or not at all)", file=sys.stderr)
        sys.exit(130)
