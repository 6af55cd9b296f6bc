# what: the project cache's dataset entry for the shipped data replaced by a FIFO nobody writes (a damaged cache: mkfifo over the name by a sync tool), then validate and specs trn2.48xlarge: README's inputs.py reads only regular files, so each answers as with no cache (OK line, same table), within 55 s, no hang on the FIFO
# expect-rc: 0
# expect: fifo ok
C="$PROJECT/.cache/dataset"
timeout 55 "$TR" specs trn2.48xlarge > ref.txt 2>&1
ls "$C"/*.pickle > names.txt 2>/dev/null
for f in $(cat names.txt); do rm -f "$f"; mkfifo "$f"; done
echo "fifos: $(wc -l < names.txt)"
timeout 55 "$TR" validate > v.txt 2>&1; r1=$?
timeout 55 "$TR" specs trn2.48xlarge > s.txt 2>&1; r2=$?
for f in $(cat names.txt); do [ -p "$f" ] && rm -f "$f"; done
echo "rc $r1 $r2"; tail -1 v.txt
bad=0
[ -s names.txt ] || { echo "CHECK FAILED: no cache entry to damage"; bad=1; }
[ $r1 = 0 ] && grep -q '^OK' v.txt || { echo "CHECK FAILED: validate"; bad=1; }
[ $r2 = 0 ] && cmp -s s.txt ref.txt || { echo "CHECK FAILED: specs differs"; bad=1; }
[ $bad = 0 ] && echo "fifo ok"; exit $bad
