"""Hostile round 42 (on 337f0d6): each test fails on the code before its mend."""
import fcntl
import re
import os
import threading
import time
from pathlib import Path

import pytest

from helpers import run_main

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def own_cache(tmp_path, monkeypatch):
    from trainium_report import cache
    monkeypatch.setattr(cache, "CACHE_DIR", tmp_path / "cache")
    monkeypatch.setattr(cache, "_WAITED", [0.0], raising=False)
    monkeypatch.setattr(cache, "_GAVE_UP", set(), raising=False)
    monkeypatch.delenv("TRAINIUM_REPORT_NO_CACHE", raising=False)
    return cache


def test_b16_a_fifo_as_a_cache_entry_is_a_miss_not_a_hang(own_cache, tmp_path):
    """b16: a named pipe where an entry is blocked `estimate` and `validate` for ever (open() waited for a writer)."""
    own_cache.put("kind", "k1", {"value": 1})
    path = own_cache._path("kind", "k1")
    path.unlink()
    os.mkfifo(path)
    got = []
    t = threading.Thread(target=lambda: got.append(own_cache.get("kind", "k1")), daemon=True)
    t.start()
    t.join(5)
    assert not t.is_alive() and got == [None]


def test_b17_a_cache_entry_linked_to_a_device_is_not_read(own_cache, tmp_path):
    """b17: an entry symlinked to /dev/zero was read until memory ran out (2.7 GB before MemoryError)."""
    own_cache.put("kind", "k1", {"value": 1})
    path = own_cache._path("kind", "k1")
    path.unlink()
    path.symlink_to("/dev/zero")
    assert own_cache.get("kind", "k1") is None
    assert own_cache.cached("kind", "k1", lambda: {"value": 2}) == {"value": 2}
    big = own_cache._path("kind", "k2")                  # a regular file past the bound: a miss, read no further
    with open(big, "wb") as fh:
        fh.truncate(getattr(own_cache, "MAX_ENTRY", 64 << 20) + 10)
    assert own_cache.get("kind", "k2") is None


def test_b18_a_hard_link_planted_as_a_lock_never_changes_its_other_name(own_cache, tmp_path):
    """b18: a hard link to a user's file placed as a lock had the user's text replaced by a process id."""
    outside = tmp_path / "notes.txt"
    outside.write_text("user data, keep me\n")
    locks = own_cache.CACHE_DIR / "locks"
    locks.mkdir(parents=True)
    os.link(outside, locks / "kind-k1.computing")
    assert own_cache.cached("kind", "k1", lambda: {"value": 3}) == {"value": 3}
    assert outside.read_text() == "user data, keep me\n"


def test_b10_one_hung_holder_costs_a_command_one_wait_not_one_per_entry(own_cache, monkeypatch):
    """b10: one hung process holding four entries' locks delayed `estimate` 4 x 60 s (183 s)."""
    monkeypatch.setattr(own_cache, "WAIT_S", 0.4)
    locks = own_cache.CACHE_DIR / "locks"
    locks.mkdir(parents=True)
    held = []
    for k in ("a", "b", "c", "d"):
        fd = os.open(locks / f"kind-{k}.computing", os.O_RDWR | os.O_CREAT)
        fcntl.flock(fd, fcntl.LOCK_EX)
        os.write(fd, b"999999")
        held.append(fd)
    t0 = time.monotonic()
    for k in ("a", "b", "c", "d"):
        assert own_cache.cached("kind", k, lambda: {"v": 1}) == {"v": 1}
    assert time.monotonic() - t0 < 0.4 * 1.8          # one budget for all four, not four
    for fd in held:
        os.close(fd)


def test_b19_a_hard_link_planted_as_a_builds_lock_is_refused_and_left_alone(tmp_path):
    """b19: a hard link placed where the build keeps an output folder's lock had its other name (a
    user's notes outside the project) rewritten to 'pid N, since ...'."""
    import hashlib

    from trainium_report import cache, publishing
    from trainium_report.publishing.publish import folder_lock

    out = tmp_path / "r"
    out.mkdir()
    notes = tmp_path / "notes.txt"
    notes.write_text("user notes, keep me\n")
    lock = cache.CACHE_DIR / "locks" / (hashlib.sha256(str(out.resolve()).encode()).hexdigest()[:24] + ".lock")
    lock.parent.mkdir(parents=True, exist_ok=True)
    lock.unlink(missing_ok=True)
    os.link(notes, lock)
    try:
        with pytest.raises(publishing.BuildLocked, match="a hard link"):
            with folder_lock(out):
                pass
    finally:
        lock.unlink()
    assert notes.read_text() == "user notes, keep me\n"


def test_br2_b14_a_notebook_cut_short_by_a_full_disk_is_not_kept_as_executed(tmp_path):
    """br2, b14: under `ulimit -f` or on a full disk the failed run's notebook, cut mid-string, was
    moved to _failed/ and announced as 'executed notebook kept in ...'; json.load of it fails."""
    import json
    import types

    from trainium_report.publishing import publish
    out = tmp_path / "report"
    out.mkdir()
    whole, cut = tmp_path / "01-dataset.ipynb", tmp_path / "05-decision.ipynb"
    text = json.dumps({"cells": [{"cell_type": "markdown", "source": "x" * 5000, "metadata": {}}],
                       "metadata": {}, "nbformat": 4, "nbformat_minor": 5})
    whole.write_text(text)
    cut.write_text(text[:4015])
    runs = [types.SimpleNamespace(ok=False, seconds=1.0, error=f"{p.name}, while a file was written: OSError",
                                  job=types.SimpleNamespace(out=p)) for p in (whole, cut)]
    batch = types.SimpleNamespace(out=out, figures=tmp_path / "fig", given=None)
    res = publish.publish_scenario({"scenario": "default"}, runs, "v", batch)
    kept = out / "_failed" / "default"
    assert sorted(p.name for p in kept.iterdir()) == ["01-dataset.ipynb"]
    assert "executed notebook kept in" in res.errors[0]
    assert "cut short as it was written, not JSON past byte" in res.errors[1] and "kept in" not in res.errors[1]


def test_b14_a_full_disk_is_said_as_a_write_not_as_before_any_cell_ran(tmp_path):
    import errno
    import types

    from trainium_report.publishing import run
    job = types.SimpleNamespace(notebook=Path("05-decision.ipynb"), out=tmp_path / "o.ipynb")
    said = run.failure_message(job, OSError(errno.ENOSPC, "No space left on device"))
    assert said.startswith("05-decision.ipynb, while a file was written: OSError"), said


def test_a02_a03_a_table_of_any_name_its_package_gives_keys_the_cache(data_copy):
    """a02, a03: prices renamed prices.txt in datapackage.json, then edited: `estimate` served the
    cached dataset (the old price, then a price validate refuses): the version hashed *.csv only."""
    from trainium_report import dataset
    package = data_copy / "datapackage.json"
    package.write_text(package.read_text(encoding="utf-8").replace('"path": "prices.csv"', '"path": "prices.txt"'),
                       encoding="utf-8")
    (data_copy / "prices.csv").rename(data_copy / "prices.txt")
    before = dataset.dataset_version(data_copy)
    text = (data_copy / "prices.txt").read_text(encoding="utf-8")
    (data_copy / "prices.txt").write_text(text.replace(",21.5,", ",43,", 1), encoding="utf-8")
    assert ",21.5," in text and dataset.dataset_version(data_copy) != before


@pytest.mark.parametrize("number", ["1e400", "-1e999", "1" + "0" * 400])
def test_a18_a_unit_factor_beyond_any_float_is_refused_with_its_line(data_copy, capsys, number):
    """a18: a factor of 1e400 parsed to inf and was used (the NaN/Infinity rule covered the names only)."""
    package = data_copy / "datapackage.json"
    text = package.read_text(encoding="utf-8")
    assert '"factor": 1.073741824' in text
    package.write_text(text.replace('"factor": 1.073741824', f'"factor": {number}', 1), encoding="utf-8")
    line = text[:text.index('"factor": 1.073741824')].count("\n") + 1
    r = run_main(capsys, "validate", data_copy)
    out = r.stdout + r.stderr
    assert r.returncode == 1 and f"datapackage.json, line {line}" in out and "beyond the largest number" in out, out


def test_a86_an_order_check_of_prices_against_themselves_is_refused(data_copy, capsys):
    """a86, a87: 300 order checks whose lower and higher pick the same rows took validate 96 s and
    printed 1.6 million warnings; such a check is refused, and any check lists at most 20 rows."""
    from trainium_report import datachecks
    checks = data_copy / "checks.yaml"
    text = checks.read_text(encoding="utf-8")
    same = "- {id: same, severity: warning, kind: order, group: [entity_id], lower: {per: system}, higher: {per: system}, why: x}\n"
    checks.write_text(text + "\n" + same, encoding="utf-8")
    r = run_main(capsys, "validate", data_copy)
    out = r.stdout + r.stderr
    assert r.returncode == 1 and ".higher'" in out and "a selection other than lower's" in out, out
    # a check most rows fail lists 20 of them and counts the rest
    wide = ("- {id: wide, severity: warning, kind: order, group: [entity_id], lower: {pricing_model: on_demand}, "
            "higher: {pricing_model: reserved}, why: x}\n")
    checks.write_text(text + "\n" + wide, encoding="utf-8")
    r = run_main(capsys, "validate", data_copy)
    listed = [ln for ln in (r.stdout + r.stderr).splitlines() if "at most" in ln and "same entity_id" in ln]
    counted = [ln for ln in (r.stdout + r.stderr).splitlines() if "more rows" in ln]
    assert len(listed) == datachecks.MAX_FINDINGS and len(counted) == 1, r.stdout[-2000:]


def test_c31_c16_a_rescaled_step_never_beats_the_roofline(tmp_path, capsys):
    """c31, c16: a continuous-batching run whose TTFT (queueing included) x concurrency over its output
    tokens exceeds its TPOT drove the fitted step to its floor (x0.001): 21,800 tokens/s per user for
    Llama 3.1 70B on 2 Trainium2 chips, and the verdict flipped. A rescaled step now stays at or above
    the roofline's: the weights read at the chips' full bandwidth."""
    import json

    import pandas as pd

    from trainium_report import dataset
    (tmp_path / "v16.json").write_text(json.dumps({
        "date": "20261101-120000", "backend": "vllm", "model_id": "meta-llama/Llama-3.3-70B-Instruct",
        "num_prompts": 200, "max_concurrency": 16, "completed": 200, "total_input_tokens": 409600,
        "total_output_tokens": 102400, "median_ttft_ms": 900.0, "median_tpot_ms": 25.0, "output_throughput": 560.0}))
    (tmp_path / "s.yaml").write_text("model: llama-3.1-70b\ncandidates: [trn2, p5]\n"
                                     "measurements: {file: v16.json, entity_id: trn2.48xlarge, tp: 64}\n")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml", "--csv", tmp_path / "out.csv")
    assert r.returncode == 0, r.stderr
    row = pd.read_csv(tmp_path / "out.csv").set_index("candidate").loc["trn2.48xlarge"]
    ds = dataset.load()
    bandwidth = dataset.chips(ds).loc["trainium2", "memory_bandwidth_tbps"] * 1e12      # bytes/s a chip
    weights = 70.6e9 * 2                                                                # Llama 3.1 70B, bf16
    roofline = row["chips_per_replica"] * bandwidth / weights                           # steps a second, batch 1
    assert "rescaled" in r.stdout and 0 < row["tokens_per_s_user"] <= roofline, (row.to_dict(), roofline)


@pytest.mark.parametrize("changes, key", [
    (dict(kv_lora_rank=1), "key 'kv_lora_rank' is 1"),
    (dict(kv_lora_rank=10_000_000), "key 'kv_lora_rank' is 10000000"),
    (dict(intermediate_size=1), "key 'intermediate_size' is 1"),
    (dict(moe_intermediate_size=1), "key 'moe_intermediate_size' is 1"),
])
def test_c22_c23_a_latent_rank_or_ffn_far_from_the_models_width_is_refused(tmp_path, capsys, changes, key):
    """c22, c23: kv_lora_rank 1 (a KV cache 9x too small) and 10,000,000, intermediate_size 1 (an 8B model
    priced as 2.4B) were accepted from a config.json named by its folder."""
    import json

    from test_round41 import DEEPSEEK_V3, _model
    r = _model(capsys, tmp_path / "ds", {**DEEPSEEK_V3, **changes})
    assert r.returncode == 1 and key in r.stderr and "of hidden_size (7168)" in r.stderr, r.stderr
    assert _model(capsys, tmp_path / "ok", DEEPSEEK_V3).returncode == 0


def test_c23_an_inline_shape_and_models_csv_hold_the_ffn_to_the_same_rule(data_copy, capsys):
    from trainium_report import hfconfig
    inline = dict(layers=32, hidden_size=4096, ffn_size=1, attention_heads=32, kv_heads=8, head_dim=128,
                  vocab_size=128256)
    with pytest.raises(hfconfig.ConfigError, match=r"model_shape.ffn_size' is 1, expected the dense FFN width"):
        hfconfig.from_mapping(inline, "s.yaml")
    hfconfig.from_mapping({**inline, "ffn_size": 14336}, "s.yaml")
    models = data_copy / "models.csv"
    models.write_text(models.read_text(encoding="utf-8").replace(",4096,14336,", ",4096,1,", 1), encoding="utf-8")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and "field 'ffn_size': got '1'" in r.stdout + r.stderr, r.stdout + r.stderr


@pytest.mark.parametrize("kind, tpot, said", [("", "30", "measured, static_batch or includes_ttft"),
                                              ("measured", "", "empty: the run gives no tpot_ms")])
def test_c32_a_tpot_without_its_kind_is_refused(tmp_path, capsys, kind, tpot, said):
    """c32: a run with a TPOT and tpot_kind blank (the schema: 'empty when there is no TPOT') was fitted
    as no kind is (step x1.34 where measured gave x0.001 and the others x1.25)."""
    from test_round41 import _runs_csv
    row = (f"r1,h100-sxm,1,decode,Llama-3.1-8B,llama-3.1-8b,1,,,1,,,512,128,bf16,bf16,vllm,,30,{tpot},{kind},"
           "continuous,,,2026-09-01,x")
    r = run_main(capsys, "predict", _runs_csv(tmp_path, row))
    assert r.returncode == 1 and "runs.csv, line 2, field 'tpot_kind'" in r.stderr and said in r.stderr, r.stderr


@pytest.mark.parametrize("nodes, tp", [(2, 1), (3, 2)])
def test_c42_nodes_on_a_gpu_chip_entity_are_refused_not_ignored(tmp_path, capsys, nodes, tp):
    """c42: nodes 2 on the chip entity h100-sxm predicted exactly as nodes 1 (nodes ignored), where the
    same row on trainium2 is refused."""
    from test_round41 import RUN, _runs_csv
    r = run_main(capsys, "predict", _runs_csv(tmp_path, RUN.format(i=1, entity="h100-sxm", nodes=nodes, tp=tp, dp="")))
    assert "runs.csv, line 2, field 'nodes'" in r.stderr and "GPU chip entity" in r.stderr, r.stderr
    assert "0 run(s) predicted" in r.stdout and "r1: line 2 is impossible as written" in r.stdout, r.stdout
    ok = run_main(capsys, "predict", _runs_csv(tmp_path, RUN.format(i=1, entity="h100-sxm", nodes=1, tp=tp, dp="")))
    assert ok.returncode == 0 and "1 run(s) predicted" in ok.stdout and "warning" not in ok.stderr, ok.stderr


def test_c44_a_runs_file_of_thousands_of_rows_is_refused_at_once(tmp_path, capsys):
    """c44: 30,000 valid runs in a `measurements:` file ran `estimate` past two minutes with no word."""
    import time

    from test_round41 import RUN, _runs_csv
    from trainium_report import dataset
    n = dataset.MAX_OWN_ROWS + 1
    path = _runs_csv(tmp_path, *[RUN.format(i=i, entity="h100-sxm", nodes=1, tp=1, dp="").replace(",512,128,", f",{512 + i},128,")
                                 for i in range(n)])
    (tmp_path / "s.yaml").write_text("measurements: runs.csv\n")
    t0 = time.monotonic()
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 1 and f"line {n + 1}" in r.stderr and f"{n:,} rows" in r.stderr and "at most 2,000 runs" in r.stderr, r.stderr
    assert time.monotonic() - t0 < 30


def _with_url(data_copy: Path, marker: str, url: str) -> int:
    """sources.csv of the copy with the url of the first row holding `marker` replaced; its line."""
    path = data_copy / "sources.csv"
    lines = path.read_text(encoding="utf-8").splitlines()
    i = next(n for n, line in enumerate(lines) if marker in line)
    old = next(f for f in lines[i].split(",") if f.startswith("https://"))
    lines[i] = lines[i].replace(old, url)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return i + 1


@pytest.mark.parametrize("url", ["https://docs.aws.amazon.com%2Eevil.example/neuron",
                                 "https://DOCS.AWS.AMAZON.COM%2eEVIL.EXAMPLE/neuron",
                                 "https://docs.aws.amazon.com%E3%80%82evil.example/neuron",
                                 "https://docs.aws.amazon.com%EF%BC%8Eevil.example/neuron"])
def test_d01_d20_a_host_with_an_escaped_dot_is_read_as_a_browser_reads_it(data_copy, capsys, url):
    """d01, d13, d20: %2E (and an escaped ideographic or fullwidth stop) in a host evaded the look-alike
    rule, which split the host at literal dots; a browser opens docs.aws.amazon.com.evil.example."""
    line = _with_url(data_copy, ",AWS (Neuron SDK documentation),https://", url)
    r = run_main(capsys, "validate", data_copy)
    out = r.stdout + r.stderr
    assert f"sources.csv, line {line}:" in out and "a browser reads as 'docs.aws.amazon.com.evil.example'" in out, out
    assert "reads as 'docs.aws.amazon.com' but lies under 'evil.example'" in out, out


@pytest.mark.parametrize("marker, url, shown", [
    ("huggingface.co", "https://huggingface.co.evil.example/x", "huggingface.co"),
    (",AWS (Neuron SDK documentation),https://", "https://docs.amazonaws.cn.evil.example/neuron", "docs.amazonaws.cn")])
def test_d36_a_cited_domain_under_a_country_code_before_another_is_warned_of(data_copy, capsys, marker, url, shown):
    """d36: huggingface.co.evil.example and docs.amazonaws.cn.evil.example passed: the rule knew com, org,
    net, io, ai, dev, edu and gov only."""
    line = _with_url(data_copy, marker, url)
    r = run_main(capsys, "validate", data_copy)
    out = r.stdout + r.stderr
    assert f"sources.csv, line {line}:" in out and f"reads as '{shown}' but lies under 'evil.example'" in out, out


@pytest.mark.parametrize("host", ["s3.cn-north-1.amazonaws.com.cn", "news.bbc.co.uk", "api.us.example.com",
                                  "docs.aws.amazon.com", "huggingface.co"])
def test_d36_registered_hosts_read_as_themselves(host):
    from trainium_report import dataset
    assert dataset.reads_as(host, {"amazon", "amazonaws", "huggingface", "bbc"}) is None


@pytest.mark.parametrize("text", ["Н100 Н200", "Н100", "Р5"])
def test_d09_a_name_only_of_latin_twins_and_digits_is_odd(text):
    """d09: a title 'Н100 Н200' (Cyrillic Н, no Latin letter at all) and a platform 'Н100' passed: the rule
    fired only beside Latin text."""
    from trainium_report import inputs
    assert "a look-alike of a Latin name" in (inputs.look_alike(text) or "")


@pytest.mark.parametrize("text", ["Москва 2026", "Газ 53", "Т-34", "H100"])
def test_d09_cyrillic_text_with_numbers_is_not(text):
    from trainium_report import inputs
    assert inputs.look_alike(text) is None


# --------------------------------------------------------------------------
# round 43 (on 69f728a)

def test_a04_every_numeric_metric_of_specs_has_a_range_check():
    """a04: a chip-to-chip bandwidth of 10^12 TB/s passed validate and moved an estimate: no check
    bracketed that metric. Every metric with a number now has one."""
    import pandas as pd
    import yaml
    specs = pd.read_csv(ROOT / "data" / "specs.csv")
    numeric = set(specs.loc[specs["unit"] != "label", "metric"])
    checks = yaml.safe_load((ROOT / "data" / "checks.yaml").read_text(encoding="utf-8"))
    ranged = {c["where"]["metric"] for c in checks if c["kind"] == "range" and c.get("table", "specs") == "specs"}
    assert numeric - ranged == set(), numeric - ranged


def test_a04_a_chip_to_chip_bandwidth_of_a_trillion_tb_s_is_refused(data_copy, capsys):
    path = data_copy / "specs.csv"
    lines = path.read_text(encoding="utf-8").splitlines()
    i = next(n for n, ln in enumerate(lines) if ln.startswith("trainium2,chip_to_chip_bandwidth,1.28,TB/s,"))
    lines[i] = lines[i].replace(",1.28,TB/s,", ",1000000000000,TB/s,")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    r = run_main(capsys, "validate", data_copy)
    out = r.stdout + r.stderr
    assert r.returncode == 1 and f"specs.csv, line {i + 1}" in out and "check 'chip-to-chip-bandwidth'" in out, out


def test_a52_an_added_units_factor_past_the_bound_is_refused(data_copy, capsys):
    """a52: an added unit 'YB/s' of factor 1e300 loaded (1.28e300 TB/s), with numpy overflow warnings."""
    import json
    path = data_copy / "datapackage.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["x-units"]["YB/s"] = {"dimension": doc["x-units"]["TB/s"]["dimension"], "factor": 1e300}
    path.write_text(json.dumps(doc, indent=2), encoding="utf-8")
    r = run_main(capsys, "validate", data_copy)
    out = r.stdout + r.stderr
    assert r.returncode == 1 and "field 'x-units.YB/s.factor': got '1e+300'" in out and "from 1e-18 to 1e+18" in out, out


def test_a44_an_empty_region_is_named_as_an_unknown_region(capsys):
    """a44: regions [''] passed the scenario check (a price row without a region put '' among the known)."""
    r = run_main(capsys, "estimate", ROOT / "scenarios" / "default.yaml", "-p", "regions", '[""]')
    assert r.returncode == 1 and "key 'regions' names the unknown region ''" in r.stderr, r.stderr


def test_a02_a_history_check_without_a_group_is_named(data_copy, capsys):
    checks = data_copy / "checks.yaml"
    checks.write_text(checks.read_text(encoding="utf-8") + "\n- {id: h0, severity: warning, kind: history, group: [], "
                      "max_ratio: 3, why: x}\n", encoding="utf-8")
    r = run_main(capsys, "validate", data_copy)
    out = r.stdout + r.stderr
    assert r.returncode == 1 and ".group'" in out and "a list of price columns naming an offer" in out \
        and "No group keys" not in out, out


def _estimate_row(tmp_path, capsys, scenario: str, candidate: str):
    import pandas as pd
    (tmp_path / "s.yaml").write_text(scenario)
    r = run_main(capsys, "estimate", tmp_path / "s.yaml", "--csv", tmp_path / "out.csv")
    assert r.returncode == 0, r.stderr
    return pd.read_csv(tmp_path / "out.csv").set_index("candidate").loc[candidate], r


def test_cr4_c49_a_ttft_with_queueing_does_not_rescale_the_prefill(tmp_path, capsys):
    """cr4, c49: a vLLM run at concurrency 16 (TTFT 900 ms, queueing included) that the published fit already
    predicts within 3% rescaled the prefill x4.25 and the step x0.177 (USD/1M 0.815 -> 2.61: the verdict
    flipped); a p5 run at concurrency 64 made the bill 6.3x. A TTFT under continuous batching at a
    concurrency above 1 no longer rescales the prefill, so the step's factor follows the TPOT."""
    import json
    (tmp_path / "v16.json").write_text(json.dumps({
        "date": "20261101-120000", "backend": "vllm", "model_id": "meta-llama/Llama-3.3-70B-Instruct",
        "num_prompts": 200, "max_concurrency": 16, "completed": 200, "total_input_tokens": 409600,
        "total_output_tokens": 102400, "median_ttft_ms": 900.0, "median_tpot_ms": 25.0, "output_throughput": 560.0}))
    base, _ = _estimate_row(tmp_path, capsys, "model: llama-3.1-70b\ncandidates: [trn2, p5]\n", "trn2.48xlarge")
    row, r = _estimate_row(tmp_path, capsys, "model: llama-3.1-70b\ncandidates: [trn2, p5]\nmeasurements: "
                           "{file: v16.json, entity_id: trn2.48xlarge, tp: 64}\n", "trn2.48xlarge")
    assert "prefill x1;" in r.stdout and row["usd_per_m_tokens"] == pytest.approx(base["usd_per_m_tokens"], rel=0.1), \
        (row["usd_per_m_tokens"], base["usd_per_m_tokens"])


def test_cr1_a_batch_whose_kv_cache_cannot_fit_is_refused(tmp_path, capsys):
    """cr1 (c16): 64 requests of 32,000 tokens on 2 H100s (671 GB of KV cache) made p5 30% cheaper."""
    from test_round41 import _runs_csv
    row = ("r1,h100-sxm,1,decode,Llama-3.1-70B,llama-3.1-70b,2,,,64,,,30000,2000,bf16,bf16,vllm,,10000,200,measured,"
           "continuous,,,2026-08-21,x")
    r = run_main(capsys, "predict", _runs_csv(tmp_path, row))
    assert "line 2, field 'batch': got '64', expected a batch the system holds at once" in r.stderr, r.stderr
    assert "671.1 GB of KV cache" in r.stderr and "0 run(s) predicted" in r.stdout


def test_c26_two_runs_of_one_configuration_10x_apart_are_named(tmp_path, capsys):
    """c26: the example run and the same configuration with TTFT and TPOT 10x (a decimal slip) were blended."""
    lines = (ROOT / "scenarios" / "examples" / "my-runs.csv").read_text(encoding="utf-8").splitlines()
    slip = lines[1].replace("my-trn2-llama70b-l2,", "my-b,", 1).replace(",36,814.2,19.6,", ",,8142,196,")
    assert slip != lines[1] and ",8142,196," in slip
    (tmp_path / "runs.csv").write_text("\n".join([lines[0], lines[1], slip]) + "\n", encoding="utf-8")
    r = run_main(capsys, "predict", tmp_path / "runs.csv")
    assert "line 3, field 'tpot_ms': got '196', expected a time near that of the same configuration's run on line 2" \
        in r.stderr and "10x it" in r.stderr, r.stderr


@pytest.mark.parametrize("name", ["moonshotai/Kimi-K2-Instruct", "my-org/secret-model"])
def test_c46_a_run_of_a_model_named_neither_in_the_data_nor_by_size_must_be_said(tmp_path, capsys, name):
    """c46: a vLLM run of 'moonshotai/Kimi-K2-Instruct' was fitted as the scenario's llama-3.1-8b, unsaid."""
    import json
    doc = json.loads((ROOT / "scenarios" / "examples" / "my-vllm-run.json").read_text(encoding="utf-8"))
    (tmp_path / "run.json").write_text(json.dumps({**doc, "model_id": name}), encoding="utf-8")
    spec = "{file: run.json, entity_id: trainium2, nodes: 2, tp: 8"
    (tmp_path / "s.yaml").write_text(f"model: llama-3.1-8b\ncandidates: [trn2, p5]\nmeasurements: {spec}}}\n")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 1 and "names no model of data/models.csv and states no size" in r.stderr, r.stderr
    (tmp_path / "s.yaml").write_text(f"model: llama-3.1-8b\ncandidates: [trn2, p5]\nmeasurements: {spec}, "
                                     "model: llama-3.1-8b}\n")
    assert run_main(capsys, "estimate", tmp_path / "s.yaml").returncode == 0


def test_b21_a_symlink_planted_in_a_kept_run_makes_it_damaged_not_copied(tmp_path):
    """b21: a symlink to a folder outside, planted in a kept run's figures, was followed by the copy:
    a private file landed in the published figures (the digests walked past the link)."""
    import uuid

    from helpers import tiny_notebook, write_scenario
    from trainium_report import cache, publishing
    nbs = tmp_path / "nbs"
    nbs.mkdir()
    import nbformat
    token = uuid.uuid4().hex
    tiny_notebook(nbs / "01-plot.ipynb", f"# {token}\nimport pathlib\n"
                  "pathlib.Path(figures_dir).mkdir(parents=True, exist_ok=True)\n"
                  "(pathlib.Path(figures_dir) / 'a.svg').write_text('<svg/>')\nprint('title is', title)")
    nb = nbformat.read(nbs / "01-plot.ipynb", as_version=4)
    nb.cells[0].source += '\nfigures_dir = "figures"'
    nbformat.write(nb, nbs / "01-plot.ipynb")
    sc = write_scenario(tmp_path, "one", title="first")

    def build():
        res = publishing.build([sc], out=tmp_path / "r", figures=tmp_path / "f", nb_dir=nbs, pdf=False, progress=False)
        assert res[0].ok, res[0].errors
    build()
    secret = tmp_path / "outside"
    secret.mkdir()
    (secret / "id_rsa").write_text("PRIVATE KEY")
    kept = [p for p in (cache.CACHE_DIR / "sections").rglob("figures") if (p / "a.svg").is_file()
            and any(token in nb.read_text(errors="replace") for nb in p.parent.glob("*.ipynb"))]
    assert kept, "the run was not kept"
    (kept[0] / "extra").symlink_to(secret)
    build()
    assert not list((tmp_path / "f").rglob("id_rsa"))


def test_b06_an_output_folder_inside_the_projects_default_is_refused(capsys):
    """b06: --out report/default/sub was taken before report/ had been built, and the next `make report`
    deleted it without a word."""
    r = run_main(capsys, "build", ROOT / "scenarios" / "default.yaml", "--no-pdf", "--out",
                 ROOT / "report" / "default" / "sub-r43", "--figures", ROOT / "report" / "default" / "sub-f43")
    assert r.returncode == 1 and "the project's default output folder" in r.stderr + r.stdout, r.stderr
    assert not (ROOT / "report" / "default" / "sub-r43").exists()


def test_b12_a_fifo_in_matplotlibs_cache_is_not_opened(tmp_path):
    """b12: a FIFO as .cache/matplotlib/fontlist-*.json hung every command at matplotlib's import."""
    import subprocess
    import sys
    fake = tmp_path / "proj"
    (fake / ".cache" / "matplotlib").mkdir(parents=True)
    os.mkfifo(fake / ".cache" / "matplotlib" / "fontlist-v3.11.0.json")
    pkg = fake / "trainium_report"
    pkg.mkdir()
    for name in ("__init__.py", "libhome.py"):       # the package's start-up, alone
        (pkg / name).write_text((ROOT / "trainium_report" / name).read_text(encoding="utf-8"), encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if k not in ("MPLCONFIGDIR", "IPYTHONDIR")}
    r = subprocess.run([sys.executable, "-c", "import trainium_report, os, matplotlib; print(os.environ['MPLCONFIGDIR'])"],
                       cwd=fake, env={**env, "PYTHONPATH": str(fake)}, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and r.stdout.strip() != str(fake / ".cache" / "matplotlib"), (r.stdout, r.stderr)
    assert "is not a regular file" in r.stderr


@pytest.mark.parametrize("url, shown, under", [
    ("https://docs.aws.amazon.com-evil.example/neuron", "docs.aws.amazon.com", "com-evil.example"),
    ("https://docs.aws.amazon.evil.example/neuron", "docs.aws.amazon", "evil.example")])
def test_d06_a_hyphen_or_no_ending_does_not_hide_a_vendors_name(data_copy, capsys, url, shown, under):
    """d06: 'com-evil' (a hyphen for the dot) and a vendor's name inside another domain with no ending passed."""
    line = _with_url(data_copy, ",AWS (Neuron SDK documentation),https://", url)
    r = run_main(capsys, "validate", data_copy)
    out = r.stdout + r.stderr
    assert f"sources.csv, line {line}:" in out and f"reads as '{shown}' but lies under '{under}'" in out, out


def test_d28_a_cited_domains_name_under_another_ending_is_warned_of(data_copy, capsys):
    """d28: github.co passed where the data cites github.com about 90 times."""
    line = _with_url(data_copy, "github.com/aws-neuron", "https://github.co/aws-neuron/aws-neuron-sdk/blob/x/a.rst")
    r = run_main(capsys, "validate", data_copy)
    out = r.stdout + r.stderr
    assert f"sources.csv, line {line}:" in out and "reads as 'github.com' but lies under 'github.co'" in out, out


@pytest.mark.parametrize("table, old, new", [("entities.csv", "h100-sxm,NVIDIA H100 SXM,", "h100-sxm,NVIDIA Н100 SXM,"),
                                             ("entities.csv", ",AWS Trainium2,", ",AWS Тrainium2,")])
def test_d20_look_alike_letters_in_data_text_are_refused(data_copy, capsys, table, old, new):
    """d20: 'NVIDIA Н100 SXM' and 'AWS Тrainium2' (Cyrillic) in entities.csv passed validate; only scenario
    text was held to the look-alike rule."""
    path = data_copy / table
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    line = text[:text.index(old)].count("\n") + 1
    r = run_main(capsys, "validate", data_copy)
    out = r.stdout + r.stderr
    assert r.returncode == 1 and f"{table}, line {line}, field 'name'" in out and "another script" in out, out


# --------------------------------------------------------------------------
# round 44 (on b1844fe)

def test_a09_a_price_age_past_a_century_and_a_year_one_quote_are_refused(capsys):
    """a09: price_max_age_days 1e18 with quote_date 0001-01-01 put a quote of year 1 in the comparison."""
    r = run_main(capsys, "estimate", ROOT / "scenarios" / "default.yaml", "-p", "price_max_age_days",
                 "1000000000000000000", "-p", "quote_date", "0001-01-01", "-y", "{price_overrides: {trn2.48xlarge: 30}}")
    assert r.returncode == 1 and "key 'quote_date' is '0001-01-01', expected a date in or after 2000" in r.stderr
    assert "key 'price_max_age_days' is 1000000000000000000, expected at most 36,500 days" in r.stderr, r.stderr


def test_a24_a_training_mfu_near_one_is_refused(data_copy, capsys):
    """a24: NVIDIA's training MFU in efficiency.csv set to 1.0/0.99/0.98 passed and halved the GPU's bill."""
    path = data_copy / "efficiency.csv"
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[1].startswith("NVIDIA GPU,training,mfu,bf16,0.43,")
    lines[1] = lines[1].replace(",0.43,", ",0.99,", 1)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    r = run_main(capsys, "validate", data_copy)
    out = r.stdout + r.stderr
    assert r.returncode == 1 and "efficiency.csv, line 2, field 'value'" in out and "check 'training-mfu'" in out, out


@pytest.mark.parametrize("old, new, said", [
    ("rack_subject,trn3-ultraserver-gen2,", "rack_subject,trainium3,",
     "the role 'rack_subject' gives trainium3, a chip, expected an ultraserver (line 10, field 'entity_id')"),
    ("rack_claim,,trn3-ultraserver-vs-trn2-compute-4.4x,", "rack_claim,,inf1-vs-ec2-throughput-2.3x,",
     "the role 'rack_claim' gives the claim inf1-vs-ec2-throughput-2.3x, whose metric throughput")])
def test_a35_a40_a_subject_role_given_the_wrong_kind_of_row_is_refused(data_copy, capsys, old, new, said):
    """a35: a chip as the rack subject passed validate and stopped the build on KeyErrors naming no file;
    a40: an Inferentia throughput claim as the rack claim was printed as the Trn3 rack's."""
    path = data_copy / "subjects.csv"
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    r = run_main(capsys, "validate", data_copy)
    out = r.stdout + r.stderr
    assert r.returncode == 1 and said in out, out


def test_a42_a_vocabulary_of_a_few_tokens_is_refused(data_copy, capsys):
    path = data_copy / "models.csv"
    text = path.read_text(encoding="utf-8")
    assert ",128256," in text
    path.write_text(text.replace(",128256,", ",1,", 1), encoding="utf-8")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and "field 'vocab_size': got '1', expected at least 256 tokens" in r.stdout + r.stderr


def test_d14_a_table_output_is_marked_as_no_mathematics():
    """d14: a data name '$\\href{...}{x}$' in a table output was typeset by MathJax (nbconvert, JupyterLab)."""
    import pandas as pd

    from trainium_report import present
    out = present.table(pd.DataFrame({"name": ["Trainium2 $x^2$"]}))
    assert 'class="tex2jax_ignore mathjax_ignore"' in out.data and "Trainium2 $x^2$" in out.data


@pytest.mark.parametrize("url, said", [("https://0x7f000001/neuron", "an IP address, 127.0.0.1"),
                                       ("https://2130706433/x", "an IP address, 127.0.0.1"),
                                       ("https://localhost:8888/tree", "the reader's own machine"),
                                       ("https://192.168.1.1/admin", "an IP address, 192.168.1.1"),
                                       ("https://[2001:db8::1]/doc", "'[2001:db8::1]', an IP address (IPv6)")])
def test_d18_a_source_on_an_address_or_the_readers_machine_is_warned_of(data_copy, capsys, url, said):
    line = _with_url(data_copy, ",AWS (Neuron SDK documentation),https://", url)
    r = run_main(capsys, "validate", data_copy)
    out = r.stdout + r.stderr
    assert f"sources.csv, line {line}:" in out and said in out, out


def test_d22_a_styled_letter_is_a_look_alike(data_copy, capsys):
    """d22: 'NVIDIA 𝖧100 SXM' (U+1D5A7, a mathematical sans-serif H) passed where the Cyrillic Н is refused."""
    path = data_copy / "entities.csv"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("h100-sxm,NVIDIA H100 SXM,", "h100-sxm,NVIDIA \U0001D5A7100 SXM,", 1), encoding="utf-8")
    r = run_main(capsys, "validate", data_copy)
    out = r.stdout + r.stderr
    assert r.returncode == 1 and "U+1D5A7 MATHEMATICAL SANS-SERIF CAPITAL H, a styled form of 'H'" in out, out


def test_c24_a_benchmark_where_most_requests_failed_is_refused(tmp_path, capsys):
    """c24: a vLLM run with 3 of 64 requests completed was fitted at concurrency 64 (step x0.222)."""
    import json
    doc = json.loads((ROOT / "scenarios" / "examples" / "my-vllm-run.json").read_text(encoding="utf-8"))
    doc.update(num_prompts=64, max_concurrency=64, completed=3, total_input_tokens=1536, total_output_tokens=384)
    doc.pop("output_throughput", None)
    (tmp_path / "run.json").write_text(json.dumps(doc), encoding="utf-8")
    (tmp_path / "s.yaml").write_text("model: llama-3.1-8b\ncandidates: [trn2, p5]\n"
                                     "measurements: {file: run.json, entity_id: trainium2, nodes: 2, tp: 8}\n")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 1 and "field 'completed'" in r.stderr and "3 did" in r.stderr, r.stderr


@pytest.mark.parametrize("name, said", [("neuralmagic/Meta-Llama-3.1-8B-Instruct-FP8", "says fp8 weights"),
                                        ("RedHatAI/Meta-Llama-3.1-8B-Instruct-quantized.w4a16", "says 4-bit weights"),
                                        # round 45, c20: GGUF, W4A4, float8, MXFP8, EXL2 and '8-bit' names
                                        ("bartowski/Meta-Llama-3.1-8B-Instruct-Q4_K_M", "says llama.cpp (GGUF)"),
                                        ("RedHatAI/Llama-3.1-8B-Instruct-W4A4", "says 4-bit weights"),
                                        ("meta-llama/Llama-3.1-8B-Instruct-float8", "says fp8 weights"),
                                        ("Llama-3.1-8B-Instruct-MXFP8", "says fp8 weights"),
                                        ("Meta-Llama-3.1-8B-Instruct-4.0bpw-exl2", "says low-bit quantized"),
                                        ("Meta-Llama-3.1-8B-Instruct-8-bit", "says int8 weights")])
def test_c26_a_quantized_models_run_is_not_fitted_as_bf16(tmp_path, capsys, name, said):
    """c26: a run of an FP8 or w4a16 checkpoint was credited to bf16 weights."""
    import json
    doc = json.loads((ROOT / "scenarios" / "examples" / "my-vllm-run.json").read_text(encoding="utf-8"))
    (tmp_path / "run.json").write_text(json.dumps({**doc, "model_id": name}), encoding="utf-8")
    (tmp_path / "s.yaml").write_text("model: llama-3.1-8b\ncandidates: [trn2, p5]\n"
                                     "measurements: {file: run.json, entity_id: trainium2, nodes: 2, tp: 8}\n")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 1 and said in r.stderr and "fitted as bf16" in r.stderr, r.stderr


def test_c28_an_inline_size_past_the_limit_names_the_limit(capsys):
    r = run_main(capsys, "estimate", ROOT / "scenarios" / "default.yaml", "-y",
                 "{model_shape: {layers: 1000000000, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, "
                 "kv_heads: 8, head_dim: 128, vocab_size: 128256}}")
    assert r.returncode == 1 and "'model_shape.layers' is 1000000000, expected a whole number from 1 to 10,000" \
        in r.stderr, r.stderr


def test_a46_porting_effort_past_200_engineer_years_is_refused(capsys):
    r = run_main(capsys, "estimate", ROOT / "scenarios" / "default.yaml", "-y",
                 "{porting_engineer_weeks: {low: 0, mode: 0, high: 1000000}}")
    assert r.returncode == 1 and "key 'porting_engineer_weeks'" in r.stderr and "<= 10000" in r.stderr, r.stderr


def test_b20_b21_a_huge_file_in_a_kept_run_is_not_read(tmp_path):
    """b20, b21: a 20 GB sparse file planted in a kept run was hashed (55 s of silence); a 40 GB
    section.json stopped the build with a MemoryError. Both now make the entry a miss, unread."""
    from trainium_report.publishing import shared
    entry = tmp_path / "entry"
    (entry / "figures").mkdir(parents=True)
    (entry / "a.ipynb").write_text("{}")
    kept = shared._digests(entry)
    with open(entry / "figures" / "big.bin", "wb") as fh:
        fh.truncate(shared.MAX_KEPT_FILE + 1)
    got = shared._digests(entry, kept)
    assert got != kept and got["figures/big.bin"] == "not one of the run's files"


def test_a48_a_bad_byte_after_a_bom_is_quoted_as_it_is(data_copy, capsys):
    """a48: with a BOM, the latin-1 byte of line 64 was quoted 3 bytes early, as "b'k'"."""
    path = data_copy / "entities.csv"
    data = path.read_bytes().replace(b"Trainium3", b"Trainium3 caf\xe9", 1)
    path.write_bytes(b"\xef\xbb\xbf" + data)
    line = data[:data.index(b"caf\xe9")].count(b"\n") + 1
    r = run_main(capsys, "validate", data_copy)
    assert f"entities.csv, line {line}: got 'byte 0xE9', expected UTF-8 text" in r.stdout + r.stderr, r.stdout


# round 45 (on 5ff8d43's mends of round 44's last failures)
def test_b16_scipy_is_not_loaded_into_too_little_address_space():
    """b16: under `ulimit -v` 290,000-310,000 KB, SciPy's OpenBLAS retried a 32 MB buffer it could not map
    without end as estimate loaded the optimiser (100% CPU, no output). With room for less than SciPy
    takes, loading it is a MemoryError (the CLI's one line) before any library is mapped."""
    import subprocess
    import sys
    code = ("import re, resource, sys\n"
            "from trainium_report import calibration\n"
            "used = int(re.search(r'VmSize:\\s+(\\d+)', open('/proc/self/status').read()).group(1))\n"
            "room = used + calibration.SCIPY_ROOM_KB - 20_000\n"
            "resource.setrlimit(resource.RLIMIT_AS, (room * 1024, resource.RLIM_INFINITY))\n"
            "try:\n    calibration._least_squares()\nexcept MemoryError as exc:\n    print('refused', exc)\n"
            "print('scipy' if 'scipy.optimize' in sys.modules else 'no scipy')\n")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert r.stdout.split("\n")[0].startswith("refused 160,000 KB of address space needed"), r.stdout + r.stderr
    assert "no scipy" in r.stdout


def test_b16_one_openblas_thread_is_the_default_and_kept_when_set():
    import subprocess
    import sys
    code = "import os, trainium_report; print(os.environ['OPENBLAS_NUM_THREADS'])"
    env = {k: v for k, v in os.environ.items() if k != "OPENBLAS_NUM_THREADS"}
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                          timeout=60).stdout.strip() == "1"
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                          env={**env, "OPENBLAS_NUM_THREADS": "3"}).stdout.strip() == "3"


def test_d14_d33_data_text_in_every_kind_of_output_is_out_of_mathjax_reach(tmp_path):
    """d14, d33: a data name '$\\href{https://evil.example}{NVIDIA H100 SXM}$' reached Markdown sentences
    (say), which JupyterLab and `jupyter nbconvert` typeset as a link disguised as the chip's name. Every
    output the package shows (a sentence, a table, a figure) is executed in a kernel, converted as nbconvert
    does, and each text holding the name must sit inside an element MathJax skips."""
    import html.parser

    import nbformat
    from nbclient import NotebookClient
    from nbconvert import HTMLExporter
    name = "$\\\\href{https://evil.example}{NVIDIA H100 SXM}$"
    code = ("import matplotlib.pyplot as plt, pandas as pd\n"
            "from trainium_report import plots, present\n"
            f"name = {name!r}\n"
            "present.say(f'The chip **{present.esc(name)}** wins.')\n"
            "present.say(f'- one\\n- {present.esc(name)}')\n"
            "display(present.table(pd.DataFrame({'chip': [name]}), caption=name))\n"
            "fig, ax = plt.subplots(); ax.set_title('x'); plots.save(fig, 'f', None, alt=name)\n")
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(code)])
    NotebookClient(nb, timeout=120, kernel_name="python3").execute()
    outputs = nb.cells[0].outputs
    assert not [o for o in outputs if o.output_type == "error"], outputs
    page, _ = HTMLExporter(exclude_input=True).from_notebook_node(nb)   # the lab template, MathJax on

    class Finder(html.parser.HTMLParser):
        def __init__(self):
            super().__init__()
            self.stack, self.exposed, self.seen = [], [], 0

        def handle_starttag(self, tag, attrs):
            if tag not in ("img", "br", "hr", "meta", "link", "input", "wbr", "source"):
                self.stack.append("mathjax_ignore" in (dict(attrs).get("class") or "").split())

        def handle_endtag(self, tag):
            if tag not in ("img", "br", "hr", "meta", "link", "input", "wbr", "source") and self.stack:
                self.stack.pop()

        def handle_data(self, data):
            if "evil.example" in data and "NVIDIA H100 SXM" in data:
                self.seen += 1
                if not any(self.stack):
                    self.exposed.append(data.strip()[:80])

    finder = Finder()
    finder.feed(page[page.index("<body"):])
    assert finder.seen >= 4 and not finder.exposed, (finder.seen, finder.exposed)


def test_a41_a42_a_percent_cut_past_100_is_refused(data_copy, capsys):
    """a41, a42: 'up to 170% lower cost per inference' (claimed 170) and 'pricing dropped by up to 145%'
    passed validate: a cut past 100% is a cost below zero. A gain past 100% ('150% better') stays valid."""
    path = data_copy / "claims.csv"
    text = path.read_text(encoding="utf-8")
    old = "up to 70% lower cost per inference,cost_per_inference,inferentia,,70,"
    assert old in text
    text = text.replace(old, "up to 170% lower cost per inference,cost_per_inference,inferentia,,170,")
    text = text.replace("On-Demand pricing dropped by up to 45%,price,p5.48xlarge,,45,",
                        "On-Demand pricing dropped by up to 145%,price,p5.48xlarge,,145,")
    path.write_text(text, encoding="utf-8")
    r = run_main(capsys, "validate", data_copy)
    said = r.stdout + r.stderr
    assert r.returncode == 1 and "2 problem(s)" in said, said
    assert "line 3: claim 'inf1-vs-ec2-cost-per-inference-70pct' gives 170% where its quote words a reduction ('lower')" \
        in said and "claim 'p5-price-cut-45pct' gives 145% where its quote words a reduction ('dropped')" in said
    from trainium_report.claims import rules
    assert not rules.REDUCTION_RE.search("AWS claims the instances offer 130 % better price performance")


def test_a45_a49_a_folder_may_not_drop_the_projects_text_rules(data_copy, capsys):
    """a45, a49: a data folder's datapackage.json without the sources.url pattern let a javascript: URL
    through; without the entity_id pattern, an id 'TPU v5e:8@gcp' no scenario can name. Numeric bounds were
    already held; a text field's pattern, required and maxLength are now held too."""
    import json
    path = data_copy / "datapackage.json"
    package = json.loads(path.read_text(encoding="utf-8"))
    fields = {(r["name"], f["name"]): f for r in package["resources"] for f in r["schema"]["fields"]}
    del fields[("sources", "url")]["constraints"]["pattern"]
    fields[("entities", "entity_id")]["constraints"]["pattern"] = ".*"
    path.write_text(json.dumps(package, indent=1), encoding="utf-8")
    r = run_main(capsys, "validate", data_copy)
    said = r.stdout + r.stderr
    assert r.returncode == 1 and "1 problem(s)" in said, said
    assert "fields[url].constraints': got 'no pattern (" in said and "expected the project's rules or stricter" in said
    # a pattern of the folder's own (round 46, a02) holds beside the project's: '.*' loosens nothing
    fields[("sources", "url")]["constraints"]["pattern"] = r"https?://\S+"
    path.write_text(json.dumps(package, indent=1), encoding="utf-8")
    rows = (data_copy / "entities.csv").read_text(encoding="utf-8").splitlines()
    rows.append("TPU v5e:8@gcp" + rows[-1][rows[-1].index(","):])
    (data_copy / "entities.csv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and f"entities.csv, line {len(rows)}, field 'entity_id'" in r.stdout \
        and "(the project's rule)" in r.stdout, r.stdout



def _vllm_case(tmp_path, capsys, scenario_head: str = "model: llama-3.1-8b\n", **changes):
    import json
    doc = json.loads((ROOT / "scenarios" / "examples" / "my-vllm-run.json").read_text(encoding="utf-8"))
    (tmp_path / "run.json").write_text(json.dumps({**doc, **changes}), encoding="utf-8")
    (tmp_path / "s.yaml").write_text(scenario_head + "candidates: [trn2, p5]\n"
                                     "measurements: {file: run.json, entity_id: trainium2, nodes: 2, tp: 8}\n")
    return run_main(capsys, "estimate", tmp_path / "s.yaml")


def test_c06_a_run_at_a_request_rate_too_low_to_fill_its_concurrency_is_refused(tmp_path, capsys):
    """c06: --request-rate 1 with --max-concurrency 64 ran ~1.4 requests at once (1 req/s x 1.39 s), fitted
    as a batch of 64. The example run (2 at once, 1.39 s each) needs at least 1.44 requests/s."""
    r = _vllm_case(tmp_path, capsys, request_rate=1.0)
    assert r.returncode == 1 and "field 'request_rate': got '1.0', expected a rate that fills max_concurrency (2)" \
        in r.stderr and "about 1.39 run at once" in r.stderr, r.stderr
    assert _vllm_case(tmp_path, capsys, request_rate=1.5).returncode == 0      # 1.5 x 1.39 s = 2.1 at once
    assert _vllm_case(tmp_path, capsys, request_rate="inf").returncode == 0


def test_c09_totals_past_any_context_name_the_bound(tmp_path, capsys):
    r = _vllm_case(tmp_path, capsys, total_output_tokens=10 ** 20)
    assert r.returncode == 1 and "at most 10,000,000 tokens per request" in r.stderr, r.stderr


def test_c19_a_run_of_another_model_than_the_scenarios_config_is_refused(tmp_path, capsys):
    """c19: a Llama 3.1 8B run was fitted with a Qwen3-8B config's shape (same size, so the size rule passed)."""
    import json
    cfg = json.loads((ROOT / "scenarios" / "examples" / "configs" / "llama-3.1-8b-config.json").read_text())
    (tmp_path / "llama.json").write_text(json.dumps(cfg))
    (tmp_path / "other.json").write_text(json.dumps({**cfg, "num_hidden_layers": 36}))
    r = _vllm_case(tmp_path, capsys, scenario_head="model: other.json\n")
    assert r.returncode == 1 and "it names llama-3.1-8b" in r.stderr and "layers 32 against 36" in r.stderr, r.stderr
    assert _vllm_case(tmp_path, capsys, scenario_head="model: llama.json\n").returncode == 0


def test_c01_a_configs_stated_quantization_is_held_to_the_scenarios_precision(tmp_path, capsys):
    import json
    cfg = json.loads((ROOT / "scenarios" / "examples" / "configs" / "llama-3.1-8b-config.json").read_text())
    (tmp_path / "fp8.json").write_text(json.dumps({**cfg, "quantization_config": {"quant_method": "fp8"}}))
    (tmp_path / "s.yaml").write_text("model: fp8.json\ncandidates: [trn2, p5]\n")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 1 and "key 'precision' is 'bf16', but the config.json of key 'model'" in r.stderr and "fp8.json) states fp8" in r.stderr
    assert run_main(capsys, "estimate", tmp_path / "s.yaml", "-p", "precision", "fp8").returncode == 0
    r = run_main(capsys, "model", tmp_path / "fp8.json")
    assert r.returncode == 0 and "states fp8 weights" in r.stderr and "--precision fp8" in r.stderr, r.stderr


def test_c28_every_inline_shape_problem_at_once_with_its_own_limit(capsys):
    """round 45 cr3: one problem per run, and layers first held to 10,000,000, then to 10,000."""
    r = run_main(capsys, "estimate", ROOT / "scenarios" / "default.yaml", "-y",
                 "{model_shape: {layers: 1000000000, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, "
                 "kv_heads: 8, head_dim: 128, vocab_size: 99999999}}")
    assert r.returncode == 1 and "'model_shape.layers' is 1000000000, expected a whole number from 1 to 10,000 (" \
        in r.stderr and "'model_shape.vocab_size' is 99999999, expected a whole number from 256 to 1,048,576" \
        in r.stderr, r.stderr


# --------------------------------------------------------------------------
# round 46 (on 52f3b91's mends of round 45's last failures)
def test_b22_b23_an_input_saved_during_a_build_is_refused_not_kept_under_the_old_key(tmp_path, own_cache):
    """b22, b23: a scenario (or runs) file replaced while the build ran was read anew by the kernels,
    and their result kept under the key of the file as first read: the next build of the original
    reused it ("3 B tokens a day" for a file saying 1e9). Here the notebook itself saves the file
    before it reads it, so the change always falls between the build's read and the kernel's."""
    import nbformat

    from trainium_report import publishing
    from helpers import write_scenario

    nbs = tmp_path / "nbs"
    nbs.mkdir()
    nb = nbformat.v4.new_notebook()
    params = nbformat.v4.new_code_cell("scenario_file = None\nflag = None")
    params.metadata["tags"] = ["parameters"]
    flag = tmp_path / "save-meanwhile"
    nb.cells = [params, nbformat.v4.new_markdown_cell("# Saved meanwhile"), nbformat.v4.new_code_cell(
        "from pathlib import Path\nfrom trainium_report import scenario\np = Path(scenario_file)\n"
        f"if Path({str(flag)!r}).exists():\n    p.write_text(p.read_text() + 'tokens_per_day: 3.0e+9\\n')\n"
        "print('tokens a day', scenario.load(p)['tokens_per_day'])")]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(nb, nbs / "01-read.ipynb")
    sc = write_scenario(tmp_path, "saved")
    original = sc.read_bytes()
    flag.touch()
    first = publishing.build([sc], out=tmp_path / "r", figures=tmp_path / "f", nb_dir=nbs, pdf=False,
                             progress=False)
    assert not first[0].ok and "changed since the build began" in " ".join(first[0].errors), first[0].errors
    flag.unlink()
    sc.write_bytes(original)
    second = publishing.build([sc], out=tmp_path / "r", figures=tmp_path / "f", nb_dir=nbs, pdf=False,
                              progress=False)
    assert second[0].ok, second[0].errors
    text = (tmp_path / "r" / "saved" / "notebooks" / "01-read.ipynb").read_text()
    assert "tokens a day 1000000000" in text and "3000000000" not in text


def test_b22_a_file_read_twice_with_other_bytes_in_one_command_is_refused(tmp_path):
    from trainium_report import inputs

    path = tmp_path / "runs.csv"
    path.write_text("a\n1\n")
    with inputs.recording() as seen:
        inputs.read_bytes(path, 100)
        path.write_text("a\n2\n")
        with pytest.raises(inputs.Changed, match="changed while it was being read"):
            inputs.read_bytes(path, 100)
    assert list(seen) == [str(path)]
    inputs.read_bytes(path, 100)             # outside the recording: read as it is


def test_b16_a_builds_kernels_wait_only_for_what_is_left_of_its_minute(own_cache, monkeypatch, tmp_path):
    """b16: the build waited its minute for a hung holder, then each kernel waited its own (131 s in
    all, the second minute silent). The build's processes add their waits up in one file
    (`WAITED_ENV`): each waits only for what is left, and not at all for a holder one gave up on."""
    monkeypatch.setattr(own_cache, "WAIT_S", 0.8)
    locks = own_cache.CACHE_DIR / "locks"
    locks.mkdir(parents=True)
    fd = os.open(locks / "kind-a.computing", os.O_RDWR | os.O_CREAT)
    fcntl.flock(fd, fcntl.LOCK_EX)
    os.write(fd, b"999999")
    shared = tmp_path / ".build-abcd1234" / "cache-waits"      # in a build's work folder, as the build makes it
    shared.parent.mkdir()
    try:
        shared.write_text("0.6\n")                 # the build's main process waited 0.6 s
        monkeypatch.setenv(own_cache.WAITED_ENV, str(shared))
        t0 = time.monotonic()
        assert own_cache.cached("kind", "a", lambda: {"v": 1}) == {"v": 1}
        assert 0.1 < time.monotonic() - t0 < 0.5            # the 0.2 s left, not 0.8
        assert shared.read_text().splitlines()[-1].endswith(" 999999")      # said for the next process
        monkeypatch.setattr(own_cache, "_WAITED", [0.0])
        monkeypatch.setattr(own_cache, "_GAVE_UP", set())   # another kernel of the build: a fresh process
        (own_cache.CACHE_DIR / "kind").exists() and __import__("shutil").rmtree(own_cache.CACHE_DIR / "kind")
        t0 = time.monotonic()
        assert own_cache.cached("kind", "a", lambda: {"v": 2}) in ({"v": 1}, {"v": 2})
        assert time.monotonic() - t0 < 0.2
        shared.write_text("nan\n-5\n0.1\n")        # what no build writes: nothing counted but the 0.1 s
        assert own_cache._shared() == (pytest.approx(0.1), set())
    finally:
        os.close(fd)


@pytest.mark.parametrize("body, quiet", [("import time\ntime.sleep(300)", True),
                                         ("import time\nt = time.monotonic()\nwhile time.monotonic() - t < 5:\n"
                                          "    sum(range(1000))", False)])
def test_b01_a_kernel_quiet_while_its_cell_runs_fails_the_run(tmp_path, monkeypatch, body, quiet):
    """b01: under `ulimit -v 1000000` a notebook's reply was lost in 2 of 5 builds: the kernel idle,
    the worker waiting until the 900 s cell limit. A kernel that uses no CPU for QUIET_S while its
    cell runs is killed and the run failed, saying so; one at work is left alone."""
    from trainium_report import publishing
    from trainium_report.publishing import run
    from helpers import tiny_notebook, write_scenario

    monkeypatch.setattr(run, "QUIET_S", 2.5)       # the workers are forked: they see it
    nbs = tmp_path / "nbs"
    nbs.mkdir()
    tiny_notebook(nbs / "01-quiet.ipynb", body)
    t0 = time.monotonic()
    res = publishing.build([write_scenario(tmp_path, "quiet")], out=tmp_path / "r", figures=tmp_path / "f",
                           nb_dir=nbs, pdf=False, progress=False)
    assert time.monotonic() - t0 < 30
    if quiet:
        assert not res[0].ok and "used no CPU for 2.5 s while a cell ran" in res[0].errors[0], res[0].errors
    else:
        assert res[0].ok, res[0].errors


@pytest.mark.parametrize("new_name, said", [("p5.48xlarge", "entity p5.48xlarge has 'p5.48xlarge' as its id"),
                                            ("NVIDIA H100 SXM", "entity h100-sxm has 'nvidia h100 sxm' as its name")])
def test_d46_an_entity_shown_under_anothers_name_is_refused(data_copy, capsys, new_name, said):
    """d46: p5en.48xlarge (H200) renamed 'p5.48xlarge' passed validate and built: two table rows and two
    bars labelled p5.48xlarge, one of them an H200 system."""
    path = data_copy / "entities.csv"
    lines = path.read_text(encoding="utf-8").split("\n")
    j = next(i for i, l in enumerate(lines) if l.startswith("p5en.48xlarge,p5en.48xlarge,"))
    lines[j] = lines[j].replace("p5en.48xlarge,p5en.48xlarge,", f"p5en.48xlarge,{new_name},", 1)
    path.write_text("\n".join(lines), encoding="utf-8")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and f"entities.csv, line {j + 1}, field 'name'" in r.stdout and said in r.stdout, r.stdout


def test_c23_an_expert_count_past_any_published_is_refused(tmp_path, capsys):
    """c23: a config with 10,000,000 routed experts was read as a 9-quadrillion-parameter model."""
    import json
    doc = json.loads((ROOT / "scenarios/examples/configs/qwen3-30b-a3b-config.json").read_text())
    doc["num_experts"] = 10_000_000
    (tmp_path / "config.json").write_text(json.dumps(doc))
    r = run_main(capsys, "model", tmp_path / "config.json")
    assert r.returncode == 1 and "key 'num_experts' is 10000000, expected a whole number from 1 to 10,000" in r.stderr
    r = run_main(capsys, "estimate", ROOT / "scenarios/default.yaml", "-y", "{model_shape: {layers: 2, experts: 20000}}")
    for line in ("key 'model_shape.hidden_size' is missing", "key 'model_shape.vocab_size' is missing",
                 "key 'model_shape.experts' is 20000, expected a whole number from 0 to 10,000"):
        assert line in r.stderr, r.stderr


@pytest.mark.parametrize("value, said", [("", "expected the name of the model the run served"),
                                         (None, "got 'null', expected the name of the model the run served"),
                                         (["meta-llama/Llama-3.1-8B-Instruct"], "expected a text")])
def test_c35_c36_a_benchmark_naming_no_model_as_text_is_refused(tmp_path, capsys, value, said):
    """c35, c36: an empty, null or list model_id was taken as the scenario's model (a list matched
    llama-3.1-8b through its str())."""
    import json
    doc = json.loads((ROOT / "scenarios/examples/my-vllm-run.json").read_text())
    doc["model_id"] = value
    (tmp_path / "run.json").write_text(json.dumps(doc))
    mapping = {"file": str(tmp_path / "run.json"), "entity_id": "trainium2", "nodes": 2, "tp": 8}
    r = run_main(capsys, "estimate", ROOT / "scenarios/examples/your-runs-vllm.yaml", "-y",
                 json.dumps({"measurements": mapping}))
    assert r.returncode == 1 and "field 'model_id'" in r.stderr and said in r.stderr, r.stderr
    if value is not None and not isinstance(value, list):        # the mapping says which model: taken as that
        r = run_main(capsys, "estimate", ROOT / "scenarios/examples/your-runs-vllm.yaml", "-y",
                     json.dumps({"measurements": {**mapping, "model": "llama-3.1-8b"}}))
        assert r.returncode == 0, r.stderr


@pytest.mark.parametrize("extra, field, said", [
    ({"results_error_rate": 0.95, "results_num_completed_requests": 2, "results_num_requests_started": 40},
     "results_error_rate", "expected at most 0.5: most requests failed"),
    ({"results_number_errors": 30, "results_num_requests_started": 40}, "results_number_errors", "10 did"),
    ({"results_num_completed_requests": 50, "results_num_requests_started": 40}, "results_num_completed_requests",
     "no more requests end than start"),
    ({"results_error_rate": 0.0, "results_number_errors": 0, "results_num_completed_requests": 40,
      "results_num_requests_started": 40}, None, None)])
def test_c37_llmperfs_failed_requests_are_held_to_the_rule_for_vllms(tmp_path, capsys, extra, field, said):
    """c37: an LLMPerf summary with 38 of 40 requests failed was fitted from its 2 survivors."""
    import json
    doc = json.loads((ROOT / "scenarios/examples/my-llmperf-summary.json").read_text())
    doc.update(extra)
    (tmp_path / "s.json").write_text(json.dumps(doc))
    r = run_main(capsys, "estimate", ROOT / "scenarios/examples/your-runs-llmperf.yaml", "-y",
                 json.dumps({"measurements": {"file": str(tmp_path / "s.json"), "entity_id": "trn1.32xlarge",
                                              "tp": 32, "precision": "fp16", "batching": "static"}}))
    if field is None:
        assert r.returncode == 0, r.stderr
    else:
        assert r.returncode == 1 and f"field '{field}'" in r.stderr and said in r.stderr, r.stderr


def test_b04_one_folder_under_two_paths_is_refused_as_such(tmp_path, monkeypatch):
    """b04: --out and --figures bind-mounted on one folder were refused with 'another build is writing',
    when no other build was. (A bind mount needs privileges; the two paths are made one for os.path.)"""
    from trainium_report import publishing
    from helpers import write_scenario

    out, figs = tmp_path / "r", tmp_path / "f"
    out.mkdir()
    figs.mkdir()
    real = os.path.samefile
    monkeypatch.setattr(os.path, "samefile", lambda a, b: {Path(a), Path(b)} == {out, figs} or real(a, b))
    with pytest.raises(publishing.UnsafePath, match="one folder under two paths"):
        publishing.build([write_scenario(tmp_path, "s")], out=out, figures=figs, pdf=False, progress=False)


def test_b23_a_notebook_saved_during_a_build_is_not_run_under_its_old_key(tmp_path, own_cache):
    """b23's kin: a notebook's run is keyed by its bytes at planning; one saved before papermill reads it
    (in JupyterLab, while the build runs) would run the new cells under the old key. Here the first
    notebook (run first: the longest) saves the second."""
    from trainium_report import publishing
    from helpers import tiny_notebook, write_scenario

    nbs = tmp_path / "nbs"
    nbs.mkdir()
    second = nbs / "02-second.ipynb"
    tiny_notebook(second, "print('as planned')")
    flag = tmp_path / "save-meanwhile"
    tiny_notebook(nbs / "01-first.ipynb", "from pathlib import Path\n# " + "padding " * 400 + "\n"
                  f"p = Path({str(second)!r})\nif Path({str(flag)!r}).exists():\n"
                  "    p.write_text(p.read_text().replace('as planned', 'saved meanwhile'))")
    flag.touch()
    res = publishing.build([write_scenario(tmp_path, "s")], out=tmp_path / "r", figures=tmp_path / "f", nb_dir=nbs,
                           pdf=False, progress=False, jobs=1)
    assert not res[0].ok and any(e.startswith("02-second.ipynb: /") and "02-second.ipynb: changed since the build began" in e
                                 for e in res[0].errors), \
        res[0].errors
    flag.unlink()
    res = publishing.build([write_scenario(tmp_path, "s")], out=tmp_path / "r", figures=tmp_path / "f", nb_dir=nbs,
                           pdf=False, progress=False, jobs=1)
    assert res[0].ok, res[0].errors
    assert "saved meanwhile" in (tmp_path / "r" / "s" / "notebooks" / "02-second.ipynb").read_text()


@pytest.mark.parametrize("given, holds", [("notebooks/05-decision.ipynb", "'cells', 'metadata'"),
                                          ("scenarios/examples/my-vllm-run.json", "'model_id'")])
def test_r45_a_file_of_another_kind_given_as_the_scenario_is_named_as_such(capsys, given, holds):
    """Round 45's note: a notebook given as the scenario was refused for 'the control character U+000A'
    in its cells' sources, a line per source line, never saying it is not a scenario."""
    r = run_main(capsys, "estimate", ROOT / given)
    assert r.returncode == 1 and "not a scenario file: it holds none of a scenario's keys" in r.stderr and \
        holds in r.stderr and "U+000A" not in r.stderr, r.stderr
    assert r.stderr.count("\n") <= 3


@pytest.mark.parametrize("where", ["/dev/zero", "list.json", "missing.json"])
def test_b22_the_builds_digest_file_named_by_hand_is_never_read_past_its_bound(tmp_path, monkeypatch, where):
    """The variable that hands a build's kernels its digests, set by hand to a device, to JSON of
    another shape or to no file: nothing is held (no endless read, no crash)."""
    from trainium_report import inputs

    (tmp_path / "list.json").write_text("[1, 2]")
    monkeypatch.setenv(inputs.PINS_ENV, where if where.startswith("/") else str(tmp_path / where))
    monkeypatch.setattr(inputs, "_PINS", {})
    f = tmp_path / "a.csv"
    f.write_text("a\n1\n")
    assert inputs.read_bytes(f, 100) == b"a\n1\n"


def test_b01_a_forked_kernel_at_work_is_not_taken_for_a_quiet_one(tmp_path, monkeypatch):
    """A kernel forked from the factory is started through a stub process that only waits: the quiet
    watch must read the kernel's own CPU time, not the stub's, or every forked run longer than
    QUIET_S would be killed."""
    from trainium_report import publishing
    from trainium_report.publishing import run
    from helpers import tiny_notebook, write_scenario

    monkeypatch.setattr(run, "QUIET_S", 2.5)
    nbs = tmp_path / "nbs"
    nbs.mkdir()
    for i in range(1, 4):
        tiny_notebook(nbs / f"0{i}-busy.ipynb", "import time\nt = time.monotonic()\n"
                      "while time.monotonic() - t < 4:\n    sum(range(1000))\nprint(__import__('os').getppid())")
    res = publishing.build([write_scenario(tmp_path, "busy")], out=tmp_path / "r", figures=tmp_path / "f",
                           nb_dir=nbs, pdf=False, progress=False, jobs=1)
    assert res[0].ok, res[0].errors


def test_own_round_an_instance_family_outside_the_id_grammar_is_refused(data_copy, capsys):
    """Own round (data cells): an instance family written '$x^2$' passed validate, a family no scenario
    can name as a candidate (a49's kin, for the family column)."""
    path = data_copy / "entities.csv"
    lines = path.read_text(encoding="utf-8").split("\n")
    j = next(i for i, l in enumerate(lines) if l.startswith("inf2.24xlarge,"))
    lines[j] = lines[j].replace(",inf2,", ",$x^2$,", 1)
    path.write_text("\n".join(lines), encoding="utf-8")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and f"entities.csv, line {j + 1}, field 'instance_family'" in r.stdout, r.stdout


def test_own_round_a_latency_target_no_candidate_meets_names_its_key(tmp_path, capsys):
    """Own round (scenario values): min_tokens_per_s_per_user 1000 excluded every candidate with 'below the
    target of 1000', never naming the key to change."""
    (tmp_path / "fast.yaml").write_text("scenario: fast\nmin_tokens_per_s_per_user: 1000\n")
    r = run_main(capsys, "estimate", tmp_path / "fast.yaml")
    assert r.returncode == 1 and "below the target of 1000 (key min_tokens_per_s_per_user)" in r.stdout + r.stderr


@pytest.mark.parametrize("value", [0, {}, -0.0, "", False])
def test_own_round_mlp_only_layers_of_no_list_is_refused(tmp_path, capsys, value):
    """Own round (configs): mlp_only_layers given 0, {} or -0.0 was read as no dense layer (falsy), not refused."""
    import json
    doc = json.loads((ROOT / "scenarios/examples/configs/qwen3-30b-a3b-config.json").read_text())
    doc["mlp_only_layers"] = value
    (tmp_path / "config.json").write_text(json.dumps(doc))
    r = run_main(capsys, "model", tmp_path / "config.json")
    assert r.returncode == 1 and "key 'mlp_only_layers'" in r.stderr, r.stderr


@pytest.mark.parametrize("value", ["", "\xa0"])
def test_own_round_a_system_without_its_chip_is_refused_not_a_keyerror(data_copy, capsys, value):
    """Own round (data cells): inf2.48xlarge's chip_id emptied (or a no-break space, read as empty) passed
    the schema and `validate` then stopped on KeyError: "[''] not in index" in the calibration's check."""
    import csv
    path = data_copy / "entities.csv"
    rows = list(csv.reader(path.open(encoding="utf-8")))
    j = next(i for i, r in enumerate(rows) if r[0] == "inf2.48xlarge")
    rows[j][rows[0].index("chip_id")] = value
    with path.open("w", encoding="utf-8", newline="") as fh:
        csv.writer(fh).writerows(rows)
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and f"entities.csv, line {j + 1}, field 'chip_id'" in r.stdout, r.stdout + r.stderr


def test_own_round_a_models_nominal_size_is_held_to_its_shape_beside_the_cards(data_copy, capsys):
    """Own round (data cells): qwen3-30b-a3b's parameters_nominal set to 5 passed, since only the card's
    total (params_total_card) was held to the shape when given; the nominal size names runs' models."""
    import csv
    path = data_copy / "models.csv"
    rows = list(csv.reader(path.open(encoding="utf-8")))
    j = next(i for i, r in enumerate(rows) if r[0] == "qwen3-30b-a3b")
    rows[j][rows[0].index("parameters_nominal")] = "5"
    with path.open("w", encoding="utf-8", newline="") as fh:
        csv.writer(fh).writerows(rows)
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and f"models.csv, line {j + 1}, field 'parameters_nominal'" in r.stdout, r.stdout


def test_own_round_a_price_age_no_price_meets_names_its_key(tmp_path, capsys):
    """Fresh round s0028: price_max_age_days 7 excluded every candidate with 'only prices older than 7 days',
    never naming the key to change."""
    (tmp_path / "young.yaml").write_text("scenario: young\nprice_max_age_days: 7\n")
    r = run_main(capsys, "estimate", tmp_path / "young.yaml")
    assert r.returncode == 1 and "only prices older than 7 days (key price_max_age_days;" in r.stdout + r.stderr


def test_own_round_a_conflicting_spec_value_is_held_to_its_range_too(data_copy, capsys):
    """Fresh round (data cells): tpu-v6e's chip-to-chip bandwidth in its second source's row set to 3e10
    GB/s passed: the range checks read only the preferred value, and the conflict is kept and shown."""
    path = data_copy / "specs.csv"
    lines = path.read_text(encoding="utf-8").split("\n")
    j = next(i for i, l in enumerate(lines) if l.startswith("tpu-v6e,chip_to_chip_bandwidth,800,GB/s,,,gcloud-tpu-v6e,"))
    lines[j] = lines[j].replace(",800,GB/s,", ",3e10,GB/s,", 1)
    path.write_text("\n".join(lines), encoding="utf-8")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and f"specs.csv, line {j + 1}, field 'value'" in r.stdout + r.stderr and \
        "chip-to-chip-bandwidth" in r.stdout + r.stderr, r.stdout + r.stderr


def test_own_round_a_run_shown_but_not_fitted_is_held_to_its_own_throughput(data_copy, capsys):
    """Fresh round (data cells): a TPOT of 9.9e-12 ms in a run of a model with no shape (shown, not fitted)
    passed: the TPOT-against-throughput checks ran only on runs the roofline could size."""
    path = data_copy / "measurements.csv"
    lines = path.read_text(encoding="utf-8").split("\n")
    j = next(i for i, l in enumerate(lines) if l.startswith("trn1-throughput-l19,"))
    lines[j] = lines[j].replace(",21.09528,", ",9.9e-12,", 1)
    path.write_text("\n".join(lines), encoding="utf-8")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and f"measurements.csv, line {j + 1}, field 'output_tokens_per_s'" in r.stdout, r.stdout


def test_a08_a_folders_checks_may_not_drop_or_loosen_the_projects(data_copy, capsys):
    """Round 47's a08: a data folder's checks.yaml without the three price checks passed with '22 plausibility
    checks passed', and a 100x price slip (0.55 USD/h for p5.48xlarge) won the comparison."""
    import yaml
    path = data_copy / "checks.yaml"
    checks = yaml.safe_load(path.read_text(encoding="utf-8"))
    kept = [c for c in checks if c["id"] not in ("price-per-chip-hour", "price-history")]
    path.write_text(yaml.safe_dump(kept, sort_keys=False), encoding="utf-8")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and "price-per-chip-hour, price-history" in r.stdout + r.stderr, r.stdout + r.stderr
    loose = [dict(c, max=c["max"] * 10) if c["id"] == "chip-to-chip-bandwidth" else c for c in checks]
    path.write_text(yaml.safe_dump(loose, sort_keys=False), encoding="utf-8")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and "check 'chip-to-chip-bandwidth'" in r.stdout + r.stderr, r.stdout + r.stderr
    tight = [dict(c, max=c["max"] / 2) if c["id"] == "chip-to-chip-bandwidth" else c for c in checks]
    path.write_text(yaml.safe_dump(tight, sort_keys=False), encoding="utf-8")
    assert run_main(capsys, "validate", data_copy).returncode == 0


@pytest.mark.parametrize("line_of, new_name", [("b200,", "NVIDIA  H100 SXM"), ("b200,", "H100 SXM"),
                                               ("trainium3,", "AWS Trainium2 (gen3)")])
def test_d27_d30_d31_two_entities_shown_by_one_label_are_refused(data_copy, capsys, line_of, new_name):
    """Rounds 46/47 (d27, d28, d30, d31): names that differ by a double space, a vendor prefix or a
    parenthesis passed; charts and sentences (which drop the prefix and parentheses) showed a B200 as the
    H100 SXM and Trainium3 as Trainium2."""
    import csv
    path = data_copy / "entities.csv"
    rows = list(csv.reader(path.open(encoding="utf-8")))
    j = next(i for i, r in enumerate(rows) if ",".join(r).startswith(line_of))
    rows[j][1] = new_name
    with path.open("w", encoding="utf-8", newline="") as fh:
        csv.writer(fh).writerows(rows)
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and f"entities.csv, line {j + 1}, field 'name'" in r.stdout, r.stdout


@pytest.mark.parametrize("quote", ["pricing fell 145%", "145% off On-Demand pricing", "On-Demand pricing down 145%",
                                   "prices slashed by 145%", "a 145% discount on On-Demand pricing", "prices declined 145%"])
def test_a25_a_percent_cut_past_100_in_other_words_is_refused(data_copy, capsys, quote):
    """Round 46's a25: 'fell', 'off', 'down', 'slashed', 'discount', 'declined' with 145% passed; only
    'lower', 'cut', 'dropped' and a few more were read as a cut."""
    import csv
    path = data_copy / "claims.csv"
    rows = list(csv.reader(path.open(encoding="utf-8")))
    h = rows[0]
    j = next(i for i, r in enumerate(rows) if r[0] == "p5-price-cut-45pct")
    rows[j][h.index("quote")], rows[j][h.index("claimed")] = quote, "145"
    with path.open("w", encoding="utf-8", newline="") as fh:
        csv.writer(fh).writerows(rows)
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and f"line {j + 1}: claim 'p5-price-cut-45pct' gives 145%" in r.stdout + r.stderr, \
        r.stdout + r.stderr


@pytest.mark.parametrize("key, value, said", [("quantization_config", ["fp8"], "key 'quantization_config'"),
                                              ("q_lora_rank", 9999999, "key 'q_lora_rank' is 9999999")])
def test_c12_c19_a_config_key_of_the_wrong_kind_or_width_is_refused(tmp_path, capsys, key, value, said):
    """Round 46's c19: a quantization_config given as a list was read as 'not quantized'; c12: a
    q_lora_rank of 9,999,999 made a 20-trillion-parameter model."""
    import json
    doc = json.loads((ROOT / "scenarios/examples/configs/llama-3.1-8b-config.json").read_text())
    if key == "q_lora_rank":      # a DeepSeek-style (MLA) config: the example Llama's shape with latent attention
        doc.update(architectures=["DeepseekV3ForCausalLM"], model_type="deepseek_v3", kv_lora_rank=512,
                   qk_rope_head_dim=64, qk_nope_head_dim=128, v_head_dim=128, n_routed_experts=8,
                   num_experts_per_tok=2, moe_intermediate_size=2048, first_k_dense_replace=1)
        doc.pop("_name_or_path", None)
    doc[key] = value
    (tmp_path / "config.json").write_text(json.dumps(doc))
    r = run_main(capsys, "model", tmp_path / "config.json")
    assert r.returncode == 1 and said in r.stderr, r.stderr


# ---- rounds 46/47, continued (each test fails on 8e12ae3) -------------------------------------------

@pytest.mark.parametrize("name, said", [("Llama-3.1-8B-int4wo-hqq", "4-bit"), ("Qwen3-8B-float8dq", "fp8"),
                                        ("llama-3.1-8b-int8dq", "int8"), ("Llama-3.1-8B-8bits", "int8"),
                                        ("meta-llama/Llama-3.1-8B:fp8", "fp8"), ("Llama 3.1 8B (FP8)", "fp8"),
                                        ("Llama-3.1-8B-HQQ", "low-bit quantized"), ("Meta-Llama-3.1-8B", None)])
def test_c30_a_quantized_models_name_in_torchao_and_other_spellings_is_read(name, said):
    """c30: torchao's -int4wo-hqq / -float8dq / -int8dq, '-8bits', ':fp8', '(FP8)' and HQQ were read as bf16."""
    from trainium_report.shapes import stated_precision
    assert stated_precision(name) == said


@pytest.mark.parametrize("where, edit, said", [
    ("config", {"torch_dtype": "float8_e4m3fn"}, "fp8 weights (torch_dtype float8_e4m3fn)"),
    ("config", {"torch_dtype": "int8"}, "int8 weights (torch_dtype int8)"),
    ("Llama-3.1-8B-Instruct-AWQ", {}, "4-bit weights (its model's name 'Llama-3.1-8B-Instruct-AWQ')"),
    ("config", {"_name_or_path": "someone/Llama-3.1-8B-FP8-dynamic"}, "fp8 weights (its model's name")])
def test_c09_c18_c34_a_config_quantized_by_dtype_or_name_is_held_to_the_precision(tmp_path, capsys, where, edit, said):
    """c09/c18: a torch_dtype of float8_e4m3fn or int8 was ignored (sized at bf16); c34: a config in a
    folder named ...-AWQ, with no quantization_config, was sized and timed at bf16."""
    import json
    doc = json.loads((ROOT / "scenarios/examples/configs/llama-3.1-8b-config.json").read_text())
    doc.pop("_name_or_path", None)
    doc.update(edit)
    (tmp_path / where).mkdir()
    (tmp_path / where / "config.json").write_text(json.dumps(doc))
    (tmp_path / "s.yaml").write_text(f"model: {where}/config.json\ncandidates: [trn2, p5]\n")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 1 and f"{where}/config.json) states " + said \
        in r.stderr, r.stderr


@pytest.mark.parametrize("name, said", [("Llama-3.3-70B-AWQ", "its name says 4-bit weights, and the row's weight_dtype is bf16"),
                                        ("Llama-3.1-8B", "it names llama-3.1-8b, and the row's model_id is llama-3.1-70b"),
                                        ("Qwen3-8B", "its name says 8B parameters, and the row's model_id llama-3.1-70b has 70B")])
def test_c27_a_csv_runs_model_name_is_held_to_its_row(tmp_path, capsys, name, said):
    """c27: a CSV run named for another model, size or precision than its row was fitted as the row said
    (a benchmark JSON's name was checked; a CSV's was not)."""
    ex = ROOT / "scenarios" / "examples"
    (tmp_path / "s.yaml").write_text((ex / "your-runs-csv.yaml").read_text())
    rows = (ex / "my-runs.csv").read_text().splitlines()
    rows[1] = rows[1].replace(",Llama-3.3-70B,", f",{name},", 1)
    (tmp_path / "my-runs.csv").write_text("\n".join(rows) + "\n")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 1 and "my-runs.csv, line 2, field 'model_name'" in r.stderr and said in r.stderr, r.stderr


@pytest.mark.parametrize("date, ok", [("30/11/2026", False), ("Nov 30 2026", False), ("2099-01-01T00:00:00", False),
                                      ("2026-11-30T14:25:01", True), ("20261130-142501", True)])
def test_c17_a_vllm_date_in_no_known_form_is_refused_not_dropped(tmp_path, capsys, date, ok):
    """c17: a vLLM `date` in another format was dropped silently, so a run dated after today passed the
    date checks (an ISO date with its time is read; 2099 is then refused as after today)."""
    r = _vllm_case(tmp_path, capsys, date=date)
    assert (r.returncode == 0) == ok and (ok or "field 'date'" in r.stderr or "as_of" in r.stderr), r.stderr


@pytest.mark.parametrize("given", ["config", "inline"])
def test_c12_shared_experts_past_any_published_are_refused(tmp_path, capsys, given):
    """c12: n_shared_experts 10,000 (every token through ten thousand MLPs) was read as a shape."""
    import json
    if given == "config":
        doc = json.loads((ROOT / "scenarios/examples/configs/llama-3.1-8b-config.json").read_text())
        doc.update(architectures=["DeepseekV3ForCausalLM"], model_type="deepseek_v3", kv_lora_rank=512,
                   qk_rope_head_dim=64, qk_nope_head_dim=64, v_head_dim=128, n_routed_experts=8, num_experts_per_tok=2,
                   moe_intermediate_size=2048, first_k_dense_replace=1, n_shared_experts=10000)
        doc.pop("_name_or_path", None)
        (tmp_path / "config.json").write_text(json.dumps(doc))
        r = run_main(capsys, "model", tmp_path / "config.json")
        assert r.returncode == 1 and "'n_shared_experts'" in r.stderr and "10000" in r.stderr, r.stderr
    else:
        r = run_main(capsys, "estimate", ROOT / "scenarios" / "default.yaml", "-y",
                     "{model_shape: {layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, "
                     "head_dim: 128, vocab_size: 128256, experts: 8, experts_per_token: 2, expert_ffn_size: 14336, "
                     "shared_experts: 10000}}")
        assert r.returncode == 1 and "'model_shape.shared_experts' is 10000, expected a whole number from" in r.stderr, \
            r.stderr


def test_a02_a_folders_stricter_pattern_is_kept_beside_the_projects(data_copy, capsys):
    """a02: a data folder's datapackage.json with a stricter pattern on sources.url (no '<' in a URL) was
    refused as loosening the project's rule; any pattern other than the project's own text was."""
    import json
    pkg = json.loads((data_copy / "datapackage.json").read_text())
    url = next(f for r in pkg["resources"] if r["name"] == "sources" for f in r["schema"]["fields"] if f["name"] == "url")
    url["constraints"]["pattern"] = r"https?://[^\s<>]+"
    (data_copy / "datapackage.json").write_text(json.dumps(pkg, indent=1))
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 0, r.stdout + r.stderr
    rows = (data_copy / "sources.csv").read_text().splitlines()
    j = next(i for i, line in enumerate(rows) if ",https://" in line)
    rows[j] = rows[j].replace(",https://", ",https://<x>", 1)
    (data_copy / "sources.csv").write_text("\n".join(rows) + "\n")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and f"sources.csv, line {j + 1}, field 'url'" in r.stdout and "[^\\s<>]" in r.stdout, \
        r.stdout
    url["constraints"]["pattern"] = r".*"                   # looser: the project's rule still holds the cells
    (data_copy / "datapackage.json").write_text(json.dumps(pkg, indent=1))
    rows[j] = rows[j].replace(",https://<x>", ",ftp://", 1)
    (data_copy / "sources.csv").write_text("\n".join(rows) + "\n")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and f"sources.csv, line {j + 1}, field 'url'" in r.stdout and "the project's rule" in r.stdout


def test_c14_every_inline_shape_problem_is_said_in_one_run(capsys):
    """c14: an unknown key hid every other problem, and a kv_heads that divides no head count, too many
    experts per token or MoE layers past the layers were said only once the rest was right (one run each)."""
    r = run_main(capsys, "estimate", ROOT / "scenarios" / "default.yaml", "-y",
                 "{model_shape: {layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 7, "
                 "head_dim: 128, vocab_size: 128256, attention: foo, tied_embeddings: maybe, colour: red, experts: 4, "
                 "experts_per_token: 5, expert_ffn_size: 2048, moe_layers: 40}}")
    assert r.returncode == 1, r.stderr
    for said in ("unknown keys colour", "'model_shape.tied_embeddings' is 'maybe'", "'model_shape.attention' is 'foo'",
                 "'model_shape.kv_heads' is 7, expected a divisor", "'model_shape.experts_per_token' is 5",
                 "'model_shape.moe_layers' is 40"):
        assert said in r.stderr, (said, r.stderr)


def test_c11_a_config_whose_architecture_and_model_type_disagree_is_refused(tmp_path, capsys):
    """c11: architectures [LlamaForCausalLM] with model_type mixtral (and Mixtral's expert keys) was read as a
    dense Llama, its experts ignored without a word."""
    import json
    doc = json.loads((ROOT / "scenarios/examples/configs/llama-3.1-8b-config.json").read_text())
    doc.update(model_type="mixtral", num_local_experts=8, num_experts_per_tok=2)
    (tmp_path / "config.json").write_text(json.dumps(doc))
    r = run_main(capsys, "model", tmp_path / "config.json")
    assert r.returncode == 1 and "key 'model_type' is 'mixtral', but key 'architectures' names LlamaForCausalLM" \
        in r.stderr, r.stderr


def _deepseek_like(**extra) -> dict:
    """The example Llama 3.1 8B's config as a small DeepSeek-V3-style (MLA, MoE) one."""
    import json
    doc = json.loads((ROOT / "scenarios/examples/configs/llama-3.1-8b-config.json").read_text())
    doc.update(architectures=["DeepseekV3ForCausalLM"], model_type="deepseek_v3", kv_lora_rank=512,
               qk_rope_head_dim=64, qk_nope_head_dim=64, v_head_dim=128, n_routed_experts=8, num_experts_per_tok=2,
               moe_intermediate_size=2048, first_k_dense_replace=1, n_shared_experts=1, **extra)
    doc.pop("_name_or_path", None)
    return doc


def test_c22_c23_the_layers_a_config_gives_experts_are_read(tmp_path):
    """c22: DeepSeek's moe_layer_freq was ignored (every layer past the dense ones had experts); c23: Llama 4's
    explicit text_config.moe_layers list was ignored (every interleave_moe_layer_step-th layer had them)."""
    import json
    from trainium_report import hfconfig
    (tmp_path / "ds.json").write_text(json.dumps(_deepseek_like(moe_layer_freq=2)))
    # 32 layers, layer 0 dense; layers 1..31 with experts where i % 2 == 0: 2, 4, ..., 30 -> 15
    assert hfconfig.read(tmp_path / "ds.json").moe_layers == 15
    (tmp_path / "ds1.json").write_text(json.dumps(_deepseek_like()))
    assert hfconfig.read(tmp_path / "ds1.json").moe_layers == 31
    text = json.loads((ROOT / "scenarios/examples/configs/llama-3.1-8b-config.json").read_text())
    text.pop("_name_or_path", None)
    text.update(model_type="llama4_text", num_local_experts=4, num_experts_per_tok=1, intermediate_size_mlp=14336,
                intermediate_size=4096, interleave_moe_layer_step=1, moe_layers=[1, 3, 5])
    doc = {"architectures": ["Llama4ForConditionalGeneration"], "model_type": "llama4", "text_config": text}
    (tmp_path / "l4.json").write_text(json.dumps(doc))
    assert hfconfig.read(tmp_path / "l4.json").moe_layers == 3
    text["moe_layers"] = [1, 1, 99]
    (tmp_path / "l4.json").write_text(json.dumps(doc))
    with pytest.raises(hfconfig.ConfigError, match="key 'moe_layers' is"):
        hfconfig.read(tmp_path / "l4.json")


def test_c08_a_runs_node_count_past_any_cluster_is_refused_by_the_columns_bound(tmp_path, capsys):
    """c08: nodes 1e15 in the measurements mapping was refused only as 'tp x pp x dp (8 NeuronCores) to use
    the 8,000,000,000,000,000 NeuronCores...'; the column has a bound now, said first."""
    r = _vllm_case(tmp_path, capsys, scenario_head="model: llama-3.1-8b\n")
    assert r.returncode == 0, r.stderr
    (tmp_path / "s.yaml").write_text((tmp_path / "s.yaml").read_text().replace("nodes: 2", "nodes: 1000000000000000"))
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 1 and "field 'measurements.nodes': got '1000000000000000', expected a value <= 100000" \
        in r.stderr, r.stderr


@pytest.mark.parametrize("dp, batch", [(1, 2), (2, 1), (3, None), (5, None)])
def test_c08_a_benchmarks_concurrency_is_shared_by_its_replicas(tmp_path, dp, batch):
    """c08: vLLM's max_concurrency (requests in flight over the whole deployment) was taken as each of the
    dp replicas' batch, so a run at 2 in flight over 2 replicas was fitted as 2 x 2 sequences."""
    import shutil
    from trainium_report import dataset, yourruns
    shutil.copy(ROOT / "scenarios" / "examples" / "my-vllm-run.json", tmp_path / "run.json")   # max_concurrency 2
    spec = {"file": str(tmp_path / "run.json"), "entity_id": "trainium2", "tp": 8, "nodes": 2 * dp, "dp": dp}
    ds = dataset.load()
    if batch is None:
        with pytest.raises(dataset.DataError, match="max_concurrency|measurements.dp"):
            yourruns.read(spec, ds, {"model": "llama-3.1-8b", "precision": "bf16"})
    else:
        assert int(yourruns.read(spec, ds, {"model": "llama-3.1-8b", "precision": "bf16"})["batch"].iloc[0]) == batch


def test_c08_a_replicas_batch_is_held_by_its_own_memory(monkeypatch):
    """The memory rule divided a run's batch by its replicas, though `batch` is one replica's and its
    memory (`chips_used`) is one replica's too: 20 requests of 1 GB of KV beside 16 GB of weights on 32 GB
    do not fit (36 GB), whatever dp is."""
    from types import SimpleNamespace
    from trainium_report import calibration
    r = SimpleNamespace(memory_bytes=32e9, weight_bytes=16e9, chips=1.0, chip="x", entity_id="x", input_len=1000,
                        output_len=0, kv_bytes_per_token=1e6, batch=20, dp=4, model_id="m", weight_dtype="bf16")
    p = calibration._unheld(None, r, "runs.csv", 2)
    assert p is not None and p.field == "batch" and "20 request(s)" in p.expected
    assert calibration._unheld(None, SimpleNamespace(**{**vars(r), "batch": 16}), "runs.csv", 2) is None   # 32 GB


def test_a16_a_per_gpu_figure_quoted_for_an_8_gpu_system_is_refused(capsys):
    """a16: a p5.48xlarge quoted at a per-GPU price the dataset lists for it (its Capacity Block rate per GPU)
    passed, being above a quarter of the cheapest H100 anywhere; now also held to the system's own prices."""
    from trainium_report import dataset
    ds = dataset.load()
    own = dataset.prices(ds).query("entity_id == 'p5.48xlarge'")["usd_per_chip_hour"].dropna()
    low = float(own.min())

    def quote(usd):
        return run_main(capsys, "estimate", ROOT / "scenarios" / "default.yaml", "-y",
                        f"{{price_overrides: {{p5.48xlarge: {usd!r}}}, candidates: [trn2, p5.48xlarge]}}")
    for per_gpu in sorted(set(own.round(4))):              # each listed per-GPU price, given for the whole
        r = quote(float(per_gpu))
        assert r.returncode == 1 and "is its listed price per chip-hour" in r.stderr, r.stderr
    r = quote(round(8 * low * 0.2 * 1.07, 3))               # a fifth of its cheapest listed price (and not equal to one)
    assert r.returncode == 1 and "the cheapest the dataset lists for the p5.48xlarge itself" in r.stderr, r.stderr
    assert quote(round(8 * low * 0.6, 3)).returncode == 0   # 40% off: a deal, used


def test_a34_a8_04_chips_at_aws_are_refused_for_the_instances_aws_rents_them_in(capsys):
    """a34: h100-sxm:8@aws was priced (a region-less AWS per-GPU price) under any regions; round 59's a8-04:
    at 31.2 USD/h from a secondary ~3.90 per GPU, under p5.48xlarge's 55.04 list price for the same machine.
    AWS rents H100s only in P5 instances: the candidate is refused, naming them."""
    r = run_main(capsys, "estimate", ROOT / "scenarios" / "default.yaml", "-y",
                 "{candidates: [trn2, 'h100-sxm:8@aws'], regions: [us-east-1]}")
    assert r.returncode == 1 and "candidate 'h100-sxm:8@aws': AWS rents h100-sxm only in whole systems: " \
        "p5.4xlarge (1 chip), p5.48xlarge (8 chips); name one of them or the family p5" in r.stderr, r.stderr
    r = run_main(capsys, "estimate", ROOT / "scenarios" / "default.yaml", "-y", "{candidates: [trn2, 'h100-sxm:8']}")
    assert r.returncode == 1 and "candidate 'h100-sxm:8': AWS rents h100-sxm only in whole systems" in r.stderr


# ---- round 52 (tester c, 92 cases at 8e12ae3: 10 failed; c02, c03, c29, c46 mended above) ---------------

@pytest.mark.parametrize("extra, said", [
    ("experts: 8, experts_per_token: 2, expert_ffn_size: 4096, moe_layers: 0", "'model_shape.moe_layers' is 0 with 8 experts"),
    ("name: my-llama-70B", "'model_shape.name' is 'my-llama-70B', a model of 70B parameters, but the shape adds up to 8.03B")])
def test_r52_c26_c90_an_inline_shape_at_odds_with_itself_is_refused(capsys, extra, said):
    """c26: 8 experts in 0 MoE layers was taken (a 'mixture' whose count holds no expert); c90: a shape named
    70B on an 8B's sizes (32 x 4096, FFN 14336, vocabulary 128256: 8.03e9 parameters) was taken, though a
    config.json's name is held to its size."""
    r = run_main(capsys, "estimate", ROOT / "scenarios" / "default.yaml", "-y",
                 "{model_shape: {layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, "
                 f"head_dim: 128, vocab_size: 128256, {extra}}}}}")
    assert r.returncode == 1 and said in r.stderr, r.stderr


@pytest.mark.parametrize("q, precision", [
    ({"quant_method": "bitsandbytes", "load_in_8bit": True, "load_in_4bit": False}, "int8"),
    ({"quant_method": "bitsandbytes", "load_in_4bit": True}, "4-bit"),
    ({"quant_method": "gptq", "bits": 8, "group_size": 128}, "int8"),
    ({"quant_method": "awq", "bits": 4}, "4-bit"),
    ({"quant_method": "compressed-tensors", "config_groups": {"g": {"weights": {"num_bits": 8, "type": "float"}}}}, "fp8"),
    ({"quant_method": "compressed-tensors", "config_groups": {"g": {"weights": {"num_bits": 8, "type": "int"}}}}, "int8"),
    ({"quant_method": "compressed-tensors"}, "quantized")])
def test_r52_c73_c74_c78_a_quantization_configs_own_width_is_read(tmp_path, q, precision):
    """c73: bitsandbytes' load_in_8bit, c78: GPTQ's bits 8 and c74: compressed-tensors' FP8 weight groups were
    read as 4-bit or 'a quantized format', so a scenario at the checkpoint's own precision was refused."""
    import json
    from trainium_report import hfconfig
    doc = json.loads((ROOT / "scenarios/examples/configs/llama-3.1-8b-config.json").read_text())
    doc["quantization_config"] = q
    (tmp_path / "config.json").write_text(json.dumps(doc))
    assert hfconfig.quantization(tmp_path / "config.json")[0] == precision


def test_r52_c76_predict_with_nothing_predicted_fails(tmp_path, capsys):
    """c76: a CSV whose only run is impossible (tp 8 x dp 4 on an 8-GPU p5.48xlarge) gave '0 run(s) predicted'
    and exit 0."""
    head = (ROOT / "scenarios/examples/my-runs.csv").read_text().splitlines()[0]
    (tmp_path / "runs.csv").write_text(head + "\nmy-p5-8b,p5.48xlarge,1,decode,Llama-3.1-8B,llama-3.1-8b,8,,4,8,,,2048,512,"
                                              "bf16,bf16,,1200,60,12,measured,static,,,2026-10-01,my run\n")
    r = run_main(capsys, "predict", tmp_path / "runs.csv")
    assert r.returncode == 1 and "runs.csv, line 2" in r.stderr and "no run could be predicted" in r.stderr, r.stderr


# ---- round 52 (tester d, 63 cases at 8e12ae3: 15 failed, d05 a wrong case) ----------------------------

def test_r52_d04_a_check_of_a_metric_no_table_holds_is_an_error(data_copy, capsys):
    """d04: a check's metric misspelt (memory_bandwith) was a warning ('no row matches it') and validate
    said every plausibility check passed; as a folder's own check it is an error naming the metric, and a
    project check whose selection a folder changes is refused as loosened."""
    text = (data_copy / "checks.yaml").read_text()
    (data_copy / "checks.yaml").write_text(text + "- {id: extra, severity: error, kind: range, where: {metric: "
                                           "memory_bandwith, entity_kind: chip}, unit: TB/s, min: 0, max: 100, why: x}\n")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and "field 'check 'extra'.where.metric': got 'memory_bandwith'" in r.stdout, r.stdout
    (data_copy / "checks.yaml").write_text(text.replace("where: {metric: memory_bandwidth, entity_kind: chip}",
                                                        "where: {metric: memory_bandwith, entity_kind: chip}", 1))
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and "check 'chip-memory-bandwidth''" in r.stdout and "memory_bandwith" in r.stdout, r.stdout


# ---- round 52 (tester b, 55 cases at 8e12ae3: 4 failed) -------------------------------------------------

def test_r52_b43_a_builds_kernels_keep_no_shared_history_file(monkeypatch, tmp_path):
    """b43: a kernel stopped (SIGSTOP) in one build stalled another build's kernels for about 45 s: every
    kernel wrote its input history to the one history.sqlite of the shared IPython profile. A build's
    kernels are started with history off."""
    from jupyter_client.manager import KernelManager
    from trainium_report.publishing import run
    seen = []

    def fake_start(self, **kw):
        seen.append(list(self.kernel_spec.argv))
        raise RuntimeError("not started")
    monkeypatch.setattr(KernelManager, "start_kernel", fake_start)
    monkeypatch.setattr(run, "_factory_socket", lambda: None)
    with pytest.raises(RuntimeError, match="not started"):
        run._start_kernel(tmp_path, warm=False)
    assert seen and "ipykernel_launcher" in seen[0] and seen[0][-1] == "--HistoryManager.enabled=False", seen


def test_r52_b52_b55_a_data_folder_gone_after_the_checks_is_said_not_a_traceback(capsys, monkeypatch):
    """b52, b55: the scenario's data folder moved away after the scenario check: estimate (cli.py, its own
    dataset.load) and validate ended in a DataError traceback."""
    from trainium_report import cli, dataset
    real, calls = dataset.load, []

    def gone(data_dir=None, *a, **kw):
        calls.append(data_dir)
        if data_dir is not None and len(calls) > 1:         # the scenario check's read passes; the next one fails
            raise dataset.DataError([dataset.Problem("d/datapackage.json", 0, "", "no such file", "a regular file")])
        return real(data_dir, *a, **kw)
    monkeypatch.setattr(cli.dataset, "load", gone)
    r = run_main(capsys, "estimate", ROOT / "scenarios" / "default.yaml", "-p", "data_dir", str(ROOT / "data"))
    assert r.returncode == 1 and "d/datapackage.json" in r.stderr and "stopped" in r.stderr, r.stderr


def test_r52_b19_a_stale_pins_variable_is_named_when_it_refuses_a_file(tmp_path, monkeypatch, capsys):
    """b19: TRAINIUM_REPORT_PINS left in the environment (a CLI run from a cell of a built notebook), naming
    other digests: 'changed since the build began', though no build ran; the variable is named."""
    import json
    from trainium_report import inputs
    (tmp_path / "pins.json").write_text(json.dumps({str(ROOT / "scenarios" / "default.yaml"): "0" * 64}))
    monkeypatch.setenv(inputs.PINS_ENV, str(tmp_path / "pins.json"))
    monkeypatch.setattr(inputs, "_PINS", {})
    r = run_main(capsys, "estimate", ROOT / "scenarios" / "default.yaml")
    assert r.returncode == 1 and f"{inputs.PINS_ENV}={tmp_path / 'pins.json'}; outside a build, unset it" in r.stderr, \
        r.stderr


# ---- round 52 (tester a, 60 cases at 8e12ae3: 3 failed; a11 and a12 mended with a16 above) ------------

def test_r52_a47_a06_a36_messages_name_what_they_mean_on_one_line(tmp_path, capsys, monkeypatch):
    """a47: the line saying a CSV was written printed a line break in its name raw; a06: a CSV aimed into the
    command's own --data-dir was said to lie 'in the project's inputs or code'; a36: --notebooks at an empty
    folder said 'build stopped: FileNotFoundError: ...'."""
    monkeypatch.chdir(tmp_path)
    r = run_main(capsys, "claims", "--csv", "a\nb.csv")
    assert r.returncode == 0 and "a\\nb.csv" in r.stdout and "a\nb.csv" not in r.stdout, r.stdout
    import shutil
    shutil.copytree(ROOT / "data", tmp_path / "dd")
    r = run_main(capsys, "specs", "trn2.48xlarge", "--data-dir", str(tmp_path / "dd"), "--csv", str(tmp_path / "dd" / "x.csv"))
    assert r.returncode == 1 and "it lies in this command's data folder (--data-dir" in r.stderr, r.stderr
    (tmp_path / "empty").mkdir()
    r = run_main(capsys, "build", ROOT / "scenarios" / "default.yaml", "--notebooks", str(tmp_path / "empty"),
                 "--out", str(tmp_path / "out"))
    assert r.returncode == 1 and "empty: no notebooks found" in r.stderr and "FileNotFoundError" not in r.stderr, r.stderr


def _edit_row(path, starts, col, value):
    """Set one cell of the first row of a CSV starting with `starts`; the row's line number."""
    import csv
    rows = list(csv.reader(path.open(newline="", encoding="utf-8")))
    j = next(i for i, r in enumerate(rows) if ",".join(r).startswith(starts))
    rows[j][rows[0].index(col)] = value
    with path.open("w", newline="", encoding="utf-8") as fh:
        csv.writer(fh).writerows(rows)
    return j + 1


@pytest.mark.parametrize("table, starts, col, value, said", [
    ("efficiency", "NVIDIA GPU,training,mfu", "unit", "ms", "expected fraction, the unit of mfu"),
    ("prices", "p5.48xlarge,aws", "offer_kind", "neocloud_list", "expected an offer kind of a hyperscaler"),
    ("prices", "h100-sxm,lambda", "offer_kind", "capacity_block", "expected an offer kind of a GPU cloud"),
    ("scorecard", "Trainium,", "platform", "trainium", "the spelling of the platform already written 'Trainium'"),
])
def test_r52_d36_d46_d47_a_rows_own_kind_is_held_to_the_rest(data_copy, capsys, table, starts, col, value, said):
    """d36/d37: an efficiency row's unit not its parameter's; d46: AWS selling a GPU cloud's list price (and a GPU
    cloud a Capacity Block); d47: a scorecard platform spelt two ways (a sixth platform of one axis)."""
    if table == "scorecard":                  # the second row of the platform gets the other spelling
        rows = (data_copy / "scorecard.csv").read_text(encoding="utf-8").splitlines()
        j = [i for i, r in enumerate(rows) if r.startswith(starts)][1]
        rows[j] = value + rows[j][len("Trainium"):]
        (data_copy / "scorecard.csv").write_text("\n".join(rows) + "\n", encoding="utf-8")
        line = j + 1
    else:
        line = _edit_row(data_copy / f"{table}.csv", starts, col, value)
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and f"{table}.csv, line {line}, field '{col}'" in r.stdout and said in r.stdout, r.stdout


@pytest.mark.parametrize("col, value, said", [("seq_len", "64", "expected at least input_len + output_len"),
                                              ("batch", "99999", "expected at most global_batch")])
def test_r52_d48_d50_a_runs_lengths_and_batches_go_together(data_copy, capsys, col, value, said):
    """d48: seq_len 1024 with 128 + 8,064 tokens passed; d50: a training batch above its global batch passed."""
    import csv
    rows = list(csv.DictReader((data_copy / "measurements.csv").open(encoding="utf-8")))
    need = "input_len" if col == "seq_len" else "global_batch"
    j = next(i for i, r in enumerate(rows) if r[need] and r["seq_len" if col == "seq_len" else "batch"])
    rows[j][col] = value
    with (data_copy / "measurements.csv").open("w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and f"measurements.csv, line {j + 2}, field '{col}'" in r.stdout and said in r.stdout, r.stdout


def test_r52_d52_a_metrics_units_of_two_dimensions_are_refused(data_copy, capsys):
    """d52: GB/s added to memory_capacity's units: 96000 GB/s was then read as 96 GB of memory."""
    import json
    pkg = json.loads((data_copy / "datapackage.json").read_text())
    pkg["x-metrics"]["memory_capacity"]["units"].append("GB/s")
    (data_copy / "datapackage.json").write_text(json.dumps(pkg, indent=1))
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and "field 'x-metrics.memory_capacity.units'" in r.stdout and "GB/s is " in r.stdout, r.stdout


def test_r52_d01_a_price_before_its_own_system_was_available_is_refused(data_copy, capsys):
    """d01: a p6-b200.48xlarge price dated four years before the instance's own available_from passed: the rule
    read only its chip's date, and b200 has none."""
    import csv
    from trainium_report import dataset
    ds = dataset.load(data_copy)
    ent = dataset.entity_index(ds)
    system = next(e for e, r in ent.iterrows() if r["kind"] != "chip" and str(r["available_from"]) not in ("", "nan")
                  and str(ent.loc[r["chip_id"], "available_from"]) in ("", "nan")
                  and (ds.prices["entity_id"] == e).any())
    year = int(str(ent.loc[system, "available_from"])[:4]) - 4
    line = _edit_row(data_copy / "prices.csv", system + ",", "as_of", f"{year}-08-26")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and f"prices.csv, line {line}, field 'as_of'" in r.stdout and system in r.stdout, r.stdout


def test_r52_d23_a_gpu_replica_that_cannot_split_the_heads_is_excluded(capsys):
    """d23: h100-sxm:3@lambda was priced as one replica of 3 GPUs (tensor parallel 3 over Llama 3.1 70B's 64
    heads, which no GPU serving stack splits) and came out cheapest."""
    from trainium_report import dataset, performance
    shape = performance.model_shape(dataset.load(), "llama-3.1-70b")
    assert (shape.heads, shape.kv_heads) == (64, 8)
    assert [c for c in (1, 2, 3, 4, 6, 8, 16, 24) if performance.tensor_split(shape, c)] == [1, 2, 4, 8, 16]
    r = run_main(capsys, "estimate", ROOT / "scenarios" / "default.yaml", "-y",
                 "{candidates: [trn2, 'h100-sxm:3@lambda', 'h100-sxm:8@lambda'], price_basis: gpu_cloud_list}")
    said = r.stdout + r.stderr
    assert "excluded: h100-sxm:3@lambda: no replica of 3 GPU(s)" in said and "splits its 64 attention heads" in said, said


def test_r52_d16_d17_d49_validate_names_what_the_code_needs_and_the_real_slip(data_copy, capsys):
    """d16: trainium2 renamed everywhere passed validate, though the code lent its fit to trainium3 (which
    then dropped out of every estimate): the loan is now entities.csv's `fit_from`, so a rename everywhere
    keeps trainium3 estimated, and a loan from a chip with no runs (or one that borrows) is refused; d17: subjects.csv without its rack_claim row said 'needed by notebooks
    that read it', not which; d49: trn2.48xlarge's chips slipped to 8 blamed its two spec totals, not the count."""
    import shutil
    twin = data_copy.parent / "renamed"
    shutil.copytree(data_copy, twin)
    for f in twin.glob("*.csv"):
        f.write_text(re.sub(r"\btrainium2\b", "trainium-2", f.read_text(encoding="utf-8")), encoding="utf-8")
    r = run_main(capsys, "validate", twin)
    assert r.returncode == 0, r.stdout + r.stderr
    r = run_main(capsys, "estimate", ROOT / "scenarios" / "examples" / "trn3-quote-serving.yaml", "-p", "data_dir", twin)
    assert r.returncode == 0 and "trn3-ultraserver-gen2" in r.stdout, r.stdout + r.stderr
    line = _edit_row(twin / "entities.csv", "trainium3,", "fit_from", "b200")     # no serving runs
    r = run_main(capsys, "validate", twin)
    assert r.returncode == 1 and f"entities.csv, line {line}, field 'fit_from': got 'b200'" in r.stdout \
        and "b200 has none" in r.stdout, r.stdout
    line = _edit_row(twin / "entities.csv", "trainium3,", "fit_from", "h200-sxm")     # itself a borrower
    r = run_main(capsys, "validate", twin)
    assert r.returncode == 1 and f"line {line}, field 'fit_from'" in r.stdout and "h200-sxm borrows h100-sxm" \
        in r.stdout, r.stdout
    rows = (data_copy / "subjects.csv").read_text(encoding="utf-8").splitlines()
    (data_copy / "subjects.csv").write_text("\n".join(x for x in rows if not x.startswith("rack_claim,")) + "\n")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and "'rack_claim' has 0 ids (no row), expected one (needed by " \
        "notebooks/02-generations.ipynb)" in r.stdout + r.stderr, r.stdout + r.stderr
    (data_copy / "subjects.csv").write_text("\n".join(rows) + "\n")
    line = _edit_row(data_copy / "entities.csv", "trn2.48xlarge,", "chips", "8")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and f"entities.csv, line {line}, field 'chips': got '8', expected 16" in r.stdout, r.stdout


def test_r52_c36_c63_c83_messages_say_what_the_key_may_hold(tmp_path, capsys):
    """c36/c63: completed "50" and request_rate "fast" were said as "got \\"'50'\\"" with no word that the
    key wants a JSON number (or inf); c83: a tp of 0 given with -y ended in an aside about papermill's -f."""
    r = _vllm_case(tmp_path, capsys, request_rate="fast")
    assert r.returncode == 1 and "field 'request_rate': got 'the text fast'" in r.stderr and '"inf"' in r.stderr, r.stderr
    r = _vllm_case(tmp_path, capsys, completed="50")
    assert r.returncode == 1 and "field 'completed': got 'the text 50'" in r.stderr, r.stderr
    r = run_main(capsys, "estimate", tmp_path / "s.yaml", "-y",
                 "{measurements: {file: run.json, entity_id: trainium2, nodes: 2, tp: 0}}")
    assert r.returncode == 1 and "measurements.tp a whole number >= 1" in r.stderr and "papermill" not in r.stderr, r.stderr


# ---- round 53 (four testers at 9726b88: 243 new cases, 7 defects) ------------------------------------------

def test_r53_c2_35_c2_41_two_keys_for_one_thing_are_refused(tmp_path, capsys):
    """c2-35: model and model_shape both written: the shape replaced the model without a word; c2-41: a gpt-oss
    config with experts_per_token 64 and num_experts_per_tok 4: the second read, the first ignored."""
    import json
    (tmp_path / "s.yaml").write_text("model: llama-3.1-8b\nmodel_shape: {layers: 32, hidden_size: 4096, ffn_size: "
                                     "14336, attention_heads: 32, kv_heads: 8, head_dim: 128, vocab_size: 128256}\n")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 1 and "keys 'model' ('llama-3.1-8b') and 'model_shape' are both given" in r.stderr, r.stderr
    doc = json.loads((ROOT / "scenarios/examples/configs/llama-3.1-8b-config.json").read_text())
    doc.pop("_name_or_path", None)
    doc.update(architectures=["GptOssForCausalLM"], model_type="gpt_oss", num_local_experts=32, num_experts_per_tok=4,
               experts_per_token=64, intermediate_size=2880)
    (tmp_path / "config.json").write_text(json.dumps(doc))
    r = run_main(capsys, "model", tmp_path / "config.json")
    assert r.returncode == 1 and "key 'experts_per_token' is 64, but key 'num_experts_per_tok' is 4" in r.stderr, r.stderr


def test_r53_d2_26_d2_75_a_folders_broken_key_or_check_leaves_the_projects_rules_on(data_copy, capsys):
    """d2-26: prices' foreign key re-pointed at a table 'instances' no package has passed (its rows checked
    against nothing); d2-75: a folder's checks.yaml refused turned every plausibility check off, the project's
    too, so a 2900 TB/s slip went unnamed."""
    import json
    text = (data_copy / "checks.yaml").read_text()
    (data_copy / "checks.yaml").write_text(text.replace("where: {metric: memory_bandwidth, entity_kind: chip}",
                                                        "where: {metric: memory_bandwidth, entity_kind: chips}", 1))
    line = _edit_row(data_copy / "specs.csv", "trainium2,memory_bandwidth", "value", "2900")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and f"specs.csv, line {line}, field 'value': got '2900 TB/s'" in r.stdout, r.stdout
    (data_copy / "checks.yaml").write_text(text)
    pkg = json.loads((data_copy / "datapackage.json").read_text())
    prices = next(res for res in pkg["resources"] if res["name"] == "prices")
    fk = next(f for f in prices["schema"]["foreignKeys"] if f["reference"]["resource"] == "entities")
    fk["reference"]["resource"] = "instances"
    (data_copy / "datapackage.json").write_text(json.dumps(pkg, indent=1))
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and "foreignKeys.reference.resource': got 'instances', expected a table of this" in r.stdout, \
        r.stdout


def test_r53_a2_03_a_csv_over_a_file_in_a_special_folder_gives_the_real_reason(tmp_path, capsys):
    """a2-03: --csv /proc/version said 'No such file or directory' of a file that exists (the temporary file
    beside it is what could not be made). (a2-36, a build's 'ok' line split by a line break in --out, is
    checked by its case in benchmarks/hostile-cases.)"""
    r = run_main(capsys, "specs", "trainium2", "--csv", "/proc/version")
    assert r.returncode == 1 and "/proc/version: cannot be written (its folder takes no new file" in r.stderr, r.stderr


def test_r53_c2_56_a_run_copied_under_another_id_is_refused(tmp_path, capsys):
    """c2-56: line 2 of a runs CSV copied under a new run_id was fitted twice (every value the same)."""
    ex = ROOT / "scenarios" / "examples"
    rows = (ex / "my-runs.csv").read_text().splitlines()
    rows.append(rows[1].replace("my-trn2-llama70b-l2,", "my-trn2-llama70b-l2-again,", 1))
    (tmp_path / "my-runs.csv").write_text("\n".join(rows) + "\n")
    (tmp_path / "s.yaml").write_text((ex / "your-runs-csv.yaml").read_text())
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 1 and f"my-runs.csv, line {len(rows)}, field 'run_id'" in r.stderr \
        and "every other value equals line 2's" in r.stderr, r.stderr


def test_r53_b2_19_a_config_saved_mid_command_is_said_not_a_traceback(capsys, monkeypatch, tmp_path):
    """b2-19: a config.json rewritten while estimate ran (read again after the scenario check) ended in a
    ConfigError traceback."""
    import shutil
    from trainium_report import costs, hfconfig
    shutil.copy(ROOT / "scenarios/examples/configs/llama-3.1-8b-config.json", tmp_path / "cfg.json")
    (tmp_path / "s.yaml").write_text("model: cfg.json\n")

    def saved_meanwhile(ds, params):        # the read after the scenario check finds the file rewritten
        raise hfconfig.ConfigError(f"{tmp_path / 'cfg.json'}: not JSON (line 1)")
    monkeypatch.setattr(costs, "is_moe", saved_meanwhile)
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 1 and "cfg.json: not JSON" in r.stderr and "stopped" in r.stderr, r.stderr


def test_r53_b2_17_a_runs_file_is_read_once_per_check(tmp_path, monkeypatch):
    """b2-17: read_table checked one read of a runs CSV and built its frame from a second: a file saved in
    between gave pandas' 'Unable to parse string' with no file, line or field."""
    from trainium_report import dataset
    real, reads = dataset._own_rows, []
    monkeypatch.setattr(dataset, "_own_rows", lambda *a, **k: reads.append(1) or real(*a, **k))
    frame = dataset.read_table(ROOT / "scenarios/examples/my-runs.csv", "measurements", dataset.load(), own=True)
    assert len(frame) >= 1 and reads == [1]


# ---- round 54 (four testers at ca655b3 / 984eca9) --------------------------------------------------------

def test_r54_a3_28_a_date_given_on_the_command_line_reaches_the_notebooks_as_text():
    """a3-28: build -p quote_date 2026-11-20 failed both notebooks before a cell ran ('Object of type date is
    not JSON serializable': papermill passes overrides as JSON); estimate took it."""
    import argparse
    import json
    from trainium_report import cli
    got = cli.command_line_overrides(argparse.Namespace(yaml=["{price_overrides: {trn2.48xlarge: 24.0}}"],
                                                        param=[("quote_date", "2026-11-20")]))
    assert got["quote_date"] == "2026-11-20" and json.loads(json.dumps(got)) == got


@pytest.mark.parametrize("line, col, value, said", [
    (1, "model_name", "Llama-3.1-8B-Instruct", "it names llama-3.1-8b, and the row's model_id is llama-3.1-70b"),
    (1, "seq_len", "1024", "expected at least input_len + output_len")])
def test_r54_c3_33_c3_34_predict_holds_a_runs_name_and_lengths_to_its_row(tmp_path, capsys, line, col, value, said):
    """c3-33: predict took a run named for Llama 3.1 8B with model_id llama-3.1-70b; c3-34: a seq_len of 1,024
    for 10,000 + 1,500 tokens. Both are now said of the file, line and field, and the run is not predicted."""
    import csv
    rows = list(csv.reader((ROOT / "scenarios/examples/my-runs.csv").open(newline="")))
    rows[line][rows[0].index(col)] = value
    with (tmp_path / "r.csv").open("w", newline="") as fh:
        csv.writer(fh).writerows(rows)
    r = run_main(capsys, "predict", tmp_path / "r.csv")
    assert f"r.csv, line {line + 1}, field '{col}'" in r.stderr and said in r.stderr, r.stderr


def test_r54_d3_06_d3_49_d3_60_validate_names_the_field_at_fault(data_copy, capsys):
    """d3-06: subjects.csv's used_by naming a notebook that does not exist passed; d3-49: availability.csv's
    provider 'Aws' was blamed on four prices' regions; d3-60: a capacity check given a bandwidth unit compared
    capacities converted to TB/s."""
    rows = (data_copy / "subjects.csv").read_text(encoding="utf-8").splitlines()
    j = next(i for i, r in enumerate(rows) if r.startswith("rack_claim,"))
    rows[j] = rows[j].replace("notebooks/02-generations.ipynb", "notebooks/99-nowhere.ipynb")
    (data_copy / "subjects.csv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    line = _edit_row(data_copy / "availability.csv", "inf1,aws,", "provider", "Aws")
    text = (data_copy / "checks.yaml").read_text()
    i = text.index("- id: chip-memory-capacity")
    k = text.index("  unit: GB", i)
    (data_copy / "checks.yaml").write_text(text[:k] + "  unit: TB/s" + text[k + len("  unit: GB"):])
    r = run_main(capsys, "validate", data_copy)
    said = r.stdout + r.stderr
    assert r.returncode == 1 and f"availability.csv, line {line}, field 'provider': got 'Aws'" in said, said
    (data_copy / "availability.csv").write_text((data_copy / "availability.csv").read_text().replace(",Aws,", ",aws,", 1))
    r = run_main(capsys, "validate", data_copy)
    said = r.stdout + r.stderr
    assert f"subjects.csv, line {j + 1}, field 'used_by': got 'notebooks/99-nowhere.ipynb'" in said, said
    # round 60 (d9-04): a folder's check in another unit than the project's is refused as such, before it is read
    assert "field 'check 'chip-memory-capacity'': got 'unit: \"TB/s\"', expected the project's check with the " \
        "project's unit, \"GB\"" in said, said
