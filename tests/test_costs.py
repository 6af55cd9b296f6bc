"""Prices, candidates and the scenario estimates."""
from pathlib import Path

import numpy as np
import pytest

from trainium_report import costs, pricing, scenario
from helpers import run_main

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = sorted((ROOT / "scenarios").glob("*.yaml")) + sorted((ROOT / "scenarios" / "examples").glob("*.yaml"))


def test_cost_per_million_tokens():
    # one request of 1,000 tokens holds a 21.5 USD/h replica for 1 s (no decode): 21.5 / 3,600 / 1,000 x 1e6
    assert costs.usd_per_m_tokens(21.5, 1.0, 0.0, 1, 1000, 0) == pytest.approx(5.9722, rel=1e-4)


def test_candidate_parsing(ds):
    c = pricing.parse_candidate(ds, "h100-sxm:8@lambda")
    assert (c.entity_id, c.chips, c.provider) == ("h100-sxm", 8, "lambda")
    c = pricing.parse_candidate(ds, "trn1.32xlarge")
    assert (c.chips, c.provider, c.chip_id) == (16, "aws", "trainium")
    with pytest.raises(ValueError, match="unknown system"):
        pricing.parse_candidate(ds, "trn9.48xlarge")
    with pytest.raises(ValueError, match="chip count only goes with a chip"):
        pricing.parse_candidate(ds, "p5.48xlarge:8")


def test_price_lookup_follows_the_basis(ds):
    today = __import__("datetime").date(2026, 11, 30)
    trn2 = pricing.parse_candidate(ds, "trn2.48xlarge")
    p, _ = pricing.hourly_price(ds, trn2, pricing.BASES["aws_capacity_block"], ["us-east-2"], 365, today=today)
    assert p["offer_kind"] == "capacity_block" and p["usd_per_hour"] == 35.7608
    p, why = pricing.hourly_price(ds, trn2, pricing.BASES["aws_on_demand"], ["us-east-2"], 365, today=today)
    assert p is None and "no hyperscaler list price" in why
    lam = pricing.parse_candidate(ds, "h100-sxm:8@lambda")
    p, _ = pricing.hourly_price(ds, lam, pricing.BASES["gpu_cloud_list"], ["us-east-1"], 365, today=today)
    assert p["usd_per_hour"] == pytest.approx(8 * 3.99) and p["offer_kind"] == "neocloud_list"   # 8x plan, 2026-09-25
    assert pricing.hourly_price(ds, lam, pricing.BASES["aws_on_demand"], ["us-east-1"], 365, today=today)[0] is None
    p5 = pricing.parse_candidate(ds, "p5.48xlarge")
    p, _ = pricing.hourly_price(ds, p5, pricing.BASES["aws_on_demand"], ["us-east-1"], 365, today=today)
    assert p["usd_per_hour"] == 55.04 and p["as_of"] == "2026-11-09"     # after the June 2025 cut
    p, _ = pricing.hourly_price(ds, p5, pricing.BASES["aws_on_demand"], ["us-east-1"], 365, {"p5.48xlarge": 40.0})
    assert p["usd_per_hour"] == 40.0 and p["offer_kind"] == "your quote"


def test_candidates_outside_the_allowed_regions_are_excluded(ds):
    params = scenario.from_notebook(candidates=["trn2.48xlarge", "p5.48xlarge"], regions=["eu-west-1"])
    _, excluded = costs.candidates_frame(ds, params)
    reasons = dict(zip(excluded.candidate, excluded.reason))
    assert "trn2 is not offered in eu-west-1 (key regions; offered in us-east-2)" in reasons["trn2.48xlarge"]


def test_training_estimate_matches_hand_worked_cost(ds):
    params = scenario.from_notebook(workload="training", model="llama-3.1-8b", train_tokens=1e12, training_chips=32,
                                    candidates=["trn1.32xlarge"], price_basis="aws_on_demand",
                                    efficiency_overrides={"trn1.32xlarge": {"training_mfu": 0.25}})
    res, _ = costs.training_estimate(ds, params)
    row = res.iloc[0]
    # 6 x 8,030,261,248 x 1e12 FLOPs / (2 x 3,040 TFLOPS x 0.25) seconds, at 2 x 21.50 USD/h
    seconds = 6 * 8_030_261_248 * 1e12 / (2 * 3040e12 * 0.25)
    assert row.systems == 2
    assert row.days == pytest.approx(seconds / 86400)
    assert row.cost_usd == pytest.approx(seconds / 3600 * 2 * 21.5)


def test_inference_estimate_meets_the_latency_target(ds):
    params = scenario.from_notebook(min_tokens_per_s_per_user=20.0)
    points, curves, excluded = costs.inference_estimate(ds, params)
    assert len(points) >= 4
    assert (points.tokens_per_s_user >= 20).all()
    # cost per token = price per replica-second x replica-seconds per request / tokens per request
    r = points.iloc[0]
    per_req = r.ttft_s + params["output_tokens"] * r.tpot_ms / 1e3 / r.batch
    expected = r.usd_per_hour / 3600 / r.replicas_per_system * per_req / (params["input_tokens"] + params["output_tokens"]) * 1e6
    assert r.usd_per_m_tokens == pytest.approx(expected)


def test_unreachable_latency_target_excludes_with_reason(ds):
    params = scenario.from_notebook(min_tokens_per_s_per_user=1000.0, candidates=["trn1.32xlarge"])
    points, _, excluded = costs.inference_estimate(ds, params)
    assert points.empty and "below the target" in excluded.reason.iloc[0]


BAD = {
    "unknown model": ("model: llama-9\n", "key 'model' is 'llama-9'"),
    "unknown system": ("candidates: [trn9.48xlarge]\n", "unknown system or chip 'trn9.48xlarge'"),
    "negative tokens": ("train_tokens: -5\n", "key 'train_tokens' is -5, expected a number > 0"),
    "efficiency above 1": ("candidates: [p5.48xlarge]\nefficiency_overrides: {p5.48xlarge: {bandwidth_efficiency: 1.5}}\n",
                           "bandwidth_efficiency = 1.5"),
    "wrong type": ("input_tokens: many\n", "key 'input_tokens' is 'many', expected a whole number"),
    "bad workload": ("workload: gaming\n", "one of training, inference"),
    "override of a non-candidate": ("candidates: [p5.48xlarge]\nprice_overrides: {trn1.32xlarge: 10}\n",
                                    "'price_overrides' names 'trn1.32xlarge'"),
}


@pytest.mark.parametrize("case", BAD, ids=list(BAD))
def test_bad_scenarios(tmp_path, case):
    text, expected = BAD[case]
    path = tmp_path / "bad.yaml"
    path.write_text("scenario: bad\n" + text)
    with pytest.raises(scenario.ScenarioError) as info:
        scenario.load(path)
    assert str(path) in str(info.value) and expected in str(info.value)


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.name)
def test_shipped_scenarios_are_valid(path):
    scenario.load(path)


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.name)
def test_estimate_cli_runs_on_every_scenario(path, tmp_path, capsys):
    out = tmp_path / "est.csv"
    r = run_main(capsys, "estimate", path, "--csv", out)
    assert r.returncode == 0, r.stderr
    assert "candidate" in r.stdout and out.exists() and out.stat().st_size > 100


@pytest.mark.parametrize("path", SCENARIOS,
                         ids=lambda p: p.name)
def test_every_section_estimate_runs_on_every_scenario(ds, path):
    """Notebooks 03 and 04 read the whole scenario (workload included): both estimates run on
    every shipped scenario, and serving never prices a candidate without serving efficiencies."""
    from trainium_report import calibration

    params = scenario.load(path)
    costs.training_estimate(ds, params)
    points, _, excluded = costs.inference_estimate(ds, params, calibration.your_runs(ds, params))
    assert len(points) + len(excluded) == len(params["candidates"])


# ---- a quote is a price like any other (issue 20, item 1) ----------------------

def _quote_params(**extra):
    return scenario.load(None, {"workload": "training", "price_overrides": {"trn2.48xlarge": 28.0}, **extra})


def test_a_quote_is_dated_and_named(ds):
    import datetime as dt
    good, _ = costs.candidates_frame(ds, _quote_params())
    price = next(g.price for g in good if g.cand.text == "trn2.48xlarge")
    assert price["offer_kind"] == "your quote" and price["pricing_model"] == "quote"
    assert price["as_of"] == dt.date.today().isoformat()          # quote_date null: the day of the build
    assert pricing.price_date(price["as_of"]) == pricing.price_date(dt.date.today().isoformat())
    good, _ = costs.candidates_frame(ds, _quote_params(quote_date="2026-11-02"))
    assert next(g.price["as_of"] for g in good if g.cand.text == "trn2.48xlarge") == "2026-11-02"


def test_an_old_quote_is_held_to_the_age_limit(ds):
    import datetime as dt
    old = (dt.date.today() - dt.timedelta(days=400)).isoformat()
    good, excluded = costs.candidates_frame(ds, _quote_params(quote_date=old))
    assert "trn2.48xlarge" not in [g.cand.text for g in good]
    reason = excluded.set_index("candidate").loc["trn2.48xlarge", "reason"]
    assert f"your quote is dated {old}, 400 days old" in reason


@pytest.mark.parametrize("bad", ["2026-13-01", "yesterday", "2026-11"])
def test_a_bad_quote_date_is_named(bad):
    with pytest.raises(scenario.ScenarioError, match="quote_date"):
        scenario.load(None, {"quote_date": bad})


def test_a_yaml_date_is_read_as_a_quote_date(tmp_path):
    f = tmp_path / "q.yaml"
    f.write_text("price_overrides: {trn2.48xlarge: 24}\nquote_date: 2026-11-15\n")   # unquoted: YAML reads a date
    assert scenario.load(f)["quote_date"] == "2026-11-15"


@pytest.mark.parametrize("workload,price", [("training", 28.0), ("inference", 12.0)])
def test_a_winning_quote_reaches_the_executive_page(ds, workload, price, tmp_path):
    """The quote-wins scenarios crashed notebook 05 (explain.risks parsed the quote's date 'scenario')."""
    from trainium_report import decision, explain
    params = scenario.load(None, {"workload": workload, "price_overrides": {"trn2.48xlarge": price}})
    dec = decision.Decision.from_params(ds, params)
    assert dec.comparable
    pt = dec.point()
    assert pt["neuron_name"] == "trn2.48xlarge" and pt["ratio"] < 1     # the quote wins
    summ = decision.mc_summary(dec.monte_carlo(), params["horizon_months"])
    bb = decision.by_basis(ds, params)
    page = explain.executive_html(dec, pt, summ, bb, decision.claim_checks(ds, params), dec.tornado())
    assert "your quote" in page and "Your quotes</b> (used on every price basis): trn2.48xlarge at 28" in page \
        if price == 28.0 else "trn2.48xlarge at 12 USD/h" in page


def test_a_deadline_leaves_out_the_options_that_miss_it(ds):
    params = scenario.load(ROOT / "scenarios" / "finetune-70b-20b.yaml")
    free, _ = costs.training_estimate(ds, params)
    days = free.set_index("candidate")["days"]
    deadline = float(np.median(days))
    est, excluded = costs.training_estimate(ds, {**params, "deadline_days": deadline})
    assert set(est["candidate"]) == set(days[days <= deadline].index)
    late = excluded[excluded["reason"].str.contains("deadline_days")]
    assert set(late["candidate"]) == set(days[days > deadline].index)
    with pytest.raises(scenario.ScenarioError, match="deadline_days"):
        scenario.load(None, {"deadline_days": -3})


def test_a_family_stands_for_every_size_and_the_cheapest_bill_wins(ds):
    """At 200M tokens a day of Llama 3.1 8B one H100 (p5.4xlarge) is enough: naming the family rents
    it, where p5.48xlarge alone rents eight H100s mostly idle."""
    from trainium_report import decision
    sizes, fams = pricing.expand_candidates(ds, ["p5", "inf2.48xlarge", "p5.48xlarge"])
    assert fams == {"p5": ["p5.4xlarge", "p5.48xlarge"]} and sizes == ["p5.4xlarge", "inf2.48xlarge", "p5.48xlarge"]
    small = {"model": "llama-3.1-8b", "tokens_per_day": 2.0e8, "price_basis": "aws_on_demand"}
    fam = decision.Decision.from_params(ds, scenario.load(None, {**small, "candidates": ["inf2", "p5"]}))
    one = decision.Decision.from_params(ds, scenario.load(None, {**small, "candidates": ["inf2", "p5.48xlarge"]}))
    pf, po = fam.point(), one.point()
    assert pf["gpu_name"] == "p5.4xlarge" and po["gpu_name"] == "p5.48xlarge"
    bills = {o.candidate: float(o.bill(fam.base.volume_per_month, fam.params["utilisation"]["mode"]))
             for o in fam.base.side("gpu")}
    assert pf["gpu_bill"] == pytest.approx(min(bills.values())) and pf["gpu_bill"] < po["gpu_bill"]


def test_estimate_takes_overrides_from_the_command_line_checked_like_the_file(capsys):
    r = run_main(capsys, "estimate", ROOT / "scenarios" / "default.yaml", "-p", "tokens_per_day", "2e8",
                 "-y", "{model: llama-3.1-8b}")
    assert r.returncode == 0 and "Serving Llama 3.1 8B" in r.stdout and "2e+08 tokens/day" in r.stdout
    r = run_main(capsys, "estimate", ROOT / "scenarios" / "default.yaml", "-p", "tokens_per_dy", "2e8")
    assert r.returncode == 1 and ("unknown key 'tokens_per_dy', given on the command line or as overrides, "
                                  "not in the file (did you mean 'tokens_per_day'?") in r.stderr
    r = run_main(capsys, "estimate", ROOT / "scenarios" / "default.yaml", "-y", "[1, 2]")
    assert r.returncode == 1 and "expected a mapping" in r.stderr


def test_a_build_passes_command_line_values_to_each_scenario_run(tmp_path):
    from trainium_report.publishing import run
    nb = ROOT / "notebooks" / "05-decision.ipynb"            # declares scenario_file, overrides, figures_dir
    job = run.Job("s", nb, tmp_path / "s.yaml", {}, tmp_path / "out.ipynb", tmp_path / "fig",
                  overrides={"tokens_per_day": 2e8})
    assert run.parameters(job) == {"scenario_file": str(tmp_path / "s.yaml"), "overrides": {"tokens_per_day": 2e8},
                                   "figures_dir": str(tmp_path / "fig")}
    job.overrides = {}
    assert "overrides" not in run.parameters(job)


def test_the_conventions_are_the_ones_the_code_uses():
    from trainium_report import conventions, options
    assert tuple(pricing.BASES) == conventions.BASIS_NAMES == scenario.BASIS_NAMES
    assert costs.LIKE_FOR_LIKE == tuple(b for b in pricing.BASES if pricing.BASES[b].gpu_on_aws)
    assert options.DAYS_PER_MONTH == costs.DAYS_PER_MONTH == pytest.approx(conventions.HOURS_PER_MONTH / 24)
    for text in ("trn2.48xlarge", "h100-sxm:8@lambda", "p5@aws"):
        assert conventions.CANDIDATE_RE.match(text) and conventions.CANDIDATE_PARTS.fullmatch(text)
