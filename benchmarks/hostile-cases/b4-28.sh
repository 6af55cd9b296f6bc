# what: Ctrl-C very early: SIGINT to the process only (not the group) of claims --csv and specs trainium2 --all --csv (cache off) at 0.15 s (claims) and 0.05 / 0.25 s (specs), while Python and the CLI load: each ends with code 130 (or its whole answer), at most one line, no traceback, no CSV or temporary file left
# expect-rc: 0
# expect: early interrupt ok
set -m   # background jobs keep SIGINT (a non-interactive shell would start them with it ignored)
export TRAINIUM_REPORT_NO_CACHE=1
bad=0
for ct in "claims --csv x.csv@0.15" "specs trainium2 --all --csv x.csv@0.05" "specs trainium2 --all --csv x.csv@0.25"; do c=${ct%@*}; t=${ct#*@}
  rm -f x.csv; "$TR" $c > o.txt 2>&1 & P=$!
  sleep $t; kill -INT $P 2>/dev/null; ( sleep 40; kill -KILL $P 2>/dev/null ) & G=$!
  wait $P; rc=$?; echo "$c @$t: rc=$rc $(tail -1 o.txt | cut -c1-80)"; kill -- -$G 2>/dev/null; wait $G 2>/dev/null
  if [ $rc = 130 ]; then [ $(grep -c . o.txt) -le 1 ] || { echo "$c @$t: $(grep -c . o.txt) lines"; bad=1; }; [ -e x.csv ] && { echo "$c @$t: CSV LEFT"; bad=1; }
  elif [ $rc = 0 ]; then [ -s x.csv ] || { echo "$c @$t: rc 0 without CSV"; bad=1; }
  else echo "$c @$t: rc=$rc $(tail -1 o.txt)"; bad=1; fi
  grep -q -E 'Traceback|KeyboardInterrupt' o.txt && { echo "$c @$t: traceback"; head -3 o.txt; bad=1; }
  ls -a | grep -q '\.tmp$' && { echo "$c @$t: TEMP LEFT"; bad=1; }
done
[ $bad = 0 ] && echo "early interrupt ok"; exit $bad
