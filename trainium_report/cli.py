"""`trainium-report validate | build` (claims and estimate arrive with their modules)."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from . import dataset


def cmd_validate(args) -> int:
    data_dir = Path(args.data_dir) if args.data_dir else dataset.DATA_DIR
    problems = dataset.validate(data_dir)
    if problems:
        for p in problems:
            print(p)
        print(f"{len(problems)} problem(s) in {data_dir}", file=sys.stderr)
        return 1
    print(dataset.load(data_dir).summary())
    return 0


def cmd_build(args) -> int:
    from . import build, scenario

    files = [Path(f) for f in args.scenarios] or [scenario.SCENARIO_DIR / "default.yaml"]
    try:
        results = build.build(files, out=Path(args.out), figures=Path(args.figures), jobs=args.jobs,
                              pdf=not args.no_pdf, include_code=args.include_code,
                              progress=not args.quiet,
                              nb_dir=Path(args.notebooks) if args.notebooks else build.NOTEBOOK_DIR)
    except scenario.ScenarioError as exc:
        print(exc, file=sys.stderr)
        print("nothing was built", file=sys.stderr)
        return 1
    except dataset.DataError as exc:
        print(exc, file=sys.stderr)
        print("nothing was built: fix the dataset first (trainium-report validate)", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # interrupted by SIGTERM or an unexpected failure
        print(f"build stopped: {type(exc).__name__}: {exc}; no report was changed", file=sys.stderr)
        return 1
    failed = [r for r in results if not r.ok]
    for r in results:
        if r.ok:
            print(f"{r.name}: ok  {r.html}" + (f"  {r.pdf}" if r.pdf else ""))
        else:
            print(f"{r.name}: FAILED, last good report kept", file=sys.stderr)
            for e in r.errors:
                print(f"    {e}", file=sys.stderr)
    print(f"{len(results) - len(failed)} of {len(results)} scenario(s) built; index: {Path(args.out) / 'index.html'}")
    return 1 if failed else 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="trainium-report", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("validate", help="check data/ against its schema; list every problem")
    p.add_argument("data_dir", nargs="?", help="dataset folder (default: the project's data/)")
    p.set_defaults(func=cmd_validate)
    p = sub.add_parser("build", help="run the notebooks for scenarios and publish HTML/PDF reports")
    p.add_argument("scenarios", nargs="*", help="scenario YAML files (default: scenarios/default.yaml)")
    p.add_argument("--out", default="report", help="report folder (default: report)")
    p.add_argument("--figures", default="figures", help="figures folder (default: figures)")
    p.add_argument("--jobs", type=int, default=None, help="parallel notebook runs (default: CPU count)")
    p.add_argument("--no-pdf", action="store_true", help="skip the PDF export")
    p.add_argument("--include-code", action="store_true", help="show the code cells in the report")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.add_argument("--notebooks", default=None, help="notebook folder (default: the project's notebooks/)")
    p.set_defaults(func=cmd_build)
    args = parser.parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
