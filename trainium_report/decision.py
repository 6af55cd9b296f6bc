"""Is porting to AWS silicon worth it? Break-even, sensitivity, Monte Carlo and the scorecard:
numbers and frames only (the sentences are in `explain`, the charts in `plots`).

The cost model (`costs.training_estimate` / `costs.inference_estimate`) prices
the scenario's work on every candidate. This module turns the cheapest
AWS-silicon option (Trainium or Inferentia) against the cheapest GPU option into
money over time, with the porting effort and honest ranges.

Conventions, stated once:

- **Unit cost.** Inference: USD per 1M tokens (input + output) at the cost
  model's operating point. Training: USD per run of the scenario's token budget.
- **Savings fraction** f = 1 - best AWS-silicon unit cost / best GPU unit cost
  (negative when AWS silicon is dearer). "Best" is re-chosen in every draw.
- **Monthly GPU bill** B = GPU unit cost x monthly volume x traffic / utilisation.
  Monthly volume: tokens a day x 30.4 (inference); one run per `horizon_months`
  (training: the run is treated as a programme that repeats each horizon, so its
  cost is spread evenly over the horizon). Utilisation is the share of paid
  capacity doing useful work, the same on both platforms. This is a fluid model:
  the cost model's own whole-system bill (`usd_per_day`, systems rounded up) is
  shown beside it and differs at small volumes, where the last system is part-empty.
- **Cash flows, discounting, payback, break-even monthly spend and savings
  needed**: stated in `cashflow`, which computes them.

Sensitivity and Monte Carlo change efficiencies and prices analytically instead
of re-running the cost model (see `Option`): each candidate keeps the cost
model's operating point (replica size and batch) and only its step times and
price move.

One job a module: `cashflow` (NPV, payback, break-even), `options` (each priced
candidate as a function of efficiency and price), `uncertainty` (inputs, draws,
tornado), `scorecard` (the qualitative scores); this module is the decision for a
scenario (`Decision`: point, tornado, Monte Carlo, what must be true), the verdict on
every price basis, the claims beside it and the report's frames. Their public names
are importable from here.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import numpy as np
import pandas as pd

from . import calibration, costs, dataset, pricing
from .cashflow import breakeven_spend, monthly_rate, npv, payback_months, porting_cost, savings_needed
from .options import DAYS_PER_MONTH, SIDES, Baseline, Option, baseline
from .present import num, span
from .scenario import SCORE_AXES, defaults as scenario_defaults
from .scorecard import AXIS_LABEL, axis_weights, score_totals, scorecard, weighted_scores
from .uncertainty import Input, sample, tornado

__all__ = [
    "AXIS_LABEL", "Baseline", "DAYS_PER_MONTH", "Decision", "Input", "Option", "SCORE_AXES", "SIDES", "SIDE_COLOR",
    "SIDE_LABEL", "axis_weights", "baseline", "breakeven_spend", "by_basis", "claim_checks", "inputs_table",
    "mc_summary", "monthly_rate", "npv", "options_table", "payback_months", "porting_cost", "sample",
    "savings_needed", "score_totals", "scorecard", "solve_ratio", "tornado", "weighted_scores",
]

SIDE_LABEL = {"neuron": "AWS silicon", "gpu": "GPU"}
SIDE_COLOR = {"neuron": "Trainium", "gpu": "NVIDIA GPU"}   # plots.color keys


# --------------------------------------------------------------------------
# the decision for a scenario

@dataclass
class Decision:
    base: Baseline
    params: dict
    inputs: list[Input]

    @classmethod
    def from_params(cls, ds, params: dict) -> "Decision":
        base = baseline(ds, params)
        return cls(base, params, _inputs(base, params))

    @property
    def comparable(self) -> bool:
        return self.base.comparable

    def central(self) -> dict[str, float]:
        return {i.name: i.central for i in self.inputs}

    def evaluate(self, x: dict | None = None, cap: bool = True) -> dict[str, np.ndarray]:
        """Every output for inputs `x` (arrays or numbers; missing names take their central value)."""
        x = {**self.central(), **(x or {})}
        p = self.params
        best, which = {}, {}
        vol = self.base.volume_per_month * np.asarray(x["traffic"], float)
        util = np.asarray(x["utilisation"], float)
        unit_best = {}
        for side in ("neuron", "gpu"):
            opts = self.base.side(side)
            bills, units = [], []
            for o in opts:
                pm = x[f"price:{side}:{o.pricing_model}"]
                bills.append(o.bill(vol, util, x[f"eff:{side}"], pm, cap=cap))
                units.append(o.cost(x[f"eff:{side}"], pm, cap=cap))
            stack = np.stack(np.broadcast_arrays(*bills)) if bills else np.full((1, 1), np.nan)
            ustack = np.stack(np.broadcast_arrays(*units)) if units else np.full((1, 1), np.nan)
            which[side] = stack.argmin(axis=0)
            best[side] = np.take_along_axis(stack, which[side][None], 0)[0]
            unit_best[side] = ustack.min(axis=0)
        ratio = best["neuron"] / best["gpu"]
        savings = 1.0 - ratio
        spend = best["gpu"]
        port = porting_cost(x["port_weeks"], x["validation_weeks"], p["usd_per_engineer_week"])
        money = dict(maintenance=p["maintenance_usd_per_month"], dual_months=p["dual_running_months"],
                     dual_share=p["dual_running_share"], discount_rate=p["discount_rate_annual"])
        return dict(neuron_cost=unit_best["neuron"], gpu_cost=unit_best["gpu"],
                    unit_ratio=unit_best["neuron"] / unit_best["gpu"], neuron_bill=best["neuron"],
                    gpu_bill=best["gpu"], best_neuron=which["neuron"],
                    best_gpu=which["gpu"], ratio=ratio, savings=savings, spend=spend, monthly_saving=savings * spend,
                    porting=port, npv=npv(spend, savings, port, p["horizon_months"], **money),
                    payback=payback_months(spend, savings, port, **money),
                    breakeven_spend=breakeven_spend(savings, port, p["horizon_months"], **money),
                    savings_needed=savings_needed(spend, port, p["horizon_months"], **money))

    def point(self) -> dict:
        """The central answer as plain numbers, with the names of the best options."""
        out = {k: float(np.asarray(v).ravel()[0]) for k, v in self.evaluate().items()}
        for side in ("neuron", "gpu"):
            opts = self.base.side(side)
            out[f"{side}_name"] = opts[int(out[f"best_{side}"])].candidate if opts else ""
        return out

    def money(self) -> dict:
        p = self.params
        return dict(maintenance=p["maintenance_usd_per_month"], dual_months=p["dual_running_months"],
                    dual_share=p["dual_running_share"], discount_rate=p["discount_rate_annual"])

    def tornado(self) -> pd.DataFrame:
        return tornado(self.evaluate, self.inputs, outputs=("ratio", "npv"))

    def monte_carlo(self, n: int | None = None, seed: int | None = None) -> pd.DataFrame:
        """One row per draw: the drawn inputs and the outputs. No loop over draws."""
        n = n or self.params["monte_carlo_draws"]
        seed = self.params["seed"] if seed is None else seed
        x = sample(self.inputs, n, seed)
        out = self.evaluate(x)
        return pd.DataFrame({**x, **{k: np.broadcast_to(v, (n,)) for k, v in out.items()}})

    def must_be_true(self) -> pd.DataFrame:
        """The efficiency, price and volume at which the answer flips, other inputs central."""
        pt = self.point()
        rows = []
        nb, gb = self.base.best("neuron"), self.base.best("gpu")
        for side, o, up in (("neuron", nb, False), ("gpu", gb, True)):
            m = solve_ratio(self, lambda v, side=side: {f"eff:{side}": v}, increasing=up)
            rows.append(dict(what=f"{SIDE_LABEL[side]} {o.efficiency_name} ({o.candidate})", today=o.efficiency,
                             needed=m * o.efficiency, unit="fraction of peak (all its efficiencies scaled alike)",
                             reachable=bool(np.isfinite(m) and m * o.eff_max <= 1.0),
                             meaning="costs equal (other inputs central)"))
        nkeys = [i.name for i in self.inputs if i.name.startswith("price:neuron:")]
        gkeys = [i.name for i in self.inputs if i.name.startswith("price:gpu:")]
        m = solve_ratio(self, lambda v: {k: v for k in nkeys}, increasing=False)
        rows.append(dict(what=f"{SIDE_LABEL['neuron']} price ({nb.candidate})", today=nb.usd_per_hour,
                         needed=m * nb.usd_per_hour, unit="USD per hour", reachable=bool(np.isfinite(m)),
                         meaning="costs equal (all AWS-silicon prices scaled alike)"))
        m = solve_ratio(self, lambda v: {k: v for k in gkeys}, increasing=True)
        rows.append(dict(what=f"{SIDE_LABEL['gpu']} price ({gb.candidate})", today=gb.usd_per_hour,
                         needed=m * gb.usd_per_hour, unit="USD per hour", reachable=bool(np.isfinite(m)),
                         meaning="costs equal (all GPU prices scaled alike)"))
        mult = pt["breakeven_spend"] / pt["spend"]
        if self.base.workload == "training":
            today, unit = 1.0, f"runs every {span(self.params['horizon_months'])}"
        else:
            today, unit = self.params["tokens_per_day"], "tokens a day"
        rows.append(dict(what="workload volume", today=today, needed=mult * today, unit=unit,
                         reachable=bool(np.isfinite(mult)), meaning=f"port pays back in {span(self.params['horizon_months'])}"))
        rows.append(dict(what="savings fraction", today=pt["savings"], needed=pt["savings_needed"],
                         unit="share of the GPU bill", reachable=bool(pt["savings_needed"] <= 1.0),
                         meaning=f"port pays back in {span(self.params['horizon_months'])}"))
        return pd.DataFrame(rows)


def solve_ratio(dec: Decision, setter: Callable[[float], dict], increasing: bool, lo=1e-3, hi=1e3,
                grid: int = 257, rounds: int = 4) -> float:
    """The multiplier v at which the AWS-silicon / GPU cost ratio is 1, efficiencies uncapped; inf
    when no v in [lo, hi] gets there. `increasing`: the ratio rises with v. The ratio is evaluated on
    a grid of `grid` points in log v at once, and the first bracket where it crosses 1 is searched
    the same way `rounds` times: the bracket narrows by (grid - 1)^rounds (about 1e-6 of log v here)."""
    def r(v):
        return np.broadcast_to(np.asarray(dec.evaluate(setter(v), cap=False)["ratio"], float), v.shape) - 1.0
    a, b = np.log(lo), np.log(hi)
    ends = r(np.exp(np.array([a, b])))
    if np.sign(ends[0]) == np.sign(ends[1]):
        return float("inf")
    for _ in range(rounds):
        x = np.linspace(a, b, grid)
        above = r(np.exp(x)) > 0
        k = int(np.argmax(above != above[0]))       # the first grid point past the crossing
        if k == 0:                                   # no sign change seen on the grid (a step at b)
            break
        a, b = x[k - 1], x[k]
    return float(np.exp(0.5 * (a + b)))


def _inputs(base: Baseline, params: dict) -> list[Input]:
    """The uncertain inputs and their ranges: from the dataset where it has one, else the scenario."""
    out = []
    er = params["efficiency_range"]
    for side in ("neuron", "gpu"):
        b = base.best(side)
        if b is None:
            out.append(Input(f"eff:{side}", f"{SIDE_LABEL[side]} efficiency", 1.0, 1.0, 1.0, "x fitted"))
            continue
        if len(b.eff_draws):
            v = np.asarray(b.eff_draws, float)
            lo, hi = np.percentile(v, (10, 90))
            out.append(Input(f"eff:{side}", f"{SIDE_LABEL[side]} efficiency", float(lo), 1.0, float(hi), "x fitted",
                             f"{b.candidate}: resampled from the {len(v)} out-of-sample errors of its platform's fit "
                             f"(each held-out run's measured / predicted speed; median x{np.median(v):.2f}, so the "
                             f"draws are centred there, not on the fit); {b.evidence}", "empirical",
                             tuple(v)))
            continue
        basis = (f"{b.candidate} {b.efficiency_name} {num(b.efficiency)}, range {num(b.eff_low)}-{num(b.eff_high)} "
                 f"from the dataset ({b.eff_source})" if b.eff_range_published else
                 f"{b.candidate} {b.efficiency_name} {num(b.efficiency)} ({b.eff_source}) has no range in the "
                 f"dataset: scenario efficiency_range x{num(er['low'])}-x{num(er['high'])}")
        basis += "; one multiplier on all the platform's fractions of peak"
        out.append(Input(f"eff:{side}", f"{SIDE_LABEL[side]} efficiency", b.eff_low / b.efficiency, 1.0,
                         b.eff_high / b.efficiency, "x central", basis))
    pr, default_pr = params["price_range"], scenario_defaults()["price_range"]   # every pricing model (merged)
    for side in ("neuron", "gpu"):
        for model in sorted({o.pricing_model for o in base.side(side)}):
            r = pr[model]
            src = "default price_range" if r == default_pr.get(model) else "scenario price_range"
            out.append(Input(f"price:{side}:{model}", f"{SIDE_LABEL[side]} price ({model})", r["low"], 1.0,
                             r["high"], "x price", src))
    u = params["utilisation"]
    out.append(Input("utilisation", "utilisation", u["low"], u["mode"], u["high"], "share", "scenario utilisation"))
    t = params["traffic_range"]
    out.append(Input("traffic", "workload volume", t["low"], 1.0, t["high"], "x volume", "scenario traffic_range"))
    w = params["porting_engineer_weeks"]
    out.append(Input("port_weeks", "porting effort", w["low"], w["mode"], w["high"], "engineer-weeks",
                     "scenario porting_engineer_weeks"))
    w = params["validation_engineer_weeks"]
    out.append(Input("validation_weeks", "validation effort", w["low"], w["mode"], w["high"], "engineer-weeks",
                     "scenario validation_engineer_weeks"))
    return out


def mc_summary(draws: pd.DataFrame, horizon_months: int) -> dict:
    """Probabilities and percentiles of a Monte Carlo run."""
    q = (10, 50, 90)
    out = dict(n=len(draws), p_cheaper=float((draws["ratio"] < 1).mean()),
               p_payback=float((draws["payback"] <= horizon_months).mean()))
    for col in ("ratio", "unit_ratio", "savings", "spend", "monthly_saving", "porting", "npv", "payback",
                "breakeven_spend"):
        # inverted_cdf: percentiles are drawn values, so "never" (inf) stays inf instead of nan
        for k, v in zip(q, np.percentile(draws[col].to_numpy(float), q, method="inverted_cdf")):
            out[f"{col}_p{k}"] = float(v)
    return out


# --------------------------------------------------------------------------
# the verdict under every price basis, and the vendor's claims beside it

def by_basis(ds, params: dict, with_breakeven: bool = True) -> pd.DataFrame:
    """One row per price basis: the best AWS-silicon and best GPU option priced on that basis only
    (offer kind and date of each price), their cost per unit of work at full load, their monthly
    bills at the scenario's volume, and the bill ratio. Bases where a side has no current price
    say which side is missing."""
    rows = []
    chosen = costs.resolve_basis(ds, params).name
    for name, basis in pricing.BASES.items():
        dec = Decision.from_params(ds, {**params, "price_basis": name})
        row = dict(basis=name, label=basis.label, like_for_like=name in costs.LIKE_FOR_LIKE,
                   chosen=name == chosen)
        if not dec.comparable:
            missing = [SIDE_LABEL[s_] for s_ in ("neuron", "gpu") if not dec.base.side(s_)]
            rows.append({**row, "missing": " and ".join(missing)})
            continue
        pt = dec.point()
        est = dec.base.estimate
        source = dict(zip(est["candidate"], est["price_source"].astype(str))) \
            if "price_source" in est and "candidate" in est else {}
        for side in ("neuron", "gpu"):
            o = dec.base.side(side)[int(pt[f"best_{side}"])]
            row.update({f"{side}_option": o.candidate, f"{side}_family": o.family, f"{side}_offer": o.offer_kind,
                        f"{side}_pricing": o.pricing_model,
                        f"{side}_price_as_of": o.price_as_of,
                        f"{side}_price_source": source.get(o.candidate, ""),
                        f"{side}_usd_per_hour": o.usd_per_hour, f"{side}_unit_cost": float(np.asarray(o.cost()).ravel()[0]),
                        f"{side}_bill": pt[f"{side}_bill"], f"{side}_evidence": o.evidence})
        if dec.base.workload != "training":
            est = dec.base.estimate.set_index("candidate")
            for side in ("neuron", "gpu"):
                r = est.loc[row[f"{side}_option"]]
                row.update({f"{side}_units": float(r["units_rented"]), f"{side}_busy": float(r["busy_share"]),
                            f"{side}_rental_unit": str(r["rental_unit"])})
        if with_breakeven:
            row.update(breakeven(ds, dec, row))
        rows.append({**row, "unit": dec.base.unit, "ratio": pt["ratio"], "unit_ratio": pt["unit_ratio"], "missing": ""})
    return pd.DataFrame(rows)


def delivered(r, workload: str, output_tokens: int) -> tuple[float, str]:
    """(what a candidate's estimate row delivers, its unit): training, MFU; serving, output tokens/s
    per system at full load with each request's prefill counted (a benchmark's output token
    throughput under sustained load), not the decode rate alone."""
    if workload == "training":
        return float(r["mfu"]), "MFU"
    hold = costs.replica_seconds_per_request(r["ttft_s"], r["tpot_ms"] / 1e3, r["batch"], output_tokens)
    return float(r["replicas_per_system"] * output_tokens / hold), "output tokens/s per system"


def _mfu_breakeven(mfu: float, cost: float, gpu_cost: float) -> float:
    """The MFU at which a training run costs what the GPU's does: cost per run is price / MFU."""
    return mfu * cost / gpu_cost


SPEED_RANGE = (1e-3, 1e3)     # the speed factors `breakeven_point` searches between


def breakeven_point(ds, params: dict, option: str, target: float, runs: pd.DataFrame | None = None):
    """(speed factor, estimate row) at which a serving option's cost per 1M tokens equals `target`:
    every decode step and prefill of the option `f` times as fast as modelled, its replica size
    and batch chosen again at that speed under the latency target (faster steps admit larger
    batches). Bisection on log f: the cost never rises with speed. (nan, None) when no speed in
    `SPEED_RANGE` reaches the target. Where a larger batch becomes admissible the cost jumps; the
    speed returned is then the one at which it does, on the cheaper side."""
    one = {**params, "candidates": [option]}

    def row(f):
        est = costs.inference_estimate(ds, one, runs, speed={option: f}, curves=False)[0]
        return est.iloc[0] if len(est) else None

    def cheap_enough(r):
        return r is not None and r["usd_per_m_tokens"] <= target

    lo, hi = np.log(SPEED_RANGE[0]), np.log(SPEED_RANGE[1])
    if not cheap_enough(row(np.exp(hi))) or cheap_enough(row(np.exp(lo))):
        return np.nan, None
    for _ in range(40):                  # 2e-9 of the log range: far below any figure shown
        mid = (lo + hi) / 2
        lo, hi = (lo, mid) if cheap_enough(row(np.exp(mid))) else (mid, hi)
    return float(np.exp(hi)), row(np.exp(hi))


def breakeven(ds, dec: Decision, row: dict) -> dict:
    """What the best AWS-silicon option must deliver for its cost per unit of work to equal the
    best GPU option's, beside what the fitted model gives (`delivered`). Training: the MFU (cost
    per run is price / MFU). Serving: the output tokens/s per system at the operating point the
    option would have at the break-even speed (`breakeven_point`), with that point's batch, TTFT
    and TPOT: the measurement that settles it. Measured at that point and given back through
    `measurements:`, it makes the cost per token ratio 1."""
    est = dec.base.estimate.set_index("candidate")
    r = est.loc[row["neuron_option"]]
    have, unit = delivered(r, dec.base.workload, dec.params["output_tokens"])
    out = dict(neuron_perf=have, perf_unit=unit)
    if dec.base.workload == "training":
        return {**out, "neuron_breakeven": _mfu_breakeven(have, row["neuron_unit_cost"], row["gpu_unit_cost"])}
    speed, at = breakeven_point(ds, dec.params, row["neuron_option"], row["gpu_unit_cost"],
                                calibration.your_runs(ds, dec.params))
    point = at if at is not None else r
    return {**out, "neuron_breakeven": delivered(at, dec.base.workload, dec.params["output_tokens"])[0]
            if at is not None else np.nan, "neuron_speedup": speed,
            "neuron_batch": float(point["batch"]), "neuron_chips_per_replica": int(point["chips_per_replica"]),
            "neuron_replicas": int(point["replicas_per_system"]),
            "breakeven_ttft_ms": float(at["ttft_s"]) * 1e3 if at is not None else np.nan,
            "breakeven_tpot_ms": float(at["tpot_ms"]) if at is not None else np.nan}


def breakevens(ds, params: dict, est: pd.DataFrame) -> pd.Series:
    """Per AWS-silicon row of a cost-model table: the performance (`delivered`'s unit) at which its
    cost per unit of work equals the cheapest GPU row's (serving: `breakeven_point`); NaN for the
    other rows."""
    col = "cost_usd" if params["workload"] == "training" else "usd_per_m_tokens"
    side = est["family"].map(dataset.side_of)
    gpu = est.loc[side == "gpu", col]
    out = pd.Series(np.nan, index=est.index)
    if gpu.empty:
        return out
    runs = calibration.your_runs(ds, params) if params["workload"] != "training" else None
    for i, r in est[side == "neuron"].iterrows():
        if params["workload"] == "training":
            out[i] = _mfu_breakeven(delivered(r, "training", params["output_tokens"])[0], r[col], gpu.min())
            continue
        _, at = breakeven_point(ds, params, r["candidate"], gpu.min(), runs)
        out[i] = delivered(at, params["workload"], params["output_tokens"])[0] if at is not None else np.nan
    return out


def claim_checks(ds, params: dict) -> pd.DataFrame:
    """The dataset's price-performance claims whose subject and baseline are both AWS instances,
    set beside this model's answer for the scenario's workload on each like-for-like AWS basis:
    the GPU's cost per unit of work over the AWS silicon's (1.3 = 30% better price-performance)."""
    cl = ds.claims.query("metric == 'price_performance' and level == 'system'")
    ent = dataset.entity_index(ds)
    rows = []
    for c in cl.to_dict("records"):
        subj, base = c["subject"], c["baseline"]
        if subj not in ent.index or base not in ent.index or ent.loc[subj, "kind"] != "instance" \
                or ent.loc[base, "kind"] != "instance":
            continue
        low, high = c["claimed"], c["claimed_high"]
        claimed = f"{num(low)}-{num(high)}% better" if pd.notna(high) else f"{num(low)}% better"
        for name in costs.LIKE_FOR_LIKE:
            p = {**params, "price_basis": name, "candidates": [subj, base], "price_overrides": {},
                 "efficiency_overrides": {}}
            est = (costs.training_estimate(ds, p)[0] if params["workload"] == "training"
                   else costs.inference_estimate(ds, p, calibration.your_runs(ds, params), curves=False)[0])
            col = "cost_usd" if params["workload"] == "training" else "usd_per_m_tokens"
            have = est.set_index("candidate")[col] if len(est) else pd.Series(dtype=float)
            ok = subj in have.index and base in have.index
            rows.append(dict(claim_id=c["claim_id"], quote=c["quote"], subject=subj, baseline=base, claimed=claimed,
                             basis=name, model_gain=(have[base] / have[subj] - 1) if ok else np.nan,
                             missing="" if ok else "no current price or runs for "
                             + ", ".join(x for x in (subj, base) if x not in have.index)))
    return pd.DataFrame(rows, columns=["claim_id", "quote", "subject", "baseline", "claimed", "basis", "model_gain",
                                       "missing"])


# --------------------------------------------------------------------------
# frames for the report (the words about them live in `explain`)

def inputs_table(dec: Decision) -> pd.DataFrame:
    p = dec.params
    rows = [dict(input=i.label, low=i.low, central=i.central, high=i.high, unit=i.unit, basis=i.basis)
            for i in dec.inputs]
    fixed = [("loaded cost per engineer-week", p["usd_per_engineer_week"], "USD", "scenario usd_per_engineer_week"),
             ("maintenance", p["maintenance_usd_per_month"], "USD a month", "scenario maintenance_usd_per_month"),
             ("months running both platforms", p["dual_running_months"], "months", "scenario dual_running_months"),
             ("share mirrored while both run", p["dual_running_share"], "share", "scenario dual_running_share"),
             ("discount rate", p["discount_rate_annual"], "per year", "scenario discount_rate_annual"),
             ("horizon", p["horizon_months"], "months", "scenario horizon_months")]
    rows += [dict(input=a, low=np.nan, central=v, high=np.nan, unit=u, basis=s) for a, v, u, s in fixed]
    return pd.DataFrame(rows)


def options_table(dec: Decision) -> pd.DataFrame:
    """Each priced candidate: the cost model's unit cost and the approximation's value at the centre."""
    return pd.DataFrame([dict(candidate=o.candidate, side=SIDE_LABEL.get(o.side, "other"), pricing=o.pricing_model,
                              usd_per_hour=o.usd_per_hour, efficiency=o.efficiency, eff_low=o.eff_low,
                              eff_high=o.eff_high, cost_model=o.unit_cost,
                              approximation=float(np.asarray(o.cost()).ravel()[0]), efficiency_source=o.eff_source)
                         for o in dec.base.options]).sort_values("cost_model")
