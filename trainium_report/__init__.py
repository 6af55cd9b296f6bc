"""Sourced dataset, claim audit and cost scenarios for AWS Trainium/Inferentia
against GPU and TPU alternatives."""
__version__ = "0.1.0"

import os as _os
import stat as _stat
from pathlib import Path as _Path

# matplotlib keeps its font list in ~/.cache and ~/.config, IPython (a build's kernels) its profile in
# ~/.ipython, unless told otherwise: the project's own cache instead (git-ignored), so no command
# writes outside the project and its output folders; a value you set is kept
# (a .cache this user cannot write, as in a read-only checkout, a symlink, which the project cache
# does not follow either, or a file: a temporary folder, removed when the process that made it ends; the
# kernels it starts inherit it; never the home folder)
_CACHE = _Path(__file__).resolve().parent.parent / ".cache"
def _odd_entry(folder: _Path):
    """The first entry of a folder the libraries read that is no regular file or folder (a FIFO, a
    device, a symlink: matplotlib's import would block on a FIFO as its font list), or None."""
    for top, dirs, files in _os.walk(folder):
        for name in dirs + files:
            mode = _os.lstat(_os.path.join(top, name)).st_mode
            if not (_stat.S_ISREG(mode) or _stat.S_ISDIR(mode)):
                return _Path(top, name)
    return None


_ODD = None
if not _CACHE.is_symlink() and (_CACHE.is_dir() or not _CACHE.exists()) and \
        _os.access(_CACHE if _CACHE.exists() else _CACHE.parent, _os.W_OK) and \
        not (_ODD := next(filter(None, map(_odd_entry, (_CACHE / "matplotlib", _CACHE / "ipython"))), None)):
    _HOME = _CACHE
elif "MPLCONFIGDIR" in _os.environ and "IPYTHONDIR" in _os.environ:
    _HOME = None
else:
    import atexit as _atexit
    import shutil as _shutil
    import tempfile as _tempfile
    _HOME = _Path(_tempfile.mkdtemp(prefix="trainium-report-"))
    _atexit.register(_shutil.rmtree, _HOME, True)
    if _ODD is not None and "MPLCONFIGDIR" not in _os.environ:
        import sys as _sys
        print(f"note: {_ODD} is not a regular file (a FIFO, a device or a link); matplotlib's and IPython's "
              "caches are kept in a temporary folder for this run (remove it to use the project's)", file=_sys.stderr)
if _HOME is not None:
    _os.environ.setdefault("MPLCONFIGDIR", str(_HOME / "matplotlib"))
    _os.environ.setdefault("IPYTHONDIR", str(_HOME / "ipython"))

# NumPy's and SciPy's OpenBLAS start one thread per core, each with a buffer mapped at load; under an
# address-space limit (`ulimit -v`) a buffer that cannot be mapped is retried without end, a silent hang
# at 100% CPU. The project's matrices are small: one thread, set before NumPy loads and inherited by the
# build's kernels (a value you set is kept)
_os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
