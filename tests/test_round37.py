"""Hostile round 37 (on 9bbde2c): each test fails on the code before its mend."""
import json
import re
import shutil
from pathlib import Path

import pytest

from helpers import run_main

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "scenarios" / "examples"
CONFIGS = EXAMPLES / "configs"


def _config(folder: Path, src: str, **changes) -> Path:
    """A copy of an example config.json in `folder` with keys changed (None: removed)."""
    doc = json.loads((CONFIGS / src).read_text(encoding="utf-8"))
    for k, v in changes.items():
        if v is None:
            doc.pop(k, None)
        else:
            doc[k] = v
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "config.json").write_text(json.dumps(doc), encoding="utf-8")
    return folder / "config.json"


def test_d13_a_line_break_in_a_scenario_file_name_keeps_the_message_on_one_line(tmp_path, capsys):
    """D13: `estimate $'new\\nline.yaml'` printed the path raw, so the one-line error read as two, the
    second about a file 'line.yaml'."""
    r = run_main(capsys, "estimate", tmp_path / "missing\nfile.yaml")
    problems = [line for line in r.stderr.splitlines() if line.startswith("  - ")]
    assert r.returncode == 1 and len(problems) == 1 and "missing\\nfile.yaml" in problems[0], r.stderr


def test_d30_a_scenario_name_in_fullwidth_letters_is_said_to_need_ascii(tmp_path, capsys):
    """D30: 'ｆｕｌｌ' was refused as not '1 to 64 letters, digits...': they are letters; the rule is ASCII."""
    (tmp_path / "s.yaml").write_text('scenario: "ｆｕｌｌ"\n', encoding="utf-8")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 1 and "key 'scenario'" in r.stderr and "ASCII letters" in r.stderr
    assert "U+FF46 FULLWIDTH LATIN SMALL LETTER F" in r.stderr, r.stderr


@pytest.mark.parametrize("name, said", [("meta-llama/Evil\nHeadline: BUY TRN", "key '_name_or_path'"),
                                        ("my\tmodel", "key '_name_or_path'"),
                                        (None, "the config's folder name")])
def test_d34_a_model_name_from_a_config_is_on_one_line(tmp_path, capsys, name, said):
    """D34, D35, D43: a config's _name_or_path (or, without one, its folder's name) holding a line break
    or a tab passed and split the headline, the index and the chart titles."""
    folder = tmp_path / ("cfg\nnl" if name is None else "cfg")
    path = _config(folder, "llama-3.1-8b-config.json", _name_or_path=name)
    r = run_main(capsys, "model", path)
    assert r.returncode == 1 and said in r.stderr and "no tab or line break" in r.stderr, r.stderr
    assert len(r.stderr.strip().splitlines()) == 1, r.stderr          # the folder's line break as an escape


def test_c16_architectures_given_as_text_is_named(tmp_path, capsys):
    """c16: "architectures": "LlamaForCausalLM" (text, not a list) was 'not one this project models
    (known: LlamaForCausalLM, ...)'; a list holding a mapping raised TypeError (unhashable)."""
    r = run_main(capsys, "model", _config(tmp_path / "a", "llama-3.1-8b-config.json",
                                          architectures="LlamaForCausalLM", model_type=None))
    assert r.returncode == 1 and "key 'architectures' is 'LlamaForCausalLM', expected a list" in r.stderr, r.stderr
    r = run_main(capsys, "model", _config(tmp_path / "b", "llama-3.1-8b-config.json",
                                          architectures=[{}], model_type=None))
    assert r.returncode == 1 and "is not one this project models" in r.stderr, r.stderr


def test_c45_a_moe_config_with_no_expert_layer_is_the_dense_model(tmp_path, capsys):
    """c45: a Qwen3-MoE config listing every layer in mlp_only_layers (no layer has experts) was priced
    as a mixture of experts (trn2 19x dearer than the same network as a dense Qwen3 config)."""
    from trainium_report import hfconfig

    moe = json.loads((CONFIGS / "qwen3-30b-a3b-config.json").read_text(encoding="utf-8")) | {"_name_or_path": "mine"}
    layers = moe["num_hidden_layers"]
    all_dense = hfconfig.from_config({**moe, "mlp_only_layers": list(range(layers))}, "x")
    dense = hfconfig.from_config({k: v for k, v in moe.items() if k != "mlp_only_layers"}
                                 | {"architectures": ["Qwen3ForCausalLM"], "model_type": "qwen3"}, "x")
    assert not all_dense.moe and all_dense == dense
    assert all_dense.params == pytest.approx(dense.params) and all_dense.active_params == all_dense.params


def test_c18_a_llama4_moe_step_beyond_its_layers_is_refused(capsys):
    """c18: a Llama 4 config with interleave_moe_layer_step 1000 on 48 layers was taken as a mixture of
    experts in 0 layers; Qwen3's decoder_sparse_step was held to the layer count, Llama 4's was not."""
    from trainium_report import hfconfig

    doc = {"architectures": ["Llama4ForCausalLM"], "model_type": "llama4_text", "num_hidden_layers": 48,
           "hidden_size": 5120, "num_attention_heads": 40, "num_key_value_heads": 8, "head_dim": 128,
           "vocab_size": 202048, "num_local_experts": 16, "num_experts_per_tok": 1, "intermediate_size": 8192,
           "intermediate_size_mlp": 16384, "interleave_moe_layer_step": 1000}
    with pytest.raises(hfconfig.ConfigError, match="key 'interleave_moe_layer_step' is 1000, expected a whole "
                                                   "number from 1 to 48"):
        hfconfig.from_config(doc, "cfg.json")


@pytest.mark.parametrize("model", ["configs/llama-3.1-8b-config.json", "/abs/ft70-config.json"])
def test_c41_c44_a_config_in_the_measurements_mapping_is_refused_up_front_with_the_way_that_works(
        tmp_path, capsys, model):
    """c41: measurements.model as a relative config path gave 'configs/...: no such file' (no scenario,
    no key; read from the working folder); c44: the advice 'model: a models.csv id, or a config.json'
    led to 'expected an id listed in the dataset's model table'. The way that works is said: the
    config as the scenario's model, the mapping's model left out."""
    shutil.copy(EXAMPLES / "my-vllm-run.json", tmp_path)
    (tmp_path / "s.yaml").write_text(f"scenario: s\nmeasurements: {{file: my-vllm-run.json, entity_id: trainium2, "
                                     f"nodes: 2, tp: 8, model: {model}}}\n", encoding="utf-8")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 1 and "s.yaml: key 'measurements'" in r.stderr
    assert "make that the scenario's model and leave model out of the mapping" in r.stderr, r.stderr


def test_c44_a_run_of_another_size_is_told_the_way_that_works(tmp_path, capsys):
    """c44: the advice for a 70B run under an 8B scenario model must not offer a config.json in the
    mapping, which is refused."""
    doc = json.loads((EXAMPLES / "my-vllm-run.json").read_text(encoding="utf-8"))
    (tmp_path / "ft70.json").write_text(json.dumps({**doc, "model_id": "acme/my-finetune-70B"}), encoding="utf-8")
    (tmp_path / "s.yaml").write_text("scenario: s\nmodel: llama-3.1-8b\nmeasurements: {file: ft70.json, "
                                     "entity_id: trainium2, nodes: 2, tp: 8}\n", encoding="utf-8")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 1 and "its name says 70B parameters" in r.stderr
    assert "or a config.json)" not in r.stderr and "make that the scenario's model" in r.stderr, r.stderr


def test_c48_papermill_f_names_why_a_relative_path_is_not_found():
    """c48: `papermill nb -f scenarios/examples/your-runs-vllm.yaml` blamed scenarios/default.yaml for
    'my-vllm-run.json: no such file': papermill passes the keys, not the file's folder. The message
    says where a relative path given so is read from and to give -p scenario_file instead."""
    from trainium_report import scenario

    given = {"measurements": {"file": "my-vllm-run.json", "entity_id": "trn2.48xlarge", "tp": 64}}
    with pytest.raises(scenario.ScenarioError) as err:
        scenario.for_notebook(None, None, {"In": [f"# Parameters\nmeasurements = {given['measurements']!r}\n"],
                                           **given})
    text = str(err.value)
    assert "not the file's; a relative path given so is read from" in text and "-p scenario_file FILE" in text, text


def test_d27_a_long_label_has_room_for_a_browser_drawing_it_wider():
    """D27: a 141-character axis label filled the SVG's width as Matplotlib measured it, and Chromium,
    drawing DejaVu Sans slightly wider, cut a letter off each end. The saved width leaves each text
    BROWSER_TEXT_SLACK of its width to spare."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from trainium_report.plots import output

    fig, ax = plt.subplots(figsize=(7, 4))
    ax.plot([1, 2], [1, 2])
    label = ax.set_xlabel("monthly bill ratio " + "x" * 110 + " at 1 B tokens")
    renderer = fig.canvas.get_renderer()
    fig.canvas.draw()
    width_in = label.get_window_extent(renderer).width / fig.dpi
    out = output.render(fig, "x", None)
    svg_pt = float(re.search(rb'<svg[^>]*width="([0-9.]+)pt"', out["svg"])[1])
    assert svg_pt / 72 >= width_in * (1 + 2 * output.BROWSER_TEXT_SLACK), (svg_pt / 72, width_in)


def test_c50_a_null_measured_length_in_llmperf_falls_back_to_the_requested_one(tmp_path, capsys):
    """c50: `"results_number_input_tokens_mean": null` beside `mean_input_tokens: 1500` dropped the run's
    input length (and its TTFT evidence) without a word: the documented fallback was skipped."""
    from trainium_report import dataset, scenario, yourruns

    doc = json.loads((EXAMPLES / "my-llmperf-summary.json").read_text(encoding="utf-8"))
    assert doc.get("mean_input_tokens") and "results_number_input_tokens_mean" not in doc
    (tmp_path / "null.json").write_text(json.dumps({**doc, "results_number_input_tokens_mean": None}),
                                        encoding="utf-8")
    params = scenario.load(EXAMPLES / "your-runs-llmperf.yaml")
    ds = dataset.load(params["data_dir"])
    spec = {**params["measurements"], "file": str(tmp_path / "null.json")}
    runs = yourruns.read(spec, ds, params)
    assert float(runs["input_len"].iloc[0]) == doc["mean_input_tokens"], runs["input_len"].tolist()


def _set(path: Path, line: int, old: str, new: str) -> None:
    """Replace `old` by `new` once in line `line` (1-based, the header is line 1) of a CSV."""
    rows = path.read_text(encoding="utf-8").split("\n")
    assert old in rows[line - 1], rows[line - 1]
    rows[line - 1] = rows[line - 1].replace(old, new, 1)
    path.write_text("\n".join(rows), encoding="utf-8")


def _line(path: Path, start: str) -> int:
    return next(i for i, r in enumerate(path.read_text(encoding="utf-8").split("\n"), 1) if r.startswith(start))


def _refused(capsys, data: Path, table: str, start: str, old: str, new: str) -> tuple[int, str]:
    """Edit the row of `table` starting with `start` (`old` to `new`), run validate on the folder, and
    check it is refused: (the row's line, what validate printed)."""
    j = _line(data / table, start)
    _set(data / table, j, old, new)
    r = run_main(capsys, "validate", data)
    assert r.returncode == 1, r.stdout + r.stderr
    return j, r.stdout + r.stderr


def test_a13_a_price_with_no_region_is_held_to_its_offers_other_regions(data_copy, capsys):
    """A13: p5en.48xlarge's one region-less on-demand row, 100x too low, passed: the history check
    grouped by region, so the row was alone in its group; it then was the newest p5en price."""
    j, out = _refused(capsys, data_copy, "prices.csv", "p5en.48xlarge,aws,,on_demand,hyperscaler_list,system,63.296,", ",63.296,", ",0.63296,")
    assert f"prices.csv, line {j}, field 'usd_per_hour': got '0.63296'" in out, out
    assert "check 'price-history'" in out


def test_a27_an_8_gpu_systems_price_entered_per_gpu_fails_validate(data_copy, capsys):
    """A27: p5.48xlarge's 55.04 entered as its per-GPU 6.88 (8x) passed the history check's 10x."""
    j, out = _refused(capsys, data_copy, "prices.csv", "p5.48xlarge,aws,us-east-1,on_demand,hyperscaler_list,system,55.04,2026-11-09", ",55.04,", ",6.88,")
    assert f"prices.csv, line {j}, field 'usd_per_hour': got '6.88'" in out, out


def test_a26_a_wrong_chip_count_shows_as_a_size_far_cheaper_per_chip(data_copy, capsys):
    """A26/A36: p5.4xlarge (one H100) entered as 8 chips passed validate (it has no memory specs for
    the sum-of-chips check) and headed the report as an 8-GPU system at 0.86 USD per GPU-hour, 8x
    cheaper than p5.48xlarge: the sizes of one family are now held to one per-chip price, within 4x."""
    ent = data_copy / "entities.csv"
    _set(ent, _line(ent, "p5.4xlarge,"), ",h100-sxm,1,p5,", ",h100-sxm,8,p5,")
    r = run_main(capsys, "validate", data_copy)
    out = r.stdout + r.stderr
    assert r.returncode == 1 and "check 'price-per-chip-across-sizes'" in out, out
    # 0.86 USD per GPU-hour against p5.48xlarge's median over its regions, 66.08 / 8 = 8.26: 0.104x
    assert "a wrong chip count for p5.4xlarge (entities.csv" in out and "0.104x" in out, out


def test_the_sizes_check_passes_the_datasets_own_spread(ds):
    """inf2.8xlarge costs 2.6x inf2.xlarge per chip-hour (more vCPUs, one chip each): within the
    bound, as every family of the dataset is."""
    from trainium_report import datachecks
    assert not [f for f in datachecks.run(ds) if f.check == "price-per-chip-across-sizes"]


@pytest.mark.parametrize("head_dim, ok", [("1", False), ("64", True), ("1024", False)])
def test_a16_a_head_width_far_from_the_models_width_fails_validate(data_copy, capsys, head_dim, ok):
    """A16: llama-3.1-70b's head_dim 128 entered as 1 passed (its total stays within 1.25x of 70B) and
    halved every serving cost (a KV cache 128x too small). heads x head_dim must lie within 0.5x to 4x
    of hidden_size (published: 0.76x to 3.4x)."""
    models = data_copy / "models.csv"
    j = _line(models, "llama-3.1-70b,")
    _set(models, j, ",64,8,128,128256,", f",64,8,{head_dim},128256,")
    r = run_main(capsys, "validate", data_copy)
    out = r.stdout + r.stderr
    said = f"models.csv, line {j}, field 'head_dim': got '{head_dim}'"
    assert (said not in out) if ok else (r.returncode == 1 and said in out and "a mistyped head_dim?" in out), out


def test_a40_a_claim_naming_one_entity_as_subject_and_baseline_fails_validate(data_copy, capsys):
    """A40: inf2-vs-inf1-memory-4x with baseline inferentia2 (its own subject) passed and was audited
    as 'not reproduced, 1x'."""
    j, out = _refused(capsys, data_copy, "claims.csv", "inf2-vs-inf1-memory-4x,", ",inferentia2,inferentia,4,", ",inferentia2,inferentia2,4,")
    assert f"claims.csv, line {j}: claim 'inf2-vs-inf1-memory-4x' names 'inferentia2' as " \
        "both subject and baseline" in out, out


def test_a55_a_chip_of_another_family_than_its_systems_is_named_in_entities(data_copy, capsys):
    """A55: trainium2's family set to Inferentia was blamed on seven measurements.csv rows ('it has no
    LNC=2: only Trainium2 and later...'); the slip is the chip's row in entities.csv."""
    j, out = _refused(capsys, data_copy, "entities.csv", "trainium2,", ",AWS,Trainium,2,", ",AWS,Inferentia,2,")
    assert f"entities.csv, line {j}, field 'family': got 'Inferentia', expected Trainium" in out
    assert "measurements.csv" not in out, out


def test_a58_a_name_too_long_for_a_chart_axis_fails_validate(data_copy, capsys):
    """A58: a chip named with 1,500 more letters passed and its tick labels ran across the charts."""
    ent = data_copy / "entities.csv"
    j = _line(ent, "trainium2,")
    _set(ent, j, ",AWS Trainium2,", ",AWS Trainium2 " + "X" * 1500 + ",")
    r = run_main(capsys, "validate", data_copy)
    out = r.stdout + r.stderr
    assert r.returncode == 1 and f"entities.csv, line {j}, field 'name'" in out and "at most 60 characters" in out


def test_a62_predict_does_not_score_a_run_its_chips_cannot_hold(tmp_path, capsys):
    """A62: a 70B bf16 run on one 80 GB H100 (p5.4xlarge) was warned of, then scored (TTFT error 366%)."""
    import csv

    rows = list(csv.reader((EXAMPLES / "my-runs.csv").read_text(encoding="utf-8").splitlines()))
    head, run = rows[0], rows[1][:]
    for k, v in dict(entity_id="p5.4xlarge", nodes="1", tp="1").items():
        run[head.index(k)] = v
    with open(tmp_path / "r.csv", "w", newline="", encoding="utf-8") as f:
        csv.writer(f).writerows([head, run])
    r = run_main(capsys, "predict", tmp_path / "r.csv")
    assert "expected a system that holds the model" in r.stderr and "0 run(s) predicted" in r.stdout, r.stdout
    assert f"not predicted: {run[0]}: line 2 is impossible as written" in r.stdout, r.stdout


def _kept_run(tmp_path, monkeypatch):
    """A job whose run is kept in a project cache of its own under tmp_path."""
    from trainium_report import cache
    from trainium_report.publishing import run, shared
    monkeypatch.setattr(cache, "CACHE_DIR", tmp_path / "cache")
    monkeypatch.setattr(cache, "enabled", lambda: True)
    shared._sections_usable.cache_clear()
    out = tmp_path / "w" / "01-x.ipynb"
    out.parent.mkdir()
    out.write_text("{}", encoding="utf-8")
    job = run.Job(scenario="s", notebook=tmp_path / "01-x.ipynb", scenario_file=None, params={}, out=out,
                  figures=tmp_path / "w" / "figs", cache_key="k1")
    return job, run, shared


def test_b06_a_full_output_disk_keeps_the_cached_runs(tmp_path, monkeypatch):
    """B06: copying a kept run into a full --out raised OSError, taken for a damaged entry: every kept
    run was deleted, and the next build ran every notebook again (100-200 s, not 15)."""
    import shutil as _shutil
    job, run, shared = _kept_run(tmp_path, monkeypatch)
    shared.store_result(run.Result(job, True, 1.0, section={"headings": []}))
    entry = tmp_path / "cache" / "sections" / "k1"
    assert entry.is_dir()

    def full(*a, **k):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(_shutil, "copy2", full)
    assert shared.cached_result(job) is None           # not reused this time: the notebook runs and says why
    assert (entry / "section.json").is_file()          # but the kept run is still there
    monkeypatch.undo()


def test_b16_a_symlinked_sections_folder_is_not_written_through(tmp_path, monkeypatch, capsys):
    """B16: .cache/sections linked to ../notebooks: the build wrote four executed runs into notebooks/."""
    job, run, shared = _kept_run(tmp_path, monkeypatch)
    elsewhere = tmp_path / "notebooks"
    elsewhere.mkdir()
    (tmp_path / "cache").mkdir()
    (tmp_path / "cache" / "sections").symlink_to(elsewhere)
    shared.store_result(run.Result(job, True, 1.0, section={"headings": []}))
    assert list(elsewhere.iterdir()) == [] and shared.cached_result(job) is None
    assert "a symlink (kept runs are written into a folder of the cache's own)" in capsys.readouterr().err


def test_b14_a_stopped_process_holding_a_cache_entry_is_not_waited_for(tmp_path):
    """B14/B15: a process stopped (Ctrl-Z) while it computed a dataset entry made every later estimate
    and validate wait silently for up to 600 s; the holder is now seen to be stopped and said."""
    import os
    import signal
    import subprocess
    import sys

    code = ("import time\nfrom trainium_report import cache\ncache.CACHE_DIR = __import__('pathlib').Path("
            f"{str(tmp_path)!r})\nwith cache._computing('testkind', 'k1'):\n    print('held', flush=True)\n"
            "    time.sleep(120)\n")
    holder = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        os.kill(holder.pid, signal.SIGSTOP)
        waiter = ("import time\nfrom trainium_report import cache\ncache.CACHE_DIR = __import__('pathlib').Path("
                  f"{str(tmp_path)!r})\nt = time.monotonic()\nwith cache._computing('testkind', 'k1'):\n"
                  "    print(round(time.monotonic() - t))\n")
        r = subprocess.run([sys.executable, "-c", waiter], capture_output=True, text=True, timeout=60)
        assert int(r.stdout) < 20 and f"process {holder.pid}, which is computing the same testkind" in r.stderr \
            and "is stopped" in r.stderr, (r.stdout, r.stderr)
    finally:
        os.kill(holder.pid, signal.SIGKILL)
        os.kill(holder.pid, signal.SIGCONT)
        holder.wait()


def test_b02_a_full_disk_says_where_the_build_writes_and_how_much_is_free(tmp_path):
    """B02: a disk filling mid-build gave 'PDF export failed: OSError: [Errno 28] No space left on device'
    and no folder: --out, the temporary folder and the cache each have their free space said."""
    import errno
    import os
    from trainium_report.publishing import run

    said = run.no_space(OSError(errno.ENOSPC, "No space left on device"), tmp_path / "out" / "x", tmp_path)
    st = os.statvfs(tmp_path)
    assert said.startswith(" (free space where the build writes: ") and str(tmp_path / "out" / "x") in said
    assert said.count("MB free") == 1          # one disk, said once
    assert f"{st.f_bavail * st.f_frsize / 1e6:,.1f}"[:3] in said
    assert run.no_space(OSError(errno.ENOENT, "No such file"), tmp_path) == ""


def test_b22_a_cpu_time_limit_is_named_when_a_kernel_dies(tmp_path):
    """B22: under `ulimit -t 6` a kernel killed at its CPU limit was said to be out of memory or signalled."""
    import subprocess
    import sys

    code = ("import resource, types\nfrom trainium_report.publishing import run\n"
            "resource.setrlimit(resource.RLIMIT_CPU, (600, resource.RLIM_INFINITY))\n"
            "class DeadKernelError(RuntimeError): pass\n"
            f"job = types.SimpleNamespace(notebook=__import__('pathlib').Path('05-decision.ipynb'), "
            f"out=__import__('pathlib').Path({str(tmp_path / 'o.ipynb')!r}))\n"
            "print(run.failure_message(job, DeadKernelError('Kernel died')))\n")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert "limited by the CPU-time limit: ulimit -t is 600 s" in r.stdout, (r.stdout, r.stderr)


# round 38 (on 5bde7b5)

def test_r38_c50_a_per_gpu_quote_for_an_8_gpu_candidate_is_refused(capsys):
    """c50 (and round 37's A48): 2.5 USD/h for 8 H100s at Lambda (0.31 per GPU-hour, under half of the
    cheapest H100 price the dataset lists anywhere) was taken, and the H100 won by 15x; QUOTE_FAR's 10x
    slack against the same system can never catch an 8x slip."""
    from trainium_report import dataset, pricing
    ds = dataset.load()
    pr = dataset.prices(ds).dropna(subset=["usd_per_chip_hour"])
    cheapest = pr[pr["entity_id"].map(lambda e: dataset.chip_of(ds, e)) == "h100-sxm"]["usd_per_chip_hour"].min()
    low = 8 * cheapest * pricing.QUOTE_CHIP_FLOOR * 0.9
    r = run_main(capsys, "estimate", ROOT / "scenarios" / "default.yaml", "-y",
                 json.dumps({"price_overrides": {"h100-sxm:8@lambda": round(low, 3)},
                             "candidates": ["h100-sxm:8@lambda", "trn2"]}))
    assert r.returncode == 1 and "the cheapest the dataset lists for a h100-sxm anywhere" in r.stderr, r.stderr
    ok = run_main(capsys, "estimate", EXAMPLES / "quote-wins-serving.yaml")     # a deep discount is not a slip
    assert ok.returncode == 0, ok.stderr


def test_r38_c54_one_key_given_as_a_papermill_parameter_and_in_overrides_is_refused():
    """c54: `-p tokens_per_day 2e9 -y 'overrides: {tokens_per_day: 3e9}'` computed 3e9 and dropped 2e9
    without a word (the CLI refuses the same pair)."""
    from trainium_report import scenario
    ns = {"In": ["# Parameters\ntokens_per_day = 2e9\n"], "tokens_per_day": 2e9}
    with pytest.raises(scenario.ScenarioError, match="key 'tokens_per_day' is given twice, as a papermill "
                                                     r"parameter \(2000000000.0\) and in 'overrides' \(3000000000.0\)"):
        scenario.for_notebook(None, {"tokens_per_day": 3e9}, ns)


def test_r38_c07_a_vllm_run_with_more_concurrency_than_prompts_is_refused(tmp_path, capsys):
    """c07: max_concurrency 256 with num_prompts 50 was fitted as batch 256, though at most 50 ran at once."""
    doc = json.loads((EXAMPLES / "my-vllm-run.json").read_text(encoding="utf-8"))
    assert doc["num_prompts"] == 50 and doc["max_concurrency"] <= 50
    (tmp_path / "c.json").write_text(json.dumps({**doc, "max_concurrency": 256}), encoding="utf-8")
    (tmp_path / "s.yaml").write_text("scenario: s\nmodel: llama-3.1-8b\nmeasurements: {file: c.json, "
                                     "entity_id: trainium2, nodes: 2, tp: 8}\n", encoding="utf-8")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 1 and "field 'max_concurrency': got '256', expected at most num_prompts (50)" in r.stderr


def test_r38_c09_an_llmperf_summary_without_lengths_names_its_keys(tmp_path, capsys):
    """c09: an LLMPerf summary with no mean lengths was told 'needs tpot_ms with output_len ... (a blank
    cell is a missing value)', a CSV's terms, not the summary's keys."""
    doc = json.loads((EXAMPLES / "my-llmperf-summary.json").read_text(encoding="utf-8"))
    for k in ("mean_input_tokens", "mean_output_tokens", "results_number_input_tokens_mean",
              "results_number_output_tokens_mean"):
        doc.pop(k, None)
    (tmp_path / "lp.json").write_text(json.dumps(doc), encoding="utf-8")
    spec = yaml_spec = (EXAMPLES / "your-runs-llmperf.yaml").read_text(encoding="utf-8")
    assert "my-llmperf-summary.json" in spec
    (tmp_path / "s.yaml").write_text(yaml_spec.replace("my-llmperf-summary.json", str(tmp_path / "lp.json")),
                                     encoding="utf-8")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 1 and "results_number_output_tokens_mean or mean_output_tokens" in r.stderr, r.stderr
    assert "a blank cell" not in r.stderr


def test_r38_b17_a_file_is_read_in_pieces_not_by_reserving_its_limit(tmp_path):
    """b17: read_bytes called read(limit + 1): CPython reserves the whole request, 50 MB for every data
    CSV of a few KB, so `ulimit -v 250000` ended estimate in a MemoryError traceback."""
    import tracemalloc
    from trainium_report import inputs
    (tmp_path / "small.csv").write_bytes(b"a,b\n1,2\n" * 100)
    tracemalloc.start()
    data = inputs.read_bytes(tmp_path / "small.csv", 256 * 1024 * 1024)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert data == b"a,b\n1,2\n" * 100 and peak < 4 * inputs.READ_CHUNK, peak
    (tmp_path / "big.csv").write_bytes(b"x" * (3 * inputs.READ_CHUNK + 7))
    with pytest.raises(inputs.InputError, match="more than 3,145,734 bytes"):
        inputs.read_bytes(tmp_path / "big.csv", 3 * inputs.READ_CHUNK + 6)
    assert len(inputs.read_bytes(tmp_path / "big.csv", 3 * inputs.READ_CHUNK + 7)) == 3 * inputs.READ_CHUNK + 7


def test_r38_b17_out_of_memory_is_one_line():
    """b17: under a low `ulimit -v` the CLI ended in a MemoryError (or an OpenBLAS 'failed to map segment')
    traceback from its imports."""
    import subprocess
    import sys
    r = subprocess.run(["bash", "-c", f"ulimit -v 150000; exec {sys.executable} -c 'from trainium_report.command "
                        "import entry; entry()' validate"], capture_output=True, text=True, timeout=120)
    assert r.returncode == 1 and "Traceback" not in r.stderr, r.stderr
    assert r.stderr.startswith("trainium-report: out of memory while it started; under `ulimit -v`"), r.stderr


@pytest.mark.parametrize("given, said", [
    ({"workload": "training", "model": "llama-3.1-8b", "global_batch": 1, "seq_len": 1},
     "global_batch x seq_len = 1 x 1 = 1 tokens a step, expected at least 65,536"),
    ({"workload": "training", "model": "llama-3.1-8b", "seq_len": 10_000_000},
     "key 'seq_len' is 10,000,000, expected at most 1,048,576"),
    ({"tokens_per_day": 1.0e-6}, "key 'tokens_per_day' is 1e-06, less than one request a day (input_tokens + "
                                 "output_tokens = 2,560)")])
def test_r38_a31_a32_a49_a_workload_no_one_runs_is_refused(capsys, given, said):
    """A32/A48: one-token sequences one per step got a training verdict; A31: a 10-million-token sequence
    was costed; A49: a millionth of a token a day got 'Port to inf2.48xlarge ... 30,686 USD a month saved'."""
    r = run_main(capsys, "estimate", ROOT / "scenarios" / "default.yaml", "-y", json.dumps(given))
    assert r.returncode == 1 and said in r.stderr, r.stderr


def test_r38_a26_generations_out_of_launch_order_fail_validate(data_copy, capsys):
    """A26: Trainium2 numbered generation 1 and Trainium 2 passed; the 2022 chip became 'the newest
    Trainium' in the report's sentences."""
    ent = data_copy / "entities.csv"
    one, two = _line(ent, "trainium,"), _line(ent, "trainium2,")
    _set(ent, one, ",AWS,Trainium,1,", ",AWS,Trainium,2,")
    _set(ent, two, ",AWS,Trainium,2,", ",AWS,Trainium,1,")
    r = run_main(capsys, "validate", data_copy)
    out = r.stdout + r.stderr
    assert r.returncode == 1 and f"entities.csv, line {one}, field 'generation': got '2'" in out
    assert "trainium (available from 2022-10) is numbered after trainium2 (generation 1" in out, out


def test_r38_a27_a_score_out_of_another_maximum_fails_validate(data_copy, capsys):
    """A27: max_score 10 was accepted and never read: a 4/10 counted as 4/5 in the totals out of 25."""
    card = data_copy / "scorecard.csv"
    j = _line(card, "Trainium,performance,")
    _set(card, j, ",performance,4,5,", ",performance,4,10,")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and f"scorecard.csv, line {j}, field 'max_score': got '10'" in r.stdout + r.stderr


def test_r38_d20_a_file_name_in_other_code_points_is_said(tmp_path, capsys):
    """d20: measurements 'cafe\\u0301.csv' (e + combining accent) beside café.csv (one letter) was 'no such
    file', printed identically to the file ls shows."""
    shutil.copy(EXAMPLES / "my-runs.csv", tmp_path / "caf\u00e9.csv")
    (tmp_path / "s.yaml").write_text('scenario: s\nmeasurements: "cafe\\u0301.csv"\n', encoding="utf-8")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 1 and "the folder holds 'caf\u00e9.csv', which reads the same but is written in other " \
        "code points" in r.stderr and "U+0301 COMBINING ACUTE ACCENT" in r.stderr, r.stderr


def test_r38_d34_a_fullwidth_key_is_named_as_the_key_it_reads_as(tmp_path, capsys):
    """d34: 'ｔｉｔｌｅ: x' was an unknown key with no word that it reads as 'title'."""
    (tmp_path / "s.yaml").write_text("scenario: s\n\uff54\uff49\uff54\uff4c\uff45: x\n", encoding="utf-8")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 1 and "did you mean 'title'? it holds non-ASCII characters ('\uff54' U+FF54" in r.stderr


def test_r38_d24_a_title_is_cut_by_the_letters_a_reader_sees():
    """d24: 'Z' with 300 combining marks then 'algo title' (11 letters on screen, 311 code points) was cut
    on the PDF cover to 'Z ... (cut: 311 characters ...)', and a cut inside a letter left its marks orphaned."""
    from trainium_report.publishing import pdf, render
    zalgo = "Z" + "\u030d" * 300 + "algo title"
    assert render.cut_said(zalgo, pdf.PRINT_TITLE_CHARS) == zalgo
    accents = "e\u0301" * 400
    cut = render.cut_said(accents, 100)
    head = cut.split(" ... (cut:")[0]
    assert cut.endswith("(cut: 400 characters; the report holds the whole sentence)") and head
    assert head == "e\u0301" * (len(head) // 2), head       # whole letters, each with its accent


def test_r38_d04_a_scenario_file_named_with_a_leading_dash_is_named(tmp_path, capsys, monkeypatch):
    """d04: `estimate -small.yaml` said 'the following arguments are required: scenario', naming no file."""
    shutil.copy(EXAMPLES / "small-volume.yaml", tmp_path / "-small.yaml")
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as done:
        run_main(capsys, "estimate", "-small.yaml")
    err = capsys.readouterr().err
    assert done.value.code == 1 and "-small.yaml is a file, read as an option since its name starts with '-': " \
        "give ./-small.yaml" in err, err


def test_r38_a12_training_chips_raised_to_hold_the_model_is_said(capsys):
    """A12: training_chips 1 for a 405B model was raised to 80 and 99 chips without a word (the header
    kept '~1 chips', the fewest chips that hold the model were not printed)."""
    from trainium_report import costs, dataset, scenario
    given = {"workload": "training", "model": "llama-3.1-405b", "training_chips": 1, "candidates": ["trn2", "p5"]}
    r = run_main(capsys, "estimate", ROOT / "scenarios" / "default.yaml", "-y", json.dumps(given))
    params = scenario.load(ROOT / "scenarios" / "default.yaml", given)
    res, _ = costs.training_estimate(dataset.load(), params)
    for row in res.itertuples():
        assert row.min_chips_to_fit > 1 and f"note: {row.candidate}: training_chips 1 cannot hold the model's " \
            f"training state; {row.min_chips_to_fit:,} chips are the fewest that can" in r.stdout, r.stdout


def test_r38_a43_a_run_dated_years_before_its_model_fails_validate(data_copy, capsys):
    """A43: inf2-throughput-l2 (Llama 3.1 8B, published 2024-07) dated 2023-01-05 passed."""
    runs = data_copy / "measurements.csv"
    j = _line(runs, "inf2-throughput-l2,")
    rows = runs.read_text(encoding="utf-8").split("\n")
    assert ",2026-08-21," in rows[j - 1]
    rows[j - 1] = rows[j - 1].replace(",2026-08-21,", ",2023-01-05,", 1)
    runs.write_text("\n".join(rows), encoding="utf-8")
    r = run_main(capsys, "validate", data_copy)
    out = r.stdout + r.stderr
    assert r.returncode == 1 and f"measurements.csv, line {j}, field 'as_of': got '2023-01-05', expected a date at " \
        "most 365 days before llama-3.1-8b was published" in out, out


@pytest.mark.parametrize("change, said", [
    ({"completed": 100}, "field 'completed': got '100', expected at most num_prompts (50): more requests completed"),
    ({"num_prompts": 50.0, "max_concurrency": 100}, "field 'max_concurrency': got '100', expected at most num_prompts (50)")])
def test_r39_c10_c11_a_vllm_run_with_more_done_or_concurrent_than_sent_is_refused(tmp_path, capsys, change, said):
    """c10 (round 39): completed 100 of 50 prompts was accepted, its lengths halved; c11: num_prompts 50.0
    (a float) skipped round 38's concurrency check."""
    doc = json.loads((EXAMPLES / "my-vllm-run.json").read_text(encoding="utf-8"))
    (tmp_path / "c.json").write_text(json.dumps({**doc, **change}), encoding="utf-8")
    (tmp_path / "s.yaml").write_text("scenario: s\nmodel: llama-3.1-8b\nmeasurements: {file: c.json, "
                                     "entity_id: trainium2, nodes: 2, tp: 8}\n", encoding="utf-8")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 1 and said in r.stderr, r.stderr


@pytest.mark.parametrize("args, said", [
    (["-p", "price_overrides", "{trn2.48xlarge: 30}", "-p", "price_overrides", "{trn2.48xlarge: 31}"],
     "key 'price_overrides.trn2.48xlarge' is given twice on the command line (30 and 31)"),
    (["-y", "{efficiency_overrides: {p5.48xlarge: {bandwidth_efficiency: 0.7}}}",
      "-y", "{efficiency_overrides: {p5.48xlarge: {bandwidth_efficiency: 0.9}}}"],
     "key 'efficiency_overrides.p5.48xlarge.bandwidth_efficiency' is given twice on the command line (0.7 and 0.9)")])
def test_r39_c36_c38_one_override_given_twice_with_two_values_is_refused(capsys, args, said):
    """c36, c38 (round 39): a quote or an efficiency given twice with two values: the last one won
    silently (a scalar key given twice was refused; two quotes for two systems merge, as before)."""
    r = run_main(capsys, "estimate", ROOT / "scenarios" / "default.yaml", *args)
    assert r.returncode == 1 and said in r.stderr, r.stderr
    both = run_main(capsys, "estimate", ROOT / "scenarios" / "default.yaml", "-p", "price_overrides",
                    "{trn2.48xlarge: 30}", "-p", "price_overrides", "{p5.48xlarge: 60}")
    assert both.returncode == 0 and both.stdout.count("your quote") == 2, both.stdout


def test_r39_c42_papermills_empty_figures_dir_is_refused_as_builds_is():
    """c42: papermill -p figures_dir '' wrote to figures/default/ without a word; build --figures '' refuses."""
    from trainium_report import scenario
    with pytest.raises(scenario.ScenarioError, match="'figures_dir' is an empty path"):
        scenario.figures_dir({"scenario": "s"}, "")


def test_r39_d14_a_blank_model_name_from_a_config_folder_is_refused(tmp_path, capsys):
    """d14: a config without _name_or_path in a folder named three spaces gave 'Serving     in bf16'."""
    r = run_main(capsys, "model", _config(tmp_path / "   ", "llama-3.1-8b-config.json", _name_or_path=None))
    assert r.returncode == 1 and "the config's folder name is '   ', blank" in r.stderr, r.stderr


def test_r39_a12_a_vocabulary_of_a_trillion_tokens_names_vocab_size(data_copy, capsys):
    """A12 (round 39): vocab_size 1e12 was blamed on parameters_nominal, with vocab_size not among the
    suspects it listed."""
    j, out = _refused(capsys, data_copy, "models.csv", "llama-3.1-70b,", ",128,128256,", ",128,1000000000000,")
    assert f"models.csv, line {j}, field 'vocab_size': got '1000000000000', expected at most 1,048,576" in out, out


def test_r39_d21_a_text_cell_a_float_would_overflow_stays_text_in_the_workbook():
    """d21: a source's version '1e999' became the string 'inf' in tables.xlsx (the CSV kept 1e999)."""
    import pandas as pd
    from trainium_report.publishing import publish
    assert publish._typed(pd.DataFrame({"v": ["1e999", "2.5", "", "x"]}))["v"].tolist() == ["1e999", 2.5, None, "x"]


STACK = "Z" + "".join(chr(c) for c in range(0x0316, 0x0334))      # one letter under 30 combining marks


def test_r39_d11_a_letter_under_a_stack_of_marks_is_refused_in_a_scenario_text(tmp_path, capsys):
    """d11: a title ending in a Z with 30 combining marks passed; on page 1 the marks hung eight lines
    down, over the verdict, in the HTML and the PDF. Two marks (Vietnamese) pass."""
    (tmp_path / "s.yaml").write_text(f'scenario: s\ntitle: "abc {STACK} x"\n', encoding="utf-8")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 1 and "key 'title' holds a letter with 30 combining marks stacked on it" in r.stderr
    (tmp_path / "v.yaml").write_text('scenario: v\ntitle: "Vi\u1ec7t Nam \u1eab"\n', encoding="utf-8")
    from trainium_report import scenario
    assert scenario.load(tmp_path / "v.yaml")["title"] == "Vi\u1ec7t Nam \u1eab"


def test_r39_d33_a_data_cell_under_a_stack_of_marks_fails_validate(data_copy, capsys):
    """d33: 1,100 marks on a claim's quote passed validate and climbed over the claim card's lines."""
    j, out = _refused(capsys, data_copy, "claims.csv", "inf2-vs-inf1-memory-4x,", "increasing the total memory",
                      f"increasing the total {STACK} memory")
    assert f"claims.csv, line {j}, field 'quote'" in out and "30 combining marks stacked" in out, out


def test_r39_d11_a_config_name_under_a_stack_of_marks_is_refused(tmp_path, capsys):
    r = run_main(capsys, "model", _config(tmp_path / "c", "llama-3.1-8b-config.json", _name_or_path=f"my {STACK}"))
    assert r.returncode == 1 and "key '_name_or_path' holds a letter with 30 combining marks" in r.stderr


def test_r39_d08_a_data_folder_in_other_code_points_is_said(tmp_path, capsys):
    """d08: data_dir 'café-data' (é one letter) beside a folder written e + U+0301 was 'expected an
    existing folder', with no word of the folder that reads the same."""
    (tmp_path / "cafe\u0301-data").mkdir()
    (tmp_path / "s.yaml").write_text("scenario: s\ndata_dir: caf\u00e9-data\n", encoding="utf-8")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 1 and "the folder holds 'cafe\u0301-data', which reads the same" in r.stderr, r.stderr


def test_r39_a27_a_fleet_under_one_percent_busy_is_refused(capsys):
    """A27 (round 39): utilisation 1e-9 rented 732 million instances, 3.4e13 USD a month, without a word."""
    r = run_main(capsys, "estimate", ROOT / "scenarios" / "default.yaml", "-y",
                 "{utilisation: {low: 1.0e-9, mode: 1.0e-9, high: 1.0e-9}}")
    assert r.returncode == 1 and "key 'utilisation'" in r.stderr and "expected numbers >= 0.01 and <= 1" in r.stderr


@pytest.mark.parametrize("given, said", [
    ({"traffic_range": {"low": 2.0, "high": 3.0}}, "key 'traffic_range'"),
    ({"price_range": {"on_demand": {"low": 90, "high": 110}}}, "on_demand: multipliers with 0.1 <= low <= 1"),
    ({"efficiency_range": {"low": 80, "high": 120}}, "key 'efficiency_range'"),
    ({"price_range": {"on_demand": {"low": 1.0e-9, "high": 1.0e+18}}}, "got low 1e-09, high 1e+18"),
    ({"title": "   "}, "key 'title' is '   ', expected a title with some text")])
def test_r39_a48_a52_a_range_that_leaves_out_the_value_or_a_blank_title_is_refused(capsys, given, said):
    """A51/A52 (round 39): traffic_range {2, 3} and price_range {90, 110} (a percent for a multiplier)
    passed and stopped notebook 05 on numpy's 'left > mode'; A49: {1e-9, 1e18} filled the report with
    2.93e+18x; A48: a blank title gave a report with none."""
    r = run_main(capsys, "estimate", ROOT / "scenarios" / "default.yaml", "-y", json.dumps(given))
    assert r.returncode == 1 and said in r.stderr, r.stderr


def test_r39_b_a_kept_run_naming_a_file_outside_its_entry_is_a_miss(tmp_path, monkeypatch):
    """A hand-made kept run whose section.json names its HTML '../x' (digests and key matching) would
    have been copied out of the staging folder: names inside the entry only, else a miss."""
    job, run, shared = _kept_run(tmp_path, monkeypatch)
    (job.out.parent / "frag.html").write_text("<p>x</p>", encoding="utf-8")
    shared.store_result(run.Result(job, True, 1.0, section={"headings": [], "html": str(job.out.parent / "frag.html")}))
    assert shared.cached_result(job) is not None
    meta = tmp_path / "cache" / "sections" / "k1" / "section.json"
    doc = json.loads(meta.read_text(encoding="utf-8"))
    doc["html"] = "../frag.html"
    meta.write_text(json.dumps(doc), encoding="utf-8")
    (meta.parent.parent / "frag.html").write_text("<p>planted</p>", encoding="utf-8")     # what '../' reaches
    assert shared.cached_result(job) is None and not (job.out.parent.parent / "frag.html").exists()


def test_r40_d14_a_csv_path_with_a_line_break_is_said_on_one_line(tmp_path, capsys):
    """D14 (round 40): `specs trainium2 --csv '<missing folder>/-x\\ny.csv'` split its message in two, the
    second line reading as a file 'y.csv'."""
    r = run_main(capsys, "specs", "trainium2", "--csv", str(tmp_path / "nodir" / "-x\ny.csv"))
    lines = [ln for ln in r.stderr.splitlines() if "cannot be written" in ln]
    assert r.returncode == 1 and len(lines) == 1 and "-x\\ny.csv: cannot be written" in lines[0], r.stderr


def test_r40_c45_an_empty_scenario_file_parameter_is_named():
    """c45 (round 40): papermill -p scenario_file '' (an unset shell variable) gave '.: a folder, not a
    regular file', naming neither the parameter nor that it was empty."""
    from trainium_report import scenario
    with pytest.raises(scenario.ScenarioError, match="the notebook parameter 'scenario_file' is an empty path"):
        scenario.for_notebook("", None, {})


@pytest.mark.parametrize("value, said", [("multi\nline", "the value holds a line break"),
                                         ("a\tb", "the value holds a tab")])
def test_r40_d38_d39_a_p_value_with_a_line_break_or_tab_is_said_so(capsys, value, said):
    """D38: -p title $'multi\\nline' was 'not a valid YAML value' (it is valid YAML); D39: $'a\\tb' was a
    PyYAML error at column 5, counting a prefix the user never typed."""
    r = run_main(capsys, "estimate", ROOT / "scenarios" / "default.yaml", "-p", "title", value)
    assert r.returncode == 1 and said in r.stderr and "column" not in r.stderr, r.stderr
