"""The claims audit in words: verdict sentences, readings, notes, source lists, summary text and
the HTML cards of notebook 02. Numbers come from `rules`/`audit`; nothing here decides a verdict.
"""
from __future__ import annotations

import math
import re

import numpy as np
import pandas as pd

from .. import dataset, performance
from ..present import esc, no_math, num, short_name
from .rules import (
    DEPENDS,
    HOLDS_ONLY,
    LEVEL_NAMES,
    NOT_REPRODUCED,
    NOT_TESTABLE,
    OTHER_READING,
    PREC_NAME,
    REPRODUCED,
    TWIN_UNIT,
    UNDERSTATED,
    VERDICTS,
    Reading,
    _candidates,
    _chip_of,
    _chips,
    _claim_unit,
    _combo_name,
    _Ctx,
    _exceeds,
    _fmt,
    _is_system,
    _name,
    _pick,
    _raw,
    _reading,
    _sig,
    _tier,
    tolerance,
)


def _capitalize(text: str) -> str:
    """Upper-case the first letter unless the sentence opens with an identifier (trn1.32xlarge)."""
    first = text.split(" ", 1)[0]
    plain = first.islower() and not any(ch.isdigit() or ch == "." for ch in first)
    return text[:1].upper() + text[1:] if plain else text


def _compares(ctx: _Ctx, c: dict) -> str:
    spec = ctx.ds.package["x-metrics"]
    what = {"compute": "peak compute", "chips": "chip count", "price": "on-demand price"}.get(
        c["metric"], dataset.metric_title(ctx.ds, c["metric"]).lower() if c["metric"] in spec
        else c["metric"].replace("_", " "))
    combo = _combo_name(c["precision"], c["sparsity"])
    what = f"{combo} {what}" if combo else what
    ents = _name(ctx, c["subject"]) + (f" vs {_name(ctx, c['baseline'])}" if c["baseline"] else "")
    level = {"chip": "per chip", "system": "per system", "stated": "as the source names them"}[c["level"]]
    kind = {"ratio": "ratio", "percent": "percent difference", "absolute": "value",
            "statement": "statement"}[c["kind"]]
    return f"{what}, {ents}: {kind}, {level}"


def _plain(value: float) -> str:
    return f"{value:,.0f}" if float(value).is_integer() else f"{value:,}"


def _claimed_text(c: dict) -> str:
    if c["kind"] == "statement":
        return "stated (no figure)"
    unit = _claim_unit(c)
    sep = "" if unit in ("x", "%") else " "
    high = c.get("claimed_high")
    val = _plain(c["claimed"]) + (f"-{_plain(high)}" if high is not None and not pd.isna(high) else "")
    q = "" if c["qualifier"] == "exact" else c["qualifier"] + " "
    return f"{q}{val}{sep}{unit}"


def _pct(g: float) -> str:
    return f"{g:+.1%}"


def _alt(kind: str, label: str, value: float, unit: str, passes, sources: str = "") -> dict:
    return dict(kind=kind, label=label, value=value, unit=unit, passes=passes, sources=sources)


def _level_of(ctx: _Ctx, entity: str) -> str:
    return "per chip" if not _is_system(ctx, entity) else "per system"


def _untestable(text: str, to_test: str) -> dict:
    return dict(verdict=NOT_TESTABLE, explanation=text + ".", to_test=to_test)


def _level_name(ctx: _Ctx, r: Reading) -> str:
    """'per UltraServer', 'per instance', 'per chip', 'per cluster of 100,000 chips' for a reading."""
    if r.level in ("per chip", "per largest instance") or r.level.startswith("per cluster"):
        return r.level
    kind = ctx.ent.loc[r.subject, "kind"] if r.subject in ctx.ent.index else ""
    return LEVEL_NAMES.get(kind, r.level if r.level != "precision" else "per system")


def _verdict_text(ctx: _Ctx, c: dict, verdict: str, r: Reading, own: list[Reading], others: list[Reading],
                  holds: Reading | None) -> str:
    """The verdict with what it rests on: 'holds only per UltraServer at dense FP8', 'understated:
    the specs give 16.4x per chip'."""
    unit = _claim_unit(c)
    if verdict == HOLDS_ONLY:
        names = [name for name, _ in _groups([o for o in own if o.passes])]
        return f"holds only {_level_name(ctx, r)} at {' and '.join(names)}"
    if verdict == OTHER_READING and holds is not None:
        return f"fails as stated; holds only {_label(ctx, holds)}"
    if verdict == UNDERSTATED:
        alts = [o for o in others if o.level != "precision" and _level_name(ctx, o) != _level_name(ctx, r)][:1]
        more = "".join(f", {_fmt(o.derived, unit)} {_level_name(ctx, o)}" for o in alts)
        return f"understated: the specs give {_fmt(r.derived, unit)} {_level_name(ctx, r)}{more}"
    if verdict == REPRODUCED and r.what():
        return f"reproduced {_level_name(ctx, r)} at {r.what()}"
    return verdict


def _readings_text(ctx: _Ctx, c: dict, own: list[Reading], others: list[Reading]) -> str:
    """Every reading tried, with its result: 'per UltraServer dense FP8 4.36x (holds); ...'."""
    unit = _claim_unit(c)

    def mark(r):
        return "holds" if r.passes else ("above the claim" if _exceeds(c, r) else "fails")
    parts = []
    for r in own + others:
        ents = "" if r.level in ("precision",) or r in own else f" ({_name(ctx, r.subject)}" + (
            f" vs {_name(ctx, r.baseline)})" if r.baseline else ")")
        what = f" {r.what()}" if r.what() else ""
        parts.append(f"{_level_name(ctx, r)}{what}{ents}: {_fmt(r.derived, unit)} ({mark(r)})")
    return "; ".join(dict.fromkeys(parts))


def _matches_elsewhere(ctx: _Ctx, c: dict, subj: str) -> str:
    """For a failed absolute claim: other systems of the same vendor and kind whose stated value
    matches the claimed figure (directly or with GiB read as GB), e.g. Trn1's '9.8 TB/s' is
    inf2.48xlarge's 9,840 GiB/s."""
    if c["kind"] != "absolute" or c["metric"] not in ctx.ds.package["x-metrics"] or subj not in ctx.ent.index:
        return ""
    claimed_c = c["claimed"] * dataset.unit_factor(ctx.ds.package, c["unit"])
    e = ctx.ent.loc[subj]
    same = ctx.ent[(ctx.ent["vendor"] == e["vendor"]) & (ctx.ent["kind"] == e["kind"])].index
    rows = ctx.long[(ctx.long["metric"] == c["metric"]) & ctx.long["entity_id"].isin(same)
                    & (ctx.long["entity_id"] != subj) & ctx.long["value_c"].notna()
                    & (ctx.long["source_id"] != c["source_id"])]
    hits = []
    for r in rows.itertuples():
        twin = r.value_num * r.twin if pd.notna(r.twin) else np.nan
        if tolerance("exact", claimed_c, r.value_c):
            how = f"{_sig(r.value_num)} {r.unit}"
        elif pd.notna(twin) and tolerance("exact", claimed_c, twin):
            how = f"{_sig(r.value_num)} {r.unit}, i.e. {_sig(twin / dataset.unit_factor(ctx.ds.package, c['unit']))} {c['unit']} with {r.unit} read as {TWIN_UNIT[r.unit]}"
        else:
            continue
        hits.append(f"{_name(ctx, r.entity_id)} ({how}; {r.source_id})")
    hits = list(dict.fromkeys(hits))
    if not hits:
        return ""
    return f"the claimed {_claimed_text(c)} is the figure of {' and of '.join(hits[:2])}, not of {_name(ctx, subj)}"


def _label(ctx: _Ctx, r: Reading) -> str:
    """'for dense FP8', 'per chip (Trainium3 vs Trainium2)', 'for trn1n.32xlarge vs p4d.24xlarge'."""
    ents = _name(ctx, r.subject) + (f" vs {_name(ctx, r.baseline)}" if r.baseline else "")
    what = f" {r.what()}" if r.what() else ""
    if r.level == "precision":
        return f"for{what}"
    if r.level == "another system":
        return f"for{what} {ents}"
    return f"{r.level}{what} ({ents})"


def _groups(readings: list[Reading]) -> list[tuple[str, Reading]]:
    """Readings that give the same number, named together: ('dense BF16/FP16/TF32', reading)."""
    out: list[tuple[list[Reading], Reading]] = []
    for r in readings:
        for members, first in out:
            if math.isclose(first.derived, r.derived, rel_tol=1e-3) and first.sparsity == r.sparsity:
                members.append(r)
                break
        else:
            out.append(([r], r))
    return [(" ".join(x for x in (m[0].sparsity, "/".join(PREC_NAME.get(r.precision, r.precision) for r in m)) if x), f)
            for m, f in out]


def _explain(ctx: _Ctx, c: dict, verdict: str, r: Reading, own: list[Reading], others: list[Reading],
             counted: list[Reading], holds: Reading | None, cluster_note: str) -> str:
    unit = _claim_unit(c)
    ents = _name(ctx, r.subject) + (f" vs {_name(ctx, r.baseline)}" if r.baseline else "")
    noun = {"compute": "compute", "memory_capacity": "memory", "memory_bandwidth": "memory bandwidth",
            "network_bandwidth": "network bandwidth", "chips": "chip count"}.get(c["metric"], c["metric"].replace("_", " "))
    what = f"{r.what()} {noun}".strip()
    verb = "the specs give " if c["kind"] == "absolute" else ""
    head = f"{ents} {what} {r.level}: {verb}{r.text} ({_pct(r.gap)} against '{_claimed_text(c)}')"
    notes = [cluster_note] if cluster_note else []
    if verdict == REPRODUCED:
        lead = r.unit_note or "reproduced"
        notes += _notes(ctx, c, r, own, others)
        return f"{head}: {lead}" + "".join(f"; {n}" for n in notes) + "."
    if verdict == DEPENDS:
        return f"{head}; the verdict turns on the source: {_source_list(counted, c)}" + "".join(f"; {n}" for n in notes) + "."
    if verdict == HOLDS_ONLY:
        notes += _notes(ctx, c, r, own, others)
        per_chip = [o for o in others if o.level == "per chip"]
        if per_chip:
            notes.append("per chip it gives " + ", ".join(f"{_fmt(o.derived, unit)} at {o.what()}" for o in per_chip[:3]))
        if c["metric"] == "compute" and any(o.precision == "fp8" for o in own) and _fp8_formats_differ(ctx, r):
            notes.append("the two chips' FP8 formats are not the same (the notes name cFP8 and MXFP8)")
        return (f"{head}: {_verdict_text(ctx, c, verdict, r, own, others, holds)}"
                + "".join(f"; {n}" for n in notes if n) + ".")
    if verdict == UNDERSTATED:
        notes += _notes(ctx, c, r, own, others)
        return (f"{head}: understated, the specs give more than the claim at every reading"
                + "".join(f"; {n}" for n in notes if n) + ".")
    if verdict == OTHER_READING:
        notes.append(_own_source_note(ctx, c, r))
        return (f"{head}, so it fails as stated; it holds only {_label(ctx, holds)}: {holds.text} "
                f"({_pct(holds.gap)})" + "".join(f"; {n}" for n in notes if n) + ".")
    notes += ([_matches_elsewhere(ctx, c, r.subject)] + _notes(ctx, c, r, own, others, failed=True)
              + [_own_source_note(ctx, c, r)])
    return f"{head}: not reproduced" + "".join(f"; {n}" for n in notes if n) + "."


def _fp8_formats_differ(ctx: _Ctx, r: Reading) -> bool:
    """True when the FP8 rows of the two sides' chips name different formats in their notes."""
    def fmt(entity):
        chip = _chip_of(ctx, entity) or entity
        notes = " ".join(ctx.long[(ctx.long["entity_id"].isin([entity, chip])) & (ctx.long["precision"] == "fp8")]["note"])
        return {f for f in ("cFP8", "MXFP8", "OCP FP8") if f in notes}
    if not r.baseline:
        return False
    a, b = fmt(r.subject), fmt(r.baseline)
    return bool(a and b and a != b)


def _source_list(readings: list[Reading], c: dict) -> str:
    """Each distinct result with the sources that give it, matches first; a side every source
    agrees on is named once."""
    unit = _claim_unit(c)
    ratio = c["kind"] != "absolute"
    fixed_b = ratio and len({round(v.baseline_value, 9) for v in readings}) == 1
    fixed_s = ratio and not fixed_b and len({round(v.subject_value, 9) for v in readings}) == 1

    def src(v):
        return v.subject_source if fixed_b else v.baseline_source if fixed_s else v.sources()

    def bare(t):
        return t[1:-1] if t.startswith("(") and t.endswith(")") else t

    def body(v):
        if fixed_b:
            return f"{bare(v.subject_text)} ({_fmt(v.derived, unit)})"
        if fixed_s:
            return f"{bare(v.baseline_text)} ({_fmt(v.derived, unit)})"
        return v.text
    groups: list[tuple[Reading, list[str]]] = []
    for v in sorted(readings, key=lambda v: (not v.passes, v.tier)):
        for first, srcs in groups:
            if math.isclose(first.derived, v.derived, rel_tol=1e-4) and first.passes == v.passes:
                if src(v) not in srcs:
                    srcs.append(src(v))
                break
        else:
            groups.append((v, [src(v)]))
    lead = ""
    if fixed_b:
        lead = f"against {bare(readings[0].baseline_text)} ({readings[0].baseline_source}), "
    elif fixed_s:
        lead = f"for {bare(readings[0].subject_text)} ({readings[0].subject_source}) over "
    return lead + "; ".join(f"{' and '.join(srcs)} {'gives' if len(srcs) == 1 else 'give'} {body(first)}, "
                            f"{'a match' if first.passes else 'no match'}" for first, srcs in groups[:4])


def _notes(ctx: _Ctx, c: dict, r: Reading, own: list[Reading], others: list[Reading],
           failed: bool = False) -> list[str]:
    """What the number is made of: chip count x per chip, other precisions, other levels."""
    unit = _claim_unit(c)
    notes = []
    per_chip = next((o for o in others if o.level == "per chip" and (o.precision, o.sparsity) == (r.precision, r.sparsity)),
                    None)
    if per_chip and c["kind"] == "ratio":
        n_s, n_b = _chips(ctx, r.subject), _chips(ctx, r.baseline)
        notes.append(f"that is {num(n_s / n_b)}x the chips ({n_s:g} vs {n_b:g}) times {_fmt(per_chip.derived, unit)} "
                     f"per chip")
    inst = next((o for o in others if o.level == "per largest instance" and o.precision == r.precision), None)
    if inst:
        notes.append(f"per largest instance it is {_fmt(inst.derived, unit)} ({_name(ctx, inst.subject)} vs "
                     f"{_name(ctx, inst.baseline)}: {inst.text})")
    if not c["precision"] and c["metric"] == "compute":
        same_sparsity = [o for o in own if o.sparsity == r.sparsity]
        groups = _groups(same_sparsity)
        mine = next(name for name, first in groups if math.isclose(first.derived, r.derived, rel_tol=1e-3))
        rest = [(name, first) for name, first in groups if not math.isclose(first.derived, r.derived, rel_tol=1e-3)]
        if r.passes and rest:
            notes.append(f"only {mine} gives it" if "/" not in mine else f"{mine} give it")
        notes += [f"{name} {'give' if '/' in name else 'gives'} {_fmt(first.derived, unit)}" for name, first in rest[:3]]
    if failed:
        notes += [f"{_name(ctx, o.subject)} gives {_fmt(o.derived, unit)} too" if math.isclose(o.derived, r.derived, rel_tol=1e-3)
                  else f"{_name(ctx, o.subject)} gives {_fmt(o.derived, unit)}"
                  for o in others if o.level == "another system" and o.precision == r.precision]
    return notes


def _own_source_note(ctx: _Ctx, c: dict, r: Reading) -> str:
    if _tier(ctx, c["source_id"]) == 1:
        return ""
    cand = _candidates(ctx, r.subject, c["metric"], r.precision, r.sparsity)
    own = cand[(cand["source_id"] == c["source_id"]) & (cand["basis"] == "stated")]
    if own.empty:
        return ""
    what = f" for {r.what()}" if r.what() else ""
    return (f"the claim's own source ({c['source_id']}) also states {_raw(own.iloc[0])}{what} in specs.csv, "
            f"but a source cannot confirm itself")


def _peak_context(ctx: _Ctx, c: dict) -> tuple[str, list[dict]]:
    """Peak ratios around a workload claim (context, not a test)."""
    subj, base = c["subject"], c["baseline"]
    if c["level"] == "chip":
        subj, base = _chip_of(ctx, subj) or subj, _chip_of(ctx, base) or base
    level = _level_of(ctx, subj)
    probe = {**c, "kind": "ratio", "qualifier": "exact", "claimed": 1.0, "claimed_high": None}
    parts, alts = [], []
    for metric, p, s in (("compute", "bf16", "dense"), ("compute", "fp8", "dense"), ("memory_bandwidth", "", "")):
        r = _reading(ctx, probe, level, subj, base, p, s, metric=metric)
        if r is None:
            continue
        label = f"{_combo_name(p, s)} compute" if metric == "compute" else "memory bandwidth"
        parts.append(f"{label} {num(r.derived)}x")
        alts.append(_alt("context", f"{label} {level} ({_name(ctx, subj)} / {_name(ctx, base)})", r.derived, "x",
                         None, r.sources()))
    if not parts:
        return "", alts
    return (f"for context only, {level} the peak specs of {_name(ctx, subj)} over {_name(ctx, base)} give "
            + ", ".join(parts)), alts


def _power_note(ctx: _Ctx, c: dict) -> str:
    parts = []
    for e in (c["subject"], c["baseline"]):
        chip = _chip_of(ctx, e) or e
        p = _pick(_candidates(ctx, chip, "power"))
        parts.append(f"{_name(ctx, chip)} {_sig(p['value_c'])} W ({p['source_id']})" if p is not None
                     else f"{_name(ctx, chip)} none")
    return "power per chip in specs.csv: " + ", ".join(parts)


def _model_fit(ctx: _Ctx, c: dict) -> tuple[str, list[dict]]:
    mem = _pick(_candidates(ctx, c["subject"], "memory_capacity"))
    if mem is None:
        return "", []
    need = c["claimed"] * performance.BYTES["bf16"] / 1e9  # GB of 16-bit weights
    share = need / mem["value_c"]
    note = (f"on capacity alone, {num(c['claimed'] / 1e9)}B parameters at 2 bytes (BF16/FP16) are {_sig(need)} GB "
            f"of weights against {_name(ctx, c['subject'])}'s {_raw(mem)} ({_sig(mem['value_c'])} GB) of accelerator "
            f"memory, {share:.0%} of it before activations and KV cache: the model fits, which is necessary but "
            f"does not test the claim")
    return note, [_alt("context", "share of accelerator memory taken by 16-bit weights", share * 100, "%", None,
                       mem["source_id"])]


def _bound_sentence(row: dict) -> str:
    def money(side):
        return (f"{row[f'{side}_price_entity']} at {_plain(row[f'{side}_price'])} USD/h "
                f"({row[f'{side}_pricing'].replace('_', ' ')}, {row[f'{side}_price_as_of']})")

    def pct(v):
        word = ("less" if v >= 0 else "more") if row["wording"].startswith("cost") else ("better" if v >= 0 else "worse")
        return f"{abs(v):.0f}% {word}"
    same = row["subject_pricing"] == row["baseline_pricing"]
    what = "cost" if row["wording"].startswith("cost") else "price-performance"
    return (f"as a bound from peak specs only (not a workload result), {money('subject')} against {money('baseline')} "
            f"costs {num(row['subject_usd_per_pflop_hour'])} vs {num(row['baseline_usd_per_pflop_hour'])} USD per "
            f"{row['compute_basis']} PFLOP-hour ({what} {pct(row['bound_compute_pct'])}) and "
            f"{num(row['subject_usd_per_tbps_hour'])} vs {num(row['baseline_usd_per_tbps_hour'])} USD per TB/s-hour "
            f"({what} {pct(row['bound_bandwidth_pct'])}), per chip"
            + ("" if same else "; the two prices are different pricing models"))


def claimed_text(row) -> str:
    return _claimed_text(dict(row))


def derived_text(row) -> str:
    if pd.isna(row["derived"]):
        return ""
    return _fmt(row["derived"], row["unit"])


def summary(result: pd.DataFrame) -> pd.DataFrame:
    """The audit as the CLI prints it: claim id, verdict, claimed, derived, level."""
    return pd.DataFrame({
        "claim": result["claim_id"], "verdict": result["verdict_text"],
        "claimed": result.apply(claimed_text, axis=1), "derived": result.apply(derived_text, axis=1),
        "level": [", ".join(x for x in (lv, rd) if x) for lv, rd in zip(result["level_used"], result["reading"])],
    })


def summary_text(result: pd.DataFrame) -> str:
    """`summary` as a left-aligned plain-text table."""
    table = summary(result)
    widths = {c: max(len(c), *(len(str(v)) for v in table[c])) for c in table.columns}
    lines = ["  ".join(f"{c:<{widths[c]}}" for c in table.columns).rstrip(),
             "  ".join("-" * widths[c] for c in table.columns)]
    lines += ["  ".join(f"{str(v):<{widths[c]}}" for c, v in row.items()).rstrip() for _, row in table.iterrows()]
    return "\n".join(lines)


def alternatives_text(alts: list[dict]) -> str:
    return "; ".join(f"{a['kind']}: {a['label']} = {_fmt(a['value'], a['unit'])}"
                     + ("" if a["passes"] is None else (" (match)" if a["passes"] else " (no match)"))
                     for a in alts)


def csv_frame(result: pd.DataFrame) -> pd.DataFrame:
    """The audit as the rows of its CSV (alternatives as text)."""
    return result.assign(alternatives=result["alternatives"].map(alternatives_text))



VERDICT_COLORS = {REPRODUCED: "#1b7837", HOLDS_ONLY: "#7fbc41", UNDERSTATED: "#2166ac", OTHER_READING: "#b35806",
                  NOT_REPRODUCED: "#c51b7d", DEPENDS: "#5e3c99",
                  NOT_TESTABLE: "#666666"}


def group_of(ds: dataset.Dataset, entity: str) -> tuple[int, int, str]:
    """(family order, generation, label) of the chip a claim is about, for grouping claim cards."""
    ent = dataset.entity_index(ds)
    e = ent.loc[entity]
    chip = dataset.chip_of(ds, entity)
    c = ent.loc[chip] if isinstance(chip, str) and chip in ent.index else e
    label = short_name(c["name"])
    if c["vendor"] != "AWS":
        label = f"{label} ({c['vendor']})"
    return (dataset.FAMILY_ORDER.get(c["family"], 9), int(c["generation"]) if pd.notna(c["generation"]) else 0, label)


def card(row, ds: dataset.Dataset) -> str:
    """One claim as a compact HTML block; every data string is escaped."""

    src = ds.sources.set_index("source_id").loc[row["source_id"]]
    color = VERDICT_COLORS[row["verdict"]]
    when = f"published {src['published']}" if src["published"] else f"accessed {src['accessed']}"
    source = f"{esc(src['title'])} ({esc(src['publisher'])}, {esc(when)}; <code>{esc(row['source_id'])}</code>)"
    derived = derived_text(row)
    if derived:
        where = ", ".join(x for x in (row["level_used"], row["reading"]) if x)
        derived = f"; <b>derived</b> <b>{esc(derived)}</b> ({esc(_pct(row['gap']))}), {esc(where)}"
    holds = f"; <b>holds</b> only {esc(row['holds_at'])}" if row["holds_at"] else ""
    if row["verdict_text"] and row["verdict_text"] != row["verdict"]:
        holds += f"; <b>verdict</b> {esc(row['verdict_text'])}"
    readings = f"<br><b>Readings</b> {esc(row['readings'])}" if row.get("readings") else ""
    return (f'<div style="border-left:4px solid {color};padding:1px 7px;margin:5px 0;font-size:0.8em;'
            f'line-height:1.35;break-inside:avoid">'
            f'<b><code>{esc(row["claim_id"])}</code></b> &middot; '
            f'<span style="color:{color};font-weight:bold">{esc(row["verdict"])}</span> &middot; '
            f'<i>&ldquo;{esc(row["quote"])}&rdquo;</i> &mdash; {source}<br>'
            f'<b>Compares</b> {esc(row["compares"])}; <b>claimed</b> {esc(claimed_text(row))}'
            f'{derived}{holds}{readings}<br>{esc(row["explanation"])}</div>')


def cards(result: pd.DataFrame, ds: dataset.Dataset) -> str:
    """Every claim card, grouped by the chip generation the claim is about."""

    keyed = result.assign(group=[group_of(ds, e) for e in result["subject"]])
    parts = []
    for key in sorted(keyed["group"].unique()):
        rows = keyed[keyed["group"] == key]
        counts = rows["verdict"].value_counts()
        tally = ", ".join(f"{counts[v]} {v}" for v in VERDICTS if v in counts)
        parts.append(f"<h3>{esc(key[2])}</h3><p><i>{len(rows)} claim(s): {esc(tally)}</i></p>")
        parts += [card(r, ds) for _, r in rows.iterrows()]
    return no_math("\n".join(parts))          # data names with '$...$' are no mathematics (present.NO_MATH)


def unsourced(ds: dataset.Dataset) -> pd.DataFrame:
    """Claims the dataset's notes say were looked for but not found in any citable source."""
    rows = []
    for c in ds.claims.itertuples():
        for sentence in re.split(r"(?<=[.;])\s+", c.note):
            if "not found" in sentence:
                rows.append(dict(next_to=c.claim_id, note=sentence.strip().rstrip(".;")))
    return pd.DataFrame(rows, columns=["next_to", "note"]).drop_duplicates("note")


def implied_figures(result: pd.DataFrame) -> pd.DataFrame:
    """The per-chip values untestable ratio claims would imply (labelled inferences)."""
    rows = [dict(claim_id=r.claim_id, inference=a["label"], value=a["value"], unit=a["unit"], basis_source=a["sources"])
            for r in result.itertuples() for a in r.alternatives if a["kind"] == "implied"]
    return pd.DataFrame(rows, columns=["claim_id", "inference", "value", "unit", "basis_source"])
