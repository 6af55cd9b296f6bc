# what: SIGTERM to validate of a data copy with 3,000 errors (every usd_per_hour negative, a big report) whose stdout is a pipe nobody reads (full, the writer blocked): the command ends within 5 s of the signal, quietly (no traceback), and leaves no process
# expect-rc: 0
# expect: blocked writer ended
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
import csv
rows = list(csv.DictReader(open("d/prices.csv", newline="")))
base = rows[0]
out = [dict(base, usd_per_hour="-1.5", note=f"b1113 row {i} " + "x" * 60) for i in range(3000)]
with open("d/prices.csv", "a", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(base)); [w.writerow(r) for r in out]
PY
mkfifo pipe
exec 3<>pipe
TRAINIUM_REPORT_NO_CACHE=1 timeout 55 "$TR" validate d >&3 2>&3 & P=$!
sleep 8
kill -0 $P 2>/dev/null || { echo "(ended before the signal)"; }
T=$(pgrep -P $P | head -1); [ -n "$T" ] || T=$P
kill -TERM $T 2>/dev/null; s=$(date +%s)
for i in $(seq 50); do kill -0 $T 2>/dev/null || break; sleep 0.1; done
e=$(( $(date +%s) - s ))
exec 3>&-
wait $P; r=$?
echo "rc=$r ended ${e}s after SIGTERM"
[ $e -le 5 ] && echo "blocked writer ended"
