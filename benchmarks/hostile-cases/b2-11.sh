# what: TMPDIR a read-only tmpfs mount (and out of inodes: nr_inodes=1): validate, estimate --csv, predict --csv must work (or name TMPDIR in one line)
# expect-rc: 0
# expect: tmp ok
mkdir ro ni; mount -t tmpfs -o ro,size=100k tmpfs "$W/ro" || { echo "no mount"; exit 0; }
mount -t tmpfs -o size=100k,nr_inodes=1 tmpfs "$W/ni" || { umount "$W/ro"; exit 0; }
trap 'umount "$W/ro"; umount "$W/ni"' EXIT
cp "$PROJECT/scenarios/default.yaml" s.yaml; cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
bad=0
for T in "$W/ro" "$W/ni"; do
for c in "validate" "estimate s.yaml --csv e.csv" "predict runs.csv --csv p.csv"; do
  rm -f e.csv p.csv
  TMPDIR="$T" timeout 40 "$TR" $c > o.txt 2>&1; rc=$?
  echo "TMPDIR=$(basename $T) $c: rc=$rc $(tail -1 o.txt | cut -c1-150)"
  f=$(echo $c | awk '{print $NF}')
  if [ $rc = 0 ]; then case "$f" in *.csv) [ -s "$f" ] || bad=1;; esac
  else grep -q Traceback o.txt && bad=1; grep -qiE 'TMPDIR' o.txt || bad=1; fi
done; done
[ $bad = 0 ] && echo "tmp ok"; exit $bad
