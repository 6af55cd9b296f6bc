# what: a good build, then a rebuild from a notebook folder whose 05-decision raises: must fail, keep the last good report, leave the source notebooks unmodified
# expect-rc: 0
# expect: 05-decision
# expect: last good report kept
"$TR" build "$PROJECT/scenarios/default.yaml" --out "$W/out" --figures "$W/fig" --no-pdf --jobs 4 --quiet >/dev/null 2>&1 || { echo "first build failed"; exit 1; }
sha=$(sha256sum out/default/report.html)
mkdir nbs; cp "$PROJECT"/notebooks/*.ipynb nbs/
"$PY" - <<'PY'
import json
p = "nbs/05-decision.ipynb"; nb = json.load(open(p))
cell = next(c for c in nb["cells"] if c["cell_type"] == "code" and "parameters" not in c.get("metadata", {}).get("tags", []))
cell["source"] = 'raise RuntimeError("hostile failure in 05")\n' + "".join(cell["source"])
json.dump(nb, open(p, "w"), indent=1)
PY
before=$(cat nbs/*.ipynb | sha256sum)
"$TR" build "$PROJECT/scenarios/default.yaml" --out "$W/out" --figures "$W/fig" --notebooks "$W/nbs" --no-pdf --jobs 4 --quiet; rc=$?
[ "$rc" = 0 ] && { echo "broken build exited 0"; exit 1; }
[ "$(cat nbs/*.ipynb | sha256sum)" = "$before" ] || { echo "source notebooks modified"; exit 1; }
[ "$(sha256sum out/default/report.html)" = "$sha" ] && echo "last good report kept" || { echo "report replaced or lost"; exit 1; }
