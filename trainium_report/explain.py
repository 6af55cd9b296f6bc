"""The decision in words: the recommendation, the executive page, the tables of notebook 05.

`decision` computes numbers and frames; this module only formats them (one format per
quantity, from `present`: ratios '2.15x', shares '-115%', money '80,000 USD') and escapes
every string that comes from the data or the scenario.
"""
from __future__ import annotations

import datetime as dt
import html
import json
import re

import numpy as np
import pandas as pd

from . import costs, dataset, plots, pricing
from . import performance as perf
from .cashflow import porting_cost
from .contract import ANCHORS, EXECUTIVE_CLOSE, EXECUTIVE_OPEN
from .conventions import BASIS_SHORT, HOURS_PER_MONTH
from .decision import SIDE_LABEL, Decision, by_basis
from . import present
from .present import esc, months, num, pct, ratio, share_text, span, usd, with_article
from .variants import LABELS, verdict_label

#: markers around the executive page in the rendered notebook: the build lifts what is between
#: them to the top of the report (HTML and PDF page 1)
EXEC_START, EXEC_END = EXECUTIVE_OPEN, EXECUTIVE_CLOSE


#: offer kinds in plain words (the codes stay in data/prices.csv and summary.json)
OFFER_WORDS = {"hyperscaler_list": "list price", "neocloud_list": "GPU cloud list price",
               "hyperscaler_commitment": "commitment price", "capacity_block": "Capacity Block",
               "marketplace": "marketplace host", "on_demand": "on demand", "reserved_1y": "reserved 1 year",
               "reserved_3y": "reserved 3 years"}


def _offer(kind: str) -> str:
    return OFFER_WORDS.get(str(kind or ""), str(kind or "").replace("_", " "))


def short_basis(name: str) -> str:
    """A basis in a few plain words (page 1, charts)."""

    return BASIS_SHORT.get(name, str(name))


def basis_label(name: str) -> str:
    return pricing.BASES[name].label if name in pricing.BASES else str(name)


def best_options(dec: Decision, pt: dict):
    """(best AWS-silicon option, best GPU option) at the central inputs."""
    return tuple(dec.base.side(s)[int(pt[f"best_{s}"])] for s in ("neuron", "gpu"))


# --------------------------------------------------------------------------
# the recommendation

CLOSE = LABELS[2]      # 'too close to call': when it is the label, it leads the headline too


def recommendation(dec: Decision, pt: dict | None, summ: dict | None, label: str | None = None) -> str:
    """The answer in one Markdown sentence (data strings escaped). `label`: the verdict's label
    (`variants.summary`); 'too close to call' leads the sentence, whichever side the centre is on."""
    b, h = dec.base, dec.params["horizon_months"]
    if not dec.comparable or pt is None or summ is None:
        missing = " and ".join(SIDE_LABEL[s] for s in ("neuron", "gpu") if not b.side(s))
        needs = ("a training efficiency, the memory to hold the model and any deadline_days met"
                 if dec.params["workload"] == "training" else
                 "serving runs, the memory to hold the model and the latency target met")
        return (f"**No recommendation:** no {missing} candidate is left for {esc(b.volume_text)} (a current price, "
                f"{needs} are needed); see the exclusions below and add candidates or price quotes to the scenario.")
    n, g = esc(pt["neuron_name"]), esc(pt["gpu_name"])
    on, og = best_options(dec, pt)
    basis = b.basis
    prices = (f"price basis: {esc(basis_label(basis))}; {n} {esc(_offer(on.offer_kind))} dated "
              f"{esc(on.price_as_of)}, {g} {esc(_offer(og.offer_kind))} dated {esc(og.price_as_of)}")
    odds = (f"AWS silicon's bill is lower in {share_text(summ['p_cheaper'], summ['n'])} and the port pays back "
            f"within {span(h)} in {share_text(summ['p_payback'], summ['n'])} ({prices})")
    port = esc(with_article(f"{usd(pt['porting'])} port"))
    if label == CLOSE:
        return (f"**Too close to call:** for {esc(b.volume_text)}, {n}'s monthly bill is {ratio(pt['ratio'])} that "
                f"of {g} ({usd(pt['neuron_bill'])} against {usd(pt['gpu_bill'])}) at the central estimate, but the "
                f"defensible modelling choices or the fits' out-of-sample error reach the other side of equal bills: "
                f"measure your model before porting; {odds}.")
    if pt["ratio"] >= 1:
        return (f"**Stay on GPUs:** for {esc(b.volume_text)} the cheapest AWS-silicon option, {n}, has a monthly bill "
                f"{ratio(pt['ratio'])} that of the cheapest GPU option, {g} ({usd(pt['neuron_bill'])} against "
                f"{usd(pt['gpu_bill'])}), so porting cannot pay back at the central estimate; {odds}.")
    if pt["npv"] < 0:
        fix = (f"it would from {with_article(usd(pt['breakeven_spend']) + ' monthly GPU bill')}" if np.isfinite(pt["breakeven_spend"])
               else f"no GPU bill is large enough, since running both platforms and maintenance cost more than "
                    f"{span(h)} of savings recover")
        return (f"**Not worth porting at this volume:** for {esc(b.volume_text)}, {n}'s bill is {ratio(pt['ratio'])} "
                f"that of {g} ({usd(pt['monthly_saving'])} a month saved on {with_article(usd(pt['spend']) + ' GPU bill')}), but "
                f"{port[0].lower() + port[1:]} does not pay back within {span(h)} ({fix}); {odds}.")
    return (f"**Port to {n}:** for {esc(b.volume_text)} its bill is {ratio(pt['ratio'])} that of {g}, so "
            f"{usd(pt['monthly_saving'])} a month saved on {with_article(usd(pt['spend']) + ' GPU bill')} pays back "
            f"{port[0].lower() + port[1:]} in {months(pt['payback'])} (net present value {usd(pt['npv'])} over {h} "
            f"months); {odds}.")


def short_verdict(dec: Decision, pt: dict | None, label: str | None = None) -> str:
    """The decision in one plain sentence for the top of the executive page (HTML); 'too close to
    call' (`label`) leads it, whichever side the central estimate is on."""
    b, h = dec.base, dec.params["horizon_months"]
    if not dec.comparable or pt is None:
        return "No recommendation: one side has no priced candidate (see the exclusions)."
    n, g = html.escape(pt["neuron_name"]), html.escape(pt["gpu_name"])
    if label == CLOSE:
        return (f"<b>Too close to call.</b> For {html.escape(b.volume_text)}, {n} costs {ratio(pt['ratio'])} "
                f"{g} a month at the central estimate, but the modelling choices or the fits' error reach the "
                "other side of equal bills: measure your model before porting (what would settle it, below).")
    if pt["ratio"] >= 1:
        return (f"<b>Stay on GPUs.</b> For {html.escape(b.volume_text)}, the cheapest AWS-silicon option ({n}) costs "
                f"{ratio(pt['ratio'])} the cheapest GPU option ({g}) a month, so a port cannot pay back.")
    if pt["npv"] < 0:
        return (f"<b>Not worth porting at this volume.</b> {n}'s bill is {ratio(pt['ratio'])} that of {g}, but "
                f"{with_article(usd(pt['porting']) + ' port')} does not pay back within {span(h)}.")
    return (f"<b>Port to {n}.</b> Its bill is {ratio(pt['ratio'])} that of {g}; the port pays back in "
            f"{months(pt['payback'])} (net present value {usd(pt['npv'])} over {span(h)}).")


# --------------------------------------------------------------------------
# tables

def key_table(dec: Decision, pt: dict, summ: dict) -> pd.DataFrame:
    """Central estimate and Monte Carlo P10/P50/P90 (text, <= 6 columns): ratios as '2.15x', the
    savings as a percent of the GPU bill, money in USD."""
    h = dec.params["horizon_months"]
    rows = [("AWS-silicon / GPU monthly bill ratio", "ratio", ratio),
            ("AWS-silicon / GPU cost per unit at full load", "unit_ratio", ratio),
            ("savings (share of the GPU bill; negative: AWS silicon dearer)", "savings", pct),
            ("GPU bill per month", "spend", usd),
            ("saving per month", "monthly_saving", usd),
            ("porting and validation", "porting", usd),
            ("payback", "payback", months),
            (f"net present value over {span(h)}", "npv", usd),
            ("break-even GPU bill per month", "breakeven_spend", usd)]
    return pd.DataFrame([{"quantity": label, "central": f(pt[k]), "P10": f(summ[f"{k}_p10"]),
                          "P50": f(summ[f"{k}_p50"]), "P90": f(summ[f"{k}_p90"])} for label, k, f in rows])


def basis_table(bb: pd.DataFrame, unit: str) -> pd.DataFrame:
    """The verdict under each price basis, as text: both sides' option, offer kind, price and date,
    the cost per unit at full load, the monthly bill and the bill ratio."""
    rows = []
    for r in bb.itertuples():
        name = r.basis + (" (verdict)" if r.chosen else "")
        if r.missing:
            rows.append({"price basis": name, "AWS silicon": "", "GPU": "", unit + " (AWS : GPU)": "",
                         "monthly bill (AWS : GPU)": "", "bill ratio": f"no current {r.missing} price"})
            continue
        rows.append({"price basis": name,
                     "AWS silicon": f"{r.neuron_option}, {_offer(r.neuron_offer)} {num(r.neuron_usd_per_hour)} USD/h "
                                    f"dated {r.neuron_price_as_of}",
                     "GPU": f"{r.gpu_option}, {_offer(r.gpu_offer)} {num(r.gpu_usd_per_hour)} USD/h dated "
                            f"{r.gpu_price_as_of}",
                     unit + " (AWS : GPU)": f"{num(r.neuron_unit_cost)} : {num(r.gpu_unit_cost)}",
                     "monthly bill (AWS : GPU)": f"{usd(r.neuron_bill)} : {usd(r.gpu_bill)}",
                     "bill ratio": ratio(r.ratio)})
    return pd.DataFrame(rows)


def claim_sentences(cc: pd.DataFrame, volume_text: str) -> list[str]:
    """'AWS: trn2.48xlarge has 30-40% better price-performance than p5e.48xlarge. This model,
    aws_capacity_block prices: 37% worse for this workload.' (HTML-safe)."""
    out = []
    for r in cc.dropna(subset=["model_gain"]).itertuples():
        out.append(f"AWS: {esc(r.subject)} has {esc(r.claimed)} price-performance than {esc(r.baseline)}. This model, "
                   f"{esc(r.basis)} prices: {pct(abs(r.model_gain))} {'better' if r.model_gain >= 0 else 'worse'} "
                   f"for {esc(volume_text)}.")
    return out


# --------------------------------------------------------------------------
# the three largest risks to the verdict, computed

# how close what an efficiency rests on comes to changing the verdict (Option.evidence_status); a
# validated fit or the scenario's own override: 0.6
EVIDENCE_SEVERITY = {"fails": 3.0, "stack": 3.0, "transferred": 2.8, "thin": 2.6, "in-sample": 2.2, "published": 1.6}


def risks(dec: Decision, pt: dict, summ: dict, bb: pd.DataFrame, tor: pd.DataFrame,
          today: dt.date | None = None) -> list[dict]:
    """Every risk to the verdict the numbers show, each with a severity (higher: closer to changing
    the verdict), largest first. Sources: what each side's efficiency rests on (runs, out-of-sample
    validation), whether the price bases disagree, the age of the prices used, the input that moves
    the bill ratio most (tornado), and how often the Monte Carlo draws reverse the verdict."""
    today = today or dt.date.today()
    p = dec.params
    out = []
    stay = pt["ratio"] >= 1
    # 1. evidence behind each side's efficiency
    for side, o in zip(("neuron", "gpu"), best_options(dec, pt)):
        ev, status = o.evidence_short or o.evidence or "published figures", o.evidence_status
        out.append(dict(severity=EVIDENCE_SEVERITY.get(status, 0.6), kind="evidence",
                        text=f"{SIDE_LABEL[side]} efficiency ({esc(o.candidate)}, {esc(o.efficiency_name)} "
                             f"{num(o.efficiency)}): {'rests on ' if status == 'published' else ''}{esc(ev)}."))
    # 2. the price bases
    have = bb[bb["missing"] == ""]
    if len(have) > 1:
        lo, hi = have["ratio"].min(), have["ratio"].max()
        if lo < 1 < hi:
            flip = have.loc[have["ratio"] < 1, "basis"] if stay else have.loc[have["ratio"] >= 1, "basis"]
            out.append(dict(severity=3.5, kind="price basis",
                            text=f"The verdict depends on how you buy: the bill ratio runs from {ratio(lo)} to "
                                 f"{ratio(hi)} across {len(have)} price bases, and reverses on "
                                 f"{esc(', '.join(short_basis(b) for b in flip))}."))
        else:
            out.append(dict(severity=0.4 + 1.0 / max(abs(np.log(lo)), abs(np.log(hi)), 0.05) / 20, kind="price basis",
                            text=f"All {len(have)} price bases agree: the bill ratio runs from {ratio(lo)} to "
                                 f"{ratio(hi)}."))
    missing = bb[bb["missing"] != ""]
    if len(missing):
        out.append(dict(severity=0.8, kind="price basis",
                        text="No comparison on " + "; ".join(f"{esc(short_basis(r.basis))} (no current {esc(r.missing)} price)"
                                                             for r in missing.itertuples()) + "."))
    # 3. the age of the prices used
    ages = []
    for o in best_options(dec, pt):
        d = pricing.price_date(o.price_as_of)
        if pd.notna(d):
            ages.append(((pd.Timestamp(today) - d).days, o))
    if ages:
        age, o = max(ages, key=lambda t: t[0])
        limit = p["price_max_age_days"]
        out.append(dict(severity=0.5 + 2.0 * min(age / max(limit, 1), 1.0), kind="price date",
                        text=f"The oldest price in the verdict, {esc(o.candidate)} {esc(_offer(o.offer_kind))} "
                             f"({esc(o.pricing_model.replace('_', ' '))}) at {num(o.usd_per_hour)} USD/h, is dated "
                             f"{esc(o.price_as_of)}: {age:,} days old (prices older than {limit:,} days are not used)."))
    # 4. the input that moves the bill ratio most
    tr = tor[tor["output"] == "ratio"]
    if len(tr) and tr["swing"].iloc[0] > 0:
        r = tr.iloc[0]
        lo, hi = sorted((r["at_low"], r["at_high"]))
        cross = lo < 1 < hi
        out.append(dict(severity=3.2 if cross else 0.6 + min(r["swing"] / max(abs(r["at_central"] - 1), 1e-9), 1.0),
                        kind="sensitivity",
                        text=f"The {esc(r['label'])} moves the bill ratio most: {ratio(lo)} to {ratio(hi)} over its "
                             f"range" + (", across equal bills." if cross else
                                         ", never reaching equal bills (1x).")))
    # 5. how often the draws reverse the verdict
    if summ:
        hold = 1 - summ["p_cheaper"] if stay else summ["p_payback"] if pt["npv"] >= 0 else 1 - summ["p_payback"]
        what = ("AWS silicon's bill is lower" if stay else "the port pays back" if pt["npv"] < 0
                else "the port does not pay back")
        out.append(dict(severity=4.0 * (1 - hold) + 0.3, kind="Monte Carlo",
                        text=f"{what[0].upper() + what[1:]} in {share_text(1 - hold, summ['n'])}."))
    return sorted(out, key=lambda d: -d["severity"])


# --------------------------------------------------------------------------
# the executive page

EXEC_CSS = """
.executive { margin: 0 0 1em; }
.executive h2 { margin: 0.3em 0 0.3em; font-size: 1.25em; }
.executive h3 { margin: 0.7em 0 0.25em; font-size: 1em; }
.executive .evidence p { margin: 0.25em 0; }
.executive p.label { font-size: 1.04em; padding: 0.3em 0.6em; border-left: 4px solid #d95f02; background: #fdf5ee; }
.executive p.verdict { font-size: 1.08em; margin: 0.2em 0 0.5em; padding: 0.4em 0.6em; border-left: 4px solid #1b9e77;
  background: #f3f8f6; }
.executive table { border-collapse: collapse; width: 100%; font-size: 0.82em; margin: 0.2em 0 0.4em; }
.executive th, .executive td { padding: 2px 6px; border-bottom: 1px solid #e3e3e3; text-align: left; vertical-align: top; }
.executive thead th { border-bottom: 1.5px solid #333; }
.executive td.num, .executive th.num { text-align: right; }
.executive table.boxes { table-layout: fixed; }   /* two halves, whatever a name in them: a long one wraps */
.executive table.boxes > tbody > tr > td { width: 50%; border: none; padding: 0 0.5em 0 0; }
.executive td, .executive th { overflow-wrap: anywhere; }   /* a name of one unbroken word breaks, not widens */
.executive .box { border: 1px solid #ccc; padding: 0.3em 0.6em; background: #fafafa; }
.executive .box ul, .executive .box ol { margin: 0.1em 0 0.2em 1.1em; padding: 0; }
.executive .box li { margin: 0.1em 0; }
.executive p.claim { font-size: 0.88em; margin: 0.4em 0; }
.executive img.report-figure { max-width: 100%; height: auto; display: block; margin: 0.3em auto 0; }
.executive table.exec-costs th:first-child { width: 22%; }
.executive .note { color: #555; font-size: 0.78em; }
@media print { .executive { font-size: 7.6pt; break-after: page; } .executive h2 { margin-top: 0; }
  .executive img.report-figure { max-height: 42mm; } }
"""


LOW_BUSY = 0.25   # a rented system busier than this is not flagged on page 1


def _cost_rows(dec: Decision, pt: dict) -> list[tuple[str, str, str]]:
    """(what, AWS silicon, GPU) rows of the cost table for the best option on each side."""
    on, og = best_options(dec, pt)
    est = dec.base.estimate.set_index("candidate")
    rows = [("best option", on.candidate, og.candidate)]
    if dec.base.workload == "training":
        rows.append(("cost per training run", usd(on.unit_cost), usd(og.unit_cost)))
        if "cost_per_step_usd" in est:
            rows.append(("cost per optimizer step", usd(est.loc[on.candidate, "cost_per_step_usd"]),
                         usd(est.loc[og.candidate, "cost_per_step_usd"])))
        if "days" in est:
            rows.append(("time to train", f"{num(est.loc[on.candidate, 'days'], 2)} days",
                         f"{num(est.loc[og.candidate, 'days'], 2)} days"))
        rows.append((f"monthly bill (one run every {span(dec.params['horizon_months'])})", usd(pt["neuron_bill"]),
                     usd(pt["gpu_bill"])))
    else:
        rows.append(("cost per 1M tokens at full load", f"{num(on.unit_cost)} USD", f"{num(og.unit_cost)} USD"))

        def rent(c):
            busy = est.loc[c, "busy_share"]
            return (f"{usd(pt['neuron_bill'] if c == on.candidate else pt['gpu_bill'])} "
                    f"({num(est.loc[c, 'units_rented'])} {esc(est.loc[c, 'rental_unit'])}(s), {pct(busy)} busy)"
                    + (f" <b>under {pct(LOW_BUSY)} busy: the smallest size in the candidates is still larger than "
                       "this volume needs</b>" if busy < LOW_BUSY else ""))
        rows.append(("monthly bill at this volume", rent(on.candidate), rent(og.candidate)))
        rows.append(("time to first token / per output token",
                     f"{num(est.loc[on.candidate, 'ttft_s'])} s / {num(est.loc[on.candidate, 'tpot_ms'])} ms",
                     f"{num(est.loc[og.candidate, 'ttft_s'])} s / {num(est.loc[og.candidate, 'tpot_ms'])} ms"))
    rows += [("efficiency rests on", derive(esc(on.evidence_short or on.evidence), "evidence"),
              derive(esc(og.evidence_short or og.evidence), "evidence"))]
    return rows


def derive(text_html: str, what: str) -> str:
    """Page-1 text linked to the section that derives it (`contract.ANCHORS`; in the PDF, to its page)."""
    return f'<a class="derive" href="#{ANCHORS[what]}">{text_html}</a>'


def price_link(text_html: str, source_id: str, sources: dict | None) -> str:
    """A price on page 1 linked to its source's document, with the source's tier (1 best, 6
    secondary); your quote (no source row) as it is."""
    src = (sources or {}).get(source_id)
    if not src or not str(src.get("url", "")).lower().startswith(("https://", "http://")):
        return text_html
    return (f'<a class="source" href="{esc(src["url"])}" title="{esc(source_id)}">{text_html}</a>'
            f' <span class="tier">(tier {esc(src.get("tier", "?"))})</span>')


def assumptions(dec: Decision) -> list[str]:
    """The scenario's assumptions behind the verdict, as short HTML-safe lines."""
    p = dec.params
    out = []
    if dec.base.workload == "training":
        out.append(f"<b>Workload:</b> {esc(dec.base.volume_text)}, {esc(p['precision'])}, about "
                   f"{p['training_chips']:,} accelerators")
        if p.get("deadline_days"):
            late = dec.base.excluded[dec.base.excluded["reason"].str.contains("(deadline_days)", regex=False)]
            out.append(f"<b>Deadline:</b> {num(p['deadline_days'])} days"
                       + ("; left out for it: " + "; ".join(f"{esc(r.candidate)} ({esc(r.reason.split(',')[0])})"
                                                            for r in late.itertuples()) if len(late) else
                          "; every candidate meets it"))
    else:
        out.append(f"<b>Volume:</b> {esc(dec.base.volume_text)} ({p['input_tokens']:,} prompt + "
                   f"{p['output_tokens']:,} generated tokens a request), {esc(p['precision'])}")
        out.append(f"<b>Latency target:</b> at least {num(p['min_tokens_per_s_per_user'])} generated tokens/s per user")
    u = p["utilisation"]
    out.append(f"<b>Utilisation:</b> {pct(u['mode'])} of rented capacity busy (range {pct(u['low'])}-{pct(u['high'])}), "
               "both sides")
    w, v = p["porting_engineer_weeks"], p["validation_engineer_weeks"]
    port = float(porting_cost(w["mode"], v["mode"], p["usd_per_engineer_week"]))
    out.append(f"<b>Porting effort:</b> {num(w['mode'])} engineer-weeks to port + {num(v['mode'])} to validate "
               f"(range {num(w['low'] + v['low'])}-{num(w['high'] + v['high'])}) at {usd(p['usd_per_engineer_week'])} "
               f"a week: {usd(port)}; then {usd(p['maintenance_usd_per_month'])} a month to maintain")
    out.append(f"<b>Horizon:</b> {span(p['horizon_months'])}, discounted at {pct(p['discount_rate_annual'])} a year; "
               f"{num(p['dual_running_months'])} month(s) running both platforms")
    basis = dec.base.basis
    out.append(f"<b>Prices:</b> {esc(basis_label(basis))}; none older than "
               f"{p['price_max_age_days']:,} days")
    quotes = p.get("price_overrides") or {}
    if quotes:
        as_of = pricing.quote_as_of(p.get("quote_date"))
        est = dec.base.estimate.set_index("candidate") if len(dec.base.estimate) else None
        where = {c: str(est.loc[c, "availability"]) for c in quotes
                 if est is not None and c in est.index and "availability" in est and est.loc[c, "availability"]}
        age = pricing.quote_age(p.get("quote_date"))
        out.append("<b>Your quotes</b> " + (f"(not used: {age:,} days old, over the price age limit of "
                                             f"{p['price_max_age_days']:,} days)" if age > p["price_max_age_days"]
                                             else "(used on every price basis)") + ": " + "; ".join(
            f"{esc(c)} at {num(v)} USD/h" + (f" (availability: {esc(where[c])})" if c in where else "")
            for c, v in quotes.items()) + f", dated {esc(as_of)}"
            + ("" if p.get("quote_date") else " (the day of the build; set quote_date)"))
    return out


def newer_generation(ds, dec: Decision, bb: pd.DataFrame) -> pd.Series | None:
    """When the headline's AWS option is of an older generation than another candidate of its family
    (Trainium, Inferentia) that has no price on the headline basis: that generation priced alone
    against the GPU candidates, on the first basis that prices both (a `by_basis` row); else None."""
    head = bb[bb["chosen"] & (bb["missing"] == "")]
    if head.empty:
        return None
    ent = dataset.entity_index(ds)

    def gen(c):
        return ent.loc[pricing.parse_candidate(ds, c).entity_id, ["family", "generation"]]

    fam, g = gen(head["neuron_option"].iloc[0])
    priced = {o.candidate for o in dec.base.options}
    newer = [c for c in dec.params["candidates"] if (x := gen(c))["family"] == fam and x["generation"] > g]
    if not newer or any(c in priced for c in newer):
        return None
    top = max(gen(c)["generation"] for c in newer)
    gpus = [c for c in dec.params["candidates"] if dataset.side_of(pricing.parse_candidate(ds, c).family) == "gpu"]
    alone = by_basis(ds, {**dec.params, "candidates": [c for c in newer if gen(c)["generation"] == top] + gpus})
    have = alone[alone["missing"] == ""]
    return have.iloc[0] if len(have) else None


def measurement_plan(dec: Decision, row) -> str:
    """The benchmark a user runs to settle the verdict, and how its result comes back (HTML)."""
    p = dec.params
    if dec.base.workload == "training":
        return (f"Train a few hundred steps of {esc(dec.base.model_name)} at sequence length {p['seq_len']:,} and "
                f"global batch {p['global_batch']:,} on {esc(row['neuron_option'])}, read tokens/s per chip, and "
                f"compute MFU = 6 x parameters x tokens/s / peak; enter it in <code>efficiency_overrides</code> as "
                f"<code>training_mfu</code>.")
    conc = int(row["neuron_batch"]) * int(row["neuron_replicas"])
    cmd = (f"vllm bench serve --model YOUR_MODEL --dataset-name random --random-input-len {p['input_tokens']} "
           f"--random-output-len {p['output_tokens']} --max-concurrency {conc} --num-prompts {max(10 * conc, 200)} "
           f"--save-result")
    target = ""
    if pd.notna(row.get("breakeven_tpot_ms", np.nan)):
        # what the benchmark reports at the break-even point: its inter-token latency carries the
        # other requests' prefills under continuous batching (calibration.predict_decode)
        itl = row["breakeven_tpot_ms"] + (row["neuron_batch"] - 1) * row["breakeven_ttft_ms"] / p["output_tokens"]
        target = (f" It breaks even at {num(row['neuron_speedup'])}x the modelled speed: a median TTFT of "
                  f"{num(row['breakeven_ttft_ms'])} ms and a median TPOT of {num(itl)} ms (the step plus the other "
                  f"requests' prefills) at that concurrency; faster than that, AWS silicon is cheaper per token. (The "
                  f"latency target, {num(p['min_tokens_per_s_per_user'])} tokens/s per user, is held on the decode "
                  f"step, {num(row['breakeven_tpot_ms'])} ms here.)")
    return (f"On one {esc(row['neuron_option'])} (replicas of {int(row['neuron_chips_per_replica'])} chip(s)), run "
            f"<code>{esc(cmd)}</code> and name the result in <code>measurements:</code> (the JSON as it is, with "
            f"<code>{{file, entity_id, tp}}</code>; or a CSV row with run_id, entity_id, nodes, phase, model_name, "
            f"model_id, batch, input_len, output_len, weight_dtype, compute_dtype, ttft_ms, tpot_ms, tpot_kind "
            f"measured, batching continuous): the "
            f"report then rescales the published fit to your run.{target}")


def evidence_html(ds, dec: Decision, bb: pd.DataFrame, verdict: dict) -> str:
    """Page 1's answer to 'how sure': the label, the range over the modelling choices and the
    out-of-sample band, the choices that reach the other side, the break-even performance of the
    best AWS option; the newest generation when it is not the headline's. Short: the detail and
    the measurement plan are in the decision section."""
    if not verdict or verdict.get("label") == "no comparison":
        return ""
    basis = verdict["basis"]
    band = (f"; the fits' out-of-sample error allows {ratio(verdict['band_low'])} to {ratio(verdict['band_high'])}"
            if verdict["band_high"] > verdict["band_low"] else "")
    parts = [f'<p class="label"><b>{esc(verdict["label"][0].upper() + verdict["label"][1:])}</b> on '
             f"{esc(basis_label(basis))}: {derive(ratio(verdict['central']), 'bills')}, and "
             + derive(f"{ratio(verdict['low'])} to {ratio(verdict['high'])} over {verdict['variants']} defensible "
                      "modelling choices", "range") + f"{band}.</p>"]
    if verdict["flips"]:
        parts.append("<p>Choices on the other side of 1x: " + "; ".join(esc(f) for f in verdict["flips"][:3])
                     + (f"; {len(verdict['flips']) - 3} more" if len(verdict["flips"]) > 3 else "") + ".</p>")
    row = bb[bb["basis"] == basis]
    fmt = (lambda v: f"{v:.3f}") if dec.base.workload == "training" else num
    if len(row) and not row["missing"].iloc[0]:
        r = row.iloc[0]
        parts.append(f"<p><b>What would settle it:</b> {esc(r['neuron_option'])} matches the GPU's cost per unit of "
                     f"work at <b>{derive(fmt(r['neuron_breakeven']) + ' ' + esc(r['perf_unit']), 'range')}</b>"
                     + volume_units(dec, r['neuron_breakeven']) + f" (the model gives "
                     f"{fmt(r['neuron_perf'])}); measure it on your model (decision section). "
                     f"{rounding_note(r)}</p>")
    newer = newer_generation(ds, dec, bb)
    if newer is not None:
        head = bb[bb["chosen"]].iloc[0]
        same = bb[(bb["basis"] == newer["basis"]) & (bb["neuron_option"] == newer["neuron_option"])]
        span = verdict.get("by_basis", {}).get(newer["basis"]) if len(same) else None
        parts.append(f"<p><b>Newest generation:</b> {esc(newer['neuron_option'])} (no current "
                     f"{esc(short_basis(head['basis']))} price) on {esc(short_basis(newer['basis']))}: {ratio(newer['ratio'])}"
                     + (f" ({ratio(span[0])} to {ratio(span[1])}: {esc(verdict_label(span))})" if span else "")
                     + f", break-even at {fmt(newer['neuron_breakeven'])} {esc(newer['perf_unit'])} (the model gives "
                       f"{fmt(newer['neuron_perf'])}).</p>")
    return '<div class="evidence">' + "".join(parts) + "</div>"


def volume_units(dec: Decision, output_per_s: float) -> str:
    """A serving throughput restated in the volume's own units (prompt and output tokens, as
    tokens_per_day counts them): ' (5,140 tokens/s counting prompts, as the volume does)'."""
    p = dec.params
    if dec.base.workload == "training" or not output_per_s or not np.isfinite(output_per_s):
        return ""
    both = output_per_s * (p["input_tokens"] + p["output_tokens"]) / p["output_tokens"]
    return f" ({num(both)} tokens/s counting prompts, as the volume does)"


def rounding_note(r) -> str:
    """A sentence when renting whole systems moves the bill ratio more than 5% off the ratio of
    the costs per unit of work at full load (small volumes: the last system is part-empty)."""
    if "neuron_units" not in r or pd.isna(r.get("neuron_units")) or \
            abs(r["ratio"] / r["unit_ratio"] - 1) <= 0.05:
        return ""
    side = (f"{num(r['neuron_units'])} {esc(r['neuron_option'])} at {pct(r['neuron_busy'])} busy against "
            f"{num(r['gpu_units'])} {esc(r['gpu_option'])} at {pct(r['gpu_busy'])} busy")
    return (f"Whole systems decide the bill ratio ({side}): at full load the cost per unit of work is "
            f"{ratio(r['unit_ratio'])}.")


def whatif_data(dec: Decision, pt: dict) -> dict | None:
    """What the HTML page's what-if panel recomputes from (serving only): for the best option of
    each side, its price per hour, the systems the scenario's volume keeps busy (`fluid`), the
    units a system rents as, at the scenario's volume and utilisation. The panel scales the busy
    systems with the volume and rents whole units, as `costs.rental_units` does: it interpolates
    the model, it does not refit it, and it keeps the two options shown."""
    if dec.base.workload == "training" or not dec.comparable:
        return None
    est = dec.base.estimate.set_index("candidate")
    sides = {}
    for side, o in zip(("aws", "gpu"), best_options(dec, pt)):
        r = est.loc[o.candidate]
        per_unit = float(r["units_per_system"])
        sides[side] = dict(option=o.candidate, usd_per_hour=float(r["usd_per_hour"]), fluid=float(r["fluid_systems"]),
                           per_unit=per_unit, unit=str(r["rental_unit"]))
    p = dec.params
    return dict(sides=sides, tokens_per_day=float(p["tokens_per_day"]), utilisation=float(p["utilisation"]["mode"]),
                hours_per_month=HOURS_PER_MONTH)


def whatif_bills(data: dict, aws_price: float | None = None, gpu_price: float | None = None,
                 tokens_per_day: float | None = None, utilisation: float | None = None) -> dict:
    """The panel's arithmetic in Python (the page's script does the same): each side's monthly bill
    and the ratio at the given price per hour, volume and utilisation (None: the scenario's)."""
    tpd = data["tokens_per_day"] if tokens_per_day is None else tokens_per_day
    util = data["utilisation"] if utilisation is None else utilisation
    out = {}
    for side, price in (("aws", aws_price), ("gpu", gpu_price)):
        s = data["sides"][side]
        usd_h = s["usd_per_hour"] if price is None else price
        units = float(costs.rental_units(s["fluid"] * tpd / data["tokens_per_day"], s["per_unit"], util))
        out[side] = units * usd_h / s["per_unit"] * data["hours_per_month"]
    out["ratio"] = out["aws"] / out["gpu"]
    return out


def executive_html(dec: Decision, pt: dict | None, summ: dict | None, bb: pd.DataFrame, cc: pd.DataFrame,
                   tor: pd.DataFrame | None, chart_html: str = "", today: dt.date | None = None,
                   evidence: str = "", sources: dict | None = None, label: str | None = None) -> str:
    """The executive page: the decision in one sentence; each side's cost per unit and monthly bill
    with pricing model, offer kind and price date; the like-for-like comparisons side by side; the
    assumptions; the three largest risks; the vendor's claim beside the model; one chart. Wrapped in
    EXEC_START/EXEC_END so the build can put it first."""
    parts = [f"<style>{EXEC_CSS}</style>", "<h2>Executive summary: is moving to AWS silicon worth it?</h2>",
             f'<p class="verdict">{short_verdict(dec, pt, label)}</p>', evidence]
    if dec.comparable and pt is not None:
        unit = dec.base.unit
        head = "<tr><th></th><th>AWS silicon</th><th>GPU</th></tr>"
        body = "".join(f"<tr><th>{esc(w)}</th><td>{a}</td><td>{g}</td></tr>" for w, a, g in _cost_rows(dec, pt))
        parts.append(f'<table class="exec-costs"><thead>{head}</thead><tbody>{body}</tbody></table>')
        rows = []
        for r in bb.itertuples():
            if r.missing:
                rows.append(f"<tr><td>{esc(short_basis(r.basis))}</td><td colspan='4'>no current {esc(r.missing)} price</td></tr>")
                continue
            rows.append(f"<tr><td>{esc(short_basis(r.basis))}{' <b>(verdict)</b>' if r.chosen else ''}</td>"
                        f"<td>{esc(r.neuron_option)}, {esc(_offer(r.neuron_offer))}, "
                        f"{price_link(num(r.neuron_usd_per_hour) + ' USD/h', r.neuron_price_source, sources)} "
                        f"{esc(_offer(r.neuron_pricing))}, {esc(r.neuron_price_as_of)}</td>"
                        f"<td>{esc(r.gpu_option)}, {esc(_offer(r.gpu_offer))}, "
                        f"{price_link(num(r.gpu_usd_per_hour) + ' USD/h', r.gpu_price_source, sources)} "
                        f"{esc(_offer(r.gpu_pricing))}, {esc(r.gpu_price_as_of)}</td>"
                        f"<td class='num'>{num(r.neuron_unit_cost)} : {num(r.gpu_unit_cost)}</td>"
                        f"<td class='num'><b>{derive(ratio(r.ratio), 'bills')}</b></td></tr>")
        parts.append("<h3>Like for like: the verdict under each price basis</h3>"
                     "<table class='exec-bases'><thead><tr><th>price basis</th><th>AWS silicon (offer, price, dated)</th>"
                     f"<th>GPU (offer, price, dated)</th><th class='num'>{esc(unit)} (AWS : GPU)</th>"
                     "<th class='num'>monthly bill ratio</th></tr></thead><tbody>" + "".join(rows) + "</tbody></table>")
        risk = risks(dec, pt, summ, bb, tor, today) if tor is not None else []
        ul = "".join(f"<li>{a}</li>" for a in assumptions(dec))
        ol = "".join(f"<li>{r['text']}</li>" for r in risk[:3])
        parts.append('<table class="boxes"><tbody><tr>'
                     f'<td><div class="box"><h3>Assumptions</h3><ul>{ul}</ul></div></td>'
                     f'<td><div class="box"><h3>The three largest risks to the verdict</h3><ol>{ol}</ol>'
                     '<p class="note">Ranked by how close each comes to changing the verdict.</p></div></td>'
                     "</tr></tbody></table>")
        have = cc.dropna(subset=["model_gain"]) if len(cc) else cc
        if len(have):
            parts.append('<p class="claim"><b>AWS\'s claims beside this model</b> (price-performance, same basis both '
                         "sides): " + "; ".join(
                             f"{esc(r.subject)} over {esc(r.baseline)}: claimed {esc(r.claimed)}, here "
                             f"{pct(abs(r.model_gain))} {'better' if r.model_gain >= 0 else 'worse'} "
                             f"({esc(short_basis(r.basis))})"
                             for r in have.itertuples()) + ".</p>")
        else:
            parts.append('<p class="claim"><b>The vendor\'s claim beside this model:</b> no instance-level '
                         "price-performance claim can be priced on a like-for-like basis for this scenario.</p>")
        parts.append(chart_html)
        if (data := whatif_data(dec, pt)) is not None:
            # filled in by the report page's own script (publishing.render.WHATIF_SCRIPT); screen only
            parts.append(f'<div class="whatif screen-only" data-whatif="{esc(json.dumps(data))}">'
                         "<p><b>What if:</b> the interactive panel needs the HTML report with scripts on.</p></div>")
    return EXEC_START + present.no_math('<div class="executive">' + "".join(parts) + "</div>") + EXEC_END


def show_executive(dec: Decision, pt, summ, bb, cc, tor, figdir=None, ds=None, verdict=None) -> None:
    """Display the executive page (HTML) with the one-sentence recommendation as its Markdown
    alternative (the build's index reads that as the headline)."""
    from IPython.display import display


    chart = ""
    if dec.comparable and len(bb[bb["missing"] == ""]):
        fig, _ = plots.ratio_by_basis(bb, (verdict or {}).get("by_basis"), dec.base.volume_text)
        plots.source_line(fig, "Bills at the central utilisation, prices as dated in the table above "
                               "(data/prices.csv); ranges: the decision section's modelling choices.")
        chart = plots.render(fig, "05-ratio-by-basis", figdir)["html"]
    evidence = evidence_html(ds, dec, bb, verdict) if ds is not None and verdict else ""
    sources = ds.sources.set_index("source_id")[["url", "tier"]].to_dict("index") if ds is not None else None
    label = (verdict or {}).get("label")
    page = executive_html(dec, pt, summ, bb, cc, tor, chart, evidence=evidence, sources=sources, label=label)
    display({"text/html": page, "text/markdown": present.no_math_md(recommendation(dec, pt, summ, label))}, raw=True)


# --------------------------------------------------------------------------
# the scenario's answer as plain numbers, for the build's cross-scenario index

def summary(dec: Decision, pt: dict | None, summ: dict | None, verdict: dict | None = None,
            bb: pd.DataFrame | None = None) -> dict:
    """The central answer of notebook 05 as JSON-ready values (no words computed here beyond the
    verdict and labels; the index formats the numbers). Non-finite numbers become None."""
    def f(v):
        v = None if v is None else float(v)
        return v if v is not None and np.isfinite(v) else None

    p, b = dec.params, dec.base
    model = p["model"]                   # a models.csv id; a config.json or an inline shape by its name
    if isinstance(model, dict) or str(model).endswith(".json"):
        model = perf.model_shape(None, model).name or "your model"
    out = dict(scenario=p["scenario"], title=p.get("title", ""), workload=p["workload"], model=model,
               volume=b.volume_text, unit=b.unit, comparable=bool(dec.comparable and pt is not None),
               verdict=html.unescape(re.sub(r"<[^>]+>", "", short_verdict(dec, pt, (verdict or {}).get("label")))))
    if out["comparable"]:
        on, og = best_options(dec, pt)
        basis = b.basis
        dates = [d for d in (on.price_as_of, og.price_as_of) if d]
        out.update(price_basis=basis, price_basis_label=basis_label(basis),
                   aws_option=on.candidate, aws_pricing_model=on.pricing_model, aws_offer=on.offer_kind,
                   aws_price_as_of=on.price_as_of, aws_unit_cost=f(on.unit_cost),
                   gpu_option=og.candidate, gpu_pricing_model=og.pricing_model, gpu_offer=og.offer_kind,
                   gpu_price_as_of=og.price_as_of, gpu_unit_cost=f(og.unit_cost),
                   ratio=f(pt["ratio"]), savings=f(pt["savings"]), aws_bill=f(pt["neuron_bill"]),
                   gpu_bill=f(pt["gpu_bill"]), porting_usd=f(pt["porting"]), payback_months=f(pt["payback"]),
                   npv=f(pt["npv"]), horizon_months=int(p["horizon_months"]),
                   oldest_price=min(dates, key=pricing.price_date) if dates else "",   # by the date it means
                   p_cheaper=f(summ["p_cheaper"]) if summ else None)
    if verdict and verdict.get("label") != "no comparison":
        out.update(label=verdict["label"], ratio_range=[f(verdict["low"]), f(verdict["high"])],
                   band=[f(verdict["band_low"]), f(verdict["band_high"])], variants=verdict["variants"],
                   flips=verdict["flips"], ratio_range_by_basis=verdict["by_basis"])
    if bb is not None and "ratio" in bb:
        out["ratio_by_basis"] = {r.basis: f(r.ratio) for r in bb.itertuples() if not r.missing}
        if verdict and len(row := bb[(bb["basis"] == verdict["basis"]) & (bb["missing"] == "")]):
            r = row.iloc[0]
            out["breakeven"] = dict(option=r["neuron_option"], unit=r["perf_unit"], needed=f(r["neuron_breakeven"]),
                                    model=f(r["neuron_perf"]))
    return out
