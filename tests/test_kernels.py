"""Notebook runs in fresh kernels: one notebook cannot affect the next, whether its kernel was
started or forked from a worker's kernel factory; the factory serves only its own worker's stubs."""
import os

import nbformat

from trainium_report import publishing
from trainium_report.publishing import run
from helpers import tiny_notebook, write_scenario


def test_kernels_started_ahead_import_only_what_the_builds_notebooks_import(tmp_path):
    """A kernel started ahead imports the modules of WARM_IMPORTS whose package a notebook of the
    build imports: all of them for the report's notebooks, pandas alone for a notebook that
    imports json and pandas, none for one that imports nothing."""
    tiny_notebook(tmp_path / "a.ipynb", "import json, pandas as pd  # a comment\nprint(pd)")
    tiny_notebook(tmp_path / "b.ipynb", "print('no imports')")
    assert run.warm_imports([tmp_path / "a.ipynb", tmp_path / "b.ipynb"]) == ("pandas",)
    assert run.warm_imports([tmp_path / "b.ipynb"]) == ()
    report = sorted((publishing.run.HERE.parents[1] / "notebooks").glob("*.ipynb"))
    assert run.warm_imports(report) == run.WARM_IMPORTS


def test_one_notebook_cannot_affect_the_next(tmp_path):
    """A module attribute, a pandas option and a package cache set by one notebook are not
    seen by the next, even on the same worker (one worker: they run back to back). The setter
    is the larger notebook, so it runs first (a scenario's longest notebooks go first)."""
    nbs = tmp_path / "nbs"
    nbs.mkdir()
    tiny_notebook(nbs / "01-set.ipynb", "import json, pandas as pd\nfrom trainium_report import dataset\n"
                  "json.LEAK = 1\npd.set_option('display.max_rows', 7)\ndataset.DATA_DIR = 'elsewhere'\n"
                  "planted = 'here'\n" + "# padding: this notebook runs first\n" * 40)
    tiny_notebook(nbs / "02-check.ipynb", "import json, pandas as pd\nfrom trainium_report import dataset\n"
                  "assert not hasattr(json, 'LEAK'), 'module attribute leaked'\n"
                  "assert pd.get_option('display.max_rows') != 7, 'pandas option leaked'\n"
                  "assert dataset.DATA_DIR != 'elsewhere', 'package state leaked'\n"
                  "assert 'planted' not in globals(), 'a name leaked'\nprint('isolated')")
    sc = write_scenario(tmp_path, "iso")
    res = publishing.build([sc], out=tmp_path / "r", figures=tmp_path / "f", nb_dir=nbs, pdf=False, progress=False,
                      jobs=1, rerun=True)[0]     # run, even if an identical run was kept by an earlier test run
    assert res.ok, res.errors
    executed = nbformat.read(tmp_path / "r" / "iso" / "notebooks" / "02-check.ipynb", as_version=4)
    assert "isolated" in str(executed.cells[-1].outputs)
    code = [c for c in executed.cells if c.cell_type == "code"]
    assert [c.execution_count for c in code] == list(range(1, len(code) + 1))   # a fresh kernel counts from 1


LEAKS = ("import json, os, pandas as pd\nfrom trainium_report import dataset\n"
         "assert not hasattr(json, 'LEAK'), 'module attribute leaked'\n"
         "assert pd.get_option('display.max_rows') != 7, 'pandas option leaked'\n"
         "assert dataset.DATA_DIR != 'elsewhere', 'package state leaked'\n"
         "assert 'planted' not in globals(), 'a name leaked'\n")


PLANT = "json.LEAK = 1\npd.set_option('display.max_rows', 7)\ndataset.DATA_DIR = 'elsewhere'\nplanted = 'here'\n"


PARENT = "print('parent:', open(f'/proc/{os.getppid()}/cmdline').read().replace(chr(0), ' '))\n"


# waits (up to 30 s) until this worker's kernel factory is up: this kernel was forked from it, or it listens
# on its socket (whose name holds the worker's pid)
WAIT_FOR_FACTORY = ("import os, time\nname = %r + os.environ['JPY_PARENT_PID'] + '-'\n" % run.FACTORY_PREFIX +
                    "forked = 'zygote.py' in open('/proc/%d/cmdline' % os.getppid()).read()\n"
                    "deadline = time.time() + 30\n"
                    "while not forked and name not in open('/proc/net/unix').read() and time.time() < deadline:\n"
                    "    time.sleep(0.05)\n")


def test_kernels_forked_from_the_factory_are_as_fresh_as_started_ones(tmp_path):
    """Once a worker's kernel factory is up (it starts with the worker's first run that has
    another after it), kernels fork from it: they run no earlier notebook's code, so nothing set
    by one notebook (in a started or a forked kernel) is seen by the next, and their execution
    counts start at 1. Notebooks run largest first; 02 waits until the factory is up, so that
    the kernels of 04 and 05 fork from it."""
    nbs = tmp_path / "nbs"
    nbs.mkdir()
    pad = "# padding: the run order is by size\n"
    tiny_notebook(nbs / "01-set.ipynb", LEAKS + PLANT + PARENT + pad * 50)
    tiny_notebook(nbs / "02-sleep.ipynb", WAIT_FOR_FACTORY + pad * 45)
    tiny_notebook(nbs / "03-set.ipynb", LEAKS + PLANT + PARENT + pad * 30)
    tiny_notebook(nbs / "04-set.ipynb", LEAKS + PLANT + PARENT + pad * 15)
    tiny_notebook(nbs / "05-check.ipynb", LEAKS + PARENT + "print('isolated')")
    sc = write_scenario(tmp_path, "fork")
    res = publishing.build([sc], out=tmp_path / "r", figures=tmp_path / "f", nb_dir=nbs, pdf=False, progress=False,
                      jobs=1, rerun=True)[0]
    assert res.ok, res.errors
    parents = {}
    for stem in ("01-set", "03-set", "04-set", "05-check"):
        executed = nbformat.read(tmp_path / "r" / "fork" / "notebooks" / f"{stem}.ipynb", as_version=4)
        code = [c for c in executed.cells if c.cell_type == "code"]
        assert [c.execution_count for c in code] == list(range(1, len(code) + 1)), stem
        parents[stem] = "zygote.py" in str(code[-1].outputs)
    # 01 runs before the factory exists; 03's kernel may or may not fork (it starts while the factory
    # boots); after 02's sleep the factory is up, so 04's and 05's do
    assert not parents["01-set"] and parents["04-set"] and parents["05-check"], parents


def test_the_kernel_factory_serves_only_its_own_workers_stubs(tmp_path):
    """The factory listens on an abstract socket (no file permissions): a process that is not a
    child of the worker that started it gets no kernel, just a closed connection."""
    import socket
    import subprocess
    import sys
    import time

    from trainium_report.publishing import zygote

    name = f"@trainium-kernels-test-{os.getpid()}"
    proc = subprocess.Popen([sys.executable, str(run.HERE / "zygote.py"), name, str(os.getpid())],
                            stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout.readline().strip() == "ready"
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        s.connect(zygote.address(name))          # this test process is the factory's parent, not a stub's
        s.settimeout(10)
        try:
            socket.send_fds(s, [b'{"argv": [], "cwd": "/", "env": {}}'], [0, 1, 2])
            answer = s.recv(64)
        except (ConnectionResetError, BrokenPipeError):
            answer = b""
        assert answer == b""                      # closed: no pid, no kernel
        time.sleep(0.2)
        assert proc.poll() is None                # and the factory serves on
    finally:
        proc.kill()


def test_a_broken_kernel_factory_falls_back_to_started_kernels(tmp_path, monkeypatch):
    """A factory that says it is ready but hands out no kernel (here: one that closes every
    connection) costs at most one failed kernel start: the worker then starts its kernels the
    usual way and every notebook runs."""

    fake = tmp_path / "fake"
    fake.mkdir()
    (fake / "kernel_stub.py").write_text((run.HERE / "kernel_stub.py").read_text())
    (fake / "zygote.py").write_text(
        "import socket, sys\nsys.path.insert(0, %r)\nfrom trainium_report.publishing.zygote import address\n"
        "s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)\ns.bind(address(sys.argv[1]))\ns.listen(8)\n"
        "print('ready', flush=True)\nwhile True:\n    c, _ = s.accept()\n    c.close()\n" % str(run.HERE.parents[1]))
    monkeypatch.setattr(run, "HERE", fake)          # the build's workers are forked from this process
    nbs = tmp_path / "nbs"
    nbs.mkdir()
    pad = "# padding: the run order is by size\n"
    tiny_notebook(nbs / "01-a.ipynb", WAIT_FOR_FACTORY + "print('01-a')\n" + pad * 40)   # the fake is up
    for i, n in enumerate(("02-b", "03-c")):                   # so 02's or 03's kernel is asked of it
        tiny_notebook(nbs / f"{n}.ipynb", f"print('{n}')\n" + pad * (20 - 10 * i))
    sc = write_scenario(tmp_path, "broken")
    res = publishing.build([sc], out=tmp_path / "r", figures=tmp_path / "f", nb_dir=nbs, pdf=False, progress=False,
                      jobs=1, rerun=True)[0]
    assert res.ok, res.errors
    for n in ("01-a", "02-b", "03-c"):
        executed = nbformat.read(tmp_path / "r" / "broken" / "notebooks" / f"{n}.ipynb", as_version=4)
        assert n in str(executed.cells[-1].outputs)
