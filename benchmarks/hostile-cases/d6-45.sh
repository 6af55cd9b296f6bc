# what: sources.csv: neuron-trainium2-7c165a3's url written with an upper-case scheme and host (HTTPS://GITHUB.COM/aws-neuron/...): the same legal URL, so validate passes (a warning at most)
# expect-rc: 0
# expect: OK
rep() { "$PY" - "$@" <<'PY'
import sys
p, old, new = sys.argv[1:4]
t = open(p, encoding="utf-8", newline="").read()
if old not in t: sys.exit(f"setup: {old!r} not in {p}")
open(p, "w", encoding="utf-8", newline="").write(t.replace(old, new, 1))
PY
}
cp -r "$PROJECT/data" d
rep d/sources.csv ",https://github.com/aws-neuron/aws-neuron-sdk/blob/7c165a3e01131a86537f6e0b3ba43716e44d8bc4/about-neuron/arch/neuron-hardware/trainium2.rst," ",HTTPS://GITHUB.COM/aws-neuron/aws-neuron-sdk/blob/7c165a3e01131a86537f6e0b3ba43716e44d8bc4/about-neuron/arch/neuron-hardware/trainium2.rst,"
"$TR" validate d
