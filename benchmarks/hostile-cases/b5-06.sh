# what: TMPDIR set to "" (empty), to a relative folder that does not exist (nope/tmp), to a dangling symlink and to /dev/null: estimate --csv and predict --csv (cache off) write the same CSVs as with a normal TMPDIR (or fail in one line naming TMPDIR)
# expect-rc: 0
# expect: tmpdir ok
export TRAINIUM_REPORT_NO_CACHE=1
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
timeout 40 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e0.csv > /dev/null 2>&1 || exit 9
timeout 40 "$TR" predict runs.csv --csv p0.csv > /dev/null 2>&1 || exit 9
ln -s "$W/gone/nowhere" dangling; bad=0
for T in "" "nope/tmp" "$W/dangling" /dev/null; do
  rm -f e.csv p.csv
  TMPDIR="$T" timeout 40 "$TR" estimate "$PROJECT/scenarios/default.yaml" --csv e.csv > o1.txt 2>&1; r1=$?
  TMPDIR="$T" timeout 40 "$TR" predict runs.csv --csv p.csv > o2.txt 2>&1; r2=$?
  for x in "1 e" "2 p"; do set -- $x; r=$(eval echo \$r$1)
    if [ $r = 0 ]; then cmp -s $2.csv ${2}0.csv || { echo "TMPDIR='$T': $2.csv differs"; bad=1; }
    else grep -q TMPDIR o$1.txt && [ $(grep -c . o$1.txt) -le 2 ] || { echo "TMPDIR='$T': failed without naming TMPDIR:"; head -3 o$1.txt; bad=1; }; fi
    grep -q Traceback o$1.txt && { echo "TRACEBACK TMPDIR='$T'"; bad=1; }
  done
done
[ $bad = 0 ] && echo "tmpdir ok"; exit $bad
