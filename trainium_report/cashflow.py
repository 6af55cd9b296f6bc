"""Money over time for a port: net present value, payback, break-even monthly spend and
the savings needed; pure and vectorised over numpy arrays. f is the savings fraction and B
the monthly GPU bill, as `decision` defines them.

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
"""
from __future__ import annotations

import numpy as np


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
