# what: models.csv: llama-3.1-8b with vocab_size 128 (a vocabulary needs at least 256 tokens)
# expect-rc: 1
# expect: models.csv
# expect: vocab_size
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
rep d/models.csv "llama-3.1-8b,Llama 3.1 8B,8000000000,32,4096,14336,32,8,128,128256," "llama-3.1-8b,Llama 3.1 8B,8000000000,32,4096,14336,32,8,128,128,"
"$TR" validate d
