# what: -p VALUE at the YAML edges for a key that needs a positive number (-p tokens_per_day '' is null, .nan, .inf, -.inf): each refused by estimate naming tokens_per_day (README: -p values are "checked like the file's own values"), code 1, no e.csv; never a table of nan or inf
# expect-rc: 0
# expect: edges refused
bad=0
for v in '' .nan .inf -.inf; do
  timeout 55 "$TR" estimate "$PROJECT/scenarios/default.yaml" -p tokens_per_day "$v" --csv e.csv > o.txt 2>&1; r=$?
  echo "[$v] rc=$r: $(tail -1 o.txt | cut -c1-160)"
  [ $r = 1 ] && grep -q tokens_per_day o.txt || bad=1
  grep -q Traceback o.txt && bad=1
  [ -e e.csv ] && { echo "e.csv written for [$v]"; rm -f e.csv; bad=1; }
done
[ $bad = 0 ] && echo "edges refused"
exit $bad
