# what: data copy whose prices.csv gives Lambda's 8x H100 rate min_chips 8.5 (datapackage type integer): refused naming prices.csv and min_chips
# expect-rc: 1
# expect: prices.csv
# expect: min_chips
cp -r "$PROJECT/data" d
"$PY" -c "
p='d/prices.csv'; L=open(p,encoding='utf-8').read().split('\n')
assert L[214].endswith(',8'); L[214]=L[214]+'.5'
open(p,'w',encoding='utf-8').write('\n'.join(L))"
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -y '{data_dir: d, candidates: ["h100-sxm:8@lambda", trn1.32xlarge], price_basis: gpu_cloud_list}'
