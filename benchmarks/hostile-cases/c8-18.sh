# what: Llama 4 Scout config.json (Llama4ForConditionalGeneration, its shape under text_config) with stray top-level text keys that contradict it (hidden_size 4096, num_hidden_layers 32, vocab_size 32000, as a wrapper saved by a buggy tool): hfconfig's doc says Llama 4 is read from the keys under text_config, so every line after the name equals `model llama-4-scout-17b-16e`, or it is refused naming cfg.json and the contradicting key
# expect-rc: 0
# expect: check ok
cat > cfg.json <<'J'
{"architectures":["Llama4ForConditionalGeneration"],"model_type":"llama4","_name_or_path":"meta-llama/Llama-4-Scout-17B-16E-Instruct","hidden_size":4096,"num_hidden_layers":32,"vocab_size":32000,
 "text_config":{"model_type":"llama4_text","hidden_size":5120,"intermediate_size":8192,"intermediate_size_mlp":16384,"num_attention_heads":40,"num_key_value_heads":8,"head_dim":128,"num_hidden_layers":48,"num_local_experts":16,"num_experts_per_tok":1,"interleave_moe_layer_step":1,"vocab_size":202048,"tie_word_embeddings":false},
 "vision_config":{"hidden_size":1408,"num_hidden_layers":34}}
J
timeout 25 "$TR" model cfg.json > a.txt 2>&1; r1=$?
timeout 25 "$TR" model llama-4-scout-17b-16e > b.txt 2>&1; r2=$?
cat a.txt
if [ $r1 = 0 ]; then diff <(tail -n +2 a.txt) <(tail -n +2 b.txt) && echo "check ok" || echo "CHECK FAILED: differs from llama-4-scout-17b-16e"
else grep -q cfg.json a.txt && grep -q -e hidden_size -e num_hidden_layers -e vocab_size a.txt && echo "check ok (refused)" || echo "CHECK FAILED: refusal names no file/key"; fi
echo done
