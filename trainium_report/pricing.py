"""Prices: which offers a comparison may use (price bases), the price a candidate pays under one
(dated, regional, offer kind, your quote), and how a candidate is named.

A candidate is an entity id (`trn1.32xlarge`, `p5.48xlarge`), optionally a
chip priced per chip-hour at another provider: `h100-sxm:8@lambda` is eight
H100s at Lambda's per-GPU-hour price; an AWS instance family (`trn2`) stands for
each of its sizes. `costs` turns the priced candidates into estimates.
"""
from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

import numpy as np
import pandas as pd

from . import dataset
from .conventions import CANDIDATE_RE


@dataclass(frozen=True)
class Candidate:
    text: str
    entity_id: str
    chips: int
    provider: str
    chip_id: str
    family: str
    name: str


def parse_candidate(ds, text: str) -> Candidate:
    m = CANDIDATE_RE.match(text.strip())
    if not m:
        raise ValueError(f"candidate '{text}' is not 'entity', 'entity@provider' or 'chip:N@provider'")
    ent = dataset.entity_index(ds)
    eid = m["entity"]
    if eid not in ent.index:
        raise ValueError(f"candidate '{text}': unknown system or chip '{eid}'")
    row = ent.loc[eid]
    if row["kind"] == "chip":
        chips = int(m["chips"] or 1)
        own = ent[(ent["chip_id"] == eid) & ent["kind"].isin(list(dataset.SYSTEM_KINDS)) & (ent["vendor"] == "AWS")]
        if (m["provider"] or "aws") == "aws" and len(own):
            # AWS rents these chips in its instances only: a per-chip AWS figure (a secondary summary, kept
            # beside the list prices) would price the same machine far under its list price
            sizes = ", ".join(f"{i} ({int(c):,} chip{'s' if c > 1 else ''})" for i, c in own["chips"].items())
            fams = " or ".join(sorted({f for f in own["instance_family"].fillna("") if f}))
            raise ValueError(f"candidate '{text}': AWS rents {eid} only in whole systems: {sizes}; name one of them"
                             + (f" or the family {fams}" if fams else "") + f", or chips at another provider "
                             f"({eid}:{chips}@provider)")
        return Candidate(text, eid, chips, m["provider"] or "aws", eid, row["family"],
                         f"{chips} x {row['name']}" + (f" @ {m['provider']}" if m["provider"] else ""))
    if m["chips"]:
        raise ValueError(f"candidate '{text}': a chip count only goes with a chip, not with the system '{eid}'")
    return Candidate(text, eid, int(row["chips"]), m["provider"] or "aws", row["chip_id"], row["family"], eid)


def expand_candidates(ds, texts: list[str]) -> tuple[list[str], dict[str, list[str]]]:
    """A candidate that names an AWS instance family (`p5`, `inf2`, `trn2`) stands for every size of
    it in the dataset (instances and UltraServers, smallest first): the cost model prices each and
    the decision rents the cheapest that meets the workload. Returns the concrete candidates (a size
    once, unless the scenario itself names it twice) and family -> its sizes."""
    ent = dataset.entity_index(ds)
    systems = ent[ent["kind"].isin(["instance", "ultraserver"]) & (ent["instance_family"].fillna("") != "")]
    out, families = [], {}
    named = set(texts)                      # a size also named on its own is not repeated by its family
    for text in texts:
        m = CANDIDATE_RE.match(str(text).strip())
        fam = m["entity"] if m and not m["chips"] and m["entity"] not in ent.index else None
        members = systems[systems["instance_family"] == fam] if fam else systems.iloc[0:0]
        if len(members) and (m["provider"] in (None, "aws")):
            sizes = list(members.assign(_c=members["chips"].astype(float)).sort_values("_c", kind="stable").index)
            families[text] = sizes
            out += [c for c in sizes if c not in named and c not in out]
        else:
            out.append(text)            # named twice stays twice: the scenario check says so
    return out, families


@dataclass(frozen=True)
class Basis:
    """Which price rows a comparison may use: the offer kinds allowed on each side, and
    whether GPUs must be bought from AWS (like for like) or elsewhere."""
    name: str
    label: str
    neuron_kinds: tuple
    gpu_kinds: tuple
    gpu_on_aws: bool


#: every comparison uses one basis; `auto` takes the first like-for-like one with current prices on both sides
BASES = {b.name: b for b in (
    Basis("aws_on_demand", "AWS on-demand list price, both sides", ("hyperscaler_list",), ("hyperscaler_list",), True),
    Basis("aws_capacity_block", "AWS Capacity Block price, both sides", ("capacity_block",), ("capacity_block",), True),
    Basis("aws_commitment", "AWS reserved / savings-plan price, both sides", ("hyperscaler_commitment",),
          ("hyperscaler_commitment",), True),
    Basis("gpu_cloud_list", "GPUs at a GPU cloud's own list price; AWS silicon at its best AWS price without "
          "commitment (on-demand or Capacity Block)", ("hyperscaler_list", "capacity_block"), ("neocloud_list",), False),
    Basis("gpu_marketplace", "GPUs from community/marketplace hosts; AWS silicon at its best AWS price without "
          "commitment (on-demand or Capacity Block)", ("hyperscaler_list", "capacity_block"), ("marketplace",), False),
)}
NEURON_FAMILIES = dataset.NEURON_FAMILIES


def aws_silicon(cand: "Candidate") -> bool:
    """Is the candidate priced as AWS silicon? Else it is priced as the alternative (GPUs; TPUs alike)."""
    return dataset.side_of(cand.family) == "neuron"


def price_date(text) -> pd.Timestamp:
    """A price's date ('2026-07-22', '2026-03', '2026') as the last day it can mean; NaT when blank."""
    text = str(text or "")
    if not text:
        return pd.NaT
    if len(text) == 4:
        return pd.Timestamp(f"{text}-12-31")
    if len(text) == 7:
        return pd.Timestamp(f"{text}-01") + pd.offsets.MonthEnd(0)
    return pd.Timestamp(text)


@dataset.memo_raw
def _offers(ds) -> dict:
    """`dataset.prices` split by (entity, provider, per), each with its age basis column `date`:
    shared by every caller (read them; do not modify them)."""
    pr = dataset.prices(ds)
    pr = pr.assign(date=pr["as_of"].map(price_date))
    return {k: g for k, g in pr.groupby(["entity_id", "provider", "per"], sort=False)}


def price_rows(ds, cand: Candidate, basis: Basis, regions: list[str]) -> pd.DataFrame:
    """Every price row a candidate may use under `basis` (any date), with its age basis column `date`."""
    return _price_rows(ds, cand, basis, tuple(regions)).copy()


@dataset.memo_raw
def _price_rows(ds, cand: Candidate, basis: Basis, regions: tuple[str, ...]) -> pd.DataFrame:
    """`price_rows`, kept: a decision asks for the same candidate's rows once per price snapshot
    (read them; do not modify them)."""
    per = "chip" if cand.entity_id == cand.chip_id else "system"
    kinds = basis.neuron_kinds if aws_silicon(cand) else basis.gpu_kinds
    rows = _offers(ds).get((cand.entity_id, cand.provider, per))
    if rows is None:
        return dataset.prices(ds).iloc[0:0].assign(date=pd.Series(dtype="datetime64[ns]"))
    rows = rows[rows.offer_kind.isin(kinds)]
    if not aws_silicon(cand) and basis.gpu_on_aws != (cand.provider == "aws"):
        rows = rows.iloc[0:0]
    if aws_silicon(cand) and cand.provider != "aws":
        rows = rows.iloc[0:0]
    if cand.provider == "aws":
        rows = rows[rows.region.isin(regions) | (rows.region == "")]
    if per == "chip":               # a rate that holds only on a larger instance: for a multiple of its chips only
        rows = rows[(cand.chips % min_chips(rows)) == 0]
    return rows


def min_chips(rows: pd.DataFrame) -> pd.Series:
    """The chips each per-chip rate is rented by (prices.csv `min_chips`, a column every data folder has;
    empty: 1)."""
    return rows["min_chips"].fillna(1).astype(int)


@dataclass(frozen=True)
class PricePolicy:
    """How one price row is chosen to stand for an offer: the one selection rule (`select_price`),
    with what may differ between uses stated here."""
    name: str
    max_age_days: int | None = None          # only rows dated within this many days; None: any date
    tie_breaks: tuple[str, ...] = ("cheapest",)   # after the newest date: "cheapest", "us-east-1", "largest"


#: a verdict's price: current (dated within the scenario's price_max_age_days), newest, then cheapest region;
#: among equal prices us-east-1, then the larger system, so the region named does not hang on row order
def verdict_policy(max_age_days: int) -> PricePolicy:
    return PricePolicy("verdict", max_age_days, ("cheapest", "us-east-1", "largest"))


#: a reference price (claims audit, the dataset section): newest, then us-east-1, then the larger instance; any age
REFERENCE = PricePolicy("reference", None, ("us-east-1", "largest"))


def select_price(rows: pd.DataFrame, policy: PricePolicy, today: dt.date | None = None) -> tuple[pd.Series | None, str]:
    """(the chosen price row, "") or (None, why). The rule: rows dated within `policy.max_age_days`
    of `today` (a date means the last day it can mean; undated rows never count), when the policy
    sets an age; then the newest document date (a day-precise date after a month- or year-precise
    one of the same period); then `policy.tie_breaks` in order; then file order."""
    if rows.empty:
        return None, "no price"
    date_text = dataset.date_column(rows)
    if policy.max_age_days is not None:
        today_ts = pd.Timestamp(today or dt.date.today())
        dates = date_text.map(price_date)
        dated = rows[dates.notna()]
        current = dated[(today_ts - dates[dates.notna()]).dt.days <= policy.max_age_days]
        if current.empty:
            if not len(dated):
                return None, "only prices with no date"
            newest = dates.max()
            return None, (f"only prices older than {policy.max_age_days} days (key price_max_age_days; newest "
                          f"dated {date_text[dates == newest].iloc[0]})")
        rows, date_text = current, date_text[current.index]
    cols, ascending = ["_key"], [False]
    extra = {"_key": date_text.map(dataset.sortable_date)}
    for rule in policy.tie_breaks:
        if rule == "cheapest":
            extra["_cheap"] = rows["usd_per_hour"]
        elif rule == "us-east-1":
            extra["_east"] = (rows["region"] != "us-east-1").astype(int)
        elif rule == "largest":
            extra["_large"] = -rows["chips"]
        else:
            raise ValueError(f"unknown tie-break {rule!r}")
        cols.append(list(extra)[-1])
        ascending.append(True)
    chosen = rows.assign(**extra).sort_values(cols, ascending=ascending, kind="stable").iloc[0]
    return chosen.drop(list(extra)), ""


def latest_prices(ds, policy: PricePolicy = REFERENCE, **match) -> pd.DataFrame:
    """One price row per entity among `dataset.prices(ds)` rows equal to `match` (e.g.
    pricing_model="on_demand", provider="aws", per="system"), chosen by `policy`."""
    pr = dataset.prices(ds)
    for col, value in match.items():
        pr = pr[pr[col] == value]
    picked = [select_price(g, policy)[0] for _, g in pr.groupby("entity_id", sort=False)]
    return pd.DataFrame([p for p in picked if p is not None]).reset_index(drop=True)


#: how a quote from `price_overrides` is named wherever a price is shown
QUOTE_OFFER = "your quote"
QUOTE_SOURCE = "your quote (scenario key price_overrides)"


def quote_as_of(quote_date: str | None, today: dt.date | None = None) -> str:
    """The date a quote stands for: the scenario's `quote_date`, else the day of the build."""
    return str(quote_date) if quote_date else (today or dt.date.today()).isoformat()


def quote_age(quote_date: str | None, today: dt.date | None = None) -> int:
    """The scenario's quotes' age in days (held to `price_max_age_days`, as every price is)."""
    return (pd.Timestamp(today or dt.date.today()) - price_date(quote_as_of(quote_date, today))).days


def hourly_price(ds, cand: Candidate, basis: Basis, regions: list[str], max_age_days: int,
                 overrides: dict | None = None, today: dt.date | None = None,
                 quote_date: str | None = None, snapshot: str | None = None) -> tuple[dict | None, str]:
    """(price of the whole candidate per hour, "") under one basis, chosen by `select_price` with
    `verdict_policy(max_age_days)`; (None, why) when there is none. A quote in `overrides` is a
    price like any other: pricing model `quote`, dated `quote_date` (default: today), and held to
    the same age limit; it stands on every basis, since it is the offer you hold."""
    if overrides and cand.text in overrides:
        as_of = quote_as_of(quote_date, today)
        if (age := quote_age(quote_date, today)) > max_age_days:
            return None, f"your quote is dated {as_of}, {age:,} days old (price_max_age_days is {max_age_days:,})"
        return dict(usd_per_hour=float(overrides[cand.text]), pricing_model="quote", offer_kind=QUOTE_OFFER,
                    region="", as_of=as_of, source_id=QUOTE_SOURCE, provider=cand.provider,
                    per="system", unit_usd_per_hour=float(overrides[cand.text])), ""
    rows = _price_rows(ds, cand, basis, tuple(regions))
    if snapshot:        # a price with a history, as it stood on that day (one with no earlier row keeps its own)
        date = rows["date"].to_numpy("datetime64[ns]")
        age = np.floor((np.datetime64(pd.Timestamp(today or dt.date.today())) - date) / np.timedelta64(1, "D"))
        older = ~np.isnat(date) & (date <= np.datetime64(pd.Timestamp(snapshot))) & (age <= max_age_days)
        rows = rows[older] if older.any() else rows
    if rows.empty:
        kinds = ' or '.join(k.replace('_', ' ') for k in (basis.neuron_kinds if aws_silicon(cand) else basis.gpu_kinds))
        whole = _offers(ds).get((cand.entity_id, cand.provider, "chip"))
        blocks = sorted({int(m) for m in min_chips(whole[whole.offer_kind.isin(basis.gpu_kinds)])} - {1}) \
            if whole is not None and cand.entity_id == cand.chip_id else []
        if blocks:
            return None, (f"no {kinds} price from {cand.provider} for {cand.chips:,} chip(s): its rate is for "
                          f"multiples of {' or '.join(map(str, blocks))} chips (prices.csv min_chips)")
        if cand.provider != "aws":      # regions choose among AWS's rows only
            return None, f"no {kinds} price from {cand.provider}"
        return None, f"no {kinds} price from aws in the allowed regions (key regions)"
    chosen, key = _choices(ds), (tuple(rows.index), max_age_days, today or dt.date.today())
    if key not in chosen:       # the same rows stand on several snapshots and bases: chosen once
        chosen[key] = select_price(rows, verdict_policy(max_age_days), today)
    latest, why = chosen[key]
    if latest is None:
        return None, why
    factor = cand.chips if latest.per == "chip" else 1
    return dict(usd_per_hour=float(latest.usd_per_hour) * factor, pricing_model=latest.pricing_model,
                offer_kind=latest.offer_kind, region=latest.region, as_of=latest.as_of, source_id=latest.source_id,
                provider=cand.provider, per=latest.per, unit_usd_per_hour=float(latest.usd_per_hour),
                min_chips=int(latest.min_chips) if latest.per == "chip" and pd.notna(latest.min_chips) else 1), ""


@dataset.memo_raw
def _choices(ds) -> dict:
    """(price rows' index in `dataset.prices`, age limit, day) -> `select_price`'s answer, for
    `hourly_price` (read the chosen rows; do not modify them)."""
    return {}


@dataset.memo_raw
def _regions_of(ds) -> dict:
    """instance family -> the regions availability.csv lists it in."""
    return {f: set(g) for f, g in ds.availability.groupby("instance_family")["region"]}


def offered(ds, cand: Candidate, regions: list[str]) -> tuple[bool, str]:
    """Is an AWS candidate's instance family offered in one of the regions?"""
    if cand.provider != "aws":
        return True, ""
    ent = dataset.entity_index(ds)
    fam = ent.loc[cand.entity_id, "instance_family"]
    if isinstance(fam, str) and fam:
        families = [fam]
    elif cand.entity_id == cand.chip_id:     # chips at AWS that no AWS instance holds (parse_candidate refuses the
        # others): where instances built on them are, if any
        pr = dataset.prices(ds)
        at_aws = set(pr.loc[pr["provider"] == "aws", "entity_id"])
        built = ent[(ent["chip_id"] == cand.chip_id) & (ent["kind"] != "chip") & ent.index.isin(at_aws)]
        families = sorted({f for f in built["instance_family"] if isinstance(f, str) and f})
    else:
        return True, ""
    fam = " / ".join(families) if families else f"an instance of {cand.chip_id}"
    where = set().union(*(_regions_of(ds).get(f, set()) for f in families))
    if not where:
        return False, f"no region data for {fam}"
    if where & set(regions):
        return True, ""
    return False, (f"{fam} is not offered in {', '.join(regions)} (key regions; offered in "
                   f"{', '.join(sorted(where))})")


def stale_prices(ds, max_age_days: int, today: dt.date | None = None) -> pd.DataFrame:
    """Prices dated more than `max_age_days` before `today`, or with no date (age_days NaN)."""
    today = today or dt.date.today()
    pr = dataset.prices(ds)
    age = (pd.Timestamp(today) - pr["as_of"].map(price_date)).dt.days
    return pr.assign(age_days=age)[(age > max_age_days) | age.isna()]


#: how far a quote may lie from what the dataset lists for the same system, per chip-hour, before it
#: is taken for a slip of unit (a per-chip or per-month figure, cents) rather than a deal: a tenth
#: of the cheapest listed price to ten times the dearest
QUOTE_FAR = 10


@dataset.memo_raw
def _per_chip_prices(ds) -> pd.DataFrame:
    """The listed prices with a per-chip-hour figure, each with the chip (`chip`) and family (`family`) it
    rents: once per dataset (a scenario's every quote is checked against them). Not to be modified."""
    pr = dataset.prices(ds).dropna(subset=["usd_per_chip_hour"])
    ent = dataset.entity_index(ds)
    return pr.assign(chip=pr["entity_id"].map(lambda e: dataset.chip_of(ds, e)),
                     family=pr["entity_id"].map(ent["family"].get))


def listed_per_chip(ds, cand: Candidate) -> tuple[pd.Series, pd.Series, str]:
    """(cheapest, dearest) listed price rows per chip-hour for what `cand` is built from, and what
    they were taken over: the same system, else systems of the same chip, else of the same family
    (Trainium3, unpriced, against the Trainium generations before it), else every listed price."""
    pr = _per_chip_prices(ds)
    for rows, whose in ((pr[pr["entity_id"] == cand.entity_id], cand.entity_id),
                        (pr[pr["chip"] == cand.chip_id], f"systems of the chip {cand.chip_id}"),
                        (pr[pr["family"] == cand.family], f"{cand.family} systems"),
                        (pr, "every system the dataset prices")):
        if len(rows):
            return rows.loc[rows["usd_per_chip_hour"].idxmin()], rows.loc[rows["usd_per_chip_hour"].idxmax()], whose
    raise ValueError("the dataset lists no price")


#: a quote under this share of the cheapest price any provider lists for the same chip, per chip-hour,
#: is taken for a per-chip figure given for a system of several (an 8-GPU system quoted per GPU is 8x
#: low, 0.125 of its own price; 2.5 USD/h for 8 H100s at Lambda is 0.21 of the cheapest H100 listed);
#: a deal of a third of the cheapest listed price passes
QUOTE_CHIP_FLOOR = 0.25
#: a quote for a system of several chips within this share of a per-chip-hour price the dataset lists for
#: that very system is that per-chip figure given for the whole (12.29 USD for a p5.48xlarge is its
#: on-demand price per GPU)
QUOTE_SAME = 0.02


def quote_problem(ds, cand: Candidate, usd_per_hour: float) -> str | None:
    """Why a quote for the whole candidate per hour looks like a slip of unit, or None."""
    per_chip = usd_per_hour / cand.chips
    lo, hi, whose = listed_per_chip(ds, cand)
    pr = _per_chip_prices(ds)
    same_chip = pr[pr["chip"] == cand.chip_id]
    own = pr[pr["entity_id"] == cand.entity_id]
    if cand.entity_id == cand.chip_id:      # chips at a provider (h100-sxm:8@lambda): that provider's per-chip prices
        own = own[own["provider"] == cand.provider]
    if cand.chips > 1 and len(own) and (near := own[(own["usd_per_chip_hour"] - usd_per_hour).abs()
                                                    <= QUOTE_SAME * own["usd_per_chip_hour"]]).shape[0]:
        ref = near.iloc[0]
        return (f"{usd_per_hour:,.4g} USD per hour for the whole {cand.entity_id} ({cand.chips:,} chips) is its listed "
                f"price per chip-hour, {ref.usd_per_chip_hour:,.4g} USD ({ref.pricing_model.replace('_', ' ')} at "
                f"{ref.provider}, source {ref.source_id}); a quote is USD per hour for the whole candidate: give "
                f"{cand.chips:,} times the per-chip figure")
    for rows, said in ((same_chip, f"a {cand.chip_id} anywhere"), (own, f"the {cand.entity_id} itself")):
        if per_chip >= lo.usd_per_chip_hour / QUOTE_FAR and cand.chips > 1 and len(rows) and \
                per_chip < QUOTE_CHIP_FLOOR * rows["usd_per_chip_hour"].min():
            ref = rows.loc[rows["usd_per_chip_hour"].idxmin()]
            return (f"{usd_per_hour:,.4g} USD per hour for {cand.chips:,} chips is {per_chip:,.4g} USD per chip-hour, "
                    f"under {QUOTE_CHIP_FLOOR:g} of {ref.usd_per_chip_hour:,.4g} USD per chip-hour "
                    f"({ref.pricing_model.replace('_', ' ')} at {ref.provider}, source {ref.source_id}), the cheapest "
                    f"the dataset lists for {said}; a quote is USD per hour for the whole candidate: was it per chip, "
                    "or per GPU?")
    if per_chip < lo.usd_per_chip_hour / QUOTE_FAR:
        ref, how, which, hint = lo, f"under 1/{QUOTE_FAR} of", "cheapest", \
            "a quote is USD per hour for the whole candidate: was it per chip, or per GPU?"
    elif per_chip > hi.usd_per_chip_hour * QUOTE_FAR:
        ref, how, which, hint = hi, f"over {QUOTE_FAR}x", "dearest", \
            "a quote is USD per hour: was it per month or per year, or in cents?"
    else:
        return None
    return (f"{usd_per_hour:,.4g} USD per hour for {cand.chips:,} chip(s) is {per_chip:,.4g} USD per chip-hour, {how} "
            f"{ref.usd_per_chip_hour:,.4g} USD per chip-hour ({ref.pricing_model.replace('_', ' ')} at {ref.provider}, "
            f"source {ref.source_id}), the {which} the dataset lists for {whose}; {hint}")
