"""One matplotlib style for the report and every chart; figures saved as PNG and SVG.

`save` writes both files, shows the SVG (vector, in the HTML report and in the PDF) with an
alt text computed from what the figure shows (`describe`, or the chart's own `fig._alt`),
puts ticks into one format (SI prefixes: 10k, 2.5M; never 10^4) and adds a legend for the
families when bars are coloured by family and nothing says which colour is which.

One job a module: `style` (the style, family colours and legends, tick format), `output`
(source line, alt text, PNG/SVG and the HTML that shows them), and the charts by report
section: `hardware` (notebook 01), `workloads` (notebooks 03 and 04), `decision` (notebook 05);
`claims` (notebook 02). Every public name is importable from here.
"""
from __future__ import annotations

from .claims import decomposition_chart, generation_chart
from .decision import (
    bill_vs_volume, breakeven_chart, monte_carlo_chart, ratio_by_basis, scorecard_chart, specification_curve,
    tornado_chart,
)
from .hardware import PRECISION_MARKERS, chip_vs_system, compute_by_generation, memory_by_generation
from .output import describe, render, save, source_line
from .style import (
    PALETTE, STYLE, color, ensure_family_legend, family_handles, family_legend, format_ticks, short_name,
    si_formatter, use_style,
)
from .workloads import bars_by_candidate, latency_cost_curves, memory_fit, predicted_vs_measured

__all__ = [
    "PALETTE", "PRECISION_MARKERS", "STYLE", "bars_by_candidate", "bill_vs_volume",
    "breakeven_chart", "chip_vs_system", "color", "compute_by_generation", "decomposition_chart", "describe",
    "ensure_family_legend", "family_handles", "family_legend", "format_ticks", "generation_chart", "latency_cost_curves",
    "memory_by_generation", "memory_fit", "monte_carlo_chart", "predicted_vs_measured", "ratio_by_basis", "render", "save",
    "scorecard_chart", "short_name", "si_formatter", "source_line", "specification_curve", "tornado_chart",
    "use_style",
]
