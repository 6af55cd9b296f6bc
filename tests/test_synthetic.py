"""Unit tests on the tiny synthetic dataset (tests/synthetic/): every expected figure is worked by
hand from its round numbers, so a refresh of data/ edits none of them (issue 23's first test layer).

The synthetic rows: syn-chip (AWS, 100 TFLOPS dense BF16, 1 TB/s, 32 GB) and syn-gpu (NVIDIA,
400 TFLOPS, 2 TB/s, 80 GB), four of each in syn-chip.4x (10 USD/h on demand, 6 reserved) and
syn-gpu.4x (40 and 24); one model, syn-model (16 layers, hidden 2048, FFN 8192, 16 heads of 128,
4 KV heads, vocabulary 32,000); a published GPU training MFU of 0.4."""
import pytest

from trainium_report import claims, costs, datachecks, dataset, performance, pricing, scenario
from helpers import synthetic, write_scenario

# syn-model's parameters, by hand: per layer Q and O (2 x 2048 x 2048), K and V (2 x 2048 x 512),
# the gated MLP (3 x 2048 x 8192); untied input and output embeddings (2 x 32,000 x 2048)
LAYER = 2 * 2048 * 2048 + 2 * 2048 * 4 * 128 + 3 * 2048 * 8192
PARAMS = 16 * LAYER + 2 * 32_000 * 2048          # 1,104,150,528


@pytest.fixture(scope="module")
def syn(tmp_path_factory):
    d = synthetic(tmp_path_factory.mktemp("syn"))
    return d, dataset.load(d)


def _scenario(tmp_path, data_dir, **keys):
    base = dict(data_dir=str(data_dir), model="syn-model", candidates="[syn-chip.4x, syn-gpu.4x]",
                regions="[us-east-1]", price_basis="aws_on_demand")
    return scenario.load(write_scenario(tmp_path, "syn", **{**base, **keys}))


def test_the_synthetic_folder_passes_the_projects_schema(syn):
    d, ds = syn
    assert dataset.validate(d) == []
    assert sorted(ds.entities["entity_id"]) == ["syn-chip", "syn-chip.4x", "syn-gpu", "syn-gpu.4x"]


def test_the_shape_counts_the_parameters_by_hand(syn):
    _, ds = syn
    shape = performance.model_shape(ds, "syn-model")
    assert shape.params == pytest.approx(PARAMS, rel=1e-3)   # norms are a few thousand more at most


def test_training_time_and_cost_on_the_gpu_by_hand(syn, tmp_path):
    """6 x P x T FLOPs over 64 chips at 400 TFLOPS x MFU 0.4; 16 systems at 40 USD/h."""
    d, ds = syn
    params = _scenario(tmp_path, d, workload="training", train_tokens="1.0e11", training_chips=64)
    est, excluded = costs.training_estimate(ds, params)
    gpu = est.set_index("candidate").loc["syn-gpu.4x"]
    seconds = 6 * PARAMS * 1e11 / (64 * 400e12 * 0.4)
    assert gpu["systems"] == 16 and gpu["chips"] == 64 and gpu["mfu"] == 0.4
    assert gpu["days"] == pytest.approx(seconds / 86_400, rel=2e-3)
    assert gpu["cost_usd"] == pytest.approx(seconds / 3600 * 16 * 40, rel=2e-3)
    # the AWS side has no training MFU in the synthetic rows: excluded, and said why
    assert "syn-chip.4x" in set(excluded["candidate"])


@pytest.mark.parametrize("basis, chip, gpu", [("aws_on_demand", 10, 40), ("aws_commitment", 6, 24)])
def test_each_price_basis_picks_its_own_rows(syn, tmp_path, basis, chip, gpu):
    d, ds = syn
    params = _scenario(tmp_path, d, price_basis=basis)
    good, _ = costs.candidates_frame(ds, params)
    got = {g.cand.text: g.price["usd_per_hour"] for g in good}
    assert got == {"syn-chip.4x": chip, "syn-gpu.4x": gpu}


def test_one_chip_holds_the_synthetic_model(syn):
    """BF16 weights 2 x 1.10e9 bytes = 2.2 GB, well inside one 32 GB chip at 90% headroom."""
    assert performance.min_chips_to_fit(2 * PARAMS, 32, 0.9) == 1
    assert performance.min_chips_to_fit(2 * PARAMS, 2.0, 0.9) == 2      # 2.2 GB over 1.8 GB usable


def test_the_serving_cost_formula_by_hand():
    """A replica at 10 USD/h, batch 8, 128 in / 128 out, TTFT 0.1 s and a 20 ms step: a request
    holds the replica for its prefill (0.1 s, alone) and an eighth of 128 steps (0.32 s): 0.42 s for
    256 tokens, so a million tokens cost 10 / 3600 x 0.42 / 256 x 1e6 = 4.557 USD."""
    usd = costs.usd_per_m_tokens(10.0, 0.1, 0.02, 8, 128, 128)
    assert float(usd) == pytest.approx(4.5572917, rel=1e-7)


def test_the_claim_is_recomputed_from_the_synthetic_specs(syn):
    _, ds = syn
    a = claims.audit(ds).set_index("claim_id").loc["syn-gpu-vs-chip-compute-4x"]
    assert a["derived"] == 4.0 and a["verdict"] == "reproduced"      # 400 / 100 TFLOPS
    assert (a["subject_value"], a["baseline_value"]) == (400.0, 100.0)


def test_a_system_that_is_not_its_chips_is_found(syn, tmp_path):
    """The checks of data/checks.yaml on the synthetic rows: 4 x 32 GB is 128 GB; 140 is 9% over."""
    import shutil

    d = synthetic(tmp_path)
    shutil.copy(dataset.DATA_DIR / datachecks.CHECKS_FILE, d)
    assert [f for f in datachecks.run(dataset.load(d)) if f.severity == "error"] == []
    text = (d / "specs.csv").read_text().replace("syn-chip.4x,memory_capacity,128,", "syn-chip.4x,memory_capacity,140,")
    (d / "specs.csv").write_text(text)
    found = [str(f) for f in datachecks.run(dataset.load(d))]
    assert any("4 x syn-chip's = 128 GB" in f and "system-is-its-chips" in f for f in found), found


def test_a_data_folder_of_your_own_runs_every_section_on_your_scenario(syn, tmp_path):
    """The scenario-independent sections run once on the default scenario; with a data folder of
    your own the default's ids (llama-3.1-70b, trn2, p5 ...) are not in it, so they run on yours."""
    import types

    from trainium_report import publishing
    from trainium_report.publishing import shared

    d, ds = syn
    mine = write_scenario(tmp_path, "mine", data_dir=str(d), model="syn-model", candidates="[syn-chip.4x, syn-gpu.4x]",
                          regions="[us-east-1]")
    default = scenario.DEFAULT_FILE
    runs = [(p, scenario.load(p)) for p in (default, mine)]
    versions = {"default": dataset.load().version, "mine": ds.version}
    batch = types.SimpleNamespace(work=tmp_path / "work", pdf=False)
    plan = shared.plan_runs(runs, versions, publishing.notebooks(), batch, include_code=False)
    assert any(j.scenario_file is None for j in plan["default"])           # shared sections, as before
    assert plan["mine"] and all(j.scenario_file == mine for j in plan["mine"])


def test_a_role_the_data_folder_leaves_empty_is_named_with_the_folder(syn):
    from trainium_report import subjects

    d, ds = syn
    with pytest.raises(KeyError, match=f"{d / 'subjects.csv'} gives the role 'rack_subject' 0 ids"):
        subjects.one(ds, "rack_subject")


def test_too_few_generations_for_a_sentence_is_named_with_the_folder(syn):
    from trainium_report import subjects

    d, ds = syn
    assert subjects.generation(ds, "Trainium") == "syn-chip"
    with pytest.raises(KeyError, match=r"specs.csv gives 1 Trainium chip\(s\) \(entities.csv family 'Trainium'\)"):
        subjects.generation(ds, "Trainium", back=1)
