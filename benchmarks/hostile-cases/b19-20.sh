# what: flags of another subcommand given where they do not belong (estimate small-volume --no-pdf, claims --jobs 2, validate --csv v.csv, model llama-3.1-8b --rerun: a user copying a build line): each a usage error (non-zero; fixed after the run: the project's parser exits 1, not argparse's 2, and no doc promises 2) naming the flag, before any work; no v.csv made, no traceback
# expect-rc: 0
# expect: foreign ok
SV="$PROJECT/scenarios/examples/small-volume.yaml"
bad=0
chk() { flag=$1; shift; timeout 55 "$TR" "$@" > o.txt 2>&1; rc=$?; echo "$flag: rc $rc"; [ $rc != 0 ] && [ $rc -lt 124 ] || { echo "CHECK FAILED: $flag rc $rc"; bad=1; }; grep -q -- "$flag" o.txt || { echo "CHECK FAILED: $flag not named"; bad=1; }; grep -q Traceback o.txt && { echo "CHECK FAILED: traceback"; bad=1; }; }
chk --no-pdf estimate "$SV" --no-pdf
chk --jobs claims --jobs 2
chk --csv validate --csv v.csv
chk --rerun model llama-3.1-8b --rerun
[ -e v.csv ] && { echo "CHECK FAILED: v.csv made"; bad=1; }
[ $bad = 0 ] && echo "foreign ok"
exit $bad
