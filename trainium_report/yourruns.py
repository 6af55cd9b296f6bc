"""Your own measured runs, in the columns of data/measurements.csv: a CSV with those columns, or
the JSON a benchmark tool writes, mapped onto them.

The scenario key `measurements` names the file: a path, or a mapping that also gives what a
benchmark's JSON does not hold, e.g. `{file: runs.json, entity_id: trn2.48xlarge, tp: 16}`:

- `vllm bench serve --save-result` (vLLM's serving benchmark): one run per file. Its keys
  `max_concurrency` (the batch; over `dp` replicas, each holds its share), `total_input_tokens` and `total_output_tokens` over
  `completed` (the mean lengths), `median_ttft_ms`, `median_tpot_ms` (a per-request TPOT that
  leaves the first token out: `measured`), `output_throughput`, `date`; vLLM batches
  continuously.
- LLMPerf's `*_summary.json` (ray-project/llmperf `token_benchmark_ray.py`): one run per file.
  `num_concurrent_requests` (the batch, shared by `dp` replicas), `results_number_input_tokens_mean` and
  `results_number_output_tokens_mean` (else the requested `mean_input_tokens` /
  `mean_output_tokens`), `results_ttft_s_quantiles_p50`,
  `results_inter_token_latency_s_quantiles_p50` (LLMPerf divides a request's whole latency,
  first token included, by its output tokens: `includes_ttft`),
  `results_mean_output_throughput_token_per_s`.

From the mapping: `entity_id` and `tp` (required for JSON), `nodes` (1), `model` (a model_id;
the scenario's model), `precision` (the scenario's), `batching` (the tool's rule), `run_id`
(the file's name). Every row is then checked with the rules of measurements.csv, and the
file is its own source (`dataset.own_source`). Errors name the file, the key and the field.
"""
from __future__ import annotations

import datetime as dt
import json
import math
import re
from pathlib import Path

import pandas as pd

from . import dataset, inputs
from . import performance as perf
from .shapes import size_fits, stated_precision, stated_size

MAX_JSON_BYTES = 20_000_000
MAPPING_KEYS = ("file", "entity_id", "tp", "nodes", "dp", "model", "precision", "batching", "run_id")
VLLM_KEYS = ("max_concurrency", "completed", "total_input_tokens", "total_output_tokens", "median_ttft_ms",
             "median_tpot_ms")
LLMPERF_KEYS = ("num_concurrent_requests", "results_ttft_s_quantiles_p50",
                "results_inter_token_latency_s_quantiles_p50")


def spec_of(value) -> dict | None:
    """The scenario's `measurements` value as a mapping with `file` (None when unset)."""
    if value is None:
        return None
    return {"file": value} if isinstance(value, str) else dict(value)


def mapping_problem(value) -> str | None:
    """What is wrong with a `measurements` value before any file is read (None: nothing)."""
    spec = spec_of(value)
    if spec is None:
        return None
    unknown = [k for k in spec if k not in MAPPING_KEYS]
    if unknown:
        return f"a mapping with keys from {', '.join(MAPPING_KEYS)} (unknown: {', '.join(map(str, unknown))})"
    f = spec.get("file")
    if not isinstance(f, str) or not f.endswith((".csv", ".json")):
        return "a path to a .csv or .json file, or a mapping {file: ..., entity_id: ..., tp: ...}"
    if f.endswith(".csv") and (given := [str(k) for k in spec if k != "file"]):
        return (f"{f}: a CSV's rows say their system, parallelism and precision in its columns, so "
                f"{', '.join(given)} in the mapping would not be used; put them in the file's columns and give "
                f"measurements: {f}")
    if f.endswith(".json") and not ({"entity_id", "tp"} <= set(spec)):
        return (f"{f}: a benchmark's JSON does not say the system or its tensor-parallel degree: give them, "
                f"e.g. measurements: {{file: {f}, entity_id: trn2.48xlarge, tp: 16}}")
    for k in ("tp", "nodes", "dp"):
        if k in spec and (isinstance(spec[k], bool) or not isinstance(spec[k], int) or spec[k] < 1):
            return f"measurements.{k} a whole number >= 1 (it is {spec[k]!r})"
    if "model" in spec and (not isinstance(spec["model"], str) or perf.configured(spec["model"])):
        return (f"measurements.model a models.csv id (it is {inputs.short(spec['model'], 80)}); a run of a model "
                "given by its config.json or a model_shape is a run of the scenario's model: make that the "
                "scenario's model and leave model out of the mapping")
    return None


def read(value, ds, params: dict) -> pd.DataFrame | None:
    """Your runs as a measurements frame (None when the scenario names none); DataError naming the
    file, key and field of every problem."""
    spec = spec_of(value)
    if spec is None:
        return None
    path = Path(spec["file"])
    if path.suffix == ".csv":
        frame = dataset.read_table(path, "measurements", ds, own=True)
        if problems := csv_model_problems(frame, path, ds):
            raise dataset.DataError(problems, dataset.own_source(path))
        return frame
    try:
        row, origin = _json_row(path, spec, params, ds)
    except dataset.DataError as exc:
        raise dataset.DataError(exc.problems, dataset.own_source(path)) from None
    # the scenario's model as a config.json or an inline model_shape (checked with the scenario) is no
    # models.csv id: the run carries it as it is
    model = perf.inline_model_id(params.get("model", ""))
    shaped = "model" not in spec and perf.configured(model)
    try:
        frame = dataset.check_row(path, "measurements", dict(row, model_id="") if shaped else row, ds, own=True)
    except dataset.DataError as exc:
        raise dataset.DataError(blame(exc.problems, spec, origin), dataset.own_source(path)) from None
    frame["model_id"] = row["model_id"]
    frame.attrs["origin"] = origin
    return frame


#: a benchmark JSON run's fields that come from the `measurements` mapping, not from the file: its key
FROM_MAPPING = {"entity_id": "entity_id", "tp": "tp", "nodes": "nodes", "dp": "dp", "batching": "batching", "run_id": "run_id",
                "model_id": "model", "weight_dtype": "precision", "compute_dtype": "precision"}


def blame(problems: list, spec: dict, origin: dict | None = None) -> list:
    """Problems of a benchmark JSON's run, with those of a value the mapping gave named as the mapping's
    key (`measurements.tp`), and those of a value taken from the file as the file's key with its value
    as written there (`origin`, from `_json_row`: median_tpot_ms, not tpot_ms); a CSV's as they are."""
    if spec is None or str(spec.get("file", "")).endswith(".csv"):
        return problems
    out = []
    for p in problems:
        key = FROM_MAPPING.get(p.field)
        if key and (key in spec or key != "model"):
            p = dataset.Problem(f"the measurements mapping (for {p.file})", dataset.NO_LINE, f"measurements.{key}",
                                p.value, p.expected)
        elif p.field in (origin or {}):
            p = dataset.Problem(p.file, dataset.NO_LINE, *origin[p.field], p.expected)
        if p not in out:
            out.append(p)
    return out


def _load(path: Path) -> dict:
    def bad(what, expected):
        return dataset.DataError([dataset.Problem(str(path), dataset.NO_LINE, "", what, expected)])

    text = ""
    try:
        text = inputs.read_bytes(path, MAX_JSON_BYTES).decode("utf-8-sig")
        doc = inputs.json_loads(text)
    except inputs.DuplicateKey as exc:
        raise bad(str(exc), "a benchmark's JSON result, each key once") from None
    except inputs.Changed:
        raise
    except inputs.InputError as exc:
        raise bad(str(exc).split(": ", 1)[-1], f"a benchmark's JSON result file of at most {MAX_JSON_BYTES:,} bytes") \
            from None
    except UnicodeDecodeError as exc:
        raise bad(f"byte {exc.start}" + inputs.utf16_hint(exc.object[:4]), "UTF-8 text (save the file as UTF-8)") \
            from None
    except json.JSONDecodeError as exc:
        raise bad(f"not JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})", "a benchmark's JSON result") from None
    except RecursionError:
        raise bad("JSON nested too deeply", "a benchmark's JSON result") from None
    except ValueError as exc:          # e.g. an integer of more digits than Python converts
        at = inputs.long_number_at(text)
        raise bad(f"{at}: a number of thousands of digits" if at else f"not readable as JSON ({str(exc)[:120]})",
                  "a benchmark's JSON result") from None
    if not isinstance(doc, dict):
        raise bad(f"a JSON {type(doc).__name__}", "a JSON object (one benchmark run)")
    return doc


def _num(doc: dict, key: str, path: Path, also: str = "") -> float:
    """A number of a benchmark's JSON (a JSON number, not text: "50" is refused, naming the key);
    `also`: what else the key may hold, said in the message ('or "inf"')."""
    v = doc.get(key)
    try:                               # a whole number of 400 digits is JSON, and no float
        x = float(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else math.nan
    except OverflowError:
        x = math.inf
    if not math.isfinite(x):
        said = f"{str(v)[:12]}... ({len(str(v)):,} digits)" if isinstance(v, int) and not isinstance(v, bool) and \
            len(str(v)) > 40 else f"the text {inputs.printable(v[:60])}" if isinstance(v, str) else \
            f"the JSON {json.dumps(v)[:60]}" if isinstance(v, (bool, type(None), list, dict)) else repr(v)[:60]
        raise dataset.DataError([dataset.Problem(str(path), dataset.NO_LINE, key, said,
                                                 "a finite number (a JSON number, not text)" + also)])
    return x


def _model_name(doc: dict, key: str, path: Path, spec: dict) -> str:
    """The model a benchmark names ("not stated" when it names none and the mapping says which, `model:`):
    a text; one that is empty (or absent) names nothing to tie the run to the scenario's model."""
    v = doc.get(key)
    if v is not None and not isinstance(v, str):
        raise dataset.DataError([dataset.Problem(str(path), dataset.NO_LINE, key, json.dumps(v)[:60],
                                                 "a text: the name of the model the run served")])
    if (v or "").strip():
        return v[:200]
    if "model" not in spec:
        raise dataset.DataError([dataset.Problem(
            str(path), dataset.NO_LINE, key, json.dumps(v)[:60],
            "the name of the model the run served; a run that names none is fitted only once the measurements "
            "mapping says which model it is (model: a model_id of data/models.csv)")])
    return "not stated"


def _per_replica(total: int, spec: dict, path: Path, key: str) -> str:
    """A benchmark client's concurrency (requests in flight over the whole deployment) as the batch of one
    replica, the column's meaning: split evenly over the mapping's `dp` replicas (a share that is no whole
    number is refused: the replicas held different batches)."""
    dp = spec.get("dp", 1)
    if not isinstance(dp, int) or isinstance(dp, bool) or dp < 1:       # `mapping_problem` says so
        return str(total)
    if dp > total:
        raise dataset.DataError([dataset.Problem(
            f"the measurements mapping (for {path})", dataset.NO_LINE, "measurements.dp", f"{dp:,}",
            f"at most the {total:,} requests the client kept in flight ({key}): each replica serves some")])
    if total % dp == 0:
        return str(total // dp)
    raise dataset.DataError([dataset.Problem(
        str(path), dataset.NO_LINE, key, f"{total:,}",
        f"requests in flight that the {dp} replicas (measurements.dp) share evenly: the client's {total:,} over "
        f"{dp} replicas is {total / dp:.3g} each, and a run's batch is one replica's; run at a multiple of {dp}")])


def _whole(doc: dict, key: str, path: Path, least: int = 1) -> int:
    """A count from a benchmark's JSON: a whole number from `least` to 1,000,000, not 2.7 cut to 2 (a
    concurrency from 1; failures and errors from 0)."""
    v = _num(doc, key, path)
    if not (v.is_integer() and least <= v <= 1_000_000):
        raise dataset.DataError([dataset.Problem(str(path), dataset.NO_LINE, key, repr(doc.get(key))[:60],
                                                 f"a whole number of requests from {least} to 1,000,000")])
    return int(v)


#: output tokens per request a serving run needs for its TPOT to measure a decode step (the published
#: runs give 128 or more); below it the first token and the stack's per-request costs are most of it
MIN_OUTPUT_TOKENS = 16


#: tokens per request a benchmark's totals may come to: the longest context of a published model (Llama 4
#: Scout's) is 10M tokens; past it the totals are a slip, not a request
MAX_REQUEST_TOKENS = 10_000_000


def _length(value: float, key: str, path: Path, how: str, least: int) -> str:
    """A token count per request derived from a benchmark's JSON, refused naming the keys it came from."""
    if value > MAX_REQUEST_TOKENS:
        raise dataset.DataError([dataset.Problem(
            str(path), dataset.NO_LINE, key, f"{value:,.4g} tokens per request ({how})",
            f"at most {MAX_REQUEST_TOKENS:,} tokens per request (the longest context of a published model); "
            "check that the total is over the completed requests")])
    n = round(value)
    if not n >= least:
        raise dataset.DataError([dataset.Problem(
            str(path), dataset.NO_LINE, key, f"{value:.4g} tokens per request ({how})",
            f"at least {least} token(s) per request" + (" (a TPOT over fewer output tokens measures no decode step)"
                                                        if least > 1 else ""))])
    return str(n)




def _rate_problem(doc: dict, row: dict, path: Path) -> None:
    """A vLLM run at a request rate (`--request-rate R`, not the default inf) holds as many requests at once
    as arrive while one is served (R x its latency, Little's law), not max_concurrency unless R is high
    enough to fill it: below that, refused (the run's batch is not in the file)."""
    rate = doc.get("request_rate")
    if rate is None or (isinstance(rate, str) and rate.strip().lower() in ("inf", "infinity")):
        return
    r = _num(doc, "request_rate", path, ', or "inf" (no rate limit, vLLM\'s default)')
    if math.isinf(r):
        return
    latency_s = (float(row["ttft_ms"]) + float(row["tpot_ms"]) * (int(row["output_len"]) - 1)) / 1e3
    in_flight, batch = r * latency_s, _whole(doc, "max_concurrency", path)     # over every replica
    if in_flight < batch:
        raise dataset.DataError([dataset.Problem(
            str(path), dataset.NO_LINE, "request_rate", repr(rate)[:40],
            f"a rate that fills max_concurrency ({batch:,}): at {r:g} requests/s, each served in about "
            f"{latency_s:,.3g} s (median TTFT + TPOT x output tokens), about {in_flight:,.3g} run at once, not "
            f"{batch:,}, and the file does not say how many did; run with --request-rate inf (the default) and "
            "--max-concurrency N")])


#: vLLM's median request latency (median_e2el_ms) against its median TTFT + (output tokens - 1) x median
#: TPOT: each request's latency is exactly that sum, and medians of requests of different lengths may
#: differ from it, but not by half
E2EL_SHARE = 0.5


def _e2el_problem(doc: dict, row: dict, path: Path) -> None:
    """A vLLM run whose median request latency is under its median TTFT (each request's latency holds
    its TTFT), or under half of TTFT + (output tokens - 1) x TPOT: the file's keys contradict."""
    if doc.get("median_e2el_ms") is None:
        return
    e2el = _num(doc, "median_e2el_ms", path)
    ttft, tpot, n = float(row["ttft_ms"]), float(row["tpot_ms"]), float(row["output_len"])
    least = max(ttft, E2EL_SHARE * (ttft + (n - 1) * tpot))
    if e2el < least:
        raise dataset.DataError([dataset.Problem(
            str(path), dataset.NO_LINE, "median_e2el_ms", repr(doc["median_e2el_ms"])[:40],
            f"a request's whole latency, at least its TTFT plus its other tokens' steps: median_ttft_ms "
            f"{ttft:g} + {n - 1:,.4g} x median_tpot_ms {tpot:g} = {ttft + (n - 1) * tpot:,.4g} ms (the keys of "
            "one run contradict: a file edited by hand, or two runs' keys mixed?)")])


def named_model(ds, name: str) -> str | None:
    """The models.csv model a benchmark's model name stands for ('meta-llama/Llama-3.1-70B-Instruct' is
    llama-3.1-70b: the longest model_id its last path part begins with, up to a '-' or the end; a
    leading 'meta-' dropped), or None when it names none."""
    text = name.rsplit("/", 1)[-1].strip().lower().replace("_", "-")
    text = text[len("meta-"):] if text.startswith("meta-") else text
    hits = [m for m in ds.models["model_id"] if text == m or text.startswith(m + "-")]
    return max(hits, key=len) if hits else None


#: the share of a benchmark's requests that must complete for its run to be read at its concurrency
MIN_COMPLETED = 0.5


def _llmperf_failures(doc: dict, path: Path) -> None:
    """LLMPerf's own count of failed requests held to the rule for vLLM's (`MIN_COMPLETED`): its error
    rate, and the requests completed (or failed) against those started, where the summary has them."""
    def bad(key, said):
        return dataset.DataError([dataset.Problem(str(path), dataset.NO_LINE, key, repr(doc[key])[:40], said)])
    survivors = ("so the run's medians and throughput describe a batch of survivors, not the concurrency it was "
                 "run at; fix the failures and run again")
    if doc.get("results_error_rate") is not None:
        rate = _num(doc, "results_error_rate", path)
        if not 0 <= rate <= 1:
            raise bad("results_error_rate", "a share of the requests, from 0 to 1")
        if rate > 1 - MIN_COMPLETED:
            raise bad("results_error_rate", f"at most {1 - MIN_COMPLETED:g}: most requests failed, {survivors}")
    started = _whole(doc, "results_num_requests_started", path) \
        if doc.get("results_num_requests_started") is not None else None
    for key, failed in (("results_num_completed_requests", False), ("results_number_errors", True)):
        if started is None or doc.get(key) is None:
            continue
        n = _whole(doc, key, path, 0 if failed else 1)
        if n > started:
            raise bad(key, f"at most results_num_requests_started ({started:,}): no more requests end than start")
        if (started - n if failed else n) < started * MIN_COMPLETED:
            raise bad(key, f"most of the {started:,} requests started (results_num_requests_started) completed; "
                           f"{started - n if failed else n:,} did, {survivors}")
    ends = [k for k in ("results_num_completed_requests", "results_number_errors") if doc.get(k) is not None]
    if started is not None and len(ends) == 2 and sum(_whole(doc, k, path, 0) for k in ends) > started:
        raise bad("results_number_errors", f"at most results_num_requests_started ({started:,}) less the "
                                           f"{doc['results_num_completed_requests']!r} completed: each request "
                                           "started ends once, completed or failed")
    asked, got = doc.get("mean_input_tokens"), doc.get("results_number_input_tokens_mean")
    if _is_count(asked) and _is_count(got) and asked > 0 and not 0.5 <= got / asked <= 2:
        raise bad("results_number_input_tokens_mean", f"about mean_input_tokens ({asked:g}), the prompt length "
                                                      "the run asked for: the measured mean is "
                                                      f"{got / asked:.3g}x it (a slip of units or thousands?)")


def _is_count(v) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)


def _json_row(path: Path, spec: dict, params: dict, ds) -> tuple[dict, dict]:
    """A benchmark JSON's run as a row of measurements.csv's columns, and where each value came from:
    {column: (the file's key, its value as written there)}, so a problem names what the user wrote."""
    doc = _load(path)
    if all(k in doc for k in VLLM_KEYS) and all(k in doc for k in LLMPERF_KEYS):
        raise dataset.DataError([dataset.Problem(                # two runs, or one edited into the other
            str(path), dataset.NO_LINE, "", "both formats",
            "the JSON of one benchmark: it holds every key of `vllm bench serve --save-result` ("
            + ", ".join(VLLM_KEYS) + ") and of LLMPerf's summary (" + ", ".join(LLMPERF_KEYS) + "); keep one run's")])
    if all(k in doc for k in VLLM_KEYS):
        tool = "vllm"
    elif all(k in doc for k in LLMPERF_KEYS):
        tool = "llmperf"
    else:
        for name, keys in (("vllm bench serve --save-result", VLLM_KEYS), ("LLMPerf's summary", LLMPERF_KEYS)):
            have = [k for k in keys if k in doc]
            if len(have) * 2 >= len(keys):           # most of one format's keys: the rest are what is missing
                raise dataset.DataError([dataset.Problem(
                    str(path), dataset.NO_LINE, ", ".join(k for k in keys if k not in doc), "missing",
                    f"the keys of {name}'s JSON ({', '.join(keys)})")])
        raise dataset.DataError([dataset.Problem(
            str(path), dataset.NO_LINE, "", "neither format",
            "the JSON of `vllm bench serve --save-result` (keys " + ", ".join(VLLM_KEYS) + ") or LLMPerf's summary "
            "(keys " + ", ".join(LLMPERF_KEYS) + ")")])
    prec = str(spec.get("precision", params.get("precision", "bf16")))
    row = dict(run_id=str(spec.get("run_id") or re.sub(r"[^a-z0-9._-]+", "-", path.stem.lower()).strip("-._") or "run"),
               entity_id=str(spec["entity_id"]), nodes=str(spec.get("nodes", 1)), phase="decode",
               model_id=perf.inline_model_id(spec.get("model", params.get("model", ""))), tp=str(spec["tp"]),
               dp=str(spec["dp"]) if "dp" in spec else "",         # replicas the throughput is the sum of
               weight_dtype=prec, compute_dtype=prec, source_id=dataset.own_source(path))
    if tool == "vllm":
        done = _whole(doc, "completed", path)      # a count of requests: 0.5 or 49.5 is not one
        sent = _whole(doc, "num_prompts", path) if doc.get("num_prompts") is not None else None
        if sent is not None and done > sent:
            raise dataset.DataError([dataset.Problem(
                str(path), dataset.NO_LINE, "completed", repr(doc["completed"])[:40],
                f"at most num_prompts ({sent:,}): more requests completed than were sent (the totals would be "
                "spread over requests that never ran)")])
        if sent is not None and done < sent * MIN_COMPLETED:
            raise dataset.DataError([dataset.Problem(
                str(path), dataset.NO_LINE, "completed", repr(doc["completed"])[:40],
                f"most of the {sent:,} requests sent (num_prompts) completed: {done:,} did, so the run's medians and "
                f"throughput describe a batch of survivors, not the concurrency it was run at; fix the failures "
                f"and run again")])
        if sent is not None and doc.get("max_concurrency") is not None and \
                _whole(doc, "max_concurrency", path) > sent:
            raise dataset.DataError([dataset.Problem(
                str(path), dataset.NO_LINE, "max_concurrency", repr(doc["max_concurrency"])[:40],
                f"at most num_prompts ({sent:,}): no more requests than were sent ran at once, so the batch is "
                "not known; give a run with --num-prompts at least --max-concurrency")])
        if sent is None and doc.get("failed") is not None:    # no num_prompts: vLLM's own count of failures
            lost = _whole(doc, "failed", path, 0)
            if done < (done + lost) * MIN_COMPLETED:
                raise dataset.DataError([dataset.Problem(
                    str(path), dataset.NO_LINE, "failed", repr(doc["failed"])[:40],
                    f"few of the {done + lost:,} requests failed: {lost:,} did and {done:,} completed, so the run's "
                    "medians and throughput describe a batch of survivors, not the concurrency it was run at; fix "
                    "the failures and run again")])
        if doc.get("max_concurrent_requests") is not None and doc.get("max_concurrency") is not None:
            peak, asked = _whole(doc, "max_concurrent_requests", path), _whole(doc, "max_concurrency", path)
            if peak * 2 < asked:                # vLLM's own peak of requests in flight: the batch that formed
                raise dataset.DataError([dataset.Problem(
                    str(path), dataset.NO_LINE, "max_concurrent_requests", repr(doc["max_concurrent_requests"])[:40],
                    f"about max_concurrency ({asked:,}), the batch the run is fitted at: at most {peak:,} requests "
                    "were in flight at once, so that batch never formed (too few prompts, or a rate limit?)")])
        if doc.get("max_concurrency") is None:
            raise dataset.DataError([dataset.Problem(
                str(path), dataset.NO_LINE, "max_concurrency", "null", "a run with --max-concurrency (an unbounded run has no batch "
                                                          "size to fit)")])
        row.update(model_name=_model_name(doc, "model_id", path, spec),
                   batch=_per_replica(_whole(doc, "max_concurrency", path), spec, path, "max_concurrency"),
                   input_len=_length(_num(doc, "total_input_tokens", path) / done, "total_input_tokens", path,
                                     f"total_input_tokens / {done:,} completed", 1),
                   output_len=_length(_num(doc, "total_output_tokens", path) / done, "total_output_tokens", path,
                                      f"total_output_tokens / {done:,} completed", MIN_OUTPUT_TOKENS),
                   ttft_ms=repr(_num(doc, "median_ttft_ms", path)), tpot_ms=repr(_num(doc, "median_tpot_ms", path)),
                   output_tokens_per_s=repr(_num(doc, "output_throughput", path)) if "output_throughput" in doc else "",
                   tpot_kind="measured", batching=str(spec.get("batching", "continuous")), as_of=_vllm_date(doc, path),
                   note=f"vllm bench serve --save-result ({path.name}): median TTFT and TPOT, lengths = totals / "
                        f"{int(done)} completed requests")
        _rate_problem(doc, row, path)
        _e2el_problem(doc, row, path)
        keys = dict(batch="max_concurrency", input_len="total_input_tokens", output_len="total_output_tokens",
                    ttft_ms="median_ttft_ms", tpot_ms="median_tpot_ms", output_tokens_per_s="output_throughput",
                    as_of="date", model_name="model_id")
        per = {"input_len": f" over {done:,} completed", "output_len": f" over {done:,} completed"}
    else:
        _llmperf_failures(doc, path)
        # the measured mean, else the requested one; a key holding null is absent (as in a config.json)
        in_key = next((k for k in ("results_number_input_tokens_mean", "mean_input_tokens")
                       if doc.get(k) is not None), "")
        out_key = next((k for k in ("results_number_output_tokens_mean", "mean_output_tokens")
                        if doc.get(k) is not None), "")
        n_in, n_out = doc.get(in_key), doc.get(out_key)
        row.update(model_name=_model_name(doc, "model", path, spec),
                   batch=_per_replica(_whole(doc, "num_concurrent_requests", path), spec, path,
                                      "num_concurrent_requests"),
                   input_len=_length(_num(doc, in_key, path), in_key, path, in_key, 1) if n_in is not None else "",
                   output_len=_length(_num(doc, out_key, path), out_key, path, out_key, MIN_OUTPUT_TOKENS)
                   if n_out is not None else "",
                   ttft_ms=repr(1e3 * _num(doc, "results_ttft_s_quantiles_p50", path)),
                   tpot_ms=repr(1e3 * _num(doc, "results_inter_token_latency_s_quantiles_p50", path)),
                   output_tokens_per_s=repr(_num(doc, "results_mean_output_throughput_token_per_s", path))
                   if "results_mean_output_throughput_token_per_s" in doc else "",
                   tpot_kind="includes_ttft", batching=str(spec.get("batching", "continuous")), as_of="",
                   note=f"LLMPerf summary ({path.name}): p50 TTFT and inter-token latency (LLMPerf counts the first "
                        "token in it)")
        keys = dict(batch="num_concurrent_requests", input_len=in_key, output_len=out_key,
                    ttft_ms="results_ttft_s_quantiles_p50", tpot_ms="results_inter_token_latency_s_quantiles_p50",
                    output_tokens_per_s="results_mean_output_throughput_token_per_s", model_name="model")
        per = {f: f" s ({row[f]} ms)" for f in ("ttft_ms", "tpot_ms")}
    key = keys["model_name"]
    if odd := inputs.mark_stack(row["model_name"]):
        raise dataset.DataError([dataset.Problem(str(path), dataset.NO_LINE, key, row["model_name"][:60],
                                                 f"text without stacked marks; it holds {odd}")])
    if c := inputs.CONTROL_RE.search(row["model_name"]):
        raise dataset.DataError([dataset.Problem(str(path), dataset.NO_LINE, key, f"U+{ord(c[0]):04X}",
                                                 inputs.NO_CONTROL)])
    if why := _another_model(ds, row["model_name"], row["model_id"], "the mapping's model" if "model" in spec
                             else "the scenario's model"):
        raise dataset.DataError([dataset.Problem(str(path), dataset.NO_LINE, key, row["model_name"][:80],
                                                 f"the model the run is taken for: {why}")])
    if "model" not in spec and row["model_name"] != "not stated" and row["model_id"] in set(ds.models["model_id"]) \
            and named_model(ds, row["model_name"]) is None and stated_size(row["model_name"]) is None:
        # 'moonshotai/Kimi-K2-Instruct' or 'my-org/secret-model': nothing ties the run to the scenario's model
        raise dataset.DataError([dataset.Problem(
            str(path), dataset.NO_LINE, key, row["model_name"][:80],
            f"the model the run is taken for: its name names no model of data/models.csv and states no size, and "
            f"the run would be fitted as {row['model_id']} (the scenario's model); if it is that model, say so with "
            f"model: {row['model_id']} in the measurements mapping")])
    stated = stated_precision(row["model_name"])
    if stated and stated != prec:
        said = f"precision: {stated} in the measurements mapping" if stated in ("fp8", "int8") else \
            "a run of the model in bf16, fp8 or int8 (the precisions this model prices)"
        raise dataset.DataError([dataset.Problem(
            str(path), dataset.NO_LINE, key, row["model_name"][:80],
            f"the precision the run is taken for: its name says {stated} weights, and the run would be fitted as "
            f"{prec}; give {said}")])
    origin = {f: (k, (doc[k] if isinstance(doc[k], str) else repr(doc[k]))[:60] + per.get(f, ""))
              for f, k in keys.items() if k in doc}
    return row, origin


def csv_model_problems(frame: pd.DataFrame, path: Path, ds) -> list:
    """A CSV run's model_name held to its row, as a benchmark JSON's is: a name of another models.csv
    model or of another size than its model_id's, or stating a weight precision other than its
    weight_dtype ('...-AWQ' in a bf16 row)."""
    out = []
    sizes = ds.models.set_index("model_id")["parameters_nominal"]
    for r in frame.to_dict("records"):
        name, model, line = str(r.get("model_name") or ""), str(r.get("model_id") or ""), int(r.get("line") or 0)
        if not name or not model:
            continue
        named, size = named_model(ds, name), stated_size(name)
        nominal = sizes.get(model)
        if named and named != model:
            why = f"it names {named}, and the row's model_id is {model}"
        elif named is None and size and nominal is not None and pd.notna(nominal) and not size_fits(size, float(nominal)):
            why = f"its name says {size / 1e9:g}B parameters, and the row's model_id {model} has {float(nominal) / 1e9:.4g}B"
        elif (stated := stated_precision(name)) and stated != str(r.get("weight_dtype")):
            why = f"its name says {stated} weights, and the row's weight_dtype is {r.get('weight_dtype')}"
        else:
            continue
        out.append(dataset.Problem(str(path), line, "model_name", name[:80],
                                   f"a name of the row's model and precision: {why} (the run would be fitted as "
                                   "the row says); correct model_id or weight_dtype, or the name"))
    return out


def _other_shape(named, given) -> str:
    """'' when a models.csv model's shape and a configured one are the same model's; else the first size
    they differ in, both ways ('layers 32 against 36')."""
    for what in ("layers", "hidden", "heads", "kv_heads", "ffn", "experts", "vocab"):
        a, b = getattr(named, what, None), getattr(given, what, None)
        if a != b:
            return f"{what} {a} against {b}"
    return ""


def _another_model(ds, name: str, taken: str, said: str) -> str | None:
    """Why a benchmark's model name is of another model than `taken` (the models.csv id it would be
    fitted as): it names another models.csv model, or states a size over `SIZE_SLACK` from it; None."""
    named = named_model(ds, name)
    if named and taken in set(ds.models["model_id"]) and named != taken:
        return (f"it names {named}, and the run would be fitted as {taken} ({said}); give model: {named} in the "
                f"measurements mapping, or the file of a {taken} run")
    size = stated_size(name) if named is None else None
    active = None
    if perf.configured(taken):
        shape = perf.model_shape(ds, taken)                     # a config.json or an inline model_shape
        taken = "the scenario's model" if taken.startswith("{") else taken
        if named and (odd := _other_shape(perf.model_shape(ds, named), shape)):
            return (f"it names {named}, and the run would be fitted as {taken} ({said}), another shape ({odd}); "
                    f"give model: {named} in the measurements mapping, or the file of a run of your model")
        nominal, active = shape.params, shape.active_params
        if named:                                             # a models.csv model: its size
            size = ds.models.set_index("model_id")["parameters_nominal"].get(named)
            size = float(size) if pd.notna(size) else None
    else:
        nominal = ds.models.set_index("model_id")["parameters_nominal"].get(taken) if isinstance(taken, str) else None
    if size and nominal and pd.notna(nominal) and not size_fits(size, float(nominal), active):
        return (f"its name says {size / 1e9:g}B parameters, and the run would be fitted as {taken} "
                f"({float(nominal) / 1e9:.4g}B" + (f", {said}" if said != taken else "") + "); give the right model "
                "in the measurements mapping (model: a models.csv id; for a model given by its config.json, make that "
                "the scenario's model and leave model out of the mapping), or the file of a run of it")
    return None


def _vllm_date(doc: dict, path: Path) -> str:
    """vLLM's `date` (20261130-142501) as YYYY-MM-DD (an ISO date, with or without its time, as well); a
    day that does not exist stays as written, so the as_of check names it; no `date` key: '' (it is
    optional); a date in none of these forms is refused (left out, it would skip the date checks)."""
    if doc.get("date") in (None, ""):
        return ""
    text = str(doc["date"])
    m = re.fullmatch(r"([0-9]{4})([0-9]{2})([0-9]{2})-[0-9]{6}", text) or \
        re.fullmatch(r"([0-9]{4})-([0-9]{2})-([0-9]{2})(?:[T ][0-9:.]+(?:Z|[+-][0-9:]+)?)?", text)
    if not m:
        raise dataset.DataError([dataset.Problem(str(path), dataset.NO_LINE, "date", inputs.printable(text[:40]),
                                                 "the day of the run as vLLM writes it (20261130-142501) or as "
                                                 "an ISO date (2026-11-30)")])
    try:
        return dt.date(int(m[1]), int(m[2]), int(m[3])).isoformat()
    except ValueError:
        return f"{m[1]}-{m[2]}-{m[3]}"
