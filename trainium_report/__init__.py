"""Sourced dataset, claim audit and cost scenarios for AWS Trainium/Inferentia
against GPU and TPU alternatives."""
__version__ = "0.1.0"

import os as _os
import signal as _signal
import sys as _sys

#: a Ctrl-C while the `trainium-report` command loads this package, before its entry point's handler
#: (tens of milliseconds, a second on a busy machine): kept for the entry point to say in one line
interrupted_at_start = False
_COMMAND = _os.path.basename(_sys.argv[0] if _sys.argv else "") == "trainium-report"


def _first_interrupt(signum, frame):
    """The command's Ctrl-C: the first ends it (KeyboardInterrupt, said in one line by the entry point);
    a second (`timeout` passes Ctrl-C on to the command and to its group) is ignored, so it cannot cut
    the ending short with a traceback from the import machinery or the exit handlers."""
    _signal.signal(_signal.SIGINT, _signal.SIG_IGN)
    raise KeyboardInterrupt


if _COMMAND and _signal.getsignal(_signal.SIGINT) is _signal.default_int_handler:
    _signal.signal(_signal.SIGINT, _first_interrupt)
try:
    from . import libhome as _libhome

    # matplotlib's and IPython's files in a private folder of this process, set before either is imported
    # (libhome says where and why)
    _libhome.settle()
except KeyboardInterrupt:
    if not _COMMAND:
        raise                          # imported as a library: the interrupt is the caller's
    interrupted_at_start = True
    _signal.signal(_signal.SIGINT, _signal.SIG_IGN)   # the command says so and ends: a second Ctrl-C changes nothing

# NumPy's and SciPy's OpenBLAS start one thread per core, each with a buffer mapped at load; under an
# address-space limit (`ulimit -v`) a buffer that cannot be mapped is retried without end, a silent hang
# at 100% CPU. The project's matrices are small: one thread, set before NumPy loads and inherited by the
# build's kernels (a value you set is kept)
_os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
