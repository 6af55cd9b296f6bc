# what: specs.csv: a U+2028 LINE SEPARATOR in an unquoted note (line 20, refused as invisible) and, elsewhere, trainium2's memory_bandwidth (line 65) slipped to 2900 TB/s: validate lists every problem (README: 'every problem is listed'), so both lines 20 and 65 must be named in one run
# expect-rc: 1
# expect: specs.csv, line 20
# expect: specs.csv, line 65
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p = 'd/specs.csv'
lines = open(p, encoding='utf-8', newline='').read().split('\n')
assert lines[64].startswith('trainium2,memory_bandwidth,2.9,TB/s'), lines[64]
lines[64] = lines[64].replace('trainium2,memory_bandwidth,2.9,', 'trainium2,memory_bandwidth,2900,', 1)
assert not lines[19].endswith('"'), lines[19]
lines[19] = lines[19] + ' see\u2028also'
open(p, 'w', encoding='utf-8', newline='').write('\n'.join(lines))
PY
timeout 55 "$TR" validate d
