# what: predict on a runs CSV whose header spells tpot_ms with a trailing zero-width space (U+200B, pasted from a web page: "tpot_ms\u200b" looks identical): the TPOT column must not be dropped silently (runs predicted with no measured TPOT): refused naming runs.csv and the header / tpot_ms
# expect-rc: nonzero
# expect: runs.csv
# expect: tpot_ms
cat > runs.csv <<'CSV'
run_id,entity_id,nodes,phase,model_name,model_id,tp,pp,dp,batch,global_batch,seq_len,input_len,output_len,weight_dtype,compute_dtype,sdk,output_tokens_per_s,ttft_ms,tpot_ms,tpot_kind,batching,sequences_per_s,source_id,as_of,note
ok,trn2.48xlarge,1,decode,Llama-3.3-70B,llama-3.1-70b,64,,,1,,,10000,1500,bf16,bf16,,36,814.2,19.6,measured,static,,,2026-08-21,sound
CSV
"$PY" -c "
p='runs.csv'; s=open(p,encoding='utf-8').read(); s=s.replace(',tpot_ms,', ',tpot_ms\u200b,',1); open(p,'w',encoding='utf-8').write(s)"
timeout 55 "$TR" predict runs.csv
