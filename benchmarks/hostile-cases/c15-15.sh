# what: predict --csv /dev/full (a device that fails every write with ENOSPC: a full disk): the predictions may print, but the CSV is refused naming /dev/full with a nonzero exit, no traceback, the device never replaced
# expect-rc: nonzero
# expect: /dev/full
timeout 55 "$TR" predict "$PROJECT/scenarios/examples/my-runs.csv" --csv /dev/full 2>&1
