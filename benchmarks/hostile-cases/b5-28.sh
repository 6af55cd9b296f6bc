# what: build --figures onto a read-only tmpfs mount (an empty, read-only folder), --out a new folder: a short error naming the figures folder as read-only, nothing published in --out, no traceback
# expect-rc: 1
# expect: fig
# expect: read-only
mkdir fig; mount -t tmpfs -o ro,size=200k tmpfs "$W/fig" 2>/dev/null || { echo "cannot mount"; exit 9; }
timeout 55 "$TR" build --no-pdf --quiet --out "$W/out" --figures "$W/fig" > o.txt 2>&1; rc=$?
umount "$W/fig"
cat o.txt | tail -5
grep -q Traceback o.txt && rc=3
[ -f out/default/report.html ] && { echo "A REPORT WAS PUBLISHED"; rc=4; }
exit $rc
