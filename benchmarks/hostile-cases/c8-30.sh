# what: predict on a runs CSV whose line 2 batch is a fullwidth digit "１" (U+FF11, an IME's input; Python's int() reads it as 1): refused naming runs.csv, line 2 and batch, or predicted as batch 1 (the same prediction as the ASCII row); no traceback
# expect-rc: 0
# expect: check ok
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
fw,trn2.48xlarge,1,decode,Llama-3.3-70B,llama-3.1-70b,64,,,１,,,10000,1500,bf16,bf16,,,814.2,19.6,measured,static,,,2026-08-21,fullwidth batch
C
sed 's/,１,/,1,/' runs.csv > ascii.csv
timeout 25 "$TR" predict runs.csv > a.txt 2>&1; r1=$?
timeout 25 "$TR" predict ascii.csv > b.txt 2>&1
cat a.txt
if [ $r1 = 0 ]; then diff <(sed 's/runs.csv/X/' a.txt) <(sed 's/ascii.csv/X/' b.txt) && echo "check ok"; else grep -q "line 2" a.txt && grep -q batch a.txt && echo "check ok (refused)"; fi
echo done
