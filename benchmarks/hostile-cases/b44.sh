# what: build with --out a new folder on a nearly full 400 KB tmpfs: a clear "no space" error naming the folder, nothing half-published, nothing left behind
# expect-rc: 1
# expect: space
# expect: mnt/out
mkdir mnt; mount -t tmpfs -o size=400k tmpfs "$W/mnt" || { echo "cannot mount"; exit 1; }
trap 'umount "$W/mnt" 2>/dev/null' EXIT
dd if=/dev/zero of=mnt/filler bs=4k count=60 2>/dev/null
timeout 55 "$TR" build --no-pdf --quiet --out "$W/mnt/out" --figures "$W/fig" > o.txt 2>&1; rc=$?
tail -6 o.txt; echo "lines: $(wc -l < o.txt)"
echo "fs holds: $(find mnt -mindepth 1 | head -20 | tr '\n' ' ')"
[ -e mnt/out/default/report.html ] && { echo "a report was published on a full disk"; exit 4; }
find mnt -mindepth 1 -name '.build-*' | grep -q . && { echo "temporary build folder left behind"; exit 5; }
exit $rc
