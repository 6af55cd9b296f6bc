# what: availability.csv: the first row's provider written 'Aws' (capitalised: no such provider spelling)
# expect-rc: 1
# expect: availability.csv
# expect: provider
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/availability.csv"; t=open(p,newline="").read()
old="inf1,aws,af-south-1,"; assert old in t
open(p,"w",newline="").write(t.replace(old,"inf1,Aws,af-south-1,",1))
PY
"$TR" validate d
