# what: a damaged cache that keeps its size and time: one byte in the middle of every .cache/dataset and .cache/scenario entry flipped (a bit rot, a bad sector remapped), each file's mtime restored (touch -r): estimate --csv then gives the table of a cache-off run (a damaged entry recomputed, or refused naming .cache), never other numbers; no traceback
# expect-rc: 0
# expect: rot ok
cp "$PROJECT/scenarios/examples/small-volume.yaml" s.yaml
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" estimate s.yaml --csv ref.csv > /dev/null 2>&1 || { echo "CHECK FAILED: ref"; exit 1; }
timeout 55 "$TR" estimate s.yaml > /dev/null 2>&1     # warm the cache
n=0
for f in "$PROJECT"/.cache/dataset/* "$PROJECT"/.cache/scenario/*; do
  [ -f "$f" ] || continue
  cp -p "$f" keep.tmp
  "$PY" - "$f" <<'PYEOF'
import sys
p = sys.argv[1]
b = bytearray(open(p, 'rb').read())
i = len(b) // 2
b[i] ^= 0x20
open(p, 'r+b').write(bytes(b))
PYEOF
  touch -r keep.tmp "$f"; rm -f keep.tmp; n=$((n+1))
done
echo "flipped $n entries"
timeout 55 "$TR" estimate s.yaml --csv e.csv > o.txt 2>&1; rc=$?
echo "rc=$rc $(tail -1 o.txt | cut -c1-120)"
grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; exit 1; }
if [ $rc = 0 ]; then cmp -s e.csv ref.csv || { echo "CHECK FAILED: other numbers from a damaged cache"; diff ref.csv e.csv | head -6; exit 1; }
else grep -q '\.cache' o.txt || { echo "CHECK FAILED: rc $rc without naming .cache"; exit 1; }; fi
echo "rot ok"
