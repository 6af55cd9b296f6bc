# what: predict on two runs of one configuration (Llama 3.1 70B bf16, batch 1, 10,000 in / 1,500 out, TTFT 814.2, TPOT 19.6) named two ways: the whole trn2.48xlarge (tp 64) and the chip trainium2 with nodes 16 (data/README: a run on part of a system names the chip with nodes = the chips it used; 16 chips = the whole instance): the two predictions must be equal
# expect-rc: 0
# expect: check ok
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
whole,trn2.48xlarge,1,decode,Llama-3.3-70B,llama-3.1-70b,64,,,1,,,10000,1500,bf16,bf16,,36,814.2,19.6,measured,static,,,2026-08-21,whole instance
chips,trainium2,16,decode,Llama-3.3-70B,llama-3.1-70b,64,,,1,,,10000,1500,bf16,bf16,,36,814.2,19.6,measured,static,,,2026-08-21,16 chips named as chips
C
timeout 55 "$TR" predict runs.csv --csv p.csv > out.txt 2>&1; rc=$?
cut -c1-250 out.txt
"$PY" - <<'P'
import csv
try:
    rows = {r["run_id"]: r for r in csv.DictReader(open("p.csv"))}
    a, b = rows["whole"], rows["chips"]
    ks = [k for k in a if k.startswith("predicted")]
    diff = [k for k in ks if abs(float(a[k]) - float(b[k])) > 1e-6 * max(1, abs(float(a[k])))]
    print("compared", ks)
    print("check ok" if ks and not diff else f"CHECK FAILED: differ in {diff or 'no predicted columns'}")
except Exception as e:
    print("CHECK FAILED:", repr(e))
P
exit $rc
