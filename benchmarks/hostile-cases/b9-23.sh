# what: four `model llama-3.1-8b` runs started together sharing one fresh, empty MPLCONFIGDIR (the user's; all build matplotlib's font list at once): each prints the same answer as a lone run; any font list left there is whole JSON
# expect-rc: 0
# expect: all four same
# expect: font list ok
timeout 55 "$TR" model llama-3.1-8b > m0.txt 2>&1
mkdir mpl
for i in 1 2 3 4; do MPLCONFIGDIR="$W/mpl" timeout 55 "$TR" model llama-3.1-8b > m$i.txt 2>&1 & done; wait
ok=1; for i in 1 2 3 4; do cmp -s m0.txt m$i.txt || { ok=0; echo "run $i differs"; diff m0.txt m$i.txt | head -4; }; done; [ $ok = 1 ] && echo "all four same"
"$PY" -c '
import glob, json, sys
try:
    for f in glob.glob("mpl/fontlist*.json"):
        json.load(open(f))
    print("font list ok")
except Exception as e:
    print("CHECK FAILED:", e)
'
ls -A mpl
