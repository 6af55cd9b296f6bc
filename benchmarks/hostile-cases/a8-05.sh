# what: data copy whose prices.csv gives Lambda's 8x H100 rate min_chips 0 (datapackage: integer, minimum 1; a modulo by zero waits in the pricing): refused naming prices.csv, the line and min_chips
# expect-rc: 1
# expect: prices.csv
# expect: min_chips
cp -r "$PROJECT/data" d
"$PY" -c "
import re
p='d/prices.csv'; L=open(p,encoding='utf-8').read().split('\n')
L[214]=L[214][:-1]+'0' if L[214].endswith(',8') else L[214]
assert L[214].endswith(',0'), L[214]
open(p,'w',encoding='utf-8').write('\n'.join(L))"
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{data_dir: d, candidates: ["h100-sxm:8@lambda", trn1.32xlarge], price_basis: gpu_cloud_list}'
