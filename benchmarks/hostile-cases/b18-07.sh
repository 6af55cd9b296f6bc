# what: the project cache's dataset entries replaced by symlinks to /dev/zero (an endless source of NUL bytes; issue 22 lists unbounded reads and a damaged cache) then claims and model llama-3.1-8b: each answers as with no cache, within 55 s, memory bounded, no traceback
# expect-rc: 0
# expect: zero ok
C="$PROJECT/.cache/dataset"
timeout 55 "$TR" model llama-3.1-8b > ref.txt 2>&1
ls "$C"/*.pickle > names.txt 2>/dev/null
for f in $(cat names.txt); do rm -f "$f"; ln -s /dev/zero "$f"; done
ulimit -v 3000000
timeout 55 "$TR" claims > c.txt 2>&1; r1=$?
timeout 55 "$TR" model llama-3.1-8b > m.txt 2>&1; r2=$?
for f in $(cat names.txt); do [ -L "$f" ] && rm -f "$f"; done
echo "rc $r1 $r2"; tail -1 c.txt
bad=0
[ -s names.txt ] || { echo "CHECK FAILED: no cache entry to damage"; bad=1; }
[ $r1 = 0 ] || { echo "CHECK FAILED: claims rc $r1"; bad=1; }
[ $r2 = 0 ] && cmp -s m.txt ref.txt || { echo "CHECK FAILED: model differs"; bad=1; }
grep -q Traceback c.txt m.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "zero ok"; exit $bad
