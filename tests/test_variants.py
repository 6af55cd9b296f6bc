"""The robust verdict (issue 19): the specification curve, the label it earns, the out-of-sample
band, leave-one-source-out validation, the break-even performance and `predict`."""
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from trainium_report import calibration, decision, pricing, scenario, variants
from helpers import run_main

ROOT = Path(__file__).resolve().parent.parent


# ---- the label --------------------------------------------------------------------

def test_a_variant_that_flips_the_verdict_makes_it_too_close_to_call():
    assert variants.verdict_label([1.3, 1.1, 1.05]) == "GPUs cheaper"
    assert variants.verdict_label([1.3, 1.1, 0.97]) == "too close to call"
    assert variants.verdict_label([0.7, 0.8]) == "AWS silicon cheaper"
    # every variant on one side, but the out-of-sample band reaches the other
    assert variants.verdict_label([1.2, 1.3], band_lo=0.95, band_hi=1.5) == "too close to call"
    assert variants.verdict_label([1.2, 1.3], band_lo=1.01, band_hi=1.5) == "GPUs cheaper"


def test_summary_names_the_flipping_variants(ds):
    """Through the real pipeline: a curve where one variant is pushed below 1x on the headline
    basis makes the label 'too close to call' and names that variant."""
    params = scenario.load(None)
    dec = decision.Decision.from_params(ds, params)
    cur = variants.curve(ds, params)
    basis = dec.base.basis
    head = cur[cur["basis"] == basis]
    assert (head["ratio"] > 1).all()        # the default on-demand headline: GPUs cheaper everywhere
    assert variants.summary(ds, dec, cur)["label"] == "GPUs cheaper"
    forced = cur.copy()
    k = forced.index[(forced["basis"] == basis) & (forced["group"] == "GQA KV re-read")][0]
    forced.loc[k, "ratio"] = 0.9
    s = variants.summary(ds, dec, forced)
    assert s["label"] == "too close to call" and s["low"] == 0.9
    assert s["flips"] == [f"GQA KV re-read: {forced.loc[k, 'variant']} (0.90x)"]


def test_the_curve_central_row_is_the_verdict_by_basis(ds):
    params = scenario.load(None)
    cur = variants.curve(ds, params)
    bb = decision.by_basis(ds, params).set_index("basis")
    central = cur[cur["group"] == "central"].set_index("basis")["ratio"]
    have = bb["ratio"].dropna()
    assert np.allclose(central[have.index], have)


def test_the_gqa_variant_refits_with_the_share_pinned_at_zero(ds):
    runs = calibration.decode_runs(ds)
    pinned = calibration.fit_runs(runs, {"gqa_kv_reread": 0.0})
    assert (pinned["gqa_kv_reread"].dropna() == 0).all()
    free = calibration.fit(ds)
    moved = [p for p in pinned.index if free.loc[p, "gqa_kv_reread"] > 0.05
             and free.loc[p, "decode_configs"] >= calibration.THIN_RUNS]   # a thin fit fits its runs either way
    # where the share was fitted above 0, pinning it changes what the fit predicts for the GQA runs
    lent = calibration.lenders(ds)
    a, b = calibration.predicted(runs, free, lent), calibration.predicted(runs, pinned, lent)
    gqa = runs["gqa"].to_numpy() > 1
    assert moved and all(np.abs(a["predicted_tpot_ms"] - b["predicted_tpot_ms"])[gqa & (runs["platform"] == p)].max()
                         > 1e-3 for p in moved)


def test_variants_change_only_the_side_they_name(ds):
    params = scenario.load(None)
    vs = {v.name: v for v in variants.serving_variants(ds, params)}
    gpu_only = vs["GQA re-read 0 on GPUs"].overrides
    assert gpu_only and all(pricing.parse_candidate(ds, c).family in ("NVIDIA",) or "h100" in c or c.startswith("p")
                            for c in gpu_only)
    assert not any(c.startswith(("trn", "inf")) for c in gpu_only)
    assert all(c.startswith(("trn", "inf")) for c in vs["GQA re-read 0 on AWS silicon"].overrides)


def test_your_efficiency_overrides_win_over_a_variant():
    v = variants.Variant("g", "n", {"a": {"bandwidth_efficiency": 0.5, "decode_mfu": 0.3}})
    p = variants.apply({"efficiency_overrides": {"a": {"bandwidth_efficiency": 0.9}, "b": {"prefill_mfu": 0.2}}}, v)
    assert p["efficiency_overrides"] == {"a": {"bandwidth_efficiency": 0.9, "decode_mfu": 0.3},
                                         "b": {"prefill_mfu": 0.2}}


def test_ambiguous_runs_swap_their_batching_rule():
    m = pd.DataFrame(dict(phase=["decode"] * 3, batching=["static", "continuous", "static"],
                          note=["ambiguous-batching: guidellm", "ambiguous-batching", "a static table"]))
    out, n = variants.flip_ambiguous(m)
    assert n == 2 and out["batching"].tolist() == ["continuous", "static", "static"]


def test_training_variants_vary_both_sides(ds):
    params = scenario.load(ROOT / "scenarios" / "finetune-70b-20b.yaml")
    vs = variants.training_variants(ds, params)
    groups = {v.group for v in vs}
    assert groups == {"AWS silicon training MFU", "GPU training MFU"}
    runs = calibration.training_runs(ds).query("platform == 'trainium'")
    lowest = next(v for v in vs if v.name == "the lowest run")
    assert {list(o.values())[0] for o in lowest.overrides.values()} == {float(runs["mfu"].min())}


# ---- validation across sources and the band ----------------------------------------

def test_leave_one_source_out_never_scores_a_run_with_its_own_source(ds):
    runs = calibration.decode_runs(ds).set_index("run_id")
    cv, summary = calibration.validation(ds)
    loso = cv[cv["scheme"] == "leave one source out"]
    assert len(loso)
    for r in loso.itertuples():
        src = runs.loc[r.run_id, "source_id"]
        src = src.iloc[0] if isinstance(src, pd.Series) else src
        assert src == r.held_out
        assert not (runs.loc[list(r.seen), "source_id"] == src).any()
    assert "source_median" in summary and (summary["oos_median"].dropna()
                                           >= summary.loc[summary["oos_median"].notna(), "source_median"].fillna(0)).all()


def test_models_of_one_shape_are_held_out_together(ds):
    runs = calibration.decode_runs(ds).drop_duplicates("run_id").set_index("run_id")
    cv, _ = calibration.validation(ds)
    lomo = cv[cv["scheme"] == "leave one model out"]
    for r in lomo.drop_duplicates("held_out").itertuples():
        assert not (runs.loc[list(r.seen), "shape_key"] == r.held_out).any()
    # Llama 2 70B and Llama 3.1 70B differ only in vocabulary: one shape
    s70 = {calibration.shape_key(calibration.perf.model_shape(ds, m)) for m in ("llama-2-70b", "llama-3.1-70b")}
    assert len(s70) == 1


def _cv(platform, errors, scheme):
    return [dict(platform=platform, phase="decode", scheme=scheme, run_id=f"{platform}{i}", error=e, held_out="x",
                 seen=()) for i, e in enumerate(errors)]


def test_a_platform_with_larger_residuals_gets_a_wider_band():
    cv = pd.DataFrame(_cv("a", [-0.1, 0.05, 0.1, -0.05], "leave one model out")
                      + _cv("b", [-0.4, 0.3, 0.45, -0.35], "leave one model out"))
    a, b = calibration.oos_multipliers(cv, "a"), calibration.oos_multipliers(cv, "b")
    spread = [np.subtract(*np.percentile(x, (90, 10))) for x in (a, b)]
    assert spread[1] > 2 * spread[0]


def test_an_unmet_out_of_sample_target_names_the_group_and_the_runs_that_would_settle_it():
    # platform a: 6 runs of two models; leaving the 70B model out misses by 30-40%, the 8B by 5%
    runs = pd.DataFrame(dict(run_id=[f"a{i}" for i in range(6)], model_id=["m70"] * 4 + ["m8"] * 2,
                             shape_key=["80L"] * 4 + ["32L"] * 2, batch=[1, 2, 4, 8, 1, 2]))
    errs = [0.3, -0.4, 0.35, 0.3, 0.05, -0.05]
    cv = pd.DataFrame(_cv("a", errs, "in-sample") + _cv("a", errs, "leave one model out"))
    cv.loc[cv["scheme"] == "leave one model out", "held_out"] = ["80L"] * 4 + ["32L"] * 2
    summ = pd.DataFrame([dict(platform="a", phase="decode", configs=6, model_median=np.median(np.abs(errs)),
                              batch_median=0.1)])
    got = calibration.unmet(cv, summ, runs)
    assert len(got) == 1 and got.iloc[0]["scheme"] == "leave one model out"
    assert got.iloc[0]["median_error"] == pytest.approx(0.3)           # median of |errors|: 0.3, 0.3 in the middle
    assert got.iloc[0]["settle"].startswith("m70 (4 of 6 runs), held out, is predicted from m8 only")
    # under the target, or too few runs to judge: nothing to settle
    assert calibration.unmet(cv, summ.assign(model_median=0.15), runs).empty
    assert calibration.unmet(cv, summ.assign(configs=5), runs).empty


def test_the_band_uses_the_worst_scheme():
    cv = pd.DataFrame(_cv("a", [0.05, -0.05, 0.04], "leave one model out")
                      + _cv("a", [0.5, -0.4, 0.45], "leave one source out"))
    assert sorted(calibration.oos_multipliers(cv, "a")) == pytest.approx([0.6, 1.45, 1.5])


def test_a_stack_dependent_platform_is_labelled_so():
    ev = calibration.Evidence("x", 20, 20, 0.3, 0.05, False, "published runs", "bf16", source_median=0.3, sources=3)
    assert ev.status == "stack" and ev.label.startswith("depends on the serving stack (median TPOT error 30%")
    ok = calibration.Evidence("x", 20, 20, 0.15, 0.05, False, "published runs", "bf16", source_median=0.15, sources=3)
    assert ok.status == "validated"


# ---- break-even -------------------------------------------------------------------

def test_breakeven_throughput_prices_the_aws_option_at_the_gpu_cost(ds):
    params = scenario.load(None)
    bb = decision.by_basis(ds, params)
    for r in bb[bb["missing"] == ""].itertuples():
        # cost per 1M tokens (input + output) at the break-even output tokens/s per system, worked by hand
        tokens = r.neuron_breakeven * (params["input_tokens"] + params["output_tokens"]) / params["output_tokens"]
        cost = r.neuron_usd_per_hour / (3600 * tokens) * 1e6
        assert cost == pytest.approx(r.gpu_unit_cost, rel=0.02), r.basis


def test_training_breakeven_mfu_scales_the_cost_inversely(ds):
    params = scenario.load(ROOT / "scenarios" / "finetune-70b-20b.yaml")
    bb = decision.by_basis(ds, params)
    r = bb[bb["basis"] == "aws_on_demand"].iloc[0]
    # cost per run is price / MFU: at the break-even MFU the AWS run costs what the GPU run does
    assert r["neuron_unit_cost"] * r["neuron_perf"] / r["neuron_breakeven"] == pytest.approx(r["gpu_unit_cost"])
    again = decision.by_basis(ds, {**params, "efficiency_overrides": {
        r["neuron_option"]: {"training_mfu": float(r["neuron_breakeven"])}}})
    r2 = again[again["basis"] == "aws_on_demand"].iloc[0]
    assert r2["neuron_option"] == r["neuron_option"] and r2["unit_ratio"] == pytest.approx(1.0, rel=0.02)


# ---- predict ----------------------------------------------------------------------

def test_predict_reproduces_the_in_sample_figures(ds):
    pred, _ = calibration.predict(ds, ds.measurements)
    _, summary = calibration.validation(ds)
    for phase, col in (("decode", "tpot_error"), ("prefill", "ttft_error")):
        mine = pred.groupby("platform")[col].apply(lambda e: e.abs().median()).dropna()
        theirs = summary[summary["phase"] == phase].set_index("platform")["in_median"]
        assert np.allclose(mine[theirs.index], theirs), phase


def test_predict_cli_on_a_runs_file_without_sources(tmp_path, capsys):
    text = (ROOT / "scenarios" / "examples" / "my-runs.csv").read_text().splitlines()
    head = text[0].split(",")
    src = head.index("source_id")
    line = text[1].split(",")
    line[src] = ""                                  # the file is its own source
    (tmp_path / "runs.csv").write_text(text[0] + "\n" + ",".join(line) + "\n")
    res = run_main(capsys, "predict", str(tmp_path / "runs.csv"), "--csv", str(tmp_path / "out.csv"))
    assert res.returncode == 0 and "1 run(s) predicted" in res.stdout
    got = pd.read_csv(tmp_path / "out.csv")
    assert got["source_id"].tolist() == ["your file runs.csv"]
    # its error is predicted / measured - 1, from the file's own measured TPOT
    assert got["tpot_error"].iloc[0] == pytest.approx(got["predicted_tpot_ms"].iloc[0] / float(line[head.index("tpot_ms")])
                                                      - 1)


def test_a_run_in_two_tables_is_fitted_once(ds):
    m = ds.measurements
    row = m[(m["phase"] == "decode") & (m["model_id"] != "") & m["tpot_ms"].notna()].iloc[[0]]
    twice = pd.concat([m, row.assign(run_id="the-same-run-from-another-table", source_id="another-table")])
    assert len(calibration.serving_runs(ds, twice)) == len(calibration.serving_runs(ds, m))
    # and the dataset itself holds no run twice (the same configuration and measurements)
    key = ["entity_id", "model_id", "tp", "batch", "input_len", "output_len", "weight_dtype", "ttft_ms", "tpot_ms"]
    dec = m[m["phase"] == "decode"]
    assert not dec.duplicated(key).any(), dec[dec.duplicated(key, keep=False)]["run_id"].tolist()


def test_the_fit_and_the_cost_model_use_one_decode_step(ds):
    """`calibration.predict_step` (what the fit scores) and `performance.serving_curve` (what the
    cost model prices) give the same decode step for every fitted run, with its platform's fit."""
    from trainium_report import dataset, performance as perf
    runs = calibration.decode_runs(ds)
    fitted = calibration.fit(ds)
    chips_t = dataset.chips(ds)
    checked = 0
    for r in runs.itertuples():
        plat = calibration.fit_for(fitted, r.platform, calibration.lenders(ds))
        if plat is None or plat != r.platform or pd.isna(r.output_len) or pd.isna(r.tpot_ms):
            continue
        shape = perf.model_shape(ds, r.model_id)
        compute = r.compute_dtype or r.weight_dtype
        spec = chips_t.loc[r.chip]
        peak = calibration._peak(spec, compute)
        # as fitted, and rescaled (a fit scaled to a few of your runs; a break-even speed)
        for p in (fitted.loc[plat].to_dict(), {**fitted.loc[plat].to_dict(), "step_scale": 1.3, "prefill_scale": 0.6}):
            curve = perf.serving_curve(shape, r.weight_dtype, r.input_len, r.output_len, r.chips, peak,
                                       spec["memory_bandwidth_tbps"], p, [r.batch],
                                       kv_dtype=calibration.kv_dtype([compute])[0],
                                       link_tbps=spec.get("chip_to_chip_bandwidth_tbps", np.nan))
            fit_step = calibration.predict_step(runs.loc[[r.Index]], p)[0]
            assert curve.step_s[0] * 1e3 == pytest.approx(fit_step, rel=1e-9), r.run_id
            if r.batching == "continuous" or r.batch == 1:       # one prompt prefilled: the cost model's TTFT
                assert curve.ttft_s * 1e3 == pytest.approx(calibration.predict_prefill(runs.loc[[r.Index]], p)[0],
                                                           rel=1e-9), r.run_id
        checked += 1
    assert checked > 100


def test_a_price_snapshot_rolls_back_only_prices_with_a_history(ds):
    """Prices as they stood on a day: a candidate whose price has an earlier row (within the age
    limit) takes the newest row dated on or before that day; one with no earlier row keeps its own."""
    import datetime as dt
    from trainium_report import dataset as dset
    params = scenario.load(None)
    pr = dset.prices(ds)
    basis = pricing.BASES["gpu_cloud_list"]
    cand = pricing.parse_candidate(ds, "h100-sxm:8@lambda")
    rows = pricing.price_rows(ds, cand, basis, params["regions"])
    dates = sorted(rows["date"].dropna().unique())
    assert len(dates) >= 2                          # lambda's H100 price has a history in the data
    day = pd.Timestamp(dates[0]).date().isoformat()
    now, _ = pricing.hourly_price(ds, cand, basis, params["regions"], 365)
    then, _ = pricing.hourly_price(ds, cand, basis, params["regions"], 365, snapshot=day)
    first = rows[rows["date"] == dates[0]]["usd_per_hour"].min() * cand.chips
    assert then["usd_per_hour"] == pytest.approx(first) and then["as_of"] <= day
    assert now["as_of"] >= then["as_of"]
    # a candidate with no row by that day keeps its own price
    p5 = pricing.parse_candidate(ds, "p5.48xlarge")
    od = pricing.BASES["aws_on_demand"]
    assert pricing.hourly_price(ds, p5, od, params["regions"], 365, snapshot="1999-01-01")[0] == \
        pricing.hourly_price(ds, p5, od, params["regions"], 365)[0]


def test_the_breakeven_run_given_back_through_measurements_makes_the_ratio_one(ds, tmp_path):
    """The serving break-even, measured (a benchmark at the break-even point's concurrency
    reporting its TTFT and its inter-token latency, which under continuous batching carries the
    other requests' prefills) and given back as your run, prices the AWS option at the GPU's cost."""
    import datetime as dt
    params = scenario.load(None)
    bb = decision.by_basis(ds, params)
    r = bb[bb["basis"] == "aws_on_demand"].iloc[0]
    b, out = r["neuron_batch"], params["output_tokens"]
    tpot = r["breakeven_tpot_ms"] + (b - 1) * r["breakeven_ttft_ms"] / out      # what the benchmark reports
    chip = calibration.platform_of(ds, pricing.parse_candidate(ds, r["neuron_option"]).entity_id)
    from trainium_report import dataset as dset
    cores = int(dset.chips(ds).loc[chip, "neuron_cores"]) * int(r["neuron_chips_per_replica"])   # tp counts cores
    cols = ("run_id,entity_id,nodes,phase,model_name,model_id,tp,batch,input_len,output_len,weight_dtype,"
            "compute_dtype,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,as_of")     # the others may be left out
    row = (f"breakeven,{chip},{int(r['neuron_chips_per_replica'])},decode,my model,{params['model']},"
           f"{cores},{int(b)},{params['input_tokens']},{out},{params['precision']},"
           f"{params['precision']},{r['neuron_breakeven']:.6g},{r['breakeven_ttft_ms']:.6g},{tpot:.6g},measured,continuous,"
           f"{dt.date.today().isoformat()}")
    (tmp_path / "mine.csv").write_text(cols + "\n" + row + "\n")
    # the two options alone, at a volume where renting whole systems moves the bill by far under 2%
    again = scenario.load(None, {"measurements": str(tmp_path / "mine.csv"), "tokens_per_day": 1.0e11,
                                 "candidates": [r["neuron_option"], r["gpu_option"]]})
    r2 = decision.by_basis(ds, again).set_index("basis").loc["aws_on_demand"]
    assert r2["neuron_option"] == r["neuron_option"]
    assert r2["neuron_unit_cost"] / r2["gpu_unit_cost"] == pytest.approx(1.0, abs=0.02)
    assert r2["ratio"] == pytest.approx(1.0, abs=0.02)
    # and the model was rescaled to the run, not refitted to it (one run fixes a speed, not a curve)
    assert "rescaled to 1 of your run" in r2["neuron_evidence"]


def test_a_break_even_throughput_is_also_said_in_the_volumes_units(ds):
    from trainium_report import explain
    params = scenario.load(None)          # 2,048 prompt + 512 output tokens a request: 5 tokens per output token
    dec = decision.Decision.from_params(ds, params)
    assert explain.volume_units(dec, 1028.0) == " (5,140 tokens/s counting prompts, as the volume does)"
