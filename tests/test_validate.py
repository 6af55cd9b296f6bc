"""Broken copies of the dataset: each break is reported with file, line and field."""
import csv
import subprocess
import sys

import pytest

from trainium_report import dataset


def rows(path):
    with path.open(newline="") as fh:
        return list(csv.reader(fh))


def write(path, table):
    with path.open("w", newline="") as fh:
        csv.writer(fh).writerows(table)


def edit_cell(path, line, column, value):
    """Set one cell (line is the file line, header = 1); return the old value."""
    table = rows(path)
    col = table[0].index(column)
    old = table[line - 1][col]
    table[line - 1][col] = value
    write(path, table)
    return old


def first_line_where(path, column, predicate):
    table = rows(path)
    col = table[0].index(column)
    for i, r in enumerate(table[1:], start=2):
        if predicate(r[col]):
            return i
    raise AssertionError(f"no row in {path.name} matches")


def only(problems, file, line, field):
    hits = [p for p in problems if p.file.endswith(file) and p.line == line and p.field == field]
    assert hits, f"expected a problem at {file}:{line} {field}; got {[str(p) for p in problems]}"
    return hits[0]


def test_shipped_data_is_clean():
    assert dataset.validate() == []


def test_missing_column(data_copy):
    path = data_copy / "specs.csv"
    table = rows(path)
    col = table[0].index("unit")
    write(path, [r[:col] + r[col + 1:] for r in table])
    p = only(dataset.validate(data_copy), "specs.csv", 1, "unit")
    assert "column named 'unit'" in p.expected


def test_non_numeric_value(data_copy):
    path = data_copy / "specs.csv"
    line = first_line_where(path, "unit", lambda u: u == "TFLOPS")
    edit_cell(path, line, "value", "lots")
    p = only(dataset.validate(data_copy), "specs.csv", line, "value")
    assert p.value == "lots" and p.expected == "a number"


def test_unknown_unit(data_copy):
    path = data_copy / "specs.csv"
    line = first_line_where(path, "unit", lambda u: u == "GiB")
    edit_cell(path, line, "unit", "gigs")
    p = only(dataset.validate(data_copy), "specs.csv", line, "unit")
    assert "GiB" in p.expected and p.value == "gigs"


def test_unit_that_does_not_fit_the_metric(data_copy):
    path = data_copy / "specs.csv"
    line = first_line_where(path, "unit", lambda u: u == "GiB/s")
    edit_cell(path, line, "unit", "TFLOPS")
    p = only(dataset.validate(data_copy), "specs.csv", line, "unit")
    assert "a unit for" in p.expected


def test_unknown_entity(data_copy):
    path = data_copy / "specs.csv"
    edit_cell(path, 5, "entity_id", "trainium9")
    p = only(dataset.validate(data_copy), "specs.csv", 5, "entity_id")
    assert "entities.csv" in p.expected and p.value == "trainium9"


def test_unknown_source(data_copy):
    path = data_copy / "prices.csv"
    edit_cell(path, 3, "source_id", "no-such-source")
    p = only(dataset.validate(data_copy), "prices.csv", 3, "source_id")
    assert "sources.csv" in p.expected


def test_duplicate_key(data_copy):
    path = data_copy / "entities.csv"
    table = rows(path)
    table.append(table[3])
    write(path, table)
    p = only(dataset.validate(data_copy), "entities.csv", len(table), "entity_id")
    assert "line 4" in p.expected


def test_negative_price(data_copy):
    path = data_copy / "prices.csv"
    edit_cell(path, 4, "usd_per_hour", "-3.5")
    p = only(dataset.validate(data_copy), "prices.csv", 4, "usd_per_hour")
    assert p.expected == "a value > 0"


def test_malformed_date(data_copy):
    path = data_copy / "specs.csv"
    edit_cell(path, 6, "published", "31/12/2025")
    p = only(dataset.validate(data_copy), "specs.csv", 6, "published")
    assert "YYYY-MM-DD" in p.expected


def test_empty_required_field(data_copy):
    path = data_copy / "sources.csv"
    edit_cell(path, 2, "url", "")
    p = only(dataset.validate(data_copy), "sources.csv", 2, "url")
    assert "required" in p.expected


def test_unknown_chip_id_for_a_system(data_copy):
    path = data_copy / "entities.csv"
    line = first_line_where(path, "chip_id", lambda c: c == "trainium2")
    edit_cell(path, line, "chip_id", "trn2.48xlarge")  # an entity, but not a chip
    p = only(dataset.validate(data_copy), "entities.csv", line, "chip_id")
    assert "chip id" in p.expected


def test_every_problem_is_listed_not_only_the_first(data_copy):
    edit_cell(data_copy / "prices.csv", 4, "usd_per_hour", "-1")
    edit_cell(data_copy / "specs.csv", 6, "published", "yesterday")
    edit_cell(data_copy / "claims.csv", 2, "subject", "nothing")
    assert len(dataset.validate(data_copy)) == 3


def test_load_raises_one_error_type_naming_file_line_field(data_copy):
    edit_cell(data_copy / "prices.csv", 4, "usd_per_hour", "-1")
    with pytest.raises(dataset.DataError) as info:
        dataset.load(data_copy)
    msg = str(info.value)
    assert "prices.csv, line 4, field 'usd_per_hour'" in msg and "'-1'" in msg


def run_cli(*args):
    return subprocess.run([sys.executable, "-m", "trainium_report.cli", *args],
                          capture_output=True, text=True, timeout=120)


def test_cli_validate_ok():
    r = run_cli("validate")
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stdout.startswith("OK:") and "entities" in r.stdout and "sources" in r.stdout
    assert len(r.stdout.strip().splitlines()) == 1


def test_cli_validate_lists_every_problem_and_exits_1(data_copy):
    edit_cell(data_copy / "prices.csv", 4, "usd_per_hour", "-1")
    edit_cell(data_copy / "specs.csv", 6, "published", "2025-13-01")
    r = run_cli("validate", str(data_copy))
    assert r.returncode == 1
    lines = r.stdout.strip().splitlines()
    assert len(lines) == 2
    assert any("prices.csv, line 4, field 'usd_per_hour'" in l for l in lines)
    assert any("specs.csv, line 6, field 'published'" in l for l in lines)
