# what: 1,000 candidates (the most a list may hold): h100-sxm:1@lambda .. h100-sxm:1000@lambda, each with a proportional quote (2.5 USD per GPU-hour): estimate must finish well within 60 s
# expect-rc: 0
# expect: h100-sxm:8@lambda
# expect: your quote
"$PY" - <<'P'
c = ', '.join(f'"h100-sxm:{n}@lambda"' for n in range(1, 1001))
q = ', '.join(f'"h100-sxm:{n}@lambda": {2.5 * n}' for n in range(1, 1001))
open('s.yaml', 'w').write(f'scenario: s\ncandidates: [{c}]\nprice_overrides: {{{q}}}\nquote_date: 2026-11-20\n')
P
timeout 55 "$TR" estimate s.yaml > out.txt 2>&1
rc=$?
cut -c1-200 out.txt | head -12
exit $rc
