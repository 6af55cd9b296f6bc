"""`trainium-report validate | specs | claims | estimate | model | predict | build`."""
from __future__ import annotations

import argparse
import contextlib
import datetime as _dt
import difflib
import io
import os
import re
import signal
import sys
from pathlib import Path

#: matplotlib's own backend names (`matplotlib.rcsetup`); a `module://` backend is taken as given. An
#: unknown MPLBACKEND would stop every command at import with a traceback: it is dropped, and said.
_BACKENDS = {"gtk3agg", "gtk3cairo", "gtk4agg", "gtk4cairo", "macosx", "nbagg", "notebook", "qtagg", "qtcairo",
             "qt5agg", "qt5cairo", "tkagg", "tkcairo", "webagg", "wx", "wxagg", "wxcairo", "agg", "cairo", "pdf",
             "pgf", "ps", "svg", "template", "inline"}
_backend = os.environ.get("MPLBACKEND")
if _backend is not None and _backend.lower() not in _BACKENDS and not _backend.startswith("module://"):
    del os.environ["MPLBACKEND"]
    print(f"note: MPLBACKEND={_backend[:40]!r} is not a matplotlib backend; ignored", file=sys.stderr)

import pandas as pd

from . import (cache, calibration, claims, costs, datachecks, dataset, hfconfig, inputs, performance, present,
               pricing, publishing, scenario, subjects, yourruns)
from . import performance as perf
from .contract import OUTPUT_MARKER, PROJECT_INPUTS
from .conventions import DAYS_PER_MONTH
from .decision import breakevens
from .publishing import pdf, run
from .present import write_csv


def _csv_target_problem(path, args, reads: tuple = ()) -> str | None:
    """A --csv target that is one of the command's own inputs (its runs file, scenario, config or
    data folder, and `reads`: the files and folders its scenario names) or lies in the project's
    inputs or code: refused, named, before anything is written."""
    target = Path(os.path.abspath(path))
    mine = [Path(v) for k in ("runs", "scenario", "model") if isinstance(v := getattr(args, k, None), str)]
    mine += [Path(r) for r in reads if not Path(r).is_dir()]
    folders = [scenario.PROJECT / f for f in PROJECT_INPUTS]
    read_dirs = [Path(r) for r in reads if Path(r).is_dir()]
    own = [Path(args.data_dir)] if getattr(args, "data_dir", None) else []
    real = Path(os.path.realpath(target))
    path = inputs.printable(str(path))
    if any(real == Path(os.path.realpath(m)) for m in mine):
        return f"{path}: not written: it is this command's own input; give another file"
    if any(real.is_relative_to(os.path.realpath(f)) for f in own):
        return f"{path}: not written: it lies in this command's data folder (--data-dir {inputs.printable(str(own[0]))}); give a path elsewhere"
    if any(real.is_relative_to(os.path.realpath(f)) for f in folders):
        return f"{path}: not written: it lies in the project's inputs or code ({', '.join(PROJECT_INPUTS)}); give a path elsewhere"
    if d := next((f for f in read_dirs if real.is_relative_to(os.path.realpath(f))), None):
        return (f"{path}: not written: it lies in {inputs.printable(str(d))}, the data folder the scenario reads "
                "(its data_dir); give a path elsewhere")
    outputs = [Path(os.path.realpath(scenario.PROJECT / f)) for f in inputs.PROJECT_OUTPUTS]
    if marked := next((d for d in real.parents if (d / OUTPUT_MARKER).is_file() or d in outputs), None):
        why = f"its {OUTPUT_MARKER} says so" if (marked / OUTPUT_MARKER).is_file() else "the project's own"
        return (f"{path}: not written: it lies in {marked}, a build's output folder ({why}), "
                "whose files a build replaces and reads back; give a path elsewhere")
    project = Path(os.path.realpath(scenario.PROJECT))
    if real.is_relative_to(project) and ((real.exists() and real.suffix.lower() != ".csv") or any(
            part.startswith(".") for part in real.relative_to(project).parts)):   # a CSV of yours is replaced
        what = "a folder of the project" if real.is_dir() else "a file of the project" if real.exists() else \
            "in a hidden folder of the project"
        return (f"{path}: not written: it is {what}"
                " (a CSV goes to a new file, or outside the project)")
    return None


def _csv_refused(path, args=None, reads: tuple = ()) -> str | None:
    """Why a --csv target is refused (a name too long, one of the command's inputs, a project file), or
    None: asked before the command computes anything, and again by `_csv` when it writes."""
    if problem := inputs.length_problem(path) or inputs.length_problem(os.path.dirname(os.path.abspath(path)),
                                                                       inputs.BESIDE):
        return f"{scenario.short(str(path), 80)}: not written: {problem}"
    return _csv_target_problem(path, args, reads) if args is not None else None


def _refuse_csv_early(args, reads: tuple = ()) -> bool:
    """True (the reason printed) when the command's --csv target is refused: said before any output."""
    problem = _csv_refused(args.csv, args, reads) if getattr(args, "csv", None) else None
    if problem:
        print(problem, file=sys.stderr)
    return bool(problem)


def _csv(df, path, done: str, args=None, reads: tuple = ()) -> int:
    """A table to a CSV the user named: spreadsheet-safe; one line naming the path when it fails."""

    if problem := _csv_refused(path, args, reads):
        print(problem, file=sys.stderr)
        return 1
    if problem := write_csv(df, path):
        print(problem, file=sys.stderr)
        return 1
    print(done.format(inputs.printable(str(path))))
    return 0


def cmd_validate(args) -> int:
    data_dir = Path(args.data_dir) if args.data_dir else dataset.DATA_DIR
    problems = dataset.validate(data_dir)
    if problems:
        for p in problems:
            print(p)
        # the plausibility checks run on the rows with no problem, so a slip elsewhere is named in this run too
        rest = dataset.without_problems(data_dir, problems)
        findings = []
        try:
            findings = datachecks.run(rest) if rest is not None else []
        except Exception:          # noqa: BLE001 - a checks file these rows cannot take: said below
            rest = None
        slips = [f for f in findings if f.severity == "error"]
        for f in findings:          # warnings too, as a clean folder's run lists them
            print(f, file=sys.stdout if f.severity == "error" else sys.stderr)
        warned = len(findings) - len(slips)
        said = (f"the plausibility checks of checks.yaml ran on the rows without a problem: {len(slips)} more"
                + (f" and {warned} warning(s)" if warned else "")
                if rest is not None else "the plausibility checks of checks.yaml run once these are mended")
        print(f"{len(problems) + len(slips)} problem(s) in {data_dir} ({len(problems)} in the tables; {said})",
              file=sys.stderr)
        return 1
    for w in dataset.source_warnings(data_dir):
        print(w, file=sys.stderr)
    ds = dataset.load(data_dir)
    for w in dataset.glyph_warnings(ds):
        print(w, file=sys.stderr)
    findings = datachecks.run(ds)          # data/checks.yaml: plausibility, with severities
    for f in findings:
        if f.severity == "warning":
            print(f, file=sys.stderr)
    problems = [*calibration.dataset_impossible(ds), *calibration.fallback_problems(ds), *claims.check(ds),
                *subjects.problems(ds),   # the
                # audit's own rules and the roles the notebooks read, too
                *(f for f in findings if f.severity == "error")]
    if problems:
        for p in problems:
            print(p)
        print(f"{len(problems)} problem(s) in {data_dir}", file=sys.stderr)
        return 1
    checks = len(datachecks.read_checks(data_dir)[0])
    held_to = datachecks.checks_file(data_dir)
    own = held_to is not None and held_to.parent.resolve() == Path(data_dir).resolve()
    print(ds.summary() + (f"; {checks} plausibility checks passed" + ("" if own else f" (the project's {held_to}: "
                                                                        "this folder has no checks.yaml)")
                          + (f" ({len(findings)} warning(s) above)" if findings else "") if checks
                          else "; no plausibility check ran (warning above)"))
    return 0


def _implausible(ds) -> None:
    """Warn, on stderr, of each plausibility check (data/checks.yaml) a dataset fails as an error: specs,
    claims, model and predict still answer from it, but validate, estimate and the build refuse it."""
    for f in datachecks.run(ds):
        if f.severity == "error":
            print(f"warning: {f.problem} (check '{f.check}'; validate and the build refuse this dataset)",
                  file=sys.stderr)


def cmd_specs(args) -> int:
    if _refuse_csv_early(args):
        return 1
    try:
        ds = dataset.load(args.data_dir)
    except dataset.DataError as exc:
        print(exc, file=sys.stderr)
        return 1
    _implausible(ds)
    entity = args.entity
    if entity not in set(ds.entities["entity_id"]):
        ids = list(ds.entities["entity_id"])      # a part of an id, else one a slip away (a capital I for l)
        close = [e for e in ids if entity.lower() in e.lower()] or difflib.get_close_matches(entity.lower(), ids, n=3)
        hint = f"; did you mean: {', '.join(close[:8])}" if close else ""
        print(f"unknown entity {scenario.short(entity, 80)} (an entity_id of entities.csv)"
              f"{inputs.unlisted_id(entity)}{hint}", file=sys.stderr)
        return 1
    known = list(ds.package.get("x-metrics", {}))
    if args.metric and args.metric not in known:
        close = difflib.get_close_matches(args.metric, known, n=3, cutoff=0.5)
        print(f"unknown metric {scenario.short(args.metric, 80)} (a metric of datapackage.json's x-metrics: "
              f"{', '.join(known)}){inputs.unlisted_id(args.metric)}" +
              (f"; did you mean: {', '.join(close)}" if close else ""), file=sys.stderr)
        return 1
    table = dataset.spec_table(ds, entity, args.metric, all_rows=args.all)
    if table.empty:
        what = f" for metric '{args.metric}'" if args.metric else ""
        print(f"{entity}: no spec values{what} of its own in specs.csv")
        _derived_and_prices(ds, entity)
        return 0 if not args.metric or args.metric in ds.package["x-metrics"] else 1
    name = dataset.entity_index(ds).loc[entity, "name"]
    print(f"{name} ({entity}): " + ("every value" if args.all else "the preferred value of each metric")
          + "; conflicts = other sources that give a different value")
    shown = table.drop(columns=["value_c", "unit_c"]).fillna("")
    with pd.option_context("display.width", 250, "display.max_columns", 30, "display.max_colwidth", 48):
        print(shown.to_string(index=False))
    _derived_and_prices(ds, entity)
    if args.csv:
        return _csv(table, args.csv, "written: {}", args)
    return 0


def _derived_and_prices(ds, entity: str) -> None:
    """For a system: the values that are its chip's times its chip count (the chip's preferred
    rows, `specs <chip>` shows their sources); for any entity: its prices, each with its source."""
    systems = dataset.systems(ds)
    if entity in systems.index and systems.loc[entity, "derived"]:
        row = systems.loc[entity]
        cols = [c for c in str(row["derived"]).split(", ") if c]
        print(f"\nderived from {int(row['chips'])} x {row['chip_id']} (chip values times the chip count; "
              f"sources: trainium-report specs {row['chip_id']}):")
        print("  " + "; ".join(f"{c} {present.num(row[c])}" for c in cols if pd.notna(row[c])))
    pr = dataset.prices(ds)
    mine = pr[pr["entity_id"] == entity]
    if mine.empty:
        print(f"\n{entity}: no price in prices.csv")
        return
    print(f"\nprices ({len(mine)}), with their sources:")
    with pd.option_context("display.width", 250, "display.max_columns", 30, "display.max_colwidth", 40):
        print(mine[["provider", "region", "pricing_model", "offer_kind", "per", "usd_per_hour", "as_of",
                    "source_id"]].fillna("").to_string(index=False))


def cmd_claims(args) -> int:
    if _refuse_csv_early(args):
        return 1
    try:
        ds = dataset.load(args.data_dir)
        _implausible(ds)
        result = claims.audit(ds)
    except (dataset.DataError, claims.ClaimError) as exc:
        print(exc, file=sys.stderr)
        return 1
    print(claims.summary_text(result))
    counts = result["verdict"].value_counts()
    print("; ".join(f"{counts.get(v, 0)} {v}" for v in claims.VERDICTS) + f" ({len(result)} claims)")
    if args.csv:
        return _csv(claims.csv_frame(result), args.csv, "written: {}", args)
    return 0


def command_line_overrides(args) -> dict:
    """`-p KEY VALUE` (the value read as YAML, as in a scenario file: 2e9, true, [a, b]) and
    `-y YAML` (a mapping), like papermill's; a key given twice is refused, as a scenario file refuses
    it, except that a mapping given twice (`-p price_overrides '{a: 1}' -p price_overrides '{b: 2}'`)
    is the two merged. Checked by `scenario.load` exactly like the file's own values. ValueError
    naming the bad option."""
    out: dict = {}

    def merged(had, value, path: str):
        """Two mappings given for one key, merged; one value given twice with two values is refused."""
        if isinstance(had, dict) and isinstance(value, dict):
            return {**had, **{k: merged(had[k], v, f"{path}.{k}") if k in had else v for k, v in value.items()}}
        if had != value:
            raise ValueError(f"key {scenario.short(path, 60)} is given twice on the command line "
                             f"({scenario.short(had, 30)} and {scenario.short(value, 30)}): give it once")
        return value

    def put(key, value):
        out[key] = merged(out[key], value, str(key)) if key in out else value

    for text in args.yaml or []:
        doc, problems = scenario.parse_text(text, f"-y {scenario.short(text, 60)}")   # the scenario file's rules
        if problems:
            raise ValueError("; ".join(problems))
        if not isinstance(doc, dict):
            raise ValueError(f"-y {scenario.short(text, 60)}: expected a mapping of key: value, "
                             "e.g. -y '{tokens_per_day: 2e9}'")
        for k, v in doc.items():
            put(k, v)
    for key, text in args.param or []:
        if c := inputs.ONE_LINE_RE.search(text):      # YAML folds a line break, and a tab stops its parser
            raise ValueError(f"-p {key} {scenario.short(text, 60)}: the value holds a "
                             f"{'tab' if c[0] == chr(9) else 'line break'}; a -p value is one line of YAML (no tab "
                             "or line break: a scenario's texts are shown on one line; give a mapping with -y)")
        doc, problems = scenario.parse_text(f"v: {text}", f"-p {key}", keyed=False)
        if problems or not isinstance(doc, dict) or "v" not in doc:
            raise ValueError("; ".join(problems) or f"-p {key} {scenario.short(text, 60)}: not a valid YAML value")
        put(key, doc["v"])
    return _dates_as_text(out)


def _dates_as_text(value):
    """YAML reads 2026-11-20 as a date; the build hands overrides to its notebooks as JSON (papermill's
    parameters), which holds no date: a date given on the command line is kept as its text, as the
    scenario file's checks read it."""
    if isinstance(value, dict):
        return {k: _dates_as_text(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_dates_as_text(v) for v in value]
    return value.isoformat() if isinstance(value, (_dt.date, _dt.datetime)) else value


#: the longest path a build writes (or reads) below --out, --figures or --notebooks: a work folder, a
#: scenario's name (64), its notebooks folder and a section file, or a figure's name, with room to spare
BUILD_PATHS_BELOW = 400


def cmd_build(args) -> int:
    try:
        overrides = command_line_overrides(args)
    except ValueError as exc:
        print(exc, file=sys.stderr)
        print("nothing was built", file=sys.stderr)
        return 1
    files = [Path(f) for f in args.scenarios] or [scenario.DEFAULT_FILE]
    if args.jobs is not None and args.jobs < 1:
        print(f"--jobs {args.jobs}: expected a whole number >= 1; nothing was built", file=sys.stderr)
        return 1
    try:                       # the environment variables a build reads (the cache's: `main`), before any work
        run.cell_timeout()
        pdf.font_epoch()
    except ValueError as exc:
        print(f"{exc}; nothing was built", file=sys.stderr)
        return 1
    if os.environ.get("MPLBACKEND", run.KERNEL_BACKEND) != run.KERNEL_BACKEND:
        print(f"note: MPLBACKEND={os.environ['MPLBACKEND'][:60]!r} is not used by the build: its kernels draw with "
              "matplotlib's inline backend, whose images the report embeds", file=sys.stderr)
    for flag, given in (("--out", args.out), ("--figures", args.figures), ("--notebooks", args.notebooks)):
        if given is not None and (problem := inputs.length_problem(given, BUILD_PATHS_BELOW)
                                  or inputs.folder_problem(given, write=flag != "--notebooks")):
            print(f"{flag} {scenario.short(given, 80)}: {problem}; nothing was built", file=sys.stderr)
            return 1
    for flag, given, folder in (("--out", args.out, "report"), ("--figures", args.figures, "figures")):
        if given is None and (problem := inputs.folder_problem(publishing.ROOT / folder)):   # the project's own
            print(f"the project's {folder}/ folder ({publishing.ROOT / folder}): {problem}; give {flag} a folder "
                  "this user can write in; nothing was built", file=sys.stderr)
            return 1
    out = Path(args.out) if args.out else publishing.ROOT / "report"
    seen = out.resolve()           # what the build writes to: '..' after a folder not made yet is not looked up
    had_pdf = {p.parent.name for p in seen.glob("*/report.pdf")} if args.no_pdf and seen.is_dir() else set()
    had_shared = set(seen.glob("_shared/*/hardware.pdf")) if args.no_pdf and seen.is_dir() else set()
    figures = Path(args.figures) if args.figures else publishing.ROOT / "figures"
    try:
        results = publishing.build(files, out=out, figures=figures, jobs=args.jobs,
                              pdf=not args.no_pdf, include_code=args.include_code,
                              progress=not args.quiet, rerun=args.rerun, overrides=overrides or None,
                              nb_dir=Path(args.notebooks) if args.notebooks else publishing.NOTEBOOK_DIR)
    except scenario.ScenarioError as exc:
        print(exc, file=sys.stderr)
        print("nothing was built", file=sys.stderr)
        return 1
    except dataset.DataError as exc:
        print(exc, file=sys.stderr)
        print("nothing was built: fix the dataset first (trainium-report validate)", file=sys.stderr)
        return 1
    except (publishing.BuildLocked, publishing.NotebookError) as exc:
        print(f"{inputs.printable(str(exc))}; nothing was built", file=sys.stderr)
        return 1
    except publishing.UnsafePath as exc:
        print(f"{inputs.printable(str(exc))}; nothing was changed", file=sys.stderr)
        return 1
    except publishing.BuildInterrupted as exc:
        for s in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):   # stopping already: a repeated signal cuts nothing short
            signal.signal(s, signal.SIG_IGN)
        print(f"build stopped: {exc}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        print("build stopped: interrupted; no report was changed", file=sys.stderr)
        return 130
    except OSError as exc:    # a full disk, a quota, a folder made read-only meanwhile: where, said
        where = inputs.printable(str(exc.filename)) if exc.filename else \
            f"while writing into {inputs.printable(str(seen))} (--out) or {inputs.printable(str(figures))} (--figures)"
        print(f"build stopped: {exc.strerror or type(exc).__name__} ({where}); no report was changed", file=sys.stderr)
        return 1
    except Exception as exc:  # an unexpected failure: one line, no traceback; reports are published last
        said = "".join(f" (limited by {n}?)" for n in publishing.limits())
        print(f"build stopped: {type(exc).__name__}: {inputs.printable(str(exc)[:2000])}; no report was changed{said}",
              file=sys.stderr)
        return 1
    late: list[str] = publishing.LATE_SIGNALS   # a signal now finds the reports published: said, not a silent
    held = {s: signal.signal(s, lambda signum, _frame: late.append(signal.Signals(signum).name))   # kill (143)
            for s in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)
            if signal.getsignal(s) is not signal.SIG_IGN}        # one ignored at start (nohup) stays ignored
    failed = [r for r in results if not r.ok]
    for r in results:
        if r.ok:
            pr = inputs.printable       # a path with a line break in a folder's name stays on its line
            print(f"{r.name}: ok  {pr(str(r.html))}" + (f"  {pr(str(r.pdf))}" if r.pdf else "")
                  + (f"  (replaced: {pr(', '.join(map(str, r.replaced)))})" if r.replaced else "  (new)"))
        else:
            kept = (seen / r.name / "report.html").is_file()
            print(f"{r.name}: FAILED, " + ("last good report kept" if kept else "no report published (none before)"),
                  file=sys.stderr)
            for e in r.errors:
                print(f"    {e}", file=sys.stderr)
    for note in dict.fromkeys(n for r in results for n in r.notes):
        print(note, file=sys.stderr)
    for r in results:
        if r.ok and r.name in had_pdf and not (seen / r.name / "report.pdf").exists():
            print(f"note: {r.name}/report.pdf and brief.pdf of the earlier build were removed: --no-pdf builds the "
                  "HTML only",
                  file=sys.stderr)
    for p in sorted(had_shared):
        if not p.exists():
            print(f"note: {p.relative_to(seen)} of the earlier build (a batch's shared part) was removed: --no-pdf "
                  "builds the HTML only", file=sys.stderr)
    index = seen / "index.html"
    stale = any(n.startswith("index not updated") for r in results for n in r.notes)
    print(f"{len(results) - len(failed)} of {len(results)} scenario(s) built; "
          + (f"index (of the earlier build, not updated): {inputs.printable(str(index))}" if stale and index.is_file()
             else f"index: {inputs.printable(str(index))}" if index.is_file() else "no index (none was written)"))
    if _EXITS_AFTER:    # the command's own process: from here to its exit a signal is ignored, so it ends with
        # the build's exit code (the interpreter's shutdown puts a Python handler back to the default, which
        # kills; an ignored signal it leaves ignored, in every thread: a mask would hold only this one's)
        for s in held:
            signal.signal(s, signal.SIG_IGN)
    else:               # main() called in a longer-lived process (a test, a notebook): its handlers back
        for s, h in held.items():
            signal.signal(s, h)
    if late:
        print(f"note: {late[0]} came after the build had finished: what is said above was published",
              file=sys.stderr)
    return 1 if failed else 0


#: accelerators a serving estimate may need before it is said to look like a slip of volume
MANY_CHIPS = 100_000


def cmd_estimate(args) -> int:
    try:
        params = scenario.load(args.scenario, command_line_overrides(args) or None)
    except (scenario.ScenarioError, ValueError) as exc:
        print(exc, file=sys.stderr)
        return 1
    reads = tuple(str(x) for x in scenario.reads(params) if x)      # what --csv may not write over
    if _refuse_csv_early(args, reads=reads):
        return 1
    ds = dataset.load(params.get("data_dir"))

    model = performance.model_name(ds, params["model"])
    if params["workload"] == "training":
        res, excluded = costs.training_estimate(ds, params)
        cols = {"candidate": "candidate", "systems": "systems", "chips": "chips", "precision": "precision",
                "mfu": "MFU", "days": "days", "cost_usd": "cost (USD)", "cost_per_step_usd": "USD/step",
                "usd_per_hour": "USD/h", "offer_kind": "offer", "price_as_of": "price dated", "mfu_source": "MFU from"}
        head = (f"Training {model} on {params['train_tokens']:.3g} tokens, {params['precision']}, "
                f"~{params['training_chips']} chips")
        sort = "cost_usd"
    else:
        res, _, excluded = costs.inference_estimate(ds, params, calibration.your_runs(ds, params), curves=False)
        cols = {"candidate": "candidate", "chips_per_replica": "chips/replica", "batch": "batch",
                "ttft_s": "TTFT s", "tokens_per_s_user": "tok/s/user", "usd_per_m_tokens": "USD/1M full load",
                "units_rented": "units", "busy_share": "busy", "monthly_bill_usd": "USD/month",
                "usd_per_hour": "USD/h", "offer_kind": "offer", "price_as_of": "price dated",
                "efficiency_validation": "efficiency rests on"}
        head = (f"Serving {model} in {params['precision']}: {params['input_tokens']} in / {params['output_tokens']} out "
                f"tokens, {params['tokens_per_day']:.3g} tokens/day, >= {params['min_tokens_per_s_per_user']} tok/s/user")
        sort = "usd_per_m_tokens"
    if len(res):
        head += f"\nprice basis: {res['price_basis'].iloc[0]} ({pricing.BASES[res['price_basis'].iloc[0]].label})"

        res["break_even"] = breakevens(ds, params, res)
        cols["break_even"] = "break-even MFU" if params["workload"] == "training" else "break-even tok/s/system"
    print(head)
    if res.empty:
        print("no candidate could be estimated")
    else:
        table = res.sort_values(sort)[list(cols)].rename(columns=cols)
        with pd.option_context("display.width", 250, "display.max_columns", 30, "display.max_colwidth", 60):
            print(table.to_string(index=False, na_rep="", float_format=lambda v: f"{v:,.3g}"))
    if params["workload"] != "training" and len(res):     # 1e15 tokens a day: computed right, and no plan
        chips = res["fluid_systems"] * res["chips_per_replica"] * res["replicas_per_system"]
        if chips.min() > MANY_CHIPS:
            print(f"warning: the candidate needing the fewest accelerators needs {chips.min():,.4g} of them for "
                  f"tokens_per_day {params['tokens_per_day']:,.4g} (more than {MANY_CHIPS:,}): a slip in "
                  "tokens_per_day?")
    if params["workload"] == "training" and len(res):      # training_chips raised to what holds the model
        for r in res[res["min_chips_to_fit"] > params["training_chips"]].itertuples():
            print(f"note: {r.candidate}: training_chips {params['training_chips']:,} cannot hold the model's "
                  f"training state; {r.min_chips_to_fit:,} chips are the fewest that can (memory_headroom "
                  f"{params['memory_headroom']:g}), so it trains on {r.chips:,}")
        quickest, horizon = res["days"].min(), params["horizon_months"] * DAYS_PER_MONTH
        if quickest > horizon:           # 1e18 tokens for 1e12: computed right, and no plan
            print(f"warning: the quickest candidate takes {quickest:,.4g} days ({quickest / 365:,.3g} years) to train "
                  f"train_tokens {params['train_tokens']:,.4g} on ~{params['training_chips']:,} chips, longer than "
                  f"horizon_months {params['horizon_months']:,}: a slip in train_tokens (or too few training_chips)?")
    for r in excluded.itertuples():
        print(f"excluded: {r.candidate}: {r.reason}")
    if res.empty:                      # nothing to compare: an error, as build says it is
        print(f"{args.scenario}: no candidate could be estimated (the exclusions above say why)"
              + ("; no CSV written" if args.csv else ""), file=sys.stderr)
        return 1
    if args.csv:
        return _csv(res, args.csv, "wrote {}", args, reads=reads)
    return 0


def _sized(n: float, giga: str, mega: str, one: str, digits: int = 2) -> str:
    """A count in billions (in millions below 0.1 B, as is under 0.1 M): a tiny test model's 82,112
    parameters are not '0.00 B'."""
    if n >= 1e8:
        return f"{n / 1e9:,.{digits}f}{giga}"
    return f"{n / 1e6:,.{digits}f}{mega}" if n >= 1e5 else f"{n:,.0f}{one}"


def cmd_predict(args) -> int:
    if str(args.runs).lower().endswith(".json"):      # a benchmark's JSON read as a CSV: 'an empty file', no more
        print(f"{args.runs}: predict reads a CSV of runs in the columns of data/measurements.csv; a benchmark's "
              "JSON (vLLM, LLMPerf) is read as a scenario's measurements: {file: ..., entity_id: ..., tp: ...} "
              "(trainium-report estimate)", file=sys.stderr)
        return 1
    if _refuse_csv_early(args):
        return 1
    try:
        ds = dataset.load(args.data_dir)
        runs = dataset.read_table(args.runs, "measurements", ds, own=True)
    except dataset.DataError as exc:
        print(exc, file=sys.stderr)
        return 1
    _implausible(ds)
    # a run the checks find impossible (a model its chips cannot hold, more cores than it has) is not
    # scored: a prediction of a system that cannot run it says nothing of the model's error
    problems = [*yourruns.csv_model_problems(runs, Path(args.runs), ds),       # a name of another model or size
                *calibration.impossible(ds, runs, str(args.runs)), *calibration.training_problems(ds, runs, str(args.runs))]
    for problem in problems:
        print(f"warning: {problem}", file=sys.stderr)
    bad = {p.line for p in problems if p.line}
    refused = runs[runs["line"].isin(bad)]
    pred, skipped = calibration.predict(ds, runs[~runs["line"].isin(bad)])
    skipped = pd.concat([pd.DataFrame({"run_id": refused["run_id"], "reason": [
        f"line {line} is impossible as written (the warning above)" for line in refused["line"]]}), skipped],
        ignore_index=True)
    cols = ["run_id", "fit", "measured_ttft_ms", "predicted_ttft_ms", "ttft_error", "measured_tpot_ms",
            "predicted_tpot_ms", "tpot_error"]
    print(f"{len(pred)} run(s) predicted by the fits to the dataset's published runs (scored, not fitted)")
    if len(pred):
        with pd.option_context("display.width", 250, "display.max_columns", 30):
            print(pred[cols].to_string(index=False, na_rep="", float_format=lambda v: f"{v:,.4g}"))
        for col, what in (("tpot_error", "TPOT"), ("ttft_error", "TTFT")):
            e = pred[col].abs().dropna()
            if len(e):
                print(f"median |{what} error| {present.pct(e.median(), 3)} over {len(e)} run(s); worst "
                      f"{present.pct(e.max(), 3)}")
    for r in skipped.itertuples():
        print(f"not predicted: {r.run_id}: {r.reason}")
    if args.csv:
        if pred.empty:
            print(f"{args.csv}: not written: no run was predicted", file=sys.stderr)
            return 1
        return _csv(pred[cols + ["platform", "source_id"]], args.csv, "wrote {}", args)
    if pred.empty:                      # nothing scored: a failure a script must see, said once
        print(f"{args.runs}: no run could be predicted (the lines above say why)", file=sys.stderr)
        return 1
    return 0


def cmd_model(args) -> int:
    try:
        ds = dataset.load(args.data_dir)
        _implausible(ds)
        shape = perf.model_shape(ds, args.model)
    except (dataset.DataError, hfconfig.ConfigError) as exc:
        print(exc, file=sys.stderr)
        return 1
    except KeyError as exc:
        if os.path.isdir(args.model):     # a model's snapshot folder: its config.json is the file to give
            inside = " (it holds one: give that)" if os.path.isfile(os.path.join(args.model, "config.json")) else ""
            print(f"{args.model}: a folder, not a model_id or a config.json; give the path to its config.json"
                  f"{inside}", file=sys.stderr)
        else:
            print(f"{exc.args[0]}; or give a path to a Hugging Face config.json", file=sys.stderr)
        return 1
    prec = args.precision
    kv = calibration.kv_dtype([prec])[0]
    if str(args.model).endswith(".json") and (stated := hfconfig.quantization(args.model)) and stated[0] != prec:
        print(f"note: {inputs.printable(args.model)} states {stated[0]} weights ({inputs.printable(stated[1])}); the sizes below are at {prec}"
              + (f": give --precision {stated[0]} for the checkpoint as published" if stated[0] in ("fp8", "int8")
                 else ""), file=sys.stderr)
    print(f"{shape.name or args.model}: {shape.layers} layers, hidden {shape.hidden:,}, "
          f"{'latent (MLA)' if shape.attention == 'mla' else 'multi-head' if shape.kv_heads == shape.heads else 'multi-query' if shape.kv_heads == 1 else 'grouped-query'} attention, {shape.heads} heads / "
          f"{shape.kv_heads} KV heads of {shape.head_dim}")
    if shape.moe:
        print(f"mixture of experts: {shape.experts} routed experts ({shape.expert_ffn:,} wide) in {shape.moe_layers} "
              f"of {shape.layers} layers, {shape.experts_per_token} per token, {shape.shared_experts} shared")
    else:
        print(f"dense: FFN {shape.ffn:,} wide")
    print(f"parameters: {_sized(shape.params, ' B', ' M', '')} total (memory), "
          f"{_sized(shape.active_params, ' B', ' M', '')} active (compute per token)")
    print(f"at {prec}: weights {_sized(shape.weight_bytes(prec), ' GB', ' MB', ' bytes', 1)}; KV cache "
          f"{shape.kv_bytes_per_token(kv) / 1e3:,.1f} kB per token ({kv}); a decode step reads "
          f"{_sized(float(shape.step_weight_bytes(prec, 1)), ' GB', ' MB', ' bytes', 1)} of weights at batch 1 and "
          f"{_sized(float(shape.step_weight_bytes(prec, 64)), ' GB', ' MB', ' bytes', 1)} at batch 64")
    given = args.candidates or scenario.defaults()["candidates"]
    if problems := scenario.check_candidates({"candidates": given}, "--candidates", ds):   # a scenario's rules
        print("\n".join(problems), file=sys.stderr)
        return 1
    cands, _ = pricing.expand_candidates(ds, given)
    print("fewest chips that hold the weights and one 4,096-token sequence (memory_headroom 0.9; a replica is a "
          "power of two of chips dividing the system, or the whole system):")
    bad = []
    for c in cands:
        try:
            cand = pricing.parse_candidate(ds, c)
        except ValueError as exc:
            bad.append(f"--candidates: {exc}")
            continue
        spec = costs._chip_specs(ds, cand.chip_id)
        n = perf.chips_per_replica(cand.chips, spec["memory"], shape.weight_bytes(prec),
                                   shape.kv_bytes_per_token(kv) * 4096, 0.9)
        print(f"  {c}: " + (f"{n} of its {cand.chips} chip(s)" if n else f"does not fit in its {cand.chips} chip(s)"))
    if bad:
        print("\n".join(bad), file=sys.stderr)
    return 1 if bad else 0


def _override_options(p) -> None:
    p.add_argument("-p", "--param", nargs=2, action="append", metavar=("KEY", "VALUE"),
                   help="a scenario value over the file's (read as YAML), e.g. -p tokens_per_day 2e9")
    p.add_argument("-y", "--yaml", action="append", metavar="YAML",
                   help="scenario values as a YAML mapping, e.g. -y '{price_overrides: {trn2.48xlarge: 28}}'")


def _take_params(argv: list[str]) -> tuple[list[str], list[list[str]]]:
    """`-p KEY VALUE` of build and estimate, taken out before argparse reads the rest: argparse takes
    a VALUE that starts with '-' (-5e9, -x) for an option and says "expected 2 arguments". A -p
    without its two words, or after `--`, is left to argparse."""
    if not argv or argv[0] not in ("build", "estimate"):
        return argv, []
    rest, params, i = [], [], 0
    while i < len(argv):
        if argv[i] == "--":
            rest += argv[i:]
            break
        if argv[i] in ("-p", "--param") and i + 2 < len(argv) and not argv[i + 1].startswith("-"):
            if argv[i + 2].startswith("--"):
                # '-p title $UNSET --csv=e.csv': the command's own option taken for the value, the export lost
                raise ValueError(f"-p {scenario.short(argv[i + 1], 40)}: its value would be "
                                 f"{scenario.short(argv[i + 2], 40)}, an option of the command (the value empty or "
                                 "an unset variable?); give a value after the key (a text starting with '--': "
                                 "give it with -y)")
            params.append(argv[i + 1:i + 3])
            i += 3
            continue
        rest.append(argv[i])
        i += 1
    return rest, params


class _StoreOnce(argparse._StoreAction):
    """An option that takes a value, given at most once: argparse keeps the last (`--candidates trn2
    --candidates p5` would fit on p5 alone, without a word)."""

    def __call__(self, parser, namespace, values, option_string=None):
        seen = namespace.__dict__.setdefault("_given_once", set())
        if self.dest in seen:
            parser.error(f"argument {'/'.join(self.option_strings)}: given twice (the second would replace the "
                         "first; give it once" + (", with all its values" if self.nargs == "*" else "") + ")")
        seen.add(self.dest)
        super().__call__(parser, namespace, values, option_string)


class _Parser(argparse.ArgumentParser):
    """argparse with the project's exit codes: a usage error is a user's error, 1 (argparse says 2);
    an option with a value given once (`_StoreOnce`)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.register("action", None, _StoreOnce)
        self.register("action", "store", _StoreOnce)

    def error(self, message):
        self.print_usage(sys.stderr)
        # a file whose name starts with '-' reads as an option: say so, naming it
        dashed = [a for a in _ARGV if a.startswith("-") and not a.startswith("--") and len(a) > 2
                  and os.path.isfile(a)]
        hint = "".join(f" ({a} is a file, read as an option since its name starts with '-': give ./{a}, or "
                       f"-- {a} after the options)" for a in dashed[:1])
        self.exit(1, f"{self.prog}: error: {message}{hint}\n")


_ARGV: list[str] = []        # the command line main() parses (a usage error looks at it)


def main(argv=None) -> int:
    _ARGV[:] = [str(a) for a in (sys.argv[1:] if argv is None else argv)]
    parser = _Parser(prog="trainium-report", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("validate", help="check data/ against its schema; list every problem")
    p.add_argument("data_dir", nargs="?", help="dataset folder (default: the project's data/)")
    p.set_defaults(func=cmd_validate)
    p = sub.add_parser("specs", help="the preferred value of each metric of one entity, with its source and conflicts")
    p.add_argument("entity", help="an entity_id, e.g. b300 or trn1.32xlarge")
    p.add_argument("metric", nargs="?", help="only this metric (e.g. compute, memory_bandwidth)")
    p.add_argument("--all", action="store_true", help="list every value from every source, not only the preferred one")
    p.add_argument("--csv", metavar="FILE", help="also write the table as CSV")
    p.add_argument("--data-dir", default=None, help="dataset folder (default: the project's data/)")
    p.set_defaults(func=cmd_specs)
    p = sub.add_parser("claims", help="recompute every vendor claim from the specs; print the verdicts")
    p.add_argument("--csv", metavar="FILE", help="also write the full audit (derivations, sources) as CSV")
    p.add_argument("--data-dir", default=None, help="dataset folder (default: the project's data/)")
    p.set_defaults(func=cmd_claims)
    p = sub.add_parser("build", help="run the notebooks for scenarios and publish HTML/PDF reports")
    p.add_argument("scenarios", nargs="*", help="scenario YAML files (default: scenarios/default.yaml)")
    p.add_argument("--out", default=None, help="report folder (default: the project's report/)")
    p.add_argument("--figures", default=None, help="figures folder (default: the project's figures/)")
    p.add_argument("--jobs", type=int, default=None, help="parallel notebook runs (default: CPU count)")
    p.add_argument("--no-pdf", action="store_true", help="skip the PDF export")
    p.add_argument("--include-code", action="store_true", help="show the code cells in the report")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.add_argument("--rerun", action="store_true",
                   help="run every scenario notebook, even one whose identical run is kept in .cache/")
    p.add_argument("--notebooks", default=None, help="notebook folder (default: the project's notebooks/)")
    _override_options(p)
    p.set_defaults(func=cmd_build)
    p = sub.add_parser("estimate", help="time, cost and tokens/s per candidate system for a scenario")
    p.add_argument("scenario", help="a scenario YAML file")
    p.add_argument("--csv", help="also write the table to this CSV file")
    _override_options(p)
    p.set_defaults(func=cmd_estimate)
    p = sub.add_parser("model", help="the shape a model resolves to (a model_id or a Hugging Face config.json): "
                                     "layers, attention, experts, total and active parameters, bytes, chips to hold it")
    p.add_argument("model", help="a model_id of data/models.csv or a path to a config.json")
    p.add_argument("--precision", default="bf16", choices=["bf16", "fp16", "fp8", "int8"])
    p.add_argument("--candidates", nargs="*", help="systems to fit it on (default: default.yaml's candidates)")
    p.add_argument("--data-dir", default=None, help="dataset folder (default: the project's data/)")
    p.set_defaults(func=cmd_model)
    p = sub.add_parser("predict", help="the model's TTFT and TPOT for runs in the columns of data/measurements.csv, "
                                       "and its error where they are measured (scored, never fitted)")
    p.add_argument("runs", help="a CSV of runs (the columns of data/measurements.csv; its own source)")
    p.add_argument("--csv", metavar="FILE", help="also write the predictions as CSV")
    p.add_argument("--data-dir", default=None, help="dataset folder whose fits predict (default: the project's data/)")
    p.set_defaults(func=cmd_predict)
    try:
        argv, params = _take_params(list(sys.argv[1:] if argv is None else argv))
    except ValueError as exc:       # a usage error, said as argparse says one
        parser.print_usage(sys.stderr)
        print(f"trainium-report: error: {exc}", file=sys.stderr)
        return 1
    args = parser.parse_args(argv)
    for name in ("out", "figures", "notebooks", "csv", "data_dir", "scenario", "runs"):   # '~' the shell left
        if isinstance(getattr(args, name, None), str):      # (quoted, a script's variable): home, as in a scenario
            setattr(args, name, os.path.expanduser(getattr(args, name)))
    if isinstance(getattr(args, "scenarios", None), list):
        args.scenarios = [os.path.expanduser(f) for f in args.scenarios]
    if getattr(args, "model", None) and str(args.model).startswith("~"):     # a path, not a model_id
        args.model = os.path.expanduser(args.model)
    try:
        os.getcwd()
    except OSError:                 # every relative path (and libraries that ask for it) would fail later
        print(f"trainium-report {args.command}: the working folder was removed while this shell was in it; "
              "cd into a folder that exists and run again", file=sys.stderr)
        return 1
    if problem := cache.environment_problem():      # every command reads the cache: one rule for all
        print(f"trainium-report {args.command}: {problem}" + ("; nothing was built" if args.command == "build" else ""),
              file=sys.stderr)
        return 1
    if params:
        args.param = (args.param or []) + params
    out, err = sys.stdout, sys.stderr
    if out is None or err is None:      # started with stdout or stderr closed (`>&-`): nowhere to say anything
        with contextlib.suppress(OSError, ValueError, AttributeError):
            (err or out).write(f"trainium-report {args.command}: {'stdout' if out is None else 'stderr'} is closed; "
                               "give it a file or /dev/null\n")
        return 1
    sys.stdout, sys.stderr = _Printable(out), _Printable(err)      # data and scenario text never drive the terminal
    for name in ("csv", "out", "figures", "data_dir"):     # a path given empty, or a --csv naming a folder, is none
        given = getattr(args, name, None)
        if given is not None and (given.strip() == "" or (name == "csv" and given.endswith(("/", os.sep)))):
            flag = "data_dir" if name == "data_dir" and args.command == "validate" else "--" + name.replace("_", "-")
            print(f"trainium-report {args.command}: {flag} {given!r}: " + ("an empty path; give a folder" if
                  name != "csv" else "an empty path or a folder; give a file name") + "; nothing was written",
                  file=sys.stderr)
            return 1
    try:
        rc = args.func(args)
        sys.stdout.flush()
        return rc
    except _OutputLost as exc:       # stdout on a full disk (or past ulimit -f): one line, not a traceback
        with contextlib.suppress(OSError, ValueError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), out.fileno())     # the interpreter's last flush goes nowhere
            err.write(f"trainium-report {args.command}: cannot write to standard output ({exc}), so the command "
                      "stopped at the message it could not print" + ("; what the build published before it is in "
                      "place (the report folder's index.html lists it)" if args.command == "build" else "") + "\n")
            err.flush()
        return 1
    except KeyboardInterrupt:        # Ctrl-C in a command other than build (which says what it kept)
        print(f"{args.command}: interrupted", file=sys.stderr)
        return 130
    except (dataset.DataError, hfconfig.ConfigError, inputs.Changed) as exc:  # an input read after the command's
        # checks (a data folder moved, a file saved or swapped while it ran): the problems as every command says
        # them, not a traceback
        print(exc, file=sys.stderr)
        print(f"{args.command}: stopped: an input changed or went away while the command ran", file=sys.stderr)
        return 1
    except BrokenPipeError:          # `trainium-report claims | head`: the reader left; nothing to say
        with contextlib.suppress(OSError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), out.fileno())
        return 0
    finally:
        sys.stdout, sys.stderr = out, err


#: characters that move a terminal's cursor, change its colours or title, or hide or reorder text
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1a\x1c-\x1f\x7f-\x9f\u200b-\u200f\u202a-\u202e"
                      "\u2066-\u2069\ufeff]|\x1b")


class _OutputLost(Exception):
    """stdout or stderr could not be written (not a broken pipe: a reader that left is no failure)."""


class _Printable(io.TextIOBase):
    """A text stream that writes control and invisible characters (ESC, NUL, zero-width and
    direction marks) as escapes: a scenario value or data cell printed in a message cannot clear the
    screen, retitle the terminal or hide text. Newlines, tabs and carriage returns pass."""

    def __init__(self, stream):
        self.stream = stream

    def write(self, text: str) -> int:
        text_out = _CONTROL.sub(lambda m: m.group().encode("unicode_escape").decode("ascii"), text)
        try:
            try:
                self.stream.write(text_out)
            except UnicodeEncodeError:     # PYTHONIOENCODING=ascii (or latin-1) and a name like 中.csv: escaped
                enc = getattr(self.stream, "encoding", None) or "ascii"
                self.stream.write(text_out.encode(enc, "backslashreplace").decode(enc))
        except BrokenPipeError:       # `... --csv out.csv | head`: the reader left; the command goes on
            self._left()              # (its CSV is still written), printing to nothing
        except OSError as exc:        # a full disk, a file past ulimit -f: the output is lost, say so
            raise _OutputLost(exc.strerror or str(exc)) from None
        return len(text)

    def flush(self) -> None:
        try:
            self.stream.flush()
        except BrokenPipeError:
            self._left()
        except OSError as exc:
            raise _OutputLost(exc.strerror or str(exc)) from None

    def _left(self) -> None:
        with contextlib.suppress(OSError, ValueError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), self.stream.fileno())

    def fileno(self) -> int:
        return self.stream.fileno()

    def isatty(self) -> bool:
        return self.stream.isatty()

    @property
    def encoding(self):
        return getattr(self.stream, "encoding", "utf-8")


#: True when this process ends as the command returns (the console script, python -m): `cmd_build`
#: then holds signals from its last line to the exit
_EXITS_AFTER = False


def entry() -> None:
    """The `trainium-report` command: `main`, then exit with its code."""
    global _EXITS_AFTER
    _EXITS_AFTER = True
    sys.exit(main())


if __name__ == "__main__":
    entry()
