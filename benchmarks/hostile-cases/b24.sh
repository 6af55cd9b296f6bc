# what: claims --csv into a full 200 KB tmpfs: a clear error naming the file, and no partial or temporary file left
# expect-rc: 1
# expect: c.csv
mkdir full; mount -t tmpfs -o size=200k tmpfs "$W/full" || { echo "cannot mount"; exit 1; }
trap 'umount "$W/full" 2>/dev/null' EXIT
dd if=/dev/zero of=full/filler bs=4k count=1000 2>/dev/null
"$TR" claims --csv "$W/full/c.csv" > o.txt 2>&1; rc=$?
tail -n 3 o.txt; echo "left: $(ls -A full | tr '\n' ' ')"
ls -A full | grep -v '^filler$' && exit 4
exit $rc
