# what: HOME=/dev/null (a daemon's or CI job's setting) with MPLCONFIGDIR and IPYTHONDIR unset: model llama-3.1-8b and claims print the same answers as with a normal HOME, code 0, no traceback, no hang
# expect-rc: 0
# expect: devnull home ok
timeout 55 "$TR" model llama-3.1-8b > r1.txt 2>/dev/null
timeout 55 "$TR" claims > r2.txt 2>/dev/null
HOME=/dev/null timeout 55 env -u MPLCONFIGDIR -u IPYTHONDIR "$TR" model llama-3.1-8b > o1.txt 2> e1.txt; a=$?
HOME=/dev/null timeout 55 env -u MPLCONFIGDIR -u IPYTHONDIR "$TR" claims > o2.txt 2> e2.txt; b=$?
echo "model rc=$a $(head -2 e1.txt)"; echo "claims rc=$b $(head -2 e2.txt)"
bad=0
[ $a = 0 ] && cmp -s o1.txt r1.txt || bad=1
[ $b = 0 ] && cmp -s o2.txt r2.txt || bad=1
cat e1.txt e2.txt | grep -q Traceback && bad=1
[ $bad = 0 ] && echo "devnull home ok"
exit $bad
