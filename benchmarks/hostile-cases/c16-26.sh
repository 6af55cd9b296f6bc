# what: predict --csv pred.fifo where pred.fifo is an existing FIFO with no reader (a named pipe left where the export goes; issue 22: no hang, regular files only where the project writes): refused naming pred.fifo within 55 s, no traceback, no process left
# expect-rc: nonzero
# expect: pred.fifo
# expect-not: Traceback
mkfifo pred.fifo
timeout 55 "$TR" predict "$PROJECT/scenarios/examples/my-runs.csv" --csv pred.fifo; rc=$?
[ -p pred.fifo ] && echo "still a fifo"; exit $rc
