"""Loader views against figures worked by hand, and the seed numbers of issue 2."""
import math

import pytest

from trainium_report import dataset

from helpers import pinned

GIB = 2**30 / 1e9  # GB per GiB


def spec_rows(ds, entity, metric, precision="", sparsity=""):
    s = ds.specs
    return s[(s.entity_id == entity) & (s.metric == metric) & (s.precision == precision) & (s.sparsity == sparsity)]


def stated(ds, entity, metric, value, unit, precision="", sparsity="", rel=0.005):
    """Some source states `value` `unit` for this entity and metric (in the source's own unit)."""
    rows = spec_rows(ds, entity, metric, precision, sparsity)
    rows = rows[rows.unit == unit]
    return any(math.isclose(v, value, rel_tol=rel) for v in rows.value_num.dropna())


# ---- views: canonical units and derived totals --------------------------------

def test_trn1_32xlarge_bandwidth_derived_from_chips_is_14_09_tbps(ds):
    sv = dataset.system_values(ds)
    per_chip = dataset.preferred(ds).query("entity_id == 'trainium' and metric == 'memory_bandwidth'")
    assert per_chip.value_num.item() == 820 and per_chip.unit.item() == "GiB/s"
    # worked by hand: 16 x 820 GiB/s = 13,120 GiB/s = 13,120 x 1.073741824 GB/s = 14.087 TB/s
    chips_x = 16 * 820 * 1.073741824 / 1000
    assert chips_x == pytest.approx(14.0875, abs=1e-3)
    row = sv.query("entity_id == 'trn1.32xlarge' and metric == 'memory_bandwidth'")
    assert row.value_c.item() == pytest.approx(chips_x, rel=1e-6)


def test_trn3_gen2_memory_is_144_x_144_gib(ds):
    systems = dataset.systems(ds)
    # 144 chips x 144 GiB = 20,736 GiB = 22,265 GB
    assert systems.loc["trn3-ultraserver-gen2", "memory_capacity_gb"] == pytest.approx(20736 * GIB, rel=1e-6)
    chips = dataset.chips(ds)
    assert chips.loc["trainium3", "memory_capacity_gb"] * 144 == pytest.approx(20736 * GIB, rel=1e-6)


def test_system_totals_without_a_source_are_derived_and_flagged(ds):
    sv = dataset.system_values(ds)
    derived = sv[sv.basis == "derived"]
    assert len(derived) > 0
    # every derived value equals chips x the chip's preferred value
    ent = ds.entities.set_index("entity_id")
    pref = dataset.preferred(ds).set_index(["entity_id", "metric", "precision", "sparsity"])
    for r in derived.itertuples():
        chip = ent.loc[r.entity_id, "chip_id"]
        chip_val = pref.loc[(chip, r.metric, r.precision, r.sparsity), "value_c"]
        assert r.value_c == pytest.approx(ent.loc[r.entity_id, "chips"] * chip_val)
    systems = dataset.systems(ds)
    some = derived.iloc[0]
    assert some.metric in systems.loc[some.entity_id, "derived"] or "_" in systems.loc[some.entity_id, "derived"]


def test_stated_system_values_win_over_derived(ds):
    sv = dataset.system_values(ds)
    # trn2.48xlarge: 20.8 PFLOPS dense FP8 is stated; 16 x 1,299 = 20,784 would be derived
    row = sv.query("entity_id == 'trn2.48xlarge' and metric == 'compute' and precision == 'fp8' and sparsity == 'dense'")
    assert row.basis.item() == "stated" and row.value_c.item() == pytest.approx(20800)


def test_gib_and_gb_convert_in_one_place(ds):
    assert dataset.unit_factor(ds.package, "GiB") == pytest.approx(1.073741824)
    assert dataset.unit_factor(ds.package, "GiB/s") == pytest.approx(0.001073741824)
    assert dataset.unit_factor(ds.package, "PFLOPS") == 1000
    # on values pinned here (a data refresh edits no test): 32 GiB, 820 GiB/s, 2.9 TB/s
    chips = dataset.chips(pinned(ds, specs=[("inferentia2", "memory_capacity", 32, "GiB"),
                                            ("trainium", "memory_bandwidth", 820, "GiB/s"),
                                            ("trainium2", "memory_bandwidth", 2.9, "TB/s")]))
    assert chips.loc["inferentia2", "memory_capacity_gb"] == pytest.approx(32 * GIB)
    assert chips.loc["trainium", "memory_bandwidth_tbps"] == pytest.approx(820 * GIB / 1000)
    assert chips.loc["trainium2", "memory_bandwidth_tbps"] == pytest.approx(2.9)


def test_preference_rule_tier_then_newest(ds):
    pref = dataset.preferred(ds).set_index(["entity_id", "metric", "precision", "sparsity"])
    # current Neuron docs (190) win over launch-era Neuron docs (210): same tier, newer
    assert pref.loc[("trainium", "compute", "bf16", "dense"), "value_num"] == 190
    # Neuron table (13,120 GiB/s) wins over the secondary '9.8 TB/s'
    assert pref.loc[("trn1.32xlarge", "memory_bandwidth", "", ""), "value_num"] == 13120
    # the dense-FP8 reading of 83.2 PF stays dense; the press 'sparse' reading is a separate row
    assert pref.loc[("trn2-ultraserver", "compute", "fp8", "dense"), "value_c"] == pytest.approx(83200)


def test_conflicts_lists_known_disagreements(ds):
    conf = dataset.conflicts(ds)
    pairs = set(zip(conf.entity_id, conf.metric))
    for pair in [("trainium", "compute"), ("trn1.32xlarge", "memory_bandwidth"), ("trainium2", "memory_bandwidth"),
                 ("trainium3", "memory_bandwidth"), ("b200", "memory_capacity")]:
        assert pair in pairs, pair
    # exactly one preferred row per conflicting group, and it is listed first
    for _, g in conf.groupby(["entity_id", "metric", "precision", "sparsity"]):
        assert g.preferred.sum() == 1 and g.preferred.iloc[0]


def test_prices_per_chip_hour(ds):
    pr = dataset.prices(ds)
    p5 = pr.query("entity_id == 'p5.48xlarge' and pricing_model == 'on_demand' and usd_per_hour == 55.04 and region == 'us-east-1' and as_of == '2026-08-26'")
    assert p5.usd_per_chip_hour.item() == pytest.approx(6.88)


# ---- data tests -----------------------------------------------------------------

def test_every_value_has_unit_source_and_date(ds):
    for name in ("specs",):
        df = getattr(ds, name)
        assert (df.unit != "").all() and (df.source_id != "").all() and (df.accessed != "").all()
    assert set(ds.specs.source_id) <= set(ds.sources.source_id)
    assert set(ds.prices.source_id) <= set(ds.sources.source_id)
    assert (ds.prices.usd_per_hour > 0).all()


def test_no_duplicate_keys(ds):
    assert not ds.specs.duplicated(["entity_id", "metric", "precision", "sparsity", "source_id"]).any()
    assert not ds.entities.entity_id.duplicated().any()
    assert not ds.sources.source_id.duplicated().any()
    assert not ds.claims.claim_id.duplicated().any()


def test_every_source_is_cited(ds):
    src = dataset.sources(ds)
    unused = src[(src["rows"] == 0) & (src["mentions"] == 0)].source_id.tolist()
    assert not unused


SEED_SPECS = [
    # Inf1 / Inferentia
    ("inferentia", "neuron_cores", 4, "cores", "", ""),
    ("inferentia", "memory_capacity", 8, "GiB", "", ""),
    # Inf2 / Inferentia2
    ("inferentia2", "neuron_cores", 2, "cores", "", ""),
    ("inferentia2", "memory_capacity", 32, "GiB", "", ""),
    ("inferentia2", "compute", 190, "TFLOPS", "fp16", "dense"),
    # Trn1
    ("trainium", "neuron_cores", 2, "cores", "", ""),
    ("trn1.32xlarge", "memory_capacity", 512, "GiB", "", ""),
    ("trn1.32xlarge", "memory_bandwidth", 9.8, "TB/s", "", ""),
    ("trn1n.32xlarge", "network_bandwidth", 1600, "Gbps", "", ""),
    ("trn1.32xlarge", "network_bandwidth", 800, "Gbps", "", ""),
    # Trn2
    ("trn2.48xlarge", "memory_capacity", 1536, "GiB", "", ""),
    ("trn2.48xlarge", "compute", 20.8, "PFLOPS", "fp8", "dense"),
    ("trn2-ultraserver", "memory_capacity", 6144, "GiB", "", ""),
    ("trn2-ultraserver", "compute", 83.2, "PFLOPS", "fp8", "dense"),
    # Trn3
    ("trn3-ultraserver-gen2", "memory_capacity", 20736, "GiB", "", ""),
    ("trn3-ultraserver-gen2", "compute", 362448, "TFLOPS", "fp8", "dense"),
    ("trainium3", "memory_capacity", 144, "GiB", "", ""),
    ("trainium3", "memory_bandwidth", 4.9, "TB/s", "", ""),
    ("trainium3", "neuron_cores", 8, "cores", "", ""),
    ("trainium3", "process_node", 3, "nm", "", ""),
]


@pytest.mark.parametrize("entity,metric,value,unit,precision,sparsity", SEED_SPECS)
def test_seed_spec_present(ds, entity, metric, value, unit, precision, sparsity):
    assert stated(ds, entity, metric, value, unit, precision, sparsity)


def test_seed_memory_types(ds):
    types = ds.specs[ds.specs.metric == "memory_type"].groupby("entity_id").value.agg(set)
    assert "HBM3" in types["trainium2"]
    assert "HBM3e" in types["trainium3"] | types.get("trn3-ultraserver-gen2", set())


def test_seed_inferentia2_precisions(ds):
    precs = set(spec_rows(ds, "inferentia2", "compute", "fp32", "dense").precision) | set(
        ds.specs.query("entity_id == 'inferentia2' and metric == 'compute'").precision)
    assert {"fp32", "tf32", "bf16", "fp16", "int8", "fp8"} <= precs


def test_seed_system_compositions(ds):
    ent = ds.entities.set_index("entity_id")
    assert ent.loc["inf1.24xlarge", "chips"] == 16
    assert ent.loc["inf2.48xlarge", "chips"] == 12
    assert ent.loc["trn1.32xlarge", "chips"] == 16 and ent.loc["trn1.32xlarge", "chip_id"] == "trainium"
    assert ent.loc["trn2.48xlarge", "chips"] == 16
    assert ent.loc["trn2-ultraserver", "chips"] == 64
    assert ent.loc["trn3-ultraserver-gen1", "chips"] == 64
    assert ent.loc["trn3-ultraserver-gen2", "chips"] == 144
    assert ent.loc["trn2.48xlarge", "available_from"] == "2024-12-03"
    assert ent.loc["trn3-ultraserver-gen2", "available_from"] == "2025-12-02"
    assert ent.loc["inferentia", "available_from"].startswith("2019")


def test_trn2_launched_in_one_region(ds):
    regions = ds.availability.query("instance_family == 'trn2'").region
    assert set(regions) == {"us-east-2"}


def test_trn1_ultracluster_scale(ds):
    # the UltraCluster size is a spec of the cluster entity, not of one instance (issue 10)
    assert stated(ds, "trn1-ultracluster", "max_scale", 30000, "chips")


SEED_CLAIMS = [  # (subject, kind, claimed)
    ("inferentia", "ratio", 2.3), ("inferentia", "percent", 70),
    ("inferentia2", "ratio", 4), ("inferentia2", "ratio", 10),
    ("trn1.32xlarge", "percent", 50),
    ("trn2.48xlarge", "percent", 30),
    ("trn3-ultraserver-gen2", "ratio", 4.4), ("trn3-ultraserver-gen2", "ratio", 4),
    ("trainium4", "ratio", 6), ("trainium4", "ratio", 3), ("trainium4", "ratio", 4),
]


@pytest.mark.parametrize("subject,kind,claimed", SEED_CLAIMS)
def test_seed_claim_present(ds, subject, kind, claimed):
    c = ds.claims
    assert ((c.subject == subject) & (c.kind == kind) & (c.claimed == claimed)).any()


def test_trainium4_has_no_invented_specs(ds):
    assert ds.specs.query("entity_id == 'trainium4'").empty


def test_models_shapes(ds):
    m = ds.models.set_index("model_id")
    assert m.loc["llama-3.1-70b", ["layers", "hidden_size", "kv_heads", "head_dim"]].tolist() == [80, 8192, 8, 128]
    assert m.loc["llama-3.1-8b", "vocab_size"] == 128256
    assert m.loc["llama-3.1-405b", "layers"] == 126


def test_partial_dates_sort_before_full_dates_of_their_period():
    assert dataset.sortable_date("2026-08") < dataset.sortable_date("2026-08-26") < dataset.sortable_date("2026-09")
    assert dataset.sortable_date("2025") < dataset.sortable_date("2025-01-01")
