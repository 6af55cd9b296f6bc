# what: MPLCONFIGDIR set to a user folder whose matplotlibrc is not UTF-8 (Latin-1 bytes in a comment and a value: "axes.titlesize: gro\xdf") and whose fontlist is a 0-byte file (libhome: "a value you set is kept"; round 66 set aside a working folder's non-UTF-8 rc but this is the config folder's): model llama-3.1-8b and claims answer as without MPLCONFIGDIR, or end non-zero in one line naming the file; no traceback; the user's folder keeps its matplotlibrc unchanged
# expect-rc: 0
# expect: mplcfg ok
mkdir cfg; printf '# r\xe9glages\naxes.titlesize: gro\xdf\n' > cfg/matplotlibrc; : > cfg/fontlist-v390.json
sum0=$(sha256sum cfg/matplotlibrc)
timeout 55 "$TR" model llama-3.1-8b > m0.txt 2>&1; timeout 55 "$TR" claims > c0.txt 2>&1
MPLCONFIGDIR="$W/cfg" timeout 55 "$TR" model llama-3.1-8b > m1.txt 2>&1; r1=$?
MPLCONFIGDIR="$W/cfg" timeout 55 "$TR" claims > c1.txt 2>&1; r2=$?
echo "rc $r1 $r2"; tail -2 m1.txt c1.txt | cut -c1-200
bad=0
for x in m c; do r=$([ $x = m ] && echo $r1 || echo $r2)
 if [ $r = 0 ]; then diff <(grep -v -i 'matplotlibrc\|matplotlib' ${x}0.txt) <(grep -v -i 'matplotlibrc\|matplotlib' ${x}1.txt) >/dev/null || { echo "CHECK FAILED: $x answer differs"; diff ${x}0.txt ${x}1.txt | head -4; bad=1; }
 else grep -q matplotlibrc ${x}1.txt || { echo "CHECK FAILED: $x failed without naming matplotlibrc"; bad=1; }; fi; done
[ "$(sha256sum cfg/matplotlibrc)" = "$sum0" ] || { echo "CHECK FAILED: the user's matplotlibrc changed"; bad=1; }
cat m1.txt c1.txt | grep -q Traceback && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "mplcfg ok"
exit $bad
