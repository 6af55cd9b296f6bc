# what: the project cache read-only (a private namespace bind-mounts $PROJECT/.cache read-only: a shared checkout on a ro volume) and a cold claims --data-dir d of a new data version (a copy with one note changed): the cache is only an accelerator, so claims must answer 0 with the same verdicts as a run with TRAINIUM_REPORT_NO_CACHE=1 (a warning about the cache is fine), no traceback
# expect-rc: 0
# expect: rocache ok
cp -r "$PROJECT/data" d
"$PY" -c "
import csv,sys
p='d/sources.csv'; r=list(csv.reader(open(p,newline='')))
r[1][-1]=r[1][-1]+' b15-10'
csv.writer(open(p,'w',newline='')).writerows(r)"
mkdir -p "$PROJECT/.cache"
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" claims --data-dir d > ref.txt 2>&1
cat > inner.sh <<'IN'
mount --bind "$PROJECT/.cache" "$PROJECT/.cache" && mount -o remount,ro,bind "$PROJECT/.cache" || exit 7
timeout 55 "$TR" claims --data-dir d > o.txt 2>err.txt; echo $? > rc.txt
umount "$PROJECT/.cache"
IN
unshare -m bash inner.sh
rc=$(cat rc.txt); echo "rc=$rc"; head -3 err.txt | cut -c1-200
bad=0
[ "$rc" = 0 ] || { echo "CHECK FAILED: rc $rc"; bad=1; }
grep -v -i cache ref.txt > a; grep -v -i cache o.txt > b
cmp -s a b || { echo "CHECK FAILED: verdicts differ from a no-cache run"; diff a b | head -5; bad=1; }
grep -q Traceback err.txt o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ $bad = 0 ] && echo "rocache ok"
exit $bad
