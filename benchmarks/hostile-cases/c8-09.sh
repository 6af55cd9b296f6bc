# what: predict on the example runs CSV saved with Windows line ends (CRLF) and a UTF-8 BOM together, and a trailing CRLF blank line: the same 3 predictions as the original file (an export from Excel on Windows is a legal CSV)
# expect-rc: 0
# expect: SAME
"$PY" - <<'P'
import os
t = open(os.environ["PROJECT"] + "/scenarios/examples/my-runs.csv", encoding="utf-8").read()
open("runs.csv", "wb").write(b"\xef\xbb\xbf" + t.replace("\n", "\r\n").encode() + b"\r\n")
P
cp "$PROJECT/scenarios/examples/my-runs.csv" plain.csv
timeout 25 "$TR" predict runs.csv > a.txt 2>&1; r1=$?
timeout 25 "$TR" predict plain.csv > b.txt 2>&1; r2=$?
cat a.txt
diff a.txt b.txt && echo SAME
[ $r1 = 0 ] && [ $r2 = 0 ]
