# what: scenario measurements: runs.csv that is a listening Unix socket (a left-over socket file where the CSV was; issue 22: regular files only): refused naming runs.csv, no hang, no traceback
# expect-rc: 1
# expect: runs.csv
"$PY" -c "import socket;s=socket.socket(socket.AF_UNIX);s.bind('runs.csv')"
ls -l runs.csv
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p measurements runs.csv
