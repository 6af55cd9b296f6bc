# what: price_overrides holding 1,000 quotes (the most a mapping may hold) for systems not among the candidates (x0001.48xlarge ... x1000.48xlarge): refused naming price_overrides, quickly, the listing capped (not a thousand lines)
# expect-rc: 1
# expect: price_overrides
# expect: x0001.48xlarge
cp "$PROJECT/scenarios/default.yaml" s.yaml
"$PY" -c "
import sys; sys.excepthook = lambda t, e, tb: print('CHECK FAILED:', t.__name__, e)
import re
t = open('s.yaml').read()
q = ', '.join('x%04d.48xlarge: 24' % i for i in range(1, 1001))
t = re.sub(r'(?m)^price_overrides: \{\}.*$', 'price_overrides: {' + q + '}', t)
open('s.yaml', 'w').write(t)"
start=$(date +%s)
timeout 55 "$TR" estimate s.yaml > out.txt 2>&1; rc=$?
head -c 3000 out.txt; echo
n=$(wc -l < out.txt); echo "lines: $n, $(( $(date +%s) - start )) s"
[ "$n" -le 60 ] || { echo "too many lines"; exit 9; }
exit $rc
