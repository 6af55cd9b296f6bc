# what: TMPDIR on a full 200 KB tmpfs: estimate --csv, claims --csv and specs --csv must still work (or name TMPDIR / no space in one line)
# expect-rc: 0
# expect: tmp ok
mkdir full; mount -t tmpfs -o size=200k tmpfs "$W/full" || { echo "no mount"; exit 0; }
trap 'umount "$W/full"' EXIT
dd if=/dev/zero of=full/fill bs=4k count=100 2>/dev/null; df -k full | tail -1
cp "$PROJECT/scenarios/default.yaml" s.yaml
bad=0
for c in "estimate s.yaml --csv e.csv" "claims --csv c.csv" "specs trainium2 --csv sp.csv"; do
  TMPDIR="$W/full" timeout 40 "$TR" $c > o.txt 2>&1; rc=$?
  echo "$c: rc=$rc $(tail -1 o.txt | cut -c1-150)"
  f=$(echo $c | awk '{print $NF}')
  if [ $rc = 0 ]; then [ -s "$f" ] || bad=1
  else grep -q Traceback o.txt && bad=1; grep -qiE 'TMPDIR|space' o.txt || bad=1; fi
done
[ $bad = 0 ] && echo "tmp ok"; exit $bad
