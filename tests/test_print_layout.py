"""Print's column widths (`render.size_columns`) against widths worked by hand from DejaVu Sans's
advances: a digit 1303/2048 em, a hyphen 739/2048 em, a lower-case 'a' 1255/2048 em, a space 651/2048 em;
a cell's padding 0.7 em; a column held to its longest word 5% more; print's room 527 pt / 6.5 pt = 81.077 em."""
import json
import os
import re

import pytest

from trainium_report.publishing import render

DIGIT, HYPHEN, A, SPACE = 1303 / 2048, 739 / 2048, 1255 / 2048, 651 / 2048


def _table(rows: list[list[str]], head: list[str], attrs: str = 'class="dataframe"') -> str:
    cells = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
    return f"<table {attrs}><thead><tr>{''.join(f'<th>{h}</th>' for h in head)}</tr></thead><tbody>{cells}</tbody></table>"


def _widths(html: str) -> list[float]:
    return [float(w) for w in re.findall(r'<col style="width: ([0-9.]+)%">', html)]


def test_columns_that_fit_share_the_page_by_their_whole_text():
    body = _table([["1234", "12345678"]] * 130, ["1", "2"])       # 262 cells
    a, b = 4 * DIGIT + 0.7, 8 * DIGIT + 0.7                      # 3.2449 and 5.7898 em: both fit
    assert _widths(render.size_columns(body)) == pytest.approx([100 * a / (a + b), 100 * b / (a + b)], abs=0.01)
    assert _widths(render.size_columns(body)) == pytest.approx([35.92, 64.08], abs=0.01)
    assert 'class="sized dataframe"' in render.size_columns(body)


def test_a_short_column_keeps_its_line_and_a_wide_one_takes_the_rest():
    words = " ".join(["aaaa"] * 60)                              # 60 words: far wider than the page
    body = _table([["2024-12-06", words]] * 130, ["d", "t"])
    date = 1.05 * (8 * DIGIT + 2 * HYPHEN + 0.7)                 # one word: 5% over its 6.5115 em, 6.8371 em
    room = 527 / 6.5
    assert 60 * 4 * A + 59 * SPACE > room
    assert _widths(render.size_columns(body)) == pytest.approx([100 * date / room, 100 * (room - date) / room], abs=0.01)
    assert _widths(render.size_columns(body)) == pytest.approx([8.43, 91.57], abs=0.01)


@pytest.mark.parametrize("body", [
    _table([["1", "2"]] * 100, ["a", "b"]),                                       # 202 cells: automatic layout
    _table([["1", "2"]] * 130, ["a", "b"], attrs='class="params"'),               # not a data table
    _table([["1", "2"]] * 130, ["a", "b"]).replace("<th>a</th><th>b</th>", '<th colspan="2">ab</th>'),
    _table([["1", "2"]] * 130, ["a", "b"], attrs='class="long-cells dataframe"'),  # mark_long_cells' own
])
def test_small_spanning_or_other_tables_keep_the_automatic_layout(body):
    assert render.size_columns(body) == body


def test_the_parameter_appendix_and_the_page_numbers_are_laid_out_once_and_kept(tmp_path, monkeypatch):
    """Issue 23: the scenario's parameter appendix and the page-number layer depend on their tables and the
    page count only: the first build lays them out, a rebuild takes them from the project cache (the
    same bytes, no WeasyPrint layout); a damaged entry is laid out again."""
    import weasyprint

    from trainium_report import cache
    from trainium_report.publishing import pdf

    monkeypatch.setattr(cache, "CACHE_DIR", tmp_path / "cache")
    monkeypatch.delenv("TRAINIUM_REPORT_NO_CACHE", raising=False)
    layouts = []
    real = weasyprint.HTML.render
    monkeypatch.setattr(weasyprint.HTML, "render", lambda self, *a, **k: layouts.append(1) or real(self, *a, **k))
    tables = {"Appendix: scenario parameters": {"tokens_per_day": 2e9, "title": "kept <once>"}}

    def appendix(name):
        layouts.clear()
        sec = pdf._appendix_section(tables, tmp_path / name)
        return sec, (tmp_path / name).read_bytes(), len(layouts)

    first, again = appendix("a.pdf"), appendix("b.pdf")
    assert first[2] == 1 and again[2] == 0 and again[1] == first[1] and again[0]["pages"] == first[0]["pages"] >= 1
    assert again[0]["headings"] == first[0]["headings"] and again[0]["headings"][0][1] == "Appendix: scenario parameters"
    for entry in (tmp_path / "cache" / "appendix").glob("*.pickle"):     # damaged: laid out again, the same pages
        entry.write_bytes(entry.read_bytes()[:-50])
    assert appendix("c.pdf")[1:] == (first[1], 1)

    pdf._numbers_pdf.cache_clear()            # the process's own memory of it: a new build's process has none
    layouts.clear()
    numbers = pdf._numbers_pdf(7)
    pdf._numbers_pdf.cache_clear()
    assert pdf._numbers_pdf(7) == numbers and len(layouts) == 1 and numbers.startswith(b"%PDF-")


def test_the_same_pages_laid_out_in_another_second_are_the_same_bytes(tmp_path, monkeypatch):
    """fontTools stamps each embedded font subset with the current second unless SOURCE_DATE_EPOCH is set:
    the appendix laid out afresh a second after the kept one differed in its font (the test above failed
    whenever its two layouts fell in different seconds). The layout fixes the stamp; yours is kept."""
    import time

    import weasyprint.pdf.fonts

    from trainium_report.publishing import pdf

    monkeypatch.setenv("TRAINIUM_REPORT_NO_CACHE", "1")
    monkeypatch.delenv("SOURCE_DATE_EPOCH", raising=False)
    # fontTools cuts the fonts down, as where libharfbuzz-subset0 is not installed (HarfBuzz stamps no date)
    monkeypatch.setattr(weasyprint.pdf.fonts, "harfbuzz_subset", None)
    tables = {"Appendix: scenario parameters": {"tokens_per_day": 2e9}}
    real = time.time
    pdf._appendix_section(tables, tmp_path / "now.pdf")
    monkeypatch.setattr(time, "time", lambda: real() + 86_400)          # a day later
    pdf._appendix_section(tables, tmp_path / "later.pdf")
    assert (tmp_path / "now.pdf").read_bytes() == (tmp_path / "later.pdf").read_bytes()
    assert os.environ["SOURCE_DATE_EPOCH"] == pdf.FONT_EPOCH

    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")                # a reproducible build's own date
    pdf._appendix_section(tables, tmp_path / "theirs.pdf")
    assert os.environ["SOURCE_DATE_EPOCH"] == "1700000000"
    assert (tmp_path / "theirs.pdf").read_bytes() != (tmp_path / "now.pdf").read_bytes()


def test_a_source_date_epoch_set_empty_is_unset_and_a_malformed_one_is_named(tmp_path, monkeypatch):
    """fontTools reads SOURCE_DATE_EPOCH with a bare int(): set but empty, or 'yesterday', stopped the PDF
    export with "invalid literal for int()". Empty counts as unset; another value is refused by name."""
    import weasyprint.pdf.fonts

    from trainium_report.publishing import pdf

    monkeypatch.setenv("TRAINIUM_REPORT_NO_CACHE", "1")
    monkeypatch.setattr(weasyprint.pdf.fonts, "harfbuzz_subset", None)      # the fontTools path
    tables = {"Appendix: scenario parameters": {"tokens_per_day": 2e9}}
    monkeypatch.delenv("SOURCE_DATE_EPOCH", raising=False)
    pdf._appendix_section(tables, tmp_path / "unset.pdf")
    monkeypatch.setenv("SOURCE_DATE_EPOCH", " ")
    pdf._appendix_section(tables, tmp_path / "empty.pdf")
    assert (tmp_path / "empty.pdf").read_bytes() == (tmp_path / "unset.pdf").read_bytes()
    for bad in ("yesterday", "1.5", "١٧٠٠", str(pdf.MAX_EPOCH + 1), "9" * 5000):   # 5,000 digits: past int()'s limit
        monkeypatch.setenv("SOURCE_DATE_EPOCH", bad)
        with pytest.raises(ValueError, match=f"SOURCE_DATE_EPOCH is '{bad[:40]}', expected a whole number"):
            pdf._appendix_section(tables, tmp_path / "bad.pdf")



def test_ids_break_after_their_dots_in_print_and_the_pdf_text_keeps_them_whole(tmp_path):
    """Print gets the build's <wbr> as zero-width spaces: text, not elements to style and lay out (the dataset
    appendix's 6,400 were 1.8 s of its 5 s layout). A long id in a narrow column still breaks only after a '.',
    and the PDF's text, copied or searched, holds the id with no U+200B in it."""
    from pypdf import PdfReader

    from trainium_report.publishing import pdf

    ident = ".".join(f"part{i:02d}" for i in range(12))        # 12 parts of 6 letters, 71 characters
    body = render.wrap_points(f'<table style="width: 25mm"><tr><td>{ident}</td></tr></table>')
    assert body.count("<wbr>") == 11
    laid = pdf._print_page(body).split("<body>", 1)[1]
    assert "<wbr>" not in laid and laid.count(pdf.PRINT_BREAK) == 11
    data, pages, _ = pdf._laid_out(body)
    (tmp_path / "ids.pdf").write_bytes(data)
    text = PdfReader(tmp_path / "ids.pdf").pages[0].extract_text()
    assert pdf.PRINT_BREAK not in text
    lines = [line.strip() for line in text.splitlines() if "part" in line]
    assert len(lines) > 1                                        # 71 characters do not fit 25 mm at 6.5-9.5 pt
    assert all(line.endswith(".") for line in lines[:-1])        # every break falls after a dot
    assert "".join(lines) == ident

    word = "x" * 70                                              # a heading's word over render.LONG_WORD
    _, _, headings = pdf._laid_out(render.break_long_words(f"<h2>{word}</h2>"))
    assert headings == [(1, word, 0)]                            # the outline and contents: no U+200B either
