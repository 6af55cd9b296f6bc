# what: model llama-3.1-70b with --candidates inf2.xlarge (one Inferentia2 chip of 32 GB, 28.8 GB usable at memory_headroom 0.9) and p5.48xlarge: weights 141 GB (hand count 70.55 B x 2 B) cannot fit inf2.xlarge; must not print "inf2.xlarge: N of its 1 chip(s)"; p5.48xlarge fits on ceil((141.1 GB + one 4,096-token KV cache of 1.34 GB) / 72 GB) = 2 of its 8 chips (one more allowed for rounding)
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
timeout 55 "$TR" model llama-3.1-70b --candidates inf2.xlarge p5.48xlarge > out.txt 2>&1; rc=$?; cat out.txt
"$PY" - <<'P'
import re, math
try:
    t = open("out.txt").read()
    assert not re.search(r"inf2\.xlarge: \d+ of its", t), "70B said to fit one 32 GB chip"
    assert "inf2.xlarge" in t, "inf2.xlarge not mentioned at all"
    w = 70.55e9*2; kv = 80*2*8*128*2*4096
    need = math.ceil((w + kv) / (80e9*0.9))
    m = re.search(r"p5\.48xlarge: (\d+) of its 8", t)
    assert m and int(m.group(1)) in (need, need + 1), (m and m.group(1), need)
    print("check ok", need)
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
exit $rc
