"""Your own runs: a CSV that is its own source, vLLM's and LLMPerf's JSON mapped onto the columns of
data/measurements.csv, and errors that name the file and the field."""
import json
from pathlib import Path

import pytest

from trainium_report import calibration, dataset, scenario, yourruns

ROOT = Path(__file__).resolve().parent.parent
EX = ROOT / "scenarios" / "examples"


def test_the_vllm_json_is_the_published_run_it_copies(ds):
    got = yourruns.read({"file": str(EX / "my-vllm-run.json"), "entity_id": "trainium2", "nodes": 2, "tp": 8},
                        ds, {"model": "llama-3.1-8b", "precision": "bf16"}).iloc[0]
    pub = ds.measurements.set_index("run_id").loc["trn2-vllmneuron-llama31-8b-c2"]
    for col in ("entity_id", "nodes", "tp", "batch", "input_len", "output_len", "ttft_ms", "tpot_ms", "tpot_kind",
                "batching", "model_id", "weight_dtype", "as_of"):
        assert got[col] == pub[col], col
    assert got["source_id"] == "your file my-vllm-run.json"
    # scored alike: the model predicts the JSON's run as it predicts the published row
    a, _ = calibration.predict(ds, got.to_frame().T.assign(line=0))
    b, _ = calibration.predict(ds, ds.measurements[ds.measurements["run_id"] == "trn2-vllmneuron-llama31-8b-c2"])
    assert a["predicted_tpot_ms"].iloc[0] == pytest.approx(b["predicted_tpot_ms"].iloc[0])


def test_the_llmperf_summary_is_the_published_run_it_copies(ds):
    got = yourruns.read({"file": str(EX / "my-llmperf-summary.json"), "entity_id": "trn1.32xlarge", "tp": 32,
                         "precision": "fp16", "batching": "static"}, ds, {"model": "llama-3.1-70b"}).iloc[0]
    pub = ds.measurements.set_index("run_id").loc["optneuron-tgi-trn1-llama3-70b-bs4-c2"]
    assert got["tpot_kind"] == "includes_ttft" == pub["tpot_kind"]
    for col in ("batch", "input_len", "output_len", "tp"):
        assert got[col] == pub[col], col
    assert got["ttft_ms"] == pytest.approx(pub["ttft_ms"]) and got["tpot_ms"] == pytest.approx(pub["tpot_ms"])


@pytest.mark.parametrize("doc,field,expected", [
    ({"max_concurrency": None, "completed": 5, "total_input_tokens": 10, "total_output_tokens": 10,
      "median_ttft_ms": 1.0, "median_tpot_ms": 1.0}, "max_concurrency", "--max-concurrency"),
    ({"max_concurrency": 4, "completed": 5, "total_input_tokens": 10, "total_output_tokens": 1000,
      "median_ttft_ms": "fast", "median_tpot_ms": 1.0, "model_id": "meta-llama/Llama-3.1-8B-Instruct"},
     "median_ttft_ms", "a finite number"),
    ({"max_concurrency": 4, "completed": 5, "total_input_tokens": 10, "total_output_tokens": 1000,
      "median_ttft_ms": 1.0, "median_tpot_ms": 1.0}, "model_id", "the name of the model the run served"),
    ({"hello": 1}, "", "vllm bench serve"),
])
def test_a_bad_json_names_the_file_and_the_field(ds, tmp_path, doc, field, expected):
    f = tmp_path / "bad.json"
    f.write_text(json.dumps(doc))
    with pytest.raises(dataset.DataError) as exc:
        yourruns.read({"file": str(f), "entity_id": "trn2.48xlarge", "tp": 16}, ds, {"model": "llama-3.1-8b"})
    p = exc.value.problems[0]
    assert p.file == str(f) and p.field == field and expected in p.expected


def test_not_json_and_a_mapping_without_the_system_are_stopped_up_front(tmp_path):
    (tmp_path / "runs.json").write_text("{not json")
    (tmp_path / "a.yaml").write_text("measurements: {file: runs.json, entity_id: trn2.48xlarge, tp: 16}\n")
    with pytest.raises(scenario.ScenarioError, match=r"runs.json.*not JSON \(line 1"):
        scenario.load(tmp_path / "a.yaml")
    (tmp_path / "b.yaml").write_text("measurements: runs.json\n")
    with pytest.raises(scenario.ScenarioError, match="does not say the system"):
        scenario.load(tmp_path / "b.yaml")


def test_the_shipped_runs_examples_are_fitted(ds):
    for name in ("your-runs-vllm", "your-runs-llmperf", "your-runs-csv"):
        params = scenario.load(EX / f"{name}.yaml")
        runs = calibration.your_runs(ds, params)
        assert len(runs) >= 1 and runs["source_id"].str.len().gt(0).all()
