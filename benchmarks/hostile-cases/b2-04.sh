# what: every cache entry a cold estimate of a new data version wrote, rewritten as a correctly framed entry (right key and digest) holding the pickle of the string "junk": estimate must recompute the same numbers
# expect-rc: 0
# expect: same numbers
C="$PROJECT/.cache"
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b2-04-'"$$"'/' d/prices.csv; printf 'data_dir: d\n' > s.yaml
TRAINIUM_REPORT_NO_CACHE=1 "$TR" estimate s.yaml --csv ref.csv > /dev/null 2>&1 || exit 9
find "$C" -name '*.pickle' | sort > before.txt
"$TR" estimate s.yaml > /dev/null 2>&1 || exit 9
find "$C" -name '*.pickle' | sort > after.txt
comm -13 before.txt after.txt > mine.txt; echo "entries: $(wc -l < mine.txt)"
"$PY" - mine.txt <<'PY'
import hashlib, pickle, sys, pathlib
for line in open(sys.argv[1]):
    p = pathlib.Path(line.strip())
    if not p.exists(): continue
    payload = pickle.dumps("junk")
    p.write_bytes(b"trainium-report cache 1\n" + p.stem.encode() + b"\n" + hashlib.sha256(payload).hexdigest().encode() + b"\n" + payload)
PY
timeout 45 "$TR" estimate s.yaml --csv got.csv > got.txt 2>&1; rc=$?
tail -3 got.txt
[ $rc = 0 ] && cmp -s ref.csv got.csv && echo "same numbers"
exit $rc
