# what: predict --csv outdir where outdir is an existing folder (a slip: a folder given for the CSV file): refused naming outdir, the folder left as it was, no traceback
# expect-rc: nonzero
# expect: outdir
# expect-not: Traceback
mkdir outdir; echo keep > outdir/keep.txt
timeout 55 "$TR" predict "$PROJECT/scenarios/examples/my-runs.csv" --csv outdir; rc=$?
cat outdir/keep.txt; ls outdir; exit $rc
