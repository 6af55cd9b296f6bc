# what: subcommand name slips: an abbreviation (trainium-report valid), a capitalised name (Claims), a subcommand after an option (trainium-report --jobs 2 build) and a decide subcommand that does not exist: each a usage error non-zero naming the bad word (argparse's invalid choice), no traceback, nothing run
# expect-rc: 0
# expect: names ok
bad=0
for c in valid Claims "--jobs 2 build" decide; do
  timeout 55 "$TR" $c > o.txt 2>&1; rc=$?
  w=${c%% *}
  echo "$c: rc=$rc: $(tail -1 o.txt | cut -c1-150)"
  [ $rc = 0 ] && { echo "CHECK FAILED: $c accepted"; bad=1; }
  grep -q -e "$w" -e "invalid choice" -- o.txt || { echo "CHECK FAILED: $c not named"; bad=1; }
  grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
done
[ -e report ] || [ -e figures ] && { echo "CHECK FAILED: something built"; bad=1; }
[ $bad = 0 ] && echo "names ok"
exit $bad
