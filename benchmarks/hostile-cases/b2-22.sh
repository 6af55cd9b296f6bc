# what: HOME a read-only tmpfs mount, and HOME=/nonexistent/home: validate, claims --csv, estimate and model work and write nothing into HOME
# expect-rc: 0
# expect: home ok
mkdir h; mount -t tmpfs -o ro,size=64k tmpfs "$W/h" || { echo "no mount home ok"; exit 0; }
trap 'umount "$W/h"' EXIT
cp "$PROJECT/scenarios/default.yaml" s.yaml
bad=0
for H in "$W/h" /nonexistent/home; do
for c in "validate" "claims --csv c.csv" "estimate s.yaml" "model llama-3.1-8b"; do
  HOME="$H" timeout 40 "$TR" $c > o.txt 2>&1; rc=$?
  echo "HOME=$H $c rc=$rc: $(tail -1 o.txt | cut -c1-120)"
  [ $rc = 0 ] || bad=1; grep -q Traceback o.txt && bad=1
done; done
[ -e /nonexistent ] && { echo "/nonexistent created"; bad=1; }
[ $bad = 0 ] && echo "home ok"; exit $bad
