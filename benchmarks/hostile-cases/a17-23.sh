# what: the scenario file saved as UTF-16 LE with a BOM (as Windows Notepad "Unicode" writes): either read correctly (the default's estimate, price basis line) or refused naming the file (s.yaml); never a traceback or a mangled key
# expect-rc: 0
# expect: check ok
cp "$PROJECT/scenarios/default.yaml" s8.yaml
"$PY" -c "import codecs;open('s.yaml','wb').write(codecs.BOM_UTF16_LE+open('s8.yaml',encoding='utf-8').read().encode('utf-16-le'))"
timeout 55 "$TR" estimate s.yaml > out.txt 2>&1; rc=$?
cat out.txt | head -40
"$PY" - "$rc" <<'PY'
import sys
rc = int(sys.argv[1]); out = open("out.txt").read()
if (rc == 0 and "price basis" in out) or (rc == 1 and "s.yaml" in out):
    print("check ok")
else:
    print("CHECK FAILED: rc", rc)
PY
