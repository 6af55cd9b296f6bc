# what: a Unicode LINE SEPARATOR (U+2028) inside the title in the file, followed by the text "tokens_per_day: 5.0e+9" (the file's own tokens_per_day 1.0e+9 kept): PyYAML (YAML 1.1) breaks the line there, an editor shows one title line; refused naming the file (the odd character, or tokens_per_day given twice), or read as a title holding that text (1e+09 tokens/day); never 5e+09 silently
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
grep -v '^title:' "$PROJECT/scenarios/default.yaml" > s.yaml
printf 'title: My run\xe2\x80\xa8tokens_per_day: 5.0e+9\n' >> s.yaml
timeout 55 "$TR" estimate s.yaml > out.txt 2>&1
rc=$?; cat out.txt
"$PY" - "$rc" <<'P'
import sys
sys.excepthook = lambda t, v, tb: print("CHECK FAILED:", t.__name__, v)
rc = int(sys.argv[1]); out = open("out.txt").read()
if rc == 0:
    ok = "1e+09 tokens/day" in out and "5e+09" not in out
else:
    ok = rc == 1 and "s.yaml" in out
print("check ok" if ok else f"CHECK FAILED: rc {rc}")
P
