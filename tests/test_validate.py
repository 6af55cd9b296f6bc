"""Broken copies of the dataset: each break is reported with file, line and field."""
import csv

import pytest

from trainium_report import dataset
from helpers import run_main


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
    assert p.value == "lots" and p.expected.startswith("a number (plain decimal")


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



def test_cli_validate_ok(capsys):
    r = run_main(capsys, "validate")
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stdout.startswith("OK:") and "entities" in r.stdout and "sources" in r.stdout
    assert len(r.stdout.strip().splitlines()) == 1


def test_cli_validate_lists_every_problem_and_exits_1(data_copy, capsys):
    edit_cell(data_copy / "prices.csv", 4, "usd_per_hour", "-1")
    edit_cell(data_copy / "specs.csv", 6, "published", "2025-13-01")
    r = run_main(capsys, "validate", str(data_copy))
    assert r.returncode == 1
    lines = r.stdout.strip().splitlines()
    assert len(lines) == 2
    assert any("prices.csv, line 4, field 'usd_per_hour'" in l for l in lines)
    assert any("specs.csv, line 6, field 'published'" in l for l in lines)


# ---- one parser for validate() and load(): hostile cells (issue 11) ------------------------

def replace_in(path, old, new, count=1):
    text = path.read_bytes()
    assert old in text, old
    path.write_bytes(text.replace(old, new, count))


def line_of(path, needle: bytes) -> int:
    data = path.read_bytes()
    return data[:data.index(needle)].count(b"\n") + 1


def assert_reported(data_copy, file, line, field, expected):
    problems = dataset.validate(data_copy)            # never raises
    p = only(problems, file, line, field)
    assert expected in p.expected, str(p)
    with pytest.raises(dataset.DataError) as info:    # the loader refuses the same thing
        dataset.load(data_copy)
    assert f"{file}, line {line}" in str(info.value)
    return p


@pytest.mark.parametrize("text,expected", [
    ("2_900", "a number"), ("1_000", "a number"), ("inf", "a number"), ("nan", "a number"),
    ("1e999", "a number"), ("0x10", "a number"), ("1e300", "a number"),
])
def test_bad_numbers_in_a_number_column(data_copy, text, expected):
    path = data_copy / "prices.csv"
    edit_cell(path, 4, "usd_per_hour", text)
    assert_reported(data_copy, "prices.csv", 4, "usd_per_hour", expected)


@pytest.mark.parametrize("text", ["1_000", "1e3", "32.0"])
def test_bad_whole_numbers(data_copy, text):
    edit_cell(data_copy / "models.csv", 2, "layers", text)
    assert_reported(data_copy, "models.csv", 2, "layers", "a whole number")


@pytest.mark.parametrize("text,expected", [("0", "a value > 0"), ("1e308", "a value > 0 and <= 1e+12"), ("2_900", "a number"),
                                           ("1e13", "a value > 0 and <= 1e+12")])
def test_bad_spec_values(data_copy, text, expected):
    path = data_copy / "specs.csv"
    line = first_line_where(path, "unit", lambda u: u == "TFLOPS")
    edit_cell(path, line, "value", text)
    assert_reported(data_copy, "specs.csv", line, "value", expected)


def test_impossible_date(data_copy):
    edit_cell(data_copy / "specs.csv", 6, "published", "2024-02-31")
    assert_reported(data_copy, "specs.csv", 6, "published", "a date that exists")


def test_latin1_byte_names_the_line(data_copy):
    path = data_copy / "entities.csv"
    replace_in(path, b"Trainium3", b"Trainium3 caf\xe9")
    line = line_of(path, b"caf\xe9")
    assert_reported(data_copy, "entities.csv", line, "", "UTF-8")


def test_bom_is_accepted(data_copy):
    path = data_copy / "entities.csv"
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert dataset.validate(data_copy) == []
    assert "entity_id" in dataset.load(data_copy).entities.columns


def test_oversized_cell(data_copy):
    path = data_copy / "specs.csv"
    edit_cell(path, 3, "note", "x" * 200_000)
    assert_reported(data_copy, "specs.csv", 3, "note", "characters in a cell")


def test_nul_byte(data_copy):
    path = data_copy / "specs.csv"
    replace_in(path, b"NeuronCore-v1", b"NeuronCore\x00v1")
    problems = dataset.validate(data_copy)
    assert any(p.file.endswith("specs.csv") and p.line == 2 for p in problems), [str(p) for p in problems]


def test_header_only_table(data_copy):
    path = data_copy / "models.csv"
    path.write_text(path.read_text().splitlines()[0] + "\n")
    problems = dataset.validate(data_copy)
    p = only(problems, "models.csv", 2, "")
    assert "at least one row" in p.expected
    with pytest.raises(dataset.DataError):
        dataset.load(data_copy)


@pytest.mark.parametrize("text", ["{}", "[]", '{"resources": [{}]}', '{"resources": "x"}', "\xff"])
def test_malformed_datapackage(data_copy, text):
    (data_copy / "datapackage.json").write_text(text, encoding="latin-1")
    problems = dataset.validate(data_copy)
    assert problems and all(p.file.endswith("datapackage.json") for p in problems)
    with pytest.raises(dataset.DataError):
        dataset.load(data_copy)


def test_resource_path_outside_the_data_folder(data_copy):
    path = data_copy / "datapackage.json"
    replace_in(path, b'"path": "models.csv"', b'"path": "../models.csv"')
    p = next(p for p in dataset.validate(data_copy) if p.field.endswith(".path"))
    assert p.file.endswith("datapackage.json") and "inside the data folder" in p.expected


@pytest.mark.parametrize("case", ["latin1", "datapackage {}", "1_000"])
def test_cli_validate_and_build_report_without_traceback(data_copy, tmp_path, case, capsys):
    if case == "latin1":
        replace_in(data_copy / "entities.csv", b"Trainium3", b"Trainium3 caf\xe9")
    elif case == "datapackage {}":
        (data_copy / "datapackage.json").write_text("{}")
    else:
        edit_cell(data_copy / "prices.csv", 4, "usd_per_hour", "1_000")
    r = run_main(capsys, "validate", str(data_copy))
    assert r.returncode == 1 and "Traceback" not in r.stdout + r.stderr
    assert ("datapackage.json, field 'resources'" if case == "datapackage {}" else ", line ") in r.stdout
    sc = tmp_path / "s.yaml"
    sc.write_text(f"scenario: s\ndata_dir: {data_copy}\n")
    r = run_main(capsys, "build", str(sc), "--out", str(tmp_path / "r"), "--figures", str(tmp_path / "f"), "--no-pdf",
                 "--quiet")
    assert r.returncode == 1 and "Traceback" not in r.stderr, r.stderr
    assert str(data_copy) in r.stderr and "nothing was built" in r.stderr
    assert not (tmp_path / "r").exists()


def test_a_quote_left_open_is_an_error_not_rows_lost(tmp_path):
    """An unclosed quote makes the csv module read the following lines into one cell (validate
    said OK with a row gone): now the file, the line and what is wrong are named."""
    import shutil

    from trainium_report import dataset
    for where in ("middle", "end"):
        data = tmp_path / where
        shutil.copytree(dataset.DATA_DIR, data)
        lines = (data / "models.csv").read_text(encoding="utf-8").splitlines()
        k = 2 if where == "middle" else len(lines) - 1
        cells = lines[k].split(",")
        cells[1] = '"' + cells[1]                      # a quote opened, never closed
        lines[k] = ",".join(cells)
        (data / "models.csv").write_text("\n".join(lines) + "\n", encoding="utf-8")
        problems = [str(p) for p in dataset.validate(data)]
        assert any("models.csv, line" in p and ("quote" in p) for p in problems), (where, problems)


def test_a_table_symlinked_out_of_the_data_folder_is_refused(tmp_path):
    import shutil

    from trainium_report import dataset
    data = tmp_path / "data"
    shutil.copytree(dataset.DATA_DIR, data)
    elsewhere = tmp_path / "elsewhere.csv"
    shutil.move(data / "models.csv", elsewhere)
    (data / "models.csv").symlink_to(elsewhere)
    problems = [str(p) for p in dataset.validate(data)]
    assert any("models.csv" in p and "leading out of its folder and the project" in p for p in problems), problems
    with pytest.raises(dataset.DataError):
        dataset.load(data)
    # a symlink that stays inside the folder is a table like any other
    (data / "models.csv").unlink()
    shutil.move(elsewhere, data / "models-real.csv")
    (data / "models.csv").symlink_to(data / "models-real.csv")
    assert not [p for p in dataset.validate(data) if "models.csv" in str(p) and "lead out" in str(p)]
