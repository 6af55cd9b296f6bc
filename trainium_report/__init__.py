"""Sourced dataset, claim audit and cost scenarios for AWS Trainium/Inferentia
against GPU and TPU alternatives."""
__version__ = "0.1.0"

import os as _os
import sys as _sys

#: a Ctrl-C while the `trainium-report` command loads this package, before its entry point's handler
#: (tens of milliseconds, a second on a busy machine): kept for the entry point to say in one line
interrupted_at_start = False
try:
    from . import libhome as _libhome

    # matplotlib's and IPython's files in a private folder of this process, set before either is imported
    # (libhome says where and why)
    _libhome.settle()
except KeyboardInterrupt:
    if _os.path.basename(_sys.argv[0] if _sys.argv else "") != "trainium-report":
        raise                          # imported as a library: the interrupt is the caller's
    interrupted_at_start = True

# NumPy's and SciPy's OpenBLAS start one thread per core, each with a buffer mapped at load; under an
# address-space limit (`ulimit -v`) a buffer that cannot be mapped is retried without end, a silent hang
# at 100% CPU. The project's matrices are small: one thread, set before NumPy loads and inherited by the
# build's kernels (a value you set is kept)
_os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
