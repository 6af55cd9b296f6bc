# what: specs/claims/predict --csv aimed at folders and a name with a trailing slash: claims --csv . , specs trainium2 --csv sub/ (sub not existing), predict runs.csv --csv / (as root): each non-zero with one line naming the path; nothing made, the working folder and / untouched, no traceback
# expect-rc: 0
# expect: all refused
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
bad=0
timeout 55 "$TR" claims --csv . > o1.txt 2>&1; r=$?; tail -1 o1.txt; [ $r != 0 ] && tail -1 o1.txt | grep -q folder || { echo "claims rc=$r"; bad=1; }
timeout 55 "$TR" specs trainium2 --csv sub/ > o2.txt 2>&1; r=$?; tail -1 o2.txt; [ $r != 0 ] && grep -q sub o2.txt || { echo "specs rc=$r"; bad=1; }
timeout 55 "$TR" predict runs.csv --csv / > o3.txt 2>&1; r=$?; tail -1 o3.txt; [ $r != 0 ] && grep -q "/" o3.txt || { echo "predict rc=$r"; bad=1; }
[ -e sub ] && { echo "sub made"; bad=1; }
ls -a / | grep -E '^\..*tmp|csv' && { echo "junk in /"; bad=1; }
[ "$(ls -a | grep -v -e '^\.$' -e '^\.\.$' | sort | tr '\n' ' ')" = "o1.txt o2.txt o3.txt runs.csv " ] || { echo "cwd: $(ls -a)"; bad=1; }
grep -h Traceback o*.txt && bad=1
[ $bad = 0 ] && echo "all refused"
exit $bad
