# what: utilisation built with a YAML merge key in the file (utilisation: {<<: {low: 0.4, mode: 0.6, high: 0.9}, mode: 0.5}; YAML: the explicit key wins): a correct result: the central utilisation is 0.5, so every row's units = max(1, ceil(fluid x units_per_system / 0.5)) and busy share <= 0.5
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" - <<'PY'
t = open("s.yaml", encoding="utf-8").read()
old = "utilisation: {low: 0.4, mode: 0.6, high: 0.9}"
assert old in t
t = t.replace(old, "utilisation: {<<: {low: 0.4, mode: 0.6, high: 0.9}, mode: 0.5}")
open("s.yaml", "w", encoding="utf-8").write(t)
PY
grep -n -E '^(utilisation|traffic_range):' s.yaml
timeout 55 "$TR" estimate s.yaml -y '{candidates: [trn1, p5]}' --csv e.csv; echo "rc=$?"
"$PY" - <<'PY'
import csv, math
try:
    rows = list(csv.DictReader(open("e.csv")))
    assert rows, "no rows"
    for r in rows:
        per = float(r["units_per_system"]); units = float(r["units_rented"])
        need = max(1, math.ceil(float(r["fluid_systems"]) * per / 0.5 - 1e-9))
        assert units == need, f"{r['candidate']}: units {units} != {need} (mode 0.5)"
        assert float(r["busy_share"]) <= 0.5 + 1e-9, f"{r['candidate']}: busy {r['busy_share']}"
    print("check ok", len(rows))
except Exception as e:
    print("CHECK FAILED:", repr(e))
PY
