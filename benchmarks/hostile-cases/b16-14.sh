# what: COLUMNS=1 LINES=1 (a terminal squeezed to one column; argparse wraps its help to COLUMNS, and textwrap refuses a width below 1) for --help of the program and of every subcommand (validate, specs, claims, build, estimate, model, predict): each prints its usage (wrapped however narrowly), code 0, no traceback
# expect-rc: 0
# expect: help ok
bad=0
for c in "" validate specs claims build estimate model predict; do
  COLUMNS=1 LINES=1 timeout 55 "$TR" $c --help > o.txt 2>&1; rc=$?
  echo "${c:-main}: rc=$rc lines=$(wc -l < o.txt)"
  [ $rc = 0 ] || { echo "CHECK FAILED: $c --help rc=$rc"; bad=1; }
  grep -qi usage o.txt || { echo "CHECK FAILED: $c no usage"; bad=1; }
  grep -q Traceback o.txt && { echo "CHECK FAILED: traceback in $c"; tail -2 o.txt; bad=1; }
done
[ $bad = 0 ] && echo "help ok"
exit $bad
