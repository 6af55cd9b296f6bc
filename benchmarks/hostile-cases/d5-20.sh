# what: sources.csv: neuron-core-v1-4a4f4cc's url holding a space ("https://github.com/aws-neuron/aws neuron-sdk"): not a valid URL
# expect-rc: 1
# expect: sources.csv
# expect: url
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/sources.csv"; t=open(p,newline="",encoding="utf-8").read()
old='https://github.com/aws-neuron/aws-neuron-sdk/blob/4a4f4cca'; assert old in t, old
t=t.replace(old,'https://github.com/aws-neuron/aws neuron-sdk/blob/4a4f4cca',1)
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" validate d
