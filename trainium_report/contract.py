"""The contract between the notebooks and the build, in one place: the parts of a report, the
notebook metadata and cell tags the build reads, the markers the notebooks write, the reserved
folder and file names of an output folder. The notebooks' side writes these names (through
`trainium_report.explain` and the notebooks' metadata); the build's side reads them."""

from __future__ import annotations

#: a notebook's metadata key holding its `part` (a key of PARTS) and `workload` (the only workload
#: whose report it belongs to), and `scenario_keys` (the scenario values its result depends on)
META_KEY = "trainium_report"

#: the report's parts, in order (a notebook's metadata `trainium_report.part`)
PARTS = {"decision": "Part 1: the decision for this scenario",
         "hardware": "Part 2: the hardware and the claims audit",
         "appendix": "Appendix: dataset, sources, consistency audit, parameters"}

#: the parts a batch builds once, as one document its scenarios link to (report/_shared/<version>/)
SHARED_PARTS = ("hardware", "appendix")
SHARED_TITLE = "Part 2 and the dataset appendix"     # the link from a scenario's report to it

#: the notebooks whose sections open the report when present (the executive summary)
FIRST = ("05-decision",)

#: cell tags: papermill's parameters cells; `summary` cells (the build's summary.json, not shown);
#: `headline` cells (the one-line answer the index shows)
PARAMETER_TAGS = ("parameters", "injected-parameters")
SUMMARY_TAG = "summary"
HEADLINE_TAG = "headline"
#: a cell the PDF keeps on one page (print.css: .celltag_keep-together), e.g. a closing Method list that
#: would otherwise leave a few lines alone on a page
KEEP_TOGETHER_TAG = "keep-together"

#: notebook 05 wraps page 1 in these; the report shows it under the title, before the contents
EXECUTIVE_OPEN, EXECUTIVE_CLOSE = "<!--executive-->", "<!--/executive-->"

#: reserved names in an output folder: never a scenario's folder (scenario.name_problem)
SHARED_DIR = "_shared"
FAILED_DIR = "_failed"                         # a scenario's failed notebooks, kept for reading
OWN_FOLDERS = (SHARED_DIR, FAILED_DIR)         # folders the build writes into, in an output folder

#: the project's own inputs and code: no output folder and no --csv lies in them
PROJECT_INPUTS = ("data", "notebooks", "scenarios", "trainium_report", "tests", "benchmarks")
OUTPUT_MARKER = ".trainium-report-output"     # the file that makes a folder a report folder
WORK_PREFIX = ".build-"                        # a build's work folder in its report folder: .build-<random>
SHARED_KEY = "key.txt"                         # in a shared document's folder: what it was built from

#: anchors page 1 links to, in the sections that derive its numbers (the notebooks' headings carry
#: them; in the PDF the build turns each link into one to the page the anchor lands on)
ANCHORS = {"bills": "derive-bills", "range": "derive-range", "evidence": "derive-calibration"}

LANG = "en"     # the report's language (the PDF's /Lang, the HTML's lang)

#: a notebook's tables as CSV: written to `<figures>/TABLES/` (present.number_tables), published
#: as the report's `DATA/` (with tables.xlsx, summary.json, README.txt), linked from each table
TABLES, DATA = "tables", "data"

#: seconds one notebook cell may run before its kernel is taken to have stopped answering (a
#: scenario-independent limit: the slowest cell of a report takes under a minute on a laptop)
CELL_TIMEOUT = 900

MAX_MESSAGE = 4_000   # characters of an exception message kept in the build's summary
