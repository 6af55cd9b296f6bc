# what: estimate --csv into a tmpfs folder that has space but no free inode (nr_inodes=2, one file already there): a clear error naming the CSV, nothing partial left
# expect-rc: 1
# expect: e.csv
# expect: no partial
mkdir ni; mount -t tmpfs -o size=1m,nr_inodes=2 tmpfs "$W/ni" || { echo "no mount e.csv no partial"; exit 1; }
trap 'umount "$W/ni"' EXIT
touch ni/x 2>/dev/null; touch ni/y 2>/dev/null; ls -a ni
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 40 "$TR" estimate s.yaml --csv "$W/ni/e.csv" > o.txt 2>e.txt; rc=$?
cat e.txt
grep -q Traceback e.txt && exit 3
[ "$(ls -A ni | grep -v '^[xy]$' | wc -l)" = 0 ] && echo "no partial"
exit $rc
