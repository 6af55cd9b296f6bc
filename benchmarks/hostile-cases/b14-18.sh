# what: stdout and stderr both closed (cmd >&- 2>&-: a daemon's launcher) for estimate of a scenario with tokens_per_day: -5 and for claims --csv c.csv: no hang, no traceback anywhere (nowhere to print: exit code only); estimate non-zero; claims either 0 with c.csv the whole audit or non-zero with c.csv absent/whole
# expect-rc: 0
# expect: closed ok
export TRAINIUM_REPORT_NO_CACHE=1
timeout 55 "$TR" claims --csv ref.csv > /dev/null 2>&1
cp "$PROJECT/scenarios/default.yaml" s.yaml; sed -i 's/^tokens_per_day: 1.0e+9 /tokens_per_day: -5 /' s.yaml
timeout 55 "$TR" estimate s.yaml >&- 2>&-; r1=$?
timeout 55 "$TR" claims --csv c.csv >&- 2>&-; r2=$?
echo "rc $r1 $r2"; bad=0
[ $r1 = 0 ] && { echo "CHECK FAILED: bad scenario gave 0"; bad=1; }
[ $r1 = 124 ] || [ $r2 = 124 ] && { echo "CHECK FAILED: hang"; bad=1; }
[ $r2 = 0 ] && ! cmp -s c.csv ref.csv && { echo "CHECK FAILED: claims 0 but c.csv not whole"; bad=1; }
[ -e c.csv ] && ! cmp -s c.csv ref.csv && { echo "CHECK FAILED: partial c.csv"; bad=1; }
[ $bad = 0 ] && echo "closed ok"; exit $bad
