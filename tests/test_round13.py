"""The thirteenth hostile round (363 cases on 62d199c: 343 passed; 20 failures, 6 defects): each test
fails before its fix."""
import contextlib
import io
import json
import re
import signal
from pathlib import Path

import pytest

from helpers import run_main, tiny_notebook, write_scenario

ROOT = Path(__file__).resolve().parent.parent
EX = ROOT / "scenarios" / "examples"
DEFAULT = ROOT / "scenarios" / "default.yaml"


@pytest.mark.parametrize("given, missing", [({"bandwidth_efficiency": 0.7}, "step_overhead_ms, prefill_mfu"),
                                            ({"bandwidth_efficiency": 0.7, "step_overhead_ms": 5}, "prefill_mfu"),
                                            ({"prefill_mfu": 0.4}, "bandwidth_efficiency, step_overhead_ms")])
def test_d1_a_partial_override_for_a_system_with_no_serving_fit_names_what_is_missing(capsys, given, missing):
    """p6-b200.48xlarge has no serving runs: an override of one or two of the three terms a serving
    estimate needs gave KeyError: 'step_overhead_ms' (estimate's traceback; "build stopped: KeyError")."""
    r = run_main(capsys, "estimate", DEFAULT, "-y", json.dumps({"efficiency_overrides": {"p6-b200.48xlarge": given}}))
    assert r.returncode == 1 and "Traceback" not in r.stderr
    assert "key 'efficiency_overrides', 'p6-b200.48xlarge'" in r.stderr and f"(missing: {missing})" in r.stderr


def test_d1_a_candidate_left_with_part_of_its_serving_terms_is_excluded_naming_them():
    """Past the scenario check (a notebook's own params), the cost model excludes it, not a KeyError."""
    from trainium_report import costs, dataset, scenario
    params = scenario.from_notebook(candidates=["p6-b200.48xlarge", "p5.48xlarge"])
    params = {**params, "efficiency_overrides": {"p6-b200.48xlarge": {"bandwidth_efficiency": 0.7}}}
    points, _, excluded = costs.inference_estimate(dataset.load(), params)
    assert list(points["candidate"]) == ["p5.48xlarge"]
    why = excluded.set_index("candidate").loc["p6-b200.48xlarge", "reason"]
    assert "(missing: step_overhead_ms, prefill_mfu)" in why


def test_d2_a_vllm_run_of_another_model_is_refused(tmp_path, capsys):
    """A 70B run fitted as the scenario's 8B model, without a word (trn2's cost per token 7x off)."""
    doc = json.loads((EX / "my-vllm-run.json").read_text())
    assert "8B" in doc["model_id"]
    doc.update(model_id=doc["model_id"].replace("8B", "70B"), median_tpot_ms=30.0, median_ttft_ms=400.0,
               output_throughput=62.0)                    # times a 70B run could take (the round's case)
    (tmp_path / "run.json").write_text(json.dumps(doc))
    mapping = {"file": str(tmp_path / "run.json"), "entity_id": "trainium2", "nodes": 2, "tp": 8}
    r = run_main(capsys, "estimate", EX / "your-runs-vllm.yaml", "-y", json.dumps({"measurements": mapping}))
    assert r.returncode == 1 and "field 'model_id'" in r.stderr
    assert "it names llama-3.1-70b, and the run would be fitted as llama-3.1-8b" in r.stderr
    r = run_main(capsys, "estimate", EX / "your-runs-vllm.yaml", "-y",
                 json.dumps({"model": "llama-3.1-70b", "measurements": mapping,
                             "candidates": ["trn2", "p5", "h100-sxm:8@lambda"]}))
    assert r.returncode == 0, r.stderr


@pytest.mark.parametrize("name, expected", [("meta-llama/Llama-3.1-70B-Instruct", "llama-3.1-70b"),
                                            ("meta-llama/Meta-Llama-3.1-8B-Instruct", "llama-3.1-8b"),
                                            ("Qwen/Qwen3-235B-A22B-FP8", "qwen3-235b-a22b"),
                                            ("meta-llama/Meta-Llama-3-70B-Instruct", None),
                                            ("not stated", None)])
def test_d2_a_benchmarks_model_name_is_read_as_a_model_id(name, expected):
    from trainium_report import dataset, yourruns
    assert yourruns.named_model(dataset.load(), name) == expected


@pytest.mark.parametrize("option, value, expected", [
    (["-p", "input_tokens", "2e3"], "2000 in /", None),
    (["-p", "horizon_months", "1e1"], None, ("horizon_months", 10)),
    (["-y", "{price_overrides: {trn2.48xlarge: 3e1}}"], None, ("price_overrides", {"trn2.48xlarge": 30})),
    (["-y", "{utilisation: {low: 4e-1, mode: 6e-1, high: 9e-1}}"], None, ("utilisation", {"low": 0.4, "mode": 0.6,
                                                                                          "high": 0.9})),
    (["-y", "{traffic_range: {low: 0.5, high: 2e0}}"], None, ("traffic_range", {"low": 0.5, "high": 2})),
])
def test_d3_a_number_in_exponent_form_without_a_point_is_a_number_in_every_key(capsys, option, value, expected):
    """YAML 1.1 read 2e3 as text: 'expected a whole number' for input_tokens, a price 'outside 0.01 to
    1e+06' for 3e1, while tokens_per_day: 2e9 (the CLI help's example) was converted."""
    from trainium_report import cli, scenario
    if value:
        r = run_main(capsys, "estimate", DEFAULT, *option)
        assert r.returncode == 0 and value in r.stdout, r.stderr
        return
    import types
    args = types.SimpleNamespace(yaml=[option[1]] if option[0] == "-y" else [],
                                 param=[tuple(option[1:])] if option[0] == "-p" else [])
    params = scenario.load(DEFAULT, cli.command_line_overrides(args))
    assert params[expected[0]] == expected[1]


def test_d3_exponent_text_is_still_text_where_quoted_or_not_a_number():
    from trainium_report import scenario
    doc, problems = scenario.parse_text('a: "2e3"\nb: 2e3x\nc: 2e3\nd: 1.5e3\n', "t")
    assert not problems and doc == {"a": "2e3", "b": "2e3x", "c": 2000, "d": 1500.0}


def test_d4_your_override_is_what_the_efficiency_rests_on():
    """The table said "published figure, not fitted" (p6-b200, no serving data) and "out-of-sample
    validated" (p5, every term overridden) of efficiencies the scenario gave."""
    from trainium_report import costs, dataset, scenario
    mine = {"bandwidth_efficiency": 0.7, "step_overhead_ms": 5.0, "prefill_mfu": 0.4}
    params = scenario.load(DEFAULT, {"efficiency_overrides": {"p6-b200.48xlarge": mine, "p5.48xlarge": mine}})
    points = costs.inference_estimate(dataset.load(), dict(params))[0].set_index("candidate")
    for c in ("p6-b200.48xlarge", "p5.48xlarge"):
        said = points.loc[c, "efficiency_validation"]
        assert said.startswith("your override of bandwidth_efficiency, step_overhead_ms, prefill_mfu"), said
        assert not points.loc[c, "out_of_sample_validated"]
    assert "the other terms: out-of-sample validated" in points.loc["p5.48xlarge", "efficiency_validation"]
    assert "published figure" not in points.loc["p6-b200.48xlarge", "efficiency_validation"]
    assert points.loc["p5en.48xlarge", "efficiency_validation"] == \
        costs.inference_estimate(dataset.load(), dict(scenario.load(DEFAULT)))[0].set_index("candidate").loc[
            "p5en.48xlarge", "efficiency_validation"]


def test_d5_a_number_field_loosened_to_text_is_named_in_datapackage_json(data_copy, capsys):
    """With prices.usd_per_hour typed 'string', a text price was blamed on checks.yaml's price check."""
    pkg = json.loads((data_copy / "datapackage.json").read_text())
    i, prices = next((i, r) for i, r in enumerate(pkg["resources"]) if r["name"] == "prices")
    field = next(f for f in prices["schema"]["fields"] if f["name"] == "usd_per_hour")
    field["type"] = "string"
    field.pop("constraints", None)
    (data_copy / "datapackage.json").write_text(json.dumps(pkg))
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and "checks.yaml" not in r.stdout
    assert f"datapackage.json, field 'resources[{i}].schema.fields[usd_per_hour].type': got 'string', " \
           "expected 'number'" in r.stdout


def test_d6_an_output_folder_inside_an_earlier_builds_output_is_refused(tmp_path):
    """--out rep1/default/data/nested was accepted; rep1's next build replaced rep1/default and the
    nested report with it, without a word."""
    from trainium_report.publishing import publish
    rep1 = tmp_path / "rep1"
    publish.claim_output(rep1, tmp_path / "unused", mark=True)
    for inner, role in ((rep1 / "default" / "data" / "nested", "report"), (rep1 / "figs", "figures")):
        with pytest.raises(publish.UnsafePath, match=f"inside {rep1}, an earlier build's report folder"):
            publish.claim_output(inner, tmp_path / "unused", role=role)
    publish.claim_output(tmp_path / "beside", tmp_path / "unused", mark=True)      # beside it is fine


# ---- round 14 (272 cases on 29ab5af: 249 passed; 23 failures, 7 defects) ---------------------------

def test_r14_d1_int8_is_no_training_precision(capsys):
    """p6-b200, p5en and trn1 were costed at int8 peak with their BF16 MFU beside BF16 systems."""
    r = run_main(capsys, "estimate", EX / "quote-wins-training.yaml", "-p", "precision", "int8")
    assert r.returncode == 1 and "key 'precision' is 'int8' with workload training, expected one of bf16, fp8" in r.stderr


def test_r14_d2_a_shape_that_does_not_add_up_to_its_size_fails_validate(data_copy, capsys):
    """8 layers for Llama 3.1 70B's 80 passed validate (8.95 B parameters against 70 B stated)."""
    import csv
    rows = list(csv.DictReader((data_copy / "models.csv").open()))
    i = next(k for k, r in enumerate(rows) if r["model_id"] == "llama-3.1-70b")
    rows[i]["layers"] = "8"
    with (data_copy / "models.csv").open("w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and f"models.csv, line {i + 2}, field 'parameters_nominal'" in r.stdout
    # independently: 8 of 80 layers keep the embeddings (2 x 128,256 x 8,192) and a tenth of the rest
    emb = 2 * 128_256 * 8_192
    assert f"({(emb + (70.6e9 - emb) / 10) / 70e9:.2g}x)" in r.stdout


@pytest.mark.parametrize("table, field, key", [("prices", "usd_per_hour", "exclusiveMinimum"),
                                               ("models", "layers", "minimum")])
def test_r14_d3_a_data_folder_may_not_loosen_the_projects_bounds(data_copy, capsys, table, field, key):
    """Without prices' exclusiveMinimum (and two checks removed), a negative price made a negative bill."""
    pkg = json.loads((data_copy / "datapackage.json").read_text())
    i, res = next((i, r) for i, r in enumerate(pkg["resources"]) if r["name"] == table)
    f = next(f for f in res["schema"]["fields"] if f["name"] == field)
    del f["constraints"][key]
    (data_copy / "datapackage.json").write_text(json.dumps(pkg))
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1
    assert f"field 'resources[{i}].schema.fields[{field}].constraints': got 'no {key} (" in r.stdout   # as written (r55)


@pytest.mark.parametrize("total, per", [(200, "4"), (3, "0.06")])
def test_r14_d4_d5_a_vllm_run_of_a_few_output_tokens_is_refused_naming_its_key(tmp_path, capsys, total, per):
    """4 tokens a request fitted a step 1,000x faster (28,000 tokens/s per user for an 8B model);
    0.06 was blamed on 'output_len', a field the JSON does not have."""
    doc = json.loads((EX / "my-vllm-run.json").read_text())
    assert doc["completed"] == 50
    (tmp_path / "v.json").write_text(json.dumps({**doc, "total_output_tokens": total}))
    mapping = {"file": str(tmp_path / "v.json"), "entity_id": "trainium2", "nodes": 2, "tp": 8}
    r = run_main(capsys, "estimate", EX / "your-runs-vllm.yaml", "-y", json.dumps({"measurements": mapping}))
    assert r.returncode == 1 and "field 'total_output_tokens'" in r.stderr
    assert f"got '{per} tokens per request (total_output_tokens / 50 completed)'" in r.stderr


def test_r14_d4_a_csv_run_of_a_few_output_tokens_is_refused(tmp_path, capsys):
    lines = (EX / "my-runs.csv").read_text().splitlines()
    head = lines[0].split(",")
    parts = lines[1].split(",")
    parts[head.index("output_len")] = "4"
    (tmp_path / "m.csv").write_text("\n".join([lines[0], ",".join(parts)] + lines[2:]) + "\n")
    r = run_main(capsys, "estimate", EX / "your-runs-csv.yaml", "-p", "measurements", tmp_path / "m.csv")
    assert r.returncode == 1 and "line 2, field 'output_len'" in r.stderr and "at least 16 output tokens" in r.stderr


@pytest.mark.parametrize("args", [["estimate", str(DEFAULT), "--csv", "{tmp}/nofolder/"],
                                  ["estimate", str(DEFAULT), "--csv", ""], ["claims", "--csv", "{tmp}/x/"],
                                  ["build", str(DEFAULT), "--out", ""], ["build", str(DEFAULT), "--figures", " "]])
def test_r14_d6_an_empty_path_or_a_csv_naming_a_folder_is_refused(tmp_path, capsys, args):
    """`--csv dir/` wrote a file named dir; `--csv ''` wrote nothing and said nothing; `--out ''` built
    into the project's own report/."""
    args = [a.replace("{tmp}", str(tmp_path)) for a in args]
    r = run_main(capsys, *args)
    assert r.returncode == 1 and "nothing was written" in r.stderr
    assert not (tmp_path / "nofolder").exists() and not (tmp_path / "x").exists()


@pytest.mark.parametrize("cmd", [["validate"], ["specs", "trn2.48xlarge"]])
def test_r14_d7_stdout_on_a_full_disk_is_one_line(cmd):
    import subprocess
    import sys
    with open("/dev/full", "w") as full:
        r = subprocess.run([sys.executable, "-m", "trainium_report.cli", *cmd], stdout=full, stderr=subprocess.PIPE,
                           text=True, timeout=120)
    assert r.returncode == 1 and "Traceback" not in r.stderr and "Exception ignored" not in r.stderr
    assert r.stderr.strip() == f"trainium-report {cmd[0]}: cannot write to standard output (No space left on " \
        "device), so the command stopped at the message it could not print"


# ---- round 15 (348 cases on 1210ea6: 326 passed; 22 failures, 6 defects; five mended here) ---------

def _runs_csv(tmp_path, **cells):
    import csv
    rows = list(csv.reader((EX / "my-runs.csv").open()))
    for k, v in cells.items():
        rows[1][rows[0].index(k)] = v
    with (tmp_path / "m.csv").open("w", newline="") as fh:
        csv.writer(fh).writerows(rows)
    return tmp_path / "m.csv"


def test_r15_d1_a_gpu_runs_tp_beyond_its_systems_gpus_is_refused(tmp_path, capsys):
    """tp 64 on one p5.48xlarge (8 GPUs) was accepted and moved its estimate (4 -> 8 chips a replica)."""
    m = _runs_csv(tmp_path, entity_id="p5.48xlarge", tp="64")
    r = run_main(capsys, "estimate", EX / "your-runs-csv.yaml", "-p", "measurements", m)
    assert r.returncode == 1 and "line 2, field 'tp': got '64', expected at most the 8 GPUs of 1 x p5.48xlarge" in r.stderr


@pytest.mark.parametrize("closed, said", [("stdout", "stderr"), ("stderr", "stdout")])
def test_r15_d2_a_closed_stream_is_one_line(closed, said):
    import subprocess
    import sys
    r = subprocess.run([sys.executable, "-c", "import sys; sys.%s.close(); sys.%s = None; from trainium_report import "
                        "cli; sys.exit(cli.main(['validate']))" % (closed, closed)],
                       capture_output=True, text=True, timeout=120)
    text = getattr(r, said)
    assert r.returncode == 1 and "Traceback" not in r.stdout + r.stderr
    assert text.strip() == f"trainium-report validate: {closed} is closed; give it a file or /dev/null"


def test_r15_d3_an_empty_data_folder_is_refused(tmp_path, capsys):
    r = run_main(capsys, "validate", "")
    assert r.returncode == 1 and "data_dir '': an empty path" in r.stderr and "OK" not in r.stdout
    (tmp_path / "s.yaml").write_text('scenario: s\ndata_dir: ""\n')
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 1 and "key 'data_dir' is '', expected an existing folder" in r.stderr


@pytest.mark.parametrize("extra, field", [({"entity_id": "nonsense"}, "measurements.entity_id"),
                                          ({"tp": 1024}, "measurements.tp"),
                                          ({"precision": "fp4"}, "measurements.precision"),
                                          ({"batching": "sometimes"}, "measurements.batching")])
def test_r15_d4_a_value_of_the_mapping_is_named_as_its_key_not_as_the_jsons(tmp_path, capsys, extra, field):
    """'base.json, field entity_id': the JSON has no entity_id; the mapping gave it."""
    mapping = {"file": str(EX / "my-vllm-run.json"), "entity_id": "trainium2", "nodes": 2, "tp": 8, **extra}
    r = run_main(capsys, "estimate", EX / "your-runs-vllm.yaml", "-y", json.dumps({"measurements": mapping}))
    assert r.returncode == 1 and f"the measurements mapping (for {EX / 'my-vllm-run.json'}), field '{field}'" in r.stderr
    assert "line 0" not in r.stderr


def test_r15_d4_a_json_run_has_no_line_0(tmp_path, capsys):
    from trainium_report import dataset, scenario
    import pandas as pd
    runs = pd.DataFrame([{"run_id": "base", "entity_id": "p4d.24xlarge", "phase": "decode", "tpot_ms": 10.0,
                          "output_len": 128, "line": dataset.NO_LINE}])
    said = scenario.unused_runs(dataset.load(), dict(scenario.load(DEFAULT)), runs, "base.json")
    assert said and said[0].startswith("base.json: run 'base' is on p4d.24xlarge")


@pytest.mark.parametrize("opt, value", [("train_tokens", "1"), ("seq_len", "100000000")])
def test_r15_d6_a_training_run_shorter_than_one_step_is_refused(capsys, opt, value):
    r = run_main(capsys, "estimate", DEFAULT, "-p", "workload", "training", "-p", opt, value)
    assert r.returncode == 1 and "is less than one optimizer step, global_batch x seq_len" in r.stderr


@pytest.mark.parametrize("soft, said", [(30, ", or by the open-file limit: ulimit -n is 30, and a build is known to "
                                              "run with 256"), (1024, "")])
def test_r15_d5_a_worker_that_died_under_a_low_open_file_limit_names_it(monkeypatch, soft, said):
    """Under ulimit -n 30 a build said only "killed by a signal, or by the out-of-memory killer"."""
    import resource
    from trainium_report import publishing
    monkeypatch.setattr(resource, "getrlimit", lambda which: (soft, 4096))
    assert publishing._few_files() == said


# ---- round 16 (314 cases on 332901d: 303 passed; 11 failures, 4 defects; three mended here) ---------

def test_r16_d2_a_benchmark_name_stating_another_size_is_refused(tmp_path, capsys):
    """The project's own LLMPerf example (Meta-Llama-3-70B-Instruct, a name no models.csv id begins)
    was fitted as llama-3.1-8b without a word."""
    doc = json.loads((EX / "my-llmperf-summary.json").read_text())
    assert "70B" in doc["model"]
    (tmp_path / "s.yaml").write_text("scenario: s\nmodel: llama-3.1-8b\nmeasurements: {file: %s, entity_id: "
                                     "trn1.32xlarge, tp: 32, precision: fp16, batching: static}\n"
                                     % (EX / "my-llmperf-summary.json"))
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 1 and "field 'model'" in r.stderr
    assert "its name says 70B parameters, and the run would be fitted as llama-3.1-8b (8B" in r.stderr


def test_r16_d3_a_mapping_given_twice_on_the_command_line_is_merged(capsys):
    """The first -p price_overrides was dropped without a word (trn2 then 'add a quote')."""
    import types
    from trainium_report import cli
    args = types.SimpleNamespace(yaml=["{price_overrides: {a: 1}}"], param=[("price_overrides", "{b: 2}"),
                                                                            ("tokens_per_day", "2e9")])
    assert cli.command_line_overrides(args) == {"price_overrides": {"a": 1, "b": 2}, "tokens_per_day": 2e9}
    # a value given twice is refused since round 27 (test_r27_a_key_given_twice_on_the_command_line...)


def test_r16_d4_a_data_folder_may_not_redefine_a_unit(data_copy, capsys):
    """x-units TB/s factor 2 validated OK and changed the estimate."""
    pkg = json.loads((data_copy / "datapackage.json").read_text())
    pkg["x-units"]["TB/s"] = {**pkg["x-units"]["TB/s"], "factor": 2}
    (data_copy / "datapackage.json").write_text(json.dumps(pkg))
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and "field 'x-units.TB/s'" in r.stdout and "may add units, not redefine them" in r.stdout


@pytest.mark.parametrize("example, key, value, said", [
    ("my-vllm-run.json", "median_tpot_ms", 0, "'0', expected a value > 0"),
    ("my-llmperf-summary.json", "results_ttft_s_quantiles_p50", -1, "'-1 s (-1000.0 ms)', expected a value > 0"),
    ("my-vllm-run.json", "output_throughput", 1e9, "'1000000000.0', expected at most"),
])
def test_r16_d1_a_benchmark_json_problem_names_the_files_key_and_value(tmp_path, capsys, example, key, value, said):
    """The values a JSON's run is made from were named as measurements.csv's columns with converted values:
    median_tpot_ms 0 as "field 'tpot_ms': got '0.0'", LLMPerf's TTFT -1 s as "field 'ttft_ms': got '-1000.0'"."""
    doc = json.loads((EX / example).read_text())
    doc[key] = value
    (tmp_path / "run.json").write_text(json.dumps(doc))
    vllm = example.startswith("my-vllm")
    mapping = ("{file: run.json, entity_id: trainium2, nodes: 2, tp: 8}" if vllm else
               "{file: run.json, entity_id: trn1.32xlarge, tp: 32, precision: fp16, batching: static}")
    (tmp_path / "s.yaml").write_text(f"scenario: s\nmodel: {'llama-3.1-8b' if vllm else 'llama-3.1-70b'}\n"
                                     f"measurements: {mapping}\n")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 1 and f"run.json, field '{key}': got {said}" in r.stderr
    for column in ("tpot_ms", "ttft_ms", "output_tokens_per_s"):
        assert f"field '{column}'" not in r.stderr


def test_r16_d1_a_request_longer_than_the_systems_memory_is_refused_naming_the_length(tmp_path, capsys):
    """LLMPerf's mean_input_tokens 1e12 (or vLLM's total over 50 requests) was blamed on the TPOT, the TTFT
    and the throughput, each against a bound of 1e17 ms; the length is what is wrong."""
    doc = json.loads((EX / "my-vllm-run.json").read_text())
    doc["total_input_tokens"] = 1e12 * doc["completed"]
    (tmp_path / "run.json").write_text(json.dumps(doc))
    (tmp_path / "s.yaml").write_text("scenario: s\nmodel: llama-3.1-8b\n"
                                     "measurements: {file: run.json, entity_id: trainium2, nodes: 2, tp: 8}\n")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    # round 45 (c09): a length past any model's context is named with that bound first
    assert r.returncode == 1 and r.stderr.count("field '") == 1
    assert "field 'total_input_tokens': got '1e+12 tokens per request (total_input_tokens / 50 completed)', " \
        "expected at most 10,000,000 tokens per request" in r.stderr, r.stderr
    # under that bound, a length past the chips' memory is named with the KV cache it needs
    doc["total_input_tokens"] = 9e6 * doc["completed"]
    (tmp_path / "run.json").write_text(json.dumps(doc))
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    kv_gb = 32 * 8 * 128 * 2 * 2 * (9e6 + 128) / 1e9          # layers x KV heads x head_dim x (K, V) x 2 bytes
    assert r.returncode == 1 and r.stderr.count("field '") == 1
    assert f"needs {kv_gb:,.3g} GB of KV cache" in r.stderr and "a request the system can hold" in r.stderr, r.stderr


def test_r16_d1_weights_over_the_chips_memory_are_refused_naming_tp(tmp_path, capsys):
    """A 70B model in BF16 (2 bytes x 70.6e9 = 141 GB) on one 80 GB H100: a TP slip, not a slow stack."""
    text = (EX / "my-runs.csv").read_text().splitlines()
    cols = text[0].split(",")
    row = dict(zip(cols, text[1].split(",")))
    row.update(entity_id="h100-sxm", tp="1", nodes="1", input_len="128", output_len="128", note="")
    (tmp_path / "runs.csv").write_text(text[0] + "\n" + ",".join(row[c] for c in cols) + "\n")
    (tmp_path / "s.yaml").write_text("scenario: s\nmodel: llama-3.1-70b\nmeasurements: runs.csv\n")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 1 and "runs.csv, line 2, field 'tp': got '1'" in r.stderr
    assert "are 141 GB, over the 80 GB of the 1 h100-sxm chip(s)" in r.stderr


@pytest.mark.parametrize("blank, kept", [(("tpot_ms", "ttft_ms", "output_tokens_per_s"), None),
                                         (("tpot_ms", "output_tokens_per_s"), "ttft_ms"),
                                         (("ttft_ms", "output_tokens_per_s"), "tpot_ms")])
def test_r17_an_own_run_with_no_time_to_fit_is_refused(tmp_path, capsys, blank, kept):
    """A CSV row with its TPOT, TTFT and throughput blank was accepted without a word, and used by nothing."""
    text = (EX / "my-runs.csv").read_text().splitlines()
    cols = text[0].split(",")
    row = dict(zip(cols, text[1].split(",")))
    row.update({c: "" for c in blank}, note="")
    if "tpot_ms" in blank:                   # no TPOT, no kind of TPOT (round 42's c32)
        row["tpot_kind"] = ""
    (tmp_path / "runs.csv").write_text(text[0] + "\n" + ",".join(row[c] for c in cols) + "\n")
    (tmp_path / "s.yaml").write_text("scenario: s\nmodel: llama-3.1-70b\nmeasurements: runs.csv\n")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    if kept:                                 # a TTFT alone (prefill) or a TPOT alone (decode) is a time to fit
        assert r.returncode == 0, r.stderr
    else:
        assert r.returncode == 1 and "runs.csv, line 2: run 'my-trn2-llama70b-l2' gives nothing to fit" in r.stderr


@pytest.mark.parametrize("dual, refused", [(30, True), (24, False), (24.5, True)])
def test_r19_dual_running_past_the_horizon_is_refused(tmp_path, capsys, dual, refused):
    """dual_running_months longer than horizon_months was accepted: a port whose GPU side never stops."""
    (tmp_path / "s.yaml").write_text(f"scenario: s\nhorizon_months: 24\ndual_running_months: {dual}\n")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    if refused:
        assert r.returncode == 1
        assert (f"keys 'dual_running_months' and 'horizon_months': dual_running_months {dual:g} is longer than "
                "horizon_months 24") in r.stderr
    else:
        assert r.returncode == 0, r.stderr


def test_r19_a_build_whose_index_was_not_written_does_not_point_at_one(tmp_path, capsys, monkeypatch):
    """A full disk (index.html not written, none before) ended with 'index: .../index.html', a file that was not there."""
    from helpers import tiny_notebook, write_scenario
    from trainium_report import publishing

    def full(*_args, **_kw):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(publishing, "write_index", full)
    nbs = tmp_path / "nbs"
    nbs.mkdir()
    tiny_notebook(nbs / "01-a.ipynb", "x = 1")
    sc = write_scenario(tmp_path, "default")
    out = tmp_path / "out"
    r = run_main(capsys, "build", sc, "--out", out, "--figures", tmp_path / "figs", "--notebooks", nbs, "--no-pdf",
                 "--quiet")
    assert not (out / "index.html").exists()
    assert f"index not updated: OSError: No space left on device (writing in {out})" in r.stderr
    assert r.stdout.splitlines()[-1] == "1 of 1 scenario(s) built; no index (none was written)"


def test_r19_a_system_price_marked_per_chip_is_refused(data_copy):
    """A p5.48xlarge row with `per: chip` validated, and the estimate silently used an older row of the offer."""
    import csv
    from trainium_report import dataset
    kinds = {r["entity_id"]: r["kind"] for r in csv.DictReader((data_copy / "entities.csv").open())}
    with (data_copy / "prices.csv").open(newline="") as f:
        rows = list(csv.DictReader(f))
        cols = list(rows[0])
    system = next(i for i, r in enumerate(rows) if kinds[r["entity_id"]] == "instance")
    chip = next(i for i, r in enumerate(rows) if kinds[r["entity_id"]] == "chip")
    rows[system]["per"], rows[chip]["per"] = "chip", "system"
    with (data_copy / "prices.csv").open("w", newline="") as f:
        w = csv.DictWriter(f, cols, lineterminator="\n")
        w.writeheader()
        w.writerows(rows)
    found = {(p.line, p.field, p.value, p.expected) for p in dataset.validate(data_copy) if p.file.endswith("prices.csv")}
    assert found == {(system + 2, "per", "chip", f"'system': {rows[system]['entity_id']} is an instance, priced per system"),
                     (chip + 2, "per", "system", f"'chip': {rows[chip]['entity_id']} is a chip, priced per chip")}


def test_r19_lines_after_a_carriage_return_in_a_cell_are_numbered_as_an_editor_numbers_them(data_copy):
    """A lone CR inside a quoted cell of entities.csv shifted the line of every later problem by one
    (the csv module counts it as a line; grep -n, sed and an editor do not)."""
    import csv
    from trainium_report import dataset
    path = data_copy / "entities.csv"
    rows = list(csv.reader(path.open(newline="")))
    rows[2][rows[0].index("name")] = "AWS Inferentia2\r=1+1"      # line 3, quoted by the writer
    rows[5].append("extra")                                        # line 6: a row of too many cells
    with path.open("w", newline="") as f:
        csv.writer(f, lineterminator="\n", quoting=csv.QUOTE_ALL).writerows(rows)
    assert path.read_bytes().split(b"\n")[5].endswith(b',"extra"')   # line 6 as grep -n and sed count
    found = {(p.line, p.value) for p in dataset.validate(data_copy) if p.file.endswith("entities.csv")}
    assert (3, "AWS Inferentia2\r=1+1") in found
    assert (6, f"{len(rows[0]) + 1} cells") in found, found


def test_r19_a_problem_in_your_runs_is_not_said_to_be_in_the_dataset(tmp_path, capsys):
    """predict on a runs file with a bad run_id said '1 problem(s) in the dataset:' of the user's own file."""
    text = (EX / "my-runs.csv").read_text().splitlines()
    (tmp_path / "runs.csv").write_text(text[0] + "\n" + "=HYPERLINK(1)" + text[1][text[1].index(","):] + "\n")
    r = run_main(capsys, "predict", tmp_path / "runs.csv")
    assert r.returncode == 1
    assert r.stderr.startswith("1 problem(s) in your file runs.csv:\n"), r.stderr
    assert "runs.csv, line 2, field 'run_id': got '=HYPERLINK(1)'" in r.stderr


def test_r19_a_long_name_in_a_chart_is_cut_and_the_chart_stays_its_size():
    """A 700-character entity name (validate allows 20,000) made the chart's text grow with its width
    and its width with its text: 7 to 17 GB in a notebook kernel, then MemoryError or the OOM killer."""
    import io
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.image import imread
    from trainium_report.plots import output, style
    style.use_style()
    name = "Trn2 " + "x" * 700
    fig, ax = plt.subplots(figsize=(6, 3))
    ax.barh([name, "H100"], [1, 2])
    ax.set_title("T" * 400)
    out = output.render(fig, "long", None)
    height, width = imread(io.BytesIO(out["png"])).shape[:2]
    assert width < 3000 and height < 1500, (width, height)     # a normal chart's size, not 17,000 px wide
    svg = out["svg"].decode()
    cut = name[:output.MAX_TICK_TEXT - 1] + "\u2026"          # a tick label: MAX_TICK_TEXT (round 35)
    assert cut in svg and name not in svg and "T" * 400 not in svg


@pytest.mark.parametrize("command", [["claims"], ["specs", "trainium2"], ["estimate", str(EX.parent / "default.yaml")],
                                     ["predict", str(EX / "my-runs.csv")]])
def test_r19_a_csv_path_with_a_name_too_long_is_one_line(tmp_path, capsys, command):
    """--csv under a folder name of 256 bytes gave an OSError (File name too long) traceback in four commands."""
    target = tmp_path / ("a" * 256) / "x.csv"
    r = run_main(capsys, *command, "--csv", target)
    assert r.returncode == 1
    assert "not written: it holds a name of 256 bytes" in r.stderr and "Traceback" not in r.stderr


@pytest.mark.parametrize("flag", ["--out", "--figures", "--notebooks"])
def test_r19_a_build_folder_with_a_name_too_long_is_refused_naming_the_option(tmp_path, capsys, flag):
    """build --no-pdf --out under a 256-byte name gave an OSError traceback (out.is_dir())."""
    r = run_main(capsys, "build", "--no-pdf", "--quiet", flag, tmp_path / ("b" * 256) / "x")
    assert r.returncode == 1
    assert f"{flag} '" in r.stderr and "it holds a name of 256 bytes" in r.stderr and "nothing was built" in r.stderr


@pytest.mark.parametrize("command", [["specs", "trainium2"], ["claims"], ["validate"]])
def test_r19_a_data_folder_with_a_name_too_long_is_one_problem(tmp_path, capsys, command):
    """specs/claims --data-dir under a 256-byte name gave an OSError traceback from dataset.load."""
    folder = str(tmp_path / ("d" * 256))
    args = [*command, folder] if command == ["validate"] else [*command, "--data-dir", folder]
    r = run_main(capsys, *args)
    assert r.returncode == 1 and "Traceback" not in r.stderr
    said = r.stdout + r.stderr                     # validate lists its problems on stdout
    assert "File name too long" in said or "it holds a name of 256 bytes" in said


def test_r19_a_scenario_data_dir_too_long_is_named_by_its_key(tmp_path, capsys):
    """data_dir: under a 256-byte name gave an OSError traceback from the scenario check (_exists)."""
    (tmp_path / "s.yaml").write_text(f"scenario: s\ndata_dir: {tmp_path / ('d' * 256)}\n")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 1
    assert "key 'data_dir' is" in r.stderr and "it holds a name of 256 bytes" in r.stderr


def test_r19_a_prompt_too_long_for_memory_blames_the_lengths_not_the_headroom(capsys):
    """input_tokens 1e12 excluded every candidate as 'does not fit ... (key memory_headroom)', where the
    weights fit and one request's KV cache is what does not."""
    r = run_main(capsys, "estimate", EX.parent / "default.yaml", "-p", "input_tokens", "1e12", "-p", "tokens_per_day",
                 "1e15")            # a volume of many such requests (under one a day is refused on its own)
    said = r.stdout + r.stderr
    assert "(keys input_tokens and output_tokens: the weights fit, but one request's KV cache of " \
           "1,000,000,000,512 tokens is" in said
    assert "llama-3.1-70b in bf16 does not fit in 1 x" in said and "(key memory_headroom)" in said   # one chip: weights


def test_r19_an_earlier_copy_that_cannot_be_removed_is_said(tmp_path, monkeypatch):
    """A rebuild over a report folder made undeletable left .old-default-<pid> in --out without a word."""
    import shutil
    from helpers import tiny_notebook, write_scenario
    from trainium_report import publishing
    from trainium_report.publishing import publish
    nbs = tmp_path / "nbs"
    nbs.mkdir()
    tiny_notebook(nbs / "01-a.ipynb", "x = 1")
    sc = write_scenario(tmp_path, "default")
    kw = dict(out=tmp_path / "out", figures=tmp_path / "figs", nb_dir=nbs, pdf=False, progress=False, rerun=True)
    assert publishing.build([sc], **kw)[0].ok
    real = shutil.rmtree
    monkeypatch.setattr(publish.shutil, "rmtree", lambda p, *a, **k: None if Path(p).name.startswith(".old-")
                        else real(p, *a, **k))
    res = publishing.build([sc], **kw)[0]
    left = sorted(p.name for p in (tmp_path / "out").iterdir() if p.name.startswith(".old-"))
    assert res.ok and left
    assert any(f"the earlier copy {tmp_path / 'out' / left[0]} could not be removed" in n for n in res.notes), res.notes


def test_r20_a_carriage_return_outside_quotes_is_named_at_its_line(data_copy):
    """A lone CR in an unquoted cell of a CRLF-free file cut the row in two: the remainder was named
    one line too far ('line 6: got 1 cells' for a CR on line 5), the cut row accepted short."""
    from trainium_report import dataset
    path = data_copy / "entities.csv"
    lines = path.read_bytes().split(b"\n")
    lines[4] = lines[4][:-3] + b"\r" + lines[4][-3:]
    path.write_bytes(b"\n".join(lines))
    found = [(p.line, p.value) for p in dataset.validate(data_copy) if p.file.endswith("entities.csv")]
    assert (5, "a carriage return (CR) inside the row, outside quotes") in found, found
    assert not any(line == 6 for line, _ in found)


def test_r20_a_long_word_in_a_table_cell_does_not_hang_the_export():
    """A 19,990-letter name (validate allows 20,000) hung the PDF export for hours: the pattern that
    finds long ids retried every split of the run (2,000 letters took 45 s). Stopped after 20 s."""
    import signal
    from trainium_report.publishing import render

    def stop(*_):
        raise TimeoutError("wrap_points did not finish in 20 s")

    old = signal.signal(signal.SIGALRM, stop)
    signal.alarm(20)
    try:
        out = render.wrap_points("<td>" + "X" * 20_000 + "</td><td>inf2.48xlarge and 2024-12-03, 1.5x-foobarbaz</td>")
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
    assert out == ("<td>" + "X" * 20_000 + "</td><td>inf2.<wbr>48xlarge and 2024-12-03, 1.5x-<wbr>foobarbaz</td>")


def test_r20_an_output_folder_with_no_room_for_the_build_s_files_is_refused(tmp_path, capsys):
    """A 4,050-byte --out passed the 4,095-byte check and failed inside with 'build stopped: OSError:
    File name too long' naming neither --out nor the file, leaving an empty folder."""
    deep = tmp_path
    while len(str(deep)) < 3_800:
        deep = deep / ("d" * 200)
    out = deep / "out"
    r = run_main(capsys, "build", "--no-pdf", "--quiet", "--out", out)
    assert r.returncode == 1 and not out.exists()
    assert (f"--out '" in r.stderr and f"a path of {len(str(out)):,} bytes, and the files written under it take up "
            "to 400 more; the system takes at most 4,095 in all; nothing was built") in r.stderr


@pytest.mark.parametrize("args, count", [(["specs", "x" * 10_000], "10,000"), (["model", "m" * 300], "300")])
def test_r20_a_long_value_is_counted_without_its_quotes(capsys, args, count):
    """A 10,000-character id was said to be '(10,002 characters)': the quotes of its repr were counted."""
    r = run_main(capsys, *args)
    assert r.returncode == 1 and f"({count} characters)" in r.stdout + r.stderr, r.stdout + r.stderr


@pytest.mark.parametrize("command", [["claims"], ["specs", "trainium2"], ["estimate", str(EX.parent / "default.yaml")],
                                     ["predict", str(EX / "my-runs.csv")]])
def test_r21_a_csv_name_the_system_takes_is_written(tmp_path, capsys, command):
    """A --csv file name of 242 to 255 bytes was refused 'File name too long': the temporary file
    beside it took the whole name plus 14 bytes."""
    target = tmp_path / ("c" * 251 + ".csv")
    r = run_main(capsys, *command, "--csv", target)
    assert r.returncode == 0, r.stderr
    assert target.is_file() and not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_r21_a_csv_path_with_no_room_beside_it_is_one_line(tmp_path, capsys):
    """--csv at 4,090 bytes in all (a short name in a 4,084-byte folder) gave an OSError traceback
    from the probe for a build's marker file in that folder."""
    deep = tmp_path
    while len(str(deep)) < 3_800:
        deep = deep / ("d" * 200)
    deep = deep / ("e" * (4_084 - len(str(deep)) - 1))
    deep.mkdir(parents=True)
    r = run_main(capsys, "claims", "--csv", deep / "ggggg.csv")
    assert r.returncode == 1 and "Traceback" not in r.stderr
    assert "not written: a path of 4,084 bytes, and the files written under it take up to 40 more" in r.stderr


def test_r21_an_id_too_long_for_any_column_breaks_every_hundred_characters():
    """A 20,000-character 'a.b-a.b-...' cell got a <wbr> after each of its 10,000 separators, and the PDF
    layout took minutes per cell (quadratic in the breaks); an id under 300 characters keeps its breaks."""
    from trainium_report.publishing import render
    long_id = "a.b-" * 5000
    out = render.wrap_points(f"<td>{long_id}</td><td>trn2.48xlarge-ultra</td>")
    cell = out[len("<td>"):out.index("</td>")]
    assert cell.split("<wbr>") == [long_id[i:i + 100] for i in range(0, len(long_id), 100)]
    assert out.endswith("<td>trn2.<wbr>48xlarge-<wbr>ultra</td>")


def test_r21_a_table_with_a_cell_of_cjk_text_lays_out_in_print_without_hanging():
    """A 20,000-character CJK name (validate allows 20,000) hung the PDF export: WeasyPrint's automatic
    table layout measured each of its break opportunities (4,000 characters: 37 s a cell). Such a
    table is laid out with fixed columns in print; a table of ordinary cells is left as it was."""
    import signal
    from trainium_report.publishing import pdf, render
    ordinary = '<table class="dataframe"><tr><td>' + "a note " * 140 + "</td></tr></table>"
    assert render.mark_long_cells(ordinary) == ordinary
    body = render.mark_long_cells('<table class="dataframe"><tr><th>name</th><th>x</th></tr><tr><td>'
                                  + "漢" * 20_000 + "</td><td>1</td></tr></table>")
    assert body.startswith('<table class="long-cells dataframe">')

    def stop(*_):
        raise TimeoutError("the PDF layout did not finish in 30 s")

    old = signal.signal(signal.SIGALRM, stop)
    signal.alarm(30)
    try:
        doc = pdf._weasy().HTML(string=render.page_html(body, "", render.PRINT_CSS)).render()
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
    assert len(doc.pages) >= 1


def test_r22_an_output_folder_this_user_may_not_look_into_is_one_line(tmp_path):
    """As a user who may not enter a folder above it, build --out gave a PermissionError traceback
    from the --no-pdf check of the earlier build's PDFs (out.is_dir())."""
    import os
    import shutil
    import subprocess
    import sys
    locked = tmp_path / "locked"
    locked.mkdir(mode=0o700)
    cmd = [sys.executable, "-m", "trainium_report.cli", "build", "--no-pdf", "--quiet", "--out", str(locked / "out")]
    if os.geteuid() == 0:                      # root may enter anything: run it as nobody
        if not shutil.which("setpriv"):
            pytest.skip("running as root without setpriv to run as another user")
        cmd = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", *cmd]
    r = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, timeout=300)
    if "ModuleNotFoundError" in r.stderr or "Permission denied: '" + str(ROOT) in r.stderr:
        pytest.skip("the project is not readable by the other user")
    assert r.returncode == 1 and "Traceback" not in r.stderr, r.stderr
    assert "--out '" in r.stderr and (": permission denied: this user may not look into a folder on its way; "
                                       "nothing was built") in r.stderr, r.stderr      # the path cut at 80


def test_r22_a_file_given_as_the_output_folder_is_named(tmp_path, capsys):
    (tmp_path / "afile").write_text("mine\n")
    r = run_main(capsys, "build", "--no-pdf", "--quiet", "--figures", tmp_path / "afile" / "figs")
    assert r.returncode == 1 and (tmp_path / "afile").read_text() == "mine\n"
    assert "--figures '" in r.stderr and f": {tmp_path / 'afile'} is a file, not a folder; nothing was built" \
        in r.stderr, r.stderr


def test_r22_the_index_is_named_where_the_build_wrote_it(tmp_path, capsys, monkeypatch):
    """--out c/./x/../rel (x not made yet): the build wrote c/rel/index.html, and the last line said 'no
    index (none was written)', looking for it through x."""
    from trainium_report import cli

    def build(files, out, **kw):           # the build's part: the index where the resolved --out is
        Path(out).resolve().mkdir(parents=True)
        (Path(out).resolve() / "index.html").write_text("<html></html>")
        return []
    monkeypatch.setattr(cli.publishing, "build", build)
    r = run_main(capsys, "build", "--no-pdf", "--out", tmp_path / "c" / "." / "x" / ".." / "rel")
    assert r.returncode == 0 and f"index: {tmp_path / 'c' / 'rel' / 'index.html'}" in r.stdout, r.stdout


@pytest.mark.parametrize("inside", ["out", "figs"])
def test_r22_notebooks_inside_the_build_s_output_are_refused(tmp_path, capsys, inside):
    """--notebooks out/default/src, out an earlier build's output: the build read its sources from
    there, then replaced out/default, and the source notebooks were gone."""
    import shutil
    from trainium_report.publishing import publish
    for folder, role in (("out", "report"), ("figs", "figures")):    # marked as an earlier build leaves them
        publish.claim_output(tmp_path / folder, ROOT / "report", mark=True, role=role)
    src = tmp_path / inside / "default" / "src"
    shutil.copytree(ROOT / "notebooks", src, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    before = sorted(p.name for p in src.iterdir())
    r = run_main(capsys, "build", "--no-pdf", "--quiet", "--out", tmp_path / "out", "--figures", tmp_path / "figs",
                 "--notebooks", src)
    role = "report folder, --out" if inside == "out" else "figures folder, --figures"
    assert r.returncode == 1 and f"the notebooks folder {src} lies inside the {role}, {tmp_path / inside}" \
        in r.stderr, r.stderr
    assert sorted(p.name for p in src.iterdir()) == before and not (tmp_path / inside / "index.html").exists()


def test_r22_a_text_over_a_spreadsheet_cell_is_cut_saying_so(tmp_path):
    """A table cell of 340,032 characters (a list of 20,000-character names, each within the data's limit)
    was cut to 32,767 in tables.xlsx without a mark, and openpyxl's UserWarning reached the build's stderr;
    the CSV keeps the whole text."""
    import warnings

    import openpyxl

    from trainium_report.publishing import publish
    tables = tmp_path / "tables"
    tables.mkdir()
    long = "N" * 40_000
    (tables / "01-table-1.csv").write_text(f"name,x\n{long},1\nshort,2\n")
    (tables / "01-table-1.json").write_text(json.dumps({"file": "01-table-1.csv", "section": "01", "n": 1,
                                                         "columns": ["name", "x"]}))
    with warnings.catch_warnings():
        warnings.simplefilter("error")                    # no warning reaches the build's output
        publish.data_bundle(tmp_path / "data", [tables], "t", "v", "now")
    sheet = openpyxl.load_workbook(tmp_path / "data" / "tables.xlsx")["01-table-1"]
    cell = sheet["A2"].value
    mark = " [...cut: 40,000 characters; 01-table-1.csv holds the whole text]"
    assert len(cell) == publish.XLSX_CELL == 32_767 and cell == "N" * (32_767 - len(mark)) + mark
    assert sheet["A3"].value == "short" and sheet["B2"].value == 1
    assert (tmp_path / "data" / "01-table-1.csv").read_text().splitlines()[1] == f"{long},1"


@pytest.mark.parametrize("text", ['title: "\\ud800x"', 'other_platform_scores:\n  "\\ud83dZ": {ecosystem: 3}'])
def test_r22_a_lone_surrogate_in_a_scenario_is_refused_up_front(tmp_path, capsys, text):
    """A lone surrogate (a YAML escape of half a character) passed the checks, then failed notebook 05
    with a UnicodeEncodeError (title) or inside matplotlib (a score key), naming no key."""
    (tmp_path / "s.yaml").write_text(text + "\n")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    key = "title' holds" if "title" in text else "other_platform_scores' has a key holding"
    assert r.returncode == 1 and f"key '{key} the lone surrogate U+D8" in r.stdout + r.stderr, r.stdout + r.stderr


def test_r22_a_text_of_thousands_of_characters_is_cut_in_print():
    """Every name of a data folder at 20,000 characters (within its limit) took the PDF layout of the
    dataset and claims sections over 900 s (5,000 characters: over 500 s): WeasyPrint breaks each line
    of a cell by laying out the rest of its text again. Print shows at most 1,200 characters of a text
    between two tags in a table and 3,000 elsewhere, saying so; style content and character references
    are never cut, and texts as long as the report's own (cells to 1,004, paragraphs to 1,594) are kept."""
    from trainium_report.publishing import render
    css = "<style>" + "p{}" * 2_000 + "</style>"
    body = (css + "<h3>" + "N" * 20_000 + "</h3><table><tr><td><b>x</b>" + "a" * 1_199 + "&amp;b</td><td>"
            + "c" * 1_200 + "</td></tr></table><p>" + "é" * 3_000 + "</p>")
    out = render.cut_long_texts(body)
    assert out.startswith(css)
    assert "<h3>" + "N" * 3_000 + " [...cut in print: 20,000 characters; the HTML report holds the whole text]</h3>" \
        in out
    assert "</b>" + "a" * 1_199 + " [...cut in print: 1,201 characters;" in out      # not half of '&amp;'
    assert "<td>" + "c" * 1_200 + "</td>" in out and "<p>" + "é" * 3_000 + "</p>" in out

def test_r22_a_scenario_named_as_another_s_staged_figures_builds(tmp_path, capsys):
    """A batch of 'xx' and 'xx-figures': xx's figures were staged in the work folder as 'xx-figures',
    the other scenario's own staging folder, and xx failed 'Directory not empty'."""
    from helpers import tiny_notebook, write_scenario
    nbs = tmp_path / "nbs"
    nbs.mkdir()
    tiny_notebook(nbs / "01-tiny.ipynb", "print(title)")
    files = [write_scenario(tmp_path, "xx", title="one"), write_scenario(tmp_path, "xx-figures", title="two")]
    r = run_main(capsys, "build", *files, "--jobs", "2", "--out", tmp_path / "r", "--figures", tmp_path / "f",
                 "--notebooks", nbs, "--no-pdf", "--quiet")
    assert r.returncode == 0, r.stderr
    assert (tmp_path / "r" / "xx" / "report.html").is_file() and (tmp_path / "r" / "xx-figures" / "report.html").is_file()
    assert sorted(p.name for p in (tmp_path / "f").iterdir() if not p.name.startswith(".")) == ["xx", "xx-figures"]


@pytest.mark.parametrize("extra", ["entity_id: trainium2, tp: 8", "entity_id: nonexistent-xyz, tp: 99999"])
def test_r22_a_mapping_around_a_csv_is_refused_naming_its_keys(tmp_path, capsys, extra):
    """measurements: {file: runs.csv, entity_id: ..., tp: ...} was accepted and its values dropped without a
    word (an unknown entity too): the estimate was byte-identical to measurements: runs.csv."""
    import shutil
    shutil.copy(EX / "my-runs.csv", tmp_path / "runs.csv")
    (tmp_path / "s.yaml").write_text(f"scenario: s\nmodel: llama-3.1-8b\nmeasurements: {{file: runs.csv, {extra}}}\n")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    text = r.stdout + r.stderr
    assert r.returncode == 1 and "key 'measurements'" in text and "runs.csv: a CSV's rows say their system" in text \
        and "entity_id, tp in the mapping would not be used" in text, text


@pytest.mark.parametrize("value", [[245], "245"])
def test_r22_an_llmperf_length_that_is_no_number_is_named_by_its_key(tmp_path, capsys, value):
    """mean_output_tokens as [245] or '245' was refused as "field 'n'", a placeholder of the reader."""
    doc = json.loads((EX / "my-llmperf-summary.json").read_text())
    key = next(k for k in ("results_number_output_tokens_mean", "mean_output_tokens") if k in doc)
    doc[key] = value
    (tmp_path / "lp.json").write_text(json.dumps(doc))
    (tmp_path / "s.yaml").write_text("scenario: s\nmeasurements: {file: lp.json, entity_id: trn1.32xlarge, tp: 32, "
                                     "precision: fp16, batching: static}\n")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    text = r.stdout + r.stderr
    said = f"the text {value}" if isinstance(value, str) else f"the JSON {json.dumps(value)}"   # as written (r55)
    assert r.returncode == 1 and f"field '{key}': got {said!r}" in text and "field 'n'" not in text, text


def test_r22_a_read_only_project_cache_does_not_stop_a_build_s_lock(tmp_path, monkeypatch):
    """With .cache read-only (TRAINIUM_REPORT_NO_CACHE=1 on a read-only checkout) a build stopped 'OSError:
    Read-only file system' on its lock file there; the output folder's own flock is the lock, and a
    second build is still refused."""
    import errno
    import os

    from trainium_report.publishing import publish
    real_open = os.open

    def read_only(path, flags, *a, **kw):
        if str(path).endswith(".lock") and flags & os.O_CREAT:
            raise OSError(errno.EROFS, "Read-only file system", str(path))
        return real_open(path, flags, *a, **kw)
    monkeypatch.setattr(publish.os, "open", read_only)
    with publish.folder_lock(tmp_path / "out") as path:
        assert path is None
        with pytest.raises(publish.BuildLocked, match="another build is writing to"):
            with publish.folder_lock(tmp_path / "out"):
                pass


def test_r22_a_full_disk_when_a_worker_starts_is_said_not_taken_for_a_dead_worker(tmp_path, capsys, monkeypatch):
    """--out on a full disk: the workers' initializer failed to make the kernels' folder (ENOSPC), the
    pool broke, and the build said 'a build worker died ... (killed by a signal, or by the out-of-memory
    killer)'. Each notebook now fails naming the error, and the last good report stays."""
    import errno
    import os

    from helpers import tiny_notebook, write_scenario
    nbs = tmp_path / "nbs"
    nbs.mkdir()
    tiny_notebook(nbs / "01-tiny.ipynb", "print(title)")
    good = write_scenario(tmp_path, "good", title="fine")
    args = ("build", good, "--out", tmp_path / "r", "--figures", tmp_path / "f", "--notebooks", nbs, "--no-pdf",
            "--quiet")
    assert run_main(capsys, *args).returncode == 0
    before = (tmp_path / "r" / "good" / "report.html").read_bytes()
    real = os.makedirs

    def full(path, *a, **kw):            # forked into the workers: the kernels' folder takes no entry
        if str(path).endswith("/kernels"):
            raise OSError(errno.ENOSPC, "No space left on device", str(path))
        return real(path, *a, **kw)
    monkeypatch.setattr(os, "makedirs", full)
    r = run_main(capsys, *args, "--rerun")
    assert r.returncode == 1 and "worker died" not in r.stderr, r.stderr
    assert "good: FAILED, last good report kept" in r.stderr and "No space left on device" in r.stderr, r.stderr
    assert (tmp_path / "r" / "good" / "report.html").read_bytes() == before


def test_r22_a_link_planted_where_failed_notebooks_are_kept_is_said_not_fatal(tmp_path, capsys):
    """report/_failed/<scenario> linked to a folder outside: the refusal escaped and stopped the whole
    build with 'refusing to touch ...', never saying why the notebook failed; in a batch the other
    scenario was not published. Now the failure is said, the link is not followed, the others publish."""
    import os

    from helpers import tiny_notebook, write_scenario
    from trainium_report.publishing import publish
    nbs = tmp_path / "nbs"
    nbs.mkdir()
    tiny_notebook(nbs / "01-tiny.ipynb", "if title == 'bad':\n    raise ValueError('planted failure')\nprint(title)")
    out, victim = tmp_path / "r", tmp_path / "victim"
    victim.mkdir()
    (victim / "keep.txt").write_text("mine\n")
    publish.claim_output(out, ROOT / "report", mark=True)
    (out / "_failed").mkdir()
    os.symlink(victim, out / "_failed" / "a")
    files = [write_scenario(tmp_path, "a", title="bad"), write_scenario(tmp_path, "b", title="fine")]
    r = run_main(capsys, "build", *files, "--jobs", "1", "--out", out, "--figures", tmp_path / "f", "--notebooks", nbs,
                 "--no-pdf", "--quiet")
    assert r.returncode == 1 and "a: FAILED" in r.stderr and "planted failure" in r.stderr, r.stderr
    assert "the failed notebooks could not be kept: " in r.stderr and "_failed/a: a symlink leading out of its " \
        "folder and the project (not followed)" in r.stderr, r.stderr
    assert (out / "b" / "report.html").is_file() and sorted(p.name for p in victim.iterdir()) == ["keep.txt"]


def test_r22_an_output_folder_on_a_read_only_file_system_is_named_so(tmp_path, capsys):
    """As root on a read-only mount, --out was refused 'this user may not write in it': the cause is the
    file system, which root's permissions do not override."""
    import os
    import subprocess
    ro = tmp_path / "ro"
    ro.mkdir()
    if os.geteuid() != 0 or subprocess.run(["mount", "--bind", str(ro), str(ro)], capture_output=True).returncode:
        pytest.skip("needs root and mount to make a read-only folder")
    try:
        if subprocess.run(["mount", "-o", "remount,bind,ro", str(ro)], capture_output=True).returncode:
            pytest.skip("cannot remount read-only here")
        r = run_main(capsys, "build", "--no-pdf", "--quiet", "--out", ro / "out")
    finally:
        subprocess.run(["umount", str(ro)], capture_output=True)
    assert r.returncode == 1 and f"{ro} (where it would be made) lies on a read-only file system; nothing was built" \
        in r.stderr, r.stderr


def test_r22_an_output_folder_removed_under_a_build_is_taken_by_the_next(tmp_path, capsys, monkeypatch):
    """rm -rf of --out while a build ran: the build failed (its work folder was gone) but made the
    folder anew for its index and _failed/ without its marker, and the next build refused it as 'holds
    files no build of this project wrote (_failed, index.html)'."""
    from helpers import tiny_notebook, write_scenario
    nbs = tmp_path / "nbs"
    nbs.mkdir()
    out = tmp_path / "r"
    tiny_notebook(nbs / "01-tiny.ipynb", "import os, shutil\nif os.environ.get('RM_OUT'):\n"
                                         "    shutil.rmtree(os.environ['RM_OUT'], ignore_errors=True)\nprint(title)")
    good = write_scenario(tmp_path, "good", title="fine")
    args = ("build", good, "--out", out, "--figures", tmp_path / "f", "--notebooks", nbs, "--no-pdf", "--quiet")
    monkeypatch.setenv("RM_OUT", str(out))           # the kernel removes the output folder under the build
    first = run_main(capsys, *args)
    assert first.returncode == 1 and "Traceback" not in first.stderr, first.stderr
    monkeypatch.delenv("RM_OUT")
    second = run_main(capsys, *args)
    assert second.returncode == 0 and (out / "good" / "report.html").is_file(), second.stderr


@pytest.mark.parametrize("name", ["Trainium", " trainium "])
def test_r22_your_scores_under_a_platform_the_dataset_scores_are_refused(tmp_path, capsys, name):
    """other_platform_scores: {Trainium: ...}, a platform data/scorecard.csv scores: the build added the two
    into one total (23 of 25 where both gave 18 and 5) and showed the user's scores nowhere."""
    from trainium_report import dataset
    scored = sorted(set(dataset.load().extra["scorecard"]["platform"]))
    assert "Trainium" in scored, "the test names a platform the published scorecard scores"
    (tmp_path / "s.yaml").write_text(f'scenario: s\nother_platform_scores: {{"{name}": {{performance: 1, scale_up: 1, '
                                     'software: 1, access: 1, momentum_2026: 1}}\n')
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    text = r.stdout + r.stderr
    assert r.returncode == 1 and "key 'other_platform_scores'" in text and \
        "is a platform the dataset's scorecard scores already (Trainium, data/scorecard.csv)" in text, text


@pytest.mark.parametrize("key, said", [('""', "'': a platform's name, as text"), ("1", "1: a platform's name, as text"),
                                       ('"  "', "'  ': a platform's name, as text")])
def test_r22_your_platform_needs_a_name_of_text(tmp_path, capsys, key, said):
    """other_platform_scores with an empty or a number key was accepted: 'the weighted totals are ...; 5'."""
    (tmp_path / "s.yaml").write_text(f"scenario: s\nother_platform_scores: {{{key}: {{performance: 1, scale_up: 1, "
                                     "software: 1, access: 1, momentum_2026: 1}}\n")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 1 and said in r.stdout + r.stderr, r.stdout + r.stderr


def test_r22_one_platform_under_two_spellings_is_refused(tmp_path, capsys):
    scores = "{performance: 1, scale_up: 1, software: 1, access: 1, momentum_2026: 1}"
    (tmp_path / "s.yaml").write_text(f'scenario: s\nother_platform_scores: {{"My GPU": {scores}, "my gpu ": {scores}}}\n')
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 1 and "'my gpu ': a name of its own ('My GPU' is given too)" in r.stdout + r.stderr, \
        r.stdout + r.stderr


def test_r22_a_full_project_cache_does_not_stop_a_build_s_lock(tmp_path, monkeypatch):
    """.cache on a full file system: the lock file was made, then writing its holder line failed with
    ENOSPC and stopped every build ('build stopped: OSError: [Errno 28]', .cache not named)."""
    import os
    import subprocess

    from trainium_report import cache
    from trainium_report.publishing import publish
    full = tmp_path / "cache"
    full.mkdir()
    if os.geteuid() != 0 or subprocess.run(["mount", "-t", "tmpfs", "-o", "size=16k", "tmpfs", str(full)],
                                           capture_output=True).returncode:
        pytest.skip("needs root and mount to make a full file system")
    try:
        (full / "locks").mkdir()
        with contextlib.suppress(OSError):
            with open(full / "fill", "wb") as fh:
                fh.write(b"\0" * 65_536)
        monkeypatch.setattr(cache, "CACHE_DIR", full)
        monkeypatch.setattr(cache, "placed_well", lambda d: True)
        with publish.folder_lock(tmp_path / "out") as path:
            assert path is not None and path.parent == full / "locks"
            with pytest.raises(publish.BuildLocked, match="another build is writing to"):
                with publish.folder_lock(tmp_path / "out"):
                    pass
    finally:
        subprocess.run(["umount", str(full)], capture_output=True)


def test_r22_a_source_notebook_linked_out_of_its_folder_is_not_followed(tmp_path, capsys):
    """--notebooks with 01-x.ipynb linked to a file outside the folder and the project: the build read it
    (its text quoted in the error) or ran it and published the report, though every other input is
    read only as a regular file with no link out of its folder and the project."""
    import os
    import shutil

    from helpers import tiny_notebook
    nbs, elsewhere = tmp_path / "nbs", tmp_path / "elsewhere"
    nbs.mkdir()
    elsewhere.mkdir()
    tiny_notebook(elsewhere / "outside.ipynb", "print(title)")
    shutil.copy(elsewhere / "outside.ipynb", nbs / "02-inside.ipynb")
    os.symlink(elsewhere / "outside.ipynb", nbs / "01-linked.ipynb")
    r = run_main(capsys, "build", "--no-pdf", "--quiet", "--out", tmp_path / "r", "--figures", tmp_path / "f",
                 "--notebooks", nbs)
    assert r.returncode == 1 and f"{nbs / '01-linked.ipynb'}: a symlink leading out of its folder and the project " \
        "(not followed); a source notebook is read only as a regular file; nothing was built" in r.stderr, r.stderr
    assert not (tmp_path / "r" / "default").exists()


@pytest.mark.parametrize("reader", ["vllm", "llmperf"])
def test_r24_a_benchmark_number_too_large_for_a_float_is_named(tmp_path, capsys, reader):
    """A whole number of 401 digits in a vLLM or LLMPerf JSON (valid JSON) gave 'OverflowError: int too large to
    convert to float', a traceback in estimate and 'build stopped' naming no file or field."""
    src = {"vllm": "my-vllm-run.json", "llmperf": "my-llmperf-summary.json"}[reader]
    doc = json.loads((EX / src).read_text())
    key = "total_output_tokens" if reader == "vllm" else \
        next(k for k in ("results_number_output_tokens_mean", "mean_output_tokens") if k in doc)
    doc[key] = 10 ** 400
    (tmp_path / "run.json").write_text(json.dumps(doc))
    mapping = "entity_id: trainium2, nodes: 2, tp: 8" if reader == "vllm" else \
        "entity_id: trn1.32xlarge, tp: 32, precision: fp16, batching: static"
    (tmp_path / "s.yaml").write_text(f"scenario: s\nmodel: llama-3.1-8b\nmeasurements: {{file: run.json, {mapping}}}\n")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    text = r.stdout + r.stderr
    assert r.returncode == 1 and f"field '{key}': got '100000000000... (401 digits)', expected a finite number" in text, text


def test_r25_an_unknown_key_given_with_p_is_said_to_come_from_the_command_line(tmp_path, capsys):
    """`-p nonexistent_key 5` on a file that has no such key was reported as '<file>: unknown key ...', the
    file blamed; the command line was named only after the list of 40 known keys, worded as a value."""
    (tmp_path / "t.yaml").write_text("scenario: t\nbogus: 1\n")
    r = run_main(capsys, "estimate", tmp_path / "t.yaml", "-p", "nonexistent_key", "5")
    lines = [line for line in r.stderr.splitlines() if "unknown key" in line]
    assert r.returncode == 1 and len(lines) == 2, r.stderr
    given = next(line for line in lines if "nonexistent_key" in line)
    assert "unknown key 'nonexistent_key', given on the command line or as overrides, not in the file (" in given
    assert "the value given" not in given
    own = next(line for line in lines if "'bogus'" in line)             # the file's own unknown key: the file's
    assert "command line" not in own


def test_r25_a_notebook_writes_figures_only_where_a_build_would(tmp_path):
    """`papermill 05-decision.ipynb out.ipynb -p figures_dir /etc` wrote 10 charts and a tables/ folder
    into any non-empty folder, while `build --figures` refuses one it did not make. Now a notebook's
    figures_dir follows the build's rule: refused naming what the folder holds; a new or empty folder is
    made and marked, and taken again by the next run (and by a build's --figures)."""
    from trainium_report import scenario
    from trainium_report.contract import OUTPUT_MARKER
    from trainium_report.publishing.publish import claim_output
    theirs = tmp_path / "theirs"
    theirs.mkdir()
    (theirs / "thesis.tex").write_text("mine")
    with pytest.raises(scenario.ScenarioError) as err:
        scenario.figures_dir({"scenario": "s"}, theirs)
    assert f"'figures_dir' is {theirs}: it holds files no build or notebook run of this project wrote (thesis.tex)" \
        in str(err.value)
    assert sorted(p.name for p in theirs.iterdir()) == ["thesis.tex"]        # nothing written, not even a marker
    with pytest.raises(scenario.ScenarioError, match="inside the project's data/"):
        scenario.figures_dir({"scenario": "s"}, ROOT / "data" / "figs")
    assert not (ROOT / "data" / "figs").exists()
    new = tmp_path / "new" / "figs"
    assert scenario.figures_dir({"scenario": "s"}, new) == new and (new / OUTPUT_MARKER).is_file()
    (new / "05-tornado.png").write_bytes(b"png")                             # the run's own charts ...
    assert scenario.figures_dir({"scenario": "s"}, new) == new               # ... taken again by the next run
    claim_output(new, tmp_path / "elsewhere", role="figures")               # and by a build's --figures
    with pytest.raises(Exception, match="figures folder .--figures., given here as --out"):
        claim_output(new, tmp_path / "elsewhere", role="report")            # not by --out
    out = tmp_path / "out"                                                   # a build's staging: inside its
    claim_output(out, tmp_path / "elsewhere", mark=True)                     # work folder, in a marked --out
    stage = out / ".build-abc12345" / "default" / "figures"                 # as tempfile.mkdtemp names it
    assert scenario.figures_dir({"scenario": "s"}, stage) == stage and not (stage / OUTPUT_MARKER).exists()
    with pytest.raises(scenario.ScenarioError, match="an earlier build's report folder"):
        scenario.figures_dir({"scenario": "s"}, out)


def _data_line(path: Path, start: str) -> int:
    """The 1-based line of the first row of a CSV that starts with `start` (a data edit moves lines)."""
    return next(i for i, r in enumerate(path.read_text(encoding="utf-8").split("\n"), 1) if r.startswith(start))


@pytest.mark.parametrize("table, start, old, new", [
    ("prices.csv", "p5.48xlarge,aws,us-east-1,on_demand,hyperscaler_list,system,55.04,2026-11-09,",
     ",55.04,2026-11-09,", ",55.04,1989-12-31,"),
    ("specs.csv", "trainium2,memory_bandwidth,2.9,TB/s,,,neuron-trainium2-", ",2025-10-17,2026-10-31,",
     ",0001-01-01,2026-10-31,")])
def test_r26_a_date_before_2000_is_refused_naming_the_line(tmp_path, capsys, table, start, old, new):
    """A price of p5.48xlarge dated 1989 and a Trainium2 figure published in year 1 passed validate
    (only dates after today were refused): each is a slip, now refused naming file, line and field."""
    import shutil
    data = tmp_path / "d"
    shutil.copytree(ROOT / "data", data)
    line = _data_line(data / table, start)
    rows = (data / table).read_text(encoding="utf-8").split("\n")
    assert old in rows[line - 1]
    rows[line - 1] = rows[line - 1].replace(old, new)
    (data / table).write_text("\n".join(rows), encoding="utf-8")
    r = run_main(capsys, "validate", data)
    field = "as_of" if table == "prices.csv" else "published"
    assert r.returncode == 1 and f"{table}, line {line}, field '{field}': got '{next(c for c in new.split(',') if c.startswith(('0', '1')))}', expected a date " \
        "in or after 2000" in r.stdout + r.stderr, r.stdout + r.stderr


def test_r26_a_horizon_of_centuries_is_refused(capsys):
    """`-p horizon_months 1000000000000000000` was accepted (a bill over 8e16 years, sentences saying so)."""
    r = run_main(capsys, "estimate", DEFAULT, "-p", "horizon_months", "1000000000000000000")
    assert r.returncode == 1 and "key 'horizon_months' is 1000000000000000000, expected a whole number of months " \
        "from 1 to 600" in r.stderr
    assert run_main(capsys, "estimate", DEFAULT, "-p", "horizon_months", "600").returncode == 0


def test_r26_a_chips_figure_ten_times_too_high_is_named_by_its_line(tmp_path, capsys):
    """Trainium2's bandwidth typed 29 TB/s for 2.9 (under the range check's maximum) gave 9 problems, none
    naming the slip's line: the systems built of the chip and the runs on them were blamed, the runs
    with a hint of microseconds. Now the sum-of-chips check names the chip's line (round 55: as the slip, since
    both systems built of it state a tenth of their chips times 29 TB/s)."""
    import shutil
    data = tmp_path / "d"
    shutil.copytree(ROOT / "data", data)
    at = _data_line(data / "specs.csv", "trainium2,memory_bandwidth,2.9,TB/s,,,neuron-trainium2-")
    rows = (data / "specs.csv").read_text(encoding="utf-8").split("\n")
    rows[at - 1] = rows[at - 1].replace(",2.9,TB/s,", ",29,TB/s,")
    (data / "specs.csv").write_text("\n".join(rows), encoding="utf-8")
    r = run_main(capsys, "validate", data)
    text = r.stdout + r.stderr
    assert r.returncode == 1 and f"specs.csv, line {at}, field 'value': got '29 TB/s (trainium2, memory_bandwidth)', " \
        "expected about 2.9 TB/s, the figure its 2 systems' totals" in text, text
    assert "or a peak figure of trn2.48xlarge's in specs.csv too high?" in text


def test_r26_a_key_written_twice_in_two_unicode_forms_is_a_duplicate(tmp_path, capsys):
    """Two price rows alike but for the note 'café' (é one code point, NFC) and 'café' (e + a combining
    accent, NFD) passed as two keys: the same price counted twice, the rows reading the same."""
    import csv
    import io
    import shutil
    data = tmp_path / "d"
    shutil.copytree(ROOT / "data", data)
    text = (data / "prices.csv").read_text(encoding="utf-8")
    rows = list(csv.DictReader(io.StringIO(text)))
    twin = dict(rows[0])
    fields = list(rows[0])
    out = io.StringIO()
    w = csv.DictWriter(out, fields, lineterminator="\n")
    w.writerows([{**twin, "note": "caf\u00e9 quote"}, {**twin, "note": "cafe\u0301 quote"}])
    (data / "prices.csv").write_text(text.rstrip("\n") + "\n" + out.getvalue(), encoding="utf-8")
    n = text.rstrip("\n").count("\n") + 1          # the header and the rows: the twins are on n+1 and n+2
    r = run_main(capsys, "validate", data)
    assert r.returncode == 1 and f"line {n + 2}, field '" in r.stdout and \
        f"expected a unique key (the same key is on line {n + 1} (the same text, its accents written as other " \
        "code points))" in r.stdout, r.stdout + r.stderr


def test_r26_an_unlisted_id_with_a_look_alike_letter_says_so(tmp_path, capsys):
    """'trаinium2' with a Cyrillic а was refused as 'expected an id listed in entities.csv', printed
    exactly like the listed id: nothing said why."""
    import shutil
    data = tmp_path / "d"
    shutil.copytree(ROOT / "data", data)
    rows = (data / "specs.csv").read_text(encoding="utf-8").split("\n")
    line = next(i for i, row in enumerate(rows) if row.startswith("trainium2,"))
    rows[line] = "tr\u0430" + rows[line][3:]
    (data / "specs.csv").write_text("\n".join(rows), encoding="utf-8")
    r = run_main(capsys, "validate", data)
    assert r.returncode == 1 and f"line {line + 1}, field 'entity_id': got 'tr\u0430inium2', expected an id listed " \
        "in entities.csv (entity_id); it holds non-ASCII characters ('\u0430' U+0430 CYRILLIC SMALL LETTER A): " \
        "a look-alike letter?" in r.stdout, r.stdout + r.stderr


def test_r26_figures_copied_to_a_full_disk_are_said_in_a_line_and_removed(tmp_path, capsys, monkeypatch):
    """--figures on a full tmpfs (another filesystem than --out): the error was shutil's list of every
    file that failed, one line of 4,200 characters, and the part copied (.build-<name>-<pid>/) was left
    filling the folder after every failed build. Now: the first failure and a count, the part removed."""
    import shutil
    import uuid

    from helpers import tiny_notebook, write_scenario
    shm = Path("/dev/shm")
    if not shm.is_dir() or shm.stat().st_dev == tmp_path.stat().st_dev:
        pytest.skip("needs a second filesystem at /dev/shm")
    figs = shm / f"r26-{uuid.uuid4().hex[:8]}"
    nbs = tmp_path / "nbs"
    nbs.mkdir()
    tiny_notebook(nbs / "01-tiny.ipynb", "print(title)")
    good = write_scenario(tmp_path, "good", title="fine")
    args = ("build", good, "--out", tmp_path / "r", "--figures", figs, "--notebooks", nbs, "--no-pdf", "--quiet")
    try:
        assert run_main(capsys, *args).returncode == 0
        before = (tmp_path / "r" / "good" / "report.html").read_bytes()
        real = shutil.copytree

        def full(src, dst, *a, **kw):        # a part is copied, then the disk is full
            Path(dst).mkdir()
            (Path(dst) / "05-a.png").write_bytes(b"x" * 1000)
            raise shutil.Error([(f"{src}/t{i}.csv", f"{dst}/t{i}.csv", f"[Errno 28] No space left on device: "
                                 f"'{dst}/t{i}.csv'") for i in range(13)])
        monkeypatch.setattr(shutil, "copytree", full)
        r = run_main(capsys, *args, "--rerun")
        monkeypatch.setattr(shutil, "copytree", real)
        line = next(x for x in r.stderr.splitlines() if "export failed" in x)
        assert r.returncode == 1 and "good: FAILED, last good report kept" in r.stderr, r.stderr
        assert "export failed: copying failed: [Errno 28] No space left on device: " in line
        assert "(and 12 more files)" in line and len(line) < 400, line
        assert not [p.name for p in figs.iterdir() if p.name.startswith(".build-")]
        assert (tmp_path / "r" / "good" / "report.html").read_bytes() == before
    finally:
        shutil.rmtree(figs, ignore_errors=True)


def test_r26_a_fault_naming_no_file_names_the_folder_written():
    """'cannot start: OSError: [Errno 28] No space left on device' and 'index not updated: [Errno 28] ...'
    named no folder on a full --out."""
    import errno

    from trainium_report.inputs import fault_text
    assert fault_text(OSError(errno.ENOSPC, "No space left on device"), Path("/r/out")) == \
        "OSError: No space left on device (writing in /r/out)"
    named = OSError(errno.ENOSPC, "No space left on device", "/r/out/index.html")
    assert fault_text(named, Path("/r/out")) == f"OSError: {named}"        # a file named: as it is


def test_r26_a_gpu_run_whose_tp_splits_no_heads_evenly_is_refused(tmp_path, capsys):
    """A TensorRT-LLM H100 run of Llama 2 70B (64 heads) given with tp 3 for 4 was accepted and fitted
    at another batch: p5.48xlarge's monthly bill moved 34% on a run no GPU stack can make."""
    import csv
    import io
    text = (ROOT / "data" / "measurements.csv").read_text(encoding="utf-8")
    rows = list(csv.DictReader(io.StringIO(text)))
    run = next(r for r in rows if r["entity_id"] == "h100-sxm" and r["model_id"] == "llama-2-70b" and r["tp"] == "4"
               and r["phase"] == "decode")
    out = io.StringIO()
    w = csv.DictWriter(out, list(run), lineterminator="\n")
    w.writeheader()
    w.writerow({**run, "run_id": "mine-tp3", "tp": "3"})
    (tmp_path / "runs.csv").write_text(out.getvalue(), encoding="utf-8")
    (tmp_path / "s.yaml").write_text("scenario: s\nmeasurements: runs.csv\n")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 1 and "runs.csv, line 2, field 'tp': got '3', expected a divisor of llama-2-70b's 64 " \
        "attention heads" in r.stderr, r.stderr
    w = csv.DictWriter(out := io.StringIO(), list(run), lineterminator="\n")
    w.writeheader()
    w.writerow({**run, "run_id": "mine-tp4"})
    (tmp_path / "runs.csv").write_text(out.getvalue(), encoding="utf-8")
    assert run_main(capsys, "estimate", tmp_path / "s.yaml").returncode == 0


def test_r26_build_refuses_a_scenario_linked_out_of_its_folder_showing_none_of_it(tmp_path, capsys):
    """`build scn/s.yaml`, s.yaml a link to a file elsewhere: estimate refused it, the build resolved
    the link first and read the target, printing its keys and values ('unknown key aws_secret_key',
    "key 'scenario' is 'AKIA SECRET'")."""
    (tmp_path / "outside").mkdir()
    (tmp_path / "scn").mkdir()
    (tmp_path / "outside" / "secret.yaml").write_text("scenario: AKIASECRETVALUE\naws_secret_key: AKIAXYZ123\n")
    (tmp_path / "scn" / "s.yaml").symlink_to(tmp_path / "outside" / "secret.yaml")
    r = run_main(capsys, "build", tmp_path / "scn" / "s.yaml", "--out", tmp_path / "o", "--no-pdf", "--quiet")
    text = r.stdout + r.stderr
    assert r.returncode == 1 and f"{tmp_path / 'scn' / 's.yaml'}: a symlink leading out of its folder and the " \
        "project (not followed)" in text, text
    assert "AKIA" not in text and "aws_secret_key" not in text and not (tmp_path / "o").exists()


@pytest.mark.parametrize("given", ["dl", "ABS"])
def test_r26_a_data_dir_linked_out_of_its_folder_is_refused_as_validate_refuses_it(tmp_path, capsys, given):
    """validate refused x/dl (a link to a data folder elsewhere); a scenario's data_dir naming the same
    link, relative or absolute, was resolved first and the target read."""
    import shutil
    shutil.copytree(ROOT / "data", tmp_path / "elsewhere")
    (tmp_path / "x").mkdir()
    (tmp_path / "x" / "dl").symlink_to(tmp_path / "elsewhere")
    (tmp_path / "x" / "s.yaml").write_text(f"scenario: s\ndata_dir: {tmp_path / 'x' / 'dl' if given == 'ABS' else given}\n")
    said = "dl/datapackage.json: got 'under a symlink leading out of its folder and the project', expected a " \
        "regular file of at most 50,000,000 bytes (the link dl is not followed)"
    assert said in run_main(capsys, "validate", tmp_path / "x" / "dl").stdout
    r = run_main(capsys, "estimate", tmp_path / "x" / "s.yaml")
    assert r.returncode == 1 and said in r.stderr, r.stderr


def test_r26_a_row_refused_for_one_cell_is_said_once_not_at_each_row_naming_its_id(tmp_path, capsys):
    """An ESC in llama-3.1-70b's name in models.csv: the one right problem, then 30 lines claiming that
    measurements.csv names a model_id not listed in models.csv, when it is (only its row was refused)."""
    import shutil
    data = tmp_path / "d"
    shutil.copytree(ROOT / "data", data)
    rows = (data / "models.csv").read_text(encoding="utf-8").split("\n")
    i = next(k for k, row in enumerate(rows) if row.startswith("llama-3.1-70b,"))
    cells = rows[i].split(",")
    cells[1] = "Llama\x1b[31m 70B"
    rows[i] = ",".join(cells)
    (data / "models.csv").write_text("\n".join(rows), encoding="utf-8")
    r = run_main(capsys, "validate", data)
    lines = [x for x in r.stdout.splitlines() if x.strip()]
    assert r.returncode == 1 and len(lines) == 1, r.stdout
    assert f"models.csv, line {i + 1}, field 'name': got 'Llama\\x1b[31m 70B', expected text without control" in lines[0]


def test_r26_the_data_bundle_readme_gives_the_title_as_written(tmp_path):
    """README.txt's first line gave the title as a Python repr ('$\\\\frac{1}{0}$', a zero-width joiner as
    \\u200d), its 'Cite as' line as written."""
    from trainium_report.publishing.publish import data_bundle
    (tmp_path / "t").mkdir()
    title = "Costs $\\frac{1}{0}$ \u00e9\U0001F469\u200d\U0001F4BB"
    data_bundle(tmp_path / "data", [tmp_path / "t"], title, "v1", "2026-12-03 10:00", None)
    first = (tmp_path / "data" / "README.txt").read_text(encoding="utf-8").splitlines()[0]
    assert first == f'Tables of the report "{title}", dataset version v1, built 2026-12-03 10:00.'


def test_r26_a_tilde_the_shell_left_is_home_not_a_folder_named_tilde(tmp_path, capsys, monkeypatch):
    """`build --out '~'` (quoted, or from a script's variable) made a folder named '~' in the working
    folder (the project), with a report in it; `rm -rf ~` is how one cleans that up. '~' is home now,
    as in a scenario's data_dir."""
    from helpers import tiny_notebook, write_scenario
    nbs = tmp_path / "nbs"
    nbs.mkdir()
    tiny_notebook(nbs / "01-tiny.ipynb", "print(title)")
    good = write_scenario(tmp_path, "good", title="fine")
    (tmp_path / "home").mkdir()
    (tmp_path / "cwd").mkdir()
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.chdir(tmp_path / "cwd")
    r = run_main(capsys, "build", good, "--out", "~/rep", "--figures", "~/fig", "--notebooks", nbs, "--no-pdf",
                 "--quiet")
    assert r.returncode == 0, r.stderr
    assert (tmp_path / "home" / "rep" / "good" / "report.html").is_file() and not list((tmp_path / "cwd").iterdir())


def test_r26_specs_of_an_unknown_metric_is_refused_listing_the_known(capsys):
    """`specs trn1.32xlarge nosuchmetric` said 'no spec values for metric nosuchmetric of its own' (as if
    it were a metric), then printed the derived values and every price."""
    r = run_main(capsys, "specs", "trn1.32xlarge", "memory_bandwith")
    assert r.returncode == 1 and r.stdout == "", r.stdout
    assert "unknown metric 'memory_bandwith' (a metric of datapackage.json's x-metrics: " in r.stderr
    assert "did you mean: memory_bandwidth" in r.stderr


@pytest.mark.parametrize("given", [0, False])
def test_r26_a_falsy_figures_dir_of_the_wrong_type_is_refused_as_a_truthy_one(given):
    """`-p figures_dir 0` was taken as None (figures to the project's figures/), `-p figures_dir 5` refused."""
    from trainium_report import scenario
    with pytest.raises(scenario.ScenarioError, match=f"must be a folder path .text. or None, got {type(given).__name__}"):
        scenario.figures_dir({"scenario": "s"}, given)


def test_r26_predict_says_a_training_run_whose_mfu_is_impossible(tmp_path, capsys):
    """A training run at MFU 19.5 (estimate refuses it) gave `predict` rc 0 and 'not predicted: a training
    run', the impossible throughput not said."""
    import csv
    import io
    text = (ROOT / "data" / "measurements.csv").read_text(encoding="utf-8")
    run = next(r for r in csv.DictReader(io.StringIO(text)) if r["phase"] == "training" and r["sequences_per_s"])
    out = io.StringIO()
    w = csv.DictWriter(out, list(run), lineterminator="\n")
    w.writeheader()
    w.writerow({**run, "run_id": "mine-fast", "sequences_per_s": str(float(run["sequences_per_s"]) * 100)})
    (tmp_path / "runs.csv").write_text(out.getvalue(), encoding="utf-8")
    r = run_main(capsys, "predict", tmp_path / "runs.csv")
    assert "runs.csv, line 2, field 'sequences_per_s'" in r.stderr and "expected a throughput whose MFU" in r.stderr, \
        r.stderr


@pytest.mark.parametrize("flag, given, key, word", [
    ("-p", ["model", "ll\u0430ma-3.1-70b"], "model", "ll\u0430ma"),
    ("-y", ['{candidates: [trn2, "p5\u0435n"]}'], "candidates[1]", "\u0435n"),
    ("-y", ['{regions: ["us-e\u0430st-1"]}'], "regions[0]", "e\u0430st")])
def test_r27_a_look_alike_letter_in_a_scenario_value_is_named(capsys, flag, given, key, word):
    """'llаma-3.1-70b' (a Cyrillic а) was refused as an unknown model beside a list showing the same-looking
    id; the letter was never named (validate names it in the data)."""
    r = run_main(capsys, "estimate", DEFAULT, flag, *given)
    assert r.returncode == 1 and f"key '{key}' is " in r.stderr, r.stderr
    assert f"which mixes Latin letters with look-alikes of another script in '{word}'" in r.stderr, r.stderr
    assert "CYRILLIC SMALL LETTER" in r.stderr


def test_r27_platform_names_alike_but_for_a_look_alike_or_an_accents_encoding_are_refused(capsys):
    """'Trаinium' (Cyrillic а) beside the dataset's Trainium, and 'Café X' in NFC and NFD, were two rows each
    in the scorecard's totals, reading the same."""
    scores = "{performance: 4, scale_up: 4, software: 4, access: 4, momentum_2026: 4}"
    r = run_main(capsys, "estimate", DEFAULT, "-y", f'{{other_platform_scores: {{"Tr\u0430inium": {scores}}}}}')
    assert r.returncode == 1 and "has a key 'Tr\u0430inium' that mixes Latin letters" in r.stderr, r.stderr
    r = run_main(capsys, "estimate", DEFAULT, "-y",
                 f'{{other_platform_scores: {{"Caf\u00e9 X": {scores}, "Cafe\u0301 X": {scores}}}}}')
    assert r.returncode == 1 and "the same text with its accents written as other code points" in r.stderr, r.stderr


def test_r27_a_scenario_title_in_another_script_is_taken():
    """The look-alike rule is per word: a title in Cyrillic words beside Latin ones is a title."""
    from trainium_report import inputs
    assert inputs.look_alike("\u0421\u0440\u0430\u0432\u043d\u0435\u043d\u0438\u0435 Trainium \u0438 GPU") is None
    assert inputs.look_alike("\u03b1\u03b2\u03b3 caf\u00e9") is None


@pytest.mark.parametrize("name", ["[1, 2]", "{a: 1}", "12345", "null"])
def test_r27_model_shape_name_must_be_a_text(capsys, name):
    """A list, a mapping, a number or null as model_shape.name was shown as 'Serving [1, 2] in bf16'."""
    shape = "{layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, vocab_size: 128256"
    r = run_main(capsys, "estimate", DEFAULT, "-y", f"{{model_shape: {shape}, name: {name}}}}}")
    assert r.returncode == 1 and "key 'model_shape.name' is " in r.stderr and "expected a text" in r.stderr, r.stderr


def test_r27_one_unbreakable_data_word_leaves_a_print_table_on_its_page():
    """A publisher of 300 letters with no space: WeasyPrint sized the sources table's column on it and the
    kind, tier, published and url columns fell off the page (0 source URLs in the PDF after it; 178 pages
    for 51). In print such a word now breaks every 30 characters, so the last column stays on the page."""
    from trainium_report.publishing.pdf import _weasy
    from trainium_report.publishing.render import PRINT_CSS, break_long_words, page_html
    body = ('<table class="dataframe"><thead><tr><th>source_id</th><th>publisher</th><th>tier</th><th>url</th></tr>'
            '</thead><tbody><tr><td>s1</td><td>' + "P" * 300 + '</td><td>1</td><td>LASTCOLUMN</td></tr></tbody></table>')

    def boxes(b):
        yield b
        for c in getattr(b, "children", []):
            yield from boxes(c)
    page = _weasy().HTML(string=page_html(break_long_words(body), "", PRINT_CSS)).render().pages[0]
    last = next(b for b in boxes(page._page_box) if getattr(b, "text", None) == "LASTCOLUMN")
    assert last.position_x + last.width <= page.width
    assert break_long_words('<a href="https://x.org/a">' + "q" * 90 + "</a>") == '<a href="https://x.org/a">' + \
        "q" * 90 + "</a>"                                   # a link to the web breaks anywhere already: left whole


def test_r27_no_output_goes_into_a_project_folder_that_is_not_an_output_folder(tmp_path, monkeypatch):
    """papermill's -p figures_dir trainium_report.egg-info/figs (the install's metadata, not one of the listed
    input folders) was taken, marked and written into; so would `build --figures` have been. Only report/,
    figures/ and new folders of the project take output."""
    from trainium_report import inputs, publishing, scenario
    proj = tmp_path / "proj"
    (proj / "trainium_report.egg-info").mkdir(parents=True)
    (proj / "trainium_report.egg-info" / "PKG-INFO").write_text("x")
    (proj / "figures").mkdir()
    monkeypatch.setattr(inputs, "PROJECT", proj)
    inside = proj / "trainium_report.egg-info" / "figs"
    with pytest.raises(scenario.ScenarioError, match="inside the project's trainium_report.egg-info/, which is not "
                       "an output folder"):
        scenario.figures_dir({"scenario": "s"}, inside)
    with pytest.raises(publishing.UnsafePath, match="which is not an output folder, where a build never writes"):
        publishing.build([scenario.DEFAULT_FILE], out=tmp_path / "r", figures=inside, pdf=False, progress=False)
    assert not inside.exists()
    assert scenario.figures_dir({"scenario": "s"}, proj / "mine") == proj / "mine"          # a new folder of its own
    assert scenario.figures_dir({"scenario": "s"}, proj / "figures" / "x") == proj / "figures" / "x"


def test_r27_a_tilde_in_a_positional_path_or_figures_dir_is_home(tmp_path, capsys, monkeypatch):
    """`estimate '~/h.yaml'` said '~/h.yaml: cannot read the file' (build: '<project>/~/h.yaml'), and
    papermill's -p figures_dir '~/figs' was taken inside notebooks/, while --out '~/x' was home."""
    import shutil

    from trainium_report import scenario
    monkeypatch.setenv("HOME", str(tmp_path))
    shutil.copy(DEFAULT, tmp_path / "h.yaml")
    shutil.copy(EX / "configs" / "qwen3-30b-a3b-config.json", tmp_path / "c.json")
    assert run_main(capsys, "estimate", "~/h.yaml").returncode == 0
    r = run_main(capsys, "model", "~/c.json")
    assert r.returncode == 0 and "48 layers" in r.stdout, r.stderr
    assert scenario.figures_dir({"scenario": "s"}, "~/figs") == tmp_path / "figs"


def test_r27_a_model_snapshot_folder_is_said_to_be_a_folder(tmp_path, capsys):
    """`model <a Hugging Face snapshot folder>` said 'unknown model' (an id), not that it is a folder holding
    the config.json to give."""
    import shutil
    shutil.copy(EX / "configs" / "qwen3-30b-a3b-config.json", tmp_path / "config.json")
    r = run_main(capsys, "model", tmp_path)
    assert r.returncode == 1 and f"{tmp_path}: a folder, not a model_id or a config.json; give the path to its " \
        "config.json (it holds one: give that)" in r.stderr, r.stderr


def _data_copy(tmp_path):
    import shutil
    data = tmp_path / "d"
    shutil.copytree(ROOT / "data", data)
    return data


def _edited_copy(tmp_path, table: str, index: int, old: str, new: str):
    """A copy of data/ whose `table` has `old` replaced by `new` on row `index` (0: the header), checked
    to be there first."""
    data = _data_copy(tmp_path)
    rows = (data / table).read_text(encoding="utf-8").split("\n")
    assert old in rows[index], rows[index]
    rows[index] = rows[index].replace(old, new)
    (data / table).write_text("\n".join(rows), encoding="utf-8")
    return data


def _set_cell(tmp_path, table: str, pick, column: str, value: str):
    """A copy of data/ whose `table` holds `value` in `column` of the row `pick` chooses (a row index
    of the file, 1 the first under the header, or a test on the row's cells), written by csv."""
    import csv as _csv
    data = _data_copy(tmp_path)
    rows = list(_csv.reader(io.StringIO((data / table).read_text(encoding="utf-8"))))
    row = rows[pick] if isinstance(pick, int) else next(r for r in rows[1:] if pick(r))
    row[rows[0].index(column)] = value
    out = io.StringIO()
    _csv.writer(out, lineterminator="\n").writerows(rows)
    (data / table).write_text(out.getvalue(), encoding="utf-8")
    return data


def _edit_package(data, edit):
    pkg = json.loads((data / "datapackage.json").read_text(encoding="utf-8"))
    edit({r["name"]: r for r in pkg["resources"]})
    (data / "datapackage.json").write_text(json.dumps(pkg, indent=1), encoding="utf-8")


@pytest.mark.parametrize("edit, said", [
    (lambda r: r["prices"]["schema"].__setitem__("primaryKey", ["nonexistent"]),
     "field 'resources[3].schema.primaryKey': got 'nonexistent', expected a field of the table (entity_id, "),
    (lambda r: next(f for f in r["prices"]["schema"]["fields"] if f["name"] == "pricing_model")["constraints"]["enum"]
     .append("free"), "field 'resources[3].schema.fields[pricing_model].constraints.enum': got 'free', expected "
     "values of the project's list (on_demand, "),
    (lambda r: r["prices"].__setitem__("path", "specs.csv"),
     "field 'resources[3].path': got 'specs.csv', expected a file of its own (resources[2] reads specs.csv too)")])
def test_r27_a_package_that_names_no_field_widens_a_list_or_reads_a_file_twice_is_refused(tmp_path, capsys,
                                                                                             edit, said):
    """A primaryKey of a field that does not exist gave 548 lines blaming prices.csv; 'free' added to the
    pricing models passed, its row then ignored by every basis; two tables on specs.csv gave 15 column
    errors. Each is now one line naming datapackage.json."""
    data = _data_copy(tmp_path)
    _edit_package(data, edit)
    r = run_main(capsys, "validate", data)
    lines = [x for x in r.stdout.splitlines() if x.strip()]
    assert r.returncode == 1 and len(lines) == 1 and "datapackage.json, " in lines[0] and said in lines[0], r.stdout


def test_r27_a_tier_its_kind_does_not_allow_or_a_row_dated_unlike_its_source_is_refused(tmp_path, capsys):
    """A secondary source raised to tier 1 passed validate and made its 128 TFLOPS Inferentia's preferred
    value over the Neuron docs' 64; a spec row with a published date its source lacks passed too (only a
    unit test on the project's own data/ said either)."""
    import csv
    import io
    data = _data_copy(tmp_path)
    text = (data / "sources.csv").read_text(encoding="utf-8")
    rows = list(csv.DictReader(io.StringIO(text)))
    i, src = next((i, r) for i, r in enumerate(rows) if r["kind"] == "secondary")
    rows[i] = {**src, "tier": "1"}
    out = io.StringIO()
    w = csv.DictWriter(out, list(src), lineterminator="\n")
    w.writeheader()
    w.writerows(rows)
    (data / "sources.csv").write_text(out.getvalue(), encoding="utf-8")
    specs = (data / "specs.csv").read_text(encoding="utf-8").split("\n")
    j = next(k for k, row in enumerate(specs) if row and k and row.split(",")[7] != "")      # a row with a date
    cells = specs[j].split(",")
    cells[7] = "2001-01-01"
    specs[j] = ",".join(cells)
    (data / "specs.csv").write_text("\n".join(specs), encoding="utf-8")
    r = run_main(capsys, "validate", data)
    assert r.returncode == 1 and f"sources.csv, line {i + 2}, field 'tier': got '1', expected a tier its kind " \
        "'secondary' allows (6; datapackage.json's x-tier-by-kind)" in r.stdout, r.stdout
    assert f"specs.csv, line {j + 1}, field 'published': got '2001-01-01', expected its source's date" in r.stdout


def test_r27_a_scenario_number_in_other_digits_is_refused(capsys):
    """tokens_per_day '１０００' (fullwidth) or Arabic-Indic digits were read by float() as 1e3 and 1e9,
    where every other number of the project takes ASCII digits only."""
    r = run_main(capsys, "estimate", DEFAULT, "-p", "tokens_per_day", "\uff11\uff10\uff10\uff10")
    assert r.returncode == 1 and "key 'tokens_per_day' is '\uff11\uff10\uff10\uff10', expected a number" in r.stderr


def test_r27_a_throughput_a_hundred_times_too_low_for_its_own_tpot_is_refused(tmp_path, capsys):
    """inf2-throughput-l2's 649.17 tokens/s typed 6.4917 passed: only a throughput too high for the run's own
    TPOT x batch was refused."""
    data = _edited_copy(tmp_path, "measurements.csv", 1, ",649.17,", ",6.4917,")
    r = run_main(capsys, "validate", data)
    assert r.returncode == 1 and "measurements.csv, line 2, field 'output_tokens_per_s': got '6.4917', expected a " \
        "throughput that fits the run's own TPOT" in r.stdout + r.stderr, r.stdout + r.stderr


def test_r27_a_csv_of_yours_in_the_project_is_replaced_and_report_is_always_the_builds(tmp_path, capsys,
                                                                                       monkeypatch):
    """`claims --csv report/c.csv` wrote on a fresh clone, then refused its own file ('a file of the project');
    papermill's -p figures_dir report/x was taken before the first build and refused after it."""
    from trainium_report import inputs, scenario
    proj = tmp_path / "proj"
    for d in ("report", "figures", "data"):
        (proj / d).mkdir(parents=True)
    (proj / "README.md").write_text("x")
    monkeypatch.setattr(scenario, "PROJECT", proj)
    monkeypatch.setattr(inputs, "PROJECT", proj)
    monkeypatch.chdir(proj)
    for _ in range(2):                                              # a CSV of yours: written, then replaced
        r = run_main(capsys, "claims", "--csv", "mine.csv")
        assert r.returncode == 0 and (proj / "mine.csv").is_file(), r.stderr
    r = run_main(capsys, "claims", "--csv", "report/c.csv")        # unmarked, before any build: still the build's
    assert r.returncode == 1 and "a build's output folder (the project's own)" in r.stderr and \
        not (proj / "report" / "c.csv").exists(), r.stderr
    r = run_main(capsys, "claims", "--csv", "README.md")
    assert r.returncode == 1 and "it is a file of the project" in r.stderr and (proj / "README.md").read_text() == "x"
    with pytest.raises(scenario.ScenarioError, match="inside the project's report/, the build's report folder"):
        scenario.figures_dir({"scenario": "s"}, proj / "report" / "x")
    assert not (proj / "report" / "x").exists()


def _vllm_case(tmp_path, edit=None, mapping="entity_id: trainium2, nodes: 2, tp: 8"):
    doc = json.loads((EX / "my-vllm-run.json").read_text())
    if edit:
        edit(doc)
    (tmp_path / "run.json").write_text(json.dumps(doc))
    (tmp_path / "s.yaml").write_text(f"scenario: s\nmodel: llama-3.1-8b\nmeasurements: {{file: run.json, {mapping}}}\n")
    return tmp_path / "s.yaml"


def test_r27_a_vllm_result_missing_a_key_names_it(tmp_path, capsys):
    """Without median_tpot_ms the file was 'neither format', the six keys listed for the user to compare."""
    r = run_main(capsys, "estimate", _vllm_case(tmp_path, lambda d: d.pop("median_tpot_ms")))
    assert r.returncode == 1 and "run.json, field 'median_tpot_ms': got 'missing', expected the keys of vllm bench " \
        "serve --save-result's JSON" in r.stderr, r.stderr


def test_r27_an_iso_date_in_a_vllm_result_is_its_date(tmp_path):
    """'2026-11-05' (the form the date error asks for) was dropped without a word; vLLM's own form is kept."""
    from trainium_report import dataset, scenario, yourruns
    for given, want in (("2026-11-05", "2026-11-05"), ("20261105-101010", "2026-11-05")):
        path = _vllm_case(tmp_path, lambda d: d.__setitem__("date", given))
        params = scenario.load(path)
        assert list(yourruns.read(params["measurements"], dataset.load(), params)["as_of"]) == [want]


def test_r27_dp_in_a_json_mapping_is_taken_and_a_bad_count_reads_the_right_way(tmp_path, capsys):
    """The throughput check advised 'give dp', and dp in the mapping was refused as unknown; tp '8' was said as
    "expected tp = '8': a whole number >= 1"."""
    from trainium_report import dataset, scenario, yourruns
    path = _vllm_case(tmp_path, mapping="entity_id: trainium2, nodes: 2, tp: 8, dp: 1")
    params = scenario.load(path)
    assert list(yourruns.read(params["measurements"], dataset.load(), params)["dp"]) == [1]
    r = run_main(capsys, "estimate", _vllm_case(tmp_path, mapping="entity_id: trainium2, nodes: 2, tp: '8'"))
    assert r.returncode == 1 and "expected measurements.tp a whole number >= 1 (it is '8')" in r.stderr, r.stderr


def test_r27_a_key_given_twice_on_the_command_line_or_a_file_given_twice_is_refused(capsys):
    """`-p tokens_per_day 2e9 -p tokens_per_day 3e9` took 3e9 without a word (a scenario file refuses a key
    twice); `build default.yaml default.yaml` said the two files 'are all named default: set scenario in one'."""
    r = run_main(capsys, "estimate", DEFAULT, "-p", "tokens_per_day", "2e9", "-p", "tokens_per_day", "3e9")
    assert r.returncode == 1 and "key 'tokens_per_day' is given twice on the command line (2000000000 and " \
        "3000000000): give it once" in r.stderr, r.stderr
    r = run_main(capsys, "estimate", DEFAULT, "-y", "{tokens_per_day: 3e9}", "-p", "tokens_per_day", "2e9")
    assert r.returncode == 1 and "given twice on the command line" in r.stderr
    r = run_main(capsys, "build", DEFAULT, DEFAULT, "--no-pdf", "--quiet")
    assert r.returncode == 1 and f"scenario file {DEFAULT} is given 2 times: give it once" in r.stderr, r.stderr


def test_r27_no_command_writes_into_home(tmp_path):
    """matplotlib's font cache went to ~/.cache/matplotlib and ~/.config/matplotlib at import, before any
    check (so a refused build said 'nothing was changed' with two new folders in home, and `--out ~` listed
    them as someone else's files)."""
    import os
    import subprocess
    import sys
    env = {k: v for k, v in os.environ.items() if k not in ("MPLCONFIGDIR", "IPYTHONDIR", "XDG_CACHE_HOME",
                                                           "XDG_CONFIG_HOME")}
    env["HOME"] = str(tmp_path)
    r = subprocess.run([sys.executable, "-m", "trainium_report.cli", "specs", "trainium2", "memory_bandwidth"],
                       capture_output=True, text=True, env=env, timeout=120, cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert list(tmp_path.iterdir()) == [], list(tmp_path.rglob("*"))


def test_r27_a_signal_after_the_build_finished_is_said_not_a_silent_kill(tmp_path):
    """SIGTERM in the 0.26 s between '1 of 1 scenario(s) built' and the exit gave rc 143 and no word, though
    the report was published (a wrapper then reports a failed build)."""
    import subprocess
    import sys
    script = f"""
import os, signal, types
from trainium_report import cli, publishing
class Late:
    name, html, pdf, replaced, errors, notes = "s", "r.html", None, [], [], []
    @property
    def ok(self):
        os.kill(os.getpid(), signal.SIGTERM)
        return True
publishing.build = lambda *a, **k: [Late()]
raise SystemExit(cli.main(["build", {str(DEFAULT)!r}, "--out", {str(tmp_path / 'o')!r}, "--figures",
                           {str(tmp_path / 'f')!r}, "--quiet"]))
"""
    r = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0 and "note: SIGTERM came after the build had finished: what is said above was " \
        "published" in r.stderr, (r.returncode, r.stderr)


def test_r27_a_data_folder_linked_out_is_said_whole_even_when_it_holds_no_package(tmp_path, capsys):
    """validate of a data folder that is a link leading out: its reason was quoted as the value and cut at
    60 characters mid-name ('d2lin... (80 characters)'); a link to /etc said only 'no such file'."""
    (tmp_path / "x").mkdir()
    (tmp_path / "x" / "a-long-name-for-a-data-folder-link").symlink_to("/etc")
    r = run_main(capsys, "validate", tmp_path / "x" / "a-long-name-for-a-data-folder-link")
    assert r.returncode == 1 and "datapackage.json: got 'under a symlink leading out of its folder and the project', " \
        "expected a regular file of at most 50,000,000 bytes (the link a-long-name-for-a-data-folder-link is not " \
        "followed)" in r.stdout, r.stdout


@pytest.mark.parametrize("table, old, new, field", [
    ("efficiency.csv", "NVIDIA GPU,", "NVIDIA GPU\u200c,", "platform"),        # a zero-width non-joiner: kept by
    ("efficiency.csv", "NVIDIA GPU,", "Bogus GPU,", "platform"),               # the control rule, not a family
    ("entities.csv", ",Inferentia,", ",Inferentia\u200c,", "family")])
def test_r28_a_family_or_platform_the_data_does_not_know_is_refused(tmp_path, capsys, table, old, new, field):
    """'NVIDIA GPU' with an invisible character (or 'Bogus GPU') in efficiency.csv passed validate, and every
    GPU was then excluded from training ('no training MFU'); Inferentia2's family with one passed too, and
    inf2's cost per token moved from 1.58 to 1.68 USD without a word."""
    data = _data_copy(tmp_path)
    rows = (data / table).read_text(encoding="utf-8").split("\n")
    i = next(k for k, row in enumerate(rows) if k and old in row)
    rows[i] = rows[i].replace(old, new, 1)
    (data / table).write_text("\n".join(rows), encoding="utf-8")
    r = run_main(capsys, "validate", data)
    assert r.returncode == 1 and f"{table}, line {i + 1}, field '{field}'" in r.stdout, r.stdout


def test_r28_the_codes_families_are_the_datas(ds):
    """The Neuron and GPU families the code reads are values datapackage.json allows for entities.family."""
    from trainium_report import dataset
    field = next(f for r in ds.package["resources"] if r["name"] == "entities" for f in r["schema"]["fields"]
                 if f["name"] == "family")
    assert set(dataset.NEURON_FAMILIES + dataset.GPU_FAMILIES) <= set(field["constraints"]["enum"])


@pytest.mark.parametrize("name", ["Trainium\u200b", "Trai\u00adnium", "Trainium\u200d"])
def test_r28_a_platform_alike_but_for_an_invisible_character_is_refused(capsys, name):
    """'Trainium' with a zero-width space or a soft hyphen in other_platform_scores was a second Trainium
    (a chart titled 'Trainium scores highest: 25 of 25', two bars both 'Trainium')."""
    scores = "{performance: 5, scale_up: 5, software: 5, access: 5, momentum_2026: 5}"
    r = run_main(capsys, "estimate", DEFAULT, "-y", f'{{other_platform_scores: {{"{name}": {scores}}}}}')
    assert r.returncode == 1 and "other_platform_scores" in r.stderr, r.stderr


def test_r28_a_scorecard_row_alike_but_for_an_invisible_character_is_a_duplicate(tmp_path, capsys):
    """scorecard.csv rows for 'Trainium' with a zero-width joiner beside 'Trainium' passed as other keys."""
    data = _data_copy(tmp_path)
    rows = (data / "scorecard.csv").read_text(encoding="utf-8").rstrip("\n").split("\n")
    twin = rows[1].replace("Trainium,", "Trainium\u200d,", 1)
    assert twin != rows[1]
    (data / "scorecard.csv").write_text("\n".join(rows + [twin]) + "\n", encoding="utf-8")
    r = run_main(capsys, "validate", data)
    # refused before it is compared: a zero-width joiner is a format character (round 33's D01)
    assert r.returncode == 1 and f"scorecard.csv, line {len(rows) + 1}, field 'platform'" in r.stdout and \
        "it holds the invisible character U+200D" in r.stdout, r.stdout


def test_r28_a_row_that_cannot_be_read_is_said_once_not_at_each_row_naming_its_table(tmp_path, capsys):
    """A CR inside a sources.csv row: its problem, then 'specs.csv, line 30: ... expected an id listed in
    sources.csv' for the source on that row."""
    data = _data_copy(tmp_path)
    text = (data / "sources.csv").read_text(encoding="utf-8")
    rows = text.split("\n")
    rows[6] = rows[6].replace(",", ",\r", 1)
    (data / "sources.csv").write_bytes("\n".join(rows).encode("utf-8"))
    r = run_main(capsys, "validate", data)
    lines = [x for x in r.stdout.splitlines() if x.strip()]
    assert r.returncode == 1 and len(lines) == 1 and "sources.csv, line 7: got 'a carriage return (CR) inside the " \
        "row" in lines[0], r.stdout


def test_r28_the_builds_staging_inside_the_projects_report_folder_takes_figures(tmp_path, monkeypatch):
    """Round 28's B01: after the report/ rule (a notebook's figures never go into the project's report/),
    the default build failed all four notebooks: its staging, report/.build-*/default/figures, lies in
    report/. The build's own staging is taken wherever its marked report folder is."""
    from trainium_report import inputs, scenario
    proj = tmp_path / "proj"
    (proj / "report").mkdir(parents=True)
    monkeypatch.setattr(inputs, "PROJECT", proj)
    inputs.mark_folder(proj / "report", "report")
    stage = proj / "report" / ".build-abc12345" / "default" / "figures"
    assert scenario.figures_dir({"scenario": "default"}, stage) == stage
    with pytest.raises(scenario.ScenarioError, match="inside the project's report/"):
        scenario.figures_dir({"scenario": "default"}, proj / "report" / "x")


@pytest.mark.filterwarnings("error::pytest.PytestUnraisableExceptionWarning")
def test_r28_a_full_tmpdir_while_the_workbook_is_written_is_one_line_naming_it(tmp_path, monkeypatch, capfd):
    """TMPDIR on a full tmpfs: 'export failed: SerialisationError: IO_ENOSPC', naming no folder, then a 7-line
    'Exception ignored in: <generator object WorksheetWriter.get_stream ...>' traceback from openpyxl."""
    import errno

    import openpyxl.worksheet._writer as writer

    from trainium_report.publishing.publish import data_bundle
    tables = tmp_path / "t"
    tables.mkdir()
    (tables / "05-table-1.csv").write_text("a,b\n1,2\n")
    (tables / "05-table-1.json").write_text(json.dumps({"file": "05-table-1.csv", "section": "05", "n": 1,
                                                        "columns": ["a", "b"], "rows": 1}))

    def full(suffix=""):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(writer, "create_temporary_file", full)
    with pytest.raises(OSError) as err:
        data_bundle(tmp_path / "data", [tables], "t", "v1", "2026-12-03 10:00")
    assert "tables.xlsx not written: " in str(err.value) and "temporary files in " in str(err.value)
    assert "Exception ignored" not in capfd.readouterr().err


def test_r28_a_config_whose_name_states_another_size_is_refused(tmp_path, capsys):
    """An 8B config.json named 'meta-llama/Llama-3.1-70B-Instruct' (the wrong file copied) built a report
    headed 'Serving meta-llama/Llama-3.1-70B-Instruct' on 8.03 B parameters, without a word."""
    doc = json.loads((EX / "configs" / "llama-3.1-8b-config.json").read_text())
    doc["_name_or_path"] = "meta-llama/Llama-3.1-70B-Instruct"
    (tmp_path / "config.json").write_text(json.dumps(doc))
    r = run_main(capsys, "model", tmp_path / "config.json")
    assert r.returncode == 1 and "key '_name_or_path' is 'meta-llama/Llama-3.1-70B-Instruct', a model of 70B " \
        "parameters, but the config's shape adds up to 8.03B" in r.stderr, r.stderr
    doc["_name_or_path"] = "meta-llama/Llama-3.1-8B-Instruct"
    (tmp_path / "config.json").write_text(json.dumps(doc))
    assert run_main(capsys, "model", tmp_path / "config.json").returncode == 0


def test_r28_a_source_row_refused_for_its_dates_does_not_advise_its_rows_to_copy_them(tmp_path, capsys):
    """A source published after it was accessed: its own problem, then 7 spec rows told 'expected its source's
    date, 2026-11-15', the refused date."""
    data = _edited_copy(tmp_path, "sources.csv", 1, ",2024-12-07,2026-10-31,", ",2026-11-15,2026-10-31,")
    r = run_main(capsys, "validate", data)
    lines = [x for x in r.stdout.splitlines() if x.strip()]
    assert r.returncode == 1 and len(lines) == 1 and "sources.csv, line 2, field 'accessed'" in lines[0], r.stdout


def test_r28_a_duplicate_json_key_is_said_on_its_own_line():
    """A second "type" in one field of datapackage.json was said 'again on line 239', the first "type" of
    another object in the file."""
    from trainium_report import inputs
    text = '{"a": {"type": 1},\n "b": {"name": 2,\n  "type": 3,\n  "type": 4}}'
    with pytest.raises(inputs.DuplicateKey, match="again on line 4"):
        inputs.json_loads(text)


def test_r28_one_rented_unit_written_two_ways_is_listed_twice(capsys):
    """'h100-sxm:8@lambda' and 'h100-sxm:08@lambda' (and '@lambda' beside ':1@lambda') were compared as two
    candidates, two identical rows."""
    r = run_main(capsys, "estimate", DEFAULT, "-p", "price_basis", "gpu_cloud_list", "-p", "candidates",
                 '["h100-sxm:8@lambda", "h100-sxm:08@lambda", "h100-sxm@lambda", "h100-sxm:1@lambda"]')
    assert r.returncode == 1 and "lists 'h100-sxm:08@lambda' twice (as 'h100-sxm:8@lambda')" in r.stderr
    assert "lists 'h100-sxm:1@lambda' twice (as 'h100-sxm@lambda')" in r.stderr


def test_r28_a_quoted_number_in_a_price_override_is_said_to_be_text(capsys):
    """price_overrides {trn2.48xlarge: "30"} was refused as 'expected prices from 0.01 to 1e+06', 30 inside."""
    r = run_main(capsys, "estimate", DEFAULT, "-y", '{price_overrides: {trn2.48xlarge: "30"}}')
    assert r.returncode == 1 and "'trn2.48xlarge' (a text: write the number without quotes)" in r.stderr, r.stderr


def test_r28_a_signal_while_a_finished_build_cleans_up_is_kept_to_be_said(tmp_path):
    """Round 28's B44: a SIGTERM during the build's last cleanup (after its handler stopped) was ignored and
    never said; one in the interpreter's shutdown killed it (rc 143 after '1 of 1 scenario(s) built')."""
    import signal
    import subprocess
    import sys

    from trainium_report import publishing
    handler = publishing._signal_handler()
    handler.stop()
    publishing.LATE_SIGNALS.clear()
    handler(signal.SIGTERM, None)                      # ignored: the build is done ...
    assert publishing.LATE_SIGNALS == ["SIGTERM"]      # ... and kept for the command to say
    publishing.LATE_SIGNALS.clear()
    script = f"""
import os, signal, atexit
from trainium_report import cli, publishing
publishing.build = lambda *a, **k: []
atexit.register(lambda: os.kill(os.getpid(), signal.SIGTERM))     # in the process's shutdown
import sys
sys.argv = ["trainium-report", "build", {str(DEFAULT)!r}, "--out", {str(tmp_path / 'o')!r}, "--figures",
            {str(tmp_path / 'f')!r}, "--quiet"]
cli.entry()
"""
    r = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, (r.returncode, r.stderr)


def test_r29_the_layer_range_a_config_error_states_is_the_one_applied(tmp_path, capsys):
    """num_hidden_layers 0 was refused as 'expected a whole number from 1 to 10,000,000', and 10,000,000 then
    as 'expected at most 10,000'."""
    doc = json.loads((EX / "configs" / "llama-3.1-8b-config.json").read_text())
    for layers in (0, 10_000_000):
        (tmp_path / "c.json").write_text(json.dumps({**doc, "num_hidden_layers": layers}))
        r = run_main(capsys, "model", tmp_path / "c.json")
        assert r.returncode == 1 and "key 'num_hidden_layers' is " in r.stderr and "expected a whole number from 1 " \
            "to 10,000" in r.stderr and "10,000,000" not in r.stderr, r.stderr


def test_r29_a_less_than_sign_in_a_charts_text_does_not_cut_its_alt_text(tmp_path):
    """'Llama <3 70B (batch<8)' as a model name: the alt text was cut to 'Chart: Llama ' (a '<' was taken for a
    tag running to the end); a real tag is still dropped."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from trainium_report import plots
    fig, ax = plt.subplots()
    ax.barh(["a", "b"], [1, 2])
    ax.set_title("Llama <3 70B (batch<8) <img src=x onerror=alert(1)>")
    plots.source_line(fig, "Source: data/models.csv.")
    out = plots.output.render(fig, "lt", tmp_path)
    assert "Llama \u20393 70B (batch\u20398)" in out["alt"] and "Source: data/models.csv." in out["alt"], out["alt"]
    assert "onerror" not in out["alt"] and "<" not in out["alt"]


def test_r29_the_readme_states_the_stopped_kernel_limit_the_build_applies():
    """A kernel stopped for 90 s was killed after 30 s; the README named only the 900 s cell limit."""
    from trainium_report.contract import CELL_TIMEOUT
    from trainium_report.publishing.run import STOPPED_S
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert f"at most {CELL_TIMEOUT} s" in readme and f"for {STOPPED_S} s\nis killed" in readme


@pytest.mark.parametrize("given, key", [('{price_overrides: {"\uff54\uff52\uff4e\uff12.48xlarge": 24}}', "price_overrides"),
                                        ('{candidates: [inf2, "\u04405"]}', "candidates[1]"),
                                        ('{candidates: [inf2, "\uff50\uff15"]}', "candidates[1]")])
def test_r29_an_id_written_wholly_in_look_alikes_is_said_so(capsys, given, key):
    """'ｔｒｎ２.48xlarge' as a price_overrides key was 'not in candidates' (trn2 is one); 'р5' (Cyrillic) or
    'ｐ５' as a candidate got only the grammar: a word with no Latin letter escaped the mixed-script rule."""
    r = run_main(capsys, "estimate", DEFAULT, "-y", given)
    assert r.returncode == 1 and f"key '{key}'" in r.stderr and ("holds non-ASCII characters (" in r.stderr or
                                                                 "each the twin of a Latin letter" in r.stderr or
                                                                 "a styled form of" in r.stderr) and \
        "a look-alike letter?" in r.stderr, r.stderr


def test_r29_a_letter_that_prints_blank_is_refused_as_invisible(capsys):
    """'Trainium' with a Hangul filler (U+3164) was a second 'Trainium' in the scorecard's totals."""
    scores = "{performance: 4, scale_up: 4, software: 5, access: 4, momentum_2026: 3}"
    r = run_main(capsys, "estimate", DEFAULT, "-y", f'{{other_platform_scores: {{"Trainium\u3164": {scores}}}}}')
    assert r.returncode == 1 and "the invisible character U+3164" in r.stderr, r.stderr


@pytest.mark.parametrize("given", ["1e30", "1e-20", "2e12"])
def test_r29_a_spec_value_out_of_range_is_told_the_range(tmp_path, given):
    """A spec value of 1e30 was 'expected a number' (it is one): the range it broke was not said."""
    from trainium_report import dataset
    data = _edited_copy(tmp_path, "specs.csv", 1, ",4,cores,", f",{given},cores,")
    found = [p.expected for p in dataset.validate(data) if p.file.endswith("specs.csv") and p.field == "value"]
    assert found == ["a value > 0 and <= 1e+12 (and at least 1e-12)"], found


def test_r29_a_spec_value_that_is_no_number_is_told_the_form(tmp_path):
    from trainium_report import dataset
    data = _edited_copy(tmp_path, "specs.csv", 1, ",4,cores,", ",4_000,cores,")
    found = [p.expected for p in dataset.validate(data) if p.file.endswith("specs.csv") and p.field == "value"]
    assert found == ["a number (plain decimal, e.g. 2900 or 1.5e3)"], found


EXAMPLES = ROOT / "scenarios" / "examples"
SHAPE_70B = ("{name: Mine 70B, layers: 80, hidden_size: 8192, ffn_size: 28672, attention_heads: 64, kv_heads: 8, "
             "vocab_size: 128256}")


def test_r30_an_inline_model_shape_takes_your_csv_runs(tmp_path, capsys):
    """D20: model_shape with measurements: was 'TypeError: unhashable type: dict' (estimate, build)."""
    (tmp_path / "s.yaml").write_text(f"scenario: s\nmeasurements: {EXAMPLES / 'my-runs.csv'}\n"
                                     f"model_shape: {SHAPE_70B}\n", encoding="utf-8")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 0 and "Serving Mine 70B" in r.stdout and "{'name'" not in r.stdout, r.stderr


def test_r30_a_config_json_model_takes_your_vllm_run(tmp_path, capsys):
    """A vLLM run of Llama 3.1 8B under model: <its config.json> was refused: 'model_id: got
    /.../llama-3.1-8b-config.json, expected an id listed in the dataset's model table'."""
    (tmp_path / "s.yaml").write_text(
        f"scenario: s\nmodel: {EXAMPLES / 'configs' / 'llama-3.1-8b-config.json'}\ncandidates: [trn2, p5]\n"
        f"price_basis: aws_capacity_block\n"
        f"measurements: {{file: {EXAMPLES / 'my-vllm-run.json'}, entity_id: trainium2, nodes: 2, tp: 8}}\n",
        encoding="utf-8")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 0 and "rescaled to 1 of your run(s)" in r.stdout, r.stdout + r.stderr


def test_r30_a_run_of_another_size_than_the_inline_shape_is_refused(tmp_path, capsys):
    """The 8B vLLM run under a 70B model_shape would have been fitted as the 70B model."""
    (tmp_path / "s.yaml").write_text(
        f"scenario: s\nmodel_shape: {SHAPE_70B}\n"
        f"measurements: {{file: {EXAMPLES / 'my-vllm-run.json'}, entity_id: trainium2, nodes: 2, tp: 8}}\n",
        encoding="utf-8")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    # round 45 (c19): the run names llama-3.1-8b, whose shape is not the inline one: said before the size rule
    assert r.returncode == 1 and "field 'model_id'" in r.stderr and "it names llama-3.1-8b" in r.stderr and \
        "another shape (layers 32 against 80)" in r.stderr, r.stderr


def test_r30_your_runs_without_a_model_are_refused_not_fitted(tmp_path, capsys):
    """c67: a CSV whose model_id is empty on every row gave KeyError: 'config' in estimate; round 41's c27
    found such runs then dropped without a word: they are refused, naming model_id, as other runs
    nothing would use are (`scenario.unused_runs`)."""
    lines = (EXAMPLES / "my-runs.csv").read_text(encoding="utf-8").splitlines()
    col = lines[0].split(",").index("model_id")
    out = [lines[0]] + [",".join(c if i != col else "" for i, c in enumerate(ln.split(",", col + 1)[:col + 1]))
                        + "," + ln.split(",", col + 1)[col + 1] for ln in lines[1:]]
    (tmp_path / "runs.csv").write_text("\n".join(out) + "\n", encoding="utf-8")
    (tmp_path / "s.yaml").write_text("scenario: s\nmeasurements: runs.csv\nprice_basis: aws_capacity_block\n",
                                     encoding="utf-8")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 1 and "rescaled to" not in r.stdout and "KeyError" not in r.stderr, r.stderr
    assert r.stderr.count("has no model_id") == len(lines) - 1, r.stderr


@pytest.mark.parametrize("where, field", [("entity_id: trainium2, tp: 8, nodes: 64", "measurements.nodes"),
                                          ("entity_id: trainium2, tp: 8, nodes: 8", "measurements.nodes"),
                                          ("entity_id: trn2.48xlarge, tp: 4", "measurements.tp"),
                                          ("entity_id: trn2.48xlarge, tp: 16", "measurements.tp")])
def test_r30_a_neuron_run_that_leaves_chips_idle_is_refused(tmp_path, capsys, where, field):
    """c36, c38, c39: tp 8 (two Trainium2 chips) on nodes: 64, or tp 4 on a whole trn2.48xlarge, was fitted
    with the bandwidth of every chip named (a tp-4 run as 16 chips)."""
    (tmp_path / "s.yaml").write_text(
        f"scenario: s\nmodel: llama-3.1-8b\nprice_basis: aws_capacity_block\n"
        f"measurements: {{file: {EXAMPLES / 'my-vllm-run.json'}, {where}}}\n", encoding="utf-8")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 1 and f"field '{field}'" in r.stderr and "logical cores at LNC=2" in r.stderr, r.stderr


@pytest.mark.parametrize("where", ["entity_id: trainium2, tp: 8, nodes: 2", "entity_id: trainium2, tp: 4, nodes: 4, dp: 4"])
def test_r30_a_neuron_run_on_all_its_cores_is_taken(tmp_path, capsys, where):
    # the client's requests in flight are shared by the dp replicas (round 52): 8 over 4 replicas, 2 each
    doc = json.loads((EXAMPLES / "my-vllm-run.json").read_text())
    (tmp_path / "run.json").write_text(json.dumps({**doc, "max_concurrency": 8} if "dp: 4" in where else doc))
    (tmp_path / "s.yaml").write_text(
        f"scenario: s\nmodel: llama-3.1-8b\nprice_basis: aws_capacity_block\n"
        f"measurements: {{file: {tmp_path / 'run.json'}, {where}}}\n", encoding="utf-8")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 0 and "rescaled to 1 of your run(s)" in r.stdout, r.stderr


def test_r30_a_csv_run_on_part_of_its_chips_is_refused_naming_the_line(tmp_path, capsys):
    """c37: trainium2, nodes 64, tp 64 (16 chips' logical cores) made trn2 2.6x dearer without a word."""
    lines = (EXAMPLES / "my-runs.csv").read_text(encoding="utf-8").splitlines()
    assert lines[1].startswith("my-trn2-llama70b-l2,trn2.48xlarge,1,")
    lines[1] = lines[1].replace("my-trn2-llama70b-l2,trn2.48xlarge,1,", "my-trn2-llama70b-l2,trainium2,64,", 1)
    (tmp_path / "runs.csv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (tmp_path / "s.yaml").write_text("scenario: s\nmeasurements: runs.csv\n", encoding="utf-8")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 1 and "runs.csv, line 2, field 'nodes': got '64'" in r.stderr, r.stderr


def test_r30_a_json_of_both_benchmark_formats_is_refused(tmp_path, capsys):
    """c49: a JSON with every key of vLLM's and LLMPerf's results was read as vLLM, LLMPerf's TTFT ignored."""
    doc = json.loads((EXAMPLES / "my-vllm-run.json").read_text(encoding="utf-8"))
    doc.update(json.loads((EXAMPLES / "my-llmperf-summary.json").read_text(encoding="utf-8")))
    (tmp_path / "both.json").write_text(json.dumps(doc), encoding="utf-8")
    (tmp_path / "s.yaml").write_text("scenario: s\nmodel: llama-3.1-8b\nmeasurements: {file: both.json, "
                                     "entity_id: trainium2, nodes: 2, tp: 8}\n", encoding="utf-8")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 1 and "both.json" in r.stderr and "holds every key of `vllm bench serve" in r.stderr, r.stderr


@pytest.mark.parametrize("value", ['"false"', "0", "null"])
def test_r30_tie_word_embeddings_must_be_a_boolean(tmp_path, capsys, value):
    """c79: "false" (text) was read as tied (bool('false') is True): 7.50B parameters for Llama 3.1 8B's 8.03B."""
    text = (EXAMPLES / "configs" / "llama-3.1-8b-config.json").read_text(encoding="utf-8")
    assert '"tie_word_embeddings": false' in text
    (tmp_path / "config.json").write_text(text.replace('"tie_word_embeddings": false',
                                                       f'"tie_word_embeddings": {value}'), encoding="utf-8")
    r = run_main(capsys, "model", tmp_path / "config.json")
    assert r.returncode == 1 and "key 'tie_word_embeddings'" in r.stderr and "expected true or false" in r.stderr, \
        r.stdout + r.stderr


@pytest.mark.parametrize("argv", [["model", "llama-3.1-8b", "--candidates", "trn2", "--candidates", "p5"],
                                  ["estimate", str(DEFAULT), "--csv", "a.csv", "--csv", "b.csv"],
                                  ["specs", "trainium2", "--data-dir", "data", "--data-dir", "data"]])
def test_r30_an_option_given_twice_is_refused(capsys, argv, tmp_path, monkeypatch):
    """c92: --candidates trn2 --candidates p5 fitted p5 alone (argparse keeps the last)."""
    from trainium_report import cli
    monkeypatch.chdir(tmp_path)                    # a CSV written anyway lands here
    with pytest.raises(SystemExit) as stop:          # argparse's usage error, exit code 1
        cli.main(argv)
    err = capsys.readouterr().err
    assert stop.value.code == 1 and "given twice (the second would replace the first" in err, err


@pytest.mark.parametrize("model, name", [(f"model_shape: {SHAPE_70B}", "Mine 70B"),
                                         (f"model: {EXAMPLES / 'configs' / 'llama-3.1-8b-config.json'}", None)])
def test_r30_the_index_names_a_configured_model_not_its_dict_or_path(tmp_path, model, name):
    """D38: the index's model column (summary.json's model) printed the inline shape as a Python dict,
    and a config.json model as its absolute path."""
    from trainium_report import dataset, decision, explain, performance, scenario
    (tmp_path / "s.yaml").write_text(f"scenario: s\n{model}\n", encoding="utf-8")
    p = scenario.load(tmp_path / "s.yaml")
    dec = decision.Decision.from_params(dataset.load(p["data_dir"]), p)
    got = explain.summary(dec, None, None)["model"]
    assert got == (name or performance.model_shape(None, p["model"]).name) and "{" not in got and "/" not in got, got


@pytest.mark.parametrize("given", ['{other_platform_scores: {"\\t+1+2": {performance: 1, scale_up: 1, software: 1, '
                                   'access: 1, momentum_2026: 1}}}', '{title: "two\\nlines"}', '{title: "a\\rb"}'])
def test_r30_a_tab_or_line_break_in_a_scenario_text_is_refused(capsys, given):
    """D31: a platform named with a TAB was drawn as a box in the scorecard chart; NUL, ESC and RTLO
    were refused, TAB, LF and CR let through."""
    r = run_main(capsys, "estimate", DEFAULT, "-y", given)
    assert r.returncode == 1 and "on one line (no tab or line break" in r.stderr, r.stderr


def test_r30_a_table_without_its_primary_key_is_one_package_problem(tmp_path):
    """A18: prices' primaryKey removed gave 548 'expected a unique key (the same key is on line 2)', one a
    row, and datapackage.json was never named."""
    from trainium_report import dataset
    data = _data_copy(tmp_path)
    _edit_package(data, lambda res: res["prices"]["schema"].pop("primaryKey"))
    found = [(Path(p.file).name, p.field) for p in dataset.validate(data)]
    assert found == [("datapackage.json", "resources[3].schema.primaryKey")], found[:5]


def test_r30_a_one_field_primary_key_may_be_a_string(tmp_path):
    """A19: primaryKey: "source_id" (Table Schema's one-field form) was split into letters: 173 problems on
    field 's+o+u+r+c+e+_+i+d'."""
    from trainium_report import dataset
    data = _data_copy(tmp_path)
    _edit_package(data, lambda res: res["sources"]["schema"].__setitem__("primaryKey", "source_id"))
    assert dataset.validate(data) == []


@pytest.mark.parametrize("table, index, old, new, field", [
    ("models.csv", 9, ",128,8,0,768,,gqa,", ",128,8,0,768,60,gqa,", "moe_layers"),
    ("models.csv", 9, ",128,8,0,768,,gqa,", ",128,200,0,768,,gqa,", "experts_per_token"),
    ("claims.csv", 18, ",1.4,5,ratio,", ",1.4,1.0,ratio,", "claimed_high")])
def test_r30_a_field_bounded_by_its_row_is_checked(tmp_path, table, index, old, new, field):
    """A30: moe_layers 60 on a 48-layer model passed validate ('in 60 of 48 layers'); A42: a claim range of
    1.4 to 1.0 passed and printed '1.4-1x'."""
    from trainium_report import dataset
    data = _edited_copy(tmp_path, table, index, old, new)
    found = [(p.line, p.field) for p in dataset.validate(data) if p.file.endswith(table)]
    assert (index + 1, field) in found, found


@pytest.mark.parametrize("extra, key", [(", experts: 8, experts_per_token: 2", "model_shape.expert_ffn_size"),
                                        (", experts: 8, experts_per_token: 2, expert_ffn_size: 1024, moe_layers: 40",
                                         "model_shape.moe_layers")])
def test_r30_an_inline_mixture_of_experts_must_add_up(tmp_path, capsys, extra, key):
    """A28: experts without expert_ffn_size priced a model whose experts are 0 wide (2.39e9 parameters);
    A29: moe_layers 40 of 32 layers gave -8 dense layers."""
    shape = ("{layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 128, "
             f"vocab_size: 128256{extra}}}")
    (tmp_path / "s.yaml").write_text(f"scenario: s\nmodel_shape: {shape}\n", encoding="utf-8")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 1 and f"key '{key}'" in r.stderr, r.stderr


def test_r30_a_signal_while_a_scenario_is_published_waits_for_it():
    """B10: SIGTERM sent to the process during the PDF's layout reached another thread, and the handler
    raised in the main thread inside WeasyPrint's SVG drawing (which catches BaseException): half a chart
    was drawn and the build published it as ok, rc 0."""
    from trainium_report import publishing
    on_signal = publishing._signal_handler()
    with publishing._signals_held():
        on_signal(signal.SIGTERM, None)             # kept: no exception inside the publication
    with pytest.raises(publishing._Interrupted, match="SIGTERM"):
        on_signal.check()


def test_r30_a_signal_a_library_swallowed_still_stops_the_build():
    """B02: the handler's exception raised inside FontConfiguration.__del__ was 'ignored' by Python, and
    the build went on to publish with rc 0; every later signal was ignored too."""
    from trainium_report import publishing
    on_signal = publishing._signal_handler()
    try:
        on_signal(signal.SIGTERM, None)
    except BaseException:                            # what `except BaseException` in a library does
        pass
    with pytest.raises(publishing._Interrupted, match="SIGTERM"):
        on_signal.check()


def test_r30_a_build_signalled_while_it_publishes_says_so_and_exits_143(tmp_path):
    import subprocess
    import sys
    nbs = tmp_path / "nbs"
    nbs.mkdir()
    tiny_notebook(nbs / "01-tiny.ipynb", "print(title)")
    scen = write_scenario(tmp_path, "s", title="fine")
    script = f"""
import os, signal
from trainium_report import cli, publishing
real = publishing.publish_scenario
def swallowing(*a, **k):
    try:
        os.kill(os.getpid(), signal.SIGTERM)        # lands in the layout, as a kill would
        for _ in range(10**6):
            pass
    except BaseException:                            # WeasyPrint's SVG drawing
        pass
    return real(*a, **k)
publishing.publish_scenario = swallowing
raise SystemExit(cli.main(["build", {str(scen)!r}, "--out", {str(tmp_path / 'o')!r}, "--figures",
                           {str(tmp_path / 'f')!r}, "--notebooks", {str(nbs)!r}, "--no-pdf", "--quiet"]))
"""
    r = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300)
    assert r.returncode == 143 and "interrupted by SIGTERM: published before the signal" in r.stderr, \
        (r.returncode, r.stderr[-2000:])


def test_r30_an_exclusion_for_speed_states_the_best_speed_over_every_replica_size(capsys):
    """A36: trn1.32xlarge was excluded at 40 tokens/s per user as reaching 'at most 20.3' (its smallest
    replica's), while at a target of 35 it is priced at 35.5 (a replica of 16 chips)."""
    import re
    cands = ["-p", "candidates", "[trn1.32xlarge, p5.48xlarge]"]
    low = run_main(capsys, "estimate", DEFAULT, "-p", "min_tokens_per_s_per_user", "35", *cands)
    row = next(ln for ln in low.stdout.splitlines() if ln.strip().startswith("trn1.32xlarge"))
    priced = float(row.split()[4])                                  # tok/s/user of the priced point
    high = run_main(capsys, "estimate", DEFAULT, "-p", "min_tokens_per_s_per_user", "40", *cands)
    said = float(re.search(r"trn1\.32xlarge: at most ([\d.]+) tokens/s per user", high.stdout + high.stderr)[1])
    assert 35 <= priced <= said < 40, (priced, said)


def test_r30_the_index_headline_keeps_an_underscore_inside_a_word(tmp_path):
    """A52: 'any deadline_days are needed' came out in headline.txt and the index as 'any deadlinedays'."""
    import nbformat
    from trainium_report.contract import HEADLINE_TAG
    from trainium_report.publishing import render
    nb = nbformat.v4.new_notebook()
    cell = nbformat.v4.new_code_cell("", metadata={"tags": [HEADLINE_TAG]})
    cell.outputs = [nbformat.v4.new_output("display_data", data={
        "text/markdown": "**No recommendation:** any deadline_days met; _really_ `so` &lt;b&gt;"})]
    nb.cells.append(cell)
    nbformat.write(nb, tmp_path / "05.ipynb")
    assert render._headline(tmp_path / "05.ipynb") == "No recommendation: any deadline_days met; really so <b>"


def test_r30_no_training_candidate_is_not_said_to_need_serving_runs(tmp_path):
    """A52: a training scenario whose AWS options all miss deadline_days was told 'serving runs' are needed."""
    from trainium_report import dataset, decision, explain, scenario
    (tmp_path / "s.yaml").write_text((ROOT / "scenarios" / "pretrain-8b-15t.yaml").read_text(encoding="utf-8")
                                     + "\ndeadline_days: 30\n", encoding="utf-8")
    p = scenario.load(tmp_path / "s.yaml")
    dec = decision.Decision.from_params(dataset.load(p["data_dir"]), p)
    text = explain.recommendation(dec, None, None)
    assert text.startswith("**No recommendation:**") and "serving runs" not in text and "deadline_days met" in text, text


def test_r30_an_instance_family_holds_one_vendor_family(tmp_path):
    """A41: trn2.48xlarge put in the p5 instance family passed validate, and the candidate 'p5' rented a
    Trainium instance as one of NVIDIA's sizes."""
    from trainium_report import dataset
    data = _edited_copy(tmp_path, "entities.csv", 30, ",trainium2,16,trn2,", ",trainium2,16,p5,")
    found = [(p.line, p.field) for p in dataset.validate(data) if p.file.endswith("entities.csv")]
    assert (31, "instance_family") in found, found


def test_r30_more_training_chips_than_a_step_can_keep_busy_is_an_exclusion(tmp_path, capsys):
    """A50: 1,000,000 chips for a step of 1,024 sequences was priced as perfect scaling (2.6 s to train).
    p5.48xlarge: 1,024 sequences x 8 GPUs in tensor parallel x Llama 3.1 8B's 32 layers = 262,144 chips."""
    (tmp_path / "t.yaml").write_text("scenario: t\nworkload: training\nmodel: llama-3.1-8b\ntraining_chips: 1000000\n"
                                     "candidates: [p5.48xlarge]\n", encoding="utf-8")
    r = run_main(capsys, "estimate", tmp_path / "t.yaml")
    assert r.returncode == 1 and "p5.48xlarge: 1,000,000 chips are more than a step of 1,024 sequences can keep " \
        "busy (262,144:" in r.stdout + r.stderr, r.stdout + r.stderr
    (tmp_path / "t.yaml").write_text("scenario: t\nworkload: training\nmodel: llama-3.1-8b\ntraining_chips: 262144\n"
                                     "candidates: [p5.48xlarge]\n", encoding="utf-8")
    assert run_main(capsys, "estimate", tmp_path / "t.yaml").returncode == 0


def test_r30_a_cell_failure_with_no_message_names_a_low_limit(monkeypatch, tmp_path):
    """B35: under ulimit -n 64 a notebook failed with 'CellExecutionError: ' and nothing after it."""
    import resource
    from trainium_report.publishing import run
    limits = {resource.RLIMIT_NOFILE: (64, 4096), resource.RLIMIT_AS: (500_000 * 1024, resource.RLIM_INFINITY)}
    monkeypatch.setattr(resource, "getrlimit", lambda which: limits.get(which, (resource.RLIM_INFINITY,) * 2))
    import types
    job = types.SimpleNamespace(notebook=tmp_path / "05-decision.ipynb", out=tmp_path / "out.ipynb")
    said = run.failure_message(job, RuntimeError(""))
    assert said == ("05-decision.ipynb, before any cell ran: RuntimeError: no message; limited by the open-file limit: "
                    "ulimit -n is 64, and a build is known to run with 256?; limited by the address-space limit: "
                    "ulimit -v is 500,000 KB (threads and libraries reserve address space well beyond the memory "
                    "they use)?"), said


def test_r30_a_build_stopped_under_an_address_space_limit_says_it(monkeypatch, capsys):
    """B37: under ulimit -v 500000 the build said 'RuntimeError: can't start new thread' and nothing else."""
    import resource
    from trainium_report import publishing
    monkeypatch.setattr(resource, "getrlimit", lambda which: (500_000 * 1024, resource.RLIM_INFINITY)
                        if which == resource.RLIMIT_AS else (resource.RLIM_INFINITY,) * 2)

    def no_thread(*a, **k):
        raise RuntimeError("can't start new thread")
    monkeypatch.setattr(publishing, "build", no_thread)
    r = run_main(capsys, "build", DEFAULT, "--quiet")
    assert r.returncode == 1 and "RuntimeError: can't start new thread; no report was changed (limited by the " \
        "address-space limit: ulimit -v is 500,000 KB" in r.stderr, r.stderr


def test_r30_the_ratio_by_basis_labels_never_run_into_the_legend():
    """D27: the label 'trn1.32xlarge : h100-sxm:8@lambda 2.39x (2.39x-3.99x)' ran over the legend's
    'Trainium' entry on page 1's chart."""
    import matplotlib
    matplotlib.use("Agg")
    import pandas as pd
    from trainium_report.plots import decision as charts
    bb = pd.DataFrame([dict(basis=b, missing="", ratio=r, neuron_option="trn1.32xlarge", gpu_option=g,
                            neuron_family="Trainium", gpu_family="NVIDIA GPU", chosen=b == "aws_on_demand")
                       for b, r, g in [("aws_on_demand", 2.93, "p5.48xlarge"), ("aws_capacity_block", 0.86, "p5.48xlarge"),
                                       ("gpu_cloud_list", 2.39, "h100-sxm:8@lambda"),
                                       ("gpu_marketplace", 2.22, "h100-sxm:8@runpod")]])
    fig, ax = charts.ratio_by_basis(bb, {"gpu_cloud_list": [2.39, 3.99], "aws_on_demand": [2.0, 5.1]}, "x")
    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()
    legend = ax.get_legend().get_window_extent(renderer)
    labels = [t.get_window_extent(renderer) for t in ax.texts]
    assert labels and not any(b.overlaps(legend) for b in labels), (legend, labels)


def test_r30_a_build_whose_index_was_not_updated_says_the_one_there_is_the_earlier(tmp_path, capsys, monkeypatch):
    """B12: after 'index not updated' (a full disk) the last line still said 'index: .../index.html', as if
    it were this build's."""
    from trainium_report import publishing
    nbs = tmp_path / "nbs"
    nbs.mkdir()
    tiny_notebook(nbs / "01-a.ipynb", "x = 1")
    sc = write_scenario(tmp_path, "default")
    out = tmp_path / "out"
    args = ("build", sc, "--out", out, "--figures", tmp_path / "figs", "--notebooks", nbs, "--no-pdf", "--quiet")
    assert run_main(capsys, *args).returncode == 0 and (out / "index.html").is_file()

    def full(*_args, **_kw):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(publishing, "write_index", full)
    r = run_main(capsys, *args)
    assert "index not updated" in r.stderr and \
        r.stdout.splitlines()[-1] == f"1 of 1 scenario(s) built; index (of the earlier build, not updated): " \
                                     f"{out / 'index.html'}", r.stdout


def test_r30_a_refused_output_folder_with_a_newline_in_its_name_is_said_on_one_line(tmp_path, capsys):
    """B26: an --out path holding a newline was printed raw, splitting the refusal over two lines."""
    out = tmp_path / "odd\nname"
    r = run_main(capsys, "build", DEFAULT, "--out", out, "--figures", out / "figs", "--quiet")
    lines = [ln for ln in r.stderr.splitlines() if ln.strip()]
    assert r.returncode == 1 and len(lines) == 1 and "odd\\nname" in lines[0] and "nothing was changed" in lines[0], \
        r.stderr


@pytest.mark.parametrize("index, old, new, said", [
    (13, ",2.5,,ratio,exact,", ",0,,ratio,exact,", "claims a ratio of 0"),
    (12, ",1.4,,ratio,exact,", ",1.4,,ratio,,", "has no qualifier")])
def test_r31_validate_refuses_what_the_claims_audit_refuses(tmp_path, capsys, index, old, new, said):
    """A22: a ratio claim of 0 passed validate, and 'claims' stopped on ZeroDivisionError; A23: a ratio with
    no qualifier passed validate and the build, and stopped notebook 02 ('claims' refused it)."""
    data = _edited_copy(tmp_path, "claims.csv", index, old, new)
    r = run_main(capsys, "validate", data)
    assert r.returncode == 1 and f"claims.csv, line {index + 1}: claim " in r.stdout and said in r.stdout, r.stdout
    r = run_main(capsys, "claims", "--data-dir", data)
    assert r.returncode == 1 and said in r.stderr + r.stdout
    (tmp_path / "s.yaml").write_text(f"scenario: s\ndata_dir: {data}\n", encoding="utf-8")
    r = run_main(capsys, "build", tmp_path / "s.yaml", "--out", tmp_path / "o", "--figures", tmp_path / "f", "--quiet")
    assert r.returncode == 1 and "the dataset's claims and subjects:" in r.stderr and said in r.stderr and \
        not (tmp_path / "o").exists(), r.stderr


@pytest.mark.parametrize("table, index, old, new", [
    ("prices.csv", 154, ",35.7608,2026-07-22,aws-cb-pricing-scrape-b3a54ae,", ",35.7608,2026-12-01,aws-cb-pricing-scrape-b3a54ae,"),
    ("measurements.csv", 1, ",neuron-inf2-throughput-decoder-81ce03a,2026-08-21,",
     ",neuron-inf2-throughput-decoder-81ce03a,2026-12-01,")])
def test_r31_a_value_dated_after_its_source_was_read_is_refused(tmp_path, table, index, old, new):
    """A06, A07: a price (or a run) dated 2026-12-01 from a source read on 2026-11-30 passed validate, and
    the price then counted as the freshest."""
    from trainium_report import dataset
    data = _edited_copy(tmp_path, table, index, old, new)
    found = [(p.line, p.field, p.value) for p in dataset.validate(data) if p.file.endswith(table)]
    assert (index + 1, "as_of", "2026-12-01") in found, found


@pytest.mark.parametrize("value, expected", [("bogus", '"total", as the project'), ("per_chip", '"total", as the project')])
def test_r31_a_metric_on_system_rule_is_the_projects(tmp_path, value, expected):
    """A18 (round 31): memory_capacity's on_system set to 'bogus' passed validate, and trn2.3xlarge silently
    lost its derived memory (103 GB) and bandwidth."""
    from trainium_report import dataset
    data = _data_copy(tmp_path)
    pkg = json.loads((data / "datapackage.json").read_text(encoding="utf-8"))
    pkg["x-metrics"]["memory_capacity"]["on_system"] = value
    (data / "datapackage.json").write_text(json.dumps(pkg, indent=1), encoding="utf-8")
    found = [(p.field, p.expected) for p in dataset.validate(data)]
    assert len(found) == 1 and found[0][0] == "x-metrics.memory_capacity.on_system" and \
        found[0][1].startswith(expected), found


@pytest.mark.parametrize("index, old, new, field", [
    (14, ",mla,512,64,1536,128,", ",mla,,64,1536,128,", "kv_lora_rank"),
    (14, ",256,8,1,2048,58,mla,", ",256,,1,2048,58,mla,", "experts_per_token"),
    (1, ",128256,,,,,,,,,,,,,", ",128256,,2,,2048,,,,,,,,,", "experts_per_token"),
    (1, ",128256,,,,,,,,,,,,,", ",128256,,,,,,,512,,,,,,", "kv_lora_rank")])
def test_r31_a_model_row_fills_the_columns_its_kind_needs(tmp_path, index, old, new, field):
    """A20: DeepSeek-V3 (attention mla) without kv_lora_rank passed validate and was priced with a KV cache
    of 3.9 kB a token (35.1 kB with it); A21: a dense Llama with experts_per_token and expert_ffn_size, or
    a grouped-query one with kv_lora_rank, passed and the fields were silently ignored."""
    from trainium_report import dataset
    data = _edited_copy(tmp_path, "models.csv", index, old, new)
    found = [(p.line, p.field) for p in dataset.validate(data) if p.file.endswith("models.csv")]
    assert (index + 1, field) in found, found


@pytest.mark.parametrize("old, new, field", [
    (",us-east-2,capacity_block,capacity_block,system,35.7608,", ",us-east-2,on_demand,capacity_block,system,35.7608,",
     "pricing_model"),
    (",us-east-2,capacity_block,capacity_block,system,35.7608,", ",US-EAST-2,capacity_block,capacity_block,system,35.7608,",
     "region"),
    (",us-east-2,capacity_block,capacity_block,system,35.7608,", ",mars-north-1,capacity_block,capacity_block,system,35.7608,",
     "region")])
def test_r31_a_price_names_a_pricing_model_and_region_that_fit(tmp_path, old, new, field):
    """A26: a Capacity Block row marked on_demand passed and was used as a Capacity Block price by one rule,
    an on-demand one by another; A27: a trn2 price in 'US-EAST-2' or 'mars-north-1' passed and dropped out
    of every estimate ('no price in the allowed regions')."""
    from trainium_report import dataset
    data = _edited_copy(tmp_path, "prices.csv", 154, old, new)
    found = [(p.line, p.field) for p in dataset.validate(data) if p.file.endswith("prices.csv")]
    assert (155, field) in found, found


MIXTRAL_8X7B = {"architectures": ["MixtralForCausalLM"], "_name_or_path": "mistralai/Mixtral-8x7B-Instruct-v0.1",
                "hidden_size": 4096, "intermediate_size": 14336, "num_hidden_layers": 32, "num_attention_heads": 32,
                "num_key_value_heads": 8, "vocab_size": 32000, "num_local_experts": 8, "num_experts_per_tok": 2,
                "tie_word_embeddings": False}


def test_r31_a_mixtral_config_is_its_own_model(tmp_path, capsys):
    """C36: Mixtral-8x7B's own config.json was refused: '8x7B' read as 7B against the shape's 46.7B (8 experts
    of 7B sharing attention: at most 56B)."""
    (tmp_path / "config.json").write_text(json.dumps(MIXTRAL_8X7B), encoding="utf-8")
    r = run_main(capsys, "model", tmp_path / "config.json")
    assert r.returncode == 0 and "46.7" in r.stdout, r.stdout + r.stderr


def test_r31_a_name_stating_the_active_size_is_its_model():
    """C38: Llama-4-Scout-17B-16E's config was refused, its name stating the 17B a token uses of 109B."""
    from trainium_report.shapes import size_fits, stated_size
    assert stated_size("meta-llama/Llama-4-Scout-17B-16E-Instruct") == 17e9
    assert stated_size("mistralai/Mixtral-8x22B-v0.1") == 176e9
    assert size_fits(17e9, 108.6e9, 17.2e9) and size_fits(176e9, 140.6e9) and not size_fits(7e9, 46.7e9, 12.9e9)


def _fp8_training_run(tmp_path, mfu: float) -> tuple[Path, float]:
    """A runs CSV of one FP8 training run of Llama 3.1 8B on one trn2.48xlarge at `mfu` of its FP8 peak
    (specs.csv's), and the run's tokens a second."""
    from trainium_report import dataset, performance
    ds = dataset.load()
    peak = float(dataset.systems(ds).loc["trn2.48xlarge", "fp8_dense_tflops"]) * 1e12
    n = performance.model_shape(ds, "llama-3.1-8b").active_params
    tokens_per_s = mfu * peak / (6 * n)
    head = (ROOT / "scenarios" / "examples" / "my-runs.csv").read_text(encoding="utf-8").splitlines()[0]
    row = dict.fromkeys(head.split(","), "")
    row.update(run_id="my-fp8", entity_id="trn2.48xlarge", nodes="1", phase="training", model_name="Llama-3.1-8B",
               model_id="llama-3.1-8b", tp="8", pp="1", dp="8", batch="1", global_batch="1024", seq_len="8192",
               weight_dtype="fp8", compute_dtype="fp8", sequences_per_s=f"{tokens_per_s / 8192:.6g}", as_of="2026-11-01")
    (tmp_path / "runs.csv").write_text(head + "\n" + ",".join(row.values()) + "\n", encoding="utf-8")
    return tmp_path / "runs.csv", float(row["sequences_per_s"]) * 8192


@pytest.mark.parametrize("precision", ["fp8", "bf16"])
def test_r31_an_fp8_training_run_is_measured_against_the_fp8_peak(tmp_path, precision):
    """C26-C28: an FP8 run at 60% of the FP8 peak was refused as an MFU of 1.17 (of the BF16 peak); one
    accepted was applied to the FP8 peak at twice its measured speed, and to a BF16 estimate silently."""
    from trainium_report import costs, dataset, scenario
    runs, tokens_per_s = _fp8_training_run(tmp_path, 0.6)
    (tmp_path / "s.yaml").write_text(
        f"scenario: s\nworkload: training\nmodel: llama-3.1-8b\nprecision: {precision}\ncandidates: [trn2.48xlarge]\n"
        "training_chips: 16\ntrain_tokens: 1.0e+10\nattention_flops: false\nprice_basis: aws_capacity_block\n"
        f"measurements: {runs}\n", encoding="utf-8")
    if precision == "bf16":     # an FP8 run says nothing of a BF16 estimate: refused, not dropped (c77, round 32)
        with pytest.raises(scenario.ScenarioError, match="computes in fp8, and this scenario trains in bf16"):
            scenario.load(tmp_path / "s.yaml")
        return
    p = scenario.load(tmp_path / "s.yaml")
    out, _ = costs.training_estimate(dataset.load(p["data_dir"]), p)
    row = out.set_index("candidate").loc["trn2.48xlarge"]
    if precision == "fp8":      # one system, as measured: the run's own speed (to the 0.1% between the
        # system's FP8 peak in specs.csv, the run's denominator, and 16 of its chip's, the estimate's)
        assert row["days"] == pytest.approx(1e10 / tokens_per_s / 86400, rel=2e-3) and \
            "your 1 fp8 training run(s)" in row["mfu_source"], (row["days"], row["mfu_source"])


def test_r31_more_replicas_than_chips_is_said_of_dp(tmp_path, capsys):
    """C24: tp 1 with dp 128 on a trn2.48xlarge (16 chips) blamed entity_id ('weights over the 0.125 chip
    the run used: the wrong system or TP?'), never dp."""
    doc = json.loads((EXAMPLES / "my-vllm-run.json").read_text())     # 256 in flight: 2 for each of 128 replicas
    (tmp_path / "run.json").write_text(json.dumps({**doc, "max_concurrency": 256, "num_prompts": 256, "completed": 256}))
    (tmp_path / "s.yaml").write_text(
        f"scenario: s\nmodel: llama-3.1-8b\nprice_basis: aws_capacity_block\nmeasurements: {{file: "
        f"{tmp_path / 'run.json'}, entity_id: trn2.48xlarge, tp: 1, dp: 128}}\n", encoding="utf-8")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    problems = [ln for ln in r.stderr.splitlines() if ln.startswith("  - ")]
    assert r.returncode == 1 and len(problems) == 1 and "field 'measurements.dp': got '128', expected at most the " \
        "16 chip(s) of 1 x trn2.48xlarge" in problems[0], r.stderr


def test_r31_predict_given_a_benchmark_json_says_what_it_reads(tmp_path, capsys):
    """C45: predict on a one-line vLLM JSON said 'line 1: got an empty file'."""
    (tmp_path / "run.json").write_text(json.dumps(json.loads((EXAMPLES / "my-vllm-run.json").read_text())),
                                       encoding="utf-8")
    r = run_main(capsys, "predict", tmp_path / "run.json")
    assert r.returncode == 1 and "predict reads a CSV of runs in the columns of data/measurements.csv" in r.stderr \
        and "empty file" not in r.stderr, r.stderr


@pytest.mark.parametrize("key, value", [("mlp_only_layers", [0, 100]), ("mlp_only_layers", [-1]),
                                        ("mlp_only_layers", [47, 47]), ("decoder_sparse_step", 1000)])
def test_r31_a_qwen3_moe_config_names_layers_it_does_not_have(tmp_path, capsys, key, value):
    """C101, C102: mlp_only_layers [0, 100, -1, 47, 47] on 48 layers, or decoder_sparse_step 1000, were
    accepted ('experts in 0 of 48 layers'), or blamed on the name."""
    doc = json.loads((EXAMPLES / "configs" / "qwen3-30b-a3b-config.json").read_text(encoding="utf-8"))
    doc[key] = value
    (tmp_path / "config.json").write_text(json.dumps(doc), encoding="utf-8")
    r = run_main(capsys, "model", tmp_path / "config.json")
    assert r.returncode == 1 and f"key '{key}'" in r.stderr, r.stdout + r.stderr


@pytest.mark.parametrize("extra, key", [(", attention: mla, qk_rope_head_dim: 64", "model_shape.kv_lora_rank"),
                                        (", experts_per_token: 2", "model_shape.experts_per_token"),
                                        (", kv_lora_rank: 512", "model_shape.kv_lora_rank")])
def test_r31_an_inline_shape_fills_the_columns_its_kind_needs(tmp_path, capsys, extra, key):
    """A38: an inline MLA shape with qk_rope_head_dim and no kv_lora_rank was priced with a 64-wide KV cache;
    A39: experts_per_token with no experts was silently dense. The rule is models.csv's."""
    shape = ("{layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 128, "
             f"vocab_size: 128256{extra}}}")
    (tmp_path / "s.yaml").write_text(f"scenario: s\nmodel_shape: {shape}\n", encoding="utf-8")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 1 and f"key '{key}'" in r.stderr, r.stderr


def test_r31_a_published_training_run_s_cores_add_up(tmp_path, capsys):
    """A40: trn1-training-l2 (32 trn1.32xlarge, 1,024 NeuronCores) with dp 1000 (tp x pp x dp = 32,000) passed
    validate: the cores rule covered serving runs only."""
    data = _edited_copy(tmp_path, "measurements.csv", 79, "trn1-training-l2,trn1.32xlarge,32,training,"
                        "Llama-3.1-8B pre-training,llama-3.1-8b,32,1,32,", "trn1-training-l2,trn1.32xlarge,32,training,"
                        "Llama-3.1-8B pre-training,llama-3.1-8b,32,1,1000,")
    r = run_main(capsys, "validate", data)
    assert r.returncode == 1 and "measurements.csv, line 80, field 'tp': got '32'" in r.stdout, r.stdout


def test_r31_the_recommendation_reads_an_before_an_eighty_thousand():
    """A43: 'pays back an 80,000 USD port' beside '74,478 USD a month saved on a 80,314 USD GPU bill'."""
    import re
    from trainium_report import dataset, decision, explain, present, scenario
    p = scenario.load(DEFAULT, overrides={"price_overrides": {"trn2.48xlarge": 12.0},
                                          "candidates": ["trn2.48xlarge", "p5.48xlarge"]})
    dec = decision.Decision.from_params(dataset.load(p["data_dir"]), p)
    pt = dec.point()
    text = explain.recommendation(dec, pt, decision.mc_summary(dec.monte_carlo(), p["horizon_months"]))
    said = [(m[1], m[2]) for m in re.finditer(r"\b(a|an) ([\d,]+ USD)", text)]
    assert text.startswith("**Port to") and f"{present.usd(pt['spend'])} GPU bill" in text and \
        len(said) >= 2 and all(present.article(n) == a for a, n in said), text


def test_r31_the_one_page_brief_carries_no_page_number_of_the_report(tmp_path):
    """A45: brief.pdf, page 1 alone, said '1 / 50' in its footer."""
    import pikepdf
    import weasyprint
    from pypdf import PdfReader
    from trainium_report.publishing import pdf
    doc = weasyprint.HTML(string='<p>first page</p><p style="break-before: page">second page</p>').write_pdf()
    with pikepdf.open(io.BytesIO(doc)) as report:
        pdf._stamp_numbers(report)
        report.save(tmp_path / "report.pdf")
    assert PdfReader(tmp_path / "report.pdf").pages[0].extract_text().split() == ["first", "page", "1", "/", "2"]
    pdf.write_brief(tmp_path / "report.pdf", tmp_path / "brief.pdf")
    assert PdfReader(tmp_path / "brief.pdf").pages[0].extract_text().split() == ["first", "page"]


def test_r31_a_run_short_of_open_files_names_the_limit(monkeypatch, tmp_path):
    """B33: under ulimit -n 40 each notebook said 'cannot start: OSError: [Errno 24] Too many open files:
    .../04-inference.ipynb', blaming the notebook, with no word of the limit."""
    import errno
    import resource
    import types
    from trainium_report.publishing import run
    monkeypatch.setattr(resource, "getrlimit", lambda which: (40, 4096) if which == resource.RLIMIT_NOFILE
                        else (resource.RLIM_INFINITY,) * 2)
    job = types.SimpleNamespace(notebook=tmp_path / "04-inference.ipynb", out=tmp_path / "out.ipynb")
    said = run.failure_message(job, OSError(errno.EMFILE, "Too many open files"))
    assert said.endswith("Too many open files; limited by the open-file limit: ulimit -n is 40, and a build is "
                         "known to run with 256?"), said
    assert "limited by" not in run.failure_message(job, OSError(errno.ENOENT, "No such file"))


def test_r31_a_kept_run_whose_record_is_emptied_is_kept_anew(tmp_path, monkeypatch):
    """B42: a section.json emptied on disk made every later build run all four notebooks again: the
    unreadable entry was a miss but never removed, and the new run was not kept since the entry existed."""
    from trainium_report import cache
    from trainium_report.publishing import run, shared
    monkeypatch.setattr(cache, "CACHE_DIR", tmp_path / "cache")
    monkeypatch.setattr(cache, "enabled", lambda: True)
    out = tmp_path / "w" / "01-x.ipynb"
    out.parent.mkdir()
    out.write_text("{}", encoding="utf-8")
    job = run.Job(scenario="s", notebook=tmp_path / "01-x.ipynb", scenario_file=None, params={}, out=out,
                  figures=tmp_path / "w" / "figs", cache_key="k1")
    shared.store_result(run.Result(job, True, 1.0, section={"headings": []}))
    assert shared.cached_result(job) is not None                       # kept, and found
    (tmp_path / "cache" / "sections" / "k1" / "section.json").write_text("", encoding="utf-8")
    assert shared.cached_result(job) is None                           # damaged: a miss ...
    shared.store_result(run.Result(job, True, 1.0, section={"headings": []}))
    assert shared.cached_result(job) is not None                       # ... and kept again by the next run


@pytest.mark.parametrize("host", ["awsdocs-neur\u043en.readthedocs-hosted.com", "xn--awsdocs-neuron-x0b.readthedocs-hosted.com"])
def test_r31_a_source_host_that_reads_as_another_is_warned_of(tmp_path, capsys, host):
    """D48, D49: a source whose host held a Cyrillic look-alike passed validate and was linked; the shipped
    data linked an AnandTech article through a punycode spam subdomain 26 times."""
    from trainium_report import dataset
    data = _edited_copy(tmp_path, "sources.csv", 16, "https://awsdocs-neuron.readthedocs-hosted.com/",
                        f"https://{host}/")
    said = [w for w in dataset.source_warnings(data) if "sources.csv, line 17: the url of 'neuron-trn2-arch-latest'" in w]
    assert len(said) == 1 and "a look-alike name or a mirror on another's domain?" in said[0], said


def test_r31_the_shipped_sources_have_no_host_that_reads_as_another():
    from trainium_report import dataset
    assert not [w for w in dataset.source_warnings() if "a look-alike name or a mirror" in w]


def test_r31_a_source_url_with_an_apostrophe_is_linked():
    """D47: https://en.wikipedia.org/wiki/Moore's_law passed validate but was plain text in the sources
    table (the cell pattern stopped at the apostrophe); an attribute break-out stays impossible."""
    from trainium_report.publishing import render
    out = render.sanitize_html(render.link_urls("<td>https://en.wikipedia.org/wiki/Moore's_law</td>"))
    assert """<a href="https://en.wikipedia.org/wiki/Moore's_law">""" in out, out
    out = render.sanitize_html(render.link_urls('<td>https://a.example/"onmouseover="alert(1)</td>'))
    assert "<a " not in out, out                      # a double quote ends no href: no link at all


def test_r31_a_headline_too_long_for_the_index_says_it_was_cut():
    """D35: a headline past 1,000 characters (a long model name) stopped mid-word, with no word of the cut."""
    from trainium_report.publishing import render
    text = "Stay on GPUs: for serving " + "Verylongmodelname " * 80 + "the bill is 2.93x."
    got = render.cut_said(text, render.HEADLINE_CHARS)
    assert len(got) <= render.HEADLINE_CHARS and got.endswith(f"... (cut: {len(text):,} characters; the report "
                                                                "holds the whole sentence)"), got
    assert got.split(" ... (cut")[0].endswith("Verylongmodelname")        # at a word's end
    assert render.cut_said("short", 1000) == "short"


def test_r31_a_published_mfu_of_a_percent_written_as_a_fraction_is_refused(tmp_path):
    """A56: two GPU training MFUs of 0.43 and 0.375 entered as 0.0001 and 0.0002 passed validate, and the
    GPU took 18,200 days to pre-train an 8B model."""
    from trainium_report import dataset
    data = _edited_copy(tmp_path, "efficiency.csv", 1, "NVIDIA GPU,training,mfu,bf16,0.43,", "NVIDIA GPU,training,mfu,bf16,0.0001,")
    found = [(p.line, p.field, p.value) for p in dataset.validate(data) if p.file.endswith("efficiency.csv")]
    assert found == [(2, "value", "0.0001")], found


@pytest.mark.parametrize("edit, role, count", [("drop", "rack_claim", 0), ("twice", "rack_subject", 2)])
def test_r31_a_role_read_as_one_id_is_checked_by_validate_and_the_build(tmp_path, capsys, edit, role, count):
    """A58, A59: subjects.csv without its rack_claim row (or with rack_subject twice) passed validate; the
    build stopped 45 s in, in notebook 02."""
    data = _data_copy(tmp_path)
    lines = (data / "subjects.csv").read_text(encoding="utf-8").splitlines()
    if edit == "drop":
        lines = [ln for ln in lines if not ln.startswith("rack_claim,")]
    else:
        lines.append("rack_subject,trn2.48xlarge,,notebooks/02-generations.ipynb,a second one")
    (data / "subjects.csv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    r = run_main(capsys, "validate", data)
    assert r.returncode == 1 and f"subjects.csv: the role '{role}' has {count} ids" in r.stdout, r.stdout
    (tmp_path / "s.yaml").write_text(f"scenario: s\ndata_dir: {data}\n", encoding="utf-8")
    r = run_main(capsys, "build", tmp_path / "s.yaml", "--out", tmp_path / "o", "--figures", tmp_path / "f", "--quiet")
    assert r.returncode == 1 and f"the role '{role}' has {count} ids" in r.stderr and not (tmp_path / "o").exists(), \
        r.stderr


def test_r31_a_project_report_folder_that_cannot_be_written_is_said_up_front(tmp_path, capsys, monkeypatch):
    """B37: in a read-only checkout the build stopped on 'OSError: [Errno 30] Read-only file system:
    .../report/.build-...', after Matplotlib's warnings; --out on a read-only file system was checked up front."""
    from trainium_report import inputs
    real = inputs.folder_problem
    monkeypatch.setattr(inputs, "folder_problem", lambda path, write=True: "it lies on a read-only file system"
                        if Path(path).name == "report" else real(path, write))
    r = run_main(capsys, "build", DEFAULT, "--quiet")
    assert r.returncode == 1 and "the project's report/ folder" in r.stderr and "read-only file system; give --out " \
        "a folder this user can write in; nothing was built" in r.stderr, r.stderr


def test_r31_page_one_prints_a_title_short_enough_to_leave_room_for_the_answer():
    """D36: with a title of 2,000 characters (the most a scenario may give) page 1, and so the one-page
    brief, held the title and none of the answer."""
    import weasyprint
    from trainium_report.publishing import pdf
    title = "T" + "B" * 1999
    page = pdf._cover_html({"title": title, "scenario": "s"}, "v", "today", [], "<p>ANSWER-HERE</p>")
    doc = weasyprint.HTML(string=page).render()
    from pypdf import PdfReader
    text = PdfReader(io.BytesIO(doc.write_pdf())).pages[0].extract_text()
    assert "ANSWER-HERE" in text and "(cut: 2,000 characters; the HTML report holds the whole title)" in \
        text.replace("\n", " "), text[:400]


@pytest.mark.parametrize("char", ["\U000e0041", "\u200e", "\u200f", "\u061c", "\u180e", "\u206a", "\ufff9"])
def test_r32_direction_marks_format_controls_and_tags_are_refused_as_invisible(tmp_path, char):
    """D01 (round 32): a source title holding tag characters (U+E0041), LRM, RLM, ALM, U+180E, U+206A or
    U+FFF9 passed validate, where U+200B and U+202E are refused: each prints as nothing."""
    from trainium_report import dataset
    data = _edited_copy(tmp_path, "sources.csv", 16, "Neuron docs: Amazon EC2 Trn2 architecture",
                        f"Neuron docs: Amazon EC2 Trn2{char} architecture")
    found = [(p.line, p.field, p.expected) for p in dataset.validate(data) if p.file.endswith("sources.csv")]
    assert any(line == 17 and field == "title" and "invisible" in exp for line, field, exp in found), found


@pytest.mark.parametrize("command", ["specs", "claims"])
def test_r32_specs_and_claims_warn_of_a_dataset_validate_refuses(tmp_path, capsys, command):
    """A19, A21 (round 32): with Trainium2's bandwidth entered in GB/s as TB/s units (a plausibility error
    in validate), specs served 2.9 GB/s and claims computed its verdicts without a word."""
    at = _data_line(ROOT / "data" / "specs.csv", "trainium2,memory_bandwidth,2.9,TB/s,,,neuron-trainium2-")
    data = _edited_copy(tmp_path, "specs.csv", at - 1, "trainium2,memory_bandwidth,2.9,TB/s",
                        "trainium2,memory_bandwidth,0.0029,TB/s")
    args = ("specs", "trainium2", "memory_bandwidth", "--data-dir", data) if command == "specs" else \
        ("claims", "--data-dir", data)
    r = run_main(capsys, *args)
    assert "warning: " in r.stderr and f"specs.csv, line {at}" in r.stderr and \
        "validate and the build refuse this dataset" in r.stderr, r.stderr


def test_r32_a_run_in_a_precision_the_chip_has_no_peak_for_is_refused(tmp_path, capsys):
    """c46 (round 32): an FP8 run on p4d.24xlarge (A100: specs.csv gives no FP8 peak) was accepted and
    fitted against the BF16 peak without a word."""
    (tmp_path / "s.yaml").write_text(
        f"scenario: s\nmodel: llama-3.1-8b\ncandidates: [p4d, p5]\nmeasurements: {{file: "
        f"{EXAMPLES / 'my-vllm-run.json'}, entity_id: p4d.24xlarge, tp: 8, precision: fp8}}\n", encoding="utf-8")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert r.returncode == 1 and "field 'measurements.precision': got 'fp8', expected a precision a100" in r.stderr \
        and "no fp8 peak" in r.stderr, r.stderr


def test_r32_a_training_scenario_with_no_aws_option_left_summarises(tmp_path):
    """A60 (round 32): FP8 training with a deadline no AWS option meets stopped notebook 05 on
    'NoneType object is not subscriptable' (explain.summary read the verdict's basis when there was none)."""
    from trainium_report import dataset, decision, explain, scenario
    (tmp_path / "s.yaml").write_text("scenario: s\nworkload: training\nmodel: llama-3.1-8b\nprecision: fp8\n"
                                     "train_tokens: 1.0e+12\ntraining_chips: 64\ndeadline_days: 30\n", encoding="utf-8")
    p = scenario.load(tmp_path / "s.yaml")
    ds = dataset.load(p["data_dir"])
    dec = decision.Decision.from_params(ds, p)
    out = explain.summary(dec, None, None, None, decision.by_basis(ds, p))
    assert not out["comparable"] and "breakeven" not in out, out


def test_r32_a_checkout_whose_cache_cannot_be_written_keeps_out_of_the_home_folder(tmp_path):
    """B22, B39 (round 32): with .cache read-only, MPLCONFIGDIR and IPYTHONDIR were left unset and the
    kernels wrote ~/.ipython/profile_default/history.sqlite (the README: no command writes into HOME)."""
    import os
    import subprocess
    import sys
    script = """
import os, trainium_report
print(os.environ["MPLCONFIGDIR"]); print(os.environ["IPYTHONDIR"])
"""
    env = {k: v for k, v in os.environ.items() if k not in ("MPLCONFIGDIR", "IPYTHONDIR")}
    env["HOME"] = str(tmp_path / "home")
    # os.access is what the package asks: made to say no for the project's .cache, as a read-only mount would
    pre = ("import os; real = os.access; os.access = lambda p, m, **k: False if str(p).endswith('.cache') "
           "and m == os.W_OK else real(p, m, **k)\n")
    r = subprocess.run([sys.executable, "-c", pre + script], capture_output=True, text=True, env=env, timeout=120)
    mpl, ipy = r.stdout.split()
    assert r.returncode == 0 and not mpl.startswith(str(tmp_path / "home")) and ".cache" not in mpl and \
        "trainium-report-" in ipy, r.stdout + r.stderr
    assert not Path(ipy).parent.exists()            # removed when the process ended


def test_r32_your_runs_too_few_to_fit_alone_are_said_so(tmp_path, capsys):
    """c45 (round 32): one vLLM run on p4d.24xlarge (A100: no published fit to rescale) excluded the
    candidate as having 'no measured serving runs for this platform', the user's run said nowhere."""
    from trainium_report import calibration
    (tmp_path / "s.yaml").write_text(
        f"scenario: s\nmodel: llama-3.1-8b\ncandidates: [p4d, p5]\nmeasurements: {{file: "
        f"{EXAMPLES / 'my-vllm-run.json'}, entity_id: p4d.24xlarge, tp: 8}}\n", encoding="utf-8")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    assert f"excluded: p4d.24xlarge: your 1 serving run(s) on a100-40gb are fewer than the {calibration.THIN_RUNS} " \
        "configurations a fit of its own needs" in r.stdout and "no measured serving runs" not in r.stdout, r.stdout


@pytest.mark.parametrize("shape, said", [
    ("kv_heads: 4, experts: 8, experts_per_token: 16, expert_ffn_size: 1024",
     "key 'model_shape.experts_per_token' is 16, expected at most experts (8)"),
    ("kv_heads: 5", "key 'model_shape.kv_heads' is 5, expected a divisor of attention_heads (32)")])
def test_r33_an_inline_shape_names_the_rule_it_breaks(capsys, shape, said):
    """A44 (round 32): experts_per_token 16 of 8 experts was 'key 'model_shape': model_shape: key
    'model_shape': kv_heads must divide attention_heads, and experts_per_token be at most experts',
    naming both rules, neither field, and model_shape three times."""
    r = run_main(capsys, "estimate", DEFAULT, "-y", "{model_shape: {layers: 32, hidden_size: 4096, ffn_size: 14336, "
                 f"attention_heads: 32, vocab_size: 128256, {shape}}}}}")
    assert r.returncode == 1 and f"default.yaml: {said}" in r.stderr and r.stderr.count("model_shape") == 1, r.stderr


@pytest.mark.parametrize("card, said", [
    ("90000000000", "field 'params_active_card': got '90000000000', expected a value <= params_total_card"),
    ("30000000", "field 'params_active_card': got '30,000,000', expected the active count the shape adds up to "
                 "within 1.25x: its layers, widths and experts per token give 3,353,020,416 (112x)"),
])
def test_r33_a_model_cards_active_count_is_checked_against_its_shape(tmp_path, capsys, card, said):
    """A48 (round 32): Qwen3 30B-A3B's params_active_card of 90e9 (three times its total; the shape gives
    3.35e9 active) or of 30e6 passed validate, and `model` showed 3.35 B active without a word."""
    data = _edited_copy(tmp_path, "models.csv", 9, "30000000000,3000000000,", f"30000000000,{card},")
    r = run_main(capsys, "validate", data)
    assert r.returncode == 1 and "models.csv, line 10, " + said in r.stdout, r.stdout


def test_r33_a_signal_in_a_worker_forked_before_its_handlers_kills_it_by_default():
    """B09 (round 32): SIGTERM while the build's workers forked printed 'Exception ignored in: <function
    _releaseLock>' (the build's handler raised in the child, inside logging's at-fork hook, which
    Python ignores) and the worker ran on. A process forked with the build's handler dies of the
    signal as it would by default; the build's own process still gets the exception."""
    import os, signal, time
    from trainium_report import publishing
    handler = publishing._signal_handler()
    old = signal.signal(signal.SIGTERM, handler)
    try:
        pid = os.fork()
        if pid == 0:
            code = 3
            try:
                os.kill(os.getpid(), signal.SIGTERM)
                time.sleep(2)
                code = 0
            except BaseException:
                code = 4                 # the handler raised here, as the build's process would
            finally:
                os._exit(code)
        _, status = os.waitpid(pid, 0)
        assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGTERM, status
        with pytest.raises(publishing._Interrupted):
            os.kill(os.getpid(), signal.SIGTERM)
            time.sleep(2)
    finally:
        signal.signal(signal.SIGTERM, old)


def test_r33_a_swallowed_signal_stops_the_build_within_the_check_interval():
    """B09 (round 32): a signal a library or a fork's hooks swallowed was acted on only when the next
    notebook finished (25 s later). `_completed` checks every CHECK_S seconds while it waits."""
    import time
    from concurrent.futures import ThreadPoolExecutor
    from trainium_report import publishing
    calls = []
    with ThreadPoolExecutor(1) as pool:
        futs = {pool.submit(time.sleep, 2 * publishing.CHECK_S + 0.6): 1}
        t0 = time.monotonic()
        got = list(publishing._completed(futs, lambda: calls.append(time.monotonic() - t0)))
    assert got == list(futs) and len(calls) >= 3 and calls[0] <= publishing.CHECK_S + 0.3, calls


def test_r33_a_text_the_charts_cannot_draw_is_warned_of_by_file_line_and_field(tmp_path, capsys):
    """D39 (round 30), d23 (round 29): a model named in Chinese printed as boxes in the charts and the
    PDF (the machine has no font with CJK), without a word. validate names the cell; the build, the
    scenario key too. U+4E2D is not in DejaVu Sans; U+00E9 and U+2013 are."""
    data = _edited_copy(tmp_path, "models.csv", 1, "llama-3.1-8b,Llama 3.1 8B,", "llama-3.1-8b,Llama 3.1 8B \u4e2d\u6587 caf\u00e9 \u2013,")
    r = run_main(capsys, "validate", data)
    assert r.returncode == 0 and f"warning: {data / 'models.csv'}, line 2, field 'name': '\u4e2d' U+4E2D CJK " \
        "UNIFIED IDEOGRAPH-4E2D, '\u6587' U+6587 CJK UNIFIED IDEOGRAPH-6587: no glyph in DejaVu Sans" in r.stderr \
        and "00E9" not in r.stderr and "2013" not in r.stderr, r.stderr
    from trainium_report import scenario
    assert scenario.glyph_warnings({"title": "T \u00e9", "measurements": [{"name": "x \u4e2d"}]}, "s.yaml") == [
        "warning: s.yaml: key 'measurements[0].name': '\u4e2d' U+4E2D CJK UNIFIED IDEOGRAPH-4E2D: no glyph in DejaVu "
        "Sans, the font of the charts and the PDF: they print there as boxes (the HTML report may show them)"]


def test_r33_a_price_where_its_family_is_not_offered_is_refused(tmp_path, capsys):
    """A13 (round 32): p5.48xlarge priced on demand in eu-central-1 (a region availability.csv lists for
    aws, but not for p5) passed validate, and every estimate dropped it as 'p5 is not offered in
    eu-central-1' (A54). Capacity Blocks are not held to it: the dataset's own are sold in regions of
    their own list (five rows)."""
    data = _edited_copy(tmp_path, "prices.csv", 73, "p5.48xlarge,aws,us-east-1,on_demand", "p5.48xlarge,aws,eu-central-1,on_demand")
    r = run_main(capsys, "validate", data)
    assert r.returncode == 1 and "prices.csv, line 74, field 'region': got 'eu-central-1', expected a region " \
        "availability.csv lists p5 in (ap-northeast-1, ap-northeast-2, ap-south-1, " in r.stdout, r.stdout


@pytest.mark.parametrize("char, kind", [
    ("\u034f", "invisible character U+034F"), ("\u17b4", "invisible character U+17B4"),
    ("\u180b", "invisible character U+180B"), ("\u200c", "invisible character U+200C"),
    ("\u200d", "invisible character U+200D"), ("\ufe0f", "invisible character U+FE0F"),
    ("\U000110bd", "invisible character U+110BD"), ("\U00013430", "invisible character U+13430"),
    ("\U0001bca0", "invisible character U+1BCA0"), ("\U0001d173", "invisible character U+1D173"),
    ("\U000e0100", "invisible character U+E0100"), ("\U000f0000", "private-use character U+F0000"),
    ("\ue000", "private-use character U+E000"), ("\ufffe", "unassigned code point U+FFFE"),
    ("\uffff", "unassigned code point U+FFFF"), ("\u2065", "unassigned code point U+2065")])
def test_r33_every_format_private_use_or_unassigned_character_is_refused_by_name(tmp_path, char, kind):
    """D01 (round 33): of a source title holding U+034F CGJ, U+17B4, U+180B, ZWNJ, ZWJ, VS16, U+110BD,
    U+13430, U+1BCA0, U+1D173, VS17, private use, U+FFFE, U+FFFF or unassigned U+2065, only U+2800 was
    refused: the rule listed characters; it is now Unicode's categories (Cc, Cf, Cs, Co, Cn) and the
    marks that print blank, each named."""
    from trainium_report import dataset
    data = _edited_copy(tmp_path, "sources.csv", 16, "Neuron docs: Amazon EC2 Trn2 architecture",
                        f"Neuron docs: Amazon EC2 Trn2{char} architecture")
    found = [(p.line, p.field, p.expected) for p in dataset.validate(data) if p.file.endswith("sources.csv")]
    assert any(line == 17 and field == "title" and exp.endswith(f"; it holds the {kind}")
               for line, field, exp in found), found


@pytest.mark.parametrize("text", ["caf\u00e9 \u2013 \u00b5s \u2264 1", "\u4e2d\u6587", "\U0001f600", "A\u0301",
                                  "\U0001fae8", "\U00031350"])
def test_r33_letters_marks_and_symbols_that_print_pass(text):
    """The category rule refuses no printing text: accented letters, a dash, CJK, an emoji, a
    combining accent; nor an emoji or an ideograph of a Unicode newer than Python's tables (U+1FAE8,
    Unicode 15; U+31350, CJK Extension H), which those tables call unassigned."""
    from trainium_report import inputs
    assert inputs.CONTROL_RE.search(text) is None


def test_r33_a_tab_in_a_data_cell_is_refused(tmp_path, capsys):
    """D35 (round 33): an entities.csv name 'NVIDIA H100<TAB>X (p5)' passed validate and chart
    01-chip-vs-system drew the tab as a box; a scenario's texts refuse a tab for that reason."""
    rows = (ROOT / "data" / "entities.csv").read_text(encoding="utf-8").split("\n")
    i = next(n for n, r in enumerate(rows) if r.startswith("p5.48xlarge,"))
    name = rows[i].split(",")[1]
    data = _edited_copy(tmp_path, "entities.csv", i, f"p5.48xlarge,{name},", f"p5.48xlarge,{name}\tX,")
    r = run_main(capsys, "validate", data)
    assert r.returncode == 1 and f"entities.csv, line {i + 1}, field 'name': got '{name}\\\\tX', expected a cell " \
        "without a tab" in r.stdout, r.stdout


def test_r33_a_source_url_with_a_user_part_is_warned_of(tmp_path, capsys):
    """D03 (round 33): https://aws.amazon.com@evil.example/x passed validate without a word and the
    report linked it: the host is evil.example, the part before '@' only reads as AWS's."""
    rows = (ROOT / "data" / "sources.csv").read_text(encoding="utf-8").split("\n")
    url = re.search(r"https://[^,\"]+", rows[16])[0]
    data = _edited_copy(tmp_path, "sources.csv", 16, url, "https://aws.amazon.com@evil.example/x")
    r = run_main(capsys, "validate", data)
    assert r.returncode == 0 and "sources.csv, line 17: the url of " in r.stderr and "has a user part " \
        "'aws.amazon.com' before its host 'evil.example': it links to 'evil.example'" in r.stderr, r.stderr


@pytest.mark.parametrize("args", [("specs", "trn2.48xl\u0430rge"), ("model", "ll\u0430ma-3.1-70b"),
                                  ("specs", "trn2.48xlarge", "mem\u043ery_capacity")])
def test_r33_a_look_alike_id_on_the_command_line_is_named(capsys, args):
    """D25 (round 33): `specs trn2.48xlаrge` (a Cyrillic а) said 'unknown entity' and listed a name that
    reads the same, never naming the letter, where a scenario's check does."""
    r = run_main(capsys, *args)
    assert r.returncode == 1 and "it holds non-ASCII characters ('" in r.stderr and "CYRILLIC SMALL LETTER" in \
        r.stderr and "a look-alike letter?" in r.stderr, r.stderr


def test_r33_a_title_wider_than_its_chart_wraps_and_does_not_widen_it():
    """D21 (round 33): a config.json's 3,000-character _name_or_path in a chart title made
    04-memory-fit 2,354 px wide, its plot squeezed into the left two-thirds. A title wider than its
    figure wraps onto lines that fit; one that fits is left on its line."""
    import io as _io
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from PIL import Image
    from trainium_report.plots import output

    def chart(title):
        fig, ax = plt.subplots(figsize=(7, 4))
        ax.plot([1, 2], [1, 2])
        ax.set_title(title)
        out = output.render(fig, "x", None)
        return Image.open(_io.BytesIO(out["png"])).size, title

    (short, _), (long_, _) = chart("Short"), chart("Serving " + "M" * 3000 + " in bf16")
    assert long_[0] <= short[0] * 1.2 and long_[1] > short[1], (short, long_)


@pytest.mark.parametrize("entity, tp, ok", [("trn1.32xlarge", 16, False), ("inf2.48xlarge", 12, False),
                                            ("trn1.32xlarge", 32, True), ("trn2.48xlarge", 64, True)])
def test_r33_half_the_cores_is_lnc2_on_trainium2_and_later_only(tmp_path, capsys, entity, tp, ok):
    """C27 (round 33): a vLLM run on trn1.32xlarge at tp 16 (half its 32 NeuronCores) was taken as LNC=2
    and fitted with all 16 chips' bandwidth; Trainium1 and Inferentia2 have no LNC=2 (Neuron's
    compiler: 'on trn1, only lnc=1 is supported'). trn2.48xlarge at 64 of 128 is LNC=2, its default."""
    (tmp_path / "s.yaml").write_text(
        f"scenario: s\nmodel: llama-3.1-8b\ncandidates: [inf2, trn1, trn2, p5]\nmeasurements: {{file: "
        f"{EXAMPLES / 'my-vllm-run.json'}, entity_id: {entity}, tp: {tp}}}\n", encoding="utf-8")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    said = f"field 'measurements.tp': got '{tp}', expected tp x pp x dp ({tp} NeuronCores) to use the {2 * tp} " \
           f"NeuronCores of 1 x {entity} (it has no LNC=2"
    assert (said not in r.stderr) if ok else (r.returncode == 1 and said in r.stderr), r.stderr



@pytest.mark.parametrize("chip, value, entity, tp, ok", [("trainium", "2", "trn1.32xlarge", 16, True),
                                                         ("trainium2", None, "trn2.48xlarge", 64, False)])
def test_lnc2_is_read_from_the_chips_specs(tmp_path, capsys, data_copy, chip, value, entity, tp, ok):
    """Which chips group two NeuronCores into one logical core is a sourced spec (logical_core_max in
    specs.csv), not a rule on family and generation in code: a data folder that gives Trainium1 a
    logical_core_max of 2 accepts a trn1 run on half its cores; one without Trainium2's refuses trn2's
    LNC=2 default, and says which row is missing."""
    specs = data_copy / "specs.csv"
    rows = specs.read_text(encoding="utf-8").split("\n")
    at = [i for i, r in enumerate(rows) if r.startswith(f"{chip},logical_core_max,")]
    assert len(at) == 1
    if value is None:
        del rows[at[0]]
    else:
        rows[at[0]] = rows[at[0]].replace(",logical_core_max,1,", f",logical_core_max,{value},")
    specs.write_text("\n".join(rows), encoding="utf-8")
    (tmp_path / "s.yaml").write_text(
        f"scenario: s\ndata_dir: {data_copy}\nmodel: llama-3.1-8b\ncandidates: [inf2, trn1, trn2, p5]\n"
        f"measurements: {{file: {EXAMPLES / 'my-vllm-run.json'}, entity_id: {entity}, tp: {tp}}}\n", encoding="utf-8")
    r = run_main(capsys, "estimate", tmp_path / "s.yaml")
    said = f"(it has no LNC=2: specs.csv gives {chip} no logical_core_max of 2"
    assert (said not in r.stderr and r.returncode == 0) if ok else (r.returncode == 1 and said in r.stderr), r.stderr

def _first_run_dated(tmp_path, capsys, date: str):
    """`estimate` with the example runs (my-runs.csv), its first run dated `date`."""
    rows = (EXAMPLES / "my-runs.csv").read_text(encoding="utf-8").split("\n")
    assert ",2026-08-21," in rows[1] and "neuron-nxdi-llama70b-81ce03a" in rows[1]
    rows[1] = rows[1].replace(",2026-08-21,", f",{date},")
    (tmp_path / "r.csv").write_text("\n".join(rows), encoding="utf-8")
    (tmp_path / "s.yaml").write_text("scenario: s\nmeasurements: r.csv\n", encoding="utf-8")
    return run_main(capsys, "estimate", tmp_path / "s.yaml")


def test_r33_your_run_dated_after_its_source_was_read_is_refused(tmp_path, capsys):
    """C33 (round 33): a row of your runs citing neuron-nxdi-llama70b-81ce03a (read 2026-11-30) dated
    2026-12-02 was taken; the same row in data/measurements.csv is refused by validate."""
    r = _first_run_dated(tmp_path, capsys, "2026-12-02")
    assert r.returncode == 1 and "r.csv, line 2, field 'as_of': got '2026-12-02', expected a date on or before " \
        "2026-11-30, the day its source neuron-nxdi-llama70b-81ce03a was read" in r.stderr, r.stderr


def test_r33_predict_counts_only_the_runs_it_predicted_and_says_why_of_the_others(tmp_path, capsys):
    """C38 (round 33): a run on a100-80gb (no fit in the dataset) printed '1 run(s) predicted' with the
    fit and every prediction blank, and no reason."""
    import csv as _csv
    rows = list(_csv.reader(io.StringIO((EXAMPLES / "my-runs.csv").read_text(encoding="utf-8"))))
    head, run = rows[0], rows[1][:]
    # an 8B model, so that the run is possible on four A100s (a run the checks find impossible is not
    # predicted either, and says so: round 37's A62)
    for k, v in dict(run_id="x", entity_id="a100-80gb", nodes="4", tp="4", model_id="llama-3.1-8b",
                     model_name="Llama-3.1-8B").items():
        run[head.index(k)] = v
    with open(tmp_path / "r.csv", "w", newline="", encoding="utf-8") as f:
        _csv.writer(f).writerows([head, run])
    r = run_main(capsys, "predict", tmp_path / "r.csv")
    assert "0 run(s) predicted" in r.stdout and "not predicted: x: no fit for its platform a100-80gb (the published " \
        "runs fit h100-sxm, " in r.stdout and "warning" not in r.stderr, (r.stdout, r.stderr)


@pytest.mark.parametrize("key, value, said", [
    ("num_key_value_heads", None, "32 heads / 32 KV heads"),     # LlamaConfig: null is num_attention_heads
    ("hidden_size", None, "key 'hidden_size' is null, expected a whole number (a llama shape needs it)")])
def test_r33_a_null_in_a_config_reads_as_the_key_left_out(tmp_path, capsys, key, value, said):
    """M22, M25 (round 33): num_key_value_heads: null (LlamaConfig reads None as num_attention_heads)
    and DeepSeek-V3's q_lora_rank: null (a full-rank q_proj; Moonlight-16B-A3B ships it) were refused
    as 'missing', where the key left out takes its default. A null with no default is said as null."""
    doc = json.loads((EXAMPLES / "configs" / "llama-3.1-8b-config.json").read_text(encoding="utf-8"))
    doc[key] = value
    (tmp_path / "config.json").write_text(json.dumps(doc), encoding="utf-8")
    r = run_main(capsys, "model", tmp_path / "config.json")
    out = r.stdout + r.stderr
    assert said in out and (r.returncode == 0) == (key == "num_key_value_heads"), out


def test_r33_a_deepseek_config_with_a_null_q_lora_rank_is_full_rank(tmp_path, capsys):
    """M22 (round 33): DeepSeek-V3's shape with q_lora_rank: null was 'missing'; without the key it was
    read as 0 (a full-rank query projection): the same now, the same parameters."""
    doc = dict(architectures=["DeepseekV3ForCausalLM"], model_type="deepseek_v3", hidden_size=7168,
               intermediate_size=18432, moe_intermediate_size=2048, num_attention_heads=128, num_key_value_heads=128,
               num_hidden_layers=61, first_k_dense_replace=3, moe_layer_freq=1, n_routed_experts=256,
               n_shared_experts=1, num_experts_per_tok=8, kv_lora_rank=512, qk_nope_head_dim=128,
               qk_rope_head_dim=64, v_head_dim=128, vocab_size=129280)
    outs = []
    for q in ("absent", None):
        d = dict(doc) if q == "absent" else {**doc, "q_lora_rank": q}
        (tmp_path / "config.json").write_text(json.dumps(d), encoding="utf-8")
        r = run_main(capsys, "model", tmp_path / "config.json")
        assert r.returncode == 0, r.stderr
        outs.append(r.stdout)
    assert outs[0] == outs[1] and "B total" in outs[0], outs


def test_r33_a_ctrl_c_before_the_runs_begin_leaves_no_work_folder(tmp_path, monkeypatch):
    """B09 (round 33): SIGINT the moment report/.build-* appeared left it there, empty, until the next
    build (the interrupt came between its creation and the runs' own cleanup)."""
    from trainium_report import publishing
    from trainium_report.contract import WORK_PREFIX

    def stop(*a, **k):
        raise KeyboardInterrupt
    monkeypatch.setattr(publishing, "plan_runs", stop)
    with pytest.raises(KeyboardInterrupt):
        publishing.build([DEFAULT], out=tmp_path / "out", figures=tmp_path / "fig", progress=False)
    assert (tmp_path / "out").is_dir() and not list((tmp_path / "out").glob(WORK_PREFIX + "*")), \
        list((tmp_path / "out").iterdir())


@pytest.mark.parametrize("after", [0.2, 0.6])
def test_r33_ctrl_c_while_the_command_starts_ends_in_one_line(tmp_path, after):
    """B01, B10 (round 33): SIGINT in the first seconds of `trainium-report build` (while pandas and
    matplotlib load, five seconds on a busy machine) printed a 33-line KeyboardInterrupt traceback."""
    import subprocess
    import sys as _sys
    import time as _time
    command = Path(_sys.executable).parent / "trainium-report"
    p = subprocess.Popen([str(command), "validate"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                         preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    _time.sleep(after)
    p.send_signal(signal.SIGINT)
    err = p.communicate(timeout=60)[1]
    assert p.returncode == 130 and "Traceback" not in err and len(err.strip().splitlines()) == 1, err


def test_r33_a_library_that_cannot_be_mapped_under_ulimit_v_names_the_limit(monkeypatch, tmp_path):
    """B33 (round 33): under ulimit -v 700000 both notebooks failed on NumPy's 48-line ImportError
    ('libscipy_openblas64_...so: failed to map segment from shared object'), with no word of the limit."""
    import resource
    import types
    from trainium_report.publishing import run
    monkeypatch.setattr(resource, "getrlimit", lambda which: (700000 * 1024, resource.RLIM_INFINITY)
                        if which == resource.RLIMIT_AS else (4096, 4096) if which == resource.RLIMIT_NOFILE
                        else (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
    job = types.SimpleNamespace(notebook=tmp_path / "04-inference.ipynb", out=tmp_path / "out.ipynb")
    exc = ImportError("libscipy_openblas64_-ff651d7f.so: failed to map segment from shared object")
    assert run.failure_message(job, exc).endswith("; limited by the address-space limit: ulimit -v is 700,000 KB "
                                                  "(threads and libraries reserve address space well beyond the "
                                                  "memory they use)?")
    assert "limited by" not in run.failure_message(job, ImportError("No module named 'x'"))


def test_r33_a_percent_claim_states_the_figure_of_its_quote(tmp_path, capsys):
    """a45 (round 33): 'up to 70% lower cost per inference' entered as claimed 170 passed validate and the
    audit printed 'up to 170%' (a cost below zero). A percent claim's figures are the quote's."""
    data = _edited_copy(tmp_path, "claims.csv", 2, ",inferentia,,70,,percent,", ",inferentia,,170,,percent,")
    r = run_main(capsys, "validate", data)
    assert r.returncode == 1 and "claims.csv, line 3: claim 'inf1-vs-ec2-cost-per-inference-70pct' gives 170, " \
        "where its quote states 70%" in r.stdout, r.stdout


@pytest.mark.parametrize("claimed", ["45", "70"])
def test_r34_a_percent_claims_quote_of_several_figures_is_cut_to_its_own(tmp_path, capsys, claimed):
    """A29 (round 34): with the quote 'up to 70% lower cost per inference and 45% less power', a cost claim
    of 45 passed (45 is in the quote: the power's). A percent claim's quote states its own figures only."""
    data = _edited_copy(tmp_path, "claims.csv", 2, ",up to 70% lower cost per inference,cost_per_inference,inferentia,,70,",
                        f",up to 70% lower cost per inference and 45% less power,cost_per_inference,inferentia,,{claimed},")
    r = run_main(capsys, "validate", data)
    assert r.returncode == 1 and f"gives {claimed}, where its quote states 45%, 70%" in r.stdout, r.stdout


@pytest.mark.parametrize("kind", ["symlink", "file"])
def test_r33_a_cache_folder_that_is_a_symlink_is_not_written_through(tmp_path, kind):
    """B42 (round 33): with .cache a symlink out of the project, the build said 'a symlink leading out of
    its folder and the project (not followed); the project cache is off' and then wrote Matplotlib's
    font list and IPython's history through it. The package's own settings take a temporary folder."""
    import os
    import subprocess
    import sys as _sys
    pkg = tmp_path / "checkout" / "trainium_report"
    pkg.mkdir(parents=True)
    for name in ("__init__.py", "libhome.py"):       # the package's start-up, alone
        (pkg / name).write_text((ROOT / "trainium_report" / name).read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "elsewhere").mkdir()
    if kind == "symlink":
        (tmp_path / "checkout" / ".cache").symlink_to(tmp_path / "elsewhere")
    else:              # B32 (round 34): a file; Matplotlib warned 'mkdir failed' before the project's message
        (tmp_path / "checkout" / ".cache").write_text("garbage", encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if k not in ("MPLCONFIGDIR", "IPYTHONDIR")}
    got = subprocess.run([_sys.executable, "-c", "import os, trainium_report; print(os.environ['MPLCONFIGDIR']); "
                          "print(os.environ['IPYTHONDIR'])"], cwd=tmp_path / "checkout", env=env,
                         capture_output=True, text=True, timeout=60).stdout.split()
    assert len(got) == 2 and not any(g.startswith(str(tmp_path)) for g in got), got      # a temporary folder


def test_r33_a_stop_after_a_report_was_published_says_the_index_was_not_updated():
    """B45 (round 33): SIGINT just after a scenario was published stopped the build with 'published
    before the signal: report/default', and index.html, not rewritten, still gave the old headline."""
    from trainium_report import publishing
    said = str(publishing.BuildInterrupted("SIGINT", ["report/default"]))
    assert said.startswith("interrupted by SIGINT: published before the signal: report/default; index.html not "
                           "updated"), said
    assert "index.html" not in str(publishing.BuildInterrupted("SIGINT", ["report/default"], indexed=True))
    assert "index.html" not in str(publishing.BuildInterrupted("SIGTERM", []))


def test_r34_a_long_word_broken_for_the_screen_is_still_cut_in_print():
    """d33, d34 (round 34): a 10,001-letter source title printed whole in its PDF claim card (2.5 pages of
    W): the report's HTML now breaks long words (<wbr> every 30 letters, for the screen), and the cut
    for print measured the text between two <wbr> only. The run is the text with its breaks."""
    from trainium_report.publishing import render
    body = render.break_long_words("<div><i>T" + "W" * 10_000 + "</i></div>")
    assert body.count("<wbr>") > 300
    out = render.break_long_words(render.cut_long_texts(body))
    assert "[...cut in print: 10,001 characters; the HTML report holds the whole text]" in out, out[-300:]
    assert len(out.replace("<wbr>", "")) < 3_200


@pytest.mark.parametrize("url, odd", [('https://ex.example/a"onmouseover="alert(1)', '" percent-encoded (%22)'),
                                      ("https://ex.example/a<b>{c}", "< > { } percent-encoded (%3C, %3E, %7B, %7D)")])
def test_r34_a_source_url_with_a_character_it_would_carry_encoded_is_refused(tmp_path, capsys, url, odd):
    """d20 (round 34): a URL holding a raw '"' passed validate and the report showed it as plain text, not
    linked, without a word (the README says every source URL is a link)."""
    data = _set_cell(tmp_path, "sources.csv", 17, "url", url)
    r = run_main(capsys, "validate", data)
    assert r.returncode == 1 and "sources.csv, line 18, field 'url': got " in r.stdout and \
        f"expected a URL with {odd}, as a browser's address bar writes them" in r.stdout, r.stdout


def test_r34_a_horizon_of_one_month_is_one_month(capsys):
    """A38 (round 34): with horizon_months 1 the headline said 'pays back within 1 months'."""
    from trainium_report import present
    assert (present.span(1), present.span(12), present.span(1000, "day")) == ("1 month", "12 months", "1,000 days")
    r = run_main(capsys, "estimate", DEFAULT, "-p", "horizon_months", "1")
    assert r.returncode == 0 and "1 months" not in r.stdout + r.stderr, r.stdout


def test_r35_a_run_dated_years_before_its_chip_is_refused(tmp_path, capsys):
    """C29 (round 35): a trn2.48xlarge run dated 2020-01-01 (Trainium2 first available 2024-12-03) was
    taken, in your runs and in data/measurements.csv alike. A run may predate its chip's sale by a
    preview (up to PREVIEW_DAYS), not by years; one dated before its source was published is kept
    (the dataset has eleven: a run is measured, then written up)."""
    r = _first_run_dated(tmp_path, capsys, "2020-01-01")
    assert r.returncode == 1 and "r.csv, line 2, field 'as_of': got '2020-01-01', expected a date at most 365 days " \
        "before trainium2 was first available (2024-12-03" in r.stderr, r.stderr
    assert "first available" not in _first_run_dated(tmp_path, capsys, "2024-03-01").stderr   # a preview's date


@pytest.mark.parametrize("quote", ["AWS claims the instances offer between 30 and 40% better price performance",
                                   "AWS claims the instances offer 30 to 40 per cent better price performance",
                                   "AWS claims 30\u201440% better price performance"])
def test_r35_a_percent_range_written_as_the_press_writes_it_is_read(tmp_path, capsys, quote):
    """A14-A16 (round 35): 'between 30 and 40%', '30 to 40 per cent' and '30—40%' were read as 40% or none,
    and a valid claim of 30-40 refused with a false statement."""
    data = _set_cell(tmp_path, "claims.csv", lambda r: r[0] == "trn2-vs-p5e-price-performance-30-40pct", "quote", quote)
    r = run_main(capsys, "validate", data)
    assert r.returncode == 0, r.stdout


@pytest.mark.parametrize("url, said", [("https://[::1/x", "its address does not parse"),
                                       ("https:///foo", "it names no host"),
                                       ("https://github.com:99999/", "its address does not parse (Port out of range"),
                                       ("https://exa%mple.com/", "a '%' that starts no escape")])
def test_r35_a_source_url_no_browser_can_open_is_refused(tmp_path, capsys, url, said):
    """A20, A21 (round 35): a URL with no host, a port out of range, a broken %-escape or IPv6 bracket
    passed validate (https?://\\S+ was the only check) and the report linked it."""
    data = _set_cell(tmp_path, "sources.csv", 17, "url", url)
    r = run_main(capsys, "validate", data)
    assert r.returncode == 1 and "sources.csv, line 18, field 'url'" in r.stdout and \
        f"expected a URL a browser can open: {said}" in r.stdout, r.stdout


def test_r35_a_look_alike_host_shows_its_ascii_form_and_its_letters(tmp_path, capsys):
    """d19 (round 35): 'https://аws.amazon.com/x' (a Cyrillic а) was warned of as a host 'which reads
    аws.amazon.com': the same string twice. The ASCII form is its punycode; the letter is named."""
    data = _set_cell(tmp_path, "sources.csv", 17, "url", "https://\u0430ws.amazon.com/x")
    r = run_main(capsys, "validate", data)
    assert "CYRILLIC SMALL LETTER A" in r.stderr and "which is, in ASCII, 'xn--" in r.stderr, r.stderr


def test_r35_a_deadline_of_one_day_and_a_long_cell_counted_whole(tmp_path, capsys):
    """A26, A27 (round 35): 'past the deadline of 1 days'; a tab in a 5,010-character note was said as
    '(81 characters)', the cell counted after it was cut to 80."""
    s = write_scenario(tmp_path, "b4", workload="training", model="llama-3.1-8b", train_tokens="1.0e+12",
                       training_chips=16, deadline_days=1)
    r = run_main(capsys, "estimate", s)
    assert "deadline of 1 day (" in r.stdout + r.stderr and "1 days" not in r.stdout + r.stderr, r.stdout + r.stderr
    data = _set_cell(tmp_path, "claims.csv", 1, "note", "tab\there " + "X" * 5000)
    r = run_main(capsys, "validate", data)
    assert "expected a cell without a tab" in r.stdout and "(5,0" in r.stdout and "(81 characters)" not in r.stdout, \
        r.stdout


def test_r35_the_index_breaks_a_long_word_as_the_report_does(tmp_path):
    """d40 (round 35): a model name ending in 300 letters ran both index tables off the page (the report
    broke the word; index.html had no <wbr>)."""
    from trainium_report import publishing
    from trainium_report.publishing import render
    res = publishing.ScenarioResult(name="s", ok=True, html=tmp_path / "s" / "report.html")
    (tmp_path / "s").mkdir()
    (tmp_path / "s" / "report.html").write_text("<html></html>", encoding="utf-8")   # the index lists a report
    (tmp_path / "s" / "headline.txt").write_text("Serving " + "M" * 300, encoding="utf-8")
    page = render.write_index(tmp_path, [res]).read_text(encoding="utf-8")
    assert "M" * 30 in page and "M" * 300 not in page and "<wbr>" in page


def test_r35_a_long_name_beside_a_bar_does_not_widen_its_chart():
    """d12, d39 (round 35): a 10,000-letter system name (cut to 150 characters) made 01-chip-vs-system
    3,619 px wide, the bars in a quarter of it; a 1,990-character platform 05-scorecard 2,491 px. A tick
    label is cut to MAX_TICK_TEXT (80: the default report's longest is 66)."""
    import io as _io
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from PIL import Image
    from trainium_report.plots import output

    def width(name):
        fig, ax = plt.subplots(figsize=(7, 4))
        ax.barh([0, 1], [1, 2])
        ax.set_yticks([0, 1], ["p5.48xlarge", name])
        return Image.open(_io.BytesIO(output.render(fig, "x", None)["png"])).size[0]
    assert width("Trn2" + "W" * 10_000) <= width("W" * output.MAX_TICK_TEXT) + 5 < 2_500     # was 3,619


def test_r36_a_day_that_does_not_exist_is_said_once(tmp_path, capsys):
    """C08, C09, C77 (round 36): a run dated 2026-02-30 was refused twice, the second time as 'at most 365
    days before trainium2 was first available (2024-12-03)': false, the impossible day read as year 1."""
    r = _first_run_dated(tmp_path, capsys, "2026-02-30")
    assert r.returncode == 1 and "field 'as_of': got '2026-02-30', expected a date that exists" in r.stderr and \
        "first available" not in r.stderr, r.stderr


def test_r36_multi_head_and_multi_query_attention_are_named_so(tmp_path, capsys):
    """C58 (round 36): a config with num_key_value_heads null (as many KV heads as heads) printed
    'grouped-query attention, 32 heads / 32 KV heads'."""
    doc = json.loads((EXAMPLES / "configs" / "llama-3.1-8b-config.json").read_text(encoding="utf-8"))
    for kv, said in ((None, "multi-head attention, 32 heads / 32 KV heads"), (1, "multi-query attention, 32 heads / 1 KV"),
                     (8, "grouped-query attention, 32 heads / 8 KV")):
        (tmp_path / "config.json").write_text(json.dumps({**doc, "num_key_value_heads": kv}), encoding="utf-8")
        r = run_main(capsys, "model", tmp_path / "config.json")
        assert said in r.stdout, r.stdout


def test_r36_a_platform_name_the_charts_cannot_draw_is_warned_of_and_matplotlib_stays_quiet():
    """d30, d32 (round 36): other_platform_scores' key '平台 🫨' got no warning (the walk read values, not
    keys), and Matplotlib's 'Glyph 24179 missing from font(s) DejaVu Sans' warnings, with this
    checkout's absolute path, were published twelve times in the report's scorecard section."""
    import warnings
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from trainium_report import scenario
    from trainium_report.plots import output
    said = scenario.glyph_warnings({"other_platform_scores": {"\u5e73\u53f0": {"performance": 3}}}, "p.yaml")
    assert len(said) == 1 and said[0].startswith("warning: p.yaml: key 'other_platform_scores' has a key ") and \
        "U+5E73 CJK UNIFIED IDEOGRAPH-5E73" in said[0], said
    with warnings.catch_warnings(record=True) as seen:     # the filters as a notebook has them
        fig, ax = plt.subplots()
        ax.barh([0], [1])
        ax.set_yticks([0], ["\u5e73\u53f0"])
        output.render(fig, "x", None)
    assert not [w for w in seen if "missing from font" in str(w.message)], [str(w.message) for w in seen]


def test_r36_a_price_or_a_quote_dated_years_before_its_chip_is_refused(tmp_path, capsys):
    """A21, A31 (round 36): a trn2.48xlarge price dated 2020-01-01 passed validate, and a quote dated
    2019-01-01 priced it first without a word (Trainium2 first available 2024-12-03), where a run so
    dated is refused."""
    data = _set_cell(tmp_path, "prices.csv", lambda r: r[0] == "trn2.48xlarge", "as_of", "2020-01-01")
    r = run_main(capsys, "validate", data)
    assert r.returncode == 1 and "field 'as_of': got '2020-01-01', expected a date at most 365 days before " \
        "trainium2 was first available (2024-12-03" in r.stdout, r.stdout
    r = run_main(capsys, "estimate", DEFAULT, "-y", "{quote_date: 2019-01-01, price_max_age_days: 36500, candidates: "
                 "[trn2.48xlarge, p5], price_overrides: {trn2.48xlarge: 30}}")
    assert r.returncode == 1 and "key 'quote_date' is '2019-01-01' for the quote of 'trn2.48xlarge': expected a date " \
        "at most 365 days before trainium2" in r.stderr, r.stderr


def test_r36_a_candidate_written_with_a_space_takes_its_quote(capsys):
    """A27 (round 36): candidates ['trn2.48xlarge ', p5] was taken (and shown with its space), but its quote
    in price_overrides was 'not in candidates'."""
    r = run_main(capsys, "estimate", DEFAULT, "-y", '{candidates: ["trn2.48xlarge ", p5], price_overrides: '
                 "{trn2.48xlarge: 30}}")
    assert r.returncode == 0 and "not in 'candidates'" not in r.stderr and "your quote" in r.stdout, r.stderr


def test_r36_a_fullwidth_percent_and_a_shared_expert_count_of_zero(tmp_path, capsys):
    """A42, A34 (round 36): 'up to 70％ lower cost' (U+FF05, as CJK press writes it) refused a valid claim
    of 70; model_shape.shared_experts -1 was 'expected a whole number > 0', where 0 is taken."""
    data = _set_cell(tmp_path, "claims.csv", lambda r: r[0] == "inf1-vs-ec2-cost-per-inference-70pct", "quote",
                     "up to 70\uff05 lower cost per inference")
    assert run_main(capsys, "validate", data).returncode == 0
    r = run_main(capsys, "estimate", DEFAULT, "-y", "{model_shape: {layers: 48, hidden_size: 2048, ffn_size: 6144, "
                 "attention_heads: 32, kv_heads: 4, vocab_size: 151936, experts: 128, experts_per_token: 8, "
                 "expert_ffn_size: 768, shared_experts: -1}}")
    assert "key 'model_shape.shared_experts' is -1, expected a whole number from 0 to 16" in r.stderr, r.stderr
