# what: scenario measurements runs.csv that is a 4 GB sparse file (the header, one valid run, then a hole of zeros: truncate -s 4G, what a full disk or a failed copy leaves): issue 22 says at most the size limit is read, never an unbounded read: refused quickly (well under 60 s) naming runs.csv and its size
# expect-rc: 1
# expect: runs.csv
cat > runs.csv <<'C'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
my-trn2-llama70b-l2,trn2.48xlarge,1,decode,Llama-3.3-70B,llama-3.1-70b,64,,,1,,,10000,1500,bf16,bf16,,36,814.2,19.6,measured,static,,,2026-08-21,my run
C
truncate -s 4G runs.csv
cat > s.yaml <<'Y'
scenario: sparse-runs
measurements: runs.csv
candidates: [trn2.48xlarge]
regions: [us-east-1]
price_overrides: {trn2.48xlarge: 40.0}
quote_date: 2026-12-01
Y
timeout 55 "$TR" estimate s.yaml 2>&1 | cut -c1-400 | tr -d '\000'
rc=${PIPESTATUS[0]}
rm -f runs.csv
exit $rc
