# what: scenario measurements: runs.csv that is a listening Unix domain socket (a socket file, neither a regular file nor a FIFO; issue 22: "regular files only (FIFOs, devices, folders refused by name)"): refused naming runs.csv (or the key measurements), no hang, no traceback
# expect-rc: nonzero
# expect: runs.csv
"$PY" - <<'PY' &
import socket, time, os
s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM); s.bind("runs.csv"); s.listen(1)
s.settimeout(50)
try:
    s.accept()
except Exception:
    pass
PY
SP=$!
for i in $(seq 50); do [ -S runs.csv ] && break; sleep 0.1; done
printf 'scenario: c915\ncandidates: [trn2.48xlarge]\nprice_overrides: {trn2.48xlarge: 40.0}\nmeasurements: runs.csv\n' > s.yaml
timeout 55 "$TR" estimate s.yaml; rc=$?
kill $SP 2>/dev/null; wait $SP 2>/dev/null
exit $rc
