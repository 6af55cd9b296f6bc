# what: specs.csv: a new legal conflicting row appended (line 537): trainium2 memory_capacity 0.09375 TiB (= 96 GiB exactly) from awesomeagents-trainium2 (a tier-6 source): a correct result: validate OK with 536 spec values, and specs --all lists the row while the preferred value stays the tier-1 96 GiB (checked independently)
# expect-rc: 0
# expect: 536 spec values
# expect: check ok
setcell() { "$PY" - "$@" <<'PYEOF'
import csv, io, sys
path, line, field, val = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
raw = open(path, newline='', encoding='utf-8').read().split('\n')
hdr = next(csv.reader([raw[0].lstrip('\ufeff')]))
row = next(csv.reader([raw[line - 1]]))
row[hdr.index(field)] = val
b = io.StringIO(); csv.writer(b, lineterminator='').writerow(row)
raw[line - 1] = b.getvalue()
open(path, 'w', newline='', encoding='utf-8').write('\n'.join(raw))
PYEOF
}
cp -r "$PROJECT/data" d
"$PY" -c "
p='d/specs.csv'; t=open(p,newline='').read(); assert t.endswith('\n')
t+='trainium2,memory_capacity,0.09375,TiB,,,awesomeagents-trainium2,,2026-10-31,appended\n'; open(p,'w',newline='').write(t)"
timeout 55 "$TR" validate d || exit 3
timeout 55 "$TR" specs trainium2 memory_capacity --all --data-dir d --csv out.csv > out.txt 2>&1 || { cat out.txt; exit 4; }
"$PY" - <<'PY'
import csv, sys
try:
    rows = list(csv.DictReader(open('out.csv')))
    src = {r.get('source_id'): r for r in rows}
    assert 'awesomeagents-trainium2' in src, f"appended row missing: {list(src)}"
    pref = [r for r in rows if str(r.get('preferred')).lower() in ('true', '1', 'yes')]
    assert len(pref) == 1 and pref[0]['source_id'] == 'neuron-trainium2-7c165a3', pref
    assert float(pref[0]['value']) == 96 and pref[0]['unit'] == 'GiB', pref
    print('check ok')
except Exception as e:
    print('CHECK FAILED:', repr(e)[:300])
PY
