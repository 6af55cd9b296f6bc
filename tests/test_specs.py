"""Issue 10: document dates, source tiers, the `specs` view and CLI verb, source warnings."""
import pandas as pd
import pytest

from trainium_report import cli, dataset


@pytest.fixture(scope="module")
def ds():
    return dataset.load()


# ---- data tests: dates and tiers ---------------------------------------------------

def test_every_source_has_a_date_kind_and_blank_means_unknown(ds):
    src = ds.sources
    assert (src.date_kind != "").all()
    # a date is either known and marked with how it is known, or empty and marked unknown/live: never guessed
    known = src.published != ""
    assert (~src.loc[known, "date_kind"].isin(["unknown", "live"])).all()
    assert src.loc[~known, "date_kind"].isin(["unknown", "live"]).all()


def test_rows_carry_their_source_dates(ds):
    src = ds.sources.set_index("source_id")
    for name in ("specs", "claims", "availability"):
        df = getattr(ds, name) if hasattr(ds, name) else None
        assert (df.published == df.source_id.map(src.published)).all(), name
        assert (df.accessed == df.source_id.map(src.accessed)).all(), name


def test_tier_matches_kind(ds):
    allowed = next(r for r in ds.package["resources"] if r["name"] == "sources")["schema"]["x-tier-by-kind"]
    bad = ds.sources[[t not in allowed[k] for k, t in zip(ds.sources.kind, ds.sources.tier)]]
    assert bad.empty, bad[["source_id", "kind", "tier"]].to_string()


def test_commit_dates_are_pinned_to_a_commit(ds):
    commit = ds.sources[ds.sources.date_kind == "commit"]
    assert commit.url.str.contains(r"/blob/[0-9a-f]{40}/").all()


def test_preferred_value_uses_published_not_accessed(ds, tmp_path):
    """Two rows of one tier: the newer *published* date wins even when the older document was read later."""
    import shutil
    data = tmp_path / "data"
    shutil.copytree(dataset.DATA_DIR, data)
    src = pd.read_csv(data / "sources.csv", dtype=str, keep_default_na=False)
    old = src[src.source_id == "neuron-trn1-arch-60224f4"].iloc[0].to_dict()
    new = {**old, "source_id": "test-newer-doc", "published": "2026-11-30", "accessed": "2026-11-30",
           "date_kind": "document"}
    old_read_late = {**old, "source_id": "test-older-doc", "published": "2021-01-01", "accessed": "2026-12-01",
                     "date_kind": "document"}
    pd.concat([src, pd.DataFrame([new, old_read_late])]).to_csv(data / "sources.csv", index=False)
    specs = pd.read_csv(data / "specs.csv", dtype=str, keep_default_na=False)
    base = specs[(specs.entity_id == "trn1.32xlarge") & (specs.metric == "vcpus")].iloc[0].to_dict()
    rows = [{**base, "value": "111", "source_id": "test-older-doc", "published": "2021-01-01", "accessed": "2026-12-01"},
            {**base, "value": "222", "source_id": "test-newer-doc", "published": "2026-11-30", "accessed": "2026-11-30"}]
    pd.concat([specs, pd.DataFrame(rows)]).to_csv(data / "specs.csv", index=False)
    pref = dataset.preferred(dataset.load(data)).set_index(["entity_id", "metric"])
    assert pref.loc[("trn1.32xlarge", "vcpus"), "value"] == "222"


# ---- fixed values ----------------------------------------------------------------

def test_b300_dense_figures_come_from_nvidia(ds):
    t = dataset.spec_table(ds, "b300", "compute").set_index(["precision", "sparsity"])
    for prec, value in (("bf16", 2250), ("fp8", 4500)):
        row = t.loc[(prec, "dense")]
        assert float(row.value) == value and row.unit == "TFLOPS" and row.publisher == "NVIDIA"
        assert row.conflicts == 1            # the secondary blog's 3,500 / 7,000 stays as a conflict


def test_p6_b300_memory_is_eight_times_288_gb(ds):
    sv = dataset.system_values(ds).set_index(["entity_id", "metric"])
    row = sv.loc[("p6-b300.48xlarge", "memory_capacity")]
    assert row.value_c == pytest.approx(8 * 288) and row.basis == "derived"


def test_gb200_nvl72_memory_is_hbm_not_fast_memory(ds):
    sv = dataset.system_values(ds).set_index(["entity_id", "metric"])
    assert sv.loc[("gb200-nvl72", "memory_capacity"), "value_c"] == pytest.approx(72 * 186)   # 13.4 TB


def test_ultracluster_size_sits_on_a_cluster_entity(ds):
    ms = ds.specs[ds.specs.metric == "max_scale"]
    kinds = ds.entities.set_index("entity_id").kind
    assert set(ms.entity_id.map(kinds)) <= {"cluster", "pod"}


# ---- the specs verb ----------------------------------------------------------------

def test_specs_verb_shows_the_trn1_bandwidth_conflict(ds, tmp_path, capsys):
    out = tmp_path / "t.csv"
    assert cli.main(["specs", "trn1.32xlarge", "memory_bandwidth", "--all", "--csv", str(out)]) == 0
    t = pd.read_csv(out, keep_default_na=False)
    assert set(t.source_id) == {"neuron-trn1-arch-60224f4", "clawkipedia-trainium"}
    assert t.preferred.tolist() == [True, False] and t.conflicts.tolist() == [1, 1]
    assert "13120" in capsys.readouterr().out


def test_specs_verb_rejects_an_unknown_entity(capsys):
    assert cli.main(["specs", "trn9"]) == 1
    assert "unknown entity" in capsys.readouterr().err


def test_validate_warns_about_unread_sources(tmp_path):
    import shutil
    data = tmp_path / "data"
    shutil.copytree(dataset.DATA_DIR, data)
    assert dataset.source_warnings(data) == []
    src = pd.read_csv(data / "sources.csv", dtype=str, keep_default_na=False)
    src.loc[src.source_id == "clawkipedia-trainium", "version"] = "not opened"
    src.to_csv(data / "sources.csv", index=False)
    warnings = dataset.source_warnings(data)
    assert warnings and all("clawkipedia-trainium" in w for w in warnings)


def test_specs_of_a_system_without_rows_of_its_own_shows_what_follows_from_its_chip_and_its_prices(capsys):
    from helpers import run_main
    res = run_main(capsys, "specs", "trn2.3xlarge")
    assert res.returncode == 0
    out = res.stdout
    assert "derived from 1 x trainium2" in out and "fp8_dense_tflops 1,299" in out     # 1 chip x 1,299 TFLOPS
    assert "prices (" in out and "aws-cb-pricing-scrape" in out and "2.235" in out        # each price with its source
