# what: model command on a config.json whose _name_or_path holds a terminal escape (ESC[2J, an OSC title) and a line break: refused naming the key, or shown escaped; never the raw ESC byte or a forged line
# expect-rc: 0
# expect: name-handled
$PY - <<'P'
import json, os
c = json.load(open(os.environ["PROJECT"] + "/scenarios/examples/configs/llama-3.1-8b-config.json"))
c["_name_or_path"] = "my-8b\u001b[2J\u001b]0;pwned\u0007\nFAKE: all good"
json.dump(c, open("cfg.json", "w"))
P
"$TR" model cfg.json --candidates p5.48xlarge > out.txt 2>&1; rc=$?
$PY -c 'import sys; d=open("out.txt","rb").read(); sys.stdout.write(d.decode("utf-8","replace").replace("\x1b","<ESC>").replace("\x07","<BEL>"))'
if grep -q $'\x1b' out.txt; then echo "RAW ESC IN OUTPUT"; exit 3; fi
if grep -q '^FAKE: all good' out.txt; then echo "INJECTED LINE IN OUTPUT"; exit 4; fi
if [ $rc -eq 0 ] || { [ $rc -eq 1 ] && grep -q cfg.json out.txt && grep -q _name_or_path out.txt; }; then echo name-handled; exit 0; fi
exit $rc
