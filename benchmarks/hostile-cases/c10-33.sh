# what: model llama-3.1-70b --precision int8 (one byte a weight): weights must be the hand count of 70.55 B parameters in bytes (70.6 GB), half the bf16 figure (a correct result)
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
timeout 55 "$TR" model llama-3.1-70b --precision int8 --candidates p5.4xlarge p5.48xlarge > out.txt 2>&1; rc=$?; cat out.txt
"$PY" - <<'P'
import re
try:
    t = open("out.txt").read()
    d, L, f, V, h, kv = 8192, 80, 28672, 128256, 128, 8
    n = L*(d*d*2 + 2*d*kv*h + 3*d*f + 2*d) + 2*V*d + d
    w = float(re.search(r"at int8: weights ([\d.]+) GB", t).group(1))*1e9
    assert abs(w - n)/n < 0.006, (w, n)
    print("check ok", n)
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
exit $rc
