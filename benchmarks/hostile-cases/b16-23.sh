# what: stdout redirected to a file under a 1 KB file-size limit (ulimit -f 1; claims prints far more; Python ignores SIGXFSZ so the write fails with EFBIG) with stderr to a separate small file: claims and specs trainium2 --all end non-zero with a short message on stderr (file too large / output failed), no traceback, no hang
# expect-rc: 0
# expect: efbig ok
bad=0
for c in "claims" "specs trainium2 --all"; do
  ( ulimit -f 1; timeout 55 "$TR" $c > out.txt 2> err.txt; echo $? > rc.txt )
  rc=$(cat rc.txt); echo "$c: rc=$rc out=$(wc -c < out.txt) err: $(head -c 300 err.txt)"
  [ "$rc" != 0 ] || { echo "CHECK FAILED: $c rc 0 with a truncated stdout"; bad=1; }
  [ "$rc" != 124 ] || { echo "CHECK FAILED: hang"; bad=1; }
  grep -q Traceback err.txt && { echo "CHECK FAILED: traceback"; bad=1; }
  [ $(wc -l < err.txt) -le 4 ] || { echo "CHECK FAILED: long stderr ($(wc -l < err.txt) lines)"; bad=1; }
done
[ $bad = 0 ] && echo "efbig ok"
exit $bad
