"""A Trn3 quote, compared (issue 26): a quote needs no region, Trainium3's efficiency is
Trainium2's fit on Trainium3's own peaks (labelled so), varied over Trainium2's out-of-sample band,
and the label follows that range."""
from pathlib import Path

import pytest

from trainium_report import calibration, costs, decision, pricing, scenario, variants

ROOT = Path(__file__).resolve().parent.parent
SERVING = ROOT / "scenarios" / "examples" / "trn3-quote-serving.yaml"


def test_a_quote_with_no_region_data_is_compared(ds):
    assert not pricing.offered(ds, pricing.parse_candidate(ds, "trn3-ultraserver-gen2"), ["us-east-1"])[0]
    params = scenario.load(SERVING)
    good, excluded = costs.candidates_frame(ds, params)
    quote = next(g for g in good if g.cand.text == "trn3-ultraserver-gen2")
    assert quote.price["offer_kind"] == "your quote" and "no region data" in quote.price["availability"]
    assert "trn3-ultraserver-gen2" not in set(excluded["candidate"])
    # an unquoted system with no region data is still left out
    _, excluded = costs.candidates_frame(ds, {**params, "price_overrides": {}})
    assert "no region data" in excluded.set_index("candidate").loc["trn3-ultraserver-gen2", "reason"]


def test_the_transfer_rule_gives_trainium2_its_own_fit_back(ds):
    """The rule: Trainium2's fitted fractions of peak and overheads, on Trainium3's peak figures.
    Applied to Trainium2 itself (its own specs) it is Trainium2's fit, value for value."""
    trn3 = calibration.efficiency(ds, "trainium3")
    trn2 = calibration.efficiency(ds, "trainium2")
    keys = calibration.DECODE_PARAMS + calibration.PREFILL_PARAMS
    assert {k: trn3[k]["value"] for k in keys if k in trn3} == {k: trn2[k]["value"] for k in keys if k in trn2}
    ev = trn3["_evidence"]
    assert ev.transferred and ev.platform == "trainium2" and ev.label.startswith(
        "transferred from trainium2 (no trainium3 run)")
    assert not trn2["_evidence"].transferred


def _at_ratio(ds, target: float) -> tuple[dict, dict]:
    """The serving example with its quote scaled so that the central on-demand ratio is `target`
    (the bill is whole UltraServers times the price: the ratio is linear in the quote)."""
    params = scenario.load(SERVING)
    dec = decision.Decision.from_params(ds, params)
    central = dec.point()["ratio"]
    quote = params["price_overrides"]["trn3-ultraserver-gen2"] * target / central
    params = {**params, "price_overrides": {"trn3-ultraserver-gen2": quote}}
    dec = decision.Decision.from_params(ds, params)
    assert dec.point()["neuron_name"] == "trn3-ultraserver-gen2"
    return params, variants.summary(ds, dec, variants.curve(ds, params))


def test_the_label_is_too_close_to_call_when_the_transfer_reaches_1x(ds):
    cheap, s_cheap = _at_ratio(ds, 0.5)
    near, s_near = _at_ratio(ds, 0.95)
    assert s_cheap["central"] == pytest.approx(0.5) and s_near["central"] == pytest.approx(0.95)
    assert s_cheap["label"] == "AWS silicon cheaper"
    assert s_near["label"] == "too close to call"
    assert any(f.startswith("transfer to trainium3: trainium2's fit -") for f in s_near["flips"])


def test_the_estimate_lists_the_trn3_quote_with_its_label_and_break_even(capsys):
    from helpers import run_main
    r = run_main(capsys, "estimate", SERVING)
    line = next(x for x in r.stdout.splitlines() if x.strip().startswith("trn3-ultraserver-gen2"))
    assert "your quote" in line and "transferred from trainium2" in line
    assert "break-even tok/s/system" in r.stdout and "no region data" not in r.stdout
