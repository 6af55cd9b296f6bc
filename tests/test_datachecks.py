"""The plausibility checks of data/checks.yaml (issue 23: data tests declared beside the tables,
with severities, run by validate): each kind fires on a slip planted in a copy of the data and
names the file, line and check; a warning lists and passes, an error fails validate."""
import csv
import shutil
from pathlib import Path

import pytest

from trainium_report import dataset, datachecks
from helpers import run_main


@pytest.fixture
def data_copy(tmp_path):
    dst = tmp_path / "data"
    shutil.copytree(dataset.DATA_DIR, dst)
    return dst


def _set(path: Path, match: dict, column: str, value: str) -> int:
    """Set `column` to `value` on the first row matching `match`; its line number."""
    rows = list(csv.DictReader(path.open(newline="")))
    i = next(i for i, r in enumerate(rows) if all(r[k] == v for k, v in match.items()))
    rows[i][column] = value
    with path.open("w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0]), lineterminator="\n")
        w.writeheader()
        w.writerows(rows)
    return i + 2


def _findings(d: Path) -> list:
    return datachecks.run(dataset.load(d))


def test_the_published_data_passes_every_check():
    assert [str(f) for f in _findings(dataset.DATA_DIR) if f.severity == "error"] == []


def test_a_bandwidth_in_the_wrong_unit_is_an_error_naming_line_and_check(data_copy):
    match = {"entity_id": "trainium2", "metric": "memory_bandwidth", "unit": "TB/s",
             "source_id": "neuron-trainium2-7c165a3"}
    tbs = float(next(r for r in csv.DictReader((data_copy / "specs.csv").open(newline=""))
                     if all(r[k] == v for k, v in match.items()))["value"])          # 2.9 today: read, not pinned
    line = _set(data_copy / "specs.csv", match, "unit", "GB/s")
    text = [str(f) for f in _findings(data_copy)]
    assert any(f"specs.csv, line {line}" in t and "check 'chip-memory-bandwidth'" in t and t.startswith("error")
               for t in text), text
    # the system rows (16 and 64 chips: 46.4 and 185.6 TB/s) both state 1,000x 16 and 64 chips of 2.9 GB/s: the
    # chip's own row is named, with the 2.9 TB/s they give
    assert any("check 'system-is-its-chips'" in t and f"line {line}, field 'value': got '{tbs / 1000:g} TB/s "
               f"(trainium2, memory_bandwidth)', expected about {tbs:g} TB/s" in t for t in text), text


def test_a_swapped_precision_is_a_warning_that_does_not_fail_validate(data_copy, capsys):
    # on MI300X: no system states its FP8 total (a chip figure off its systems' sums is an error) and no run
    line = _set(data_copy / "specs.csv", {"entity_id": "mi300x", "metric": "compute", "precision": "fp8",
                                          "sparsity": "dense"}, "value", "653.7")
    found = [f for f in _findings(data_copy) if f.check == "fp8-over-bf16"]
    assert len(found) == 1 and found[0].severity == "warning" and found[0].problem.line == line
    assert "0.5x" in str(found[0])                      # 653.7 / 1307.4, worked by hand
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 0 and "fp8-over-bf16" in r.stderr and "warning(s) above" in r.stdout


def test_a_system_price_entered_per_chip_is_an_error(data_copy):
    line = _set(data_copy / "prices.csv", {"entity_id": "p5en.48xlarge", "pricing_model": "spot"}, "usd_per_hour",
                "0.2")                                   # 0.2 USD for 8 chips: 0.025 a chip-hour, under 0.05
    found = [f for f in _findings(data_copy) if f.check == "price-per-chip-hour"]
    assert [(f.problem.line, f.problem.value) for f in found] == [(line, "0.025 USD per hour per chip")]


def test_spot_above_on_demand_on_the_same_date_is_a_warning(data_copy):
    rows = list(csv.DictReader((data_copy / "prices.csv").open(newline="")))
    od = {(r["entity_id"], r["provider"], r["region"], r["as_of"]): r for r in rows if r["pricing_model"] == "on_demand"}
    spot = next(r for r in rows if r["pricing_model"] == "spot"
                and (r["entity_id"], r["provider"], r["region"], r["as_of"]) in od)
    high = float(od[(spot["entity_id"], spot["provider"], spot["region"], spot["as_of"])]["usd_per_hour"])
    line = _set(data_copy / "prices.csv", {"entity_id": spot["entity_id"], "pricing_model": "spot",
                                           "region": spot["region"], "as_of": spot["as_of"]},
                "usd_per_hour", f"{high * 1.5:.4f}")
    found = [f for f in _findings(data_copy) if f.check == "spot-not-above-on-demand"]
    assert [f.problem.line for f in found] == [line] and found[0].severity == "warning"


def test_an_error_fails_validate_and_names_the_check(data_copy, capsys):
    _set(data_copy / "specs.csv", {"entity_id": "trn2.48xlarge", "metric": "memory_capacity", "value": "1536"},
         "value", "15360")
    r = run_main(capsys, "validate", data_copy)
    assert r.returncode == 1 and "check 'system-is-its-chips'" in r.stdout and "16 x trainium2's" in r.stdout


@pytest.mark.parametrize("text, expected", [
    ("- {id: x, severity: fatal, kind: range, why: y, where: {}, min: 0, max: 1}", "error or warning"),
    ("- {id: x, severity: error, kind: median, why: y}", "one of range, ratio"),
    ("- {id: x, severity: error, kind: range, why: y, where: {}, min: low, max: 1}", "a finite number"),
    ("- {id: x, severity: error, kind: range, why: y, where: {}, min: 0}", "the key 'max'"),
    ("- {id: x, severity: error, kind: range, why: y, where: {colour: red}, min: 0, max: 1}", "a check the tables can answer"),
    ("just text", "a YAML list of checks"),
])
def test_a_broken_checks_file_is_named(data_copy, text, expected):
    # a check the tables cannot answer is found when the checks run: beside the project's (a folder may add
    # checks, never drop one), as the other problems are found in the file alone
    kept = (data_copy / "checks.yaml").read_text() if "colour" in text else ""
    (data_copy / "checks.yaml").write_text(kept + text + "\n")
    text = [str(f) for f in _findings(data_copy)]
    assert text and all(t.startswith("error") and "checks.yaml" in t for t in text) and expected in text[0], text


def test_the_findings_are_kept_per_dataset_but_follow_an_edit_of_the_checks_file(data_copy):
    """`run` is computed once per dataset (each scenario check asks); an edit of checks.yaml in the
    same process, the dataset unchanged, is seen at once: a fresh error, then none once put back."""
    ds = dataset.load(data_copy)
    assert [f for f in datachecks.run(ds) if f.severity == "error"] == []
    text = (data_copy / "checks.yaml").read_text()
    first = datachecks.run(ds)
    first.append("a caller's own change")                   # a copy: the kept findings do not change
    assert "a caller's own change" not in datachecks.run(ds)
    (data_copy / "checks.yaml").write_text(text + "- {id: planted, severity: error, kind: range, why: planted, "
                                           "where: {metric: memory_bandwidth, entity_kind: chip}, unit: TB/s, "
                                           "min: 0, max: 0.001}\n")
    assert dataset.load(data_copy) is ds                     # checks.yaml is not part of the data version
    planted = [f for f in datachecks.run(ds) if f.check == "planted"]    # every chip's bandwidth is over 1 GB/s
    assert planted and all(f.severity == "error" and f.problem.file.endswith("specs.csv") for f in planted), planted
    (data_copy / "checks.yaml").write_text(text)
    assert [f for f in datachecks.run(ds) if f.severity == "error"] == []
