"""A scenario file (YAML; also papermill's parameters file) -> checked parameters.

Every problem in a file is reported at once, each naming the file and the key.
YAML is read with the safe loader: a tag that would build a Python object is
an error, not an object.

`load(scenario_file, overrides)` is the one way in (the build, the CLI and every
notebook use it); `scenarios/default.yaml` holds every default (`defaults()`).

Length: about 600 lines, one job. Most of it is the field table (a type, a meaning
and a check per key) and the hostile-input rules (sizes, names, aliases, duplicate
keys); they are the one set of rules for a scenario file and stay together.
"""
from __future__ import annotations

from collections.abc import Mapping

import ast
import contextlib
import copy
import dataclasses
import datetime as _dt
import difflib
import math
import os
import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

import yaml

from . import cache, calibration, datachecks, dataset, hfconfig, performance, pricing, shapes, yourruns
from .conventions import BASIS_NAMES, CANDIDATE_PARTS, CHIP_COUNT, MAX_CHIPS
from . import inputs
from .inputs import CONTROL_RE, NO_CONTROL, InputError, kind_problem, long_number_at, read_bytes, short, what_char  # noqa: F401
from .yourruns import mapping_problem

PROJECT = inputs.PROJECT
SCENARIO_DIR = PROJECT / "scenarios"
#: the one source of default values: every key, with the value a scenario gets when it does not set it
DEFAULT_FILE = SCENARIO_DIR / "default.yaml"
FIGURES_DIR = PROJECT / "figures"


@dataclass(frozen=True)
class Field:
    """A scenario key: its types, what it means, and its check. Its default value is in
    scenarios/default.yaml (`defaults()`), nowhere else."""
    types: tuple
    doc: str
    check: Callable[[Any], str | None] | None = None
    #: a mapping a scenario may give in part: the keys it leaves out keep default.yaml's values
    merge: bool = False


def _positive(v):
    return None if v > 0 else "a number > 0"


#: months a workload may run: beyond 50 years (longer than any data centre keeps its hardware) a
#: horizon is a slip, not a plan
MAX_HORIZON_MONTHS = 600


def _horizon(v):
    return None if 0 < v <= MAX_HORIZON_MONTHS else f"a whole number of months from 1 to {MAX_HORIZON_MONTHS}"


#: accelerators a training run may ask for: beyond this a time to train is milliseconds, not a plan
MAX_TRAINING_CHIPS = 1_000_000

#: the weight (serving) or compute (training) precisions a scenario may ask for
PRECISIONS = ("bf16", "fp8", "int8")


def _training_chips(v):
    return None if 0 < v <= MAX_TRAINING_CHIPS else f"a whole number from 1 to {MAX_TRAINING_CHIPS:,}"


def _one_of(*allowed):
    def check(v):
        return None if v in allowed else "one of " + ", ".join(allowed)
    return check


def _str_list(v):
    return None if v and all(isinstance(x, str) for x in v) else "a non-empty list of names"


def _fraction(v):
    return None if 0 < v <= 1 else "a number in (0, 1]"


PRICING = ("on_demand", "reserved", "reserved_1y", "reserved_3y", "ri_effective", "capacity_block", "spot", "quote")


def _runs_value(v):
    return mapping_problem(v)


def _is_num(x) -> bool:
    return not isinstance(x, bool) and isinstance(x, (int, float))


#: a quote in USD per hour: a cent an hour at least (the cheapest listed system, inf1.xlarge, is about
#: 0.23), at most a million (a price this far out makes the charts' bins and bills meaningless)
QUOTE_RANGE = (0.01, 1e6)


def _quoted(x) -> str:
    """' (a text: write the number without quotes)' for a number given in quotes ('30'); for one the YAML
    reader keeps as text (030, 0x1e, 1:30: `construct_yaml_int`), how to write it; else ''."""
    if isinstance(x, str):
        digits = x.strip().lstrip("+-").replace("_", "")
        if ":" in x or digits[:2].lower() in ("0x", "0b") or (len(digits) > 1 and digits[0] == "0" and digits[1].isdigit()):
            return (" (kept as text: a leading zero, 0x, 0b or a colon would make YAML read it in another base; "
                    "write the number in decimal without them)")
        with contextlib.suppress(ValueError):
            float(x)
            return " (a text: write the number without quotes)"
    return ""


def _number_map(v):
    lo, hi = QUOTE_RANGE
    bad = [k for k, x in v.items() if not _is_num(x) or not lo <= x <= hi]
    return None if not bad else (f"prices from {lo:g} to {hi:g} USD per hour "
                                 f"(bad: {', '.join(short(k, 40) + _quoted(v[k]) for k in bad)})")


#: (low, high] of each efficiency override: a fraction of peak under 0.01% is no measurement of a
#: system (1e-308 would make an infinite bill out of a finite one)
EFFICIENCY_KEYS = {"bandwidth_efficiency": (1e-4, 1), "prefill_mfu": (1e-4, 1), "decode_mfu": (1e-4, 1),
                   "training_mfu": (1e-4, 1), "training_mfu_fp8": (1e-4, 1), "step_overhead_ms": (0, 1e4)}
#: the efficiency terms a training estimate reads (a serving estimate reads the others)
TRAINING_EFFICIENCY = ("training_mfu", "training_mfu_fp8")


def _eff_map(v):
    problems = []
    for cand, d in v.items():
        if not isinstance(d, dict):
            problems.append(f"{cand}: a mapping")
            continue
        if not d:                          # an override that overrides nothing
            problems.append(f"{cand}: an empty mapping (give at least one of {', '.join(EFFICIENCY_KEYS)}, or leave "
                            f"{cand} out)")
            continue
        for k, x in d.items():
            lo, hi = EFFICIENCY_KEYS.get(k, (None, None))
            if lo is None:
                problems.append(f"{cand}.{k}: unknown (known: {', '.join(EFFICIENCY_KEYS)})")
            elif not _is_num(x) or not (lo < x <= hi):
                problems.append(f"{cand}.{k} = {x!r}: a number in ({lo}, {hi}]{_quoted(x)}")
    return "; ".join(problems) or None


#: the longest price age a scenario may allow: from the earliest date a price may carry to today, with room
MAX_AGE_DAYS = 36_500


def _max_age(v):
    if why := _positive(v):
        return why
    if v > MAX_AGE_DAYS:
        return (f"at most {MAX_AGE_DAYS:,} days (a century: prices are dated from {dataset.EARLIEST_DATE.year}; more "
                "admits nothing more and reads as a slip)")
    return None


def _iso_date(v):
    if v is None:
        return None
    if isinstance(v, str) and re.fullmatch(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", v):
        try:
            day = _dt.date.fromisoformat(v)
        except ValueError:
            return "a date that exists (YYYY-MM-DD; months 01-12, days up to the month's last)"
        if day > _dt.date.today():    # as validate refuses a price dated after today
            return "a date no later than today (a quote or a price cannot be dated in the future)"
        if day < dataset.EARLIEST_DATE:    # and one before 2000 (0001-01-01 is a slip, not a quote)
            return f"a date in or after {dataset.EARLIEST_DATE.year} (an earlier year is a slip)"
        return None
    return "a date YYYY-MM-DD (or null for the day of the build)"


def _exists(v):
    if v is None:
        return None
    if long := inputs.length_problem(v):        # is_dir() would raise on it
        return f"an existing folder (null: the project's data/); {long}"
    if v.strip() and Path(v).is_dir():
        return None
    return "an existing folder (null: the project's data/)" + inputs.written_otherwise(Path(v))


# --------------------------------------------------------------------------
# hostile input: names, sizes, duplicates, non-finite numbers (one rule each)

#: names the build itself uses inside the report folder; a scenario may not take them
RESERVED_NAMES = ("index.html", "index.html.tmp", "_failed", "_shared", ".lock")
NAME_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,63}")
MAX_FILE_BYTES = 256 * 1024     # a scenario file
MAX_TEXT = 2_000                # characters in any one text value (or key)
MAX_ITEMS = 1_000               # entries in any one list or mapping
MAX_VALUES = 20_000             # values in the whole file, a YAML alias counted each time it is used
MAX_MAGNITUDE = 1e18            # any one number
MIN_MAGNITUDE = 1e-9            # any one number other than 0
MAX_PROBLEMS = 30               # problems listed per file
MIN_UTILISATION = 0.01          # a rented system's load, at least (1e-9 rented 732 million instances)
MIN_STEP_TOKENS = 65_536        # tokens in a training step (global_batch x seq_len), at least
MAX_SEQ_LEN = 1_048_576         # a training sequence's tokens, at most (1M: the longest published context)


def name_problem(name) -> str | None:
    """The one rule for scenario names, from a `scenario:` key or a file name alike:
    None when `name` may be a folder in the report folder, else what is expected."""
    if not isinstance(name, str) or not NAME_RE.fullmatch(name):
        return ("1 to 64 ASCII letters (a-z, A-Z), digits, '.', '_' or '-', starting with a letter or digit "
                "(it names the folder report/<scenario>/)"
                + (f"; it holds non-ASCII characters ({inputs.non_ascii(name)})"
                   if isinstance(name, str) and not name.isascii() else ""))
    if name.lower() in RESERVED_NAMES or name.lower().startswith((".build-", ".old-")):
        return f"a name the build does not use itself (not {', '.join(RESERVED_NAMES)})"
    return None


def _name(v):
    return name_problem(v)


class _Exponent(int):
    """A whole number written in exponent form (2e3): a whole number where one is expected
    (input_tokens), a float in a number key (tokens_per_day: 2e9, as when YAML 1.1 gave it as text)."""


class _Loader(yaml.SafeLoader):
    """The safe loader, noting keys that appear twice in one mapping (YAML lets the last win)."""

    def construct_mapping(self, node, deep=False):
        if isinstance(node, yaml.MappingNode):
            seen: dict = {}
            for key_node, _ in node.value:
                if isinstance(key_node, yaml.ScalarNode) and key_node.tag != "tag:yaml.org,2002:merge":
                    line = key_node.start_mark.line + 1
                    if key_node.value in seen:
                        self.duplicates.append(f"key {short(key_node.value)} appears twice (line {seen[key_node.value]} "
                                               f"and line {line}); remove one")
                    else:
                        seen[key_node.value] = line
        return super().construct_mapping(node, deep)

    def _not_a(self, node, what: str):
        """A value tagged as what it cannot be (`!!bool maybe`, `!!int 1e9`): refused with its line."""
        return yaml.constructor.ConstructorError(
            None, None, f"{short(node.value, 40)} is not {what} (tagged {node.tag.replace('tag:yaml.org,2002:', '!!')})",
            node.start_mark)

    def construct_yaml_bool(self, node):
        if self.construct_scalar(node).lower() not in self.bool_values:
            raise self._not_a(node, "a YAML boolean (true/false, yes/no, on/off)")
        return super().construct_yaml_bool(node)

    def construct_yaml_int(self, node):
        # YAML 1.1 reads 1:30 as 90 (base 60), 0512 as 330 (octal), 0x10 as 16 and 0b101 as 5; a scenario
        # never means those (a time? a zero-padded number?), so such a value stays the text written and
        # the key's check names it
        digits = node.value.lstrip("+-").replace("_", "")
        if ":" in node.value or digits[:2].lower() in ("0x", "0b") or (len(digits) > 1 and digits[0] == "0"):
            return node.value
        try:
            return super().construct_yaml_int(node)
        except ValueError:
            if node.value.isascii() and re.fullmatch(r"[-+]?[0-9_]+", node.value):  # thousands of digits: said below
                raise
            raise self._not_a(node, "a whole number") from None

    def construct_yaml_float(self, node):
        if ":" in node.value:
            return node.value
        if EXPONENT.match(node.value):      # 2e3 a whole number when it is one (input_tokens: 2e3); 1.5e3 1500.0
            x = float(node.value.replace("_", ""))
            return _Exponent(x) if "." not in node.value and x.is_integer() and abs(x) < 2 ** 53 else x
        try:
            return super().construct_yaml_float(node)
        except ValueError:
            raise self._not_a(node, "a number") from None


    def construct_yaml_timestamp(self, node):
        # a date that does not exist (2026-02-30) fails inside PyYAML with no line or key: it stays
        # the text written, and the key's own check names it
        try:
            return super().construct_yaml_timestamp(node)
        except ValueError:
            return node.value
        except AttributeError:               # tagged !!timestamp but no date at all (`!!timestamp soon`)
            raise self._not_a(node, "a date (YYYY-MM-DD)") from None


_Loader.add_constructor("tag:yaml.org,2002:bool", _Loader.construct_yaml_bool)
_Loader.add_constructor("tag:yaml.org,2002:int", _Loader.construct_yaml_int)
_Loader.add_constructor("tag:yaml.org,2002:timestamp", _Loader.construct_yaml_timestamp)
_Loader.add_constructor("tag:yaml.org,2002:float", _Loader.construct_yaml_float)
#: YAML 1.1 (PyYAML) reads a number in exponent form with no decimal point or no exponent sign (2e3,
#: 4e-1, 1.5e3) as text, where YAML 1.2 and every other reader take it for a number: here it is a
#: number in every key
EXPONENT = re.compile(r"^[-+]?(?:[0-9][0-9_]*(?:\.[0-9_]*)?|\.[0-9_]+)[eE][-+]?[0-9]+$")
_Loader.add_implicit_resolver("tag:yaml.org,2002:float", EXPONENT, list("-+.0123456789"))


def parse_yaml(path: Path, where: str) -> tuple[Any, list[str]]:
    """(document, problems): size-limited read, safe loader, duplicate keys reported with lines."""

    try:
        if (problem := kind_problem(path)) == "no such file":
            return None, [f"{where}: cannot read the file (No such file or directory)"]
        if problem:
            return None, [f"{where}: {problem}"]
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            return None, [f"{where}: the file is {size:,} bytes; a scenario file may hold at most {MAX_FILE_BYTES:,}"]
        text = read_bytes(path, MAX_FILE_BYTES).decode("utf-8")
    except InputError as exc:
        return None, [f"{where}: {str(exc).split(': ', 1)[-1]}"]
    except OSError as exc:
        return None, [f"{where}: cannot read the file ({exc.strerror or exc})"]
    except UnicodeDecodeError as exc:
        return None, [f"{where}: not UTF-8 text (byte {exc.start}: {exc.reason})" + inputs.utf16_hint(exc.object[:4])]
    return parse_text(text, where)


def _key_at(text: str, line: int, column: int) -> str | None:
    """The top-level key whose value holds (line, column) of a YAML text (0-based, as YAML's marks
    count): the nearest `key:` at the start of a line at or above it, else, in a one-line flow mapping
    (`{quote_date: ...}`), the last `key:` before the column; None if there is none."""
    lines = text.splitlines()[:line + 1]
    for i in range(len(lines) - 1, -1, -1):
        if m := re.match(r"([A-Za-z_][\w.-]*)[ \t]*:(?:\s|$)", lines[i]):
            return m.group(1) if i < line or m.end() <= column else None
    # a key starts after a character no key holds: each start tried once (a 100,000-letter run is not tried
    # from each of its letters, which took minutes)
    if lines and (keys := re.findall(r"(?<![\w.-])([A-Za-z_][\w.-]*)[ \t]*:(?:\s)", lines[-1][:column])):
        return keys[-1]
    return None


def _token_before(text: str, line: int, column: int) -> int:
    """The length of the plain word ending just before (line, column) of a YAML text (0-based): up to the
    space, comma or bracket before it (a key too long for YAML, in a flow mapping `{kkk...: 1}`)."""
    row = text.splitlines()[line] if line < text.count("\n") + 1 else ""
    head = row[:column].rstrip(" \t")
    cut = max(head.rfind(c) for c in " \t{[,")
    return len(head) - cut - 1


def parse_text(text: str, where: str, keyed: bool = True) -> tuple[Any, list[str]]:
    """(document, problems) of YAML text (a scenario file's, or a command line's -y/-p): the safe
    loader; duplicate keys, characters YAML refuses (a NUL), values it cannot build (a date like
    2026-13-45, an integer of thousands of digits), nesting too deep and alias bombs each named.
    `keyed`: a problem's line is said with the top-level key that holds it (not for a -p value, whose
    key `where` names)."""
    loader = None
    try:
        loader = _Loader(text)
        loader.duplicates = []
        doc = loader.get_single_data()
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        # "while scanning a simple key": the key's own line (PyYAML notices the missing ':' a line later)
        on_key = "simple key" in str(getattr(exc, "context", "") or "") and getattr(exc, "context_mark", None)
        if on_key:
            mark = exc.context_mark
        at = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        if not mark and isinstance(getattr(exc, "position", None), int):     # a character YAML refuses (NUL)
            pos = exc.position
            at = f" at line {text.count(chr(10), 0, pos) + 1}, column {pos - text.rfind(chr(10), 0, pos)}"
        reason = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        row = text.splitlines()[mark.line] if mark is not None and mark.line < len(text.splitlines()) else ""
        long_key = mark is not None and (
            (mark.column > 1024 and ("mapping values" in reason or
                                     ("but got ':'" in reason and _token_before(text, mark.line, mark.column) > 1024)))
            or (on_key and len(row[mark.column:].split(":", 1)[0].rstrip()) > 1024 and ":" in row[mark.column:]))
        if on_key and not long_key:
            reason = (f"the line {short(row[mark.column:].split(' #')[0].strip(), 60)} has no ':' after its key (a line of a "
                      "mapping is 'key: value')")
            keyed = False               # the key it blames is its own line's, not one above it
        if mark and keyed and not long_key and (key := _key_at(text, mark.line, mark.column)):
            at += f" (key {short(key)})"
        if long_key:
            reason = "a key longer than 1,024 characters (YAML reads no longer plain key); keys are names like tokens_per_day"
        return None, [f"{where}: not valid YAML{at}: {short(reason, 200)}"]
    except RecursionError:
        return None, [f"{where}: the YAML is nested too deeply"]
    except (ValueError, OverflowError) as exc:     # raised while a value is built: the parser names no line
        if at := long_number_at(text):
            return None, [f"{where}: {at}: a number of thousands of digits, expected a number of magnitude at "
                          f"most {MAX_MAGNITUDE:g}"]
        return None, [f"{where}: a value YAML cannot read ({short(str(exc), 120)}): a date that does not exist "
                      "(2026-13-45, 2026-02-30) or a number of thousands of digits?"]
    except MemoryError:
        return None, [f"{where}: the YAML expands to more than memory holds (aliases used again and again?)"]
    finally:
        if loader is not None:
            loader.dispose()
    problems = [f"{where}: {d}" for d in loader.duplicates]
    if isinstance(doc, dict):    # the value budget before anything else walks it (an alias bomb stops here)
        problems += [p for ps in value_problems(doc, where).values() for p in ps if "values (YAML aliases" in p]
    return doc, problems


def _values_in(value, budget: int) -> int:
    """The values `value` holds (itself included, aliases expanded), counted up to `budget`."""
    count, stack = 0, [value]
    while stack and count < budget:
        v = stack.pop()
        count += 1
        if isinstance(v, dict):
            stack.extend(v.keys())
            stack.extend(v.values())
        elif isinstance(v, (list, tuple)):
            stack.extend(v)
    return count


def value_problems(raw: dict, where: str) -> dict[str, list[str]]:
    """Size and number checks over every value (aliases expanded, but with a budget, so an
    alias bomb stops here): top-level key -> problems. Keys listed here (some with no
    message, when the budget ran out before them) are not checked any further."""
    out: dict[str, list[str]] = {}
    count = 0
    for key, value in raw.items():
        top = str(key)
        if count > MAX_VALUES:
            out[top] = []
            continue
        if top not in FIELDS:       # an unknown key is said as such (`check`), and what it holds never checked;
            count += _values_in(value, MAX_VALUES - count + 1)    # but counted: anything that copies it walks it
            if count > MAX_VALUES:
                out[top] = [f"{where}: key {short(top, 40)} holds more than {MAX_VALUES:,} values (YAML aliases "
                            "count each time they are used)"]
            continue
        stack = [(top, value)]
        while stack:
            path, v = stack.pop()
            count += 1
            if count > MAX_VALUES:
                out.setdefault(top, []).append(
                    f"{where}: key {short(top, 40)} holds more than {MAX_VALUES:,} values (YAML aliases count "
                    "each time they are used)")
                break
            problem = None
            if isinstance(v, (dict, list)) and len(v) > MAX_ITEMS:
                problem = f"has {len(v):,} entries; at most {MAX_ITEMS:,} are allowed"
            elif isinstance(v, dict):
                for k, x in v.items():
                    if isinstance(k, str) and len(k) > MAX_TEXT:
                        problem = f"has a key {len(k):,} characters long; at most {MAX_TEXT:,} are allowed"
                        break
                    if isinstance(k, str) and (c := CONTROL_RE.search(k) or ONE_LINE_RE.search(k)):
                        problem = f"has a key holding {what_char(c[0])}; expected {NO_CONTROL}{ONE_LINE}"
                        break
                    if isinstance(k, str) and (odd := inputs.mark_stack(k)):
                        problem = f"has a key {short(k, 40)} holding {odd}"
                        break
                    if isinstance(k, str) and (odd := inputs.look_alike(k)):
                        problem = f"has a key {short(k, 40)} that {odd}: a look-alike letter?"
                        break
                    if isinstance(k, str) and top in ID_KEYS and not k.isascii():
                        problem = f"has a key {short(k, 40)} that{_non_ascii(k)}"
                        break
                    stack.append((f"{path}.{k}", x))
            elif isinstance(v, list):
                stack.extend((f"{path}[{i}]", x) for i, x in enumerate(v))
            elif isinstance(v, str) and len(v) > MAX_TEXT:
                problem = f"is {len(v):,} characters long; at most {MAX_TEXT:,} are allowed"
            elif isinstance(v, str) and (c := CONTROL_RE.search(v) or ONE_LINE_RE.search(v)):
                problem = f"holds {what_char(c[0])}; expected {NO_CONTROL}{ONE_LINE}"
            elif isinstance(v, str) and (odd := inputs.mark_stack(v)):
                problem = f"holds {odd}"
            elif isinstance(v, str) and (odd := inputs.look_alike(v)):
                problem = f"is {short(v, 40)}, which {odd}: a look-alike letter?"
            elif isinstance(v, str) and top in ID_KEYS and not v.isascii() and not v.endswith(".json"):
                problem = f"is {short(v, 40)}, which{_non_ascii(v)}"
            elif isinstance(v, float) and not math.isfinite(v):
                problem = f"is {v}, expected a finite number"
            elif (isinstance(v, (int, float)) and not isinstance(v, bool)) and abs(v) > MAX_MAGNITUDE:
                problem = f"is {short(v, 30)}, expected a number of magnitude at most {MAX_MAGNITUDE:g}"
            elif isinstance(v, float) and v != 0 and abs(v) < MIN_MAGNITUDE:
                problem = (f"is {short(v, 30)}, expected a number of magnitude at least {MIN_MAGNITUDE:g} (or 0, "
                           "where the key takes 0: a price, volume or share this small overflows the arithmetic)")
            if problem:
                out.setdefault(top, []).append(f"{where}: key {short(path, 60)} {problem}")
    return out


def glyph_warnings(params: dict, where: str) -> list[str]:
    """The scenario's texts (a title, a label, a model's or a platform's name) holding characters the
    charts and the PDF cannot draw (`inputs.undrawn`), by key."""
    out, stack = [], [(k, v) for k, v in params.items() if not str(k).startswith("_")]
    while stack:
        path, v = stack.pop()
        if isinstance(v, dict):
            stack.extend((f"{path}.{k}", x) for k, x in v.items())
            out += [f"warning: {where}: key {short(path, 60)} has a key {short(k, 40)}: {odd}: {inputs.UNDRAWN}"
                    for k in v if isinstance(k, str) and (odd := inputs.undrawn(k))]   # a platform's name
        elif isinstance(v, list):
            stack.extend((f"{path}[{i}]", x) for i, x in enumerate(v))
        elif isinstance(v, str) and (odd := inputs.undrawn(v)):
            out.append(f"warning: {where}: key {short(path, 60)}: {odd}: {inputs.UNDRAWN}")
    return sorted(out)


#: keys whose values (or, for the overrides, whose keys) are ids, regions or names of the dataset, all
#: ASCII: a fullwidth or Cyrillic letter there is a look-alike, said as such (not 'not in candidates')
ID_KEYS = ("candidates", "regions", "model", "price_overrides", "efficiency_overrides", "precision", "price_basis",
           "workload")


#: a scenario's texts are names, ids, paths and a title, each shown on one line (a tab in a platform's
#: name is drawn as a box in its chart; a line break splits the headline): the characters CONTROL_RE
#: lets through for the data's notes are refused here too
ONE_LINE_RE = inputs.ONE_LINE_RE
ONE_LINE = ", on one line (no tab or line break: a YAML block scalar, | or >, ends in one)"


def _non_ascii(text: str) -> str:
    return f" holds non-ASCII characters ({inputs.non_ascii(text)}), where the dataset's ids are ASCII: a look-alike letter?"


def check_candidates(params: dict, where: str, ds) -> list[str]:
    """Candidates once each, chip counts > 0, providers and regions the dataset knows."""
    problems = []
    cands = params.get("candidates") or []
    seen: dict = {}
    said: set = set()
    for c in cands:
        m = CANDIDATE_PARTS.fullmatch(str(c).strip())
        chips = m["chips"] if m else None
        same = (m["entity"], int(chips) if chips and chips.isdigit() and chips.isascii() else chips or 1,
                m["provider"] or "aws") if m else c        # h100-sxm:08@lambda is h100-sxm:8@lambda
        if same in seen and same not in said:           # each repeat said once, however many copies
            said.add(same)
            problems.append(f"{where}: key 'candidates' lists {short(c)} twice"
                            + (f" (as {short(seen[same])})" if seen[same] != c else ""))
        seen.setdefault(same, c)
    providers = sorted(set(ds.prices["provider"]) | {"aws"})
    for c in cands:
        m = CANDIDATE_PARTS.fullmatch(str(c).strip())
        if not m:
            continue   # pricing.parse_candidate names the problem
        if m["chips"] is not None and (not re.fullmatch(CHIP_COUNT, m["chips"]) or not 0 < int(m["chips"]) <= MAX_CHIPS):
            problems.append(f"{where}: key 'candidates': {short(c)} has chip count {short(m['chips'])}, "
                            f"expected a whole number from 1 to {MAX_CHIPS:,} in ASCII digits (e.g. h100-sxm:8@lambda)")
        if m["provider"] is not None and m["provider"] not in providers:
            problems.append(f"{where}: key 'candidates': {short(c)} names the unknown provider "
                            f"{short(m['provider'])} (known: {', '.join(providers)})")
    aws = set(ds.prices.loc[ds.prices["provider"] == "aws", "region"])
    if "provider" in ds.availability:
        aws |= set(ds.availability.loc[ds.availability["provider"] == "aws", "region"])
    known = sorted(r for r in aws if r)
    for r in params.get("regions") or []:
        if r not in known:               # '' (a price row with no region) is no region to name
            problems.append(f"{where}: key 'regions' names the unknown region {short(r)} (known: {', '.join(known)})")
    return problems


def resolve_data_dir(raw: dict, path: Path) -> None:
    """A relative `data_dir` is read from the scenario file's folder (not from wherever the
    build or the kernel happens to run)."""
    d = raw.get("data_dir")
    if isinstance(d, str) and d and len(d) <= MAX_TEXT:
        p = Path(d).expanduser()
        raw["data_dir"] = str(p if p.is_absolute() else beside(path, str(p)))   # links kept: the reader checks them


# --------------------------------------------------------------------------
# decision inputs (notebook 05): porting effort, uncertainty ranges, scorecard

SCORE_AXES = ("performance", "scale_up", "software", "access", "momentum_2026")


def _nonnegative(v):
    return None if v >= 0 else "a number >= 0"


def _share(v):
    return None if 0 <= v <= 1 else "a number in [0, 1]"


def _discount(v):
    return None if 0 <= v < 1 else "an annual rate in [0, 1), e.g. 0.08 for 8%"


def _draws(v):
    return None if 10_000 <= v <= 2_000_000 else "a whole number from 10,000 to 2,000,000"


def _seed(v):
    return None if v >= 0 else "a whole number >= 0"


def _spread(keys, lo=0.0, hi=None, lo_open=False):
    """A mapping with exactly `keys` (ordered low <= [mode <=] high), each a number in range."""
    def check(v):
        # the keys as text, sorted: a key YAML read as a number or a boolean ('mode: 0,6' gives mode and 6;
        # 'on' is true) is named with the rest, not compared with them
        got = sorted(map(str, v)) if isinstance(v, dict) else v
        if not isinstance(v, dict) or set(v) != set(keys):
            return "a mapping {" + ", ".join(f"{k}: number" for k in keys) + "} " + f"(got {got})"
        bad = [k for k in keys if not _is_num(v[k]) or (v[k] <= lo if lo_open else v[k] < lo)
               or (hi is not None and v[k] > hi)]
        if bad:
            where = f"{'>' if lo_open else '>='} {lo:g}" + (f" and <= {hi:g}" if hi is not None else "")
            return f"numbers {where} (bad: {', '.join(bad)})"
        vals = [v[k] for k in keys]
        if vals != sorted(vals):
            return " <= ".join(keys) + " (got " + ", ".join(f"{k} {v[k]:g}" for k in keys) + ")"
        return None
    return check


#: engineer-weeks a port or its validation may take at most: 200 engineer-years; more is a slip (hours or
#: engineer-days for weeks), not a plan
MAX_ENGINEER_WEEKS = 10_000

#: a range of multipliers ({low, high} on a price, an efficiency, a volume) holds 1 (the value as given)
#: and lies within this: 90 and 110 for +-10% (a percent for a multiplier) or 1e-9 to 1e18 is a slip
MULTIPLIER_SPAN = (0.1, 10.0)


def _multipliers(v):
    """{low, high} multipliers: low <= 1 <= high, both within MULTIPLIER_SPAN."""
    if msg := _spread(("low", "high"), 0, lo_open=True)(v):
        return msg
    lo, hi = MULTIPLIER_SPAN
    if not (lo <= v["low"] <= 1 <= v["high"] <= hi):
        return (f"multipliers with {lo:g} <= low <= 1 <= high <= {hi:g} (got low {v['low']:g}, high {v['high']:g}): "
                "a range around the value as given, e.g. {low: 0.9, high: 1.1} for +-10% (not 90 and 110)")
    return None


def _price_range(v):
    problems = []
    for model, r in v.items():
        if model not in PRICING:
            problems.append(f"{model}: unknown pricing model (known: {', '.join(PRICING)})")
        elif msg := _multipliers(r):
            problems.append(f"{model}: {msg}")
    return "; ".join(problems) or None


def _weights(v):
    unknown = [k for k in v if k not in SCORE_AXES]
    bad = [k for k, x in v.items() if not _is_num(x) or x < 0]
    if unknown:
        return f"axes from {', '.join(SCORE_AXES)} (unknown: {', '.join(map(str, unknown))})"
    if bad:
        return f"numbers >= 0 (bad: {', '.join(bad)})"
    return None if sum(v.values()) > 0 else "at least one weight > 0"


def _platform_key(name) -> str:
    """What makes two platform names one platform in the scorecard's totals: case, edge spaces and
    how an accent is encoded (Unicode NFKC) aside."""
    return inputs.same_key(str(name)).strip().casefold()


def _scores(v):
    problems = []
    names = {}                      # one platform under two spellings would read as two in the totals
    for plat_, d in v.items():
        if not isinstance(plat_, str) or not plat_.strip():
            problems.append(f"{short(plat_)}: a platform's name, as text (the report shows it)")
            continue
        if (seen := names.setdefault(_platform_key(plat_), plat_)) != plat_:
            how = "" if seen == plat_ or seen.strip().casefold() == plat_.strip().casefold() else \
                ", the same text with its accents written as other code points" \
                if unicodedata.normalize("NFC", seen) == unicodedata.normalize("NFC", plat_) \
                else ", the same as it reads, written with other code points"
            problems.append(f"{short(plat_)}: a name of its own ({short(seen)} is given too{how})")
        if not isinstance(d, dict):
            problems.append(f"{plat_}: a mapping of axis: score")
            continue
        missing = [a for a in SCORE_AXES if a not in d]
        unknown = [a for a in d if a not in SCORE_AXES]
        bad = [a for a, x in d.items() if a in SCORE_AXES and (not _is_num(x) or not 0 <= x <= 5)]
        if missing:
            problems.append(f"{plat_}: a score for every axis (missing: {', '.join(missing)})")
        if unknown:
            problems.append(f"{plat_}: unknown axes {', '.join(map(str, unknown))} (known: {', '.join(SCORE_AXES)})")
        if bad:
            problems.append(f"{plat_}: scores from 0 to 5 (bad: {', '.join(bad)})")
    return "; ".join(problems) or None


FIELDS: dict[str, Field] = {
    "scenario": Field((str,), "short name; the report goes to report/<scenario>/", _name),
    "title": Field((str,), "report title", lambda v: None if v.strip() else
                   "a title with some text (it heads the report, its PDF and the index)"),
    "price_max_age_days": Field((int,), "warn about prices older than this many days", _max_age),
    "data_dir": Field((str, type(None)), "dataset folder (null: the project's data/)", _exists),
    # the workload
    "workload": Field((str,), "training or inference", _one_of("training", "inference")),
    "model": Field((str,), "a model_id from data/models.csv, or a path to a Hugging Face config.json (relative to "
                   "the scenario file; dense or mixture-of-experts, trainium_report/hfconfig.py)"),
    "model_shape": Field((dict, type(None)), "your model's shape inline, in the columns of data/models.csv "
                         "(layers, hidden_size, ffn_size, attention_heads, kv_heads, head_dim, vocab_size; experts, "
                         "experts_per_token, ... for a mixture of experts); when given it is the model"),
    "precision": Field((str,), "weights (inference) or compute (training) precision", _one_of(*PRECISIONS)),
    "candidates": Field((list,), "systems to compare: entity ids (trn2.48xlarge), AWS instance families (p5, inf2, "
                        "trn2: every size in the dataset, the cheapest that fits is rented), or chip:N@provider for "
                        "per-chip-hour prices", _str_list),
    "regions": Field((list,), "allowed AWS regions", _str_list),
    "price_basis": Field((str,), "which prices a comparison may use: auto (the first like-for-like AWS "
                         "basis with current prices on both sides), " + ", ".join(BASIS_NAMES), _one_of("auto", *BASIS_NAMES)),
    "measurements": Field((str, dict, type(None)), "your own runs, relative to the scenario file: a CSV with the "
                          "columns of data/measurements.csv, or a mapping {file, entity_id, tp, ...} for the JSON of "
                          "`vllm bench serve --save-result` or LLMPerf's summary (trainium_report/yourruns.py); fitted "
                          "like the published runs, and preferred for their platform", _runs_value),
    "price_overrides": Field((dict,), "candidate -> your quoted USD per hour", _number_map),
    "quote_date": Field((str, type(None)), "the date of your quotes in price_overrides, YYYY-MM-DD (null: the day "
                        "of the build); held to price_max_age_days like any price", _iso_date),
    "efficiency_overrides": Field((dict,), "candidate -> {bandwidth_efficiency, step_overhead_ms, prefill_mfu, "
                                               "decode_mfu, training_mfu, training_mfu_fp8}", _eff_map),
    "memory_headroom": Field((float,), "usable share of accelerator memory", _fraction),
    # training
    "train_tokens": Field((float,), "tokens to train on", _positive),
    "seq_len": Field((int,), "training sequence length", _positive),
    "global_batch": Field((int,), "sequences per optimizer step", _positive),
    "training_chips": Field((int,), "accelerators to train on (rounded up to whole systems)", _training_chips),
    "attention_flops": Field((bool,), "add the attention term 12 L d T to 6 N per token"),
    "deadline_days": Field((float, type(None)), "training must finish within this many days: a candidate that takes "
                           "longer on training_chips is not chosen, and the report says so (null: no deadline)",
                           lambda v: None if v is None else _positive(v)),
    # inference
    "input_tokens": Field((int,), "prompt tokens per request", _positive),
    "output_tokens": Field((int,), "generated tokens per request", _positive),
    "tokens_per_day": Field((float,), "input + output tokens served per day", _positive),
    "min_tokens_per_s_per_user": Field((float,), "latency target: generated tokens/s each user sees", _positive),
    "horizon_months": Field((int,), "how long the workload runs", _horizon),
    # decision (notebook 05): porting effort and money; every range is an analyst's assumption
    "porting_engineer_weeks": Field((dict,), "engineer-weeks to port the workload: {low, mode, high}, each at "
                                    f"most {MAX_ENGINEER_WEEKS:,}", _spread(("low", "mode", "high"), 0.0, MAX_ENGINEER_WEEKS)),
    "validation_engineer_weeks": Field((dict,), "engineer-weeks to validate the port (accuracy, performance): {low, mode, "
                                       f"high}}, each at most {MAX_ENGINEER_WEEKS:,}",
                                       _spread(("low", "mode", "high"), 0.0, MAX_ENGINEER_WEEKS)),
    "usd_per_engineer_week": Field((float,), "loaded cost of one engineer-week (USD)", _positive),
    "maintenance_usd_per_month": Field((float,), "ongoing cost of keeping the second platform working (USD/month)",
                                       _nonnegative),
    "dual_running_months": Field((float,), "months both platforms run after the port, before the GPU side stops",
                                 _nonnegative),
    "dual_running_share": Field((float,), "share of the workload mirrored on AWS silicon while both run", _share),
    "discount_rate_annual": Field((float,), "annual discount rate for the net present value", _discount),
    "utilisation": Field((dict,), "the highest average load a rented system is run at (headroom for peaks), both platforms: "
                         "{low, mode, high}, each from 0.01 to 1 (under 1% busy is an idle fleet, its bill no "
                         "measure of either platform); the bill rents whole systems for the volume at this load",
                         _spread(("low", "mode", "high"), MIN_UTILISATION, 1)),
    "efficiency_range": Field((dict,), "multipliers on an efficiency that has no range of its own (your "
                              "efficiency_overrides, or a value with neither out-of-sample errors nor a published "
                              "spread): {low, high}",
                              _multipliers),
    "price_range": Field((dict,), "pricing model -> {low, high} multipliers on the hourly price (models not given keep "
                         "the defaults)", _price_range, merge=True),
    "traffic_range": Field((dict,), "multipliers on the workload volume (tokens a day, or training runs): {low, high}",
                           _multipliers),
    "monte_carlo_draws": Field((int,), "Monte Carlo draws (>= 10,000)", _draws),
    "seed": Field((int,), "random seed of the Monte Carlo draws", _seed),
    "score_weights": Field((dict,), "scorecard axis -> weight (>= 0; axes not given keep the defaults)", _weights,
                           merge=True),
    "other_platform_scores": Field((dict,), "platform -> {axis: score 0-5} for every scorecard axis "
                                               "(your own judgement; nothing is filled in for you)", _scores),
}


class ScenarioError(ValueError):
    def __init__(self, problems: list[str]):
        # one problem said once (found by two checks), each on one line: a file name may hold a line break
        self.problems = problems = list(dict.fromkeys(inputs.printable(p) for p in problems))
        super().__init__("invalid scenario:\n" + "\n".join(f"  - {p}" for p in problems))


def _type_name(types: tuple) -> str:
    names = {str: "text", int: "a whole number", float: "a number", bool: "true/false",
             list: "a list", dict: "a mapping", type(None): "null"}
    return " or ".join(names.get(t, t.__name__) for t in types)


def check(params: dict, where: str) -> list[str]:
    problems = []
    for key, value in params.items():
        fdef = FIELDS.get(key)
        if fdef is None:
            same = inputs.same_key(str(key)).lower()
            close = [same] if same in FIELDS else difflib.get_close_matches(str(key), FIELDS, n=1)
            hint = f"did you mean '{close[0]}'? " if close else ""
            if not str(key).isascii():        # 'ｔｉｔｌｅ' reads as 'title': its letters are named
                hint += f"it holds non-ASCII characters ({inputs.non_ascii(str(key))}); "
            listed = any("known keys: " in p for p in problems)     # the list once per file
            known = "known keys above" if listed else "known keys: " + ", ".join(FIELDS)
            problems.append(f"{where}: unknown key {short(key)} ({hint}{known})")
            continue
        ok_types = fdef.types + ((int,) if float in fdef.types else ())
        if isinstance(value, bool) and bool not in fdef.types or not isinstance(value, ok_types):
            problems.append(f"{where}: key '{key}' is {short(value)}, expected {_type_name(fdef.types)}")
            continue
        if fdef.check and (msg := fdef.check(value)):
            problems.append(f"{where}: key '{key}' is {short(value)}, expected {short(msg, 400)[1:-1]}")
    return problems


def defaults() -> dict:
    """The default value of every key: scenarios/default.yaml (a fresh copy each call)."""

    return copy.deepcopy(_defaults())


@lru_cache(maxsize=1)
def _defaults() -> dict:
    raw, problems = parse_yaml(DEFAULT_FILE, str(DEFAULT_FILE))
    raw = {k: _coerce(k, v) for k, v in (raw or {}).items()}
    missing = [k for k in FIELDS if k not in raw]
    problems += check(raw, str(DEFAULT_FILE))
    if missing:
        problems.append(f"{DEFAULT_FILE}: the default file must give every key (missing: {', '.join(missing)})")
    for key, every in (("price_range", PRICING), ("score_weights", SCORE_AXES)):
        if isinstance(raw.get(key), dict) and (gap := [k for k in every if k not in raw[key]]):
            problems.append(f"{DEFAULT_FILE}: key '{key}' must give every one of {', '.join(every)} "
                            f"(missing: {', '.join(gap)})")
    if problems:
        raise ScenarioError(problems)
    return raw


def read(path: str | Path | None = None, overrides: dict | None = None) -> tuple[dict, list[str]]:
    """(parameters, problems) for one scenario file (None: scenarios/default.yaml) with
    `overrides` (keys that replace the file's values, checked alike); parameters include
    the defaults. A file read and checked before, unchanged (with the same overrides,
    dataset and checking code), is read back from the project cache: checked once."""
    path = Path(path) if path is not None else DEFAULT_FILE
    key = _memo_key(path, overrides)
    if key is not None:
        hit = cache.get("scenario", key, check=lambda v: isinstance(v, tuple) and len(v) == 2 and isinstance(v[0], dict))
        if hit is not None and hit[1] == dependencies(hit[0]):
            return hit[0], []
    params, problems = _read(path, overrides)
    if overrides:       # a value given with -p/-y (or a notebook's `overrides`) is not the file's: say so
        problems = [_from_overrides(p, overrides, path) for p in problems]
    if key is not None and not problems:
        cache.put("scenario", key, (params, dependencies(params)))
    return params, problems


def _from_overrides(problem: str, overrides: dict, path: Path) -> str:
    """`problem` saying which of its keys came from `overrides`, not the file: an unknown key
    is said to be given there (before the long list of known keys), a bad value so marked; a file
    named by a relative path there is read from `path`'s folder, which is said (papermill's -f gives
    a scenario file's keys without its folder)."""
    for k in overrides:
        unknown = f"unknown key {short(k)} ("
        if unknown in problem:
            return problem.replace(unknown, f"unknown key {short(k)}, given on the command line or as "
                                            f"overrides, not in the file (", 1)
        if f"key '{k}" in problem:
            v = overrides[k]
            named = [x for x in ((v.get("file"), v.get("model")) if isinstance(v, dict) else (v,))
                     if isinstance(x, str) and x.endswith((".csv", ".json")) and not Path(x).is_absolute()]
            relative = (f"; a relative path given so is read from {path.parent}, beside {path.name}: for a scenario "
                        "file naming files beside it, give papermill -p scenario_file FILE, not -f FILE (or "
                        "absolute paths)") if named and k in ("measurements", "model") and any(
                w in problem for w in ("no such file", "missing file", "not found", "does not exist")) else ""
            return f"{problem} (the value given on the command line or as overrides, not the file's{relative})"
    return problem


def _memo_key(path: Path, overrides: dict | None) -> str | None:
    try:
        if kind_problem(path) or path.stat().st_size > MAX_FILE_BYTES:
            return None                  # not cached: parse_yaml says what is wrong
        text = read_bytes(path, MAX_FILE_BYTES)     # the one reader: a build's kernels are held to its bytes
        return cache.key(str(path.resolve()), text, repr(overrides), read_bytes(DEFAULT_FILE, MAX_FILE_BYTES),
                         cache.code_version())
    except (OSError, TypeError, ValueError, InputError):
        return None


def reads(params: dict) -> tuple[Path, Path | None, Path | None]:
    """What a checked scenario reads besides its file: (its data folder, its runs file or None, its
    model's config.json or None). `dependencies` keys them by content; `--csv` never writes over them."""
    m, model = params.get("measurements"), params.get("model")
    runs = m if isinstance(m, str) else (m or {}).get("file")
    config = model if isinstance(model, str) and model.endswith(".json") else None
    return Path(params.get("data_dir") or dataset.DATA_DIR), Path(runs) if runs else None, \
        Path(config) if config else None


def dependencies(params: dict) -> tuple:
    """What a checked scenario rests on besides its file (`reads`): the dataset's version, the bytes of
    its plausibility checks (`checks.yaml`, which the check applies), of the measurements file and of
    the model's config.json it names (its check is reused while they hold; so is a build's run of
    it, `publishing.shared.run_key`)."""

    data_dir, runs_file, config_file = reads(params)
    try:
        version = dataset.dataset_version(data_dir)
        held_to = datachecks.checks_file(data_dir)
        checks = (str(held_to).encode() + read_bytes(held_to, dataset.MAX_FILE_BYTES)) if held_to else b""
        runs = read_bytes(runs_file, dataset.MAX_FILE_BYTES) if runs_file else b""
        config = read_bytes(config_file, hfconfig.MAX_BYTES) if config_file else b""
    except (OSError, InputError):
        return (None,)
    return version, checks, runs, config


def beside(path: Path, name: str) -> str:
    """A file a scenario names, read from the scenario file's folder: an absolute path with `..`
    taken out but no symlink resolved, so the reader still sees (and checks) any link on the way."""
    return os.path.normpath(path.resolve().parent / name)


def _read(path: Path, overrides: dict | None) -> tuple[dict, list[str]]:
    where = str(path)
    raw, problems = parse_yaml(path, where)
    if problems and raw is None:
        return {}, problems
    if raw is None:
        raw = {}
    if not isinstance(raw, dict):
        return {}, [f"{where}: expected a mapping of key: value at the top, got {type(raw).__name__}"]
    if raw and not any(str(k) in FIELDS for k in raw):        # a notebook, a config.json, a runs file
        found = ", ".join(short(k, 30) for k in list(raw)[:6]) + (", ..." if len(raw) > 6 else "")
        near = [f"{short(k, 30)}: did you mean '{m[0]}'?" for k in list(raw)[:20]
                if (m := difflib.get_close_matches(str(k), FIELDS, n=1))][:3]      # a scenario whose keys are typos
        return {}, [f"{where}: not a scenario file: it holds none of a scenario's keys (it holds {found}); a "
                    "scenario is a YAML mapping of the keys scenarios/default.yaml documents"
                    + ("; " + "; ".join(near) if near else "")]
    if overrides:
        if not isinstance(overrides, dict):
            return {}, [f"{where}: overrides must be a mapping of key: value, got {type(overrides).__name__}"]
        raw = {**raw, **{k: _merged(k, raw.get(k), v) for k, v in overrides.items()}}
    raw = {k: _coerce(k, v) for k, v in raw.items()}
    if raw.get("model_shape") and "model" in raw and raw["model"] is None:
        del raw["model"]                 # `model: null` beside a shape: the shape given instead of a model
    if raw.get("model_shape") and raw.get("model") is not None and path != DEFAULT_FILE and \
            (raw.get("model") != defaults().get("model") or "model" in (overrides or {})):
        # both chosen (the defaults' model, as a copy of default.yaml holds it, is no choice; on the command
        # line it is one): the inline shape would replace the model unsaid
        problems.append(f"{where}: keys 'model' ({short(raw['model'], 60)}) and 'model_shape' are both given, and "
                        "an inline model_shape is the model: give one of them")
    sized = value_problems(raw, where)
    for probs in sized.values():
        problems += probs
    resolve_data_dir(raw, path)
    problems += check({k: v for k, v in raw.items() if str(k) not in sized}, where)
    if "scenario" not in raw and (msg := name_problem(path.stem)):
        problems.append(f"{where}: the file name gives the scenario name {short(path.stem)}, expected {msg}; "
                        "rename the file or set the key 'scenario'")
    params = defaults()
    for k, v in raw.items():
        params[k] = _merged(k, params.get(k), v)
    if isinstance(params.get("model"), str) and params["model"].endswith(".json") and \
            not Path(params["model"]).is_absolute():      # a config.json is read from the scenario file's folder
        params["model"] = beside(path, params["model"])
    m = params.get("measurements")
    if isinstance(m, dict) and isinstance(m.get("file"), str) and not Path(m["file"]).is_absolute():
        params["measurements"] = {**m, "file": beside(path, m["file"])}
    elif isinstance(m, str) and not Path(m).is_absolute():
        params["measurements"] = beside(path, m)
    if not problems:
        problems += check_ids(params, where)
    if "scenario" not in raw:
        params["scenario"] = path.stem
    if len(problems) > MAX_PROBLEMS:
        problems = problems[:MAX_PROBLEMS] + [f"{where}: ... and {len(problems) - MAX_PROBLEMS} more problem(s)"]
    return params, problems


def _merged(key, old, new):
    """`new` over `old`: key by key for a mapping a scenario may give in part (`Field.merge`)."""
    merge = key in FIELDS and FIELDS[key].merge and isinstance(old, dict) and isinstance(new, dict)
    return {**old, **new} if merge else new


def _coerce(key, value):
    """YAML 1.1 reads 1e12 as text; accept it where a number is expected."""
    fdef = FIELDS.get(key)
    if fdef and str in fdef.types and isinstance(value, _dt.date):    # YAML reads 2026-11-15 as a date
        return value.isoformat()
    if fdef and float in fdef.types and isinstance(value, str) and value.isascii():   # float() reads '１０００' too
        try:
            return float(value)
        except ValueError:
            return value
    if isinstance(value, _Exponent):      # 2e9: a float where a number is expected, as when YAML gave it as text
        return float(value) if fdef and float in fdef.types and int not in fdef.types else int(value)
    return value            # inside a mapping or list an _Exponent stays (an int; walking it could meet an alias bomb)


def _at(path: str, r) -> str:
    """A run's file and line (a benchmark's JSON has no lines to name)."""
    line = int(getattr(r, "line", 0) or 0)
    return f"{path}, line {line}" if line > 0 else path


def _given(run, *columns: str) -> bool:
    """Does a run (a row of a read measurements frame) hold a value in each column (not NaN, None or blank)?"""
    return all((v := getattr(run, c, None)) is not None and v == v and v != "" for c in columns)


def unused_runs(ds, params: dict, runs, path: str) -> list[str]:
    """Your runs that nothing would use, refused so that none is dropped without a word: a run with no
    time to fit (a blank TPOT and TTFT, or a training run's rate) or no model_id (no shape to fit), a run of the other workload
    (training runs in a serving scenario, or the reverse), or on a platform no candidate is built
    from (its fit would price nothing)."""
    try:
        cands, _ = pricing.expand_candidates(ds, list(params.get("candidates") or []))
        plats = {calibration.platform_of(ds, pricing.parse_candidate(ds, c).entity_id) for c in cands}
    except (ValueError, KeyError):
        return []                         # a bad candidate is named by its own check
    out = []
    for r in runs.itertuples():
        try:
            plat = calibration.platform_of(ds, r.entity_id)
        except KeyError:
            continue                      # an unknown entity is named by the runs' own checks
        training = getattr(r, "phase", "") == "training"
        if not (_given(r, "sequences_per_s", "seq_len") if training else
                _given(r, "tpot_ms", "output_len") or _given(r, "ttft_ms", "input_len")):
            out.append(f"{_at(path, r)}: run {short(r.run_id)} gives nothing to fit: a "
                       + ("training run needs sequences_per_s and seq_len (a blank cell is a missing value)"
                          if training else
                          "serving run needs its TPOT with its output length, or its TTFT with its input length: "
                          "the file gives neither pair (an LLMPerf summary states the lengths as "
                          "results_number_output_tokens_mean or mean_output_tokens, and "
                          "results_number_input_tokens_mean or mean_input_tokens)" if str(path).endswith(".json")
                          else "serving run needs tpot_ms with output_len, or ttft_ms with input_len (a blank cell "
                          "is a missing value)"))
        elif hasattr(r, "model_id") and not _given(r, "model_id"):
            out.append(f"{_at(path, r)}: run {short(r.run_id)} has no model_id, and a fit reads the shape of the "
                       "model it ran (its layers, widths and heads), so nothing would use it; give the model's id "
                       "(the model_id column of data/models.csv), or leave the row out")
        elif training != (params.get("workload") == "training"):
            out.append(f"{_at(path, r)}: run {short(r.run_id)} is a "
                       f"{'training' if training else 'serving'} run, and this scenario's workload is "
                       f"{params.get('workload')}, whose sections read only {'serving' if training else 'training'} "
                       "runs; give it to a scenario of that workload, or leave the row out")
        elif plat not in plats:
            out.append(f"{_at(path, r)}: run {short(r.run_id)} is on {r.entity_id} "
                       f"({plat}), which no candidate of this scenario is built from, so nothing would use it; add a "
                       "candidate on it, or leave the row out")
        elif training and _run_precision(r) != ("fp8" if params.get("precision") == "fp8" else "bf16"):
            # a training run's MFU serves an estimate of its own precision (an FP8 run's is of the FP8 peak)
            out.append(f"{_at(path, r)}: run {short(r.run_id)} computes in {_run_precision(r)}, and this scenario "
                       f"trains in {params.get('precision')}, whose MFU comes from runs in that precision only; set "
                       "the scenario's precision to the run's, or leave the row out")
    return out


def _run_precision(r) -> str:
    return calibration.run_precision(getattr(r, "compute_dtype", ""), getattr(r, "weight_dtype", ""))


#: the compute precisions a training estimate has an MFU for (costs.mfu_key)
TRAINING_PRECISIONS = ("bf16", "fp8")


def check_ids(params: dict, where: str) -> list[str]:
    """Model, candidate and override names must exist in the dataset."""

    try:
        ds = dataset.load(params.get("data_dir"))
    except dataset.DataError as exc:
        return [f"{where}: the dataset does not load: {exc.problems[0]}"]
    # what validate refuses, refused here too: first the checks of the tables (a chip's spec in the wrong
    # unit makes its published runs look impossible; the spec is the cause to name), then the runs
    if bad := [f for f in datachecks.run(ds) if f.severity == "error"]:
        return [f"{where}: the dataset fails its plausibility checks (trainium-report validate): {f.problem} "
                f"(check '{f.check}')" for f in bad[:MAX_PROBLEMS]]
    if bad := calibration.dataset_impossible(ds):
        return [f"{where}: the dataset's runs: {p}" for p in bad[:MAX_PROBLEMS]]
    problems = []
    step = params.get("global_batch", 0) * params.get("seq_len", 0) if params.get("workload") == "training" else 0
    if step and params.get("train_tokens", 0) < step:
        problems.append(f"{where}: keys 'train_tokens', 'global_batch' and 'seq_len': train_tokens "
                        f"{params['train_tokens']:,.4g} is less than one optimizer step, global_batch x seq_len = "
                        f"{params['global_batch']:,} x {params['seq_len']:,} = {step:,.4g} tokens (a run shorter "
                        "than its step trains nothing)")
    if step and step < MIN_STEP_TOKENS:
        problems.append(f"{where}: keys 'global_batch' and 'seq_len': global_batch x seq_len = "
                        f"{params['global_batch']:,} x {params['seq_len']:,} = {step:,} tokens a step, expected at "
                        f"least {MIN_STEP_TOKENS:,} (the dataset's training runs step 8.4 M tokens; a step this small is "
                        "bound by per-step costs the model does not have, and its time would be nonsense)")
    if params.get("workload") == "training" and params.get("seq_len", 0) > MAX_SEQ_LEN:
        problems.append(f"{where}: key 'seq_len' is {params['seq_len']:,}, expected at most {MAX_SEQ_LEN:,} tokens "
                        "(the longest context a published model trains or serves; the model's own is lower)")
    request = params.get("input_tokens", 0) + params.get("output_tokens", 0)
    if params.get("workload") != "training" and request and 0 < params.get("tokens_per_day", 1) < request:
        problems.append(f"{where}: key 'tokens_per_day' is {params['tokens_per_day']:,.4g}, less than one request "
                        f"a day (input_tokens + output_tokens = {request:,}): the bill would be for idle systems, "
                        "and no volume this small is a reason to port")
    dual, horizon = params.get("dual_running_months", 0), params.get("horizon_months")
    if horizon is not None and dual > horizon:
        problems.append(f"{where}: keys 'dual_running_months' and 'horizon_months': dual_running_months {dual:,.4g} is "
                        f"longer than horizon_months {horizon:,}, so the GPU side never stops within the horizon and "
                        "the port can save nothing; give the months both platforms run after the port, within the "
                        "horizon")
    card = ds.extra.get("scorecard") if hasattr(ds, "extra") else None
    scored = {_platform_key(p): str(p) for p in (card["platform"] if card is not None else ())}
    for name in params.get("other_platform_scores") or {}:
        if _platform_key(name) in scored:
            problems.append(f"{where}: key 'other_platform_scores': {short(name)} is a platform the dataset's "
                            f"scorecard scores already ({scored[_platform_key(name)]}, data/scorecard.csv): "
                            "the two would be added into one total; give your platform another name")
    if params.get("workload") == "training" and params.get("precision") not in TRAINING_PRECISIONS:
        problems.append(f"{where}: key 'precision' is {short(params.get('precision'))} with workload training, "
                        f"expected one of {', '.join(TRAINING_PRECISIONS)} (a training MFU is measured or published "
                        "for these only; int8 is a serving precision)")

    if params.get("model_shape"):
        params["model"] = params["model_shape"]
    if isinstance(params["model"], dict) or str(params["model"]).endswith(".json"):
        try:
            performance.model_shape(ds, params["model"])
        except hfconfig.ConfigError as exc:
            lead = f"{where}: " if isinstance(params["model"], dict) else f"{where}: key 'model': "
            problems += [lead + line for line in str(exc).split("\n")]      # one line per key (an inline shape's)
        else:
            stated = hfconfig.quantization(params["model"]) if isinstance(params["model"], str) else None
            name = params["model"].get("name") if isinstance(params["model"], dict) else None
            named = shapes.stated_precision(name) if isinstance(name, str) else None
            if named and params.get("workload") != "training" and named != params.get("precision"):
                key = "model_shape" if params.get("model_shape") else "model"
                problems.append(f"{where}: key '{key}.name' is {short(name, 80)}, which states {named} weights, but key "
                                f"'precision' is {short(params.get('precision'))}: the report would size and time "
                                "another checkpoint than the one named; set precision to the checkpoint's"
                                + (f" ({named})" if named in PRECISIONS else
                                   f" (the report models {', '.join(PRECISIONS)} weights)")
                                + ", or name the shape without the quantization")
            if stated and params.get("workload") != "training" and stated[0] != params.get("precision"):
                problems.append(f"{where}: key 'precision' is {short(params.get('precision'))}, but the config.json "
                                f"of key 'model' ({inputs.printable(str(params['model']))[:120]}) states {stated[0]} weights "
                                f"({inputs.printable(stated[1])}): the report would size and time another checkpoint than "
                                "yours; set precision to the checkpoint's"
                                + (f" ({stated[0]})" if stated[0] in PRECISIONS else
                                   ", or give the config of an unquantized checkpoint (the report models "
                                   f"{', '.join(PRECISIONS)} weights)"))
    elif params["model"] not in set(ds.models["model_id"]):
        problems.append(f"{where}: key 'model' is '{params['model']}', expected a model_id from models.csv "
                        f"({', '.join(ds.models['model_id'])}) or a path to a config.json")
    given = [str(c).strip() for c in params["candidates"]]
    problems += [f"{where}: key 'candidates' lists {short(c)} twice" for c in sorted({c for c in given
                                                                                        if given.count(c) > 1})]
    regions = [str(r) for r in params.get("regions") or []]
    problems += [f"{where}: key 'regions' lists {short(r)} twice" for r in sorted({r for r in regions
                                                                                     if regions.count(r) > 1})]
    params["candidates"], params["candidate_families"] = pricing.expand_candidates(ds, given)   # as written, trimmed
    for c in params["candidates"]:
        try:
            pricing.parse_candidate(ds, c)
        except ValueError as exc:
            problems.append(f"{where}: key 'candidates': {exc}" + ("" if "the family" in str(exc) else
                                                                  " (or an AWS instance family, e.g. p5, inf2, trn2)"))
    if params.get("measurements"):
        try:
            mine = yourruns.read(params["measurements"], ds, params)
            spec = yourruns.spec_of(params["measurements"])
            problems += [f"{where}: key 'measurements': {p}"
                         for p in yourruns.blame(calibration.impossible(ds, mine, str(spec["file"]))
                                                 + calibration.training_problems(ds, mine, str(spec["file"])), spec,
                                                 mine.attrs.get("origin"))]
            problems += [f"{where}: key 'measurements': {p}" for p in unused_runs(ds, params, mine, str(spec["file"]))]
        except dataset.DataError as exc:
            problems += [f"{where}: key 'measurements': {p}" for p in exc.problems]
    families = params.get("candidate_families") or {}
    for key in ("price_overrides", "efficiency_overrides"):
        for c in params[key]:
            if c in families:
                problems.append(f"{where}: key '{key}' names the family {short(c)}; a quote or efficiency is for one "
                                f"size: name it ({', '.join(families[c][:6])})")
            elif c not in params["candidates"]:
                # the same system written another way in candidates (with or without a provider): key it as written there
                same = [x for x in params["candidates"] if isinstance(x, str) and isinstance(c, str)
                        and x.split("@")[0] == c.split("@")[0] and x != c]
                what = "quote" if key == "price_overrides" else "value"
                problems.append(f"{where}: key '{key}' names {short(c)}, which is not in 'candidates'"
                                + (f" (it lists {short(same[0])}: key the {what} exactly as the candidate is written)"
                                   if len(same) == 1 else
                                   f" (it lists {len(same)} such: {', '.join(short(x) for x in same[:6])}"
                                   f"{', ...' if len(same) > 6 else ''}; key each {what} exactly as its candidate is "
                                   "written)" if same else ""))
            else:
                problems += far_overrides(ds, params, key, c, where)
                if key == "price_overrides" and params.get("quote_date"):
                    problems += _quote_before_hardware(ds, params, c, where)
    if params.get("quote_date") and not params.get("price_overrides"):      # as an override nothing reads
        problems.append(f"{where}: key 'quote_date' is {short(params['quote_date'])} and price_overrides is empty, so "
                        "it dates nothing; give the quotes it dates, or leave quote_date null")
    problems += check_candidates(params, where, ds)
    return problems


def _quote_before_hardware(ds, params: dict, text: str, where: str) -> list[str]:
    """A quote dated more than `dataset.PREVIEW_DAYS` before its system's chip was first available
    (a run or a price so dated is refused alike)."""
    try:
        cand = pricing.parse_candidate(ds, text)
    except ValueError:
        return []
    row = {"as_of": str(params["quote_date"]), "entity_id": cand.entity_id}
    return [f"{where}: key 'quote_date' is {short(params['quote_date'])} for the quote of {short(text)}: expected "
            f"{p.expected}" for p in dataset._before_hardware("", [(0, row)], dataset.entity_cells(ds))]


def far_overrides(ds, params: dict, key: str, text: str, where: str) -> list[str]:
    """A quote or an efficiency override far from what the dataset gives the same system
    (`pricing.quote_problem`, `calibration.override_problem`): a unit slipped, and the verdict
    would rest on it. Give measured runs in `measurements` to override a fit by more."""
    try:
        cand = pricing.parse_candidate(ds, text)
    except ValueError:
        return []                               # named under 'candidates'
    if key == "price_overrides":
        why = pricing.quote_problem(ds, cand, float(params[key][text]))
        return [f"{where}: key 'price_overrides', {short(text)}: {why}"] if why else []
    try:
        moe = performance.model_shape(ds, params["model"]).moe
    except (KeyError, TypeError, ValueError):   # the model's own check names it
        moe = False
    given = params[key][text]
    training = params.get("workload") == "training"
    fp8 = params.get("precision") == "fp8"
    has_fp8 = training and fp8 and ("training_mfu_fp8" in given or
                                    "training_mfu_fp8" in calibration.efficiency(ds, cand.entity_id))
    other, unread = {}, {}              # a term nothing would read: refused, as unused runs are (the other
    for k in given:                     # workload's first)
        if (k in TRAINING_EFFICIENCY) != training:
            other[k] = (f"read only by {'serving' if training else 'training'} estimates, and this scenario's "
                         f"workload is {params.get('workload')}, so nothing would use it; leave it out, or give it "
                         "to a scenario of that workload")
        elif (k == "training_mfu_fp8" and not fp8) or (k == "training_mfu" and has_fp8):
            # the FP8 MFU is read at precision fp8 only, and then in place of the BF16 one
            unread[k] = (f"not read at precision {params.get('precision')} (" +
                         ("training_mfu_fp8 is read only at precision fp8" if k != "training_mfu" else
                          "an FP8 training MFU is known for this system, and is read in its place") +
                         "), so nothing would use it; leave it out")
    if other or unread:
        return [f"{where}: key 'efficiency_overrides', {short(text)}.{k}: {why}" for k, why in (other or unread).items()]
    out = [f"{where}: key 'efficiency_overrides', {short(text)}.{k}: {why}" for k, v in given.items()
           if (why := calibration.override_problem(ds, cand.entity_id, k, float(v), moe))]
    serving = set(calibration.SERVING_NEEDS) | {"decode_mfu"}
    has = calibration.efficiency(ds, cand.entity_id, moe=moe)
    if serving & set(given) and (gap := [k for k in calibration.SERVING_NEEDS if k not in given and k not in has]):
        out.append(f"{where}: key 'efficiency_overrides', {short(text)}: the dataset has no serving fit for this "
                   f"system, so a serving estimate needs {', '.join(calibration.SERVING_NEEDS)} (missing: "
                   f"{', '.join(gap)})")
    return out


class _Keys(Mapping):
    """A checked scenario: every key of `FIELDS` (defaults from scenarios/default.yaml) and the
    families its candidates expanded from. Frozen (a key cannot be set after the checks); read as
    attributes (`s.workload`) or as a mapping (`s['workload']`, `{**s, 'x': 1}` makes a plain dict to vary)."""

    def __getitem__(self, key):
        if key in _SCENARIO_KEYS:
            return getattr(self, key)
        raise KeyError(key)

    def __iter__(self):
        return iter(self._keys)        # the order the checks produced (scenarios/default.yaml's), as a dict had

    def __len__(self):
        return len(_SCENARIO_KEYS)


#: a Scenario's keys: the fields of a scenario file, then what the checks derive from them
_SCENARIO_KEYS = tuple(FIELDS) + ("candidate_families",)

Scenario = dataclasses.make_dataclass(
    "Scenario", [(k, object) for k in _SCENARIO_KEYS] + [("_keys", tuple, dataclasses.field(repr=False))],
    bases=(_Keys,), frozen=True, eq=False)
Scenario.__doc__ = _Keys.__doc__
Scenario.__module__ = __name__          # pickled (the project cache, the build's workers) by its import path


def _typed(params: dict) -> Scenario:
    """The checked parameters as a Scenario (keys the table does not name are not kept: there are none
    once the checks pass)."""
    return Scenario(**{k: params.get(k) for k in _SCENARIO_KEYS},
                    _keys=tuple(k for k in params if k in _SCENARIO_KEYS) + tuple(k for k in _SCENARIO_KEYS
                                                                                  if k not in params))


def load(path: str | Path | None = None, overrides: dict | None = None) -> Scenario:
    """The one way in: the checked scenario of a file (None: scenarios/default.yaml), with
    `overrides` replacing some of its values (price_range and score_weights key by key: the keys
    neither gives keep scenarios/default.yaml's). The build, the CLI and every notebook (in
    JupyterLab, under papermill or in the build) read a scenario through this."""
    params, problems = read(path, overrides)
    if problems:
        raise ScenarioError(problems)
    return _typed(params)


#: the names of a notebook's parameters cell (not scenario keys)
NOTEBOOK_PARAMETERS = ("scenario_file", "overrides", "figures_dir")


def resolve_file(path: str | Path | None) -> Path | None:
    """A scenario file named relative to the working folder if it is there, else to the project:
    `scenarios/mine.yaml` is the same file from JupyterLab (which runs in notebooks/), the
    papermill CLI and the build."""
    if path is None:
        return None
    p = Path(path).expanduser()
    if p.is_absolute() or p.exists():
        return p
    return PROJECT / p


def injected(namespace: dict) -> dict:
    """The values papermill injected into a notebook's namespace: the names its injected cell
    (the one that starts '# Parameters', papermill's header) assigns, read from IPython's record
    of the cells run (`In`). Nothing when the notebook runs without papermill (JupyterLab)."""

    names: list[str] = []
    for src in namespace.get("In") or []:
        if isinstance(src, str) and src.startswith("# Parameters\n"):
            try:
                tree = ast.parse(src)
            except SyntaxError:
                continue
            names += [t.id for node in tree.body if isinstance(node, ast.Assign) for t in node.targets
                      if isinstance(t, ast.Name)]
    return {n: namespace[n] for n in dict.fromkeys(names) if n in namespace}


def for_notebook(scenario_file, overrides, namespace: dict) -> dict:
    """A notebook's scenario, the same by every route: the parameters cell's `scenario_file`
    (resolved by `resolve_file`) and `overrides`, and the scenario keys papermill injected
    (`papermill nb.ipynb out.ipynb -f scenarios/mine.yaml` gives the file's keys as parameters;
    they override the file, as `overrides` does). An injected name that is not a scenario key
    stops the run and is named."""
    given = {k: v for k, v in injected(namespace).items() if k not in NOTEBOOK_PARAMETERS}
    unknown = [k for k in given if k not in FIELDS]
    if unknown:
        raise ScenarioError([f"papermill parameter {short(k)} is not a scenario key (known: {', '.join(FIELDS)})"
                             for k in unknown])
    if overrides is not None and not isinstance(overrides, dict):
        raise ScenarioError([f"the notebook parameter 'overrides' must be a mapping of key: value, e.g. "
                             f"{{'tokens_per_day': 2e9}}, got {type(overrides).__name__}"])
    if isinstance(scenario_file, str) and not scenario_file.strip():      # an unset shell variable, say
        raise ScenarioError(["the notebook parameter 'scenario_file' is an empty path; give a scenario file, or "
                             "None (scenarios/default.yaml)"])
    if scenario_file is not None and not isinstance(scenario_file, (str, Path)):
        raise ScenarioError([f"the notebook parameter 'scenario_file' must be a path (text) or None, got "
                             f"{type(scenario_file).__name__} {short(scenario_file)}"])
    twice = [k for k in given if k in (overrides or {}) and given[k] != overrides[k]]
    if twice:          # `-p tokens_per_day 2e9 -y '{overrides: {tokens_per_day: 3e9}}'`: which one was meant?
        raise ScenarioError([f"key {short(k)} is given twice, as a papermill parameter ({short(given[k], 40)}) and "
                             f"in 'overrides' ({short(overrides[k], 40)}); give it once" for k in twice])
    return load(resolve_file(scenario_file), {**given, **(overrides or {})} or None)


def figures_dir(params: dict, given: str | Path | None = None) -> Path:
    """Where a notebook saves its figures: `given` (the build's staging folder, or a folder given with
    papermill's -p figures_dir, taken only as a build takes --figures: `inputs.figures_problem`), else
    the project's figures/<scenario>/, never a path relative to the working directory."""
    if given is not None and not isinstance(given, (str, Path)):     # 0 and False too: not a folder, nor None
        raise ScenarioError([f"the notebook parameter 'figures_dir' must be a folder path (text) or None, got "
                             f"{type(given).__name__} {short(given)}"])
    if isinstance(given, (str, Path)) and not str(given).strip():     # as build refuses --figures ''
        raise ScenarioError(["the notebook parameter 'figures_dir' is an empty path; give a folder, or None (the "
                             "project's figures/<scenario>/)"])
    if given and Path(given).exists() and not Path(given).is_dir():
        raise ScenarioError([f"the notebook parameter 'figures_dir' is {given}, which is not a folder"])
    if not given:
        return FIGURES_DIR / params["scenario"]
    given = os.path.expanduser(given)                # '~' as scenario_file and data_dir take it
    if problem := inputs.figures_problem(Path(given)):
        raise ScenarioError([f"the notebook parameter 'figures_dir' is {given}: {problem}; give a new or empty "
                             "folder, one a build or an earlier run made, or None (the project's figures/<scenario>/)"])
    return Path(given)


def load_many(paths, overrides: dict | None = None) -> list[dict]:
    """Check every file first (each with `overrides`); raise one error listing every problem in all of them."""
    results, problems = [], []
    for p in paths:
        params, probs = read(p, overrides)
        results.append(params)
        problems += probs
    names = [r.get("scenario") if r else None for r in results]
    dupes = sorted({n for n in names if n is not None and names.count(n) > 1})
    for n in dupes:
        same = [p for p, m in zip(paths, names) if m == n]
        if len({os.path.realpath(p) for p in same}) == 1:            # one file, given more than once
            problems.append(f"scenario file {same[0]} is given {len(same)} times: give it once")
        else:
            problems.append(f"scenario files {', '.join(map(str, same))} are all named {short(n)}: each needs a name "
                            "of its own (its report folder); set 'scenario' in one")
    if problems:
        raise ScenarioError(problems)
    return [_typed(r) for r in results]


def from_notebook(**values) -> Scenario:
    """The default scenario with `values` replacing some of its keys (tests and interactive
    use): `load(None, values)`."""
    return load(None, {k: v for k, v in values.items() if k in FIELDS})
