# what: build --out a --out b --no-pdf (the report folder given twice: which one?): refused at once (within 15 s) naming --out, as a repeated --jobs is (earlier round); neither a nor b made, nothing built
# expect-rc: 0
# expect: repeated out refused
s=$(date +%s)
timeout 55 "$TR" build "$PROJECT/scenarios/examples/small-volume.yaml" --out a --out b --no-pdf --jobs 2 --quiet > o.txt 2>&1; r=$?
e=$(( $(date +%s) - s )); echo "rc=$r ${e}s"; tail -2 o.txt | cut -c1-200
bad=0
[ $r != 0 ] && [ $e -le 15 ] && grep -q -- '--out' o.txt || bad=1
[ -e a ] || [ -e b ] && { echo "made: $(ls)"; bad=1; }
grep -q Traceback o.txt && bad=1
[ $bad = 0 ] && echo "repeated out refused"
exit $bad
