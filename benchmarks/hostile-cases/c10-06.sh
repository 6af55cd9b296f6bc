# what: model llama-3.1-405b at bf16 against p5.48xlarge (8 x 80 GB: 576 GB usable at 0.9) and p5en.48xlarge (8 x 141 GB: 1,015 GB usable): weights 811 GB (hand count) must not fit p5 and must fit p5en on at least 7 chips
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
timeout 55 "$TR" model llama-3.1-405b --precision bf16 --candidates p5.48xlarge p5en.48xlarge > out.txt 2>&1; rc=$?; cat out.txt
"$PY" - <<'P'
import re
try:
    t = open("out.txt").read()
    d, L, f, V, h, kv = 16384, 126, 53248, 128256, 128, 8
    n = L*(d*d*2 + 2*d*kv*h + 3*d*f + 2*d) + 2*V*d + d
    w = float(re.search(r"at bf16: weights ([\d.]+) GB", t).group(1))*1e9
    assert abs(w - 2*n)/(2*n) < 0.006, (w, 2*n)
    assert re.search(r"p5\.48xlarge: does not fit", t), "p5 should not fit"
    m = re.search(r"p5en\.48xlarge: (\d+) of its 8", t)
    assert m and int(m.group(1)) >= 7, "p5en should fit on >= 7"
    print("check ok", 2*n)
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
exit $rc
