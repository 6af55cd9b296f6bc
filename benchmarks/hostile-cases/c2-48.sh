# what: predict on a runs CSV with a NUL byte inside line 3's note
# expect-rc: 1
# expect: runs.csv
# expect: line 3
cp "$PROJECT/scenarios/examples/my-runs.csv" runs.csv
"$PY" -c "
p='runs.csv'; L=open(p,'rb').read().split(b'\n'); L[2]=L[2].replace(b'example of',b'example\x00of',1); open(p,'wb').write(b'\n'.join(L))"
grep -qaP '\x00' runs.csv || exit 99
"$TR" predict runs.csv
