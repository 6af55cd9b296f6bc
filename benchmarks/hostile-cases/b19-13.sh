# what: -p with a key the scenario does not know and a YAML alias bomb as its VALUE (estimate small-volume -p zz_unknown '[&a [1,1,1,1,1,1,1,1,1], &b [*a,*a,*a,*a,*a,*a,*a,*a,*a], ... 9 levels]': -p values are read as YAML, round 67 stopped bombs from -y and the file): stopped quickly (under 20 s) non-zero naming -p or zz_unknown, or ignored with a note and the normal table; no hang, no memory blow-up, no traceback
# expect-rc: 0
# expect: pbomb ok
SV="$PROJECT/scenarios/examples/small-volume.yaml"
B=$("$PY" -c '
s="&a0 [1,1,1,1,1,1,1,1,1]"
parts=[s]
for i in range(1,9): parts.append("&a%d [%s]" % (i, ",".join(["*a%d" % (i-1)]*9)))
print("[" + ", ".join(parts) + "]")')
t0=$(date +%s)
( ulimit -v 4000000; timeout 55 "$TR" estimate "$SV" -p zz_unknown "$B" > o.txt 2>&1 ); rc=$?
t1=$(date +%s); echo "rc=$rc in $((t1-t0)) s"; tail -3 o.txt | cut -c1-300
bad=0
[ $((t1-t0)) -le 20 ] || { echo "CHECK FAILED: took $((t1-t0)) s"; bad=1; }
if [ $rc != 0 ]; then grep -q -- '-p\|zz_unknown' o.txt || { echo "CHECK FAILED: refusal names neither -p nor zz_unknown"; bad=1; }
  [ $rc -lt 124 ] || { echo "CHECK FAILED: killed (rc $rc)"; bad=1; }
else grep -q zz_unknown o.txt || echo "note: the unknown key was ignored silently"; fi
grep -q 'Traceback\|MemoryError' o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "pbomb ok"
exit $bad
