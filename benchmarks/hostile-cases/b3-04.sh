# what: a data version with a higher trn2 price; its new dataset cache entries overwritten with the (validly framed) dataset entries of the original data: estimate must use the new price (equal to a cache-off run)
# expect-rc: 0
# expect: same result
cp -r "$PROJECT/data" d; cp -r "$PROJECT/data" d0
sed -i '2s/(Vantage data)/(Vantage data) b3-04-'"$$"'/' d/prices.csv d0/prices.csv
sed -i '2s/(Vantage data) b3-04-'"$$"'/(Vantage data) b3-04-'"$$"'-orig/' d0/prices.csv
"$PY" - <<'PY'
import csv
rows = list(csv.DictReader(open("d/prices.csv", newline="")))
f = list(rows[0].keys())
for r in rows:
    if r.get("instance_type", r.get(f[0], "")).startswith("trn2") and r.get("usd_per_hour"):
        try: r["usd_per_hour"] = repr(round(float(r["usd_per_hour"]) * 1.05, 4))
        except ValueError: pass
w = csv.DictWriter(open("d/prices.csv", "w", newline=""), f, lineterminator="\n"); w.writeheader(); w.writerows(rows)
PY
printf 'data_dir: d0\n' > s0.yaml; printf 'data_dir: d\n' > s.yaml
touch m0; sleep 1; timeout 40 "$TR" estimate s0.yaml > /dev/null 2>&1 || exit 9
touch m1; sleep 1; timeout 40 "$TR" estimate s.yaml > /dev/null 2>&1 || { "$TR" estimate s.yaml | tail -3; exit 9; }
C="$PROJECT/.cache/dataset"
old=$(find "$C" -newer m0 ! -newer m1 -type f | head -1)
for f in $(find "$C" -newer m1 -type f); do cp "$old" "$f"; done
timeout 40 "$TR" estimate s.yaml --csv a.csv > a.txt 2>&1 || tail -3 a.txt
TRAINIUM_REPORT_NO_CACHE=1 timeout 40 "$TR" estimate s.yaml --csv b.csv > /dev/null 2>&1
cmp a.csv b.csv && echo "same result"
