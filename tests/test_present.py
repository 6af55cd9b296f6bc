"""Table and sentence helpers used by the notebooks."""
import pandas as pd

from trainium_report.present import num, table


def test_numbers_are_readable():
    assert num(14.0875) == "14.1" and num(20736) == "20,736" and num(0.0537) == "0.0537"
    assert num(float("nan")) == "n/a" and num(2.0) == "2"
    # far from 1 a number goes scientific, not 300 zeros (tokens_per_day: 1.0e-300), nor 301 digits
    assert num(1e-300) == "1.00e-300" and num(1e300) == "1.00e+300" and num(2.5e-7) == "2.50e-07"
    assert num(123456789012345.0) == "123,456,789,012,345" and num(float("inf")) == "infinite"


def test_numeric_columns_are_marked_and_strings_escaped():
    html = table(pd.DataFrame({"chip": ["<b>x</b>"], "tflops": [667.0], "ok": [True]})).data
    assert '<td class="num">667</td>' in html
    assert "<td>&lt;b&gt;x&lt;/b&gt;</td>" in html
    assert '<td class="num">yes</td>' not in html and "<td>yes</td>" in html


def test_screen_and_print_only_tables():
    df = pd.DataFrame({"a": [1, 2]})
    screen = table(df, "All rows.", screen_only=True).data
    assert '<div class="screen-only">' in screen and 'class="print-only"' in screen and "2 rows" in screen
    assert 'class="print-only"' not in table(df, screen_only=True, print_note=False).data
    assert table(df, print_only=True).data.startswith('<div class="tex2jax_ignore mathjax_ignore"><div class="print-only">')
    # the PDF drops a screen-only block up to its first closing div: the whole table goes, the note stays
    import re
    left = re.sub(r'<div class="screen-only">.*?</div>', "", screen, flags=re.S)
    assert "<table" not in left and "2 rows" in left and left.count("<div") == left.count("</div>"), left
