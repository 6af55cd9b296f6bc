# what: specs --csv into a read-only mounted folder
# expect-rc: 1
# expect: sp.csv
mkdir ro; mount -t tmpfs -o size=1m,ro tmpfs "$W/ro" || { echo "cannot mount"; exit 1; }
trap 'umount "$W/ro" 2>/dev/null' EXIT
"$TR" specs trn2.48xlarge --csv "$W/ro/sp.csv" > o.txt 2>&1; rc=$?
tail -n 3 o.txt
exit $rc
