# what: 30,000 empty junk files named like cache entries (<24 hex>.pickle) in .cache/scenario (a sync tool's leftovers), then a cold estimate of a new scenario (cache on, it puts and prunes): it answers as with the cache off, well within 55 s; the junk is not read as entries
# expect-rc: 0
# expect: junk entries ok
mkdir -p "$PROJECT/.cache/scenario"
"$PY" -c '
import os,sys
d=sys.argv[1]
for i in range(30000):
    open(os.path.join(d,"%024x.pickle" % (0xb12090000000000000000000+i)),"wb").close()
' "$PROJECT/.cache/scenario"
cp "$PROJECT/scenarios/default.yaml" s.yaml
sed -i "s/^title: .*/title: b1209 $$/" s.yaml
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" estimate s.yaml --csv ref.csv > /dev/null 2>&1
s=$(date +%s)
timeout 55 "$TR" estimate s.yaml --csv e.csv > o.txt 2>&1; r=$?
e=$(( $(date +%s) - s ))
find "$PROJECT/.cache/scenario" -name 'b1209*' -delete 2>/dev/null
"$PY" -c '
import os,sys
d=sys.argv[1]
for n in os.listdir(d):
    if n.startswith("b1209"): os.unlink(os.path.join(d,n))
' "$PROJECT/.cache/scenario"
echo "rc=$r in ${e}s; $(tail -1 o.txt | cut -c1-200)"
bad=0
[ $r = 0 ] && cmp -s e.csv ref.csv || { echo "answer differs"; bad=1; }
[ $e -le 40 ] || { echo "too slow"; bad=1; }
grep -q Traceback o.txt && bad=1
[ $bad = 0 ] && echo "junk entries ok"
exit $bad
