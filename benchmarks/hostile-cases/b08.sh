# what: the cache's dataset entries replaced by FIFOs (no writer): validate must not hang on them
# expect-rc: 0
# expect: OK
"$TR" validate > /dev/null 2>&1
C="$PROJECT/.cache/dataset"
for f in "$C"/*.pickle; do rm -f "$f"; mkfifo "$f"; done
timeout 40 "$TR" validate > o.txt 2>&1; rc=$?
cat o.txt
for f in "$C"/*.pickle; do [ -p "$f" ] && rm -f "$f"; done
exit $rc
