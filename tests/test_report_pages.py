"""The report as a reader meets it: the executive page first (HTML and PDF), one number format,
family colours, and an alt text for every figure computed from what it shows."""
import html
import re
import shutil
import subprocess
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pandas as pd  # noqa: E402
import pytest  # noqa: E402

from trainium_report import calibration, decision, explain, plots, present, publishing, scenario  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


# ---- one format per quantity ----------------------------------------------------------

def test_one_format_per_quantity():
    assert present.pct(-1.1484375) == "-115%" and present.pct(0.3) == "30%" and present.pct(0.0003) == "0.03%"
    assert present.ratio(2.1484375) == "2.15x" and present.ratio(0.5) == "0.5x"
    assert present.usd(80000) == "80,000 USD" and present.usd(float("inf")) == "never"
    assert present.si(10000) == "10k" and present.si(2.5e6) == "2.5M" and present.si(0.4) == "0.4"


def test_articles_follow_how_numbers_are_read():
    assert present.with_article("80,000 USD port") == "an 80,000 USD port"
    assert present.with_article("100,000 USD port") == "a 100,000 USD port"
    assert present.with_article("11-month horizon") == "an 11-month horizon"
    assert present.with_article("AWS instance") == "an AWS instance" and present.with_article("GPU") == "a GPU"


def test_no_share_of_zero_percent():
    assert present.share_text(0, 20000).startswith("none of 20,000 draws")
    assert present.share_text(1, 20000).startswith("all 20,000 draws")
    assert "%" in present.share_text(0.25, 20000)


# ---- the decision's words and charts live outside decision.py ---------------------------

def test_decision_holds_numbers_only():
    for name in ("recommendation", "key_table", "breakeven_chart", "tornado_chart", "monte_carlo_chart",
                 "scorecard_chart", "pct", "usd", "months", "share_text"):
        assert not hasattr(decision, name), name
    for module in ("decision", "cashflow", "options", "uncertainty", "scorecard"):
        assert "matplotlib" not in (ROOT / "trainium_report" / f"{module}.py").read_text(), module


@pytest.fixture(scope="module")
def central(default_decision):
    dec = default_decision
    from trainium_report import dataset
    ds = dataset.load()
    pt = dec.point()
    draws = dec.monte_carlo(n=10_000)
    summ = decision.mc_summary(draws, dec.params["horizon_months"])
    tor = dec.tornado()
    bb = decision.by_basis(ds, dec.params)
    cc = decision.claim_checks(ds, dec.params)
    return dec, pt, summ, draws, tor, bb, cc


def test_recommendation_uses_one_format(central):
    dec, pt, summ, *_ = central
    text = explain.recommendation(dec, pt, summ)
    assert f"{present.ratio(pt['ratio'])} that of" in text
    assert "in 0%" not in text and "A 80,000" not in text and "a 80,000" not in text
    assert not re.search(r"-\d+\.\d+(?![\d%x])", text)            # no bare fractions like -1.15


def test_key_table_formats(central):
    dec, pt, summ, *_ = central
    kt = explain.key_table(dec, pt, summ).set_index("quantity")
    assert kt.iloc[0]["central"].endswith("x")                                   # the bill ratio
    assert kt.loc[kt.index.str.startswith("savings"), "central"].iloc[0].endswith("%")
    assert all(v.endswith(" USD") or v == "never" for v in kt.loc["GPU bill per month"])


def test_executive_page_holds_both_costs_and_the_assumptions(central):
    dec, pt, summ, draws, tor, bb, cc = central
    page = explain.executive_html(dec, pt, summ, bb, cc, tor)
    assert page.startswith(explain.EXEC_START) and page.endswith(explain.EXEC_END)
    text = html.unescape(re.sub(r"<[^>]+>", " ", page))
    on, og = explain.best_options(dec, pt)
    for o in (on, og):
        assert o.candidate in text and o.price_as_of in text
        assert explain._offer(o.pricing_model) in text and explain._offer(o.offer_kind) in text
        assert f"{present.num(o.unit_cost)} USD" in text                        # cost per 1M tokens
    assert present.usd(pt["neuron_bill"]) in text and present.usd(pt["gpu_bill"]) in text
    for word in ("Volume:", "Latency target:", "Utilisation:", "Porting effort:", "Horizon:"):
        assert word in text, word
    assert "The three largest risks" in text
    assert len(re.findall(r"<li>", page.split("three largest risks")[1].split("</ol>")[0])) == 3
    for r in bb[bb["missing"] == ""].itertuples():                            # like-for-like side by side
        assert explain.short_basis(r.basis) in text and present.ratio(r.ratio) in text   # in plain words


def test_risks_are_computed_and_ranked(central):
    dec, pt, summ, draws, tor, bb, cc = central
    rs = explain.risks(dec, pt, summ, bb, tor)
    assert [r["severity"] for r in rs] == sorted((r["severity"] for r in rs), reverse=True)
    kinds = {r["kind"] for r in rs}
    assert {"evidence", "price date", "sensitivity", "Monte Carlo"} <= kinds
    assert any("runs" in r["text"] for r in rs if r["kind"] == "evidence")


def test_a_thin_training_efficiency_ranks_as_thin(ds):
    """The fine-tuning scenario's Trainium MFU is the median of the dataset's Neuron training runs:
    fewer than THIN_RUNS of them, so its risk ranks as thin evidence; the GPU MFU is a median of
    published figures. (Both ranked as validated fits while the rank was read off the label's words.)"""
    n_runs = len(calibration.training_runs(ds))
    assert n_runs < calibration.THIN_RUNS
    dec = decision.Decision.from_params(ds, scenario.load(ROOT / "scenarios" / "finetune-70b-20b.yaml"))
    pt = dec.point()
    bb = decision.by_basis(ds, dec.params)
    rs = explain.risks(dec, pt, {}, bb, pd.DataFrame(columns=["output", "swing"]))
    ev = {r["text"].split(" efficiency")[0]: r["severity"] for r in rs if r["kind"] == "evidence"}
    assert ev == {"AWS silicon": explain.EVIDENCE_SEVERITY["thin"], "GPU": explain.EVIDENCE_SEVERITY["published"]}


def test_no_payback_curves_when_aws_silicon_is_dearer(central):
    dec, pt, summ, draws, tor, bb, cc = central
    assert pt["savings"] < 0
    fig, ax = plots.breakeven_chart(dec, pt)
    assert "payback" not in ax.get_ylabel() and "bill" in ax.get_ylabel()
    plt.close(fig)


# ---- charts: family colours, legends, SI ticks, alt text ---------------------------------

def test_latency_curves_use_family_colours():
    curves = pd.DataFrame({"candidate": ["trn1.32xlarge"] * 2 + ["inf2.48xlarge"] * 2 + ["p5.48xlarge"] * 2,
                           "family": ["Trainium"] * 2 + ["Inferentia"] * 2 + ["NVIDIA GPU"] * 2,
                           "batch": [1, 2] * 3, "tokens_per_s_user": [30, 20] * 3, "usd_per_m_tokens": [3, 2] * 3})
    fig, ax = plots.latency_cost_curves(curves, 20, pd.DataFrame())
    colours = {ln.get_label().split(" ")[0]: matplotlib.colors.to_hex(ln.get_color()) for ln in ax.get_lines()}
    assert colours["trn1.32xlarge"] == plots.PALETTE["Trainium"]
    assert colours["inf2.48xlarge"] == plots.PALETTE["Inferentia"]
    assert colours["p5.48xlarge"] == plots.PALETTE["NVIDIA GPU"]
    plt.close(fig)


def test_bar_charts_name_their_families(tmp_path):
    frame = pd.DataFrame({"family": ["Trainium", "NVIDIA GPU"], "usd": [20000.0, 9000.0]},
                         index=["trn1.32xlarge", "p5.48xlarge"])
    fig, axes = plots.bars_by_candidate(frame, {"usd": "cost (USD)"})
    labels = [t.get_text() for lg in fig.legends for t in lg.get_texts()]
    assert labels == ["Trainium", "NVIDIA GPU"]
    plots.save(fig, "bars", tmp_path)
    # a bare bar chart coloured by family gets a family legend from save()
    fig, ax = plt.subplots()
    ax.barh(["a", "b"], [1, 2], color=[plots.color("Trainium"), plots.color("Inferentia")])
    plots.save(fig, "bare", tmp_path)
    assert [t.get_text() for t in ax.get_legend().get_texts()] == ["Inferentia", "Trainium"]


def test_ticks_are_si_not_powers_of_ten(tmp_path):
    fig, ax = plt.subplots()
    ax.plot([1e3, 1e6], [2e4, 3e5])
    ax.set_xscale("log")
    plots.save(fig, "si", tmp_path)
    labels = [t.get_text() for t in ax.get_xticklabels() + ax.get_yticklabels() if t.get_text()]
    assert "1M" in labels and "10k" in labels and not any("10^" in t or "$" in t for t in labels)


def test_every_figure_gets_an_alt_text_from_what_it_shows(tmp_path):
    fig, ax = plt.subplots()
    ax.barh(["trn1.32xlarge", "p5.48xlarge"], [172550, 80314],
            color=[plots.color("Trainium"), plots.color("NVIDIA GPU")])
    ax.set_title("GPUs are cheaper")
    ax.set_xlabel("monthly bill (USD)")
    plots.source_line(fig, "Source: data/prices.csv.")
    plots.save(fig, "alt", tmp_path)
    alt = fig.alt_text
    assert alt.startswith("Bar chart: GPUs are cheaper.")
    assert "trn1.32xlarge 173k" in alt and "p5.48xlarge 80.3k" in alt and "Source: data/prices.csv." in alt
    svg = (tmp_path / "alt.svg").read_text()
    assert "GPUs are cheaper" in svg                                      # text kept as text in the SVG


# ---- the built report: executive page first, every image described ------------------------

@pytest.fixture(scope="module")
def built(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("pages")
    res = publishing.build([ROOT / "scenarios" / "default.yaml"], out=tmp / "report", figures=tmp / "figures",
                      progress=False, log=lambda *a: None)
    assert res[0].ok, res[0].errors
    return tmp / "report" / "default"


def _page_text(pdf: Path, page: int) -> str:
    if shutil.which("pdftotext"):
        return subprocess.run(["pdftotext", "-f", str(page), "-l", str(page), "-layout", str(pdf), "-"],
                              capture_output=True, text=True, check=True).stdout
    from pypdf import PdfReader
    return PdfReader(pdf).pages[page - 1].extract_text()


def test_pdf_page_one_is_the_executive_page(built, default_decision):
    text = " ".join(_page_text(built / "report.pdf", 1).split())
    pt = default_decision.point()
    on, og = explain.best_options(default_decision, pt)
    assert "Executive summary" in text and ("Stay on GPUs" in text or "Port to" in text or "Not worth" in text)
    assert "cost per 1M tokens" in text
    for o in (on, og):
        assert o.candidate in text and o.price_as_of in text and f"{present.num(o.unit_cost)} USD" in text
        assert explain._offer(o.offer_kind) in text and explain._offer(o.pricing_model) in text
    for word in ("Volume:", "Latency target:", "Utilisation:", "Porting effort:", "Horizon:"):
        assert word in text, word
    assert "Contents" not in text and "Parameters" not in text                # moved behind the executive page


def test_a_single_scenario_report_is_self_contained(built):
    """Built alone, a scenario's report holds Part 2 and the dataset appendix itself (no shared document)."""
    page = (built / "report.html").read_text()
    assert 'id="part-hardware"' in page and 'id="part-appendix"' in page and "Claim cards" in page
    assert "_shared" not in page and not (built / "shared.txt").exists()
    assert not (built.parent / "_shared").exists()
    assert "Claim cards" in _page_text(built / "report.pdf", 2) or "Part 2" in _page_text(built / "report.pdf", 2)


def test_html_opens_with_the_executive_page(built):
    page = (built / "report.html").read_text()
    assert page.index('class="executive"') < page.index("<section>")
    assert page.count('class="executive"') == 1
    assert page.index('id="appendix-parameters"') > page.rindex("<section>")       # parameters: the appendix


def test_every_image_has_a_computed_alt_text(built):
    page = (built / "report.html").read_text()
    imgs = re.findall(r"<img\b[^>]*>", page)
    assert len(imgs) >= 10
    alts = [re.search(r'alt="([^"]*)"', i) for i in imgs]
    assert all(alts), "an image without alt text"
    texts = [a.group(1) for a in alts]
    assert not [t for t in texts if "No description" in t or len(t) < 40]
    assert len(set(texts)) == len(texts)                                      # each says what it shows
    assert all("data:image/svg+xml" in i for i in imgs)                        # vector in HTML and PDF


def test_too_close_to_call_leads_the_headline_whichever_side_the_centre_is_on(central):
    """The label and the headline agree: when the modelling choices or the fits' error reach both
    sides of 1x the sentence opens 'Too close to call', not the central side's advice."""
    dec, pt, summ, draws, tor, bb, cc = central
    close = explain.short_verdict(dec, pt, "too close to call")
    assert close.startswith("<b>Too close to call.</b>") and present.ratio(pt["ratio"]) in close
    assert "Stay on GPUs" not in close and "Port to" not in close
    assert explain.recommendation(dec, pt, summ, "too close to call").startswith("**Too close to call:**")
    side = explain.short_verdict(dec, pt, "GPUs cheaper" if pt["ratio"] >= 1 else "AWS silicon cheaper")
    assert side == explain.short_verdict(dec, pt)                    # a clear label: the advice as before
    page = explain.executive_html(dec, pt, summ, bb, cc, tor, label="too close to call")
    assert '<p class="verdict"><b>Too close to call.</b>' in page
