# what: a rebuild (--no-pdf, -p title "b7-22 rebuild") over a good report under ulimit -n 40 (few file descriptors for the build, its kernels and their ZeroMQ sockets): a whole new report, or a clear failure with the last good report byte-identical; no process left
# expect-rc: 0
# expect: consistent
cp "$PROJECT/scenarios/examples/small-volume.yaml" s.yaml
timeout 40 "$TR" build s.yaml --no-pdf --out out --figures fig --jobs 1 > good.txt 2>&1 || { cat good.txt; exit 9; }
cp out/small-volume/report.html good.html
( ulimit -n 40; timeout 55 "$TR" build s.yaml --no-pdf --out out --figures fig --jobs 1 -p title "b7-22 rebuild" > re.txt 2>&1 ); rc=$?
echo "rc=$rc"; tail -4 re.txt | cut -c1-300
if [ $rc = 0 ]; then grep -q "b7-22 rebuild" out/small-volume/report.html && echo consistent
elif [ $rc = 1 ] && cmp -s good.html out/small-volume/report.html; then echo consistent; fi
ls -A out | grep -v -E '^(small-volume|index.html|_shared|\.trainium-report.*|styles.*)$'
exit 0
