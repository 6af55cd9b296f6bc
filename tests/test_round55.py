"""Hostile round 55 (issue 22): each test failed on the code before its mend."""
import csv
import json
from pathlib import Path

from helpers import run_main
from test_round42 import _edit_row as _set    # one cell of the first row starting with a text

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "scenarios" / "examples"


def _runs_csv(tmp_path, **changes) -> Path:
    """The example runs CSV's first row with `changes`, alone in tmp_path/runs.csv."""
    with (EXAMPLES / "my-runs.csv").open(newline="", encoding="utf-8") as fh:
        row = next(csv.DictReader(fh))
    row.update({k: str(v) for k, v in changes.items()})
    path = tmp_path / "runs.csv"
    with path.open("w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=list(row))
        w.writeheader()
        w.writerow(row)
    return path


def _estimate(tmp_path, capsys, text: str):
    (tmp_path / "s.yaml").write_text(text, encoding="utf-8")
    return run_main(capsys, "estimate", tmp_path / "s.yaml")


def test_c4_05_a_tpot_counting_the_first_token_is_at_least_the_ttft_over_the_tokens(tmp_path, capsys):
    """c4-05: TPOT 19.6 ms counting the first token over 16 tokens is 314 ms a request, under its 814.2 ms
    TTFT: fitted (trn2's step rescaled x0.169). 814.2 / 16 = 50.9 ms is the least such a TPOT can be."""
    _runs_csv(tmp_path, output_len=16, tpot_kind="includes_ttft", output_tokens_per_s="")
    r = _estimate(tmp_path, capsys, "scenario: t\nmeasurements: runs.csv\n")
    assert r.returncode == 1 and "runs.csv, line 2, field 'tpot_ms': got '19.6'" in r.stderr \
        and "814.2 / 16 = 50.9 ms" in r.stderr, r.stderr
    _runs_csv(tmp_path, output_len=16, tpot_kind="includes_ttft", output_tokens_per_s="", tpot_ms=60)
    r = _estimate(tmp_path, capsys, "scenario: t\nmeasurements: runs.csv\n")   # 60 x 16 = 960 ms >= 814.2 ms
    assert "field 'tpot_ms'" not in r.stderr, r.stderr


def test_c4_04_an_llmperf_inter_token_latency_under_its_ttft_over_the_tokens_names_the_key(tmp_path, capsys):
    """c4-04: LLMPerf's p50 inter-token latency counts the first token: 32.9 ms x 245 tokens = 8.06 s under
    a p50 TTFT of 10 s."""
    doc = json.loads((EXAMPLES / "my-llmperf-summary.json").read_text(encoding="utf-8"))
    doc["results_ttft_s_quantiles_p50"] = 10.0
    (tmp_path / "run.json").write_text(json.dumps(doc), encoding="utf-8")
    r = _estimate(tmp_path, capsys, "scenario: t\nmeasurements: {file: run.json, entity_id: trn1.32xlarge, tp: 32, "
                                    "precision: fp16, batching: static}\n")
    assert r.returncode == 1 and "run.json, field 'results_inter_token_latency_s_quantiles_p50'" in r.stderr \
        and "10000 / 245 = 40.8 ms" in r.stderr, r.stderr


def test_c4_11_a_vllm_median_latency_under_its_ttft_and_steps_is_refused(tmp_path, capsys):
    """c4-11: median_e2el_ms 400 against 51.07 + 127 x 10.52 = 1,387 ms (6,400 tokens / 50 requests = 128)."""
    doc = json.loads((EXAMPLES / "my-vllm-run.json").read_text(encoding="utf-8"))
    for e2el, refused in ((400.0, True), (1300.0, False), (50.0, True)):
        (tmp_path / "run.json").write_text(json.dumps({**doc, "median_e2el_ms": e2el}), encoding="utf-8")
        r = _estimate(tmp_path, capsys, "model: llama-3.1-8b\ncandidates: [trn2, p5]\n"
                                        "measurements: {file: run.json, entity_id: trainium2, nodes: 2, tp: 8}\n")
        assert (r.returncode == 1 and f"field 'median_e2el_ms': got '{e2el}'" in r.stderr
                and "51.07 + 127 x median_tpot_ms 10.52 = 1,387 ms" in r.stderr) == refused, (e2el, r.stderr)


def test_c4_08_a_config_naming_two_models_classes_is_refused(tmp_path, capsys):
    doc = json.loads((EXAMPLES / "configs" / "llama-3.1-8b-config.json").read_text(encoding="utf-8"))
    doc.pop("model_type", None)
    doc.update(architectures=["LlamaForCausalLM", "MixtralForCausalLM"], num_local_experts=8, num_experts_per_tok=2)
    (tmp_path / "cfg.json").write_text(json.dumps(doc), encoding="utf-8")
    r = run_main(capsys, "model", tmp_path / "cfg.json")
    assert r.returncode == 1 and "key 'architectures' names 2 models' classes (LlamaForCausalLM, " \
        "MixtralForCausalLM: model_type 'llama' and 'mixtral')" in r.stdout + r.stderr, r.stdout + r.stderr


SHAPE_8B = "layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 128, " \
           "vocab_size: 128256"


def test_c4_10_an_inline_shape_named_as_a_quantized_checkpoint_is_held_to_the_precision(tmp_path, capsys):
    text = "scenario: t\nprecision: {p}\ncandidates: [trn2, p5]\nmodel_shape: {{name: {n}, " + SHAPE_8B + "}}\n"
    r = _estimate(tmp_path, capsys, text.format(p="bf16", n="Llama-3.1-8B-Instruct-AWQ"))
    assert r.returncode == 1 and "key 'model_shape.name' is 'Llama-3.1-8B-Instruct-AWQ', which states 4-bit " \
        "weights, but key 'precision' is 'bf16'" in r.stderr, r.stderr
    r = _estimate(tmp_path, capsys, text.format(p="fp8", n="Llama-3.1-8B-Instruct-FP8"))
    assert "model_shape.name" not in r.stderr, r.stderr


def test_c4_33_latent_attention_has_no_grouped_kv_heads(tmp_path, capsys):
    text = ("scenario: t\ncandidates: [trn2, p5]\nmodel_shape: {{name: my-mla-model, layers: 61, hidden_size: 7168, "
            "ffn_size: 18432, attention_heads: 128, kv_heads: {kv}, head_dim: 192, vocab_size: 129280, attention: mla, "
            "kv_lora_rank: 512, qk_rope_head_dim: 64, q_lora_rank: 1536, v_head_dim: 128}}\n")
    r = _estimate(tmp_path, capsys, text.format(kv=8))
    assert r.returncode == 1 and "key 'model_shape.kv_heads' is 8, expected the attention heads (128)" in r.stderr, \
        r.stderr
    assert "kv_heads" not in _estimate(tmp_path, capsys, text.format(kv=128)).stderr


def test_a4_17_a_build_never_writes_into_the_data_folder_it_reads(data_copy, capsys):
    """a4-17: --out and --figures inside the scenario's data_dir built (exit 0) into the dataset folder."""
    s = data_copy.parent / "s.yaml"
    s.write_text(f"scenario: mine\ndata_dir: {data_copy}\n", encoding="utf-8")
    r = run_main(capsys, "build", s, "--out", data_copy / "rep", "--figures", data_copy.parent / "figs", "--no-pdf",
                 "--quiet")
    assert r.returncode == 1 and f"the report folder, --out, {data_copy / 'rep'}, lies inside the data folder " \
        f"{data_copy} that scenario 'mine' reads (its data_dir)" in r.stderr, r.stderr
    assert not (data_copy / "rep").exists() and not (data_copy.parent / "figs").exists()


def test_a4_11_a_csv_into_the_scenarios_data_folder_is_said_as_such(data_copy, capsys):
    s = data_copy.parent / "s.yaml"
    s.write_text(f"scenario: mine\ndata_dir: {data_copy}\n", encoding="utf-8")
    before = (data_copy / "datapackage.json").read_bytes()
    r = run_main(capsys, "estimate", s, "--csv", data_copy / "datapackage.json")
    assert r.returncode == 1 and f"it lies in {data_copy}, the data folder the scenario reads (its data_dir)" \
        in r.stdout + r.stderr, r.stdout + r.stderr
    assert (data_copy / "datapackage.json").read_bytes() == before


def test_a4_18_the_index_lists_only_folders_holding_a_report(tmp_path):
    """a4-18: a folder the user made in --out (old-drafts/ with a text file) was listed as an earlier build,
    linking to a report.html that does not exist."""
    from trainium_report.publishing import render
    (tmp_path / "default").mkdir()
    (tmp_path / "default" / "report.html").write_text("<html></html>", encoding="utf-8")
    (tmp_path / "old-drafts").mkdir()
    (tmp_path / "old-drafts" / "notes.txt").write_text("mine", encoding="utf-8")
    page = render.write_index(tmp_path, []).read_text(encoding="utf-8")
    assert 'href="default/report.html"' in page and "old-drafts" not in page


def test_a4_23_a4_28_refusals_give_the_true_reason(tmp_path, capsys):
    """a4-23: .cache/ was said to hold the project's inputs; a4-28: 030 (kept as text, not read as octal 24)
    was said to be a number in quotes."""
    from trainium_report import inputs
    assert inputs.project_output_problem(inputs.PROJECT / ".cache" / "mine") == \
        "inside the project's .cache/, its cache (emptied by make clean)"
    for written, said in (("030", "kept as text: a leading zero"), ("'30'", "a text: write the number without quotes")):
        r = _estimate(tmp_path, capsys, f"scenario: t\nprice_overrides: {{trn2.48xlarge: {written}}}\n")
        assert r.returncode == 1 and said in r.stderr, r.stderr


def test_d4_63_a_systems_compute_is_its_chips_summed(data_copy, capsys):
    """d4-63: trn2.48xlarge's dense BF16 compute at 107 PFLOPS (16 x 667 TFLOPS = 10.7) passed validate."""
    line = _set(data_copy / "specs.csv", "trn2.48xlarge,compute,10.7,PFLOPS,bf16,dense", "value", "107")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and f"specs.csv, line {line}, field 'value': got '1.07e+05 TFLOPS (compute bf16 " \
        "dense)', expected 16 x trainium2's = 1.067e+04 TFLOPS" in r.stdout, r.stdout


def test_d4_64_a_sizes_chip_count_is_held_to_its_family_across_regions(data_copy, capsys):
    """d4-64: trn2.3xlarge at 8 chips made its Capacity Blocks (only in sa-east-1 and ap-southeast-4, where no
    other Trn2 size is listed) 8x cheaper per chip than trn2.48xlarge's, and validate passed."""
    line = _set(data_copy / "entities.csv", "trn2.3xlarge,", "chips", "8")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and f"a wrong chip count for trn2.3xlarge (entities.csv, line {line}, field 'chips': 8)" \
        in r.stdout and "(check 'price-per-chip-across-sizes')" in r.stdout, r.stdout


def test_d4_53_a_ratio_claim_has_no_unit(data_copy, capsys):
    line = _set(data_copy / "claims.csv", "trn3-ultraserver-vs-trn2-compute-4.4x,", "unit", "TB/s")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and f"claims.csv, line {line}: claim 'trn3-ultraserver-vs-trn2-compute-4.4x' is a " \
        "ratio claim with the unit 'TB/s'" in r.stdout + r.stderr, r.stdout + r.stderr


def test_d4_57_an_unknown_date_kind_goes_with_no_published_date(data_copy, capsys):
    line = _set(data_copy / "sources.csv", "neuron-inferentia-619d496,", "date_kind", "unknown")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and f"sources.csv, line {line}, field 'date_kind': got 'unknown'" in r.stdout \
        and "'unknown' means it is empty" in r.stdout, r.stdout


def test_c4_18_c4_25_a_runs_json_says_utf16_and_booleans_as_written(tmp_path, capsys):
    """c4-18: a UTF-16 run.json (PowerShell's Out-File) was 'byte 0'; c4-25: completed true was 'True'."""
    doc = json.loads((EXAMPLES / "my-vllm-run.json").read_text(encoding="utf-8"))
    text = "model: llama-3.1-8b\ncandidates: [trn2, p5]\nmeasurements: {file: run.json, entity_id: trainium2, " \
           "nodes: 2, tp: 8}\n"
    (tmp_path / "run.json").write_text(json.dumps(doc), encoding="utf-16")
    r = _estimate(tmp_path, capsys, text)
    assert r.returncode == 1 and "byte order mark: it was saved as UTF-16" in r.stderr, r.stderr
    (tmp_path / "run.json").write_text(json.dumps({**doc, "completed": True}), encoding="utf-8")
    r = _estimate(tmp_path, capsys, text)
    assert r.returncode == 1 and "field 'completed': got 'the JSON true'" in r.stderr, r.stderr


def test_b4_18_the_font_is_closed_once_read():
    """b4-18: under PYTHONDEVMODE validate printed 'ResourceWarning: unclosed file ... DejaVuSans.ttf'."""
    import gc
    import warnings
    from trainium_report import inputs
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        assert inputs.font_advances.__wrapped__()[ord("A")] > 0
        gc.collect()
    assert not [w for w in seen if issubclass(w.category, ResourceWarning)], [str(w.message) for w in seen]


def test_b4_25_a_full_disk_names_where_the_build_was_writing(tmp_path, capsys, monkeypatch):
    """b4-25: a full --out said only 'build stopped: OSError: [Errno 28] No space left on device'."""
    from trainium_report import publishing

    def full(*args, **kwargs):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(publishing, "build", full)
    r = run_main(capsys, "build", "--out", tmp_path / "out", "--figures", tmp_path / "fig", "--quiet")
    assert r.returncode == 1 and f"build stopped: No space left on device (while writing into {tmp_path / 'out'} " \
        f"(--out) or {tmp_path / 'fig'} (--figures)); no report was changed" in r.stderr, r.stderr


def test_b4_12_a_byte_of_a_file_name_not_utf8_is_said_as_a_byte():
    from trainium_report import inputs
    assert inputs.named_chars(b"s\xe9".decode("utf-8", "surrogateescape")[1]) == "the byte 0xE9, not UTF-8"


def test_d4_62_a_chip_figure_its_systems_all_disagree_with_is_named_on_its_own_line(data_copy, capsys):
    """d4-62: trainium2's dense BF16 at 6670 TFLOPS (for 667) was blamed on measurements.csv's TTFTs and on its
    systems' totals; every system built on it states a tenth of 16 or 64 x 6670: the chip's line is the slip."""
    line = _set(data_copy / "specs.csv", "trainium2,compute,667,TFLOPS,bf16,dense", "value", "6670")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and f"specs.csv, line {line}, field 'value': got '6670 TFLOPS (trainium2, compute bf16 " \
        "dense)', expected about 668.8 TFLOPS, the figure its 2 systems' totals" in r.stdout, r.stdout
    assert "(trn2.48xlarge; or trainium2's own figure" not in r.stdout, r.stdout


def test_d4_45_an_entity_id_a_slip_away_gets_a_did_you_mean(capsys):
    r = run_main(capsys, "specs", "trn2.48xIarge")         # a capital I for the l
    assert r.returncode == 1 and "did you mean: trn2.48xlarge" in r.stderr, r.stderr


def test_d4_14_a_dropped_bound_is_said_with_what_the_folder_wrote(data_copy, capsys):
    pkg = json.loads((data_copy / "datapackage.json").read_text(encoding="utf-8"))
    res = next(r for r in pkg["resources"] if r["name"] == "prices")
    next(f for f in res["schema"]["fields"] if f["name"] == "usd_per_hour")["constraints"] = \
        {"required": True, "minimum": -100}
    (data_copy / "datapackage.json").write_text(json.dumps(pkg), encoding="utf-8")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and "got 'no exclusiveMinimum ({\"required\": true, \"minimum\": -100})'" in r.stdout, \
        r.stdout


def test_a5_20_a_quote_too_old_to_use_is_not_said_to_be_used(ds):
    """a5-20 (round 56): a quote dated 2025-06-01 under price_max_age_days 365 was dropped from every estimate,
    but page 1 still said 'Your quotes (used on every price basis): trn2.48xlarge at 24 USD/h'."""
    import datetime as dt
    from trainium_report import decision, explain, scenario
    old = (dt.date.today() - dt.timedelta(days=400)).isoformat()
    params = scenario.load(None, {"price_overrides": {"trn2.48xlarge": 24.0}, "quote_date": old,
                                  "price_max_age_days": 365})
    said = " ".join(explain.assumptions(decision.Decision.from_params(ds, params)))
    assert "Your quotes</b> (not used: 400 days old, over the price age limit of 365 days): trn2.48xlarge at 24 " \
        f"USD/h, dated {old}" in said, said


def test_a5_23_a_file_that_cannot_be_replaced_is_said_with_what_is_left(tmp_path, monkeypatch):
    """a5-23 (round 56): in an append-only folder the CSV's new file was made, could be neither renamed over the
    old one nor removed, and the message said the folder 'takes no new file'."""
    import os
    from trainium_report import present
    import pandas as pd
    (tmp_path / "e.csv").write_text("old,content\n")

    def refuse(*args, **kwargs):
        raise PermissionError(1, "Operation not permitted")
    monkeypatch.setattr(os, "replace", refuse)
    monkeypatch.setattr(os, "unlink", refuse)
    said = present.write_csv(pd.DataFrame({"a": [1]}), tmp_path / "e.csv")
    left = [p.name for p in tmp_path.iterdir() if p.name != "e.csv"]
    assert said and "cannot be renamed over it (an append-only" in said and f"left behind: {tmp_path / left[0]}" in said, said
    assert (tmp_path / "e.csv").read_text() == "old,content\n"


def _vllm(tmp_path, capsys, drop=(), **changes):
    doc = json.loads((EXAMPLES / "my-vllm-run.json").read_text(encoding="utf-8"))
    doc = {k: v for k, v in {**doc, **changes}.items() if k not in drop}
    (tmp_path / "run.json").write_text(json.dumps(doc), encoding="utf-8")
    return _estimate(tmp_path, capsys, "model: llama-3.1-8b\ncandidates: [trn2, p5]\nmeasurements: {file: run.json, "
                                       "entity_id: trainium2, nodes: 2, tp: 8}\n")


def _llmperf(tmp_path, capsys, **changes):
    doc = {**json.loads((EXAMPLES / "my-llmperf-summary.json").read_text(encoding="utf-8")), **changes}
    (tmp_path / "sum.json").write_text(json.dumps(doc), encoding="utf-8")
    return _estimate(tmp_path, capsys, "scenario: t\nmeasurements: {file: sum.json, entity_id: trn1.32xlarge, tp: 32, "
                                       "precision: fp16, batching: static}\n")


def test_c5_10_c5_34_vllms_own_failures_and_peak_concurrency_are_read(tmp_path, capsys):
    """c5-10 (round 56): without num_prompts, failed 45 beside completed 5 was fitted; c5-34: max_concurrency
    64 whose own max_concurrent_requests was 1 was fitted as a batch of 64."""
    r = _vllm(tmp_path, capsys, drop=("num_prompts",), completed=5, failed=45)
    assert r.returncode == 1 and "field 'failed': got '45', expected few of the 50 requests failed" in r.stderr, r.stderr
    assert _vllm(tmp_path, capsys, drop=("num_prompts",), failed=1).returncode == 0        # 50 of 51
    r = _vllm(tmp_path, capsys, max_concurrency=64, num_prompts=64, max_concurrent_requests=1)
    assert r.returncode == 1 and "field 'max_concurrent_requests': got '1', expected about max_concurrency (64)" \
        in r.stderr, r.stderr


def test_c5_14_c5_15_llmperf_counts_and_lengths_that_contradict_are_named(tmp_path, capsys):
    r = _llmperf(tmp_path, capsys, results_num_requests_started=10, results_num_completed_requests=10,
                 results_number_errors=5)
    assert r.returncode == 1 and "field 'results_number_errors': got '5', expected at most " \
        "results_num_requests_started (10) less the 10 completed" in r.stderr, r.stderr
    r = _llmperf(tmp_path, capsys, results_number_input_tokens_mean=1.5)
    assert r.returncode == 1 and "field 'results_number_input_tokens_mean': got '1.5', expected about " \
        "mean_input_tokens (1500)" in r.stderr and "0.001x it" in r.stderr, r.stderr


def test_c5_01_c5_22_a_names_active_size_and_mlc_quantization_are_read(tmp_path, capsys):
    """c5-01: 'Qwen/Qwen3-30B-A3B' with 64 of 128 experts a token (16B active) passed; c5-22: an MLC
    '-q4f16_1-MLC' name (4-bit weights) in a bf16 row was predicted."""
    doc = json.loads((EXAMPLES / "configs" / "qwen3-30b-a3b-config.json").read_text(encoding="utf-8"))
    doc.update(_name_or_path="Qwen/Qwen3-30B-A3B", num_experts_per_tok=64)
    (tmp_path / "cfg.json").write_text(json.dumps(doc), encoding="utf-8")
    r = run_main(capsys, "model", tmp_path / "cfg.json")
    assert r.returncode == 1 and "a model of 3B active parameters (its 'A3B'), but the shape's experts per token " \
        "(64 of 128)" in r.stdout + r.stderr, r.stdout + r.stderr
    from trainium_report import shapes
    assert shapes.stated_precision("Llama-3.1-70B-Instruct-q4f16_1-MLC") == "4-bit"
    assert shapes.stated_precision("Llama-3-8B-Instruct-q0f16-MLC") is None       # q0: MLC's unquantized


def test_d5_01_d5_38_d5_40_round_56_data_folder_slips(data_copy, capsys):
    """d5-01: fit_from on an instance was ignored unsaid; d5-38: a 2 ms step overhead failed a fraction's
    bounds (0.5 ms written as 0.5 passed them by chance); d5-40: a folder widening x-tier-by-kind let a press
    source rank first."""
    line = _set(data_copy / "entities.csv", "trn2.48xlarge,", "fit_from", "trainium2")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and f"entities.csv, line {line}, field 'fit_from': got 'trainium2', expected empty on " \
        "an instance" in r.stdout, r.stdout
    _set(data_copy / "entities.csv", "trn2.48xlarge,", "fit_from", "")
    _set(data_copy / "efficiency.csv", "NVIDIA GPU,decode,step_overhead_ms", "value", "2")
    assert run_main(capsys, "validate", data_copy).returncode == 0
    line = _set(data_copy / "efficiency.csv", "NVIDIA GPU,decode,step_overhead_ms", "value", "500")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and f"efficiency.csv, line {line}, field 'value': got '500', expected from 0.01 to " \
        "100" in r.stdout and "(check 'serving-overhead')" in r.stdout, r.stdout
    _set(data_copy / "efficiency.csv", "NVIDIA GPU,decode,step_overhead_ms", "value", "0.5")
    pkg = json.loads((data_copy / "datapackage.json").read_text(encoding="utf-8"))
    next(r for r in pkg["resources"] if r["name"] == "sources")["schema"]["x-tier-by-kind"]["press"] = [1, 3, 4]
    (data_copy / "datapackage.json").write_text(json.dumps(pkg), encoding="utf-8")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and "x-tier-by-kind.press': got '[1, 3, 4]', expected the project's tiers for a press " \
        "source or fewer" in r.stdout, r.stdout


def test_b5_27_a_kernel_ended_by_sigterm_is_not_said_out_of_memory():
    from trainium_report.publishing import run
    said = "04-inference.ipynb: its kernel was killed (out of memory, or a signal)"
    assert run.killed_by(said, "SIGTERM, signal 15").endswith("was killed (SIGTERM, signal 15: a signal sent to it)")
    assert run.killed_by(said, "SIGKILL, signal 9").endswith("(SIGKILL, signal 9: out of memory, or a signal sent to it)")


def test_b5_05_a_link_planted_at_the_font_list_is_never_written_through(tmp_path):
    """B5-05 (round 56): matplotlib's font list lived in the project's .cache; a link planted there after
    the package's start-up check was followed when matplotlib rewrote the list (a bystander file
    overwritten with JSON). Now matplotlib writes in a private folder, and the list comes back by rename."""
    import os
    import subprocess
    import sys
    from matplotlib import font_manager
    fake = tmp_path / "proj"
    pkg = fake / "trainium_report"
    pkg.mkdir(parents=True)
    for name in ("__init__.py", "libhome.py"):       # the package's start-up, alone
        (pkg / name).write_text((ROOT / "trainium_report" / name).read_text(encoding="utf-8"), encoding="utf-8")
    (fake / ".cache" / "matplotlib").mkdir(parents=True)
    victim = tmp_path / "thesis.tex"
    victim.write_text("my thesis\n", encoding="utf-8")
    link = fake / ".cache" / "matplotlib" / f"fontlist-v{font_manager.FontManager.__version__}.json"
    script = ("import os, sys, trainium_report\n"                     # start-up done, then the link planted
              f"os.symlink({str(victim)!r}, {str(link)!r})\n"
              "import matplotlib.pyplot\n")
    env = {k: v for k, v in os.environ.items() if k not in ("MPLCONFIGDIR", "IPYTHONDIR")}
    r = subprocess.run([sys.executable, "-c", script], cwd=fake, env={**env, "PYTHONPATH": str(fake)},
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert victim.read_text(encoding="utf-8") == "my thesis\n"
    assert not link.is_symlink() and json.loads(link.read_text(encoding="utf-8"))["_version"]   # the list kept


def test_b5_11_a_data_file_swapped_between_its_check_and_its_load_is_refused_by_name(data_copy, capsys,
                                                                                      monkeypatch):
    """B5-11 (round 56): specs.csv swapped by rename while `specs` ran: the checks read the valid copy,
    the tables were then read again from the other one (trainium2's bandwidth 'abc', printed as blank),
    and the result was cached under the valid copy's version. Now a second read with other bytes is
    refused, naming the file."""
    from trainium_report import inputs
    monkeypatch.setenv("TRAINIUM_REPORT_NO_CACHE", "1")
    good = (data_copy / "specs.csv").read_bytes()
    bad = good.replace(b"trainium2,memory_bandwidth,", b"trainium2,memory_bandwidth,abc-", 1)
    assert bad != good
    real, reads = inputs.read_bytes, []

    def swapped(path, limit):             # the other copy renamed into place before specs.csv's third read
        if Path(path).name == "specs.csv":
            reads.append(path)
            if len(reads) == 3:
                (data_copy / "s.tmp").write_bytes(bad)
                (data_copy / "s.tmp").rename(data_copy / "specs.csv")
        return real(path, limit)
    monkeypatch.setattr(inputs, "read_bytes", swapped)
    r = run_main(capsys, "specs", "trainium2", "--data-dir", data_copy)
    assert r.returncode == 1 and "specs.csv: changed while it was being read" in r.stderr, (r.stdout, r.stderr)
    assert "Traceback" not in r.stderr


def test_d2_37_a_scenario_of_typos_only_is_told_the_keys_it_meant(tmp_path, capsys):
    """D2-37 (noticed in round 53): a scenario whose one key is a typo was called 'not a scenario file'
    with no word of the key it was close to; an unknown key beside known ones got 'did you mean'."""
    r = _estimate(tmp_path, capsys, "tokens_per_dya: 2.0e9\n")
    assert r.returncode == 1 and "'tokens_per_dya': did you mean 'tokens_per_day'?" in r.stderr, r.stderr
    r = _estimate(tmp_path, capsys, "cells: []\nmetadata: {}\n")        # a notebook's keys: nothing near
    assert r.returncode == 1 and "not a scenario file" in r.stderr and "did you mean" not in r.stderr, r.stderr
