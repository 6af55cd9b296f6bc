# what: specs.csv: three blank lines and a row of blank cells (' , , ,') inserted after line 10, and trainium2's memory_bandwidth (line 65, now 69) slipped to 2900 TB/s: the slip must be named at line 69, as an editor counts lines
# expect-rc: 1
# expect: specs.csv, line 69
# expect: 2900
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p = 'd/specs.csv'
lines = open(p, encoding='utf-8', newline='').read().split('\n')
assert lines[64].startswith('trainium2,memory_bandwidth,2.9,TB/s'), lines[64]
lines[64] = lines[64].replace('trainium2,memory_bandwidth,2.9,', 'trainium2,memory_bandwidth,2900,', 1)
lines[10:10] = ['', '', '', ' , , , , , , , , , ']
open(p, 'w', encoding='utf-8', newline='').write('\n'.join(lines))
PY
timeout 55 "$TR" validate d
