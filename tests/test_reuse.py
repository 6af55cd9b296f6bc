"""What a build keeps and reuses: a scenario's unchanged runs, and a batch's unchanged shared document."""
from pathlib import Path


from trainium_report import publishing
from helpers import tiny_notebook, write_scenario

ROOT = Path(__file__).resolve().parent.parent


def test_an_unchanged_scenario_reuses_its_runs_and_any_change_runs_them_again(tmp_path):
    """A run is reused only when everything it reads is unchanged: the scenario's values, the runs
    file it names (its content), the notebook; `rerun` runs it anyway. The notebook appends a line
    to a file each time it really runs."""
    import uuid

    nbs = tmp_path / "nbs"
    nbs.mkdir()
    ran = tmp_path / "ran.txt"
    token = uuid.uuid4().hex          # a notebook no earlier test run has kept
    tiny_notebook(nbs / "01-count.ipynb", f"# {token}\nopen({str(ran)!r}, 'a').write(title + '\\n')")
    runs = tmp_path / "my-runs.csv"
    runs.write_text((ROOT / "scenarios" / "examples" / "my-runs.csv").read_text())
    sc = write_scenario(tmp_path, "count", title="one", measurements="my-runs.csv")

    def build_once(**kw):
        res = publishing.build([sc], out=tmp_path / "r", figures=tmp_path / "f", nb_dir=nbs, pdf=False, progress=False, **kw)
        assert res[0].ok, res[0].errors
        return ran.read_text().split()

    assert build_once() == ["one"]
    assert build_once() == ["one"]                              # unchanged: reused
    assert (tmp_path / "r" / "count" / "report.html").is_file()
    write_scenario(tmp_path, "count", title="two", measurements="my-runs.csv")
    assert build_once() == ["one", "two"]                       # a value changed
    runs.write_text(runs.read_text() + "\n")
    assert build_once() == ["one", "two", "two"]                # the runs file's content changed
    assert build_once(rerun=True) == ["one", "two", "two", "two"]


def test_an_identical_shared_document_is_kept_and_a_changed_one_rebuilt(tmp_path):
    """The batch's shared document (Part 2, the appendix) depends on no scenario: a later batch
    on the same shared runs keeps the published one as it is (its bytes and time stamp); a
    changed shared notebook builds it again."""
    import uuid

    import nbformat

    nbs = tmp_path / "nbs"
    nbs.mkdir()
    token = uuid.uuid4().hex          # a notebook no earlier test run has kept in the project cache
    tiny_notebook(nbs / "01-own.ipynb", "print(title)")
    tiny_notebook(nbs / "02-shared.ipynb", f"print('{token}')")
    nb = nbformat.read(nbs / "02-shared.ipynb", as_version=4)
    nb.metadata["trainium_report"] = {"scenario_keys": ["data_dir"], "part": "hardware"}
    nbformat.write(nb, nbs / "02-shared.ipynb")
    scs = [write_scenario(tmp_path, n, title=n) for n in ("one", "two")]

    def build_batch():
        res = publishing.build(scs, out=tmp_path / "r", figures=tmp_path / "f", nb_dir=nbs, pdf=False, progress=False)
        assert all(r.ok for r in res), [r.errors for r in res]
        folder = (tmp_path / "r" / "one" / "shared.txt").read_text()
        doc = tmp_path / "r" / "_shared" / folder
        return {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in doc.iterdir() if p.is_file()}

    first = build_batch()
    assert {"hardware.html", "key.txt"} <= set(first) and token in first["hardware.html"][0].decode()
    assert build_batch() == first                                 # kept: same bytes, not rewritten
    tiny_notebook(nbs / "02-shared.ipynb", f"print('{token} changed')")
    nb = nbformat.read(nbs / "02-shared.ipynb", as_version=4)
    nb.metadata["trainium_report"] = {"scenario_keys": ["data_dir"], "part": "hardware"}
    nbformat.write(nb, nbs / "02-shared.ipynb")
    third = build_batch()
    assert f"{token} changed" in third["hardware.html"][0].decode() and third["key.txt"] != first["key.txt"]


def test_a_damaged_kept_run_is_run_again_not_published(tmp_path):
    """A kept run whose files are not what was kept (one emptied, as a rename without fsync can leave
    after a power cut) is a miss: the notebook runs again and the report is whole."""
    import uuid

    from trainium_report import cache
    nbs = tmp_path / "nbs"
    nbs.mkdir()
    ran = tmp_path / "ran.txt"
    token = uuid.uuid4().hex
    tiny_notebook(nbs / "01-count.ipynb", f"# {token}\nopen({str(ran)!r}, 'a').write(title + '\\n')")
    sc = write_scenario(tmp_path, "count", title="one")

    def build_once():
        res = publishing.build([sc], out=tmp_path / "r", figures=tmp_path / "f", nb_dir=nbs, pdf=False,
                               progress=False)
        assert res[0].ok, res[0].errors
        return ran.read_text().split()

    assert build_once() == ["one"]
    whole = (tmp_path / "r" / "count" / "report.html").read_text()
    kept = [p for p in (cache.CACHE_DIR / "sections").rglob("*.ipynb") if token in p.read_text(errors="replace")]
    assert len(kept) == 1
    html = [p for p in kept[0].parent.iterdir() if p.suffix == ".html"]
    assert html, list(kept[0].parent.iterdir())
    html[0].write_text("")                                     # emptied on disk
    assert build_once() == ["one", "one"]                      # not trusted: run again
    assert len((tmp_path / "r" / "count" / "report.html").read_text()) == len(whole)
    assert build_once() == ["one", "one"]                      # and kept again, whole


def test_a_cache_entry_that_is_not_its_keys_is_a_miss(tmp_path, monkeypatch):
    import pickle

    from trainium_report import cache
    monkeypatch.setattr(cache, "CACHE_DIR", tmp_path)
    calls = []
    compute = lambda: calls.append(1) or {"value": 42}         # noqa: E731
    assert cache.cached("kind", "k1", compute) == {"value": 42} and len(calls) == 1
    assert cache.cached("kind", "k1", compute) == {"value": 42} and len(calls) == 1     # kept
    path = tmp_path / "kind" / "k1.pickle"
    path.write_bytes(pickle.dumps({1: "a valid pickle of another shape"}))               # placed by hand
    assert cache.cached("kind", "k1", compute) == {"value": 42} and len(calls) == 2
    path.write_bytes(path.read_bytes()[:-3])                                             # cut short
    assert cache.cached("kind", "k1", compute) == {"value": 42} and len(calls) == 3
    (tmp_path / "kind" / "k2.pickle").write_bytes(path.read_bytes())                     # another key's entry
    assert cache.get("kind", "k2") is None
    # a kept value of the wrong kind for its caller: recomputed
    cache.put("kind", "k3", ["not a dict"])
    assert cache.cached("kind", "k3", compute, check=lambda v: isinstance(v, dict)) == {"value": 42}


def test_two_processes_wanting_one_entry_compute_it_once(tmp_path, monkeypatch):
    """The build's kernels run side by side: the second to want an entry waits for the first's
    (threads here: flock locks each open of the file, so they contend as processes would)."""
    import threading
    import time

    from trainium_report import cache
    monkeypatch.setattr(cache, "CACHE_DIR", tmp_path)
    monkeypatch.setattr(cache, "_WAITED", [0.0])
    monkeypatch.setattr(cache, "_GAVE_UP", set())
    calls, got = [], []

    def slow():
        calls.append(1)
        time.sleep(0.5)
        return {"fit": 1.5}

    threads = [threading.Thread(target=lambda: got.append(cache.cached("fits", "same", slow))) for _ in range(3)]
    for t in threads:
        t.start()
        time.sleep(0.05)
    for t in threads:
        t.join()
    assert got == [{"fit": 1.5}] * 3 and len(calls) == 1
    assert not list((tmp_path / "locks").glob("*.computing"))          # nothing left behind
    # a holder that cannot be waited for (a lock it never releases) delays the others only WAIT_S
    monkeypatch.setattr(cache, "WAIT_S", 0.2)
    import fcntl
    import os
    (tmp_path / "locks").mkdir(exist_ok=True)
    fd = os.open(tmp_path / "locks" / "fits-stuck.computing", os.O_RDWR | os.O_CREAT)
    fcntl.flock(fd, fcntl.LOCK_EX)
    t0 = time.monotonic()
    assert cache.cached("fits", "stuck", lambda: {"fit": 2}) == {"fit": 2} and time.monotonic() - t0 < 5
    os.close(fd)


def test_another_keys_kept_run_copied_in_is_a_miss(tmp_path):
    """Round 27's B22: the pretrain scenario's kept 05-decision run copied into the default scenario's entry
    was published as the default's report (headline, summary.json and index saying 'training Llama 3.1 8B'):
    the entry's digests covered its files, not the key it was kept as."""
    import shutil
    import uuid

    from trainium_report import cache
    nbs = tmp_path / "nbs"
    nbs.mkdir()
    token = uuid.uuid4().hex
    tiny_notebook(nbs / "01-say.ipynb", f"# {token}\nprint('title is', title)")
    one, two = write_scenario(tmp_path, "one", title="first"), write_scenario(tmp_path, "two", title="second")

    def build(sc):
        res = publishing.build([sc], out=tmp_path / "r", figures=tmp_path / "f", nb_dir=nbs, pdf=False,
                               progress=False)
        assert res[0].ok, res[0].errors
        return (tmp_path / "r" / res[0].name / "report.html").read_text()

    assert "title is first" in build(one) and "title is second" in build(two)
    kept = {}
    for nb in (cache.CACHE_DIR / "sections").rglob("*.ipynb"):
        text = nb.read_text(errors="replace")
        if token in text:
            kept["first" if "title is first" in text else "second"] = nb.parent
    assert set(kept) == {"first", "second"}
    for f in kept["first"].iterdir():                      # the second's run copied over the first's
        f.unlink() if f.is_file() else shutil.rmtree(f)
    shutil.copytree(kept["second"], kept["first"], dirs_exist_ok=True)
    assert "title is first" in build(one)
