# what: models.csv: llama-3.1-70b's parameters_nominal written 70 (billions unit slip for 70e9) while its shape holds ~70B parameters
# expect-rc: 1
# expect: models.csv
# expect: parameters_nominal
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/models.csv"; t=open(p,newline="").read()
old="llama-3.1-70b,Llama 3.1 70B,70000000000,"; assert old in t
open(p,"w",newline="").write(t.replace(old,"llama-3.1-70b,Llama 3.1 70B,70,",1))
PY
"$TR" validate d
