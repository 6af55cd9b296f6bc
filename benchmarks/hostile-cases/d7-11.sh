# what: specs.csv's 535 data rows shuffled (header first; a fixed seed): a correct result, specs of trainium2, trn2.48xlarge and h100-sxm give each metric the same preferred value (value_c within 0.1%: on a full tie of tier and date the documented rule takes the first row in file, so the source may change, not the number)
# expect-rc: 0
# expect: SAME
cp -r "$PROJECT/data" d
"$PY" -c "
import random
l = open('$PROJECT/data/specs.csv', encoding='utf-8', newline='').read().split('\n')
body = [x for x in l[1:] if x]; random.Random(58).shuffle(body)
open('d/specs.csv', 'w', encoding='utf-8', newline='').write('\n'.join([l[0]] + body) + '\n')"
for e in trainium2 trn2.48xlarge h100-sxm; do
  timeout 55 "$TR" specs $e --csv a-$e.csv > /dev/null || exit 3
  timeout 55 "$TR" specs $e --data-dir d --csv b-$e.csv > /dev/null || exit 4
done
"$PY" - <<'PY'
import pandas as pd
ok = True
for e in ('trainium2', 'trn2.48xlarge', 'h100-sxm'):
    k = ['metric', 'precision', 'sparsity']
    a = pd.read_csv(f'a-{e}.csv').fillna('').set_index(k)['value_c']
    b = pd.read_csv(f'b-{e}.csv').fillna('').set_index(k)['value_c']
    if sorted(a.index) != sorted(b.index):
        ok = False; print(e, 'metrics differ')
        continue
    for i in a.index:
        x, y = a[i], b[i]
        if isinstance(x, str) or isinstance(y, str):
            same = str(x) == str(y)
        else:
            same = abs(float(x) - float(y)) <= 1e-3 * max(abs(float(x)), 1e-12)
        if not same:
            ok = False; print(e, i, x, '->', y)
print('SAME' if ok else 'DIFFERENT')
PY
