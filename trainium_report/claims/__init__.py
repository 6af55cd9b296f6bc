"""Recompute every vendor claim in data/claims.csv from the specs, and say what it rests on.

A package of three modules, each one job (the section's charts are `plots.claims`: no chart library here):

- `rules`: the tolerance bands, which value is used, evidence tiers, units, readings;
- `audit`: `audit(ds)` (one row per claim), `decompose`, `consistency`, `generations`,
  `price_performance_bounds`;
- `explain`: the words (verdict sentences, readings, notes, summaries) and the cards.

The names below are the package's interface (`from trainium_report import claims;
claims.audit(ds)`).
"""
from .rules import (  # noqa: F401
    BOUND_PRICING, CONSISTENCY_THRESHOLD, DEPENDS, EVIDENCE_MAX_TIER, HOLDS_ONLY, LEVEL_NAMES, NOT_REPRODUCED,
    NOT_TESTABLE, OTHER_READING, PRECISIONS, REPRODUCED, ROUNDING, SPARSITIES, TOLERANCE, UNDERSTATED, VERDICTS,
    ClaimError, Reading, candidates, check, claims_path, gap, tolerance,
)
from .explain import (  # noqa: F401
    VERDICT_COLORS, alternatives_text, card, cards, claimed_text, derived_text, group_of, implied_figures, summary,
    summary_text, csv_frame, unsourced,
)
from .audit import (  # noqa: F401
    DECOMPOSE_METRICS, DECOMPOSE_PRECISIONS, RESULT_COLUMNS, audit, consistency, decompose, generations,
    price_performance_bounds,
)
