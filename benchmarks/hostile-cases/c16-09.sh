# what: predict given a folder runs.d as the runs file (a folder named where a CSV goes; issue 22: regular files only): refused naming runs.d, no traceback, no hang
# expect-rc: nonzero
# expect: runs.d
# expect-not: Traceback
mkdir runs.d; cp "$PROJECT/scenarios/examples/my-runs.csv" runs.d/
timeout 55 "$TR" predict runs.d
