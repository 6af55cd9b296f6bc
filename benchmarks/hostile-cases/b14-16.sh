# what: a data copy whose prices.csv is edited in place to the same size with its mtime kept (touch -r from a saved copy: rsync --inplace, a restore that keeps times) after a warm specs: specs trn2.48xlarge --data-dir d must show the new price (equal to a cache-off run), not the cached dataset's
# expect-rc: 0
# expect: same-mtime ok
cp -r "$PROJECT/data" d; cp -p d/prices.csv keep.csv
timeout 55 "$TR" specs trn2.48xlarge --data-dir d > o1.txt 2>/dev/null
"$PY" - <<'PY'
p="d/prices.csv"; lines=open(p, encoding="utf-8").read().split("\n")
for k,l in enumerate(lines):
    f=l.split(",")
    if f[0]=="trn2.48xlarge" and len(f)>7 and f[6][:1] in "123456789":
        old=f[6]; f[6]=str(int(old[0])%9+1)+old[1:]; lines[k]=",".join(f); print("edited",old,"->",f[6]); break
open(p,"w",encoding="utf-8").write("\n".join(lines))
PY
touch -r keep.csv d/prices.csv
[ "$(stat -c %s d/prices.csv)" = "$(stat -c %s keep.csv)" ] || echo "note: size changed"
timeout 55 "$TR" specs trn2.48xlarge --data-dir d --all > o2.txt 2>/dev/null; rc=$?
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" specs trn2.48xlarge --data-dir d --all > ref.txt 2>/dev/null
echo "rc=$rc"
if [ $rc = 0 ] && cmp -s o2.txt ref.txt; then echo "same-mtime ok"; else echo "CHECK FAILED: stale cached dataset"; diff ref.txt o2.txt | head; exit 1; fi
