# what: measurements.csv: the trn2-llama70b-l2 run dated 2019-06-01 (five years before trn2.48xlarge existed, 2024-12-03; its source is from 2026)
# expect-rc: 1
# expect: measurements.csv
# expect: as_of
cp -r "$PROJECT/data" d
"$PY" - <<'PY'
p="d/measurements.csv"; t=open(p,newline="",encoding="utf-8").read()
old=',neuron-nxdi-llama70b-81ce03a,2026-08-21,"Llama 3.3 70B has the Llama 3.1 70B shape; tutorial states about 10,000 input and 1,500 output tokens; scenario \'No speculative decoding\''; assert old in t, old
t=t.replace(old,',neuron-nxdi-llama70b-81ce03a,2019-06-01,"Llama 3.3 70B has the Llama 3.1 70B shape; tutorial states about 10,000 input and 1,500 output tokens; scenario \'No speculative decoding\'',1)
open(p,"w",newline="",encoding="utf-8").write(t)
PY
"$TR" validate d
