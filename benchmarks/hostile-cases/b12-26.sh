# what: TRAINIUM_REPORT_NO_CACHE set to values that say neither on nor off ("2", "offf", "ja") for estimate and validate (cache.environment_problem: "check_environment refuses any other value"): each refused non-zero in a short message naming TRAINIUM_REPORT_NO_CACHE, no table, no traceback
# expect-rc: 0
# expect: junk no-cache refused
bad=0
for v in 2 offf ja; do
  for c in "validate" "estimate $PROJECT/scenarios/default.yaml"; do
    TRAINIUM_REPORT_NO_CACHE="$v" timeout 55 "$TR" $c > o.txt 2>&1; r=$?
    echo "[$v $c] rc=$r: $(head -1 o.txt | cut -c1-160)"
    [ $r != 0 ] && grep -q TRAINIUM_REPORT_NO_CACHE o.txt && [ $(wc -l < o.txt) -le 3 ] || bad=1
    grep -q Traceback o.txt && bad=1
  done
done
[ $bad = 0 ] && echo "junk no-cache refused"
exit $bad
