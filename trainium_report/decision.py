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
- **Cash flows, monthly, end of month.** The port (engineer-weeks to port and to
  validate x loaded cost per week) is paid at month 0. For the first
  `dual_running_months` the GPU side still carries the work and AWS silicon runs
  `dual_running_share` of it as a mirror: cash flow -(maintenance + share x (1-f) B).
  After that: +(f B - maintenance). Maintenance is paid every month.
- **Discounting** monthly at i = (1 + annual rate)^(1/12) - 1. Net present value
  over the horizon sums the discounted flows of months 1..H. Payback is the
  (fractional) month at which the discounted cumulative flow reaches zero; with a
  zero rate it is simple payback: 12 engineer-weeks x 5,000 USD against 30% of a
  100,000 USD bill is 60,000 / 30,000 = 2.0 months. Payback within the horizon is
  the same event as NPV >= 0.
- **Break-even monthly spend**: the GPU bill at which NPV over the horizon is
  zero; **savings needed**: the savings fraction at which it is zero for the
  scenario's bill. Both are closed forms (the NPV is linear in B and in f).

Sensitivity and Monte Carlo change efficiencies and prices analytically instead
of re-running the cost model (see `Option`): each candidate keeps the cost
model's operating point (replica size and batch) and only its step times and
price move.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import numpy as np
import pandas as pd

from . import calibration, costs, dataset, performance as perf
from .present import num, tokens_text
from .scenario import DEFAULT_PRICE_RANGE, SCORE_AXES

DAYS_PER_MONTH = 30.4
SIDES = dataset.SIDES   # the one family list
SIDE_LABEL = {"neuron": "AWS silicon", "gpu": "GPU"}
SIDE_COLOR = {"neuron": "Trainium", "gpu": "NVIDIA GPU"}   # plots.color keys
AXIS_LABEL = {"performance": "Performance", "scale_up": "Scale-up", "software": "Software", "access": "Access",
              "momentum_2026": "2026 momentum"}


# --------------------------------------------------------------------------
# break-even: pure, vectorised over numpy arrays

def monthly_rate(annual_rate):
    """Monthly discount rate equivalent to an annual one: (1 + r)^(1/12) - 1."""
    return (1.0 + np.asarray(annual_rate, float)) ** (1.0 / 12.0) - 1.0


def _annuity(start, end, i):
    """Sum of v^m for m = start..end (v = 1/(1+i)); 0 when end < start. Extends smoothly to
    fractional bounds, so a payback can fall inside a month."""
    start, end, i = (np.asarray(a, float) for a in (start, end, i))
    n = np.maximum(end - start + 1.0, 0.0)
    v = 1.0 / (1.0 + i)
    with np.errstate(divide="ignore", invalid="ignore"):
        geo = (v ** start - v ** (end + 1.0)) / (1.0 - v)
    return np.where(i > 1e-12, np.where(n > 0, geo, 0.0), n)


def porting_cost(port_weeks, validation_weeks, usd_per_week):
    """One-off cost of porting and validating (USD), paid at month 0."""
    return (np.asarray(port_weeks, float) + np.asarray(validation_weeks, float)) * np.asarray(usd_per_week, float)


def _flows(spend, savings, maintenance, dual_share):
    """(monthly outflow while both platforms run, monthly net saving afterwards)."""
    spend, savings = np.asarray(spend, float), np.asarray(savings, float)
    dual_out = np.asarray(maintenance, float) + np.asarray(dual_share, float) * (1.0 - savings) * spend
    after = savings * spend - np.asarray(maintenance, float)
    return dual_out, after


def npv(spend, savings, porting_usd, horizon_months, maintenance=0.0, dual_months=0.0, dual_share=1.0,
        discount_rate=0.0):
    """Net present value (USD) of porting, over `horizon_months`, against staying on GPUs."""
    i = monthly_rate(discount_rate)
    h = np.asarray(horizon_months, float)
    d = np.minimum(np.asarray(dual_months, float), h)
    dual_out, after = _flows(spend, savings, maintenance, dual_share)
    return -np.asarray(porting_usd, float) - dual_out * _annuity(1.0, d, i) + after * _annuity(d + 1.0, h, i)


def payback_months(spend, savings, porting_usd, maintenance=0.0, dual_months=0.0, dual_share=1.0,
                   discount_rate=0.0):
    """Months until the discounted cumulative cash flow reaches zero (inf: never).
    With discount_rate 0 this is simple payback."""
    i = np.asarray(monthly_rate(discount_rate), float)
    d = np.asarray(dual_months, float)
    dual_out, after = _flows(spend, savings, maintenance, dual_share)
    owed = np.asarray(porting_usd, float) + dual_out * _annuity(1.0, d, i)   # PV at the end of dual running
    v = 1.0 / (1.0 + i)
    with np.errstate(divide="ignore", invalid="ignore"):
        simple = d + owed / after
        rhs = v ** (d + 1.0) - owed * (1.0 - v) / after
        disc = np.log(rhs) / np.log(v) - 1.0
    t = np.where(i > 1e-12, np.where(rhs > 0, disc, np.inf), simple)
    return np.where(after > 0, t, np.inf)


def breakeven_spend(savings, porting_usd, horizon_months, maintenance=0.0, dual_months=0.0, dual_share=1.0,
                    discount_rate=0.0):
    """Monthly GPU bill (USD) at which NPV over the horizon is zero (inf: no bill is enough)."""
    i = monthly_rate(discount_rate)
    h = np.asarray(horizon_months, float)
    d = np.minimum(np.asarray(dual_months, float), h)
    f = np.asarray(savings, float)
    per_usd = f * _annuity(d + 1.0, h, i) - np.asarray(dual_share, float) * (1.0 - f) * _annuity(1.0, d, i)
    fixed = np.asarray(porting_usd, float) + np.asarray(maintenance, float) * _annuity(1.0, h, i)
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(per_usd > 0, fixed / per_usd, np.inf)


def savings_needed(spend, porting_usd, horizon_months, maintenance=0.0, dual_months=0.0, dual_share=1.0,
                   discount_rate=0.0):
    """Savings fraction at which NPV over the horizon is zero for a monthly bill (> 1: impossible)."""
    i = monthly_rate(discount_rate)
    h = np.asarray(horizon_months, float)
    d = np.minimum(np.asarray(dual_months, float), h)
    b, s = np.asarray(spend, float), np.asarray(dual_share, float)
    a_dual, a_post = _annuity(1.0, d, i), _annuity(d + 1.0, h, i)
    fixed = np.asarray(porting_usd, float) + np.asarray(maintenance, float) * _annuity(1.0, h, i)
    with np.errstate(divide="ignore", invalid="ignore"):
        out = (fixed + s * b * a_dual) / (b * (a_post + s * a_dual))
    return np.where(b * (a_post + s * a_dual) > 0, out, np.inf)


# --------------------------------------------------------------------------
# the cost model's answer, as functions of efficiency and price

@dataclass
class Option:
    """One priced candidate: its unit cost from the cost model and a vectorised
    approximation of how that cost moves with its efficiency and its price.

    Efficiency moves as one multiplier on all of the platform's fractions of
    peak (MFU for training; bandwidth efficiency, decode MFU and prefill MFU for
    inference), each capped at 1; `efficiency` is the headline one (MFU, or
    bandwidth efficiency) and `eff_low`/`eff_high` its range.

    Training: cost = price x FLOPs / (peak x MFU), so cost is exactly
    proportional to price / MFU (the number of systems cancels).
    Inference: at the cost model's operating point (chips per replica, replicas,
    batch), cost per 1M tokens = price x (TTFT + output_tokens x step / batch)
    / (replicas x 3600 x tokens per request) x 1e6, with TTFT recomputed by
    `performance.prefill_seconds` and `step` by `performance.decode_step_seconds`
    for the scaled efficiencies; the fixed per-step overhead stays. The batch is
    not re-optimised and the latency target not re-checked away from the centre,
    so the cost of a more efficient platform is slightly overstated.
    """
    candidate: str
    family: str
    side: str
    pricing_model: str
    usd_per_hour: float
    unit_cost: float                  # the cost model's number
    efficiency_name: str              # "bandwidth efficiency" or "MFU"
    efficiency: float
    eff_low: float
    eff_high: float
    eff_source: str
    eff_range_published: bool
    eff_max: float                    # the largest of the fractions the multiplier scales
    _scale: Callable = field(repr=False, default=None)
    eff_draws: np.ndarray = field(repr=False, default_factory=lambda: np.array([]))  # out-of-sample multipliers
    evidence: str = ""                # what the efficiency rests on (validation label)
    offer_kind: str = ""
    price_as_of: str = ""
    units_per_system: float = 1.0     # rentable units per system (replicas at a per-chip provider)

    def cost(self, mult=1.0, price_mult=1.0, cap: bool = True):
        """Unit cost with every efficiency times `mult` (capped at 1 unless cap=False) and the
        price times `price_mult`; broadcasts over arrays."""
        return self._scale(np.asarray(mult, float), cap) * np.asarray(price_mult, float)

    def bill(self, volume, utilisation, mult=1.0, price_mult=1.0, cap: bool = True):
        """Monthly bill for `volume` units of work a month: whole rentable units at most
        `utilisation` busy (inference), or the volume times the unit cost (training)."""
        unit = self.cost(mult, 1.0, cap)
        if self.unit_of_work != "USD per 1M tokens":
            return unit * np.asarray(volume, float) * np.asarray(price_mult, float)
        fluid = np.asarray(volume, float) * unit / (self.usd_per_hour * costs.HOURS_PER_MONTH)   # systems busy
        units = costs.rental_units(fluid, self.units_per_system, utilisation)
        return units * self.usd_per_hour / self.units_per_system * costs.HOURS_PER_MONTH * np.asarray(price_mult, float)

    unit_of_work: str = "USD per 1M tokens"


@dataclass
class Baseline:
    workload: str
    model_name: str
    unit: str                         # "USD per 1M tokens" or "USD per run"
    volume_per_month: float           # units of work a month at traffic 1
    volume_text: str                  # the volume in words
    options: list[Option]
    excluded: pd.DataFrame
    estimate: pd.DataFrame            # the cost model's table

    def side(self, side: str) -> list[Option]:
        return [o for o in self.options if o.side == side]

    def best(self, side: str) -> Option | None:
        opts = self.side(side)
        return min(opts, key=lambda o: o.unit_cost) if opts else None

    @property
    def comparable(self) -> bool:
        return bool(self.side("neuron")) and bool(self.side("gpu"))


def _fr(x, cap: bool):
    """A fraction of peak, capped at 1 when `cap`."""
    return np.minimum(x, 1.0) if cap else x


def _side(family: str) -> str:
    return next((s for s, fams in SIDES.items() if family in fams), "other")


def _option(row, g, eff_key, eff_name, unit_cost, scale_fn, eff_max, params, draws=None, unit="USD per 1M tokens",
            units_per_system=1.0) -> Option:
    """An Option from a cost-model row. The efficiency range: the out-of-sample multipliers of the
    platform's fit when there are any (`draws`), else the dataset's published spread, else the central
    value times the scenario's efficiency_range (capped at 1)."""
    e = g["eff"][eff_key]
    draws = np.asarray(draws if draws is not None else [], float)
    published = e["high"] > e["low"] or len(draws) > 0
    if len(draws):
        lo, hi = (float(e["value"] * q) for q in np.percentile(draws, (10, 90)))
    elif e["high"] > e["low"]:
        lo, hi = e["low"], e["high"]
    else:
        lo, hi = e["value"] * params["efficiency_range"]["low"], min(e["value"] * params["efficiency_range"]["high"], 1.0)
    ev = g["eff"].get("_evidence")
    # serving options rest on the fitted runs' validation; training options on their MFU's own source
    evidence = ev.label if ev is not None and eff_key == "bandwidth_efficiency" else e["source"]
    return Option(row["candidate"], row["family"], _side(row["family"]), row["pricing_model"],
                  float(g["price"]["usd_per_hour"]), unit_cost, eff_name, e["value"], lo, hi, e["source"], published,
                  eff_max, scale_fn, draws, evidence, row.get("offer_kind", ""),
                  str(row.get("price_as_of", "")), float(units_per_system), unit)


def baseline(ds, params: dict) -> Baseline:
    """Run the scenario's cost model and wrap each priced candidate as an `Option`."""
    shape = perf.model_shape(ds, params["model"])
    model_name = str(ds.models.set_index("model_id").loc[params["model"], "name"])
    runs = calibration.your_runs(ds, params)
    good = {g["cand"].text: g for g in costs.candidates_frame(ds, params, runs)[0]}
    cv, _ = calibration.validation(ds)
    options = []
    if params["workload"] == "training":
        est, excluded = costs.training_estimate(ds, params)
        for _, r in est.iterrows():
            g = good[r["candidate"]]
            key = costs.mfu_key(g["eff"], r["precision"])
            c0, m0 = float(r["cost_usd"]), float(g["eff"][key]["value"])
            options.append(_option(r, g, key, "MFU", c0, lambda m, cap, c0=c0, m0=m0: c0 * m0 / _fr(m0 * m, cap),
                                   m0, params, unit="USD per run"))
        unit, volume = "USD per run", 1.0 / params["horizon_months"]
        text = (f"training {model_name} on {tokens_text(params['train_tokens'])} tokens once every "
                f"{params['horizon_months']} months")
    else:
        est, _, excluded = costs.inference_estimate(ds, params, runs)
        wdt, ilen, olen = params["precision"], params["input_tokens"], params["output_tokens"]
        for _, r in est.iterrows():
            g = good[r["candidate"]]
            spec, e = g["spec"], {k: v["value"] for k, v in g["eff"].items() if not k.startswith("_")}
            peak_chip, _ = costs.peak_per_chip(spec, wdt)
            per_rep, reps, batch = int(r["chips_per_replica"]), int(r["replicas_per_system"]), float(r["batch"])
            usd_s = float(r["usd_per_hour"]) / 3600.0 / reps

            def scale(m, cap, usd_s=usd_s, per_rep=per_rep, batch=batch, spec=spec, e=e, peak_chip=peak_chip):
                e2 = {**e, "bandwidth_efficiency": _fr(e["bandwidth_efficiency"] * m, cap),
                      "decode_mfu": _fr(e.get("decode_mfu", 1.0) * m, cap), "prefill_mfu": _fr(e["prefill_mfu"] * m, cap)}
                curve = perf.serving_curve(shape, wdt, ilen, olen, per_rep, peak_chip, spec["bandwidth"], e2, batch,
                                           link_tbps=spec.get("link", np.nan))
                return costs.usd_per_m_tokens(usd_s * 3600, curve.ttft_s, curve.step_s, batch, ilen, olen)

            fracs = [e["bandwidth_efficiency"], e["prefill_mfu"], e.get("decode_mfu", 1.0)]
            ev = g["eff"].get("_evidence")
            draws = calibration.oos_multipliers(cv, ev.platform) if ev is not None and ev.origin == "published runs" \
                else None
            options.append(_option(r, g, "bandwidth_efficiency", "bandwidth efficiency", float(r["usd_per_m_tokens"]),
                                   scale, max(fracs), params, draws,
                                   units_per_system=float(r["replicas_per_system"])
                                   if r["rental_unit"] == "replica" else 1.0))
        unit, volume = "USD per 1M tokens", params["tokens_per_day"] * DAYS_PER_MONTH / 1e6
        text = f"serving {model_name} at {tokens_text(params['tokens_per_day'])} tokens a day"
    return Baseline(params["workload"], model_name, unit, volume, text, options, excluded, est)


# --------------------------------------------------------------------------
# uncertain inputs

@dataclass(frozen=True)
class Input:
    """One uncertain input: low <= central <= high; drawn triangular(low, central, high)
    (or uniform(low, high) with dist="uniform", or resampled from `values` with dist="empirical",
    where low and high are their 10th and 90th percentiles); constant when low == high."""
    name: str
    label: str
    low: float
    central: float
    high: float
    unit: str = ""
    basis: str = ""
    dist: str = "triangular"
    values: tuple = ()                # dist="empirical": draws are taken from these, with replacement


def sample(inputs: list[Input], n: int, seed: int) -> dict[str, np.ndarray]:
    """n independent draws of every input, reproducible from the seed (inputs drawn in list order)."""
    rng = np.random.default_rng(seed)
    out = {}
    for inp in inputs:
        if inp.high <= inp.low:
            out[inp.name] = np.full(n, float(inp.central))
        elif inp.dist == "empirical":
            out[inp.name] = rng.choice(np.asarray(inp.values, float), n)
        elif inp.dist == "uniform":
            out[inp.name] = rng.uniform(inp.low, inp.high, n)
        else:
            out[inp.name] = rng.triangular(inp.low, inp.central, inp.high, n)
    return out


def tornado(fn: Callable[[dict], dict], inputs: list[Input], outputs=("ratio", "npv")) -> pd.DataFrame:
    """One-at-a-time sensitivity: each input at its low and high with the others central,
    in one vectorised call of `fn`. Sorted by swing (|at high - at low|), largest first, per output."""
    moving = [i for i in inputs if i.high > i.low]
    n = 2 * len(moving) + 1
    x = {i.name: np.full(n, float(i.central)) for i in inputs}
    for j, inp in enumerate(moving):
        x[inp.name][1 + 2 * j] = inp.low
        x[inp.name][2 + 2 * j] = inp.high
    res = fn(x)
    rows = []
    for out in outputs:
        y = np.broadcast_to(np.asarray(res[out], float), (n,))
        for j, inp in enumerate(moving):
            lo, hi = y[1 + 2 * j], y[2 + 2 * j]
            rows.append(dict(output=out, input=inp.name, label=inp.label, low=inp.low, central=inp.central,
                             high=inp.high, unit=inp.unit, at_low=lo, at_central=y[0], at_high=hi,
                             swing=abs(hi - lo)))
    df = pd.DataFrame(rows, columns=["output", "input", "label", "low", "central", "high", "unit", "at_low",
                                     "at_central", "at_high", "swing"])
    order = {o: k for k, o in enumerate(outputs)}
    return df.sort_values(["output", "swing"], key=lambda s: s.map(order) if s.name == "output" else s,
                          ascending=[True, False], kind="stable").reset_index(drop=True)


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
            today, unit = 1.0, f"runs every {self.params['horizon_months']} months"
        else:
            today, unit = self.params["tokens_per_day"], "tokens a day"
        rows.append(dict(what="workload volume", today=today, needed=mult * today, unit=unit,
                         reachable=bool(np.isfinite(mult)), meaning=f"port pays back in {self.params['horizon_months']} months"))
        rows.append(dict(what="savings fraction", today=pt["savings"], needed=pt["savings_needed"],
                         unit="share of the GPU bill", reachable=bool(pt["savings_needed"] <= 1.0),
                         meaning=f"port pays back in {self.params['horizon_months']} months"))
        return pd.DataFrame(rows)


def solve_ratio(dec: Decision, setter: Callable[[float], dict], increasing: bool, lo=1e-3, hi=1e3) -> float:
    """The multiplier v (bisection on log v) at which the AWS-silicon / GPU cost ratio is 1,
    efficiencies uncapped; inf when no v in [lo, hi] gets there. `increasing`: the ratio rises with v."""
    def r(v):
        return float(np.asarray(dec.evaluate(setter(v), cap=False)["ratio"]).ravel()[0]) - 1.0
    a, b = np.log(lo), np.log(hi)
    ra, rb = r(lo), r(hi)
    if np.sign(ra) == np.sign(rb):
        return float("inf")
    for _ in range(80):
        mid = 0.5 * (a + b)
        rm = r(np.exp(mid))
        if (rm > 0) == (ra > 0):
            a, ra = mid, rm
        else:
            b = mid
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
    pr = {**DEFAULT_PRICE_RANGE, **params["price_range"]}
    for side in ("neuron", "gpu"):
        for model in sorted({o.pricing_model for o in base.side(side)}):
            r = pr.get(model, {"low": 1.0, "high": 1.0})
            src = "scenario price_range" if model in params["price_range"] else "default price_range"
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

def by_basis(ds, params: dict) -> pd.DataFrame:
    """One row per price basis: the best AWS-silicon and best GPU option priced on that basis only
    (offer kind and date of each price), their cost per unit of work at full load, their monthly
    bills at the scenario's volume, and the bill ratio. Bases where a side has no current price
    say which side is missing."""
    rows = []
    for name, basis in costs.BASES.items():
        dec = Decision.from_params(ds, {**params, "price_basis": name})
        row = dict(basis=name, label=basis.label, like_for_like=name in costs.LIKE_FOR_LIKE,
                   chosen=name == costs.resolve_basis(ds, params).name)
        if not dec.comparable:
            missing = [SIDE_LABEL[s_] for s_ in ("neuron", "gpu") if not dec.base.side(s_)]
            rows.append({**row, "missing": " and ".join(missing)})
            continue
        pt = dec.point()
        for side in ("neuron", "gpu"):
            o = dec.base.side(side)[int(pt[f"best_{side}"])]
            row.update({f"{side}_option": o.candidate, f"{side}_offer": o.offer_kind, f"{side}_price_as_of": o.price_as_of,
                        f"{side}_usd_per_hour": o.usd_per_hour, f"{side}_unit_cost": float(np.asarray(o.cost()).ravel()[0]),
                        f"{side}_bill": pt[f"{side}_bill"], f"{side}_evidence": o.evidence})
        rows.append({**row, "unit": dec.base.unit, "ratio": pt["ratio"], "unit_ratio": pt["unit_ratio"], "missing": ""})
    return pd.DataFrame(rows)


def claim_checks(ds, params: dict) -> pd.DataFrame:
    """The dataset's price-performance claims whose subject and baseline are both AWS instances,
    set beside this model's answer for the scenario's workload on each like-for-like AWS basis:
    the GPU's cost per unit of work over the AWS silicon's (1.3 = 30% better price-performance)."""
    cl = ds.claims.query("metric == 'price_performance' and level == 'system'")
    ent = ds.entities.set_index("entity_id")
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
                   else costs.inference_estimate(ds, p, calibration.your_runs(ds, params))[0])
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


# --------------------------------------------------------------------------
# scorecard

def scorecard(ds) -> pd.DataFrame:
    """The dataset's scorecard rows (empty if the dataset has none)."""
    cols = ["platform", "axis", "score", "max_score", "source_id", "source_note", "as_of", "note"]
    card = ds.extra.get("scorecard") if hasattr(ds, "extra") else None
    return pd.DataFrame(columns=cols) if card is None else card[cols].copy()


def axis_weights(weights: dict | None) -> dict[str, float]:
    """A weight for every axis; axes the scenario leaves out keep weight 1."""
    return {a: float((weights or {}).get(a, 1.0)) for a in SCORE_AXES}


def weighted_scores(card: pd.DataFrame, weights: dict, others: dict | None = None) -> pd.DataFrame:
    """Long table platform x axis with weights and each axis's contribution to a total on the
    card's scale (5 axes x 5 = 25): total = n_axes x sum(w x score) / sum(w), so equal weights
    give the plain sum. Other platforms come only from `others` (the analyst's own scores)."""
    w = axis_weights(weights)
    rows = [dict(platform=r.platform, axis=r.axis, score=float(r.score), origin="dataset")
            for r in card.itertuples()]
    rows += [dict(platform=str(p_), axis=a, score=float(s), origin="scenario other_platform_scores")
             for p_, d in (others or {}).items() for a, s in d.items()]
    df = pd.DataFrame(rows, columns=["platform", "axis", "score", "origin"])
    total_w = sum(w.values())
    df["weight"] = df["axis"].map(w).astype(float)
    df["contribution"] = len(SCORE_AXES) * df["weight"] * df["score"] / total_w
    return df


def score_totals(scores: pd.DataFrame) -> pd.DataFrame:
    t = scores.groupby("platform", sort=False).agg(total=("contribution", "sum"), origin=("origin", "first"))
    t["out_of"] = 5.0 * len(SCORE_AXES)
    return t.sort_values("total", ascending=False)
