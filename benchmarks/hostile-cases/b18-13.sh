# what: a matplotlibrc in the working folder that is a symlink to /dev/urandom (endless random bytes: not UTF-8, not a regular file; rounds 59/66 set FIFO, oversized and non-UTF-8 rc files aside) for model llama-3.1-8b and claims: each answers as from a clean folder, within 55 s, possibly naming the rc file, no traceback
# expect-rc: 0
# expect: rc aside ok
mkdir clean; (cd clean && timeout 55 "$TR" model llama-3.1-8b > ../ref.txt 2>&1)
ln -s /dev/urandom matplotlibrc
timeout 55 "$TR" model llama-3.1-8b > m.txt 2>&1; r1=$?
timeout 55 "$TR" claims > c.txt 2>&1; r2=$?
echo "rc $r1 $r2"; grep -i matplotlibrc m.txt c.txt | head -3
bad=0
[ $r1 = 0 ] && [ $r2 = 0 ] || { echo "CHECK FAILED: rc $r1 $r2"; bad=1; }
grep -v -i matplotlibrc m.txt > m2.txt; cmp -s m2.txt ref.txt || { echo "CHECK FAILED: model answer differs"; diff ref.txt m2.txt | head -4; bad=1; }
grep -q Traceback m.txt c.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "rc aside ok"; exit $bad
