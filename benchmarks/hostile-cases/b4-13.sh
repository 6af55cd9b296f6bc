# what: a small stack (ulimit -s 256 KB) for estimate, validate and claims (cache off): the same answers as with the default stack, or one line saying so; no crash, no traceback
# expect-rc: 0
# expect: small stack ok
export TRAINIUM_REPORT_NO_CACHE=1
S="$PROJECT/scenarios/default.yaml"
timeout 40 "$TR" estimate "$S" --csv ref.csv > /dev/null 2>&1 || exit 9
( ulimit -s 256; timeout 40 "$TR" estimate "$S" --csv e.csv > o.txt 2>&1; echo "estimate rc=$?" >> o.txt
  timeout 40 "$TR" validate > v.txt 2>&1; echo "validate rc=$?" >> o.txt
  timeout 40 "$TR" claims --csv c.csv > c.txt 2>&1; echo "claims rc=$?" >> o.txt )
cat o.txt | tail -4
bad=0; grep -q 'rc=0' o.txt || bad=1
for r in $(grep -o 'rc=[0-9]*' o.txt); do [ "$r" = rc=0 ] || { [ "$r" = rc=1 ] && [ $(grep -vc 'rc=' o.txt) -le 3 ]; } || bad=1; done
grep -q 'estimate rc=0' o.txt && { cmp -s e.csv ref.csv || { echo "ESTIMATE DIFFERS"; bad=1; }; }
grep -q Traceback o.txt v.txt c.txt && bad=1
[ $bad = 0 ] && echo "small stack ok"; exit $bad
