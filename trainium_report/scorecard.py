"""The qualitative scorecard: the dataset's scores per platform and axis, the scenario's weights
and other platforms' scores, weighted totals on the card's 25-point scale."""
from __future__ import annotations

import pandas as pd

from .scenario import SCORE_AXES

AXIS_LABEL = {"performance": "Performance", "scale_up": "Scale-up", "software": "Software", "access": "Access",
              "momentum_2026": "2026 momentum"}


def scorecard(ds) -> pd.DataFrame:
    """The dataset's scorecard rows (empty if the dataset has none)."""
    cols = ["platform", "axis", "score", "max_score", "source_id", "source_note", "as_of", "note"]
    card = ds.extra.get("scorecard") if hasattr(ds, "extra") else None
    return pd.DataFrame(columns=cols) if card is None else card[cols].copy()


def axis_weights(weights: dict) -> dict[str, float]:
    """The weight of every axis, in the card's order (a checked scenario gives every axis: those its
    file leaves out keep scenarios/default.yaml's)."""
    return {a: float(weights[a]) for a in SCORE_AXES}


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
