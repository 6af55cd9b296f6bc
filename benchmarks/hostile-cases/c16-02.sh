# what: model command on a Gemma-7B-shaped LlamaForCausalLM config.json (hidden 3072, 16 heads of head_dim 256 = attention width 4096 wider than hidden, 16 KV heads, FFN 24576, 28 layers, vocab 256000 tied): a legal shape, the total and KV cache per token must be the hand count (attention projections use head_dim, not hidden/heads)
# expect-rc: 0
# expect: check ok
# expect-not: CHECK FAILED
"$PY" - <<'P'
import json
json.dump({"architectures":["LlamaForCausalLM"],"model_type":"llama","hidden_size":3072,"num_attention_heads":16,"num_key_value_heads":16,"head_dim":256,"intermediate_size":24576,"num_hidden_layers":28,"vocab_size":256000,"tie_word_embeddings":True,"max_position_embeddings":8192,"torch_dtype":"bfloat16"},open("cfg.json","w"))
P
timeout 55 "$TR" model cfg.json > out.txt 2>&1; echo "rc=$?"; cat out.txt
"$PY" - <<'P'
import re
try:
    t=open("out.txt").read()
    h,L,H,kv,hd,f,V=3072,28,16,16,256,24576,256000
    per=h*H*hd+2*h*kv*hd+H*hd*h+3*h*f+2*h
    n=V*h+L*per+h
    got=float(re.search(r"parameters: ([\d.]+) B total", t).group(1))*1e9
    kvb=L*2*kv*hd*2
    gkv=float(re.search(r"KV cache ([\d.]+) kB per token", t).group(1))*1e3
    if abs(got-n)/n>0.002: print("CHECK FAILED: total", got, "hand", n)
    elif abs(gkv-kvb)/kvb>0.002: print("CHECK FAILED: kv", gkv, "hand", kvb)
    else: print("check ok", n, kvb)
except Exception as e: print("CHECK FAILED:", repr(e))
P
