# what: predict on a run of Llama 4 Maverick (400B total, 17B active, 128 experts, MoE every 2nd layer) bf16 on p5en.48xlarge at batch 64 with TPOT 6 ms: slower than reading the active parameters (34 GB / 38.4 TB/s = 0.9 ms) but faster than the experts a batch of 64 touches (~50 of 128 per MoE layer: ~333 GB, ~8.7 ms + KV): impossible
# expect-rc: 1
# expect: runs.csv
# expect: line 2
# expect: tpot_ms
H=$(head -1 "$PROJECT/data/measurements.csv")
{ echo "$H"; echo "mav-b64,p5en.48xlarge,1,decode,Llama-4-Maverick-17B-128E-Instruct,llama-4-maverick-17b-128e,8,,,64,,,1000,200,bf16,bf16,,,900,6,measured,continuous,,,2026-08-01,my run"; } > runs.csv
timeout 55 "$TR" predict runs.csv
