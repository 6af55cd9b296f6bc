# what: a matplotlibrc in the working folder that is a hard link to the bystander $OUTSIDE/thesis.tex (not an rc file: "a bystander file"): model llama-3.1-8b and claims print the same answers as from a clean folder, and the bystander is neither changed nor renamed
# expect-rc: 0
# expect: rc link ok
mkdir clean; ( cd clean && timeout 55 "$TR" model llama-3.1-8b > ../ref-m.txt 2>/dev/null; timeout 55 "$TR" claims > ../ref-c.txt 2>/dev/null )
ln "$OUTSIDE/thesis.tex" matplotlibrc
timeout 55 "$TR" model llama-3.1-8b > m.txt 2> m.err; r1=$?
timeout 55 "$TR" claims > c.txt 2> c.err; r2=$?
echo "rc $r1 $r2"; head -3 m.err c.err | cut -c1-200
bad=0
[ $r1 = 0 ] && cmp -s m.txt ref-m.txt || { echo "model differs"; bad=1; }
[ $r2 = 0 ] && cmp -s c.txt ref-c.txt || { echo "claims differ"; bad=1; }
[ "$(cat "$OUTSIDE/thesis.tex")" = "a bystander file" ] && [ "$(stat -c %h "$OUTSIDE/thesis.tex")" = 2 ] || { echo "bystander changed"; bad=1; }
grep -h Traceback m.err c.err && bad=1
[ $bad = 0 ] && echo "rc link ok"
exit $bad
