# what: estimate with an inline model_shape whose name holds a terminal escape (ESC[2J, clear screen) and a line break ("my 8B\n\x1b[2JOK all good"): the name is shown on one line in every sentence (hfconfig refuses such a _name_or_path in a config.json; an inline name must be held to the same): refused naming model_shape.name, or shown escaped; never a raw ESC or a forged line
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
printf 'scenario: esc-name\ncandidates: [trn2.48xlarge]\nregions: [us-east-1]\nprice_overrides: {trn2.48xlarge: 40.0}\nquote_date: 2026-12-01\nmodel: null\nmodel_shape: {name: "my 8B\\n\\e[2JOK all good", layers: 32, hidden_size: 4096, ffn_size: 14336, attention_heads: 32, kv_heads: 8, head_dim: 128, vocab_size: 128256}\n' > s.yaml
timeout 55 "$TR" estimate s.yaml > out.txt 2>&1; rc=$?
"$PY" - "$rc" <<'P'
import sys
t = open("out.txt", encoding="utf-8", errors="replace").read()
print(t[:1500].encode("unicode_escape").decode()[:1500])
rc = int(sys.argv[1])
bad = []
if "\x1b" in t: bad.append("raw ESC in the output")
if any(l.startswith("OK all good") for l in t.splitlines()): bad.append("forged line 'OK all good'")
if rc != 0 and "model_shape" not in t: bad.append("refused without naming model_shape")
if "Traceback" in t: bad.append("traceback")
print("CHECK FAILED: " + "; ".join(bad) if bad else "check ok")
P
