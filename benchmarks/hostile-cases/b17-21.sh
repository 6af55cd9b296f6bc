# what: build --notebooks naming a FIFO (nb, mkfifo: nobody writes) --no-pdf --jobs 2 of small-volume: refused at once (within 15 s) naming nb, non-zero, no hang on the FIFO, no --out folder made, no traceback
# expect-rc: 0
# expect: fifo ok
mkfifo nb
start=$(date +%s)
timeout 55 "$TR" build "$PROJECT/scenarios/examples/small-volume.yaml" --no-pdf --jobs 2 --quiet --notebooks nb --out o --figures f > o.txt 2>&1; rc=$?
t=$(( $(date +%s) - start )); echo "rc=$rc in $t s: $(tail -2 o.txt | cut -c1-160)"
bad=0
[ $rc != 0 ] && [ $rc != 124 ] || { echo "CHECK FAILED: rc $rc"; bad=1; }
[ $t -le 15 ] || { echo "CHECK FAILED: took $t s"; bad=1; }
grep -q -e 'nb' o.txt || { echo "CHECK FAILED: nb not named"; bad=1; }
grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }
[ -e o ] && { echo "CHECK FAILED: --out folder made"; bad=1; }
[ $bad = 0 ] && echo "fifo ok"
