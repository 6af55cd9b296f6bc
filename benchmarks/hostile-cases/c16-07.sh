# what: predict --csv nodir/pred.csv (an output folder that does not exist) on the example runs: a clear error naming nodir/pred.csv (or the folder), no traceback, nothing created outside
# expect-rc: nonzero
# expect: nodir
# expect-not: Traceback
timeout 55 "$TR" predict "$PROJECT/scenarios/examples/my-runs.csv" --csv nodir/pred.csv
