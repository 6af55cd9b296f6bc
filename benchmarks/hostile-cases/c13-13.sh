# what: predict on one run of Llama 3.1 8B bf16 (batch 4, 1,000 in / 200 out) named two ways: p5.48xlarge with tp 8, and the chip h100-sxm with tp 8 (nodes 1), as data/README says a GPU chip id runs on tp x pp GPUs (so h100-sxm tp 8 = 8 H100s = one p5.48xlarge's GPUs): equal predicted TTFT and TPOT, or a clear refusal of the chip row naming line 3
# expect-rc: 0
# expect: check ok
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
box,p5.48xlarge,1,decode,Llama-3.1-8B,llama-3.1-8b,8,,,4,,,1000,200,bf16,bf16,,500,40,7.5,measured,continuous,,,2026-06-01,whole p5
chip,h100-sxm,1,decode,Llama-3.1-8B,llama-3.1-8b,8,,,4,,,1000,200,bf16,bf16,,500,40,7.5,measured,continuous,,,2026-06-01,8 H100s by chip id
C
timeout 55 "$TR" predict runs.csv --csv p.csv > out.txt 2>&1; rc=$?
cut -c1-250 out.txt
"$PY" - <<'P'
import csv
try:
    rows = {r["run_id"]: r for r in csv.DictReader(open("p.csv"))}
    a, b = rows["box"], rows["chip"]
    ks = [k for k in a if k.startswith("predicted")]
    diff = [k for k in ks if abs(float(a[k]) - float(b[k])) > 1e-6 * max(1, abs(float(a[k])))]
    print("compared", ks)
    print("check ok" if ks and not diff else f"CHECK FAILED: differ in {diff or 'no predicted columns'}: {[(a[k], b[k]) for k in diff]}")
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
exit $rc
