# what: every cache entry a cold estimate of a new data version wrote, replaced by a raw (unframed) malicious pickle that runs os.system("touch pwned"): estimate must not execute it and must give the cache-off numbers
# expect-rc: 0
# expect: not executed
# expect: same result
cp -r "$PROJECT/data" d; sed -i '2s/(Vantage data)/(Vantage data) b3-03-'"$$"'/' d/prices.csv; printf 'data_dir: d\n' > s.yaml
touch marker; sleep 1
timeout 40 "$TR" estimate s.yaml > /dev/null 2>&1 || exit 9
"$PY" - "$W" <<'PY'
import os, pickle, sys, pathlib
W = sys.argv[1]
class Evil:
    def __reduce__(self):
        return (os.system, (f"touch {W}/pwned",))
blob = pickle.dumps(Evil())
m = pathlib.Path(W, "marker").stat().st_mtime
n = 0
for p in pathlib.Path(os.environ["PROJECT"], ".cache").rglob("*.pickle"):
    try:
        if p.stat().st_mtime > m and p.is_file():
            p.write_bytes(blob); n += 1
    except OSError:
        pass
print("replaced", n)
PY
timeout 40 "$TR" estimate s.yaml --csv a.csv > a.txt 2>&1 || { tail -3 a.txt; }
TRAINIUM_REPORT_NO_CACHE=1 timeout 40 "$TR" estimate s.yaml --csv b.csv > /dev/null 2>&1
[ -e pwned ] && echo "PICKLE EXECUTED" || echo "not executed"
cmp a.csv b.csv && echo "same result"
