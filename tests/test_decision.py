"""The decision model: break-even and NPV against hand-worked figures, the tornado's
ordering, Monte Carlo reproducibility and convergence, and the link to the cost model."""
import math
from pathlib import Path

import numpy as np
import pytest
import yaml

from trainium_report import calibration, costs, decision as dn, explain, scenario

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = sorted((ROOT / "scenarios").glob("*.yaml")) + sorted((ROOT / "scenarios" / "examples").glob("*.yaml"))


# ---- break-even, worked by hand -------------------------------------------------

def test_worked_example_pays_back_in_two_months():
    # 12 engineer-weeks x 5,000 USD = 60,000 USD; 30% of 100,000 USD a month = 30,000 USD a month
    port = dn.porting_cost(12, 0, 5000)
    assert port == 60_000
    assert dn.payback_months(100_000, 0.30, port) == pytest.approx(2.0)


def test_worked_example_npv_breakeven_and_savings_needed():
    # no discounting, no maintenance, no dual running, 12 months
    assert dn.npv(100_000, 0.30, 60_000, 12) == pytest.approx(-60_000 + 12 * 30_000)          # 300,000
    assert dn.breakeven_spend(0.30, 60_000, 12) == pytest.approx(60_000 / (0.30 * 12))        # 16,666.67
    assert dn.savings_needed(100_000, 60_000, 12) == pytest.approx(60_000 / (100_000 * 12))   # 5%


def test_dual_running_and_maintenance_worked_by_hand():
    # 2 months of dual running, full mirror: each costs maintenance 2,000 + the AWS bill 70,000
    kw = dict(maintenance=2_000, dual_months=2, dual_share=1.0)
    # owed after month 2: 60,000 + 2 x 72,000 = 204,000; then 30,000 - 2,000 = 28,000 a month
    assert dn.payback_months(100_000, 0.30, 60_000, **kw) == pytest.approx(2 + 204_000 / 28_000)   # 9.29
    assert dn.npv(100_000, 0.30, 60_000, 12, **kw) == pytest.approx(-204_000 + 10 * 28_000)        # 76,000
    # NPV(B) = B (0.3 x 10 - 0.7 x 2) - 60,000 - 12 x 2,000 = 1.6 B - 84,000
    assert dn.breakeven_spend(0.30, 60_000, 12, **kw) == pytest.approx(84_000 / 1.6)               # 52,500
    # f x 100,000 x 12 - 100,000 x 2 - 84,000 = 0
    assert dn.savings_needed(100_000, 60_000, 12, **kw) == pytest.approx(284_000 / 1_200_000)      # 23.7%


def test_half_mirror_halves_the_dual_running_bill():
    kw = dict(dual_months=1, dual_share=0.5)
    # month 1: -0.5 x 70,000 = -35,000; then +30,000 a month: owed 95,000 -> 1 + 95/30 months
    assert dn.payback_months(100_000, 0.30, 60_000, **kw) == pytest.approx(1 + 95_000 / 30_000)


def test_monthly_discounting():
    annual = 1.01 ** 12 - 1
    assert dn.monthly_rate(annual) == pytest.approx(0.01)
    # 30,000 a month for 12 months at 1% a month: annuity factor (1 - 1.01^-12) / 0.01 = 11.2551
    assert dn.npv(100_000, 0.30, 60_000, 12, discount_rate=annual) == pytest.approx(-60_000 + 30_000 * 11.255077, abs=1)
    # discounted payback: 30,000 (v - v^(t+1)) / (1 - v) = 60,000 with v = 1/1.01
    t = dn.payback_months(100_000, 0.30, 60_000, discount_rate=annual)
    assert t == pytest.approx(math.log(3 / 1.01 - 2) / math.log(1 / 1.01) - 1)
    month2 = sum(30_000 / 1.01 ** m for m in (1, 2))
    assert month2 < 60_000 < month2 + 30_000 / 1.01 ** 3 and 2 < t < 3


@pytest.mark.parametrize("rate", [0.0, 0.08, 0.3])
def test_payback_within_horizon_is_npv_at_least_zero(rate):
    rng = np.random.default_rng(7)
    spend, f = rng.uniform(1e4, 1e6, 500), rng.uniform(-0.2, 0.6, 500)
    port, maint = rng.uniform(1e4, 3e5, 500), rng.uniform(0, 5e3, 500)
    dual, share = rng.integers(0, 4, 500), rng.uniform(0, 1, 500)
    kw = dict(maintenance=maint, dual_months=dual, dual_share=share, discount_rate=rate)
    t = dn.payback_months(spend, f, port, **kw)
    for h in (6, 12, 36):
        v = dn.npv(spend, f, port, h, **kw)
        clear = np.abs(v) > 1e-6 * port
        assert np.array_equal((t <= h)[clear], (v >= 0)[clear])
    ok = np.isfinite(t)
    assert np.allclose(dn.npv(spend[ok], f[ok], port[ok], t[ok], **{k: (x[ok] if np.ndim(x) else x)
                                                                      for k, x in kw.items()}), 0, atol=1e-6 * port.max())


def test_breakeven_and_savings_needed_zero_the_npv():
    kw = dict(maintenance=1_500, dual_months=1, dual_share=0.4, discount_rate=0.1)
    b = dn.breakeven_spend(0.25, 90_000, 18, **kw)
    assert dn.npv(b, 0.25, 90_000, 18, **kw) == pytest.approx(0, abs=1e-6)
    f = dn.savings_needed(70_000, 90_000, 18, **kw)
    assert dn.npv(70_000, f, 90_000, 18, **kw) == pytest.approx(0, abs=1e-6)


def test_no_saving_never_pays_back():
    assert dn.payback_months(100_000, -0.1, 60_000) == np.inf
    assert dn.payback_months(100_000, 0.01, 60_000, maintenance=5_000) == np.inf   # maintenance eats the saving
    assert dn.breakeven_spend(-0.1, 60_000, 12) == np.inf
    assert dn.npv(100_000, -0.1, 60_000, 12) == pytest.approx(-60_000 - 12 * 10_000)


# ---- tornado ordering on a constructed case ------------------------------------

def test_tornado_orders_by_swing():
    inputs = [dn.Input("c", "c", 0, 2, 10), dn.Input("a", "a", -1, 0, 1), dn.Input("e", "e", 0, 1, 3),
              dn.Input("b", "b", 0, 1, 4), dn.Input("d", "d", 5, 5, 5)]

    def fn(x):
        return {"y": 5 * x["a"] + 2 * x["b"] - 0.5 * x["c"] + 0 * x["e"] + x["d"]}

    t = dn.tornado(fn, inputs, outputs=("y",))
    assert list(t["input"]) == ["a", "b", "c", "e"]                 # swings 10, 8, 5, 0; d has no range
    assert list(t["swing"]) == pytest.approx([10, 8, 5, 0])
    a = t.set_index("input").loc["a"]
    assert (a["at_low"], a["at_central"], a["at_high"]) == pytest.approx((-5 + 2 - 1 + 5, 2 - 1 + 5, 5 + 2 - 1 + 5))


def test_scenario_tornado_ranks_price_ranges_by_their_effect_on_the_ratio(ds):
    params = scenario.from_notebook(workload="training", model="llama-3.1-8b", train_tokens=1e11,
                                    candidates=["trn1.32xlarge", "p5.48xlarge"], pricing_model=["on_demand"],
                                    efficiency_range={"low": 1.0, "high": 1.0},
                                    price_range={"on_demand": {"low": 0.5, "high": 1.5}},
                                    utilisation={"low": 0.9, "mode": 0.9, "high": 0.9},
                                    traffic_range={"low": 1, "high": 1},
                                    porting_engineer_weeks={"low": 12, "mode": 12, "high": 12},
                                    validation_engineer_weeks={"low": 4, "mode": 4, "high": 4})
    dec = dn.Decision.from_params(ds, params)
    t = dec.tornado()
    ratio = t[(t.output == "ratio") & (t.swing > 0)]
    # ratio = r x (AWS price multiplier) / (GPU price multiplier): x0.5-x1.5 on the GPU price swings it
    # by r/0.5 - r/1.5 = 4r/3, on the AWS price by r; the efficiencies' measured/published ranges by less
    assert list(ratio["input"]) == ["price:gpu:on_demand", "price:neuron:on_demand", "eff:neuron", "eff:gpu"]
    r0 = ratio["at_central"].iloc[0]
    gpu, aws = ratio.iloc[0], ratio.iloc[1]
    assert (gpu["at_low"], gpu["at_high"], gpu["swing"]) == pytest.approx((2 * r0, r0 / 1.5, 4 * r0 / 3))
    assert (aws["at_low"], aws["at_high"], aws["swing"]) == pytest.approx((0.5 * r0, 1.5 * r0, r0))


# ---- Monte Carlo ----------------------------------------------------------------

def test_sampling_is_reproducible():
    inputs = [dn.Input("x", "x", 0, 1, 3), dn.Input("u", "u", 2, 2, 5, dist="uniform"), dn.Input("k", "k", 4, 4, 4)]
    a, b, c = dn.sample(inputs, 10_000, 11), dn.sample(inputs, 10_000, 11), dn.sample(inputs, 10_000, 12)
    assert all(np.array_equal(a[k], b[k]) for k in a)
    assert not np.array_equal(a["x"], c["x"])
    assert (a["k"] == 4).all() and a["u"].min() >= 2 and a["u"].max() <= 5


def test_payback_probability_converges_to_the_closed_form():
    # savings ~ Uniform(0, 0.4), bill 100,000, port 60,000, 12 months, no discount:
    # pays back iff f >= 60,000 / (12 x 100,000) = 0.05, so P = (0.4 - 0.05) / 0.4 = 0.875
    n = 200_000
    f = dn.sample([dn.Input("f", "savings", 0.0, 0.2, 0.4, dist="uniform")], n, 3)["f"]
    p = float((dn.payback_months(100_000, f, 60_000) <= 12).mean())
    assert p == pytest.approx(0.875, abs=4 * math.sqrt(0.875 * 0.125 / n))
    # with dual running, maintenance and discounting the threshold is savings_needed()
    kw = dict(maintenance=2_000, dual_months=2, dual_share=0.5, discount_rate=0.1)
    fstar = float(dn.savings_needed(100_000, 60_000, 12, **kw))
    exact = (0.4 - fstar) / 0.4
    p = float((dn.payback_months(100_000, f, 60_000, **kw) <= 12).mean())
    assert 0 < exact < 1 and p == pytest.approx(exact, abs=4 * math.sqrt(exact * (1 - exact) / n))


def test_mean_npv_of_triangular_effort_equals_npv_at_the_mean():
    # NPV is linear in the porting cost: E[NPV] = NPV(E[weeks]); triangular mean = (low + mode + high) / 3
    n = 100_000
    w = dn.sample([dn.Input("w", "weeks", 8, 12, 24)], n, 5)["w"]
    v = dn.npv(100_000, 0.3, dn.porting_cost(w, 4, 5_000), 12, discount_rate=0.08)
    exact = dn.npv(100_000, 0.3, dn.porting_cost((8 + 12 + 24) / 3, 4, 5_000), 12, discount_rate=0.08)
    assert v.mean() == pytest.approx(float(exact), abs=4 * v.std() / math.sqrt(n))


def test_scenario_monte_carlo_is_seeded_and_vectorised(default_decision):
    a = default_decision.monte_carlo(n=10_000, seed=1)
    b = default_decision.monte_carlo(n=10_000, seed=1)
    c = default_decision.monte_carlo(n=10_000, seed=2)
    assert len(a) == 10_000 and a.equals(b) and not a.equals(c)
    s = dn.mc_summary(a, 12)
    assert 0 <= s["p_cheaper"] <= 1 and s["ratio_p10"] <= s["ratio_p50"] <= s["ratio_p90"]
    # the porting cost's mean converges to (low + mode + high) / 3 of both efforts, times the weekly cost
    p = default_decision.params
    w = sum(p["porting_engineer_weeks"].values()) / 3 + sum(p["validation_engineer_weeks"].values()) / 3
    big = default_decision.monte_carlo(n=200_000, seed=3)
    assert big["porting"].mean() == pytest.approx(w * p["usd_per_engineer_week"],
                                                  abs=4 * big["porting"].std() / math.sqrt(len(big)))


# ---- the link to the cost model -------------------------------------------------

def test_approximation_reproduces_the_cost_model_at_the_centre(ds, default_decision):
    for params in (default_decision.params, scenario.load(ROOT / "scenarios" / "finetune-70b-20b.yaml")):
        dec = dn.Decision.from_params(ds, params)
        assert dec.base.options
        for o in dec.base.options:
            assert float(o.cost()) == pytest.approx(o.unit_cost, rel=1e-9), o.candidate


def test_training_cost_scales_exactly_with_price_and_mfu(ds):
    params = scenario.load(ROOT / "scenarios" / "finetune-70b-20b.yaml")
    dec = dn.Decision.from_params(ds, params)
    o = next(o for o in dec.base.options if o.candidate == "p5.48xlarge")
    rerun = dict(params, efficiency_overrides={"p5.48xlarge": {"training_mfu": o.efficiency * 1.1}},
                 price_overrides={"p5.48xlarge": o.usd_per_hour * 0.9})
    res, _ = costs.training_estimate(ds, rerun)
    direct = res.set_index("candidate").loc["p5.48xlarge", "cost_usd"]
    assert float(o.cost(1.1, 0.9)) == pytest.approx(direct, rel=1e-9)


def test_inference_approximation_bounds_the_reoptimised_cost_model(ds, default_decision):
    # a more efficient platform: the cost model may find a cheaper batch; the fixed batch never beats it
    params = default_decision.params
    o = next(o for o in default_decision.base.options if o.candidate == "trn1.32xlarge")
    e = calibration.efficiency(ds, "trn1.32xlarge")
    m = 1.1
    over = {k: min(e[k]["value"] * m, 1.0) for k in ("bandwidth_efficiency", "prefill_mfu", "decode_mfu")}
    over["step_overhead_ms"] = e["step_overhead_ms"]["value"]
    points, _, _ = costs.inference_estimate(ds, dict(params, efficiency_overrides={"trn1.32xlarge": over}))
    direct = points.set_index("candidate").loc["trn1.32xlarge", "usd_per_m_tokens"]
    approx = float(o.cost(m))
    assert direct <= approx * (1 + 1e-9) and approx < o.unit_cost
    assert approx == pytest.approx(direct, rel=0.15)


def test_must_be_true_price_is_the_inverse_ratio(default_decision):
    pt = default_decision.point()
    mbt = default_decision.must_be_true().set_index("what")
    row = mbt[mbt.index.str.startswith("AWS silicon price")].iloc[0]
    assert row["needed"] == pytest.approx(row["today"] / pt["ratio"], rel=1e-6)
    row = mbt[mbt.index.str.startswith("GPU price")].iloc[0]
    assert row["needed"] == pytest.approx(row["today"] * pt["ratio"], rel=1e-6)


def test_a_cheap_quote_turns_the_answer_to_port(ds):
    params = scenario.from_notebook(price_overrides={"trn2.48xlarge": 12.0}, tokens_per_day=2e10)
    dec = dn.Decision.from_params(ds, params)
    pt = dec.point()
    s = dn.mc_summary(dec.monte_carlo(n=10_000), params["horizon_months"])
    assert pt["neuron_name"] == "trn2.48xlarge" and pt["savings"] > 0 and pt["npv"] > 0
    text = explain.recommendation(dec, pt, s)
    assert text.startswith("**Port to trn2.48xlarge:**") and "months" in text


# ---- scorecard ------------------------------------------------------------------

def test_scorecard_is_the_seed_card(ds):
    card = dn.scorecard(ds).set_index("axis")
    assert set(card["platform"]) == {"Trainium"}
    assert card["score"].to_dict() == {"performance": 4, "scale_up": 4, "software": 3, "access": 3, "momentum_2026": 4}
    assert card["score"].sum() == 18 and card["max_score"].sum() == 25
    assert card["source_note"].str.len().min() > 0


def test_weighted_scores_only_show_what_is_given(ds):
    card = dn.scorecard(ds)
    equal = scenario.defaults()["score_weights"]          # every axis weight 1
    alone = dn.score_totals(dn.weighted_scores(card, equal))
    assert list(alone.index) == ["Trainium"] and alone.loc["Trainium", "total"] == pytest.approx(18)
    # software twice as important: 5 x (4 + 4 + 2 x 3 + 3 + 4) / 6 = 17.5
    t = dn.score_totals(dn.weighted_scores(card, {**equal, "software": 2}))
    assert t.loc["Trainium", "total"] == pytest.approx(17.5)
    with pytest.raises(KeyError):                          # no weight made up for an axis left out
        dn.weighted_scores(card, {"software": 2})
    mine = {"Platform X": {"performance": 5, "scale_up": 5, "software": 5, "access": 2, "momentum_2026": 3}}
    t = dn.score_totals(dn.weighted_scores(card, equal, mine))
    assert list(t.index) == ["Platform X", "Trainium"] and t.loc["Platform X", "total"] == pytest.approx(20)


# ---- scenarios ------------------------------------------------------------------

DECISION_KEYS = ("porting_engineer_weeks", "validation_engineer_weeks", "usd_per_engineer_week",
                 "maintenance_usd_per_month", "dual_running_months", "discount_rate_annual", "utilisation",
                 "efficiency_range", "price_range", "traffic_range", "monte_carlo_draws", "seed")


@pytest.mark.parametrize("path", sorted((ROOT / "scenarios").glob("*.yaml")), ids=lambda p: p.name)
def test_every_shipped_scenario_sets_the_decision_inputs(path, ds):
    """The scenarios at the top of scenarios/ state their decision inputs; the examples under
    scenarios/examples/ give only what they show (the rest from default.yaml) and must compare."""
    raw = yaml.safe_load(path.read_text())
    assert not [k for k in DECISION_KEYS if k not in raw]
    params = scenario.load(path)
    dec = dn.Decision.from_params(ds, params)
    assert dec.comparable, dec.base.excluded


@pytest.mark.parametrize("path", sorted((ROOT / "scenarios" / "examples").glob("*.yaml")), ids=lambda p: p.name)
def test_every_example_scenario_compares(path, ds):
    assert dn.Decision.from_params(ds, scenario.load(path)).comparable


BAD = {
    "porting_engineer_weeks": ({"low": 12, "mode": 8, "high": 24}, "low <= mode <= high"),
    "utilisation": ({"low": 0.5, "mode": 0.8, "high": 1.2}, "<= 1"),
    "price_range": ({"list_price": {"low": 1, "high": 2}}, "unknown pricing model"),
    "monte_carlo_draws": (500, "10,000"),
    "discount_rate_annual": (1.5, "[0, 1)"),
    "other_platform_scores": ({"H100": {"performance": 4}}, "missing: scale_up"),
    "score_weights": ({"speed": 1}, "unknown: speed"),
    "traffic_range": ({"low": 2}, "a mapping {low: number, high: number}"),
}


@pytest.mark.parametrize("key", BAD, ids=list(BAD))
def test_bad_decision_inputs_name_the_file_and_the_key(tmp_path, key):
    value, expected = BAD[key]
    path = tmp_path / "bad.yaml"
    path.write_text(yaml.safe_dump({"scenario": "bad", key: value}))
    _, problems = scenario.read(path)
    assert len(problems) == 1
    assert str(path) in problems[0] and f"key '{key}'" in problems[0] and expected in problems[0]


def test_a_mapping_given_in_part_keeps_the_default_files_other_keys(tmp_path, ds):
    """price_range and score_weights may name only some pricing models / axes: the others come from
    scenarios/default.yaml (the one source of defaults), not from a constant in the code."""
    default = yaml.safe_load((ROOT / "scenarios" / "default.yaml").read_text())
    path = tmp_path / "part.yaml"
    path.write_text(yaml.safe_dump({"scenario": "part", "price_range": {"spot": {"low": 0.5, "high": 1.5}},
                                    "score_weights": {"software": 3}}))
    params = scenario.load(path)
    assert params["price_range"]["spot"] == {"low": 0.5, "high": 1.5}
    assert params["price_range"]["on_demand"] == default["price_range"]["on_demand"]
    assert set(params["price_range"]) == set(scenario.PRICING)
    assert params["score_weights"] == {**default["score_weights"], "software": 3}
    dec = dn.Decision.from_params(ds, params)
    od = [i for i in dec.inputs if i.name.endswith(":on_demand")]
    assert od and all(i.low == default["price_range"]["on_demand"]["low"] and i.basis == "default price_range"
                      for i in od)
    over = scenario.load(path, {"price_range": {"quote": {"low": 0.8, "high": 1.2}}})
    assert over["price_range"]["spot"] == {"low": 0.5, "high": 1.5} and over["price_range"]["quote"]["low"] == 0.8
