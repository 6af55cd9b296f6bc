"""Issue 13's PDF craft and batch progress, on small inputs (no build)."""
import io
import re

from trainium_report import publishing
from trainium_report.publishing import pdf, render


def test_ids_wrap_at_dots_and_dashes_only_in_table_text():
    body = ('<table><tr><th>bandwidth</th><td>inf2.48xlarge</td><td>2024-12-03</td><td>1.5e-3</td>'
            '<td>llama-3.1-70b &amp; h100-sxm:8@lambda</td><td><a href="https://x.org/a-b.c-d.html">neuron-trn2-arch</a>'
            '</td></tr></table><svg><text>inf2.48xlarge</text></svg><p>p5.48xlarge</p>')
    out = render.wrap_points(body)
    assert "inf2.<wbr>48xlarge" in out and "llama-<wbr>3.<wbr>1-<wbr>70b &amp; h100-sxm:8@lambda" in out
    assert "2024-12-03" in out and "1.5e-3" in out and "<th>bandwidth</th>" in out
    assert 'href="https://x.org/a-b.c-d.html"' in out and "neuron-<wbr>trn2-<wbr>arch" in out
    assert "<text>inf2.48xlarge</text>" in out and "<p>p5.48xlarge</p>" in out


def test_url_cells_become_links_for_http_only():
    out = render.sanitize_html(render.link_urls(
        "<td>https://aws.amazon.com/a?b=1&amp;c=2</td><td>javascript:alert(1)</td><td>ftp://x.org/f</td>"
        "<td>https://x.org/&quot;onmouseover=alert(1)</td>"))
    assert '<a href="https://aws.amazon.com/a?b=1&amp;c=2">' in out
    assert "javascript:alert(1)</td>" in out and 'href="javascript' not in out and 'href="ftp' not in out
    assert '<a href="https://x.org/&quot;onmouseover=alert(1)">' in out      # the quote stays escaped: no new attribute


def test_split_rows_are_found_on_the_layout():
    weasy = pdf._weasy()
    tall = "<br>".join(["line"] * 200)
    page = render.page_html(f"<table><tr><td>short</td></tr><tr><td>{tall}</td></tr></table>", "", render.PRINT_CSS)
    doc = weasy.HTML(string=page, url_fetcher=pdf._offline_fetcher()).render()
    assert len(doc.pages) > 1 and pdf.split_rows(doc) == ["line" * 20]
    rows = "".join(f"<tr><td>row {i}</td><td>{'word ' * 40}</td></tr>" for i in range(120))
    page = render.page_html(f'<table class="dataframe"><thead><tr><th>a</th><th>b</th></tr></thead>'
                            f"<tbody>{rows}</tbody></table>", "", render.PRINT_CSS)
    doc = weasy.HTML(string=page, url_fetcher=pdf._offline_fetcher()).render()
    assert len(doc.pages) > 1 and pdf.split_rows(doc) == []       # the print style keeps rows whole


def test_page_fill_measures_the_layout_and_flags_sparse_pages_inside_a_part():
    weasy = pdf._weasy()
    # a full page of lines, then one line on a page of its own (a forced break)
    body = "<br>".join(["line"] * 300) + '<p style="break-before: page">alone</p>'
    doc = weasy.HTML(string=render.page_html(body, "", render.PRINT_CSS), url_fetcher=pdf._offline_fetcher()).render()
    fill = pdf.page_fill(doc)
    assert len(fill) >= 3 and min(fill[:-2]) > 0.9 and 0 < fill[-1] < 0.1   # full pages, the lone line
    secs = [{"fill": fill}, {"fill": [0.9, 0.2]}, {"fill": [0.5]}]
    # the first section's last page is sparse and its part goes on; the second's last page ends its part
    assert pdf.sparse_pages(secs, ["a", "a", "b"]) == [(0, len(fill), fill[-1])]
    assert pdf.sparse_pages(secs, ["a", "b", "c"]) == []
    assert pdf.sparse_pages([{"fill": [0.2, 0.9]}], ["a"]) == [(0, 1, 0.2)]


def test_workload_sections_follow_the_scenario():
    nbs = publishing.NOTEBOOK_DIR
    assert publishing.uses(nbs / "04-inference.ipynb", {"workload": "inference"})
    assert not publishing.uses(nbs / "03-training.ipynb", {"workload": "inference"})
    assert not publishing.uses(nbs / "04-inference.ipynb", {"workload": "training"})
    assert publishing.uses(nbs / "01-dataset.ipynb", {"workload": "training"})
    order = [p.stem for p in publishing.notebooks()]
    assert order == ["05-decision", "03-training", "04-inference", "02-generations", "01-dataset"]


def test_progress_is_one_line_per_notebook_in_a_log():
    from pathlib import Path

    job = publishing.Job("default", Path("notebooks/05-decision.ipynb"), None, {}, Path("x.ipynb"), Path("f"))
    line = publishing.progress_line(3, 12, publishing.Result(job, True, 12.34))
    assert "\r" not in line and "\n" not in line and "3/12 ok: default/05-decision (12.3 s)" in line
    line = publishing.progress_line(4, 12, publishing.Result(job, True, 12.34, pdf_seconds=1.25))
    assert line.endswith("4/12 ok: default/05-decision (12.3 s, of which export 1.2 s)")
    assert not publishing._is_tty(io.StringIO())


def test_parameters_read_as_written():
    from trainium_report.publishing.render import param_text
    assert param_text(1e9) == "1,000,000,000" and param_text(0.9) == "0.9" and param_text(20) == "20"
    assert param_text(None) == "not set" and param_text(False) == "no"
    assert param_text(["a", "b"]) == "a, b" and param_text({}) == "none"
    assert param_text({"low": 8, "mode": 12}) == "low: 8; mode: 12"


def test_chart_text_prints_at_7pt_or_more_once_shrunk_to_the_page():
    import matplotlib.pyplot as plt

    from trainium_report.plots import output

    fig, ax = plt.subplots(figsize=(10, 3))            # prints at 7.3/10.x of its size
    ax.bar(["a", "b"], [1, 2])
    ax.set_xlabel("label", fontsize=7)
    ax.text(0, 1, "note", fontsize=6)
    output.source_line(fig, "Source: test")
    kept = [ax.xaxis.label, ax.texts[0]]
    out = output.render(fig, "t", None)
    width_in = float(re.search(rb'width="([\d.]+)pt"', out["svg"]).group(1)) / 72
    scale = min(1.0, output.PRINT_WIDTH_IN / width_in)
    assert all(t.get_fontsize() * scale >= output.MIN_PRINT_PT - 0.05 for t in kept)
    sizes = [float(x) for x in re.findall(rb"font-size:\s*([\d.]+)px", out["svg"])]   # every text of the saved chart
    assert sizes and min(sizes) * scale >= output.MIN_PRINT_PT - 0.1     # user units are pt (72 per inch)


def test_a_chart_is_laid_out_once_before_it_is_saved_unless_its_text_is_raised(monkeypatch):
    """`_render` takes the layout `_print_legible` measured when no text changed after it (a layout pass
    costs about what drawing the chart does); a chart whose text was raised is measured again, and both
    save the same images as measuring afresh would."""
    import matplotlib.pyplot as plt
    from matplotlib.figure import Figure

    from trainium_report.plots import output
    from trainium_report.plots.style import STYLE

    calls = []
    real = Figure.get_tightbbox
    monkeypatch.setattr(Figure, "get_tightbbox", lambda self, *a, **k: calls.append(1) or real(self, *a, **k))

    def saved(size, layouts):
        calls.clear()
        fig, ax = plt.subplots(figsize=(6, 3))
        ax.bar(["a", "b"], [1, 2])
        ax.set_xlabel("label", fontsize=size)
        out = output.render(fig, "t", None)
        assert len(calls) == layouts, (size, calls)
        return out["svg"], out["png"]

    with plt.rc_context(STYLE):                      # the report's style: its SVG ids do not vary between runs
        legible, raised = saved(9, 1), saved(5, 2)   # 9 pt prints as it is; 5 pt is raised to 7, then measured
        monkeypatch.setattr(output, "_print_legible",    # the layout measured afresh after the legibility pass
                            lambda fig, renderer, f=output._print_legible: f(fig, renderer) and None)
        assert saved(9, 2) == legible and saved(5, 3) == raised


def test_the_keep_together_tag_is_styled_for_print():
    from trainium_report import contract
    assert f".celltag_{contract.KEEP_TOGETHER_TAG} {{ break-inside: avoid; }}" in render.PRINT_CSS
