"""Notebook runs in fresh kernels: one notebook cannot affect the next, whether its kernel was
started or forked from the build's kernel factory; the factory serves only the stubs of the build's workers."""
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


def test_kernels_forked_from_the_factory_are_as_fresh_as_started_ones(tmp_path):
    """A build of two runs or more starts one kernel factory before its workers, and every kernel
    forks from it (a kernel asked for before the factory has done its imports waits for it): they run
    no earlier notebook's code, so nothing set by one notebook is seen by the next, and their
    execution counts start at 1."""
    nbs = tmp_path / "nbs"
    nbs.mkdir()
    pad = "# padding: the run order is by size\n"
    tiny_notebook(nbs / "01-set.ipynb", LEAKS + PLANT + PARENT + pad * 50)
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
    assert all(parents.values()), parents          # the first run's kernel too: it waited for the imports


def test_a_build_of_one_run_starts_no_factory(tmp_path):
    """One run: its kernel starts the usual way (a factory would cost what it saves)."""
    nbs = tmp_path / "nbs"
    nbs.mkdir()
    tiny_notebook(nbs / "01-one.ipynb", "import os\n" + PARENT)
    res = publishing.build([write_scenario(tmp_path, "one")], out=tmp_path / "r", figures=tmp_path / "f", nb_dir=nbs,
                           pdf=False, progress=False, jobs=1, rerun=True)[0]
    assert res.ok, res.errors
    executed = nbformat.read(tmp_path / "r" / "one" / "notebooks" / "01-one.ipynb", as_version=4)
    out = str(executed.cells[-1].outputs)
    assert "parent:" in out and "zygote.py" not in out, out


#: asks the factory at SOCK for a kernel as a stub would; prints what came back (b'': the connection was closed)
ASK = ("import os, socket\ns = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)\ns.connect(chr(0) + os.environ['SOCK'][1:])\n"
       "s.settimeout(10)\ntry:\n    socket.send_fds(s, [b'{\"argv\": [], \"cwd\": \"/\", \"env\": {}}'], [0, 1, 2])\n"
       "    answer = s.recv(64)\nexcept (ConnectionResetError, BrokenPipeError):\n    answer = b''\nprint(answer)\n")


def test_the_kernel_factory_serves_only_its_own_workers_stubs(tmp_path, monkeypatch, capsys):
    """The factory listens on an abstract socket (no file permissions): a process that is not a
    child of one of the build's workers (here the build itself, and a child of the build, as a worker
    is) gets no kernel, just a closed connection."""
    import subprocess
    import sys
    import time

    name = f"@trainium-kernels-test-{os.getpid()}"
    proc = subprocess.Popen([sys.executable, str(run.HERE / "zygote.py"), name, str(os.getpid())],
                            stdout=subprocess.PIPE, text=True)
    monkeypatch.setenv("SOCK", name)            # "@name": the abstract socket
    try:
        assert proc.stdout.readline().strip() == "ready"
        exec(ASK, {})                             # this process: the factory's parent, the build
        assert capsys.readouterr().out.strip() == "b''"
        child = subprocess.run([sys.executable, "-c", ASK], capture_output=True, text=True, timeout=30)
        assert child.stdout.strip() == "b''", child     # a child of the build, not a worker's child
        time.sleep(0.2)
        assert proc.poll() is None                # and the factory serves on
    finally:
        proc.kill()


def test_a_broken_kernel_factory_falls_back_to_started_kernels(tmp_path, monkeypatch):
    """A factory that hands out no kernel (here: one that closes every connection) costs at most one
    failed kernel start: the worker then starts its kernels the usual way and every notebook runs."""

    fake = tmp_path / "fake"
    fake.mkdir()
    (fake / "kernel_stub.py").write_text((run.HERE / "kernel_stub.py").read_text())
    (fake / "zygote.py").write_text(
        "import socket, sys\nsys.path.insert(0, %r)\nfrom trainium_report.publishing.zygote import address\n"
        "s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)\ns.bind(address(sys.argv[1]))\ns.listen(8)\n"
        "print('ready', flush=True)\nwhile True:\n    c, _ = s.accept()\n    c.close()\n" % str(run.HERE.parents[1]))
    monkeypatch.setattr(run, "HERE", fake)          # the build (this process) starts the fake
    nbs = tmp_path / "nbs"
    nbs.mkdir()
    pad = "# padding: the run order is by size\n"
    tiny_notebook(nbs / "01-a.ipynb", "print('01-a')\n" + pad * 40)
    for i, n in enumerate(("02-b", "03-c")):
        tiny_notebook(nbs / f"{n}.ipynb", f"print('{n}')\n" + pad * (20 - 10 * i))
    sc = write_scenario(tmp_path, "broken")
    res = publishing.build([sc], out=tmp_path / "r", figures=tmp_path / "f", nb_dir=nbs, pdf=False, progress=False,
                      jobs=1, rerun=True)[0]
    assert res.ok, res.errors
    for n in ("01-a", "02-b", "03-c"):
        executed = nbformat.read(tmp_path / "r" / "broken" / "notebooks" / f"{n}.ipynb", as_version=4)
        assert n in str(executed.cells[-1].outputs)
