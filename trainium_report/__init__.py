"""Sourced dataset, claim audit and cost scenarios for AWS Trainium/Inferentia
against GPU and TPU alternatives."""
__version__ = "0.1.0"

import os as _os

from . import libhome as _libhome

# matplotlib's and IPython's files in a private folder of this process, set before either is imported
# (libhome says where and why)
_libhome.settle()

# NumPy's and SciPy's OpenBLAS start one thread per core, each with a buffer mapped at load; under an
# address-space limit (`ulimit -v`) a buffer that cannot be mapped is retried without end, a silent hang
# at 100% CPU. The project's matrices are small: one thread, set before NumPy loads and inherited by the
# build's kernels (a value you set is kept)
_os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
