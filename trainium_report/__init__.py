"""Sourced dataset, claim audit and cost scenarios for AWS Trainium/Inferentia
against GPU and TPU alternatives."""
__version__ = "0.1.0"

import os as _os
from pathlib import Path as _Path

# matplotlib keeps its font list in ~/.cache and ~/.config, IPython (a build's kernels) its profile in
# ~/.ipython, unless told otherwise: the project's own cache instead (git-ignored), so no command
# writes outside the project and its output folders; a value you set is kept
# (a read-only checkout: their own defaults, rather than a warning from each process that it cannot write)
_CACHE = _Path(__file__).resolve().parent.parent / ".cache"
if _os.access(_CACHE if _CACHE.exists() else _CACHE.parent, _os.W_OK):
    _os.environ.setdefault("MPLCONFIGDIR", str(_CACHE / "matplotlib"))
    _os.environ.setdefault("IPYTHONDIR", str(_CACHE / "ipython"))
