# what: bit rot in the project cache: after a cold estimate of a new data version (cache on), one byte in the middle of each of its new entries (dataset, scenario, calibration fits) is flipped (xor 0x01), same size and mtime; a warm estimate and specs must still give the cache-off answers (cache.py: entries keyed by their inputs; a damaged entry must be detected and recomputed, not believed: silent nonsense otherwise)
# expect-rc: 0
# expect: bitrot ok
cp -r "$PROJECT/data" d
sed -i '2s/(Vantage data)/(Vantage data b13-18)/' d/prices.csv
{ cat "$PROJECT/scenarios/examples/small-volume.yaml"; echo "data_dir: $W/d"; } > s.yaml
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" estimate s.yaml --csv ref.csv > /dev/null 2>&1
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" specs trainium2 --data-dir d > sref.txt 2>&1
touch a.stamp; sleep 1
timeout 55 "$TR" estimate s.yaml > /dev/null 2>&1
timeout 55 "$TR" specs trainium2 --data-dir d > /dev/null 2>&1
find "$PROJECT/.cache" -newer a.stamp -type f -name '*.pickle' -not -path '*/run-*' > list.txt
echo "entries: $(wc -l < list.txt)"
"$PY" - <<'PY'
import os
for p in open("list.txt").read().split():
    st = os.stat(p)
    with open(p, "r+b") as f:
        f.seek(st.st_size // 2); b = f.read(1); f.seek(st.st_size // 2); f.write(bytes([b[0] ^ 1]))
    os.utime(p, ns=(st.st_atime_ns, st.st_mtime_ns))
PY
timeout 55 "$TR" estimate s.yaml --csv e.csv > e.txt 2>&1; r1=$?
timeout 55 "$TR" specs trainium2 --data-dir d > s.txt 2>&1; r2=$?
echo "rc $r1 $r2"
bad=0
[ $r1 = 0 ] && cmp -s e.csv ref.csv || { echo "CHECK FAILED: estimate from a damaged cache"; diff <(cut -d, -f1-14 e.csv) <(cut -d, -f1-14 ref.csv) | head -6; tail -2 e.txt; bad=1; }
[ $r2 = 0 ] && cmp -s s.txt sref.txt || { echo "CHECK FAILED: specs from a damaged cache"; diff s.txt sref.txt | head -6; bad=1; }
[ $bad = 0 ] && echo "bitrot ok"
exit $bad
