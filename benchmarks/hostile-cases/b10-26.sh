# what: build with the report and the figures aimed at one folder (--out same --figures same) and with the figures inside the report folder (--out o2 --figures o2/figures): each refused at once (within 20 s) naming --figures or --out (or the folders) (the build replaces what its folders hold: one would clobber the other), nothing built; or, if accepted, both sets whole (not expected in 20 s)
# expect-rc: 0
# expect: same folder refused
# expect: nested folder refused
S="$PROJECT/scenarios/examples/small-volume.yaml"
bad=0
s=$(date +%s); timeout -s INT 20 "$TR" build "$S" --no-pdf --jobs 1 --out same --figures same > o1.txt 2>&1; r=$?; e=$(( $(date +%s) - s ))
if [ $r != 0 ] && [ $r != 124 ] && grep -q -e "--figures" -e "--out" -e "same" o1.txt && ! grep -q Traceback o1.txt; then echo "same folder refused (${e}s): $(tail -1 o1.txt | cut -c1-140)"; else echo "same: rc=$r ${e}s"; tail -3 o1.txt; bad=1; fi
s=$(date +%s); timeout -s INT 20 "$TR" build "$S" --no-pdf --jobs 1 --out o2 --figures o2/figures > o2.txt 2>&1; r=$?; e=$(( $(date +%s) - s ))
if [ $r != 0 ] && [ $r != 124 ] && grep -q -e "--figures" -e "--out" -e "o2" o2.txt && ! grep -q Traceback o2.txt; then echo "nested folder refused (${e}s): $(tail -1 o2.txt | cut -c1-140)"; else echo "nested: rc=$r ${e}s"; tail -3 o2.txt; bad=1; fi
sleep 1; exit $bad
