# what: estimate of the default scenario with model: the example Llama 3.1 8B config.json against the same scenario with model: llama-3.1-8b (the same shape): every number of the estimate CSV equal
# expect-rc: 0
# expect: SAME-NUMBERS
cp "$PROJECT/scenarios/examples/configs/llama-3.1-8b-config.json" cfg.json
cp "$PROJECT/scenarios/default.yaml" a.yaml; sed -i 's/^model: llama-3.1-70b.*/model: cfg.json/' a.yaml
cp "$PROJECT/scenarios/default.yaml" b.yaml; sed -i 's/^model: llama-3.1-70b.*/model: llama-3.1-8b/' b.yaml
timeout 55 "$TR" estimate a.yaml --csv a.csv || exit $?
timeout 55 "$TR" estimate b.yaml --csv b.csv || exit $?
"$PY" - <<'P' && echo SAME-NUMBERS
import pandas as pd
a, b = pd.read_csv("a.csv"), pd.read_csv("b.csv")
na, nb = a.select_dtypes("number"), b.select_dtypes("number")
print(list(na.columns))
assert list(a["candidate"]) == list(b["candidate"]), (list(a["candidate"]), list(b["candidate"]))
pd.testing.assert_frame_equal(na, nb, rtol=1e-9)
P
