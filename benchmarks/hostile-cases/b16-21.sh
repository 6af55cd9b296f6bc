# what: -y holding a YAML alias bomb ("billion laughs": 9 levels of anchors, each a list of 9 aliases to the one before: 387 million leaves if anything walks it as a tree) for estimate small-volume: -y values are scenario keys, and a, b, ... are no keys, so it is refused naming an unknown key (or -y), within 30 s and without a memory blow-up (ulimit -v 3,000,000 KB), no traceback
# expect-rc: 0
# expect: bomb ok
SV="$PROJECT/scenarios/examples/small-volume.yaml"
Y='{a: &a [x,x,x,x,x,x,x,x,x], b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a], c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b], d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c], e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d], f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e], g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f], h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g], i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]}'
s=$(date +%s)
( ulimit -v 3000000; timeout 55 "$TR" estimate "$SV" -y "$Y" > o.txt 2>&1; echo "rc=$?" > rc.txt )
t=$(( $(date +%s) - s )); cat rc.txt; echo "took ${t}s"; head -c 400 o.txt; echo
bad=0
grep -q 'rc=0' rc.txt && { echo "CHECK FAILED: accepted"; bad=1; }
[ $t -le 30 ] || { echo "CHECK FAILED: took $t s"; bad=1; }
grep -q -e "'a'" -e '\ba\b' -e '-y' -e 'alias' o.txt || { echo "CHECK FAILED: refusal names neither the key nor -y"; bad=1; }
grep -q -e Traceback -e MemoryError o.txt && { echo "CHECK FAILED: traceback/MemoryError"; bad=1; }
[ $(wc -c < o.txt) -le 3000 ] || { echo "CHECK FAILED: output of $(wc -c < o.txt) bytes"; bad=1; }
[ $bad = 0 ] && echo "bomb ok"
exit $bad
