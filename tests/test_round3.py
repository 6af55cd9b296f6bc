"""Issue 22's third hostile round (198 cases, 24 defects): each defect as a case that failed
before its fix; the message names the file and the key, line or field, and no traceback,
hang or write outside the output folders follows."""
import csv
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from trainium_report import dataset, hfconfig
from helpers import run_main, write_scenario

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def data_copy(tmp_path):
    dst = tmp_path / "data"
    shutil.copytree(dataset.DATA_DIR, dst)
    return dst


def _edit_csv(path: Path, edit) -> None:
    rows = list(csv.reader(path.open(newline="")))
    edit(rows)
    with path.open("w", newline="") as fh:
        csv.writer(fh, lineterminator="\n").writerows(rows)


def _constrain(data_dir: Path, table: str, column: str, constraint: dict) -> None:
    """Add `constraint` to one column's constraints in the copy's datapackage.json."""
    p = data_dir / "datapackage.json"
    d = json.loads(p.read_text())
    for res in d["resources"]:
        if res["name"] == table:
            for f in res["schema"]["fields"]:
                if f["name"] == column:
                    f.setdefault("constraints", {}).update(constraint)
    p.write_text(json.dumps(d))


def test_f01_a_vanishing_number_is_refused_up_front(tmp_path, capsys):
    f = write_scenario(tmp_path, "tiny", candidates="[p5.48xlarge, trn2.48xlarge]",
                       price_overrides="{p5.48xlarge: 1.0e-300}")
    r = run_main(capsys, "estimate", f)
    assert r.returncode == 1 and "key 'price_overrides.p5.48xlarge' is 1e-300" in r.stderr
    f = write_scenario(tmp_path, "tiny2", utilisation="{low: 1.0e-300, central: 1.0e-300, high: 1.0e-300}")
    assert "is 1e-300, expected a number of magnitude at least" in run_main(capsys, "estimate", f).stderr


def test_f01_a_headline_is_never_a_warning_the_cell_printed(tmp_path):
    import nbformat

    from trainium_report.publishing.render import _headline
    nb = nbformat.v4.new_notebook()
    cell = nbformat.v4.new_code_cell("x", metadata={"tags": ["headline"]})
    cell.outputs = [nbformat.v4.new_output("stream", name="stderr", text="RuntimeWarning: overflow"),
                    nbformat.v4.new_output("display_data", data={"text/markdown": "**Stay on GPUs.**"})]
    nb.cells = [cell]
    nbformat.write(nb, tmp_path / "n.ipynb")
    assert _headline(tmp_path / "n.ipynb") == "Stay on GPUs."


def test_f02_control_characters_reach_the_terminal_escaped(tmp_path, capsys):
    f = write_scenario(tmp_path, "esc", candidates='[p5.48xlarge, "trn2.48xlarge\\e[2J\\e]0;pwned\\a\\u200b"]')
    r = run_main(capsys, "estimate", f)
    assert r.returncode == 1 and "\x1b" not in r.stderr and "\x07" not in r.stderr and "\u200b" not in r.stderr
    # refused as a scenario value holding a control character (round 9), named without echoing it
    assert "holds the control character U+001B" in r.stderr and "key 'candidates[1]'" in r.stderr


def test_f03_a_datapackage_without_a_table_is_named(data_copy, capsys):
    p = data_copy / "datapackage.json"
    d = json.loads(p.read_text())
    d["resources"] = [r for r in d["resources"] if r["name"] != "specs"]
    p.write_text(json.dumps(d))
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and "datapackage.json" in r.stdout and "no table named 'specs'" in r.stdout


def test_f04_a_pattern_that_backtracks_for_ever_is_refused_not_run(data_copy, capsys):
    _constrain(data_copy, "claims", "note", {"pattern": "(a+)+$"})
    _edit_csv(data_copy / "claims.csv", lambda rows: rows[3].__setitem__(rows[0].index("note"), "a" * 40 + "!"))
    t = time.monotonic()
    r = run_main(capsys, "validate", data_copy)
    assert time.monotonic() - t < 30
    assert r.returncode == 1 and "constraints.pattern" in r.stdout and "repeated group holding a repetition" in r.stdout


def test_f05_a_fraction_above_one_is_refused(data_copy, capsys):
    _edit_csv(data_copy / "efficiency.csv", lambda rows: rows[1].__setitem__(rows[0].index("value"), "5.0"))
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and "efficiency.csv, line 2, field 'value'" in r.stdout and "a fraction from 0 to 1" in r.stdout


def test_f06_a_published_run_faster_than_its_system_could_be_is_refused(data_copy, capsys, tmp_path):
    def edit(rows):
        i = rows[0].index("ttft_ms")
        for r in rows[1:]:
            if r[i]:
                r[i] = "1e-9"
    _edit_csv(data_copy / "measurements.csv", edit)
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and "measurements.csv, line" in r.stdout and "field 'ttft_ms'" in r.stdout
    f = write_scenario(tmp_path, "ttft", data_dir=str(data_copy))
    r = run_main(capsys, "estimate", f)
    assert r.returncode == 1 and "the dataset's runs" in r.stderr


def test_f07_an_integer_of_5001_digits_names_the_file(tmp_path, capsys):
    cfg = json.loads((ROOT / "scenarios/examples/configs/llama-3.1-8b-config.json").read_text())
    text = json.dumps(cfg).replace(f'"vocab_size": {cfg["vocab_size"]}', '"vocab_size": 1' + "2" * 5000)
    (tmp_path / "big.json").write_text(text)
    r = run_main(capsys, "model", tmp_path / "big.json")
    assert r.returncode == 1 and "big.json: line 1, key 'vocab_size': a number of thousands of digits" in r.stderr
    assert "Traceback" not in r.stderr
    (tmp_path / "big.yaml").write_text("scenario: big\ntokens_per_day: 1" + "0" * 5000 + "\n")
    r = run_main(capsys, "estimate", tmp_path / "big.yaml")
    assert "big.yaml: line 2, key 'tokens_per_day': a number of thousands of digits" in r.stderr


def test_f08_ten_million_layers_are_refused_at_once(tmp_path):
    q = {"architectures": ["Qwen3MoeForCausalLM"], "model_type": "qwen3_moe", "hidden_size": 2048,
         "intermediate_size": 6144, "num_attention_heads": 32, "num_hidden_layers": 10_000_000,
         "num_key_value_heads": 4, "head_dim": 128, "vocab_size": 151936, "num_experts": 128,
         "num_experts_per_tok": 8, "moe_intermediate_size": 768, "mlp_only_layers": list(range(2000))}
    (tmp_path / "deep.json").write_text(json.dumps(q))
    t = time.monotonic()
    with pytest.raises(hfconfig.ConfigError, match="num_hidden_layers' is 10000000, expected a whole number from 1 to 10,000$"):
        hfconfig.read(tmp_path / "deep.json")
    assert time.monotonic() - t < 5
    with pytest.raises(hfconfig.ConfigError, match="model_shape.attention' is 'bogus'"):    # F09
        hfconfig.from_mapping({"layers": 32, "hidden_size": 4096, "ffn_size": 14336, "attention_heads": 32,
                               "kv_heads": 8, "vocab_size": 128256, "attention": "bogus"}, "model_shape")


@pytest.mark.parametrize("name, value, message", [
    ("TRAINIUM_REPORT_CELL_TIMEOUT", "abc", "TRAINIUM_REPORT_CELL_TIMEOUT is 'abc', expected a whole number"),
    ("TRAINIUM_REPORT_CELL_TIMEOUT", "1e2", "TRAINIUM_REPORT_CELL_TIMEOUT is '1e2'"),
    ("TRAINIUM_REPORT_NO_CACHE", "maybe", "TRAINIUM_REPORT_NO_CACHE is 'maybe'"),
    ("SOURCE_DATE_EPOCH", "yesterday", "SOURCE_DATE_EPOCH is 'yesterday', expected a whole number of seconds"),
    ("SOURCE_DATE_EPOCH", "-5", "SOURCE_DATE_EPOCH is '-5'"),
])
def test_f15_f16_a_bad_environment_value_is_named_before_any_work(name, value, message, monkeypatch, capsys, tmp_path):
    monkeypatch.setenv(name, value)
    r = run_main(capsys, "build", "--out", tmp_path / "r", "--figures", tmp_path / "f")
    assert r.returncode == 1 and message in r.stderr and "nothing was built" in r.stderr
    assert not (tmp_path / "r").exists()


def test_f16_false_keeps_the_cache_on(monkeypatch):
    from trainium_report import cache
    for v, on in (("false", True), ("0", True), ("no", True), ("1", False), ("true", False), ("", True)):
        monkeypatch.setenv("TRAINIUM_REPORT_NO_CACHE", v)
        assert cache.enabled() is on, v


def test_f17_an_unknown_matplotlib_backend_is_ignored_and_said():
    r = subprocess.run([sys.executable, "-m", "trainium_report.cli", "validate"], capture_output=True, text=True,
                       env=dict(os.environ, MPLBACKEND="bogus"), cwd=ROOT, timeout=120)
    assert r.returncode == 0 and "Traceback" not in r.stderr and "MPLBACKEND='bogus' is not a matplotlib backend" in r.stderr


def test_f18_f19_f20_messages_name_the_key_that_decides(tmp_path, capsys):
    f = write_scenario(tmp_path, "fam", candidates="[trn2, p5]", price_overrides="{trn2: 10}")
    r = run_main(capsys, "estimate", f)
    assert "names the family 'trn2'" in r.stderr and "trn2.48xlarge" in r.stderr
    f = write_scenario(tmp_path, "room", memory_headroom="1.0e-6", candidates="[p5en.48xlarge, trn1.32xlarge]")
    assert "key memory_headroom" in run_main(capsys, "build", f, "--out", tmp_path / "r").stderr
    r = run_main(capsys, "estimate", ROOT / "scenarios" / "default.yaml", "-p", "horizon_months", "0")
    assert "key 'horizon_months' is 0" in r.stderr and "given on the command line" in r.stderr


def test_f22_a_device_or_fifo_is_never_replaced_by_a_csv(tmp_path, capsys):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    r = run_main(capsys, "specs", "trn2.48xlarge", "--csv", fifo)
    assert r.returncode == 1 and "is a device, FIFO or socket, not a file; it is not replaced" in r.stderr
    assert fifo.is_fifo()


def test_f23_f24_a_file_that_is_not_a_runs_table_is_not_quoted(tmp_path, capsys):
    secret = tmp_path / "elsewhere.csv"
    secret.write_text("HOSTILE-MARKER-7731 secret line\nsecond,line\n")
    r = run_main(capsys, "predict", secret)
    assert r.returncode == 1 and "HOSTILE-MARKER" not in r.stdout + r.stderr
    assert "none of the table's column names" in r.stdout + r.stderr
    head, first = (ROOT / "scenarios/examples/my-runs.csv").read_text().splitlines()[:2]
    cells = first.split(",")
    cells[head.split(",").index("ttft_ms")] = "1" + "0" * 5000
    (tmp_path / "long.csv").write_text(head + "\n" + ",".join(cells) + "\n")
    r = run_main(capsys, "predict", tmp_path / "long.csv")
    assert r.returncode == 1 and "field 'ttft_ms'" in r.stderr and len(r.stderr) < 1500


def test_f13_f14_a_cache_or_lock_that_is_not_a_folder_or_file_is_named(tmp_path, monkeypatch):
    from trainium_report import cache
    from trainium_report.publishing import publish
    monkeypatch.setattr(cache, "CACHE_DIR", tmp_path / "cache")
    (tmp_path / "cache").write_text("x")
    with pytest.raises(publish.BuildLocked, match="is not a folder"):
        with publish.folder_lock(tmp_path / "out"):
            pass
    (tmp_path / "cache").unlink()
    (tmp_path / "cache" / "locks").mkdir(parents=True)
    import hashlib
    lock = (tmp_path / "cache" / "locks" /
            (hashlib.sha256(str((tmp_path / "out").resolve()).encode()).hexdigest()[:24] + ".lock"))
    os.mkfifo(lock)
    with pytest.raises(publish.BuildLocked, match="not a regular file"):
        with publish.folder_lock(tmp_path / "out"):
            pass


def test_f12_g5_a_stopped_kernel_or_worker_is_killed_after_the_limit_and_said():
    import signal

    from trainium_report.publishing.run import StopWatch
    proc = subprocess.Popen(["sleep", "60"])
    try:
        os.kill(proc.pid, signal.SIGSTOP)
        watch = StopWatch(proc.pid, limit=1.0)
        watch.start()
        watch.join(timeout=10)
        assert watch.fired == proc.pid and proc.wait(timeout=10) == -signal.SIGKILL
        worker = subprocess.Popen(["sleep", "60"])          # a build's workers: watched as a changing set (G5)
        os.kill(worker.pid, signal.SIGSTOP)
        pool = StopWatch(lambda: [worker.pid], limit=1.0)
        pool.start()
        assert worker.wait(timeout=10) == -signal.SIGKILL and pool.fired == worker.pid
        pool.done.set()
        running = subprocess.Popen(["sleep", "60"])        # a kernel that runs is left alone
        quiet = StopWatch(lambda: [running.pid], limit=0.5)
        quiet.start()
        time.sleep(1.5)
        quiet.done.set()
        quiet.join(timeout=5)
        assert not quiet.fired and running.poll() is None
        running.kill()
    finally:
        proc.kill()


def test_f10_a_notebook_the_full_disk_left_empty_is_not_offered_as_kept(tmp_path):
    from trainium_report.publishing import publish
    from trainium_report.publishing.run import Job, Result
    out = tmp_path / "report"
    out.mkdir()
    runs = []
    for name in ("05-decision", "04-inference"):
        nb = tmp_path / "work" / f"{name}.ipynb"
        nb.parent.mkdir(exist_ok=True)
        nb.write_bytes(b"")                                   # what a full disk leaves
        job = Job("default", Path(f"notebooks/{name}.ipynb"), None, {}, nb, tmp_path / "figs")
        runs.append(Result(job, False, 1.0, f"{name}.ipynb, before any cell ran: OSError: No space left"))
    batch = publish.Batch(out=out, figures=tmp_path / "figures", work=tmp_path / "work", built="now", pdf=False)
    res = publish.publish_scenario({"scenario": "default"}, runs, "v", batch)
    assert not res.ok and len(res.errors) == 2                  # each failure once
    assert all("no executed notebook to keep" in e for e in res.errors)
    assert not list((out / "_failed" / "default").glob("*.ipynb"))


def test_f11_figures_on_another_filesystem_than_the_report_are_published(tmp_path):
    """--out on one filesystem and --figures on another (a USB disk, a tmpfs): a folder cannot be
    renamed across, so the figures are staged beside their final place. Needs a mount (root)."""
    from helpers import tiny_notebook

    from trainium_report import publishing
    mnt = tmp_path / "other"
    mnt.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=50m", "tmpfs", str(mnt)], capture_output=True).returncode:
        pytest.skip("cannot mount a tmpfs here (not root)")
    try:
        nbs = tmp_path / "nbs"
        nbs.mkdir()
        tiny_notebook(nbs / "01-tiny.ipynb", "print(title)")
        results = publishing.build([write_scenario(tmp_path, "xdev")], out=mnt / "report", figures=tmp_path / "figures",
                                   pdf=False, progress=False, nb_dir=nbs, log=lambda *a: None)
        assert [r.ok for r in results] == [True], results[0].errors
        assert (mnt / "report" / "xdev" / "report.html").is_file() and (tmp_path / "figures" / "xdev").is_dir()
        assert not [p for p in (tmp_path / "figures").iterdir() if p.name.startswith(".build-")]
    finally:
        subprocess.run(["umount", str(mnt)], capture_output=True)


def test_g7_a_column_named_twice_is_one_problem_naming_it(data_copy, capsys):
    def edit(rows):
        rows[0].append("metric")
        for r in rows[1:]:
            r.append("x")
    _edit_csv(data_copy / "specs.csv", edit)
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and "specs.csv, line 1, field 'metric': got \"the column 'metric' 2 times\"" in r.stdout
    assert r.stdout.count("specs.csv") == 1


@pytest.mark.parametrize("constraint, message", [
    ({"pattern": "(x|x)*y"}, "repeated group holding a repetition or an alternative"),
    ({"pattern": "(["}, "a regular expression that compiles"),
    ({"minimum": "one"}, "constraints.minimum': got 'one', expected a number"),
])
def test_g2_g3_a_broken_constraint_is_named_in_datapackage_json(data_copy, capsys, constraint, message):
    _constrain(data_copy, "sources", "title", constraint)
    t = time.monotonic()
    r = run_main(capsys, "validate", data_copy)
    assert time.monotonic() - t < 30 and r.returncode == 1
    assert "datapackage.json" in r.stdout and "fields[title].constraints" in r.stdout and message in r.stdout


def test_g1_a_quote_outside_a_cent_to_a_million_an_hour_is_refused(tmp_path, capsys):
    f = write_scenario(tmp_path, "q", candidates="[p5.48xlarge, trn2.48xlarge]", price_overrides="{trn2.48xlarge: 0.001}")
    r = run_main(capsys, "estimate", f)
    assert r.returncode == 1 and "prices from 0.01 to 1e+06 USD per hour" in r.stderr



def test_a_dead_kernels_signal_is_named():
    """Round 4's remark on N41: the message says which signal ended the kernel (kill -9, the OOM killer)."""
    import types

    from trainium_report.publishing.run import _kernel_signal
    proc = subprocess.Popen(["sleep", "60"])
    proc.kill()
    proc.wait(timeout=10)
    km = types.SimpleNamespace(provisioner=types.SimpleNamespace(process=proc))
    assert _kernel_signal(km) == "SIGKILL, signal 9"
    assert _kernel_signal(types.SimpleNamespace(provisioner=None)) == ""
