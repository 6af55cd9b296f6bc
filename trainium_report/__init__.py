"""Sourced dataset, claim audit and cost scenarios for AWS Trainium/Inferentia
against GPU and TPU alternatives."""
__version__ = "0.1.0"

import os as _os
from pathlib import Path as _Path

# matplotlib keeps its font list in ~/.cache and ~/.config, IPython (a build's kernels) its profile in
# ~/.ipython, unless told otherwise: the project's own cache instead (git-ignored), so no command
# writes outside the project and its output folders; a value you set is kept
# (a .cache this user cannot write, as in a read-only checkout, a symlink, which the project cache
# does not follow either, or a file: a temporary folder, removed when the process that made it ends; the
# kernels it starts inherit it; never the home folder)
_CACHE = _Path(__file__).resolve().parent.parent / ".cache"
if not _CACHE.is_symlink() and (_CACHE.is_dir() or not _CACHE.exists()) and \
        _os.access(_CACHE if _CACHE.exists() else _CACHE.parent, _os.W_OK):
    _HOME = _CACHE
elif "MPLCONFIGDIR" in _os.environ and "IPYTHONDIR" in _os.environ:
    _HOME = None
else:
    import atexit as _atexit
    import shutil as _shutil
    import tempfile as _tempfile
    _HOME = _Path(_tempfile.mkdtemp(prefix="trainium-report-"))
    _atexit.register(_shutil.rmtree, _HOME, True)
if _HOME is not None:
    _os.environ.setdefault("MPLCONFIGDIR", str(_HOME / "matplotlib"))
    _os.environ.setdefault("IPYTHONDIR", str(_HOME / "ipython"))
