"""Plausibility checks declared beside the tables (`data/checks.yaml`), run by `validate`: a value
can pass its schema (a number, a unit, a source) and still be a typo or a unit slip. Each check
has a severity: `error` fails validate, `warning` is listed and passes.

Eight kinds, each a few lines here, so the file says what is checked and this module only how:
- `range`: every row matching `where` lies in [min, max] in `unit` (specs: any unit of the same
  dimension is converted; prices: USD per hour, `per_chip: true` divides a system's price by its chips);
- `ratio`: per entity, the value matching `numerator` over the one matching `denominator` lies in [min, max];
- `sum_of_chips`: a system's `metrics` equal its chips times its chip's, within `tolerance` (a fraction);
- `order`: per `group`, a price matching `lower` is at most the one matching `higher` of the same date
  (and, with `max_ratio`, at most that multiple of the nearest-dated one where no date is shared);
- `history`: per `group` (one offer), each price lies within `max_ratio` of the median of the others;
- `family`: per `group`, the sizes of one instance family cost per chip-hour within `max_ratio` of each
  other (a wrong chip count in entities.csv makes one size far cheaper or dearer per chip);
- `sources`: where sources disagree on a spec value (a conflict kept), each lies within `max_ratio` of the
  median of the others, either way (TFLOPS written for PFLOPS, in a row no estimate reads too);
- `per_core`: a chip's `cores` times its `per_core` value lies in [min, max] of its `total` at the same
  precision and sparsity (a per-core peak slipped, or a chip's total filed per core).
A range holds for every spec value kept; the ratio and order checks read the preferred values (a
conflicting value kept beside one is the source's own)."""
from __future__ import annotations

import hashlib
import json
import math
import os
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pandas as pd
import yaml

from . import dataset, inputs

CHECKS_FILE = "checks.yaml"
KINDS = {"range": ("where", "min", "max"), "ratio": ("numerator", "denominator", "min", "max"),
         "sum_of_chips": ("metrics", "tolerance"), "order": ("group", "lower", "higher"),
         "history": ("group", "max_ratio"), "family": ("group", "max_ratio"), "sources": ("max_ratio",),
         "per_core": ("per_core", "cores", "total", "min", "max")}
COMMON = ("id", "severity", "kind", "why")
#: `whole` (range): every value a whole number; `max_ratio` (order): a price of another date at most this
#: multiple of the one it is ordered under
OPTIONAL = ("table", "unit", "per_chip", "whole", "max_ratio")

#: the tables a range check may read (specs, the default; prices; efficiency)
TABLES = ("specs", "prices", "efficiency")
SEVERITIES = ("error", "warning")
MAX_BYTES = 200_000


@dataclass(frozen=True)
class Finding:
    severity: str
    check: str
    problem: dataset.Problem

    def __str__(self) -> str:
        return f"{self.severity}: {self.problem} (check '{self.check}')"


class _NoAliases(yaml.SafeLoader):
    """The safe loader without YAML anchors and aliases: a checks file has no use for them, and
    aliases nested ten deep expand to billions of values (an alias bomb) when walked."""

    def construct_mapping(self, node, deep=False):
        seen = set()
        for key_node, _ in node.value:
            if key_node.value in seen:
                raise yaml.constructor.ConstructorError(None, None, f"key '{key_node.value}' appears twice in one check",
                                                        key_node.start_mark)
            seen.add(key_node.value)
        return super().construct_mapping(node, deep)

    def compose_node(self, parent, index):
        if self.check_event(yaml.events.AliasEvent):
            event = self.peek_event()
            raise yaml.composer.ComposerError(None, None, "an alias (*name): checks.yaml uses none", event.start_mark)
        return super().compose_node(parent, index)


def checks_file(data_dir: Path) -> Path | None:
    """The checks a data folder is held to: its own checks.yaml, else the project's (data/checks.yaml:
    the bounds are rules of thumb for any accelerator data, so a folder of your own that has none is
    not left unchecked); None when neither exists."""
    for path in (Path(data_dir) / CHECKS_FILE, dataset.DATA_DIR / CHECKS_FILE):
        if inputs.kind_problem(path) != "no such file":
            return path
    return None


def read_checks(data_dir: Path) -> tuple[list[dict], list[dataset.Problem]]:
    """(checks, problems of the file itself); no file (here or the project's): no checks."""
    path = checks_file(data_dir)
    if path is None:
        return [], []

    def bad(line, field, got, expected):
        return [], [dataset.Problem(str(path), line, field, got, expected)]
    try:
        loader = _NoAliases(inputs.read_bytes(path, MAX_BYTES).decode("utf-8"))
        try:
            doc = loader.get_single_data()
        finally:
            loader.dispose()
    except inputs.InputError as exc:
        return bad(0, "", str(exc).split(": ", 1)[-1], f"a YAML file of at most {MAX_BYTES:,} bytes")
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        return bad(mark.line + 1 if mark else 0, "", (getattr(exc, "problem", None) or str(exc)).splitlines()[0][:80],
                   "a YAML list of checks")
    except (UnicodeDecodeError, RecursionError) as exc:
        return bad(0, "", str(exc).splitlines()[0][:80], "a YAML list of checks")
    if not isinstance(doc, list):
        return bad(0, "", type(doc).__name__, "a YAML list of checks")
    problems, ids = [], {}
    for i, c in enumerate(doc, 1):
        # by position (an id may be missing or repeated), and by its id where it has one
        where = f"check {i}" + (f" ('{inputs.printable(c['id'][:60])}')" if isinstance(c, dict) and
                                 isinstance(c.get("id"), str) else "")
        if isinstance(c, dict) and isinstance(c.get("id"), str):
            if c["id"] in ids:
                problems.append(dataset.Problem(str(path), 0, f"{where}.id", c["id"],
                                                f"an id of its own (check {ids[c['id']]} has it): findings name their check"))
            ids.setdefault(c["id"], i)
        if not isinstance(c, dict):
            problems.append(dataset.Problem(str(path), 0, where, f"a {type(c).__name__}", "a mapping"))
            continue
        kind = c.get("kind")
        if kind not in KINDS:
            problems.append(dataset.Problem(str(path), 0, f"{where}.kind", str(kind), f"one of {', '.join(KINDS)}"))
            continue
        allowed = set(COMMON) | set(KINDS[kind]) | set(OPTIONAL)
        for k in [*COMMON, *KINDS[kind]]:
            if k not in c:
                problems.append(dataset.Problem(str(path), 0, f"{where}.{k}", "missing", f"the key '{k}' of a {kind} check"))
        for k in c:
            if k not in allowed:
                problems.append(dataset.Problem(str(path), 0, f"{where}.{k}", str(k), f"a key from {', '.join(sorted(allowed))}"))
        if c.get("severity") not in SEVERITIES:
            problems.append(dataset.Problem(str(path), 0, f"{where}.severity", str(c.get("severity")), "error or warning"))
        bad = [k for k in ("min", "max", "tolerance", "max_ratio") if k in c and (isinstance(c[k], bool) or
               not isinstance(c[k], (int, float)) or not np.isfinite(c[k]))]
        problems += [dataset.Problem(str(path), 0, f"{where}.{k}", repr(c[k])[:60], "a finite number") for k in bad]
        if "max_ratio" in c and "max_ratio" not in bad and c["max_ratio"] <= 1:
            problems.append(dataset.Problem(str(path), 0, f"{where}.max_ratio", repr(c["max_ratio"])[:60],
                                            "a number above 1 (a ratio of at most 1 refuses every change)"))
        if kind == "order" and not (isinstance(c.get("group"), list) and "entity_id" in c["group"]):
            # a price is ordered against its own offer's: without entity_id every row meets every other
            # (549 prices, 301,401 pairs a check: 24 s and a quarter of a million findings)
            problems.append(dataset.Problem(str(path), 0, f"{where}.group", repr(c.get("group"))[:60],
                                            "a list of price columns holding entity_id (each price is ordered "
                                            "against its own offer's)"))
        if "table" in c and c["table"] not in TABLES:
            problems.append(dataset.Problem(str(path), 0, f"{where}.table", repr(c["table"])[:60],
                                            f"one of {', '.join(TABLES)}"))
        if kind == "history" and not (isinstance(c.get("group"), list) and c["group"]):
            problems.append(dataset.Problem(str(path), 0, f"{where}.group", repr(c.get("group"))[:60],
                                            "a list of price columns naming an offer (its rows are compared with "
                                            "each other)"))
        if kind == "order" and isinstance(c.get("lower"), dict) and c.get("lower") and c.get("lower") == c.get("higher"):
            problems.append(dataset.Problem(str(path), 0, f"{where}.higher", repr(c.get("higher"))[:60],
                                            "a selection other than lower's (the same prices ordered against "
                                            "themselves pair every price of an offer with every other)"))
        for k in ("lower", "higher"):
            if k in KINDS[kind] and not (isinstance(c.get(k), dict) and c[k]):
                problems.append(dataset.Problem(str(path), 0, f"{where}.{k}", repr(c.get(k))[:60],
                                                "a mapping of column to value(s) that picks some rows"))
        if not bad and "min" in c and "max" in c and c["min"] > c["max"]:
            problems.append(dataset.Problem(str(path), 0, f"{where}.max", repr(c["max"])[:60],
                                            f"a bound at least min ({c['min']!r}): no value could pass"))
    if not problems and Path(os.path.abspath(path)) != Path(os.path.abspath(dataset.DATA_DIR / CHECKS_FILE)):
        problems = _loosened(doc, path)
    return (doc if not problems else []), problems


def _loosened(doc: list, path: Path) -> list[dataset.Problem]:
    """A data folder's own checks.yaml may add checks and tighten the project's, never drop or loosen
    one (as its datapackage.json may tighten bounds, never loosen them): each project check is there
    by id, of its kind, as severe, and a range's bounds within the project's (same unit)."""
    ours, _ = read_checks(dataset.DATA_DIR)
    mine = {c["id"]: c for c in doc}
    out, gone = [], [c["id"] for c in ours if c["id"] not in mine]
    if gone:
        out.append(dataset.Problem(str(path), 0, "id", ", ".join(gone[:8]) + (", ..." if len(gone) > 8 else ""),
                                   f"every check of the project's data/checks.yaml kept ({len(gone)} of {len(ours)} "
                                   "missing): a folder's checks.yaml may add checks or tighten the project's, never "
                                   "drop one"))
    for c in ours:
        m = mine.get(c["id"])
        if m is None:
            continue
        # what a check reads and how (its unit, metrics, groups, tables) is the project's; only its bounds may move,
        # and only inward
        other = [k for k in sorted(set(c) | set(m)) if k not in ("id", "kind", "severity", "why", "where", "min",
                                                                  "max", "tolerance", "max_ratio")
                 and m.get(k) != c.get(k)]
        why = ("of kind " + c["kind"]) if m["kind"] != c["kind"] else \
            "of severity error" if c["severity"] == "error" and m["severity"] != "error" else \
            f"of the project's selection (where: {json.dumps(c.get('where'))[:80]})" \
            if m.get("where") != c.get("where") else \
            f"with the project's {other[0]}, {json.dumps(c.get(other[0]))[:80]}" if other else \
            (f"a {c['kind']} within the project's, {c['min']:g} to {c['max']:g}"
             + (f" {c['unit']}" if c.get("unit") else "")) if "min" in c and \
            (m.get("min", -math.inf) < c["min"] or m.get("max", math.inf) > c["max"]) else \
            f"a tolerance at most the project's {c['tolerance']:g}" if "tolerance" in c and \
            m.get("tolerance", math.inf) > c["tolerance"] else \
            (f"a max_ratio at most the project's {c['max_ratio']:g}") if "max_ratio" in c and \
            m.get("max_ratio", math.inf) > c["max_ratio"] else ""
        if why:
            got = f"where: {json.dumps(m.get('where'))[:80]}" if why.startswith("of the project's selection") \
                else f"{other[0]}: {json.dumps(m.get(other[0]))[:80]}" if why.startswith("with the project's") \
                else "loosened"
            out.append(dataset.Problem(str(path), 0, f"check '{c['id']}'", got,
                                       f"the project's check {why} (a folder may tighten a check, never loosen it)"))
    return out


def _match(df: pd.DataFrame, where: dict) -> pd.Series:
    keep = pd.Series(True, index=df.index)
    for col, want in where.items():
        keep &= df[col].astype(str).isin([str(w) for w in (want if isinstance(want, list) else [want])])
    return keep


def _specs(ds: dataset.Dataset, every: bool = False) -> pd.DataFrame:
    """The spec values checks read: the preferred ones (`every`: the conflicting ones kept beside them too)."""
    long = dataset.specs_long(ds)
    long = long[(long["preferred"] | every) & long["value_c"].notna()].copy()
    long["entity_kind"] = long["entity_id"].map(ds.entities.set_index("entity_id")["kind"])
    return long


def _in_unit(ds, rows: pd.DataFrame, unit: str | None) -> pd.Series:
    """Spec values in `unit` (they are kept in their dimension's canonical unit)."""
    if unit is None:
        return rows["value_c"]
    return rows["value_c"] / dataset.unit_factor(ds.package, unit) * \
        dataset.unit_factor(ds.package, dataset.canonical_unit(ds.package, unit))


def _table(ds, c, specs, prices) -> pd.DataFrame:
    """The table a range check reads (`TABLES`; specs when it names none)."""
    return {"prices": prices, "efficiency": ds.efficiency}.get(c.get("table", "specs"), specs)


def _range(ds, c, specs, prices, file):
    out = []
    # a range holds for every value kept, a conflicting source's too: 3e10 GB/s is a slip whoever wrote it
    rows = _specs(ds, every=True) if c.get("table", "specs") == "specs" else _table(ds, c, specs, prices)
    rows = rows[_match(rows, c["where"])]
    if c.get("table", "specs") == "prices":
        vals = rows["usd_per_hour"].astype(float)
        if c.get("per_chip"):
            chips = rows["entity_id"].map(ds.entities.set_index("entity_id")["chips"]).astype(float)
            vals = vals / np.where(rows["per"] == "chip", 1.0, chips)
        field, unit = "usd_per_hour", "USD per hour" + (" per chip" if c.get("per_chip") else "")
    elif c.get("table") == "efficiency":            # a fitted or published efficiency: a fraction of peak
        vals, field, unit = rows["value"].astype(float), "value", ""
        rows = rows.assign(entity_id=rows["platform"] + " " + rows["phase"] + " " + rows["parameter"])
    else:
        vals, field, unit = _in_unit(ds, rows, c.get("unit")), "value", c.get("unit", "")
    for (_, r), v in zip(rows.iterrows(), vals):
        if not (c["min"] <= v <= c["max"]) or (c.get("whole") and not float(v).is_integer()):
            shown = f"{v:.12g}" if c.get("whole") and c["min"] <= v <= c["max"] else f"{v:.4g}"   # 191.99999, not 192
            out.append(dataset.Problem(str(file(c.get("table", "specs"))), int(r["line"]), field,
                                       f"{shown} {unit}".strip(), ("a whole number " if c.get("whole") else "")
                                       + f"from {c['min']:g} to {c['max']:g} ({r['entity_id']}"
                                       + (f"'s {r['metric']})" if "metric" in r.index else ")")))
    return out


def _per_core(ds, c, specs, prices, file):
    """A chip's cores times its per-core value against its own total, precision by precision."""
    keys = ["entity_id", "precision", "sparsity"]
    per = specs[specs["metric"] == c["per_core"]].fillna({"precision": "", "sparsity": ""})
    total = specs[specs["metric"] == c["total"]].fillna({"precision": "", "sparsity": ""})
    cores = specs[specs["metric"] == c["cores"]].drop_duplicates("entity_id").set_index("entity_id")["value_c"]
    both = per.merge(total, on=keys, suffixes=("", "_total"))
    out = []
    for _, r in both.iterrows():
        n = cores.get(r["entity_id"], np.nan)
        if not np.isfinite(n) or not r["value_c_total"]:
            continue
        q = n * r["value_c"] / r["value_c_total"]
        if not (c["min"] <= q <= c["max"]):
            said = " ".join(x for x in (r["precision"], r["sparsity"]) if x)
            out.append(dataset.Problem(str(file("specs")), int(r["line"]), "value", f"{r['value']} {r['unit']} ({c['per_core']}, {said})",
                                       f"{n:g} {c['cores']} x it from {c['min']:g} to {c['max']:g} times "
                                       f"{r['entity_id']}'s own {c['total']} (line {int(r['line_total'])}: "
                                       f"{r['value_total']} {r['unit_total']}): {q:.3g}x, a per-core figure slipped "
                                       "or a chip's total filed per core?"))
    return out


def _ratio(ds, c, specs, prices, file):
    out = []
    num, den = specs[_match(specs, c["numerator"])], specs[_match(specs, c["denominator"])]
    both = num.merge(den, on="entity_id", suffixes=("", "_den"))
    for _, r in both.iterrows():
        q = r["value_c"] / r["value_c_den"] if r["value_c_den"] else np.inf
        if not (c["min"] <= q <= c["max"]):
            out.append(dataset.Problem(str(file("specs")), int(r["line"]), "value", f"{q:.3g}x line {int(r['line_den'])}",
                                       f"a ratio from {c['min']:g} to {c['max']:g} ({r['entity_id']})"))
    return out


def _sum_of_chips(ds, c, specs, prices, file):
    out = []
    ent = ds.entities.set_index("entity_id")
    systems = ent[ent["chip_id"].astype(str).str.len().gt(0) & ent["chips"].notna()]
    by_system: dict[str, list] = {}
    by_chip: dict[tuple, list] = {}      # (chip, metric, unit, ...): every system's total of it, off or not
    for metric in c["metrics"]:         # one value per unit, precision and sparsity (compute has several)
        keys = ["entity_id", "unit_c"] + [k for k in ("precision", "sparsity") if k in specs]
        m = specs[specs["metric"] == metric].fillna({k: "" for k in keys[2:]}).drop_duplicates(keys).set_index(keys)
        for sid, s in systems.iterrows():
            for key, r in m.loc[m.index.get_level_values(0) == sid].iterrows():
                unit, of_chip = key[1], (s["chip_id"], *key[1:])
                if of_chip not in m.index:
                    continue
                chip = m.loc[of_chip, "value_c"]
                whole = float(s["chips"]) * chip
                said = " ".join(x for x in (metric, *key[2:]) if x)
                off = bool(whole) and abs(r["value_c"] / whole - 1) > c["tolerance"]
                by_chip.setdefault((metric, *of_chip), []).append(
                    (r["value_c"] / whole if whole else np.nan, off, sid, m.loc[of_chip], said))
                if off:
                    by_system.setdefault(sid, []).append((r["value_c"] / chip if chip else np.nan, dataset.Problem(
                        str(file("specs")), int(r["line"]), "value", f"{r['value_c']:.4g} {unit} ({said})",
                        f"{s['chips']:g} x {s['chip_id']}'s = {whole:.4g} {unit}, within {c['tolerance']:.0%} ({sid}; "
                        f"or {s['chip_id']}'s own figure, line {int(m.loc[of_chip, 'line'])}, is off)")))
    for (metric, chip_id, unit, *_), totals in by_chip.items():
        q = float(np.median([t[0] for t in totals]))
        if len(totals) > 1 and all(t[1] for t in totals) and all(abs(t[0] / q - 1) <= c["tolerance"] for t in totals):
            # every system built on the chip states the same multiple of it: the chip's own figure is the slip
            row, said, names = totals[0][3], totals[0][4], {t[2] for t in totals}
            out.append(dataset.Problem(str(file("specs")), int(row["line"]), "value", f"{row['value_c']:.4g} {unit} "
                                       f"({chip_id}, {said})", f"about {row['value_c'] * q:.4g} {unit}, the figure "
                                       f"its {len(names)} systems' totals in specs.csv give ({', '.join(sorted(names))[:120]}: "
                                       f"each {q:.3g}x their chips times this)"))
            for sid in names:
                by_system[sid] = [f for f in by_system.get(sid, []) if f"({said})" not in f[1].value]
    lines = dataset.entity_index(ds)["line"]
    for sid, found in by_system.items():
        if not found:
            continue
        counts = [n for n, _ in found]
        n = float(np.median(counts))
        if len(found) > 1 and np.isfinite(n) and round(n) >= 1 and \
                all(abs(k / round(n) - 1) <= c["tolerance"] for k in counts):
            # every total of the system is the same whole number of its chips: the count is the slip
            out.append(dataset.Problem(str(file("entities")), int(lines.get(sid, 0)), "chips",
                                       f"{systems.loc[sid, 'chips']:g}",
                                       f"{round(n)}, the chips its {len(found)} totals in specs.csv are worth "
                                       f"({', '.join(p.value for _, p in found)[:160]}: each {round(n)} x "
                                       f"{systems.loc[sid, 'chip_id']}'s) ({sid})"))
        else:
            out += [p for _, p in found]
    return out


#: findings listed for one check; past them, one line counts the rest
MAX_FINDINGS = 20


def _more(c: dict, total: int, where: str) -> list:
    """The line that counts a check's findings past the first `MAX_FINDINGS` (none when there are none)."""
    if total <= MAX_FINDINGS:
        return []
    return [dataset.Problem(where, 0, f"check '{c['id']}'", f"{total - MAX_FINDINGS:,} more rows",
                            f"a check most rows pass (the first {MAX_FINDINGS} are listed; is the check itself wrong?)")]


def _order(ds, c, specs, prices, file):
    out = []
    group = list(c["group"]) + ["as_of"]
    low, high = prices[_match(prices, c["lower"])], prices[_match(prices, c["higher"])]
    both = low.merge(high, on=group, suffixes=("", "_high"))
    wrong = both[both["usd_per_hour"].astype(float).to_numpy() > both["usd_per_hour_high"].astype(float).to_numpy()]
    for _, r in wrong.head(MAX_FINDINGS).iterrows():      # the rest counted, not listed: a check's own mistake
        out.append(dataset.Problem(str(file("prices")), int(r["line"]), "usd_per_hour",  # can pair thousands
                                   f"{r['usd_per_hour']}", f"at most {r['usd_per_hour_high']} (line "
                                   f"{int(r['line_high'])}, same {', '.join(group)})"))
    if "max_ratio" in c:        # a price with no partner of its date: against the nearest-dated one, with room
        alone = low[~low["line"].isin(both["line"])]
        pairs = alone.merge(high, on=list(c["group"]), suffixes=("", "_high"))
        if len(pairs):
            gap = (pd.to_datetime(pairs["as_of"], errors="coerce") -
                   pd.to_datetime(pairs["as_of_high"], errors="coerce")).abs()
            nearest = pairs.assign(gap=gap).sort_values(["line", "gap"], kind="stable").drop_duplicates("line")
            far = nearest[nearest["usd_per_hour"].astype(float).to_numpy()
                          > c["max_ratio"] * nearest["usd_per_hour_high"].astype(float).to_numpy()]
            for _, r in far.head(MAX_FINDINGS).iterrows():
                out.append(dataset.Problem(str(file("prices")), int(r["line"]), "usd_per_hour", f"{r['usd_per_hour']}",
                                           f"at most {c['max_ratio']:g}x {r['usd_per_hour_high']} (line "
                                           f"{int(r['line_high'])}, dated {r['as_of_high']}, the nearest date of "
                                           f"the same {', '.join(c['group'])}): a price that moved, or a slip?"))
            wrong = pd.concat([wrong, far])
    return out + _more(c, len(wrong), str(file("prices")))


def _others_median(values: np.ndarray, k: int) -> tuple[float, int]:
    """The median of `values` but the k-th (NaN skipped, as pandas does) and the position of the other
    value nearest to it (arrays: a pandas Series dropped row by row cost a third of a validate)."""
    rest = np.delete(np.arange(len(values)), k)
    others = values[rest]
    if np.isnan(others).all():
        return float("nan"), int(rest[0])
    mid = float(np.nanmedian(others))
    return mid, int(rest[np.nanargmin(np.abs(others - mid))])


def _far_from_the_rest(rows: pd.DataFrame, group: list, column: str, max_ratio: float):
    """Each row of a group of two or more lying more than `max_ratio` from the median of the others, either
    way: (row, ratio, median of the others, the other row nearest that median)."""
    for _, g in rows.groupby(group, sort=False):
        if len(g) < 2:
            continue
        vals = g[column].astype(float).to_numpy()
        for k, (_, r) in enumerate(g.iterrows()):
            mid, nearest = _others_median(vals, k)
            q = vals[k] / mid if mid > 0 else np.inf
            if not (1 / max_ratio <= q <= max_ratio):
                yield r, q, mid, g.iloc[nearest]


def _history(ds, c, specs, prices, file):
    """A price far from the same offer's other rows (its other dates and sources)."""
    return [dataset.Problem(str(file("prices")), int(r["line"]), "usd_per_hour", f"{r['usd_per_hour']}",
                            f"within {c['max_ratio']:g}x of the same offer's other rows (median {mid:g}; "
                            f"line {int(near['line'])}, dated {near['as_of']}): {q:.3g}x")
            for r, q, mid, near in _far_from_the_rest(prices, list(c["group"]), "usd_per_hour", c["max_ratio"])]


def _sources(ds, c, specs, prices, file):
    """A spec value far from what the other sources of its key give: a unit slip in a conflicting row, or
    in the preferred one (then only it is named when three or more agree)."""
    return [dataset.Problem(str(file("specs")), int(r["line"]), "value", f"{r['value']} {r['unit']}",
                            f"within {c['max_ratio']:g}x of what the other sources give for {r['entity_id']}'s "
                            f"{r['metric']} (line {int(near['line'])}: {near['value']} {near['unit']}): {q:.3g}x, "
                            "a unit or magnitude slip (TFLOPS for PFLOPS, GB/s for TB/s)?")
            for r, q, _, near in _far_from_the_rest(_specs(ds, every=True), ["entity_id", "metric", "precision",
                                                                              "sparsity"], "value_c", c["max_ratio"])]


def _per_chip(ds, prices: pd.DataFrame) -> pd.Series:
    """Each price row's USD per chip-hour (a system's price over its chips in entities.csv)."""
    chips = pd.to_numeric(prices["entity_id"].map(ds.entities.set_index("entity_id")["chips"]), errors="coerce")
    return prices["usd_per_hour"].astype(float) / np.where(prices["per"] == "chip", 1.0, chips)


def _family(ds, c, specs, prices, file):
    """An instance family's sizes priced per chip-hour far apart within one `group` (provider, pricing, and
    region unless the group leaves it out): each size's median is compared with the others' median, and
    a size outside `max_ratio` of it is named, with the size it is compared to.
    One finding per size (the first row that shows it), however many regions repeat it."""
    out, seen = [], set()
    ent = dataset.entity_index(ds)
    lines, chips = ent["line"], pd.to_numeric(ent["chips"], errors="coerce")
    fam = prices["entity_id"].map(ds.entities.set_index("entity_id")["instance_family"])
    rows = prices.assign(family=fam, usd_chip=_per_chip(ds, prices))
    rows = rows[rows["family"].notna() & (rows["family"] != "") & np.isfinite(rows["usd_chip"])]
    for _, g in rows.groupby(["family", *c["group"]], sort=False):
        per = g.groupby("entity_id", sort=False)["usd_chip"].median()
        if len(per) < 2:
            continue
        medians = per.to_numpy(float)
        for k, (e, v) in enumerate(per.items()):
            mid = _others_median(medians, k)[0]
            q = v / mid if mid > 0 else np.inf
            if e in seen or 1 / c["max_ratio"] <= q <= c["max_ratio"] or (q > 1 and len(per) == 2):
                continue                       # of two sizes apart, the one cheaper per chip is named
            seen.add(e)
            r = g[g["entity_id"] == e].iloc[0]
            near = g.loc[(g["usd_chip"] - mid).abs().idxmin()]
            counts = [e] if len(per) > 2 else [e, near["entity_id"]]   # of two, either count may be the slip
            said = " or ".join(f"{x} (entities.csv, line {int(lines.get(x, 0))}, field 'chips': {chips.get(x, np.nan):g})"
                               for x in counts)
            out.append(dataset.Problem(
                str(file("prices")), int(r["line"]), "usd_per_hour", f"{r['usd_per_hour']} ({v:.3g} USD per chip-hour)",
                f"within {c['max_ratio']:g}x of the per-chip price of the {r['family']} family's other sizes (median "
                f"{mid:.3g}; {near['entity_id']}, line {int(near['line'])}): {q:.3g}x; a wrong chip count for "
                f"{said}, or a price per chip given for the whole system?"))
    return out


RULES = {"range": _range, "ratio": _ratio, "sum_of_chips": _sum_of_chips, "order": _order, "history": _history,
         "family": _family, "sources": _sources, "per_core": _per_core}


def run(ds: dataset.Dataset) -> list[Finding]:
    """Every finding of every check of the dataset's folder; a broken checks file is an error.
    Computed once per dataset and content of its checks file (every scenario check asks)."""
    path = checks_file(ds.data_dir)
    try:
        stamp = hashlib.sha256(inputs.read_bytes(path, MAX_BYTES)).hexdigest() if path else ""
    except inputs.InputError as exc:       # `read_checks` names it
        stamp = str(exc)
    return list(_run(ds, stamp))


@dataset.memo_raw
def _run(ds: dataset.Dataset, stamp: str) -> list[Finding]:
    """`run`; `stamp` (the checks file's content hash) only keys the memo."""
    checks, problems = read_checks(ds.data_dir)
    out = [Finding("error", "checks.yaml", p) for p in problems]
    if problems and checks_file(ds.data_dir) != checks_file(dataset.DATA_DIR):
        checks = read_checks(dataset.DATA_DIR)[0]     # a folder's file refused: the project's checks still run
    if not checks and not problems:     # an empty list (or no file anywhere): nothing checked, and said
        where = checks_file(ds.data_dir)
        out.append(Finding("warning", "checks.yaml", dataset.Problem(
            str(where or Path(ds.data_dir) / CHECKS_FILE), 0, "", "no checks" if where else "no such file",
            "plausibility checks (a unit slip in a spec or a price passes the schema; none is checked)")))
    if not checks:
        return out
    specs, prices = _specs(ds), ds.prices
    units = set(ds.package.get("x-units", {}))

    def file(table):
        return Path(ds.data_dir) / f"{table}.csv"
    for c in checks:
        if "unit" in c and str(c["unit"]) not in units:       # named as the check's key, not as a KeyError
            out.append(Finding("error", str(c["id"]), dataset.Problem(
                str(checks_file(ds.data_dir)), 0, f"check '{c['id']}'.unit", str(c["unit"])[:40],
                f"a unit of datapackage.json ({', '.join(sorted(units)[:8])}, ...)")))
            continue
        metrics = set(ds.package.get("x-metrics", {}))
        named = c.get("where", {}).get("metric") if isinstance(c.get("where"), dict) else None
        if "unit" in c and isinstance(named, str) and named in metrics:    # a unit of the metric's own dimension
            dims = ds.package.get("x-units", {})
            want = {dims.get(u, {}).get("dimension") for u in ds.package["x-metrics"][named].get("units", [])}
            got = dims.get(str(c["unit"]), {}).get("dimension")
            if want and got not in want:
                out.append(Finding("error", str(c["id"]), dataset.Problem(
                    str(checks_file(ds.data_dir)), 0, f"check '{c['id']}'.unit", str(c["unit"])[:40],
                    f"a unit of {named}'s dimension ({', '.join(sorted(map(str, want)))}; {c['unit']} is {got}): the "
                    "bounds would compare values converted to another quantity")))
                continue
        for key in ("where", "lower", "higher"):        # a metric no table can hold: the check guards nothing
            named = c.get(key, {}).get("metric") if isinstance(c.get(key), dict) else None
            odd = [str(m) for m in (named if isinstance(named, list) else [named]) if named is not None
                   and str(m) not in metrics]
            if odd:
                out.append(Finding("error", str(c["id"]), dataset.Problem(
                    str(checks_file(ds.data_dir)), 0, f"check '{c['id']}'.{key}.metric", ", ".join(odd)[:60],
                    f"a metric datapackage.json lists (x-metrics: {', '.join(sorted(metrics)[:6])}, ...): a check "
                    "of a metric no row can have checks nothing")))
        if any(f.problem.field.startswith(f"check '{c['id']}'.") for f in out):
            continue
        try:
            found = RULES[c["kind"]](ds, c, specs, prices, file)
        except (KeyError, TypeError, ValueError, AttributeError) as exc:   # a check that names a column no table has
            found = [dataset.Problem(str(checks_file(ds.data_dir)), 0, f"check '{c['id']}'",
                                     f"{type(exc).__name__}: {str(exc)[:60]}", "a check the tables can answer")]
            out += [Finding("error", str(c["id"]), p) for p in found]
            continue
        if len(found) > MAX_FINDINGS + 1:      # a check failed by hundreds of rows is one mistake, not hundreds
            found = found[:MAX_FINDINGS] + _more(c, len(found), found[0].file)
        out += [Finding(c["severity"], str(c["id"]), p) for p in found]
        if not _matches(ds, c, specs, prices):          # a misspelt metric checks nothing; a small copy may lack it
            out.append(Finding("warning", str(c["id"]), dataset.Problem(
                str(checks_file(ds.data_dir)), 0, f"check '{c['id']}'", "no row matches it",
                "a check that applies to some rows (a misspelt metric, kind or pricing model?)")))
    return out


def _matches(ds, c: dict, specs: pd.DataFrame, prices: pd.DataFrame) -> bool:
    """Whether a check applies to any row at all."""
    if c["kind"] == "range":
        return bool(_match(_table(ds, c, specs, prices), c["where"]).any())
    if c["kind"] == "ratio":
        return bool(_match(specs, c["numerator"]).any() and _match(specs, c["denominator"]).any())
    if c["kind"] == "order":
        return bool(_match(prices, c["lower"]).any() and _match(prices, c["higher"]).any())
    if c["kind"] == "history":
        return bool((prices.groupby(list(c["group"])).size() > 1).any())
    if c["kind"] == "family":         # a family priced in two sizes
        fam = prices["entity_id"].map(ds.entities.set_index("entity_id")["instance_family"])
        return bool((prices[fam.notna() & (fam != "")].assign(f=fam).groupby("f")["entity_id"].nunique() > 1).any())
    if c["kind"] == "sources":        # a key given by two sources
        every = _specs(ds, every=True)
        return bool((every.groupby(["entity_id", "metric", "precision", "sparsity"]).size() > 1).any())
    if c["kind"] == "per_core":
        return bool((specs["metric"] == c["per_core"]).any())
    return bool(specs["metric"].isin(list(c["metrics"])).any())
