# what: model deepseek-v3 --precision fp8: the decode step's weight read at batch 64 less that at batch 1 must be the extra distinct routed experts by README's rule, 58 MoE layers x (256 (1 - (1 - 8/256)^64) - 8) experts x 3 x 7168 x 2048 params x 1 B = 547.8 GB (tolerance 1%)
# expect-rc: 0
# expect: check ok
timeout 55 "$TR" model deepseek-v3 --precision fp8 --candidates trn2.48xlarge > out.txt 2>&1; rc=$?
cat out.txt
"$PY" - <<'P'
import re
try:
    t = open("out.txt").read()
    m = re.search(r"reads ([\d.,]+) ([kMGT]B) of weights at batch 1 and ([\d.,]+) ([kMGT]B) at batch 64", t)
    u = {"kB": 1e3, "MB": 1e6, "GB": 1e9, "TB": 1e12}
    b1 = float(m[1].replace(",", "")) * u[m[2]]; b64 = float(m[3].replace(",", "")) * u[m[4]]
    E, k, L, ex = 256, 8, 58, 3 * 7168 * 2048
    hand = L * (E * (1 - (1 - k / E) ** 64) - k) * ex * 1
    print("got diff", (b64 - b1) / 1e9, "hand", hand / 1e9)
    print("check ok" if abs((b64 - b1) / hand - 1) < 0.01 else "CHECK FAILED: expert read differs from E(1-(1-k/E)^B)")
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
exit $rc
