# what: MPLCONFIGDIR set but empty (MPLCONFIGDIR=, as `export MPLCONFIGDIR=$UNSET_VAR` leaves it) with HOME an empty folder: model llama-3.1-8b and claims print the same answers as without, and nothing is written into HOME (README: no command writes into your home folder)
# expect-rc: 0
# expect: empty mplconfigdir ok
timeout 55 "$TR" model llama-3.1-8b > ref-m.txt 2>/dev/null; timeout 55 "$TR" claims > ref-c.txt 2>/dev/null
mkdir home
HOME="$W/home" MPLCONFIGDIR= timeout 55 "$TR" model llama-3.1-8b > m.txt 2> m.err; r1=$?
HOME="$W/home" MPLCONFIGDIR= timeout 55 "$TR" claims > c.txt 2> c.err; r2=$?
echo "rc $r1 $r2"; head -3 m.err c.err
bad=0
[ $r1 = 0 ] && cmp -s m.txt ref-m.txt || { echo "model differs"; bad=1; }
[ $r2 = 0 ] && cmp -s c.txt ref-c.txt || { echo "claims differ"; bad=1; }
[ -z "$(ls -A home)" ] || { echo "HOME written: $(find home | head)"; bad=1; }
grep -h Traceback m.err c.err && bad=1
[ $bad = 0 ] && echo "empty mplconfigdir ok"
exit $bad
