"""Issue 22: the defects left by rounds 57-58 (a7-01, a7-18, d7-04, a5-15) and those rounds 59-61 found: each test failed on
the code (or data) before its mend."""
import csv
import io
import subprocess
import sys
from pathlib import Path

import pytest

from helpers import run_main

ROOT = Path(__file__).resolve().parent.parent
DEFAULT = ROOT / "scenarios" / "default.yaml"


def _estimate(capsys, tmp_path, candidates, **more):
    out = tmp_path / "e.csv"
    extra = "".join(f", {k}: {v}" for k, v in more.items())
    r = run_main(capsys, "estimate", DEFAULT, "-y",
                 "{candidates: [%s, trn1.32xlarge], price_basis: gpu_cloud_list%s}" % (", ".join(
                     f'"{c}"' for c in candidates), extra), "--csv", out)
    assert r.returncode == 0, r.stderr
    return {x["candidate"]: x for x in csv.DictReader(out.open(encoding="utf-8"))}, r


@pytest.mark.parametrize("cand, per_gpu, gpus_a_unit", [
    ("h100-sxm:1@lambda", 4.29, 1),       # the 1x rate; 3.99 is for 8x instances only
    ("h100-sxm:2@lambda", 4.29, 1),       # 1-GPU replicas of the 8B model, each rented at the 1x rate
    ("h100-sxm:8@lambda", 3.99, 8),       # the 8x rate, rented 8 GPUs at a time however small the replica
])
def test_a7_01_a7_18_a_per_gpu_rate_for_8_gpu_instances_prices_multiples_of_8_only(capsys, tmp_path, cand, per_gpu,
                                                                                      gpus_a_unit):
    """A7-01: one H100 at Lambda was priced at 3.99, the per-GPU rate of its 8x instance (the 1x rate is
    4.29, same day); a7-18: eight were rented as 4-GPU replicas at that rate. prices.csv's min_chips
    (8 on that row) now limits the rate to multiples of 8 chips and makes them the smallest rental."""
    rows, _ = _estimate(capsys, tmp_path, [cand], model="llama-3.1-8b")
    r = rows[cand]
    unit, units = float(r["unit_usd_per_hour"]), float(r["units_rented"])
    assert unit == pytest.approx(per_gpu * gpus_a_unit), r
    assert float(r["monthly_bill_usd"]) == pytest.approx(units * unit * 729.6)


def test_a7_01_a_chip_count_no_rate_of_the_provider_allows_is_excluded_saying_why(capsys, tmp_path, data_copy):
    """A100s at Lambda are listed only at the 8x rate: 4 of them have no price there, said with the key."""
    r = run_main(capsys, "estimate", DEFAULT, "-y", "{candidates: [a100-80gb:4@lambda, trn1.32xlarge], "
                 "price_basis: gpu_cloud_list, model: llama-3.1-8b}")
    assert "a100-80gb:4@lambda: no neocloud list price from lambda for 4 chip(s): its rate is for multiples " \
           "of 8 chips (prices.csv min_chips)" in r.stdout + r.stderr, r.stdout + r.stderr


def test_min_chips_on_a_systems_price_is_refused(data_copy, capsys):
    from test_round42 import _edit_row
    line = _edit_row(data_copy / "prices.csv", "p5.48xlarge,aws", "min_chips", "8")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and f"prices.csv, line {line}, field 'min_chips': got '8', expected empty: a price " \
        "per system rents the whole p5.48xlarge" in r.stdout, r.stdout


def test_d7_04_a_bad_cell_and_a_slip_elsewhere_are_named_in_one_run(data_copy, capsys):
    """D7-04: one cell problem (U+2028 in a note) stopped validate before the plausibility checks, so
    trainium2's memory bandwidth written 2900 TB/s was named only on the next run. The checks now run
    on the rows without a problem."""
    from test_round42 import _edit_row
    bad = _edit_row(data_copy / "specs.csv", "inferentia2,", "note", "see\u2028also")
    slip = _edit_row(data_copy / "specs.csv", "trainium2,memory_bandwidth,", "value", "2900")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1, r.stdout
    assert f"specs.csv, line {bad}, field 'note'" in r.stdout and \
        f"specs.csv, line {slip}, field 'value': got '2900 TB/s', expected from 0.01 to 30" in r.stdout, r.stdout
    # 3: the range, the system's total, and the other sources of trainium2's bandwidth (sources-agree)
    assert "in the tables; the plausibility checks of checks.yaml ran on the rows without a problem: 3 more" \
        in r.stderr, r.stderr
    assert f"specs.csv, line {slip}, field 'value': got '2900 TB/s', expected within 6x of what the other sources" \
        in r.stdout, r.stdout


def test_d7_04_a_file_level_problem_still_says_the_checks_wait(data_copy, capsys):
    (data_copy / "claims.csv").write_text("", encoding="utf-8")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and "the plausibility checks of checks.yaml run once these are mended" in r.stderr, \
        r.stderr


def test_a5_15_a_quote_dated_years_before_the_h100_shipped_is_refused(capsys):
    """A5-15: a quote for H100s dated 2021-01-01 was accepted: the chip had no sourced first-availability
    date (now 2022-10, NVIDIA's first OEM systems, anandtech-h100-production-2022)."""
    r = run_main(capsys, "estimate", DEFAULT, "-y", '{price_overrides: {"h100-sxm:8@lambda": 23.9}, '
                 "quote_date: 2021-01-01, price_max_age_days: 36500}")
    assert r.returncode == 1 and "key 'quote_date' is '2021-01-01'" in r.stderr and \
        "before h100-sxm was first available (2022-10, entities.csv available_from)" in r.stderr, r.stderr


def test_d8_16_a_bad_source_row_does_not_switch_the_plausibility_checks_off(data_copy, capsys):
    """D8-16 (round 59): a source's tier written 'x' left the specs citing it with no tier, the checks
    raised on the partial dataset and were skipped: a p5 price entered in cents went unnamed. Rows
    citing a row left out are now left out too."""
    from test_round42 import _edit_row
    bad = _edit_row(data_copy / "sources.csv", "tomshardware-trn2-exaflops,", "tier", "x")
    slip = _edit_row(data_copy / "prices.csv", "p5.48xlarge,aws,us-east-1,on_demand", "usd_per_hour", "5504")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and f"sources.csv, line {bad}, field 'tier'" in r.stdout, r.stdout
    assert f"prices.csv, line {slip}, field 'usd_per_hour': got '688 USD per hour per chip'" in r.stdout, r.stdout


def test_d8_22_an_available_from_with_no_source_is_refused(data_copy, capsys):
    """D8-22 (round 59): h100-sxm's available_from (which now refuses runs and quotes dated years before
    it) was accepted with its available_source_id emptied; and a source of no date is refused too."""
    from test_round42 import _edit_row
    line = _edit_row(data_copy / "entities.csv", "h100-sxm,", "available_source_id", "")
    other = _edit_row(data_copy / "entities.csv", "h200-sxm,", "available_source_id", "lzwjava-h200")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and f"entities.csv, line {line}, field 'available_source_id': got '', expected the " \
        "source of available_from 2022-10" in r.stdout, r.stdout
    assert f"entities.csv, line {other}, field 'available_from': got ''" in r.stdout, r.stdout


def test_b4_08_the_builds_wait_file_variable_left_in_a_shell_writes_no_user_file(monkeypatch, tmp_path):
    """B4-08 (found failing in round 59's rerun): TRAINIUM_REPORT_CACHE_WAITED naming a user's file had a
    line appended to it by the cache's shared wait count. Only a build's own file is read or written."""
    from trainium_report import cache
    mine = tmp_path / "thesis.tex"
    mine.write_text("thesis\n")
    monkeypatch.setenv(cache.WAITED_ENV, str(mine))
    cache._share(1.5, 123)
    assert mine.read_text() == "thesis\n" and cache._shared() is None
    own = tmp_path / ".build-x1y2z3_4" / "cache-waits"
    own.parent.mkdir()
    own.write_text("0.5\n")
    monkeypatch.setenv(cache.WAITED_ENV, str(own))
    cache._share(1.5, 123)
    assert own.read_text() == "0.5\n1.500 123\n" and cache._shared() == (pytest.approx(2.0), {123})


RUN_HEADER = ("run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,"
              "output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,"
              "sequences_per_s,source_id,as_of,note\n")


def test_c8_20_a_model_on_the_command_line_beside_the_files_inline_shape_is_refused(tmp_path):
    """C8-20: `-p model llama-3.1-70b` over a file with an inline model_shape was dropped unsaid (the
    default model's name counted as no choice, even given on the command line)."""
    from trainium_report import scenario
    shape = scenario.defaults()["model"]
    s = tmp_path / "s.yaml"
    s.write_text("scenario: own\nmodel_shape: {name: mine, layers: 32, hidden_size: 4096, "
                 "attention_heads: 32, kv_heads: 8, ffn_size: 14336, vocab_size: 128256}\n", encoding="utf-8")
    with pytest.raises(scenario.ScenarioError) as err:
        scenario.load(s, overrides={"model": shape})
    assert "keys 'model'" in str(err.value) and "'model_shape' are both given" in str(err.value)


def test_c8_22_c8_42_pipeline_stages_read_their_weights_one_after_another(ds):
    """C8-22/23/42: a pp 2 run's bound counted all its GPUs reading weights at once (2 x 8 H100s: the
    bound of 16), so a TPOT under what 8 GPUs can read was accepted. A token passes the stages in turn:
    pp 2 over 8 GPUs each has the bound of 8 GPUs at pp 1."""
    import io

    import pandas as pd

    from trainium_report import calibration
    body = "".join(f"r{tp}-{pp},h100-sxm,,decode,Llama 3.1 405B,llama-3.1-405b,{tp},{pp},,1,,,2000,500,bf16,bf16,"
                   f",,400,40,measured,static,,,2026-01-01,\n" for tp, pp in ((8, 2), (8, 1), (16, 1)))
    runs = pd.read_csv(io.StringIO(RUN_HEADER + body), dtype={"note": str}, keep_default_na=False,
                       na_values={c: [""] for c in ("nodes", "tp", "pp", "dp", "batch", "global_batch", "seq_len",
                                                    "output_tokens_per_s", "sequences_per_s")})
    ref = ds.measurements.iloc[0:0]
    runs = pd.concat([ref, runs], ignore_index=True)[ref.columns]
    m = calibration.serving_runs(ds, runs).set_index("run_id")["ideal_decode_ms"]
    assert m["r8-2"] == pytest.approx(m["r8-1"]) and m["r8-2"] == pytest.approx(2 * m["r16-1"], rel=0.02)


def test_c8_46_a_static_batch_faster_than_its_own_prefill_is_refused():
    """C8-46: tpot_kind static_batch is the batch's whole time (its prefill included) over its tokens:
    16 x 19.6 ms = 313.6 ms cannot be shorter than the 814.2 ms first token. It was accepted."""
    from types import SimpleNamespace

    from trainium_report import calibration
    r = SimpleNamespace(tpot_kind="static_batch", tpot_ms=19.6, ttft_ms=814.2, output_len=16.0, batch=1.0,
                        output_tokens_per_s=float("nan"))
    got = calibration._inconsistent(r, 1.0, "runs.csv", 2)
    assert len(got) == 1 and got[0].field == "tpot_ms" and "tpot_kind static_batch" in got[0].expected
    assert calibration._inconsistent(SimpleNamespace(**{**vars(r), "tpot_ms": 60.0}), 1.0, "runs.csv", 2) == []


def test_c8_50_runs_of_moe_models_do_not_rescale_a_dense_models_estimate(tmp_path, capsys):
    """C8-50: one run of Qwen3-235B-A22B (MoE) on trn2, twice as fast as the published one, made the dense
    Llama 3.1 70B's cost per token there 20x higher (a dense estimate rescaled to an MoE run)."""
    (tmp_path / "runs.csv").write_text(
        RUN_HEADER + "my-q235,trn2.48xlarge,1,decode,Qwen3-235B-A22B,qwen3-235b-a22b,64,,,1,,4096,1500,250,bf16,bf16,,,"
        "2293,16.09,measured,continuous,,,2026-08-21,mine\n", encoding="utf-8")
    base = "{candidates: [trn2.48xlarge], regions: [us-east-1], price_overrides: {trn2.48xlarge: 40.0}, " \
           "quote_date: 2026-12-01%s}"
    got = {}
    for k, extra in (("mine", f", measurements: {tmp_path / 'runs.csv'}"), ("none", "")):
        r = run_main(capsys, "estimate", DEFAULT, "-y", base % extra, "--csv", tmp_path / f"{k}.csv")
        assert r.returncode == 0, r.stderr
        got[k] = next(csv.DictReader((tmp_path / f"{k}.csv").open(encoding="utf-8")))
    assert float(got["mine"]["usd_per_m_tokens"]) == pytest.approx(float(got["none"]["usd_per_m_tokens"]))
    assert "not rescaled to your 1 run(s) on trainium2: they are of mixture-of-experts models" in \
        got["mine"]["efficiency_source"], got["mine"]["efficiency_source"]


@pytest.mark.parametrize("text", ["{%s: 1}", "{a: 1, %s: 1}"])
def test_a8_32_a8_35_a_key_too_long_for_yaml_is_said_quickly(text):
    """A8-32/35: a 100,000-character key in a flow mapping hung past 60 s: the search for the key before
    the error tried every letter of the run as a key's start (quadratic). It is now said at once as a key
    over YAML's 1,024 characters, and not blamed on the key before it."""
    import time

    from trainium_report import scenario
    t0 = time.monotonic()
    doc, problems = scenario.parse_text(text % ("k" * 100_000), "-y")
    assert time.monotonic() - t0 < 5
    assert doc is None and "a key longer than 1,024 characters" in problems[0] and "(key 'a')" not in problems[0]


@pytest.mark.parametrize("name", ["run-99999999999999999999999-x", "run-\u00b2-x", "run-4194305-y"])
def test_b8_01_02_03_a_private_folders_name_no_process_can_have_stops_no_command(tmp_path, name):
    """B8-01/02/03/34: `.cache/run-<23 digits>-x` (OverflowError in os.kill) or `run-²-x` (str.isdigit takes a
    superscript; int() does not) in the cache, or in TMPDIR as trainium-report-..., stopped every command at
    import with a traceback. Such a name is no process's: left alone."""
    from test_round57 import _fake_checkout, _start
    fake = _fake_checkout(tmp_path)
    (fake / ".cache" / name).mkdir(parents=True)
    (tmp_path / "tmp").mkdir()
    (tmp_path / "tmp" / name.replace("run-", "trainium-report-")).mkdir()
    r = _start(fake, tmp_path, "print('started')")
    assert r.returncode == 0 and r.stdout.strip() == "started" and "Traceback" not in r.stderr, r.stderr
    assert (fake / ".cache" / name).is_dir()


def test_b8_12_a_fifo_font_list_in_your_mplconfigdir_hangs_nothing(tmp_path):
    """B8-12: a FIFO as fontlist-*.json in the MPLCONFIGDIR you set hung every command (matplotlib opens it
    with no check). That folder is set aside for the run, and said."""
    import os
    import subprocess
    import sys
    mine = tmp_path / "mpl"
    mine.mkdir()
    os.mkfifo(mine / "fontlist-v390.json")
    env = dict(os.environ, MPLCONFIGDIR=str(mine))
    r = subprocess.run([sys.executable, "-c", "import trainium_report, matplotlib.font_manager; print('ok')"],
                       env=env, capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert r.returncode == 0 and r.stdout.strip() == "ok", r.stderr
    assert "fontlist-v390.json is not a regular file" in r.stderr and "(MPLCONFIGDIR)" in r.stderr, r.stderr


def test_b8_10_a_build_started_under_nohup_keeps_sighup_ignored():
    """B8-10: the build installed its stop handler for SIGHUP even when it started ignored (nohup), so a
    hang-up stopped a build nohup was meant to keep."""
    import signal

    from trainium_report import publishing
    old = {s: signal.getsignal(s) for s in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)}
    signal.signal(signal.SIGHUP, signal.SIG_IGN)
    try:
        replaced = publishing.stop_on_signals(lambda *a: None)
        assert signal.SIGHUP not in replaced and signal.getsignal(signal.SIGHUP) is signal.SIG_IGN
        assert signal.SIGTERM in replaced and signal.getsignal(signal.SIGTERM) is not old[signal.SIGTERM]
    finally:
        for s, h in old.items():
            signal.signal(s, h)


@pytest.mark.parametrize("content", [b"\xff\xfe not utf-8", None])
def test_b8_13_b8_26_a_damaged_shared_txt_or_a_fifo_key_is_read_as_nothing(tmp_path, content):
    """B8-13: a report's shared.txt holding bytes that are not UTF-8 stopped the rebuild with a bare
    UnicodeDecodeError (after a report was replaced); b8-26: a FIFO as a shared document's key.txt hung the
    build, signals held. Each is now read as unreadable: no shared document removed, or built again."""
    import os

    from trainium_report.publishing import publish
    out = tmp_path / "out"
    (out / "_shared" / "0123456789ab").mkdir(parents=True)
    (out / "one").mkdir()
    if content is None:
        os.mkfifo(out / "one" / "shared.txt")
        with pytest.raises(OSError):
            publish._small_text(out / "one" / "shared.txt")
    else:
        (out / "one" / "shared.txt").write_bytes(content)
    assert publish.remove_unreferenced_shared(out) == [] and (out / "_shared" / "0123456789ab").is_dir()


@pytest.mark.parametrize("argv", [["claims", "--csv", "\u4e2d\u00e9.csv"], ["validate", "d\u00e9"]])
def test_b8_15_b8_33_a_strict_output_encoding_escapes_what_it_cannot_write(tmp_path, argv):
    """B8-15/25/33: under PYTHONIOENCODING=ascii, the line naming a CSV written to 中é.csv (and validate's
    problems in a folder dé/) ended in a UnicodeEncodeError traceback; now written with escapes."""
    import os
    import shutil
    import subprocess
    from trainium_report import dataset
    if argv[0] == "validate":
        shutil.copytree(dataset.DATA_DIR, tmp_path / argv[1])
        p = tmp_path / argv[1] / "prices.csv"
        lines = p.read_text(encoding="utf-8").split("\n")
        lines[1] = lines[1].replace(",0.228,", ",-0.228,", 1)
        p.write_text("\n".join(lines), encoding="utf-8")
    tr = Path(sys.executable).parent / "trainium-report"
    r = subprocess.run([str(tr), *argv], env=dict(os.environ, PYTHONIOENCODING="ascii"), cwd=tmp_path,
                       capture_output=True, text=True, encoding="ascii", errors="replace", timeout=120)
    assert "Traceback" not in r.stderr and "UnicodeEncodeError" not in r.stderr, r.stderr
    if argv[0] == "claims":
        assert r.returncode == 0 and "written: \\u4e2d\\xe9.csv" in r.stdout, r.stdout
    else:
        assert r.returncode == 1 and "d\\xe9/prices.csv, line 2, field 'usd_per_hour'" in r.stdout, r.stdout



# ---- round 60 -------------------------------------------------------------------------------------------

def _runs_file(tmp_path, rows: list[str]) -> Path:
    p = tmp_path / "runs.csv"
    p.write_text(RUN_HEADER + "".join(r + "\n" for r in rows), encoding="utf-8")
    return p


def test_c9_17_c9_32_a_run_on_a_cluster_is_refused_naming_entity_id(tmp_path, capsys):
    """C9-17/32: a run on trn1-ultracluster (a cluster: no fixed chip count) crashed: 'cannot convert float
    NaN to integer' in estimate, a traceback in predict, and the sound run beside it was not predicted."""
    runs = _runs_file(tmp_path, [
        "cl,trn1-ultracluster,1,decode,Llama 3.1 8B,llama-3.1-8b,32,,,1,,,1024,128,bf16,bf16,,,200,20,measured,static,,,"
        "2026-01-01,",
        "ok,p5.4xlarge,1,decode,Llama 3.1 8B,llama-3.1-8b,1,,,1,,,1024,128,bf16,bf16,,,90,9,measured,static,,,"
        "2026-01-01,"])
    r = run_main(capsys, "predict", runs)
    assert "Traceback" not in r.stderr and "line 2, field 'entity_id': got 'trn1-ultracluster'" in r.stdout + r.stderr
    assert "1 run(s) predicted" in r.stdout + r.stderr, r.stdout + r.stderr
    r = run_main(capsys, "estimate", DEFAULT, "-y", "{measurements: %s}" % runs)
    assert r.returncode == 1 and "runs.csv, line 2, field 'entity_id'" in r.stderr, r.stderr


def test_c9_19_a_copy_spelling_out_pp_and_dp_as_1_is_still_a_copy(tmp_path, capsys):
    """C9-19: the same run under two ids escaped the copy check when one wrote pp 1 and dp 1 and the
    other left them empty (one stage, one replica either way), and was counted twice."""
    row = ("{id},p5.4xlarge,1,decode,Llama 3.1 8B,llama-3.1-8b,1,{pp},{dp},1,,,1024,128,bf16,bf16,,,90,9,measured,"
           "static,,,2026-01-01,")
    runs = _runs_file(tmp_path, [row.format(id="a", pp="", dp=""), row.format(id="b", pp="1", dp="1.0")])
    r = run_main(capsys, "estimate", DEFAULT, "-y", "{measurements: %s}" % runs)
    assert r.returncode == 1 and "runs.csv, line 3, field 'run_id': got 'b', expected a run of its own: every " \
        "other value equals line 2's" in r.stderr, r.stderr


def test_c9_05_a_pipeline_of_more_stages_than_layers_is_refused(tmp_path, capsys):
    """C9-05: Llama 3.1 8B (32 layers) at pp 40 was predicted, its bound over 1/40 of a model that
    cannot be cut so."""
    runs = _runs_file(tmp_path, ["pp40,h100-sxm,40,decode,Llama 3.1 8B,llama-3.1-8b,1,40,,1,,,1024,128,bf16,bf16,,,"
                                 "900,30,measured,static,,,2026-01-01,"])
    r = run_main(capsys, "predict", runs)
    assert "line 2, field 'pp': got '40', expected at most llama-3.1-8b's 32 layers" in r.stdout + r.stderr, \
        r.stdout + r.stderr


def test_c9_01_enough_moe_runs_do_not_take_a_dense_models_estimate_away(ds, tmp_path):
    """C9-01: six of your Qwen3-235B (MoE) runs on trn2, enough for a fit of their own, left the dense
    70B with no trn2 estimate at all ('no published fit ... to rescale to'); the class of the runs now
    decides: none of the model's class, the published fit stands, and it is said."""
    import pandas as pd

    from trainium_report import calibration, yourruns  # noqa: F401
    pub = ds.measurements[(ds.measurements["entity_id"] == "trn2.48xlarge") &
                          (ds.measurements["model_id"] == "qwen3-235b-a22b")]
    assert len(pub), "the dataset's published trn2 MoE runs"
    rows = []
    for k, n in enumerate((64, 128, 256, 512, 1024, 2048)):
        r = pub.iloc[0].copy()
        r["run_id"], r["output_len"], r["source_id"] = f"mine-{k}", float(n), ""
        rows.append(r)
    mine = pd.DataFrame(rows).reset_index(drop=True)
    key = calibration.runs_key(mine)
    calibration._YOUR_RUNS[key] = mine
    got = calibration._efficiency_yours(ds, "trn2.48xlarge", key, False)
    ref = calibration._efficiency_published(ds, "trn2.48xlarge", False)
    assert got["bandwidth_efficiency"]["value"] == pytest.approx(ref["bandwidth_efficiency"]["value"])
    assert "not rescaled to your" in got["bandwidth_efficiency"]["source"] and "mixture-of-experts" in \
        got["bandwidth_efficiency"]["source"]


@pytest.mark.parametrize("line, said", [
    ("tokens_per_day 2.0e+9", "the line 'tokens_per_day 2.0e+9' has no ':' after its key"),
    ("k" * 1025 + ": 1", "a key longer than 1,024 characters"),
    ("\u00e9" * 1025 + ": 1", "a key longer than 1,024 characters"),
])
def test_a9_11_15_37_38_a_broken_key_line_is_named_on_its_own_line(line, said):
    """A9-37/38: a line missing its ':' was reported on the next line (PyYAML's problem mark), the last
    line's blamed on the key above it; a9-11/15: a long key after other keys was said as "could not find
    expected ':'", the ':' right there. The key's own line (the error's context mark) is named now."""
    from trainium_report import scenario
    text = DEFAULT.read_text(encoding="utf-8").rstrip("\n") + "\n" + line + "\n"
    n = text.count("\n")
    doc, problems = scenario.parse_text(text, "s.yaml")
    assert doc is None and f"s.yaml: not valid YAML at line {n}, column 1: " in problems[0] and said in problems[0] \
        and "(key '" not in problems[0], problems


@pytest.mark.parametrize("cid, key, value, said", [
    ("chip-memory-bandwidth", "unit", "GB/s", "with the project's unit"),
    ("system-is-its-chips", "tolerance", 0.9, "a tolerance at most the project's 0.02"),
    ("system-is-its-chips", "metrics", ["memory_capacity"], "with the project's metrics"),
    ("price-history", "group", ["entity_id", "provider", "pricing_model", "offer_kind", "per", "as_of"],
     "with the project's group"),
    ("fp8-over-bf16", "min", 0.01, "a ratio within the project's, 0.99 to 4.1"),      # d11-06
    ("sparse-over-dense", "min", 0.1, "a ratio within the project's, 1 to 4.1"),      # d11-07
])
def test_d9_04_to_07_a_folders_checks_yaml_changing_what_a_check_reads_is_refused(data_copy, capsys, cid, key, value,
                                                                                   said):
    """D9-04/05/06/07/29/33: a folder's checks.yaml changing a check's unit, tolerance, metrics or group
    loosened it unrefused (only kind, severity, where, a range's bounds and max_ratio were compared), and
    slips it would catch passed validate and priced an estimate."""
    import yaml
    doc = yaml.safe_load((data_copy / "checks.yaml").read_text(encoding="utf-8"))
    checks = doc if isinstance(doc, list) else doc["checks"]
    next(c for c in checks if c["id"] == cid)[key] = value
    (data_copy / "checks.yaml").write_text(yaml.safe_dump(doc, sort_keys=False), encoding="utf-8")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and f"field 'check '{cid}''" in r.stdout + r.stderr and said in r.stdout + r.stderr, \
        r.stdout + r.stderr


def test_d9_30_a_bad_row_of_a_dates_source_does_not_hide_a_slip_in_a_price(data_copy, capsys):
    """D9-30: a bad date in the source of h100-sxm's available_from left h100-sxm out of the plausibility
    pass, and with it every H100 system and price: a p5 price in cents went unnamed ('0 more')."""
    from test_round42 import _edit_row
    _edit_row(data_copy / "sources.csv", "anandtech-h100-production-2022,", "accessed", "2026-10-32")
    slip = _edit_row(data_copy / "prices.csv", "p5.48xlarge,aws,us-east-1,on_demand", "usd_per_hour", "5504")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and f"prices.csv, line {slip}, field 'usd_per_hour'" in r.stdout, r.stdout


def test_d11_41_a_plausibility_warning_is_listed_beside_a_tables_problem(data_copy, capsys):
    """D11-41: with a problem in the tables, validate's plausibility pass over the other rows kept only
    its errors: a tpu7x FP8 figure slipped tenfold (a warning) went unsaid ('0 more')."""
    from test_round42 import _edit_row
    _edit_row(data_copy / "prices.csv", "trn2.48xlarge,aws,us-east-2,capacity_block", "min_chips", "16")
    slip = _edit_row(data_copy / "specs.csv", "tpu7x,compute,4614,TFLOPS,fp8", "value", "461.4")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and "field 'min_chips'" in r.stdout, r.stdout
    assert f"specs.csv, line {slip}, field 'value'" in r.stderr and "check 'fp8-over-bf16'" in r.stderr, r.stderr
    assert "1 warning(s)" in r.stderr, r.stderr


# ---- round 61 -------------------------------------------------------------------------------------------

def test_c10_13_your_runs_source_id_is_a_dataset_source_or_empty(tmp_path, capsys):
    """C10-13: a run of your own citing 'my-lab-notebook' (no source of sources.csv) was used unsaid; an
    empty source_id is cited to the file, and a dataset source by its id (the example's runs)."""
    row = ("r1,trn2.48xlarge,1,decode,Llama 3.1 70B,llama-3.1-70b,64,,,1,,,1024,128,bf16,bf16,,,700,25,measured,"
           "static,,{src},2025-06-01,")
    for src, ok in (("my-lab-notebook", False), ("", True)):
        runs = _runs_file(tmp_path, [row.format(src=src)])
        r = run_main(capsys, "estimate", DEFAULT, "-y", "{measurements: %s}" % runs)
        said = "runs.csv, line 2, field 'source_id': got 'my-lab-notebook', expected an id listed in the " \
               "dataset's source table"
        assert (r.returncode == 0 and said not in r.stderr) if ok else (r.returncode == 1 and said in r.stderr), \
            r.stderr


def test_c10_32_model_null_beside_an_inline_shape_is_the_shape(tmp_path, capsys):
    """C10-32: `model: null` beside a model_shape (null is how the file writes 'none') was refused as
    'key model is None, expected text'; the shape is the model."""
    from trainium_report import scenario
    s = tmp_path / "s.yaml"
    s.write_text("scenario: mine\nmodel: null\nmodel_shape: {name: my 8B, layers: 32, hidden_size: 4096, "
                 "attention_heads: 32, kv_heads: 8, ffn_size: 14336, vocab_size: 128256}\ncandidates: [p5.4xlarge]\n", encoding="utf-8")
    params = scenario.load(s)
    assert isinstance(params["model"], dict) and params["model"]["layers"] == 32


@pytest.mark.parametrize("mask, mode", [(0o077, 0o600), (0o022, 0o644)])
def test_b10_12_a_csv_export_keeps_your_umask(tmp_path, mask, mode):
    """B10-12: every file the project writes was made 0644 after writing, so under umask 077 a CSV of
    your own runs was readable by every account on the machine."""
    import os
    import stat

    from trainium_report import inputs
    old = os.umask(mask)
    try:
        inputs.write_file(tmp_path / "e.csv", "a,b\n")
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "e.csv").stat().st_mode) == mode


def test_b10_19_a_candidate_given_many_times_is_said_once(ds):
    """B10-19: `model --candidates trn2` x 3,000 printed 'lists trn2 twice' 2,999 times (150 KB)."""
    from trainium_report import scenario
    problems = scenario.check_candidates({"candidates": ["trn2"] * 3000 + ["p5", "p5"]}, "--candidates", ds)
    assert [p for p in problems if "twice" in p] == ["--candidates: key 'candidates' lists 'trn2' twice",
                                                    "--candidates: key 'candidates' lists 'p5' twice"], problems[:5]


@pytest.mark.parametrize("var", ["MPLCONFIGDIR", "IPYTHONDIR"])
def test_b11_16_an_empty_mplconfigdir_or_ipythondir_writes_nothing_into_home(tmp_path, var):
    """B11-16: MPLCONFIGDIR set but empty (`export MPLCONFIGDIR=$UNSET`) counted as set, so the project's
    private folder was not used, and matplotlib, reading empty as unset, wrote its font list into ~/.cache."""
    import os
    import subprocess
    home = tmp_path / "home"
    home.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("MPLCONFIGDIR", "IPYTHONDIR", "XDG_CACHE_HOME",
                                                              "XDG_CONFIG_HOME")}
    env.update(HOME=str(home), **{var: ""})
    code = ("import trainium_report, matplotlib.font_manager, IPython.paths, os; "
            "print(matplotlib.get_cachedir()); print(IPython.paths.get_ipython_dir())")
    r = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60,
                       cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert not any(home.iterdir()), sorted(str(p.relative_to(home)) for p in home.rglob("*"))
    assert str(home) not in r.stdout, r.stdout


def test_r33_ctrl_c_while_the_package_itself_loads_ends_in_one_line(tmp_path):
    """Seen in a run of the suite on a loaded machine (load 12 on 2 cores): SIGINT 0.2 s after
    `trainium-report validate` started landed in the package's own first lines (its private folders set
    up, before the entry point's handler) and printed a KeyboardInterrupt traceback, exit -2. The
    interrupt is sent here from the import of trainium_report.libhome, as the console script imports it."""
    import subprocess
    code = """
import os, signal, sys
sys.argv[0] = "trainium-report"
class Stop:
    def find_spec(self, name, path=None, target=None):
        if name == "trainium_report.libhome":
            os.kill(os.getpid(), signal.SIGINT)
        return None
sys.meta_path.insert(0, Stop())
from trainium_report.command import entry
entry()
"""
    r = subprocess.run([sys.executable, "-c", code, "validate"], capture_output=True, text=True, timeout=60,
                       cwd=tmp_path)
    assert r.returncode == 130 and "Traceback" not in r.stderr and len(r.stderr.strip().splitlines()) == 1, r.stderr
    assert "interrupted while it started" in r.stderr, r.stderr


def test_a11_36_a_quote_keyed_without_the_provider_its_candidate_names_is_told_how_to_key_it(capsys):
    """A11-36 (tester's note): a quote keyed 'trn2.48xlarge' beside the candidate 'trn2.48xlarge@aws' was
    refused as 'not in candidates', though the same system is there, written with its provider."""
    r = run_main(capsys, "estimate", DEFAULT, "-y",
                 "{candidates: [trn2.48xlarge@aws, p5.48xlarge], price_overrides: {trn2.48xlarge: 30}}")
    assert r.returncode == 1 and "key 'price_overrides' names 'trn2.48xlarge'" in r.stderr, r.stderr
    assert "it lists 'trn2.48xlarge@aws': key the quote exactly as the candidate is written" in r.stderr, r.stderr


# ---- round 63 -------------------------------------------------------------------------------------------

def test_c12_01_a_latent_attention_rope_part_as_wide_as_its_head_is_refused(tmp_path):
    """C12-01: an inline MLA shape with qk_rope_head_dim 256 over head_dim 192 (its part without RoPE
    -64 wide) was counted: a KV projection a quarter its size, no word said."""
    from trainium_report import scenario
    shape = ("{name: my MLA, layers: 61, hidden_size: 7168, ffn_size: 18432, attention_heads: 128, kv_heads: 128, "
             "head_dim: 192, vocab_size: 129280, attention: mla, kv_lora_rank: 512, qk_rope_head_dim: %d, "
             "q_lora_rank: 1536, v_head_dim: 128}")
    with pytest.raises(scenario.ScenarioError) as info:
        scenario.load(DEFAULT, {"model": None, "model_shape": __import__("yaml").safe_load(shape % 256)})
    assert "model_shape.qk_rope_head_dim' is 256, expected less than head_dim (192)" in str(info.value), info.value
    scenario.load(DEFAULT, {"model": None, "model_shape": __import__("yaml").safe_load(shape % 64)})   # as DeepSeek-V3


def _training_run(tmp_path, model, dp=8, global_batch=256):
    """One training run of `model` on a trn2.48xlarge at an MFU of about 0.45 (8B) in a runs CSV of yours."""
    header = (ROOT / "data" / "measurements.csv").read_text(encoding="utf-8").splitlines()[0].split(",")
    row = dict.fromkeys(header, "")
    row.update(run_id="mine-train", entity_id="trn2.48xlarge", phase="training", model_id=model, nodes="1",
               model_name={"llama-3.1-8b": "Llama-3.1-8B"}[model],
               tp="8", pp="1", dp=str(dp), batch="1", global_batch=str(global_batch), seq_len="4096",
               sequences_per_s="24.33", weight_dtype="bf16", compute_dtype="bf16", as_of="2026-08-01")
    path = tmp_path / "runs.csv"
    with path.open("w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, header)
        w.writeheader()
        w.writerow({k: v for k, v in row.items() if k in header})
    return path


def test_c12_09_a_dense_training_run_does_not_set_a_moe_models_mfu(tmp_path):
    """C12-09: one dense (Llama 8B) training run of yours on trn2 became the training MFU of the MoE
    Qwen3-30B-A3B (0.45 for 0.24): days and cost halved on a run of another class, unsaid."""
    from trainium_report import costs, dataset, scenario
    ds = dataset.load()
    base = {"workload": "training", "model": "qwen3-30b-a3b", "candidates": ["trn2.48xlarge"],
            "price_overrides": {"trn2.48xlarge": 40}}
    without = costs.training_estimate(ds, scenario.load(DEFAULT, base))[0]
    mine = costs.training_estimate(ds, scenario.load(DEFAULT, {**base, "measurements": str(
        _training_run(tmp_path, "llama-3.1-8b"))}))[0]
    a, b = without.set_index("candidate").iloc[0], mine.set_index("candidate").iloc[0]
    assert b["mfu"] == pytest.approx(a["mfu"]), (a["mfu"], b["mfu"])
    assert "not used: they are of dense models" in b["mfu_source"], b["mfu_source"]


def test_c12_28_a_global_batch_under_dp_times_batch_is_refused(tmp_path):
    """C12-28: a training run of 8 data-parallel replicas of batch 1 stating a global batch of 4 was used."""
    from trainium_report import scenario
    runs = _training_run(tmp_path, "llama-3.1-8b", dp=8, global_batch=4)
    with pytest.raises(scenario.ScenarioError) as info:
        scenario.load(DEFAULT, {"workload": "training", "model": "llama-3.1-8b", "measurements": str(runs)})
    assert "line 2, field 'global_batch': got '4', expected at least dp x batch (8)" in str(info.value), info.value


def test_d12_01_a_conflicting_sources_unit_slip_is_named(data_copy, capsys):
    """D12-01: the tier-4 trainium2 FP8 figure, 1.3 PFLOPS, written TFLOPS (1000x low; the range floor is
    1 TFLOPS) passed validate: it is no preferred value, but the report's conflicts show it."""
    from test_round42 import _edit_row
    line = _edit_row(data_copy / "specs.csv", "trainium2,compute,1.3,PFLOPS,fp8", "unit", "TFLOPS")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and f"specs.csv, line {line}, field 'value': got '1.3 TFLOPS'" in r.stdout, r.stdout
    assert "(check 'sources-agree')" in r.stdout, r.stdout


def test_b12_01_a_second_ctrl_c_while_the_command_ends_prints_no_traceback(tmp_path):
    """B12-01/02: under `timeout`, Ctrl-C reaches the command twice (timeout passes it on to the command
    and to its group); the second landed in the import machinery or libhome's exit handler and printed a
    KeyboardInterrupt traceback after the one line. Sent here at two module imports in a row."""
    import subprocess
    code = """
import os, signal, sys
sys.argv[0] = "trainium-report"
class Stop:
    def find_spec(self, name, path=None, target=None):
        if name in ("trainium_report.libhome", "trainium_report.command"):
            os.kill(os.getpid(), signal.SIGINT)
        return None
sys.meta_path.insert(0, Stop())
from trainium_report.command import entry
entry()
"""
    r = subprocess.run([sys.executable, "-c", code, "validate"], capture_output=True, text=True, timeout=60,
                       cwd=tmp_path)
    assert r.returncode == 130 and "Traceback" not in r.stderr and len(r.stderr.strip().splitlines()) == 1, r.stderr


def test_b12_04_a_csv_written_over_a_private_one_stays_private(tmp_path, capsys):
    """B12-04/05: `claims --csv c.csv` over an existing c.csv of mode 0600 left it 0644 under umask 022
    (a new file's mode given to a replaced one): a private export made readable by all."""
    import os
    import stat
    out = tmp_path / "c.csv"
    out.write_text("mine\n")
    os.chmod(out, 0o600)
    old = os.umask(0o022)
    try:
        r = run_main(capsys, "claims", "--csv", out)
    finally:
        os.umask(old)
    assert r.returncode == 0 and out.read_text(encoding="utf-8").startswith("claim_id"), r.stderr
    assert stat.S_IMODE(out.stat().st_mode) == 0o600, oct(out.stat().st_mode)


def test_b12_08_pruning_sets_no_time_on_a_hard_linked_entry(tmp_path):
    """B12-08: a cache entry dated in the future that is a hard link to a user's file had its time set to
    now by the pruning (utime follows the inode): the user's file's time changed."""
    import os
    import time

    from trainium_report import cache
    mine = tmp_path / "thesis.tex"
    mine.write_text("x")
    future = time.time() + 10 * 365 * 86400
    os.utime(mine, (future, future))
    folder = tmp_path / "cache"
    folder.mkdir()
    os.link(mine, folder / f"{cache.key('planted')}.pickle")
    cache.prune(folder, keep=2)
    assert mine.stat().st_mtime == pytest.approx(future), mine.stat().st_mtime


# ---- round 64 -------------------------------------------------------------------------------------------

def test_a13_04_a_quote_key_two_candidates_could_mean_names_both(capsys):
    """A13-04: a quote keyed 'h100-sxm:8' beside h100-sxm:8@lambda and h100-sxm:8@runpod was told to key it
    as the Lambda one only: a RunPod quote so keyed would price Lambda, unsaid."""
    r = run_main(capsys, "estimate", DEFAULT, "-y", '{candidates: [trn1.32xlarge, "h100-sxm:8@lambda", '
                 '"h100-sxm:8@runpod"], price_basis: gpu_cloud_list, price_overrides: {"h100-sxm:8": 30}}')
    assert r.returncode == 1 and "it lists 2 such: 'h100-sxm:8@lambda', 'h100-sxm:8@runpod'; key each quote" \
        in r.stderr, r.stderr


@pytest.mark.parametrize("name, size", [("inclusionAI/Ling-1T", 1e12), ("my-dense-1.6T", 1.6e12),
                                        ("Qwen2.5-7B-Instruct-1M", 7e9), ("flan-t5-xl", None)])
def test_c13_26_33_34_a_size_in_trillions_is_a_stated_size(name, size):
    """C13-26/33/34: a name stating its size in trillions ('Ling-1T') counted as stating none, so an 8B shape
    so named (a config, a run's model_name, an inline shape) passed where '70B' on it is refused."""
    from trainium_report import shapes
    assert shapes.stated_size(name) == (pytest.approx(size) if size else None)


def test_c13_34_an_inline_shape_named_in_trillions_is_held_to_its_size():
    from trainium_report import scenario
    import yaml
    shape = yaml.safe_load("{name: my-dense-1.6T, layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, "
                           "kv_heads: 8, head_dim: 128, vocab_size: 128256}")
    with pytest.raises(scenario.ScenarioError) as info:
        scenario.load(DEFAULT, {"model": None, "model_shape": shape})
    assert "model_shape.name' is 'my-dense-1.6T', a model of 1600B parameters" in str(info.value), info.value


def test_d13_31_model_and_predict_warn_of_a_dataset_validate_refuses(data_copy, capsys):
    """D13-31: `model --data-dir` on a copy with trainium2's memory slipped tenfold answered 1 chip (2 on the
    real data) with no word; specs and claims warned of it already."""
    from test_round42 import _edit_row
    line = _edit_row(data_copy / "specs.csv", "trainium2,memory_capacity,96,GiB", "value", "960")
    r = run_main(capsys, "model", "llama-3.1-70b", "--candidates", "trn2.48xlarge", "--data-dir", data_copy)
    assert f"specs.csv, line {line}, field 'value'" in r.stderr and "validate and the build refuse" in r.stderr, \
        r.stderr


@pytest.mark.parametrize("starts, col, value, check", [
    ("trn2-ultraserver,network_bandwidth,12.8,Tbps", "unit", "Gbps", "ultraserver-network-bandwidth"),   # d13-18
    ("trn1-ultracluster,max_scale,", "value", "30", "max-scale"),                                        # d13-19
])
def test_d13_18_19_a_thousandfold_slip_in_a_network_or_a_cluster_is_named(data_copy, capsys, starts, col, value,
                                                                          check):
    """D13-18/19: an UltraServer's 12.8 Tbps written Gbps, and a 30,000-chip UltraCluster written 30, passed
    validate (the bounds were an instance's 10 Gbps and one chip)."""
    from test_round42 import _edit_row
    line = _edit_row(data_copy / "specs.csv", starts, col, value)
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and f"specs.csv, line {line}" in r.stdout and f"(check '{check}')" in r.stdout, r.stdout


@pytest.mark.parametrize("sig", ["SIGUSR1", "SIGVTALRM", "SIGXCPU", "SIGSYS", "SIGPWR", "SIGIO"])   # b14-01..27
def test_b13_02_a_signal_that_ends_the_process_mid_write_leaves_no_temporary_file(tmp_path, sig):
    """B13-02: SIGUSR1 (its default: end the process, no clean-up) while a CSV was being written left its
    hidden temporary file (.p.csv.XXXX.tmp) beside it; b14-01..27: so did SIGVTALRM, SIGPROF, SIGXCPU, SIGPWR,
    SIGIO and SIGSYS, once SIGUSR1 was held. Sent here while the file is synced to disk."""
    import signal
    import subprocess
    code = f"""
import os, signal
from trainium_report import inputs
real = os.fsync
def fsync(fd):
    os.kill(os.getpid(), signal.{sig})
    real(fd)
os.fsync = fsync
inputs.write_file({str(tmp_path / 'p.csv')!r}, "new\\n")
print("not reached: the held signal ends the process once the file is in place")
"""
    (tmp_path / "p.csv").write_text("old\n")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert r.returncode == -getattr(signal, sig), (r.returncode, r.stderr)    # ended by it, as its default says
    assert sorted(p.name for p in tmp_path.iterdir()) == ["p.csv"], list(tmp_path.iterdir())
    assert (tmp_path / "p.csv").read_text() == "new\n"


def test_b13_05_a_csv_rewritten_by_root_keeps_its_owner(tmp_path, capsys):
    """B13-05: root rewriting a colleague's export (owner 4321) gave it to root: it is replaced by a rename,
    so the new file takes the old one's owner and group where the process may set them."""
    import os
    if os.geteuid() != 0:
        pytest.skip("only root may give a file to another user")
    out = tmp_path / "c.csv"
    out.write_text("old\n")
    os.chown(out, 4321, 4321)
    r = run_main(capsys, "claims", "--csv", out)
    assert r.returncode == 0 and (out.stat().st_uid, out.stat().st_gid) == (4321, 4321), r.stderr


# ---- round 65 -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("extra, key", [
    ("{utilisation: {low: 0.4, mode: 0,6, high: 0.9}}", "utilisation"),          # a14-02: a decimal comma
    ("{efficiency_range: {low: 0.8, high: 1.2, 7: 1}}", "efficiency_range"),      # a14-32
    ("{porting_engineer_weeks: {low: 8, mode: 12, high: 24, 90: 30}}", "porting_engineer_weeks"),   # a14-34
    ("{price_range: {spot: {low: 0.7, high: 1.3, on: 1}}}", "price_range"),      # a14-33: 'on' is true
])
def test_a14_a_range_mapping_with_a_key_yaml_read_as_a_number_is_named(capsys, extra, key):
    """A14-02/32/33/34: a low/mode/high mapping holding a key YAML reads as a number or a boolean crashed
    the check (TypeError sorting the keys), a traceback naming neither the file nor the key."""
    r = run_main(capsys, "estimate", DEFAULT, "-y", extra)
    assert r.returncode == 1 and f"key '{key}'" in r.stderr and "Traceback" not in r.stderr, r.stderr


# ---- round 66 -------------------------------------------------------------------------------------------

def test_c15_10_a_utf16_file_with_its_byte_order_mark_is_said_as_such(tmp_path, capsys):
    """C15-10: a runs CSV saved as UTF-16 with its byte order mark was refused as 'UTF-16 text with no byte
    order mark': the right refusal, a false reason."""
    path = tmp_path / "r.csv"
    text = (ROOT / "data" / "measurements.csv").read_text(encoding="utf-8").splitlines()[0] + "\n"
    path.write_bytes(b"\xff\xfe" + text.encode("utf-16-le"))
    r = run_main(capsys, "predict", path)
    assert r.returncode == 1 and "UTF-16 text (the file starts with UTF-16's byte order mark)" in r.stderr, r.stderr


def test_b15_16_20_a_missing_table_in_a_folder_named_in_no_encoding_is_named(tmp_path, capsys):
    """B15-16/20: a data folder whose name holds a byte the file system's encoding cannot say (held as a
    surrogate), with a table missing, stopped `specs` with a UnicodeEncodeError from dataset_version."""
    import os
    import shutil
    from trainium_report import dataset
    folder = os.path.join(os.fsencode(tmp_path), b"d\xff")
    shutil.copytree(dataset.DATA_DIR, os.fsdecode(folder))
    os.unlink(os.path.join(folder, b"prices.csv"))
    r = run_main(capsys, "specs", "trn2.48xlarge", "--data-dir", os.fsdecode(folder))
    assert r.returncode == 1 and "prices.csv: got 'missing file'" in r.stderr, r.stderr


def test_b15_26_a_matplotlibrc_not_utf8_is_set_aside_and_named(tmp_path):
    """B15-26: a matplotlibrc in the working folder holding bytes that are not UTF-8 stopped every command at
    import (matplotlib's UnicodeDecodeError traceback); set aside for matplotlib's defaults, and said."""
    import os
    import subprocess
    (tmp_path / "matplotlibrc").write_bytes(b"backend: agg\n\xff\xfe figure.dpi: \xff\n")
    env = {k: v for k, v in os.environ.items() if k not in ("MATPLOTLIBRC",)}
    r = subprocess.run([sys.executable, "-c", "import trainium_report, matplotlib.pyplot; print('ok')"], env=env,
                       capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert r.returncode == 0 and r.stdout.strip() == "ok", r.stderr
    assert "matplotlibrc is not UTF-8 text (byte 0xFF at offset 13)" in r.stderr, r.stderr


# ---- round 67 -------------------------------------------------------------------------------------------

def test_a16_13_a_candidate_no_allowed_region_offers_names_the_regions_key(capsys):
    """A16-13: `regions: [me-central-1]` left p5.48xlarge unpriced, and the refusal named the region but not
    the key that chose it (the price-age exclusion names price_max_age_days)."""
    r = run_main(capsys, "estimate", DEFAULT, "-p", "regions", "[me-central-1]", "-p", "candidates",
                 "[p5.48xlarge, trn2.48xlarge, h100-sxm:8@lambda]", "-p", "price_basis", "aws_on_demand")
    assert r.returncode == 1, r.stderr
    said = r.stdout + r.stderr
    assert "p5.48xlarge: p5 is not offered in me-central-1 (key regions;" in said, said
    # a GPU cloud's prices are not chosen by region: its exclusion says the basis, not the regions
    assert "h100-sxm:8@lambda: no hyperscaler list price from lambda on the basis 'aws_on_demand'" in said, said


def _runs_without(tmp_path, column, blank_only=False, entity=None) -> Path:
    rows = list(csv.DictReader((ROOT / "scenarios" / "examples" / "my-runs.csv").open(encoding="utf-8")))
    cols = [c for c in rows[0] if blank_only or c != column]
    for r in rows:
        if entity:
            r.update(entity_id=entity, model_id="llama-3.1-8b", tp="8", nodes="1")
        if blank_only:
            r[column] = ""
    path = tmp_path / "runs.csv"
    with path.open("w", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, cols, extrasaction="ignore")
        w.writeheader()
        w.writerows(rows[:1])
    return path


@pytest.mark.parametrize("column", ["input_len", "output_len"])
@pytest.mark.parametrize("blank_only", [False, True])
def test_c16_12_15_a_run_of_yours_without_its_lengths_is_refused(tmp_path, capsys, column, blank_only):
    """C16-12/15: a runs CSV without the input_len (or output_len) column, or with the cell empty, was
    predicted as if the run had no context (TPOT 18.30 for 18.37 ms), silently; data/README: a run whose
    input length is not stated is not entered."""
    path = _runs_without(tmp_path, column, blank_only)
    r = run_main(capsys, "predict", path)
    assert r.returncode == 1 and f"runs.csv, line 2, field '{column}': got ''" in r.stderr, r.stderr


def test_c16_18_a_gpu_chip_run_without_tp_is_not_read_as_one_gpu(tmp_path, capsys):
    """C16-18: an h100-sxm run (a GPU chip id: tp x pp GPUs) with no tp column was predicted on one GPU."""
    path = _runs_without(tmp_path, "tp", entity="h100-sxm")
    r = run_main(capsys, "predict", path)
    assert "runs.csv, line 2, field 'tp': got ''" in r.stderr and "not predicted" in r.stdout + r.stderr, r.stderr


@pytest.mark.parametrize("cmd", ["model", "estimate"])
def test_c16_13_a_utf16_config_or_scenario_is_said_as_utf16(tmp_path, capsys, cmd):
    """C16-13: a config.json saved as UTF-16 with its byte order mark was 'not UTF-8 text (byte 0)' with no
    word of UTF-16, as runs CSVs say it."""
    path = tmp_path / ("c.json" if cmd == "model" else "s.yaml")
    path.write_bytes(b"\xfe\xff" + ('{"a": 1}' if cmd == "model" else "tokens_per_day: 1\n").encode("utf-16-be"))
    r = run_main(capsys, cmd, path)
    assert r.returncode == 1 and "it was saved as UTF-16" in r.stderr, r.stderr


def test_b16_21_an_alias_bomb_under_an_unknown_key_stops_at_the_value_budget():
    """B16-21: a 'billion laughs' -y under keys the scenario does not know passed the value budget (unknown keys
    were not counted), then the scenario cache's key (repr of the overrides) wrote every alias out: gigabytes
    and most of a minute for 300 bytes."""
    from trainium_report import scenario
    levels = "abcdefghi"
    text = "{" + ", ".join([f"a: &a [{','.join('x' * 9)}]"] + [
        f"{c}: &{c} [{','.join('*' + p for _ in range(9))}]" for p, c in zip(levels, levels[1:])]) + "}"
    doc, problems = scenario.parse_text(text, "-y")
    assert problems == [f"-y: key 'e' holds more than {scenario.MAX_VALUES:,} values (YAML aliases count each "
                        "time they are used)"], problems
    # 9 + 81 + 729 + 6,561 values under a..d (each list and its items) are within the budget: d's last is
    # value 7,384; e's 59,049 + 1 pass it
    assert scenario._values_in(doc["d"], 10**6) == 6561 + 729 + 81 + 9 + 1


def test_d16_20_of_two_sizes_priced_apart_per_chip_both_chip_counts_are_named(tmp_path, capsys):
    """D16-20: trn1.32xlarge's chips written 1 (for 16) made the trn1 family's two sizes 16x apart per chip, and
    the message blamed only trn1.2xlarge's chip count (the cheaper per chip), which is right; of two sizes
    either count may be the slip."""
    import shutil
    d = tmp_path / "d"
    shutil.copytree(ROOT / "data", d)
    lines = (d / "entities.csv").read_text(encoding="utf-8").split("\n")
    at = next(i for i, s in enumerate(lines) if s.startswith("trn1.32xlarge,"))
    cells = lines[at].split(",")
    assert cells[7] == "16"
    cells[7] = "1"
    lines[at] = ",".join(cells)
    (d / "entities.csv").write_text("\n".join(lines), encoding="utf-8")
    r = run_main(capsys, "validate", d)
    two = next((s for s in r.stdout.splitlines() + r.stderr.splitlines() if "price-per-chip-across-sizes" in s), "")
    assert "trn1.2xlarge (entities.csv, line" in two and f"trn1.32xlarge (entities.csv, line {at + 1}, field 'chips': 1)" \
        in two, r.stdout + r.stderr


@pytest.mark.parametrize("argv", [["claims"], ["specs", "trn2.48xlarge"]])
def test_a_refused_csv_target_is_said_before_any_output(capsys, argv):
    """`claims --csv .` printed the whole audit, then refused the target: checked up front now, as the issue
    asks of every input, with the same function that checks it when writing."""
    r = run_main(capsys, *argv, "--csv", ".")
    assert r.returncode == 1 and r.stdout == "", r.stdout[:300]
    assert ".: not written: it is a folder of the project" in r.stderr, r.stderr


# ---- round 68 -------------------------------------------------------------------------------------------

def _slipped_copy(tmp_path, table, line, field, make):
    """A copy of data/ with one cell of `table` (by file line) replaced by make(old); (folder, old value)."""
    import shutil
    d = tmp_path / "d"
    shutil.copytree(ROOT / "data", d)
    path = d / f"{table}.csv"
    text = path.read_text(encoding="utf-8")
    rows = list(csv.reader(text.splitlines()))
    col = rows[0].index(field)
    old = rows[line - 1][col]
    rows[line - 1][col] = make(old)
    lines = text.splitlines()
    out = io.StringIO()
    csv.writer(out, lineterminator="").writerow(rows[line - 1])
    lines[line - 1] = out.getvalue()
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return d, old


def _findings(capsys, d) -> list[str]:
    r = run_main(capsys, "validate", d)
    return (r.stdout + r.stderr).splitlines()


def test_d17_01_a_per_core_peak_slipped_tenfold_is_named_against_the_chips_own(tmp_path, capsys):
    """D17-01: trainium2's BF16 compute_per_core 79 written 790 lay inside compute-per-core's range; nothing set
    8 cores x it (6,320 TFLOPS) against the chip's own 667."""
    line = next(i for i, s in enumerate((ROOT / "data" / "specs.csv").read_text(encoding="utf-8").splitlines(), 1)
                if s.startswith("trainium2,compute_per_core,") and ",bf16,dense," in s)
    d, old = _slipped_copy(tmp_path, "specs", line, "value", lambda v: str(float(v) * 10))
    said = [s for s in _findings(capsys, d) if "cores-times-per-core" in s]
    assert len(said) == 1 and f"specs.csv, line {line}, field 'value'" in said[0] and "compute_per_core" in said[0], said
    # 8 x 790 / 667 = 9.48 (the chip's cores and BF16 dense peak read from the data)
    from trainium_report import dataset
    chip = dataset.chips(dataset.load()).loc["trainium2"]
    assert f"{chip['neuron_cores'] * float(old) * 10 / chip['bf16_dense_tflops']:.3g}x" in said[0], said


def test_d17_03_a_spot_price_tenfold_over_on_demand_of_another_date_is_named(tmp_path, capsys):
    """D17-03: p5en.48xlarge's us-east-2 spot price slipped 10x (4.2x its on-demand) passed: the order check
    paired only prices of the same date, and the on-demand row was dated 20 days later."""
    text = (ROOT / "data" / "prices.csv").read_text(encoding="utf-8").splitlines()
    line = next(i for i, s in enumerate(text, 1) if s.startswith("p5en.48xlarge,aws,us-east-2,spot,"))
    d, _ = _slipped_copy(tmp_path, "prices", line, "usd_per_hour", lambda v: str(float(v) * 10))
    said = [s for s in _findings(capsys, d) if "spot-not-above-on-demand" in s]
    assert len(said) == 1 and f"prices.csv, line {line}, field 'usd_per_hour'" in said[0] and "nearest date" in said[0], said


def test_d17_10_a_fraction_of_a_vcpu_is_refused(tmp_path, capsys):
    """D17-10: trn2.48xlarge's 192 vCPUs written 19.2 lay inside vcpus' range of 1 to 100,000."""
    text = (ROOT / "data" / "specs.csv").read_text(encoding="utf-8").splitlines()
    line = next(i for i, s in enumerate(text, 1) if s.startswith("trn2.48xlarge,vcpus,"))
    d, _ = _slipped_copy(tmp_path, "specs", line, "value", lambda v: str(float(v) / 10))
    said = [s for s in _findings(capsys, d) if "(check 'vcpus')" in s]
    assert len(said) == 1 and f"line {line}" in said[0] and "a whole number" in said[0], said


def test_c17_13_a_chip_run_on_more_chips_than_any_system_of_the_chip_is_refused(tmp_path, capsys):
    """C17-13: a run on the chip inferentia2 with nodes 13 (the largest Inferentia2 instance holds 12) was
    scored as a 13-chip system; a run on a chip id uses part of one system."""
    header = (ROOT / "data" / "measurements.csv").read_text(encoding="utf-8").splitlines()[0]
    row = dict.fromkeys(header.split(","), "")
    row.update(run_id="my-inf2-13", entity_id="inferentia2", nodes="13", phase="decode", model_name="Llama-3.1-8B",
               model_id="llama-3.1-8b", tp="26", batch="1", input_len="1000", output_len="200", weight_dtype="bf16",
               compute_dtype="bf16", ttft_ms="200", tpot_ms="12", tpot_kind="measured", batching="static",
               as_of="2026-08-21")
    path = tmp_path / "runs.csv"
    path.write_text(header + "\n" + ",".join(row.values()) + "\n", encoding="utf-8")
    r = run_main(capsys, "predict", path)
    assert r.returncode == 1 and "line 2, field 'nodes': got '13', expected at most the 12 chips of inf2.48xlarge" \
        in r.stderr, r.stderr


# ---- round 69 -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("entity", ["trn2.48xlarge", "trn2-ultraserver"])
def test_d18_26_27_half_a_core_on_a_system_is_named(tmp_path, capsys, entity):
    """D18-26/27: a system's neuron_cores written 128.5 (or 512.5) passed: `whole` held chips' core counts only,
    and system-is-its-chips allows 2%; trn2.48xlarge's then blamed eleven correct runs instead."""
    text = (ROOT / "data" / "specs.csv").read_text(encoding="utf-8").splitlines()
    line = next(i for i, s in enumerate(text, 1) if s.startswith(f"{entity},neuron_cores,"))
    d, _ = _slipped_copy(tmp_path, "specs", line, "value", lambda v: str(float(v) + 0.5))
    said = [s for s in _findings(capsys, d) if "(check 'core-count-whole')" in s]
    assert len(said) == 1 and f"specs.csv, line {line}, field 'value'" in said[0] and "a whole number" in said[0], said


def test_d18_09_a_count_that_is_not_whole_is_shown_as_written(tmp_path, capsys):
    """D18-09: vcpus 191.99999 was refused as "got '192 vCPU', expected a whole number" (4 digits shown)."""
    text = (ROOT / "data" / "specs.csv").read_text(encoding="utf-8").splitlines()
    line = next(i for i, s in enumerate(text, 1) if s.startswith("trn2.48xlarge,vcpus,"))
    d, _ = _slipped_copy(tmp_path, "specs", line, "value", lambda v: "191.99999")
    said = [s for s in _findings(capsys, d) if "(check 'vcpus')" in s]
    assert len(said) == 1 and "got '191.99999 vCPU'" in said[0], said


def test_d18_31_a_broken_check_is_named_by_its_id_too(tmp_path):
    """D18-31: a check's crossed bounds were named 'check 9.max' (its position only), where other findings
    name the check's id."""
    from trainium_report import datachecks
    (tmp_path / "checks.yaml").write_text(
        "- {id: mine, severity: error, kind: range, why: y, where: {metric: power}, unit: W, min: 10, max: 1}\n")
    _, problems = datachecks.read_checks(tmp_path)
    assert [p.field for p in problems] == ["check 1 ('mine').max"], problems


@pytest.mark.parametrize("rest", [["--csv=e.csv"], ["--csv", "e.csv"]])
def test_b18_23_an_option_taken_for_a_p_value_is_refused_naming_p(tmp_path, capsys, rest):
    """B18-23: `-p title $UNSET --csv=e.csv` (the variable unset) took --csv=e.csv for the title: exit 0, no CSV,
    no word; the detached form was refused as 'unrecognized arguments: e.csv', naming the wrong word."""
    r = run_main(capsys, "estimate", ROOT / "scenarios" / "examples" / "small-volume.yaml", "-p", "title", *rest)
    assert r.returncode == 1 and f"-p 'title': its value would be '{rest[0]}', an option of the command" in r.stderr, \
        r.stderr
    assert r.stdout == "" and not (tmp_path / "e.csv").exists()


# ---- stop 51 ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("encoding, said", [("utf-32", "UTF-32"), ("utf-16", "UTF-16")])
def test_a_benchmark_json_not_in_utf8_says_its_byte_order_mark(ds, tmp_path, encoding, said):
    """Noticed at stop 50: a benchmark's JSON result saved as UTF-32 (little-endian, with its byte order mark)
    was said to be UTF-16: the reader looked at two bytes where UTF-32's mark takes four."""
    from trainium_report import dataset, yourruns
    f = tmp_path / "run.json"
    f.write_bytes('{"completed": 5}'.encode(encoding))
    with pytest.raises(dataset.DataError) as exc:
        yourruns.read({"file": str(f), "entity_id": "trn2.48xlarge", "tp": 16}, ds, {"model": "llama-3.1-8b"})
    assert f"saved as {said}" in str(exc.value.problems[0]), exc.value.problems[0]


# ---- stop 52 ---------------------------------------------------------------------------------------------

def test_a_dataset_runs_are_checked_for_impossible_speeds_once_per_dataset(monkeypatch):
    """A build's first check of a fresh checkout asked three times (its scenario, and the default scenario twice
    for the shared sections) whether the dataset's published runs are possible, 0.2 s each: the answer is the
    dataset's, kept with it."""
    from dataclasses import replace
    from trainium_report import calibration, dataset
    ds = replace(dataset.load(None))            # a Dataset of its own: nothing kept for it yet
    calls = []
    real = calibration.impossible
    monkeypatch.setattr(calibration, "impossible", lambda *a: calls.append(1) or real(*a))
    first = calibration.dataset_impossible(ds)
    first.append("a caller's own list")         # what a caller does to its list stays with it
    assert calibration.dataset_impossible(ds) == calibration.dataset_impossible(ds) == []
    assert len(calls) == 1


def test_the_stored_unicode_tables_are_what_this_python_computes():
    """`unicode_tables` keeps the refused code points and the combining marks so that no process classifies
    327,680 code points as it starts (0.1 s of every CLI call and kernel): they must be what the rules in
    `inputs` give for this Unicode version (else regenerate with `inputs.unicode_tables_text()`)."""
    import unicodedata
    from trainium_report import inputs, unicode_tables
    path = Path(unicode_tables.__file__)
    if unicode_tables.UNIDATA_VERSION != unicodedata.unidata_version:     # another Python: computed afresh
        assert not inputs._STORED
        pytest.skip(f"tables of Unicode {unicode_tables.UNIDATA_VERSION}, this Python has {unicodedata.unidata_version}")
    assert inputs._STORED
    assert path.read_text(encoding="utf-8") == inputs.unicode_tables_text(), \
        "regenerate: inputs.unicode_tables_text() into trainium_report/unicode_tables.py"
    assert unicode_tables.REFUSED[:3] == ((0x0, 0x8), (0xB, 0xC), (0xE, 0x1F))    # controls but tab and line ends
    assert (0x200B, 0x200F) in unicode_tables.REFUSED                              # zero-width space .. RLM
    assert inputs.CONTROL_RE.search("a\u200bb") and not inputs.CONTROL_RE.search("Trainium\u00a0\u0101")
    assert (0x300, 0x34E) in unicode_tables.MARKS          # the combining diacritics (U+034F, the grapheme joiner, is none)


def test_another_unicode_version_computes_the_tables_afresh():
    """A Python of another Unicode version does not use the stored tables: it classifies the code points
    itself, and refuses what the stored ones would (here, the same version pretended to differ)."""
    code = ("import trainium_report.unicode_tables as t; stored = t.REFUSED, t.MARKS; t.UNIDATA_VERSION = 'other'\n"
            "from trainium_report import inputs\n"
            "assert not inputs._STORED\n"
            "assert inputs.CONTROL_RE.full.pattern == '[' + inputs._class(stored[0]) + ']'\n"
            "assert inputs._class(stored[1]) in inputs.MARK_STACK_RE.pattern\n"
            "print('computed')")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0 and r.stdout.strip() == "computed", r.stderr
