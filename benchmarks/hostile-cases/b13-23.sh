# what: MPLCONFIGDIR=/proc and IPYTHONDIR=/sys/kernel (existing folders no one can write, in kernel pseudo-filesystems: a copy-paste slip), HOME an empty folder: model llama-3.1-8b and claims print the same answers as without them (README: the values are kept as set; matplotlib falls back to a temporary folder), no hang, no traceback, nothing written under HOME
# expect-rc: 0
# expect: pseudo ok
timeout 55 "$TR" model llama-3.1-8b > mref.txt 2>/dev/null
timeout 55 "$TR" claims > cref.txt 2>/dev/null
mkdir home
MPLCONFIGDIR=/proc IPYTHONDIR=/sys/kernel HOME="$W/home" timeout 55 "$TR" model llama-3.1-8b > m.txt 2>m.err; r1=$?
MPLCONFIGDIR=/proc IPYTHONDIR=/sys/kernel HOME="$W/home" timeout 55 "$TR" claims > c.txt 2>c.err; r2=$?
echo "rc $r1 $r2"; head -2 m.err
bad=0
[ $r1 = 0 ] && cmp -s m.txt mref.txt || { echo "CHECK FAILED: model"; bad=1; }
[ $r2 = 0 ] && cmp -s c.txt cref.txt || { echo "CHECK FAILED: claims"; bad=1; }
cat m.err c.err | grep -q Traceback && { echo "CHECK FAILED: traceback"; bad=1; }
[ -z "$(ls -A home)" ] || { echo "CHECK FAILED: HOME written: $(ls -A home)"; bad=1; }
[ $bad = 0 ] && echo "pseudo ok"
exit $bad
