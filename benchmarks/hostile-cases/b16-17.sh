# what: HOME an empty folder whose name holds a newline and unicode ($W/$'hö\nme'), MPLCONFIGDIR, IPYTHONDIR and XDG_* unset, and MPLCONFIGDIR given as a relative path ("mpl/cfg", not existing) in a second run: model llama-3.1-8b and claims answer byte-for-byte as with a plain HOME, no traceback, no warning about a config folder
# expect-rc: 0
# expect: home ok
H="$W/hö"$'\n'"me"; mkdir "$H" plain
unset MPLCONFIGDIR IPYTHONDIR XDG_CACHE_HOME XDG_CONFIG_HOME XDG_DATA_HOME XDG_RUNTIME_DIR
HOME="$W/plain" timeout 55 "$TR" model llama-3.1-8b > ref-m.txt 2>&1; HOME="$W/plain" timeout 55 "$TR" claims > ref-c.txt 2>&1
bad=0
HOME="$H" timeout 55 "$TR" model llama-3.1-8b > m1.txt 2>&1; echo "model rc=$?"
HOME="$H" timeout 55 "$TR" claims > c1.txt 2>&1; echo "claims rc=$?"
HOME="$W/plain" MPLCONFIGDIR=mpl/cfg timeout 55 "$TR" model llama-3.1-8b > m2.txt 2>&1; echo "model rel rc=$?"
HOME="$W/plain" MPLCONFIGDIR=mpl/cfg timeout 55 "$TR" claims > c2.txt 2>&1; echo "claims rel rc=$?"
for f in m1 m2; do cmp -s ref-m.txt $f.txt || { echo "CHECK FAILED: $f differs"; diff ref-m.txt $f.txt | head -4; bad=1; }; done
for f in c1 c2; do cmp -s ref-c.txt $f.txt || { echo "CHECK FAILED: $f differs"; diff ref-c.txt $f.txt | head -4; bad=1; }; done
grep -q Traceback m1.txt m2.txt c1.txt c2.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "home ok"
exit $bad
