"""Hostile round 57 (issue 22): each test failed on the code before its mend."""
import re
from pathlib import Path

import pytest

from helpers import run_main
from trainium_report import dataset, scenario

ROOT = Path(__file__).resolve().parent.parent
DEFAULT = ROOT / "scenarios" / "default.yaml"


@pytest.mark.parametrize("text, key, line, said", [
    ("scenario: x\nattention_flops: !!bool maybe\n", "attention_flops", 2, "'maybe' is not a YAML boolean"),
    ("scenario: x\nprice_overrides: {trn2.48xlarge: !!bool 1}\n", "price_overrides", 2, "'1' is not a YAML boolean"),
    ("{quote_date: !!timestamp soon}", "quote_date", 1, "'soon' is not a date"),
    ("scenario: x\n\ntokens_per_day: !!int 1e9\n", "tokens_per_day", 3, "'1e9' is not a whole number"),
    ("scenario: x\ntokens_per_day: !!float abc\n", "tokens_per_day", 2, "'abc' is not a number"),
])
def test_a6_01_to_04_a_value_tagged_as_what_it_cannot_be_is_named_with_its_line_and_key(text, key, line, said):
    """A6-01..04: `!!bool maybe` and `!!bool 1` raised KeyError inside PyYAML, `!!timestamp soon`
    AttributeError (both tracebacks), `!!int 1e9` a ValueError said with no line or key."""
    doc, problems = scenario.parse_text(text, "s.yaml")
    assert doc is None and len(problems) == 1, problems
    assert f"s.yaml: not valid YAML at line {line}, " in problems[0] and f"(key '{key}')" in problems[0] \
        and said in problems[0], problems


def test_a6_05_a_tagged_value_on_builds_command_line_stops_before_anything_runs(tmp_path, capsys):
    r = run_main(capsys, "build", DEFAULT, "--no-pdf", "--out", tmp_path / "out", "-p", "attention_flops",
                 "!!bool maybe")
    assert r.returncode == 1 and "-p attention_flops: not valid YAML" in r.stderr and "(key 'v')" not in r.stderr \
        and "nothing was built" in r.stderr, r.stderr
    assert not (tmp_path / "out").exists()


def test_a6_06_each_quote_is_checked_against_prices_whose_chips_are_found_once(ds, monkeypatch):
    """A6-06: 1,000 quoted candidates (the most a list may hold) took over 60 s: every quote's check
    looked up the chip of each of the dataset's 549 prices again (chip_of 2 x 549 times a quote)."""
    calls = []
    real = dataset.chip_of
    monkeypatch.setattr(dataset, "chip_of", lambda d, e: calls.append(e) or real(d, e))
    n = 40
    cands = [f"h100-sxm:{k}@lambda" for k in range(1, n + 1)]
    scenario.from_notebook(candidates=cands, price_overrides={c: 2.5 * k for k, c in enumerate(cands, 1)},
                           quote_date="2026-11-20", data_dir=str(ds.data_dir))
    assert len(calls) < 2 * len(dataset.prices(ds)) + 20 * n, len(calls)


def test_a6_07_an_efficiency_term_the_workload_never_reads_is_refused_by_name(tmp_path, capsys):
    """A6-07: training_mfu in an inference scenario (and bandwidth_efficiency in a training one) was
    accepted and did nothing, where a run the scenario cannot use is refused."""
    r = run_main(capsys, "estimate", DEFAULT, "-y", "{efficiency_overrides: {p5.48xlarge: {training_mfu: 0.5}}}")
    assert r.returncode == 1 and "'p5.48xlarge'.training_mfu: read only by training estimates" in r.stderr, r.stderr
    r = run_main(capsys, "estimate", DEFAULT, "-p", "workload", "training", "-y",
                 "{efficiency_overrides: {p5.48xlarge: {bandwidth_efficiency: 0.5, training_mfu: 0.4}}}")
    assert r.returncode == 1 and "'p5.48xlarge'.bandwidth_efficiency: read only by serving estimates" in r.stderr \
        and "training_mfu: read" not in r.stderr, r.stderr


def test_a6_08_a_training_run_longer_than_the_horizon_is_warned_of_naming_train_tokens(capsys):
    """A6-08: 1e18 training tokens gave 5.09e7 days (139,000 years) with no word."""
    r = run_main(capsys, "estimate", DEFAULT, "-p", "workload", "training", "-p", "train_tokens", "1e18",
                 "-y", "{candidates: [p5.48xlarge]}")
    days = float([ln for ln in r.stdout.splitlines() if ln.startswith("p5.48xlarge")][0].split()[5])
    assert r.returncode == 0 and days > 12 * 30.4
    said = re.search(r"warning: the quickest candidate takes ([0-9.e+,]+) days \(([0-9.e+,]+) years\)", r.stdout)
    assert said and float(said[1].replace(",", "")) == pytest.approx(days, rel=2e-3) and \
        float(said[2].replace(",", "")) == pytest.approx(days / 365, rel=5e-3), r.stdout
    assert "train_tokens 1e+18" in r.stdout and "horizon_months 12" in r.stdout, r.stdout
    r = run_main(capsys, "estimate", DEFAULT, "-p", "workload", "training", "-y", "{candidates: [p5.48xlarge]}")
    assert r.returncode == 0 and "warning: the quickest" not in r.stdout, r.stdout


def test_b6_23_failed_notebooks_are_not_kept_through_an_output_folder_swapped_for_a_link(tmp_path):
    """B6-23: --out renamed away and replaced by a link to a bystander folder mid-build: the figures and
    the index refused the link, but the failed notebooks were kept in <bystander>/_failed/<scenario>/."""
    import json
    import types

    from trainium_report.publishing import publish
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (tmp_path / "w").mkdir()
    out = tmp_path / "w" / "out"
    out.symlink_to(elsewhere)
    nb = tmp_path / "05-decision.ipynb"
    nb.write_text(json.dumps({"cells": [], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}))
    runs = [types.SimpleNamespace(ok=False, seconds=1.0, error="05-decision.ipynb, cell 4: OSError",
                                  job=types.SimpleNamespace(out=nb))]
    batch = types.SimpleNamespace(out=out, figures=tmp_path / "fig", given=None)
    res = publish.publish_scenario({"scenario": "small"}, runs, "v", batch)
    assert list(elsewhere.iterdir()) == []
    assert any("the failed notebooks could not be kept" in e and "symlink" in e for e in res.errors), res.errors


def _fake_checkout(tmp_path) -> Path:
    """The package's start-up alone (its __init__ and libhome) in a checkout of its own."""
    fake = tmp_path / "proj"
    (fake / "trainium_report").mkdir(parents=True)
    for name in ("__init__.py", "libhome.py"):
        (fake / "trainium_report" / name).write_text((ROOT / "trainium_report" / name).read_text(encoding="utf-8"),
                                                     encoding="utf-8")
    return fake


def _start(fake, tmp_path, code: str, **kw):
    import os
    import subprocess
    import sys
    env = {k: v for k, v in os.environ.items() if k not in ("MPLCONFIGDIR", "IPYTHONDIR")}
    env.update(PYTHONPATH=str(fake), TMPDIR=str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir(exist_ok=True)
    return subprocess.run([sys.executable, "-c", "import os, signal, trainium_report\n" + code], cwd=fake, env=env,
                          capture_output=True, text=True, timeout=120, **kw)


def test_b6_01_a_process_ended_by_a_signal_leaves_nothing_in_tmpdir_and_its_folder_goes_next_time(tmp_path):
    """B6-01, B6-02, B6-26: SIGTERM or SIGHUP to a command (its exit handlers do not run) left its private
    matplotlib/IPython folder in TMPDIR, one more each time. Now the folder is in the project cache (an
    output folder), and the next command removes it once its process is gone."""
    fake = _fake_checkout(tmp_path)
    r = _start(fake, tmp_path, "print(os.environ['IPYTHONDIR'], flush=True); os.kill(os.getpid(), signal.SIGTERM)")
    left = Path(r.stdout.split()[0]).parent
    assert r.returncode == -15 and left.parent == fake / ".cache" and left.is_dir(), (r.stdout, r.stderr)
    assert list((tmp_path / "tmp").iterdir()) == []
    r = _start(fake, tmp_path, "print(os.environ['IPYTHONDIR'])")
    assert r.returncode == 0 and not left.exists() and not Path(r.stdout.split()[0]).parent.exists(), r.stderr


def test_b6_27_no_temporary_file_can_be_written_and_the_start_up_still_works(tmp_path):
    """B6-12, B6-27: under `ulimit -f 0` (or with no writable temporary folder) the start-up's mkdtemp
    raised FileNotFoundError: a traceback in every command. Now matplotlib still imports, quietly (its
    font list cannot be saved, and is built again next time)."""
    import resource
    fake = _fake_checkout(tmp_path)
    r = _start(fake, tmp_path, "import matplotlib.pyplot; print('imported')",
               preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_FSIZE, (0, 0)))
    assert r.returncode == 0 and r.stdout.strip() == "imported" and r.stderr == "", r.stderr


def test_d6_01_d6_03_d6_45_round_57_data_folder_slips(data_copy, capsys):
    """d6-01: a system's cores counted logical (64 for trn2.48xlarge's 16 x 8 physical) passed; d6-03: a
    Tbps figure written as Gbps (3.2) passed the network range's 1 Gbps floor; d6-45: a legal URL with
    an upper-case scheme (HTTPS://) was refused."""
    from test_round42 import _edit_row
    line = _edit_row(data_copy / "specs.csv", "trn2.48xlarge,neuron_cores,", "value", "64")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and f"specs.csv, line {line}, field 'value': got '64 cores (neuron_cores)', expected " \
        "16 x trainium2's = 128 cores" in r.stdout, r.stdout
    _edit_row(data_copy / "specs.csv", "trn2.48xlarge,neuron_cores,", "value", "128")
    line = _edit_row(data_copy / "specs.csv", "trn1.2xlarge,network_bandwidth,", "value", "3.2")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and f"specs.csv, line {line}, field 'value': got '3.2 Gbps', expected from 10 to 1e+06 (trn1.2xlarge's " \
        "network_bandwidth)" in r.stdout, r.stdout
    _edit_row(data_copy / "specs.csv", "trn1.2xlarge,network_bandwidth,", "value", "12.5")
    url = next(ln for ln in (data_copy / "sources.csv").read_text(encoding="utf-8").splitlines()
               if ",https://" in ln).split(",https://")[1].split(",")[0]
    text = (data_copy / "sources.csv").read_text(encoding="utf-8").replace("https://" + url, "HTTPS://" + url, 1)
    (data_copy / "sources.csv").write_text(text, encoding="utf-8")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 0, r.stdout


def test_d6_30_utf16_with_no_byte_order_mark_is_said_as_such(data_copy, capsys):
    """d6-30: models.csv saved as UTF-16 with no BOM (valid UTF-8 byte by byte) was 'a first line with
    none of the table's column names', sending the user to look for a wrong column name."""
    text = (data_copy / "models.csv").read_text(encoding="utf-8")
    (data_copy / "models.csv").write_bytes(text.encode("utf-16-le"))
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and "models.csv, line 1: got 'UTF-16 text with no byte order mark (every other byte " \
        "is NUL)', expected UTF-8 text (save the file as UTF-8)" in r.stdout, r.stdout


def test_d6_34_a_table_of_more_rows_than_any_check_can_take_in_time_is_refused_by_name(data_copy, capsys):
    """d6-34: prices.csv of 228,000 legal rows (47 MB, under the byte limit) took validate two minutes."""
    import csv
    with (data_copy / "prices.csv").open(newline="", encoding="utf-8") as fh:
        rows = list(csv.reader(fh))
    note = rows[0].index("note")
    body = [r[:note] + [f"copy {k}"] + r[note + 1:] for k in range(dataset.MAX_TABLE_ROWS // (len(rows) - 1) + 1)
            for r in rows[1:]]
    with (data_copy / "prices.csv").open("w", newline="", encoding="utf-8") as fh:
        csv.writer(fh, lineterminator="\n").writerows([rows[0]] + body)
    assert len(body) > dataset.MAX_TABLE_ROWS
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and f"prices.csv, line {dataset.MAX_TABLE_ROWS + 2}: got 'more than " \
        f"{dataset.MAX_TABLE_ROWS:,} rows'" in r.stdout, r.stdout


def test_c6_12_a_tiny_models_size_is_not_printed_as_zero():
    """c6-12 (noted): an 82,112-parameter test model printed '0.00 B total' and 'weights 0.0 GB'."""
    from trainium_report.cli import _sized
    assert _sized(82_112, " B", " M", "") == "82,112"
    assert _sized(164_224, " GB", " MB", " bytes", 1) == "0.2 MB"          # 82,112 x 2 bytes
    assert _sized(8_030_261_248, " B", " M", "") == "8.03 B"                # Llama 3.1 8B, as before
    assert _sized(99_999_999, " B", " M", "") == "100.00 M"


def test_a7_09_fp8_training_on_a_bf16_mfu_is_not_twice_as_fast_on_no_evidence(ds):
    """A7-09 (round 58): with no FP8 training MFU for Trainium, its BF16 MFU was applied to the FP8 peak
    (twice the BF16), so trn2 trained 1.95x faster in FP8, unsaid, while H100's own FP8 runs gain ~4%."""
    from trainium_report import costs
    base = dict(workload="training", candidates=["trn2.48xlarge", "p5.48xlarge"], price_basis="aws_capacity_block")
    bf16 = costs.training_estimate(ds, scenario.from_notebook(**base))[0].set_index("candidate")
    fp8 = costs.training_estimate(ds, scenario.from_notebook(**base, precision="fp8"))[0].set_index("candidate")
    assert fp8.loc["trn2.48xlarge", "days"] == pytest.approx(bf16.loc["trn2.48xlarge", "days"], rel=1e-9)
    assert "FP8 taken as no faster than BF16" in fp8.loc["trn2.48xlarge", "mfu_source"]
    assert fp8.loc["p5.48xlarge", "days"] != pytest.approx(bf16.loc["p5.48xlarge", "days"], rel=1e-3)   # its own FP8 MFU


def test_a7_08_a7_21_overrides_that_override_nothing_are_refused(capsys):
    """A7-08: training_mfu_fp8 in a BF16 training scenario did nothing, unsaid; A7-21: an empty mapping
    for a candidate ({p5.48xlarge: {}}) was accepted."""
    r = run_main(capsys, "estimate", DEFAULT, "-p", "workload", "training", "-y",
                 "{candidates: [trn2.48xlarge], efficiency_overrides: {trn2.48xlarge: {training_mfu_fp8: 0.5}}}")
    assert r.returncode == 1 and "'trn2.48xlarge'.training_mfu_fp8: not read at precision bf16" in r.stderr, r.stderr
    r = run_main(capsys, "estimate", DEFAULT, "-y", "{efficiency_overrides: {p5.48xlarge: {}}}")
    assert r.returncode == 1 and "p5.48xlarge: an empty mapping" in r.stderr, r.stderr


def test_a7_19_a_missed_deadline_is_said_with_digits_that_tell_the_two_apart():
    """A7-19: 'takes 1.1 days on 256 chips, past the deadline of 1.1 days' for 1.148 days."""
    from trainium_report.costs import _past
    assert _past(1.148, 1.1) == "1.15" and _past(45.23, 30) == "45.2" and _past(12.34, 12) == "12.3"


def test_c7_25_to_30_a_models_name_is_read_from_the_hf_cache_and_in_millions(tmp_path):
    """C7-25/26: a config in the Hugging Face cache was named after its commit hash, and the check that
    its name's size matches its shape skipped; c7-27: `_name_or_path: "."` was the name; c7-28..30: a size
    in millions (SmolLM2-135M) was no stated size, so a 70B's shape passed as it."""
    import json
    from trainium_report import hfconfig
    from trainium_report.shapes import stated_size
    assert stated_size("HuggingFaceTB/SmolLM2-360M-Instruct") == 3.6e8 and stated_size("pythia-70m") == 7e7
    assert stated_size("Qwen2.5-7B-Instruct-1M") == 7e9 and stated_size("Mixtral-8x7B") == 5.6e10
    cfg = json.loads((ROOT / "scenarios" / "examples" / "configs" / "llama-3.1-8b-config.json").read_text(encoding="utf-8"))
    cfg.pop("_name_or_path", None)
    snap = tmp_path / "models--meta-llama--Llama-3.1-8B-Instruct" / "snapshots" / ("0e9e" * 10)
    snap.mkdir(parents=True)
    (snap / "config.json").write_text(json.dumps(cfg), encoding="utf-8")
    assert hfconfig.read(snap / "config.json").name == "meta-llama/Llama-3.1-8B-Instruct"
    wrong = tmp_path / "models--meta-llama--Llama-3.1-70B-Instruct" / "snapshots" / ("0e9e" * 10)
    wrong.mkdir(parents=True)
    (wrong / "config.json").write_text(json.dumps(cfg), encoding="utf-8")
    with pytest.raises(hfconfig.ConfigError, match="a model of 70B parameters"):
        hfconfig.read(wrong / "config.json")
    (tmp_path / "Llama-3.1-8B").mkdir()
    (tmp_path / "Llama-3.1-8B" / "config.json").write_text(json.dumps({**cfg, "_name_or_path": "./"}), encoding="utf-8")
    assert hfconfig.read(tmp_path / "Llama-3.1-8B" / "config.json").name == "Llama-3.1-8B"


def test_d7_01_d7_02_d7_05_d7_08_round_58_data_folder_slips(data_copy, capsys):
    """d7-01: a foreign key in Table Schema's one-field string form was read letter by letter; d7-02: 45
    million blank lines passed every limit (minutes of reading); d7-05: a folder name's line break split
    a problem over two lines; d7-08: UTF-32 was said to be 'UTF-16 with no byte order mark'."""
    import json
    pkg = json.loads((data_copy / "datapackage.json").read_text(encoding="utf-8"))
    for fk in next(r for r in pkg["resources"] if r["name"] == "prices")["schema"]["foreignKeys"]:
        fk["fields"], fk["reference"]["fields"] = fk["fields"][0], fk["reference"]["fields"][0]
    (data_copy / "datapackage.json").write_text(json.dumps(pkg), encoding="utf-8")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 0, r.stdout
    models = (data_copy / "models.csv").read_bytes()
    (data_copy / "models.csv").write_bytes(models + b"\n" * (dataset.MAX_TABLE_LINES + 10))
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and f"models.csv, line {dataset.MAX_TABLE_LINES + 1}: got 'more than " \
        f"{dataset.MAX_TABLE_LINES:,} lines'" in r.stdout, r.stdout
    (data_copy / "models.csv").write_bytes(models.decode("utf-8").encode("utf-32"))
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and "models.csv, line 1: got \"UTF-32 text" in r.stdout, r.stdout
    odd = data_copy.parent / "da\nta"
    data_copy.rename(odd)
    r = run_main(capsys, "validate", odd)
    assert r.returncode == 1 and "da\\nta/models.csv, line 1" in r.stdout, r.stdout


def test_b7_01_a_fifo_named_matplotlibrc_in_the_working_folder_does_not_hang_the_import(tmp_path):
    """B7-01..04 (round 58): matplotlib reads ./matplotlibrc (then $MATPLOTLIBRC) with no check: a FIFO
    there hung every command at its import, a link to /dev/zero filled memory."""
    import os
    import subprocess
    import sys
    os.mkfifo(tmp_path / "matplotlibrc")
    env = {k: v for k, v in os.environ.items() if k not in ("MATPLOTLIBRC",)}
    r = subprocess.run([sys.executable, "-c", "import trainium_report, matplotlib; print(matplotlib.rcParams['lines.linewidth'])"],
                       cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and r.stdout.strip() == "1.5", (r.stdout, r.stderr)
    assert f"note: {tmp_path / 'matplotlibrc'} is not a regular file" in r.stderr, r.stderr


def test_d7_10_the_region_an_estimate_names_does_not_hang_on_row_order(data_copy, tmp_path, capsys, monkeypatch):
    """D7-10: with prices.csv's rows reversed, equal prices in us-east-1 and us-west-2 named us-west-2: the
    verdict's tie-break was 'cheapest' then file order, where data/README says us-east-1, then largest."""
    monkeypatch.setenv("TRAINIUM_REPORT_NO_CACHE", "1")
    a = run_main(capsys, "estimate", DEFAULT, "-p", "data_dir", data_copy, "--csv", tmp_path / "a.csv")
    lines = (data_copy / "prices.csv").read_text(encoding="utf-8").splitlines(keepends=True)
    (data_copy / "prices.csv").write_text(lines[0] + "".join(reversed(lines[1:])), encoding="utf-8")
    b = run_main(capsys, "estimate", DEFAULT, "-p", "data_dir", data_copy, "--csv", tmp_path / "b.csv")
    assert a.returncode == b.returncode == 0, (a.stderr, b.stderr)
    assert (tmp_path / "a.csv").read_text(encoding="utf-8") == (tmp_path / "b.csv").read_text(encoding="utf-8")


def test_a7_10_a7_20_d7_18_odd_but_legal_inputs_are_said(data_copy, capsys):
    """A7-10: 1e15 tokens a day rented millions of accelerators without a word; a7-20: a quote_date with no
    quote dated nothing, unsaid; d7-18: a schema's missingValues ["", "16"] was ignored (16 chips read as 16)."""
    import json
    r = run_main(capsys, "estimate", DEFAULT, "-p", "tokens_per_day", "1e15")
    assert r.returncode == 0 and "warning: the candidate needing the fewest accelerators needs" in r.stdout and \
        "tokens_per_day 1e+15 (more than 100,000)" in r.stdout, r.stdout
    assert "warning: the candidate needing" not in run_main(capsys, "estimate", DEFAULT).stdout
    r = run_main(capsys, "estimate", DEFAULT, "-y", "{quote_date: 2026-11-20}")
    assert r.returncode == 1 and "key 'quote_date' is '2026-11-20' and price_overrides is empty" in r.stderr, r.stderr
    pkg = json.loads((data_copy / "datapackage.json").read_text(encoding="utf-8"))
    next(r for r in pkg["resources"] if r["name"] == "entities")["schema"]["missingValues"] = ["", "16"]
    (data_copy / "datapackage.json").write_text(json.dumps(pkg), encoding="utf-8")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and "schema.missingValues': got '[\"\", \"16\"]'" in r.stdout, r.stdout


def test_b6_23_an_output_folder_replaced_mid_build_takes_nothing(tmp_path):
    """B6-23 (rounds 57, 58): --out renamed away and replaced by a link to a bystander folder mid-build:
    the staging's figures folder was made and marked there, and notebooks kept in it. Now the build
    knows the folder it claimed (device, inode), publishes nothing into another, and no staging path
    through a link leaving its folder is made."""
    import json
    import types

    from trainium_report import inputs
    from trainium_report.publishing import publish
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    out = tmp_path / "w" / "out"
    out.mkdir(parents=True)
    nb = tmp_path / "05-decision.ipynb"
    nb.write_text(json.dumps({"cells": [], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}))
    batch = publish.Batch(out=out, figures=tmp_path / "fig", work=out / ".build-x", built="now", pdf=False,
                          out_id=publish.folder_id(out))
    assert publish.moved(batch) is None
    out.rename(tmp_path / "w" / "out.moved")
    out.symlink_to(elsewhere)
    assert "the output folder was moved or replaced" in publish.moved(batch)
    runs = [types.SimpleNamespace(ok=False, seconds=1.0, error="05-decision.ipynb, cell 4: OSError",
                                  job=types.SimpleNamespace(out=nb))]
    res = publish.publish_scenario({"scenario": "small"}, runs, "v", batch)
    assert not res.ok and any("not published" in e for e in res.errors) and list(elsewhere.iterdir()) == []
    assert "symlink leading out of its folder" in inputs.figures_problem(out / ".build-x" / "small" / "figures")
    assert list(elsewhere.iterdir()) == []
