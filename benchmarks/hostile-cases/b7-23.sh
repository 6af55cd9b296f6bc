# what: a rebuild (--no-pdf, -p title "b7-23 rebuild") over a good report under ulimit -f 200 (no file over 200 KB; Python ignores SIGXFSZ, so writes fail with EFBIG): a clear error (file too large) and the last good report byte-identical, nothing temporary left in out/
# expect-rc: 0
# expect: kept
cp "$PROJECT/scenarios/examples/small-volume.yaml" s.yaml
timeout 40 "$TR" build s.yaml --no-pdf --out out --figures fig --jobs 1 > good.txt 2>&1 || { cat good.txt; exit 9; }
cp out/small-volume/report.html good.html
ls -la out > before.txt
( ulimit -f 200; timeout 55 "$TR" build s.yaml --no-pdf --out out --figures fig --jobs 1 -p title "b7-23 rebuild" > re.txt 2>&1 ); rc=$?
echo "rc=$rc"; tail -4 re.txt | cut -c1-300
if [ $rc = 0 ]; then grep -q "b7-23 rebuild" out/small-volume/report.html && echo "kept (built whole within the limit)"
elif cmp -s good.html out/small-volume/report.html; then echo "kept"; fi
ls -A out
