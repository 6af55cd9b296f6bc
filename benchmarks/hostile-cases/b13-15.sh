# what: PYTHONIOENCODING=utf-16 (a Windows-bred setting: every std stream in UTF-16 with a BOM) for claims --csv c.csv and specs trainium2 --csv s.csv: the CSV files are not std streams and must be the same UTF-8 bytes as without it; the output, decoded as UTF-16, is the same text; no traceback
# expect-rc: 0
# expect: utf16 ok
timeout 55 "$TR" claims --csv cref.csv > cref.txt 2>/dev/null
timeout 55 "$TR" specs trainium2 --csv sref.csv > sref.txt 2>/dev/null
PYTHONIOENCODING=utf-16 timeout 55 "$TR" claims --csv c.csv > c.txt 2>c.err; r1=$?
PYTHONIOENCODING=utf-16 timeout 55 "$TR" specs trainium2 --csv s.csv > s.txt 2>s.err; r2=$?
echo "rc $r1 $r2"
"$PY" - <<'PY'
import sys
bad = 0
for a, b in (("c.csv", "cref.csv"), ("s.csv", "sref.csv")):
    if open(a, "rb").read() != open(b, "rb").read():
        print("CHECK FAILED:", a, "differs from", b); bad = 1
for a, b in (("c.txt", "cref.txt"), ("s.txt", "sref.txt")):
    try:
        got = open(a, "rb").read().decode("utf-16")
    except Exception as e:
        print("CHECK FAILED:", a, "not UTF-16:", e); bad = 1; continue
    want = [l for l in open(b, encoding="utf-8").read().splitlines() if "wrote" not in l and "written" not in l]
    have = [l for l in got.splitlines() if "wrote" not in l and "written" not in l]
    if want != have:
        print("CHECK FAILED:", a, "text differs"); bad = 1
print("utf16 ok" if not bad else "")
sys.exit(bad)
PY
