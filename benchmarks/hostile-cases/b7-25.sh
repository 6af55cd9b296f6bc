# what: after a good build, the user leaves a FIFO (no writer) in the figures folder fig/small-volume/notes.fifo and rebuilds with -p title: no hang; a whole new report or a refusal naming the FIFO, with the last good report kept
# expect-rc: 0
# expect: consistent
cp "$PROJECT/scenarios/examples/small-volume.yaml" s.yaml
timeout 40 "$TR" build s.yaml --no-pdf --out out --figures fig --jobs 1 > good.txt 2>&1 || { cat good.txt; exit 9; }
cp out/small-volume/report.html good.html
mkfifo fig/small-volume/notes.fifo
timeout 55 "$TR" build s.yaml --no-pdf --out out --figures fig --jobs 1 -p title "b7-25 rebuild" > re.txt 2>&1; rc=$?
echo "rc=$rc"; tail -4 re.txt | cut -c1-300
if [ $rc = 0 ]; then grep -q "b7-25 rebuild" out/small-volume/report.html && echo consistent
elif [ $rc = 1 ] && grep -q "notes.fifo" re.txt && cmp -s good.html out/small-volume/report.html; then echo consistent; fi
