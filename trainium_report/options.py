"""The cost model's answer as functions of efficiency and price: each priced candidate of the
scenario as an `Option` (its unit cost and how that cost moves), the lot as a `Baseline`.

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
from .present import span, tokens_text

from .conventions import DAYS_PER_MONTH, HOURS_PER_MONTH
SIDES = dataset.SIDES   # the one family list


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
        if self.workload == "training":
            return unit * np.asarray(volume, float) * np.asarray(price_mult, float)
        fluid = np.asarray(volume, float) * unit / (self.usd_per_hour * HOURS_PER_MONTH)   # systems busy
        units = costs.rental_units(fluid, self.units_per_system, utilisation)
        return units * self.usd_per_hour / self.units_per_system * HOURS_PER_MONTH * np.asarray(price_mult, float)

    unit_of_work: str = "USD per 1M tokens"   # the unit cost's label, as shown
    workload: str = "inference"           # inference rents whole units for a volume; training pays per run
    evidence_status: str = "published"   # 'thin', 'in-sample', 'fails', 'validated', 'published' or 'override'
    evidence_short: str = ""             # `evidence` in a few words (page 1)


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
    basis: str = "auto"               # the price basis its options were priced on (`auto` only when none was)

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


def _option(row, g, eff_key, eff_name, unit_cost, scale_fn, eff_max, params, draws=None, unit="USD per 1M tokens",
            units_per_system=1.0) -> Option:
    """An Option from a cost-model row. The efficiency range: the out-of-sample multipliers of the
    platform's fit when there are any (`draws`), else the dataset's published spread, else the central
    value times the scenario's efficiency_range (capped at 1)."""
    e = g.eff[eff_key]
    draws = np.asarray(draws if draws is not None else [], float)
    published = e["high"] > e["low"] or len(draws) > 0
    if len(draws):
        lo, hi = (float(e["value"] * q) for q in np.percentile(draws, (10, 90)))
    elif e["high"] > e["low"]:
        lo, hi = e["low"], e["high"]
    else:
        lo, hi = e["value"] * params["efficiency_range"]["low"], min(e["value"] * params["efficiency_range"]["high"], 1.0)
    ev = g.eff.get("_evidence")
    # serving options rest on the fitted runs' validation; training options on their MFU's own source
    fitted = ev is not None and eff_key == "bandwidth_efficiency" and e.get("status") != "override"
    evidence = ev.label if fitted else e["source"]
    short = ev.short if fitted else e["source"].split(";")[0]
    precs = [x for x in (ev.precisions if fitted else "").split(",") if x]
    if precs and params["precision"] not in precs:      # e.g. a BF16 scenario on a GPU fit to FP8 runs only
        short += f"; no {params['precision']} run: fitted on {', '.join(precs)} runs"
    return Option(row["candidate"], row["family"], dataset.side_of(row["family"]), row["pricing_model"],
                  float(g.price["usd_per_hour"]), unit_cost, eff_name, e["value"], lo, hi, e["source"], published,
                  eff_max, scale_fn, draws, evidence, row.get("offer_kind", ""),
                  str(row.get("price_as_of", "")), float(units_per_system), unit, params["workload"],
                  evidence_status=ev.status if fitted else e.get("status", "published"), evidence_short=short)


def baseline(ds, params: dict) -> Baseline:
    """Run the scenario's cost model and wrap each priced candidate as an `Option`."""
    shape = perf.model_shape(ds, params["model"])
    model_name = perf.model_name(ds, params["model"])
    runs = calibration.your_runs(ds, params)
    good = {g.cand.text: g for g in costs.candidates_frame(ds, params, runs)[0]}
    options = []
    if params["workload"] == "training":
        est, excluded = costs.training_estimate(ds, params)
        for _, r in est.iterrows():
            g = good[r["candidate"]]
            key = costs.mfu_key(g.eff, r["precision"])
            c0, m0 = float(r["cost_usd"]), float(r["mfu"])          # the MFU the estimate used
            options.append(_option(r, g, key, "MFU", c0, lambda m, cap, c0=c0, m0=m0: c0 * m0 / _fr(m0 * m, cap),
                                   m0, params, unit="USD per run"))
        unit, volume = "USD per run", 1.0 / params["horizon_months"]
        text = (f"training {model_name} on {tokens_text(params['train_tokens'])} tokens once every "
                f"{span(params['horizon_months'])}")
    else:
        est, _, excluded = costs.inference_estimate(ds, params, runs, curves=False)
        wdt, ilen, olen = params["precision"], params["input_tokens"], params["output_tokens"]
        for _, r in est.iterrows():
            g = good[r["candidate"]]
            spec, e = g.spec, {k: v["value"] for k, v in g.eff.items() if not k.startswith("_")}
            peak_chip, _ = costs.peak_per_chip(spec, wdt)
            per_rep, reps, batch = int(r["chips_per_replica"]), int(r["replicas_per_system"]), float(r["batch"])
            usd_s = float(r["usd_per_hour"]) / 3600.0 / reps

            def scale(m, cap, usd_s=usd_s, per_rep=per_rep, batch=batch, spec=spec, e=e, peak_chip=peak_chip):
                e2 = {**e, "bandwidth_efficiency": _fr(e["bandwidth_efficiency"] * m, cap),
                      "decode_mfu": _fr(e.get("decode_mfu", 1.0) * m, cap), "prefill_mfu": _fr(e["prefill_mfu"] * m, cap)}
                curve = perf.serving_curve(shape, wdt, ilen, olen, per_rep, peak_chip, spec["bandwidth"], e2, batch,
                                           kv_dtype=calibration.kv_dtype([wdt])[0], link_tbps=spec.get("link", np.nan))
                return costs.usd_per_m_tokens(usd_s * 3600, curve.ttft_s, curve.step_s, batch, ilen, olen)

            fracs = [e["bandwidth_efficiency"], e["prefill_mfu"], e.get("decode_mfu", 1.0)]
            ev = g.eff.get("_evidence")
            draws = calibration.oos_draws(ds, ev.platform) if ev is not None and ev.origin.startswith("published runs") \
                else None
            options.append(_option(r, g, "bandwidth_efficiency", "bandwidth efficiency", float(r["usd_per_m_tokens"]),
                                   scale, max(fracs), params, draws,
                                   units_per_system=float(r["units_per_system"])))
        unit, volume = "USD per 1M tokens", params["tokens_per_day"] * DAYS_PER_MONTH / 1e6
        text = f"serving {model_name} at {tokens_text(params['tokens_per_day'])} tokens a day"
    basis = next((g.basis.name for g in good.values()), str(params.get("price_basis", "auto")))   # what priced them
    return Baseline(params["workload"], model_name, unit, volume, text, options, excluded, est, basis)
