"""Which chips, systems and claims the report's sentences and charts name: chips by a rule (the
newest generations of a family that have the figures a sentence needs), systems and claims from
`data/subjects.csv` (editorial choices, each naming the notebook that needs it, so a renamed id
fails `validate` there). Notebooks hold no entity or claim id of their own."""
from __future__ import annotations

import re
from pathlib import Path

import pandas as pd

from . import dataset, inputs


def generations(ds, family: str, needs: tuple[str, ...] = ()) -> list[str]:
    """The chip ids of a family (entities.csv `family`) that have every column of `needs` in
    `dataset.chips`, oldest generation first."""
    chips = dataset.chips(ds)
    ent = ds.entities.query("kind == 'chip' and family == @family").copy()
    ent["generation"] = pd.to_numeric(ent["generation"], errors="coerce")
    ids = [i for i in ent.sort_values("generation", kind="stable")["entity_id"] if i in chips.index]
    return [i for i in ids if all(c in chips and pd.notna(chips.loc[i, c]) for c in needs)]


def generation(ds, family: str, back: int = 0, needs: tuple[str, ...] = ()) -> str:
    """The newest chip of a family with the figures `needs` (back=1: the one before it; back=-1:
    the first); KeyError naming the family when it has too few."""
    ids = generations(ds, family, needs)
    i = len(ids) - 1 - back if back >= 0 else -1 - back
    if not 0 <= i < len(ids):
        raise KeyError(f"{Path(ds.data_dir) / 'specs.csv'} gives {len(ids)} {family} chip(s) (entities.csv "
                       f"family '{family}') with {', '.join(needs) or 'specs'}; a sentence needs "
                       f"{back + 1 if back >= 0 else -back}")
    return ids[i]


def chosen(ds, role: str) -> list[str]:
    """The ids data/subjects.csv gives a role, in its order (entity ids, or claim ids for a claim role)."""
    t = ds.extra.get("subjects")
    if t is None:
        raise KeyError(f"the dataset has no subjects table ({Path(ds.data_dir) / 'subjects.csv'})")
    rows = t[t["role"] == role]
    return [e or c for e, c in zip(rows["entity_id"], rows["claim_id"])]


#: the roles a notebook reads as one id (`one`): data/subjects.csv gives each exactly one
ONE_ROLES = ("rack_subject", "rack_baseline", "rack_claim", "price_performance_claim")


NOTEBOOK_BYTES = 20_000_000    # a source notebook, outputs stripped: a few hundred KB


def _readers(role: str) -> list[str]:
    """The project's notebooks whose source names a role (when subjects.csv has lost its rows, and with
    them the used_by that named them)."""
    out = []
    for nb in sorted((Path(__file__).resolve().parent.parent / "notebooks").glob("*.ipynb")):
        try:
            if re.search(rb"\b%s\b" % re.escape(role.encode()), inputs.read_bytes(nb, NOTEBOOK_BYTES)):
                out.append(f"notebooks/{nb.name}")
        except inputs.InputError:
            continue
    return out


def problems(ds) -> list[str]:
    """A role read as one id that subjects.csv gives none or several, naming the notebooks that need it
    (validate and the build say it up front; the notebook would stop on it)."""
    t = ds.extra.get("subjects")
    if t is None:
        return []
    where = Path(ds.data_dir) / "subjects.csv"
    root = Path(__file__).resolve().parent.parent
    lines = t["line"] if "line" in t else pd.Series(range(2, len(t) + 2), index=t.index)
    out = [f"{where}, line {int(n)}, field 'used_by': got {u!r}, expected a notebook of the project that reads the "
           f"role '{r}' (notebooks/NN-name.ipynb; no such file)"
           for r, used, n in zip(t["role"], t["used_by"], lines) if isinstance(used, str)
           for u in used.split() if not (u.startswith("notebooks/") and u.endswith(".ipynb") and (root / u).is_file())]
    for role in ONE_ROLES:
        ids = chosen(ds, role)
        if len(ids) != 1:
            users = sorted(set(t.loc[t["role"] == role, "used_by"])) or _readers(role) or ["notebooks that read it"]
            out.append(f"{where}: the role '{role}' has {len(ids)} ids "
                       f"({', '.join(ids) or 'no row'}), expected one (needed by {', '.join(users)})")
    kinds = dataset.entity_index(ds)["kind"]
    for role, want in ROLE_KINDS.items():      # a chip where a rack is meant: the notebooks' KeyErrors, said here
        for e in chosen(ds, role):
            if e in kinds.index and f"an {kinds[e]}" not in want:
                out.append(f"{where}: the role '{role}' gives {e}, a {kinds[e]}, expected {' or '.join(want)} "
                           f"(line {_line(t, role, e)}, field 'entity_id')")
    claims = ds.claims.set_index("claim_id") if "claim_id" in ds.claims else None
    for role, (metric, sides) in CLAIM_ROLES.items():    # a claim of the role's subjects and metric
        for c in chosen(ds, role):
            if claims is None or c not in claims.index:
                continue
            row = claims.loc[c]
            wrong = [f"{k} {row[k] if pd.notna(row[k]) and row[k] != '' else 'none'}" + (f" (the role's is {side})" if side else "")
                     for k, side in (("metric", None), *((k, _only(ds, r)) for k, r in sides))
                     if (k == "metric" and row[k] != metric) or (k != "metric" and side is not None and row[k] != side)]
            if wrong:
                out.append(f"{where}: the role '{role}' gives the claim {c}, whose {', '.join(wrong)} do not fit it: "
                           f"expected a {metric} claim" + (" of " + " against ".join(
                               str(_only(ds, r)) for _, r in sides) if sides else "")
                           + f" (line {_line(t, role, c)}, field 'claim_id')")
    return out


#: the kind of entity a role names (a rack's roles name UltraServers, the chip-versus-system rows systems)
ROLE_KINDS = {"rack_subject": ("an ultraserver",), "rack_baseline": ("an ultraserver",),
              "chip_vs_system": ("an instance", "an ultraserver")}

#: a claim role's metric and the roles its subject and baseline must be
CLAIM_ROLES = {"rack_claim": ("compute", (("subject", "rack_subject"), ("baseline", "rack_baseline"))),
               "price_performance_claim": ("price_performance", ())}


def _only(ds, role: str):
    ids = chosen(ds, role)
    return ids[0] if len(ids) == 1 else None


def _line(t, role: str, value: str) -> int:
    """The line of subjects.csv that gives `role` the id `value` (the header is line 1)."""
    hit = t[(t["role"] == role) & ((t["entity_id"] == value) | (t["claim_id"] == value))]
    return int(hit["line"].iloc[0]) if len(hit) and "line" in hit else 0


def one(ds, role: str) -> str:
    """The one id data/subjects.csv gives a role; KeyError when it gives none or several."""
    ids = chosen(ds, role)
    if len(ids) != 1:
        raise KeyError(f"{Path(ds.data_dir) / 'subjects.csv'} gives the role '{role}' {len(ids)} ids; the report needs one")
    return ids[0]


def short_name(ds, entity_id: str) -> str:
    """An entity's name for a sentence: entities.csv `name` without its vendor's prefix and a
    trailing parenthesis ('AWS Inferentia (gen1)' -> 'Inferentia'; 'Trn2 UltraServer (u-trn2x64)'
    -> 'Trn2 UltraServer')."""
    row = dataset.entity_index(ds).loc[entity_id]
    name = str(row["name"])
    vendor = str(row.get("vendor", "") or "")
    if vendor and name.startswith(vendor + " "):
        name = name[len(vendor) + 1:]
    return name.split(" (")[0].strip() or entity_id
