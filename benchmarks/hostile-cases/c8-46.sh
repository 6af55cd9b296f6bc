# what: predict on a runs CSV whose line 2 says tpot_kind static_batch (data/README: "total output time of a static batch / its output tokens ... it includes the batch's prefill") with TPOT 19.6 ms over 16 output tokens (313.6 ms in all) beside a TTFT of 814.2 ms for the same batch: the whole batch cannot take less time than its own prefill, so it is impossible as written (the same rule the project applies to includes_ttft): an error or a warning naming line 2 and tpot_ms/ttft_ms
# expect-rc: 0
# expect: check ok
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
sb,trn2.48xlarge,1,decode,Llama-3.3-70B,llama-3.1-70b,64,,,1,,,10000,16,bf16,bf16,,,814.2,19.6,static_batch,static,,,2026-08-21,static batch timed by throughput
C
timeout 55 "$TR" predict runs.csv > out.txt 2>&1; rc=$?
cut -c1-400 out.txt
"$PY" - <<'P'
import re
t = open("out.txt").read()
flagged = re.search(r"line 2.*(tpot_ms|ttft_ms)", t, re.S) or "not predicted: sb" in t
print("check ok" if flagged else "CHECK FAILED: a static batch faster than its own prefill (16 x 19.6 = 313.6 ms < 814.2 ms) was accepted silently")
P
echo done
